// Who may name a company on a cart (issue 31 item 4, docs/decisions/047): the order of a cart that names a company
// lands in that company's order list, so only a signed-in member (any role, agents included) or a super admin
// of it may name it, with their access token in the `User-Token` header. An anonymous shopper, a consumer and a
// member of another company are refused, and their order stays out of the company's list.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../openapi/types';
import { checkoutBackend } from '../support/checkout-backend';

const acme = {
  company: {
    registrationNumber: '556677-8899',
    taxId: 'SE556677889901',
    name: 'Acme AB',
    reference: 'Mallory',
  },
  merchantReference1: '5566778899',
};

function setup() {
  const context = checkoutBackend();
  const { call, bearer, login } = context;
  const tokenOf = async (email: string) => (await login(email, 'Statefront1!')).body.access_token!;
  /** The attributes call: the cart token as bearer, the user's token (if any) in `User-Token`. */
  const nameCompany = (cartToken: string, userToken?: string, body: object = acme) =>
    call<{ cart: Cart; error?: string }>('PATCH', '/shopper/sessions/attributes', body, {
      ...bearer(cartToken),
      ...(userToken ? { 'user-token': userToken } : {}),
    });
  const cartOf = async (cartToken: string) =>
    (await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(cartToken))).body.cart;
  /** Acme AB's order list as its admin reads it: the references. */
  const acmeOrders = async () => {
    const answer = await call<{ orderSummaries: { reference: string }[] }>(
      'POST',
      '/api/brink/get-orders-by-organisation/',
      { organisationNumber: '5566778899' },
      bearer(await tokenOf('admin@acme.test')),
    );
    return answer.body.orderSummaries.map((order) => order.reference);
  };
  return { ...context, tokenOf, nameCompany, cartOf, acmeOrders };
}

describe("naming a company on the session's cart", () => {
  it("refuses an anonymous shopper (401), whose order stays out of the company's list", async () => {
    const { cartIn, klarnaIn, nameCompany, cartOf, acmeOrders } = setup();
    const cartToken = await cartIn();
    const refused = await nameCompany(cartToken);
    expect([refused.status, refused.body.error]).toEqual([401, 'Sign in to order for a company']);
    expect((await cartOf(cartToken)).attributes).toBeUndefined();
    // The shopper pays and orders anyway: a consumer's order, in nobody's company list.
    const { pay, order } = await klarnaIn(cartToken);
    expect((await pay()).status).toBe(200);
    const placed = await order();
    expect(placed.status).toBe(200);
    expect(placed.body.order.organisation_number).toBeUndefined();
    expect(await acmeOrders()).not.toContain(placed.body.order.orderRef);
  });

  it('refuses a made-up or expired user token (401)', async () => {
    const { cartIn, nameCompany, cartOf, tokenOf, advance } = setup();
    const cartToken = await cartIn();
    expect((await nameCompany(cartToken, 'made-up-token')).status).toBe(401);
    const buyer = await tokenOf('buyer@acme.test');
    advance(24 * 3600 * 1000);
    expect((await nameCompany(cartToken, buyer)).status).toBe(401);
    expect((await cartOf(cartToken)).attributes).toBeUndefined();
  });

  it("refuses a consumer, another company's admin and an unknown number (403), changing nothing", async () => {
    const { cartIn, nameCompany, cartOf, tokenOf } = setup();
    const cartToken = await cartIn();
    for (const email of ['consumer@statefront.test', 'aino.virtanen@nordicprint.test'])
      expect((await nameCompany(cartToken, await tokenOf(email))).status, email).toBe(403);
    const unknown = { ...acme, company: { ...acme.company, registrationNumber: '999999-0000' } };
    expect((await nameCompany(cartToken, await tokenOf('super@statefront.test'), unknown)).status).toBe(403);
    expect((await cartOf(cartToken)).attributes).toBeUndefined();
  });

  it('lets a member, an agent and a super admin of the company name it (the number however written)', async () => {
    const { cartIn, nameCompany, tokenOf } = setup();
    for (const email of [
      'buyer@acme.test',
      'admin@acme.test',
      'agent@statefront.test',
      'super@statefront.test',
    ]) {
      const cartToken = await cartIn('SE', 'sg-b2b');
      const stored = await nameCompany(cartToken, await tokenOf(email));
      expect(stored.status, email).toBe(200);
      expect(stored.body.cart.attributes?.company?.registrationNumber).toBe('556677-8899');
    }
    const bare = { ...acme, company: { ...acme.company, registrationNumber: '5566778899' } };
    expect(
      (await nameCompany(await cartIn('SE', 'sg-b2b'), await tokenOf('buyer@acme.test'), bare)).status,
    ).toBe(200);
  });

  it("puts a member's order in the company's list", async () => {
    const { cartIn, klarnaIn, nameCompany, tokenOf, acmeOrders } = setup();
    // The same cart and payment as the anonymous shopper's above (Klarna), named by a member.
    const cartToken = await cartIn();
    expect((await nameCompany(cartToken, await tokenOf('buyer@acme.test'))).status).toBe(200);
    const { pay, order } = await klarnaIn(cartToken);
    await pay();
    const placed = await order();
    expect(placed.body.order.organisation_number).toBe('556677-8899');
    expect(await acmeOrders()).toContain(placed.body.order.orderRef);
  });
});
