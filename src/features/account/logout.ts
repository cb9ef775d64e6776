import type { ShopperSession } from '../../session/shopper-session';

/**
 * Logout (and account deletion): the shopper session clears the session and cart data, the spec's cookies and
 * everything else of the shopper; resolves once it has. The caller redirects if it wants to.
 */
export async function logout(session: ShopperSession, reason: 'signOut' | 'accountDeleted' = 'signOut') {
  // Not `ready()`: a request of the shopper's still under way (the company stored on a restored cart) does not hold
  // the logout; the session takes no answer of it afterwards.
  const actor = await session.started();
  actor.send({ type: reason === 'signOut' ? 'session.signOut' : 'session.accountDeleted' });
  await session.started();
}
