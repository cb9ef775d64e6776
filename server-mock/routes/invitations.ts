// Inviting colleagues (issue 19, docs/decisions/029 and 047): a company admin or a super admin adds a verified
// user to the company (who is told by mail), or mails any other address (unknown, or an account whose e-mail is
// not verified) a signup link bound to the company; the answer is the same either way. Pending invitations are
// listed and can be withdrawn. Invitation ids and tokens are random; the mails are throttled like the others.
import type { Context } from 'hono';
import type { MockApp, MockEnv } from '../app.ts';
import type { Invitation, SeedUser } from '../data.ts';
import { randomToken } from '../ids.ts';
import type { Store } from '../store.ts';
import { sendMail, signedInUser, throttleMail } from './accounts.ts';
import { canAdminister } from './companies.ts';
import { apiError, bodyOf } from './respond.ts';

/** An invitation's signup link stays valid for a week. */
const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const publicInvitation = ({ id, email, company_id, created_at }: Invitation) => ({
  id,
  email,
  company_id,
  created_at,
});

const isLive = (store: Store, invitation: Invitation) =>
  store.clock().getTime() - Date.parse(invitation.created_at) < invitationLifetimeMs;

/** The live invitation of a signup link's token, if any. */
export function invitationOf(store: Store, token: string | undefined): Invitation | undefined {
  const invitation = token ? store.data.invitations.find((entry) => entry.token === token) : undefined;
  return invitation && isLive(store, invitation) ? invitation : undefined;
}

/**
 * Makes the user a member of the company (role customer, level default) unless they are one. A member buys for
 * the company: in its store group (B2B), at its prices, as a business signup does; a consumer's account is one
 * no longer.
 */
export function addMember(store: Store, user: SeedUser, companyId: string) {
  const company = store.data.companies.find((entry) => entry.id === companyId);
  if (!company || user.organisations.some((membership) => membership.id === companyId)) return;
  const [companyStoreGroup] = company.store_groups ?? [];
  if (companyStoreGroup) user.store_group = companyStoreGroup;
  user.organisations = [
    ...user.organisations,
    {
      id: company.id,
      name: company.name,
      role: 'customer',
      level: 'default',
      status: company.status,
      organisation_number: company.organisation_number,
    },
  ];
}

/** The signed-in administrator of the company named, or the refusal (401, 404, 403). */
function administratorOf(c: Context<MockEnv>, companyId: string) {
  const user = signedInUser(c);
  if (!user) return { refusal: apiError(c, 401, 'Unauthorized') };
  if (!c.var.store.data.companies.some((company) => company.id === companyId))
    return { refusal: apiError(c, 404, `No company ${companyId}`) };
  if (!canAdminister(user, companyId))
    return { refusal: apiError(c, 403, 'Only a company admin may invite or list invitations') };
  return { user };
}

export function invitationRoutes(app: MockApp) {
  app.post('/api/enad/invite-organisation-user/', (c) => {
    const { store } = c.var;
    const body = bodyOf<{ company_id: string; email: string }>(c);
    const { user, refusal } = administratorOf(c, body.company_id);
    if (refusal) return refusal;
    const email = body.email.trim().toLowerCase();
    const existing = store.data.users.find((candidate) => candidate.email === email);
    if (existing?.organisations.some((membership) => membership.id === body.company_id))
      return apiError(c, 409, 'The user is already a member of the company');
    // Counted before anything is sent or added: an admin cannot flood an address, nor probe accounts fast.
    const throttled = throttleMail(c, 'invite', email);
    if (throttled) return throttled;
    const company = store.data.companies.find((entry) => entry.id === body.company_id)!;
    const inviter = `${user.first_name} ${user.last_name}`;
    // The answer never tells whether the address has an account (issue 31): `invited`, whatever was done.
    if (existing?.email_verified) {
      addMember(store, existing, body.company_id);
      sendMail(
        store,
        email,
        `${inviter} added you to ${company.name} on Statefront`,
        `Hi ${existing.first_name}, ${inviter} has added you to ${company.name} on Statefront: sign in to order for the company. If you did not expect this, ask ${inviter} or the company's administrator to remove you.`,
        '/login/',
      );
      return c.json({ status: 'invited' as const });
    }
    // An account whose e-mail is not verified may have been made by anyone: its owner joins through the link
    // (their own signup, verified), never by being added (docs/decisions/047).
    // A new invitation of the same address to the same company replaces the older one (its link dies).
    store.data.invitations = store.data.invitations.filter(
      (entry) => !(entry.email === email && entry.company_id === body.company_id),
    );
    const invitation: Invitation = {
      id: randomToken('inv'),
      token: randomToken(),
      company_id: body.company_id,
      email,
      invited_by: user.id,
      created_at: store.clock().toISOString(),
    };
    store.data.invitations.push(invitation);
    // The mail goes to the address only, so it may say what the admin's answer does not: an account begun
    // with it (e.g. a business signup that met 'Company already exists') is completed through the link.
    const howToJoin = existing
      ? 'An account with this e-mail address was started on Statefront but never confirmed. Complete it with this link (valid for 7 days): choose your password there and confirm your e-mail address, and you are a member of the company.'
      : 'Create your account with this link (valid for 7 days); once you have confirmed your e-mail address you are a member of the company.';
    sendMail(
      store,
      email,
      `${inviter} invites you to ${company.name} on Statefront`,
      `Hi, ${inviter} has invited you to order for ${company.name} on Statefront. ${howToJoin}`,
      `/signup/?invitation=${encodeURIComponent(invitation.token)}`,
    );
    return c.json({ status: 'invited' as const });
  });

  app.get('/api/enad/organisation-invitations/', (c) => {
    const companyId = c.req.query('company_id') ?? '';
    const { refusal } = administratorOf(c, companyId);
    if (refusal) return refusal;
    const items = c.var.store.data.invitations
      .filter((entry) => entry.company_id === companyId && isLive(c.var.store, entry))
      .map(publicInvitation);
    return c.json({ items });
  });

  app.post('/api/enad/withdraw-organisation-invitation/', (c) => {
    const { store } = c.var;
    const body = bodyOf<{ company_id: string; invitation_id: string }>(c);
    const { refusal } = administratorOf(c, body.company_id);
    if (refusal) return refusal;
    const invitation = store.data.invitations.find(
      (entry) => entry.id === body.invitation_id && entry.company_id === body.company_id,
    );
    if (!invitation) return apiError(c, 404, 'No such invitation');
    store.data.invitations = store.data.invitations.filter((entry) => entry !== invitation);
    return c.json({ message: 'Invitation withdrawn' });
  });

  // What the signup page shows for an invitation link: the address and the company (the token is the proof).
  app.get('/api/enad/invitation/', (c) => {
    const invitation = invitationOf(c.var.store, c.req.query('token'));
    if (!invitation) return apiError(c, 404, 'invitation not found|The link has expired or was withdrawn.');
    const company = c.var.store.data.companies.find((entry) => entry.id === invitation.company_id);
    return c.json({ email: invitation.email, company_name: company?.name ?? '' });
  });
}
