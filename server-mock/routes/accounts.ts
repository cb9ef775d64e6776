// Accounts (`enad`): consumer and business signup, login, the signed-in user, e-mail verification and
// password reset. Failures carry the accounts service's `details` texts verbatim, as the app matches them.
import type { Context } from 'hono';
import type { components } from '../../openapi/app.gen.ts';
import type { Address, Organisation, User } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import type { Invitation, SeedCompany, SeedUser } from '../data.ts';
import { randomToken } from '../ids.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../passwords.ts';
import { B2B_GROUP } from '../seed/markets.ts';
import type { AccountToken, Store, VerifyLink } from '../store.ts';
import { type ThrottleKey, tooManyRequests } from '../throttle.ts';
import { addMember, invitationOf } from './invitations.ts';
import { apiError, bearerToken, bodyOf, findMarket } from './respond.ts';

type Schemas = components['schemas'];
type TokenKind = 'userTokens' | 'verifyTokens' | 'resetTokens';

const hour = 3600 * 1000;
/** Access tokens and verification links live 24 hours, reset-password links 1 hour. */
const accessTokenLifetime = 24 * hour;
const verifyLinkLifetime = 24 * hour;
const resetLinkLifetime = 1 * hour;
/** How long after create-user an anonymous organisation signup may attach a company to the new user. */
const signupGrantLifetime = hour / 2;

const details = (c: Context<MockEnv>, status: 400 | 401 | 403 | 404 | 409, text: string) =>
  c.json({ details: text }, status);

const findByEmail = (store: Store, email: string) => {
  const wanted = email.trim().toLowerCase();
  return store.data.users.find((user) => user.email.toLowerCase() === wanted);
};

/** The user as the API shows it: never the password hash. */
export function publicUser({
  passwordHash: _hash,
  created_at: _created,
  flowAnalyst: _analyst,
  ...user
}: SeedUser): User {
  return user;
}

function loginUser(store: Store, user: SeedUser): Schemas['LoginUser'] {
  const market = findMarket(store, user.market ?? store.data.defaultMarket);
  const storeGroupId = user.store_group ?? market?.storeGroupId ?? B2B_GROUP;
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    store_group_id: storeGroupId,
    store_group_slug: store.data.storeGroups.find((group) => group.id === storeGroupId)?.slug ?? storeGroupId,
    market: user.market ?? store.data.defaultMarket,
    language: user.language ?? market?.language ?? 'sv',
    organisations: user.organisations,
  };
}

/** A new random, opaque token of a user, kept with its expiry (from the store's clock). */
function issueToken(store: Store, kind: TokenKind, userId: string, lifetimeMs: number): string {
  const token = randomToken('', 24);
  store.runtime[kind][token] = { userId, expiresAt: store.clock().getTime() + lifetimeMs };
  return token;
}

/** The token's entry while it lives; an expired one is dropped. */
function liveToken(store: Store, kind: TokenKind, token: string | undefined): AccountToken | undefined {
  const entry = token ? store.runtime[kind][token] : undefined;
  if (!entry || !token) return undefined;
  if (entry.expiresAt > store.clock().getTime()) return entry;
  delete store.runtime[kind][token];
  return undefined;
}

/** A verification link while it lives, with what verifying with it applies. */
const liveVerifyLink = (store: Store, token: string | undefined): VerifyLink | undefined =>
  token && liveToken(store, 'verifyTokens', token) ? store.runtime.verifyTokens[token] : undefined;

/** The user of the request's live access token (`Authorization: Bearer`), if any. */
export function signedInUser(c: Context<MockEnv>): SeedUser | undefined {
  const { store } = c.var;
  const entry = liveToken(store, 'userTokens', bearerToken(c));
  return entry && store.data.users.find((candidate) => candidate.id === entry.userId);
}

function dropTokens(store: Store, kind: TokenKind, userId: string) {
  const tokens = store.runtime[kind];
  for (const [token, entry] of Object.entries(tokens)) if (entry.userId === userId) delete tokens[token];
}

export function sendMail(store: Store, to: string, subject: string, text: string, link: string) {
  store.data.mailbox.push({
    id: store.nextId('mail'),
    to,
    subject,
    text: `${text}\n\n${link}`,
    link,
    date: store.clock().toISOString(),
  });
}

/** What verifying with a link applies (docs/decisions/047): its signup's password, or none, and memberships. */
type LinkTerms = Pick<VerifyLink, 'passwordHash' | 'choosePassword' | 'invitationIds' | 'bySignup'>;

/** The mail of a verification link: a repeated signup's says what following it does, as does a contested one. */
function verificationText(user: SeedUser, terms: LinkTerms) {
  if (terms.bySignup)
    return "Someone signed up for a Statefront account with this e-mail address, which is still waiting to be confirmed. If it was you, confirm the address with this link: the password chosen in that signup becomes your account's. If it was not you, ignore this mail. The link is valid for 24 hours.";
  const confirm = `Hi ${user.first_name}, confirm your e-mail address to start using your Statefront account. The link is valid for 24 hours.`;
  return terms.choosePassword
    ? `${confirm} Signups with different passwords were made with this address, so once it is confirmed we mail you a link to choose your password.`
    : confirm;
}

/** Drops the user's verification links: every one (a signup replaces them all), or only the resent ones. */
function dropVerifyLinks(store: Store, userId: string, { resentOnly = false } = {}) {
  for (const [token, link] of Object.entries(store.runtime.verifyTokens))
    if (link.userId === userId && !(resentOnly && link.bySignup)) delete store.runtime.verifyTokens[token];
}

/**
 * Mails the user a new e-mail verification link. A signup's link replaces every older link; a resent one only the
 * older resent ones (a signup's own link stays usable until a later signup).
 */
function sendVerificationLink(store: Store, user: SeedUser, terms: LinkTerms = {}) {
  dropVerifyLinks(store, user.id, { resentOnly: !terms.bySignup });
  const token = randomToken('', 24);
  store.runtime.verifyTokens[token] = {
    userId: user.id,
    expiresAt: store.clock().getTime() + verifyLinkLifetime,
    ...defined(terms),
  };
  sendMail(
    store,
    user.email,
    'Confirm your e-mail address',
    verificationText(user, terms),
    `/login/?verify=${encodeURIComponent(token)}`,
  );
}

/**
 * The link the shop asks for (create-verify-link: after a new user's signup, the login's 'email not verified', the
 * forgotten password's; not the one owed to a signup's client): nobody's password is proven by it. While one
 * password was ever chosen for the address it keeps that one; once signups with different passwords competed, it
 * sets none and the owner chooses one (047).
 */
function resendVerificationLink(store: Store, user: SeedUser) {
  const pending = store.runtime.pendingSignups[user.id];
  sendVerificationLink(store, user, {
    choosePassword: pending?.contested || undefined,
    invitationIds: pending?.invitationIds.length ? pending.invitationIds : undefined,
  });
}

/** How long after a signup of an unverified address the shop's request for a link gets that signup's link. */
const owedLinkLifetime = 2 * 60 * 1000;

/**
 * The link of the latest signup of the address, when the same client asks for it right after that signup (the
 * shop does, as the spec says): mailed now, once, with that signup's password and invitation. One mail per signup
 * (issue 32: the signup mailed one and the shop's request another). Another client's request, or a later one, is
 * an ordinary resend: the signup's password is vouched for only by whoever made the signup.
 */
function mailOwedSignupLink(c: Context<MockEnv>, user: SeedUser): boolean {
  const { store } = c.var;
  const pending = user.email_verified ? undefined : store.runtime.pendingSignups[user.id];
  const owed = pending?.owedLink;
  if (!pending || !owed) return false;
  if (owed.client !== c.var.throttle.clientOf(c) || owed.until <= store.clock().getTime()) return false;
  delete pending.owedLink;
  sendVerificationLink(store, user, {
    passwordHash: pending.passwordHash,
    invitationIds: owed.invitationIds,
    bySignup: true,
  });
  return true;
}

/** A stored password that no password matches: the account has none until its owner chooses one. */
const noPassword = 'none';

/** A new password chosen by the mailbox owner after a contested verification: a reset link, mailed. */
function mailChoosePassword(store: Store, user: SeedUser) {
  const token = issueToken(store, 'resetTokens', user.id, resetLinkLifetime);
  sendMail(
    store,
    user.email,
    'Choose your password',
    `Hi ${user.first_name}, your e-mail address is confirmed. Choose the password of your Statefront account with this link (valid for 1 hour; after that, use 'Forgot password').`,
    `/reset-password/new/?token=${encodeURIComponent(token)}`,
  );
}

/** Whether the password is the account's, or (not verified yet) the latest signup's. */
async function isKnownPassword(store: Store, user: SeedUser, password: string): Promise<boolean> {
  if (await verifyPassword(password, user.passwordHash)) return true;
  const pending = user.email_verified ? undefined : store.runtime.pendingSignups[user.id];
  return pending ? verifyPassword(password, pending.passwordHash) : false;
}

/** Lets an anonymous organisation signup attach a company to the user for a while (the id is the proof). */
function grantSignup(store: Store, userId: string) {
  store.runtime.signupGrants[userId] = store.clock().getTime() + signupGrantLifetime;
}

/** Whether an anonymous caller may attach a company to the user: one create-user made (or was sent again
 * with its password) in the last half hour, its e-mail still unverified. A seeded user never qualifies. */
function hasSignupGrant(store: Store, user: SeedUser): boolean {
  const until = store.runtime.signupGrants[user.id];
  if (until === undefined) return false;
  if (until > store.clock().getTime() && !user.email_verified) return true;
  delete store.runtime.signupGrants[user.id];
  return false;
}

/** A store group named by id or slug, else the fallback (the spec's 'default' is no store group). */
const storeGroupOf = (store: Store, given: string | undefined, fallback: string) =>
  store.data.storeGroups.find((group) => group.id === given || group.slug === given)?.id ?? fallback;

/** Drops undefined fields, so stored records have only what was given. */
export const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

interface NewAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone_number?: string;
  market?: string;
  language?: string;
  country?: string;
  store_group: (marketStoreGroup: string) => string;
  status?: User['status'];
  allow: { email: boolean; sms: boolean; postal: boolean };
}

/**
 * Creates the user of a signup: `{ id }`; 409 'user already exists' for a verified e-mail. For an unverified
 * one `{ details: 'email not verified' }`: the account keeps its details, its older links die, and the link of
 * this signup goes to its mailbox when the shop asks for one right after (mailOwedSignupLink: one mail per
 * signup); followed, it makes this signup's password the account's: whoever set a password must also hold the
 * mailbox (docs/decisions/047; before, the first signup's password stayed, so an
 * attacker who signed an address up first opened it once its owner verified). The business signup's
 * create-user also answers the user's id when the password is the account's or the latest signup's (the same
 * person sending the form again, e.g. after 'Company already exists'), so the company can be attached.
 */
async function register(
  c: Context<MockEnv>,
  account: NewAccount,
  { idWhenUnverified = false, invitationId }: { idWhenUnverified?: boolean; invitationId?: string } = {},
) {
  const { store } = c.var;
  const market = findMarket(store, account.market ?? store.data.defaultMarket);
  if (!market) return apiError(c, 400, `'market' names no market: ${account.market}`);
  const passwordHash = await hashPassword(account.password);
  const fields = defined({
    email: account.email.trim().toLowerCase(),
    first_name: account.first_name,
    last_name: account.last_name,
    phone_number: account.phone_number,
    store_group: account.store_group(market.storeGroupId),
    market: market.enadMarket,
    language: (account.language ?? market.language).toLowerCase(),
    country_code: account.country ?? market.country,
    communication_preferences: {
      allow_email: account.allow.email,
      allow_sms: account.allow.sms,
      allow_postal: account.allow.postal,
    },
    status: account.status ?? 'active',
    passwordHash,
  });
  // Looked up after hashing, so two signups of one e-mail cannot both create a user.
  const existing = findByEmail(store, fields.email);
  if (existing?.email_verified) return details(c, 409, 'user already exists');
  if (existing) {
    const before = store.runtime.pendingSignups[existing.id];
    const isKnown = await isKnownPassword(store, existing, account.password);
    // A link of this signup, as the verification mails' throttle allows (counted here, mailed when the shop
    // asks for it: mailOwedSignupLink); the answer is the same either way (it tells a caller nothing about the
    // account, and a flood of signups floods nobody's mailbox). A throttled signup changes nothing: no link ever
    // applies its password. Older links die now: only the latest signup's password may become the account's.
    const keys = mailKeys(c, 'verify', existing.email);
    if (!c.var.throttle.waitSeconds(store, keys)) {
      c.var.throttle.count(store, keys);
      const pending = store.runtime.pendingSignups[existing.id];
      const invitationIds = invitationId ? [invitationId] : [];
      store.runtime.pendingSignups[existing.id] = {
        passwordHash,
        // Another password than the ones known (or another signup meanwhile): no resent link applies one now.
        contested: Boolean(pending?.contested) || !isKnown || pending !== before,
        invitationIds: [...new Set([...(pending?.invitationIds ?? []), ...invitationIds])],
        owedLink: {
          client: c.var.throttle.clientOf(c),
          until: store.clock().getTime() + owedLinkLifetime,
          ...(invitationIds.length ? { invitationIds } : {}),
        },
      };
      dropVerifyLinks(store, existing.id);
    }
    if (!(idWhenUnverified && isKnown)) return c.json({ details: 'email not verified' });
    grantSignup(store, existing.id);
    return c.json({ id: existing.id, details: 'email not verified' });
  }
  const user: SeedUser = {
    id: store.nextId('u'),
    ...fields,
    is_super_admin: false,
    email_verified: false,
    organisations: [],
    created_at: store.clock().toISOString(),
  };
  store.data.users.push(user);
  store.runtime.pendingSignups[user.id] = {
    passwordHash,
    contested: false,
    invitationIds: invitationId ? [invitationId] : [],
  };
  grantSignup(store, user.id);
  return c.json({ id: user.id });
}

/** The ASCII digit of a Unicode decimal digit (Nd digits come in runs of ten, zero first). */
function asciiDigit(digit: string): string {
  let zero = digit.codePointAt(0) ?? 0;
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String(((digit.codePointAt(0) ?? 0) - zero) % 10);
}

/**
 * An organisation number as it is stored and compared: NFKC (full-width letters and digits become ASCII),
 * every other decimal digit as ASCII, without spaces, dashes and invisible format characters.
 */
export const normaliseOrganisationNumber = (value: string) =>
  value
    .normalize('NFKC')
    .replace(/[\s\p{Pd}\p{Cf}\u2212]/gu, '')
    .replace(/\p{Nd}/gu, (digit) => (/[0-9]/.test(digit) ? digit : asciiDigit(digit)));

const normaliseNumber = (value: string) => normaliseOrganisationNumber(value).toUpperCase();

function newCompany(
  store: Store,
  body: Schemas['OrganisationSignup'],
  storeGroups: string[],
  id = store.nextId('c'),
): SeedCompany {
  const now = store.clock().toISOString();
  const addresses = (list: Schemas['SignupAddress'][], kind: 'Billing' | 'Shipping') =>
    list.map(
      (address, index): Address =>
        defined({
          ...address,
          id: store.nextId('a'),
          company_id: id,
          name: address.name || `${kind} Address ${index + 1}`,
          company_name: address.company_name || body.name,
          country: address.country ?? 'SE',
          is_default: address.is_default ?? index === 0,
          shipping_type: address.shipping_type ?? 'standard',
          created_at: now,
          updated_at: now,
        }),
    );
  return defined({
    id,
    name: body.name,
    email: body.email.toLowerCase(),
    invoice_email: body.invoice_email?.toLowerCase(),
    phone: body.phone,
    // The number as it was written (full-width digits and spaces aside); compared normalised everywhere.
    organisation_number: body.organisation_number.normalize('NFKC').trim(),
    tax_id_vat_number: body.tax_id_vat_number,
    contact_name: body.contact_name,
    external_ref: body.external_ref,
    // Set by the backend only: a signup never chooses its credit, status or custom fields, and its store
    // groups only when an agent or super admin creates the company (checked by the route).
    credit_check: false,
    status: 'active',
    custom_fields: body.attribute_ids ? { attribute_ids: body.attribute_ids } : {},
    store_groups: storeGroups,
    billing_address: addresses(body.billing_address, 'Billing'),
    shipping_address: addresses(body.shipping_address, 'Shipping'),
  });
}

type MailKind = 'reset' | 'verify' | 'invite';

/** The counters of a reset, verification or invitation mail: per account (each kind apart) and per client. */
const mailKeys = (c: Context<MockEnv>, kind: MailKind, email: string): ThrottleKey[] => [
  ['mailsPerAccount', `${kind}:${email.trim()}`],
  ['mailsPerClient', c.var.throttle.clientOf(c)],
];

/**
 * Counts a request for a reset or verification mail, per account (each kind apart) and per client; a
 * throttled one is answered 429 here (and nothing is mailed).
 */
export function throttleMail(c: Context<MockEnv>, kind: MailKind, email: string) {
  const { store, throttle } = c.var;
  const keys = mailKeys(c, kind, email);
  const wait = throttle.waitSeconds(store, keys);
  if (wait) return tooManyRequests(c, wait);
  throttle.count(store, keys);
  return undefined;
}

/** The `details` of a deletion the backend refuses: the user is the only admin of a company. */
const lastCompanyAdmin = 'last company admin';

/** The companies whose only admin (level admin) the user is: they would be left with nobody to run them. */
function companiesOnlyRunBy(store: Store, user: SeedUser): { id: string; name: string }[] {
  const isAdminOf = (candidate: SeedUser, companyId: string) =>
    candidate.organisations.some((membership) => membership.id === companyId && membership.level === 'admin');
  return user.organisations
    .filter((membership) => membership.level === 'admin')
    .filter(
      (membership) =>
        !store.data.users.some((other) => other.id !== user.id && isAdminOf(other, membership.id)),
    )
    .map((membership) => ({
      id: membership.id,
      name: store.data.companies.find((company) => company.id === membership.id)?.name ?? membership.name,
    }));
}

export function accountRoutes(app: MockApp) {
  app.post('/api/enad/login/', async (c) => {
    const { store, throttle } = c.var;
    const body = bodyOf<{ email: string; password: string }>(c);
    // After 5 wrong passwords in a row the account waits, the right password too (throttle.ts).
    const account: ThrottleKey = ['loginFailuresPerAccount', body.email.trim()];
    const client: ThrottleKey = ['loginAttemptsPerClient', throttle.clientOf(c)];
    const wait = throttle.waitSeconds(store, [account, client]);
    if (wait) return tooManyRequests(c, wait);
    throttle.count(store, [client]);
    const user = findByEmail(store, body.email);
    if (!user) {
      throttle.count(store, [account]);
      return details(c, 401, 'user not found');
    }
    // An unverified account also knows its latest signup's password (the one its link would apply).
    if (!(await isKnownPassword(store, user, body.password))) {
      throttle.count(store, [account]);
      return details(c, 401, 'invalid password');
    }
    throttle.clear(store, [account]);
    // Right credentials, but the account may not sign in yet: verifying comes before approval.
    if (!user.email_verified) return details(c, 403, 'email not verified');
    if (user.status === 'pending') return details(c, 403, 'user is in pending state');
    const access_token = issueToken(store, 'userTokens', user.id, accessTokenLifetime);
    return c.json({ access_token, expires_in: accessTokenLifetime / 1000, user: loginUser(store, user) });
  });

  app.post('/api/enad/get-user/', (c) => {
    const user = signedInUser(c);
    if (!user) return apiError(c, 401, 'Unauthorized');
    return c.json(publicUser(user));
  });

  app.post('/api/enad/update-user/', (c) => {
    const { store } = c.var;
    const user = signedInUser(c);
    if (!user) return apiError(c, 401, 'Unauthorized');
    const body = bodyOf<Schemas['ProfileUpdate']>(c);
    // The e-mail names the account; it is read-only in the form, so another one is a mistake, not a change.
    if (body.email.trim().toLowerCase() !== user.email.toLowerCase())
      return apiError(c, 400, "'email' is not the signed-in user's: the e-mail cannot be changed here");
    const market = body.market ? findMarket(store, body.market) : undefined;
    if (body.market && !market) return apiError(c, 400, `'market' names no market: ${body.market}`);
    const text = (value: string | undefined) => value?.trim();
    Object.assign(
      user,
      defined({
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        market: market?.enadMarket,
        language: body.language?.toLowerCase(),
        country_code: body.country_code,
        // The user's own store group stays unless a known one is named (the spec's 'default' is none).
        store_group: storeGroupOf(store, body.store_group, user.store_group ?? B2B_GROUP),
      }),
    );
    if (body.phone_number !== undefined) {
      if (body.phone_number) user.phone_number = body.phone_number;
      else delete user.phone_number;
    }
    user.address = defined({
      street: text(body.street) ?? user.address?.street,
      zip_code: text(body.zip_code) ?? user.address?.zip_code,
      city: text(body.city) ?? user.address?.city,
    });
    const preferences = user.communication_preferences ?? {};
    user.communication_preferences = {
      allow_email: body.allow_email ?? preferences.allow_email ?? false,
      allow_sms: body.allow_sms ?? preferences.allow_sms ?? false,
      allow_postal: body.allow_postal ?? preferences.allow_postal ?? false,
    };
    return c.json(publicUser(user));
  });

  app.post('/api/enad/delete/', (c) => {
    const { store } = c.var;
    const user = signedInUser(c);
    if (!user) return apiError(c, 401, 'Unauthorized');
    // A company keeps somebody to run it: its only admin cannot go (issue 32, item 4).
    const companies = companiesOnlyRunBy(store, user);
    if (companies.length)
      return c.json(
        {
          error: `The only admin of ${companies.map((company) => company.name).join(', ')} cannot delete the account`,
          details: lastCompanyAdmin,
          companies,
        } satisfies Schemas['LastAdminRefusal'],
        409,
      );
    // Gone for good: the record (with its memberships) and every token and link of it.
    store.data.users = store.data.users.filter((candidate) => candidate.id !== user.id);
    for (const kind of ['userTokens', 'verifyTokens', 'resetTokens'] as const)
      dropTokens(store, kind, user.id);
    delete store.runtime.pendingSignups[user.id];
    return c.json({ message: 'user deleted' });
  });

  app.post('/api/enad/signup/', async (c) => {
    const { store } = c.var;
    const body = bodyOf<Schemas['ConsumerSignup']>(c);
    const problem = passwordProblem(body.password, body.confirmPassword);
    if (problem) return apiError(c, 400, problem);
    if (!body.privacy) return apiError(c, 400, "'privacy' must be true: You must accept the privacy policy");
    // An invitation link binds the company: only for the address it was sent to (issue 19).
    const invitation = invitationOf(store, body.invitation);
    if (body.invitation && (!invitation || invitation.email !== body.email.trim().toLowerCase()))
      return details(
        c,
        400,
        'invitation not found|The link has expired, was withdrawn or is for another address.',
      );
    const answer = await register(
      c,
      {
        ...body,
        store_group: (marketGroup) => storeGroupOf(c.var.store, body.store_group, marketGroup),
        allow: {
          email: body.allow_email_notifications ?? true,
          sms: body.allow_phone_notifications ?? true,
          postal: body.allow_postal_notifications ?? true,
        },
      },
      { invitationId: invitation?.id },
    );
    // The new user becomes a member once a link of this signup (or a resent one) is followed (verify-email).
    const user = invitation && answer.status === 200 ? findByEmail(store, invitation.email) : undefined;
    if (invitation && user && !user.email_verified) invitation.signed_up_user_id = user.id;
    return answer;
  });

  app.post('/api/enad/create-user/', (c) => {
    const body = bodyOf<Schemas['BusinessUserSignup']>(c);
    const problem = passwordProblem(body.password, body.confirmPassword);
    if (problem) return apiError(c, 400, problem);
    return register(
      c,
      {
        ...body,
        country: body.country_code,
        store_group: () => storeGroupOf(c.var.store, body.store_group, B2B_GROUP),
        allow: {
          email: body.allow_email_notifications ?? false,
          sms: body.allow_phone_notifications ?? false,
          postal: body.allow_postal_notifications ?? false,
        },
      },
      { idWhenUnverified: true },
    );
  });

  app.post('/api/enad/organisation/signup/', (c) => {
    const { store } = c.var;
    const body = bodyOf<Schemas['OrganisationSignup']>(c);
    if (body.terms_accepted === false)
      return apiError(c, 400, "'terms_accepted' must be true: terms must be accepted");
    const user = store.data.users.find((candidate) => candidate.id === body.user_id);
    if (!user) return apiError(c, 400, `'user_id' names no user: ${body.user_id}`);
    // Who may name the user (decision 020): a signed-in user names themself (an agent or super admin in the
    // checkout's company creation, anyone else registering their company for their own account, issue 32);
    // anyone else only the user that create-user just made for this signup (its id, random and answered only to
    // that caller, within half an hour, e-mail still unverified), never another account.
    const caller = signedInUser(c);
    const isSelf = caller?.id === user.id;
    const isCreator =
      isSelf &&
      (caller.is_super_admin || caller.organisations.some((membership) => membership.role === 'agent'));
    if (!isSelf && !hasSignupGrant(store, user))
      return details(c, 403, 'A company can be created only for your own account');
    if (body.store_groups && !isCreator)
      return apiError(
        c,
        400,
        "'store_groups' are the backend's for a signup: only an agent or a super admin names them",
      );
    const unknownGroup = body.store_groups?.find(
      (group) => !store.data.storeGroups.some((known) => known.id === group),
    );
    if (unknownGroup) return apiError(c, 400, `'store_groups' names no store group: ${unknownGroup}`);
    const number = normaliseNumber(body.organisation_number);
    if (!number) return apiError(c, 400, "'organisation_number' has no digits or letters");
    const existing = store.data.companies.find(
      (company) => normaliseNumber(company.organisation_number) === number,
    );
    // A signup sent again before the e-mail was verified updates the company that signup made.
    const isOwnUnverified =
      existing &&
      !user.email_verified &&
      user.organisations.some((membership) => membership.id === existing.id && membership.level === 'admin');
    if (existing && !isOwnUnverified) return details(c, 409, 'Company already exists');
    const company = newCompany(store, body, body.store_groups ?? [B2B_GROUP], existing?.id);
    if (existing) Object.assign(existing, company);
    else store.data.companies.push(company);
    // A super admin reaches every company without a membership.
    if (isCreator && user.is_super_admin) return c.json({ data: company });
    // The user is the company's admin (an agent stays an agent: it orders for the company's people); its
    // membership carries the company's current details.
    const membership: Organisation = defined({
      id: company.id,
      name: company.name,
      role: isCreator ? ('agent' as const) : ('customer' as const),
      level: 'admin' as const,
      status: company.status,
      organisation_number: company.organisation_number,
      tax_id_vat_number: company.tax_id_vat_number,
      contact_name: company.contact_name,
    });
    user.organisations = [...user.organisations.filter((entry) => entry.id !== company.id), membership];
    // A signed-in customer registering their company buys for it from now on, in its store group, as a joined
    // colleague does (addMember); an agent keeps its own.
    const [companyStoreGroup] = company.store_groups ?? [];
    if (isSelf && !isCreator && companyStoreGroup) user.store_group = companyStoreGroup;
    return c.json({ data: existing ?? company });
  });

  app.post('/api/enad/create-verify-link/', (c) => {
    const { store } = c.var;
    const { email } = bodyOf<{ email: string }>(c);
    // Right after a signup of an unverified address, from its client: that signup's link (counted by the signup).
    const user = findByEmail(store, email);
    if (user && mailOwedSignupLink(c, user)) return c.json({ message: 'Email verification link created' });
    const throttled = throttleMail(c, 'verify', email);
    if (throttled) return throttled;
    if (!user) return details(c, 404, 'user not found');
    resendVerificationLink(store, user);
    return c.json({ message: 'Email verification link created' });
  });

  app.post('/api/enad/verify-email/', (c) => {
    const { store } = c.var;
    const link = liveVerifyLink(store, bodyOf<{ token: string }>(c).token);
    const user = link && store.data.users.find((candidate) => candidate.id === link.userId);
    if (!user)
      return details(c, 400, 'verification link not found|The link has expired or was already used.');
    // The link proves the mailbox; the password is the one its signup set, the account's own (one password was
    // ever chosen), or none: after competing signups the mailbox owner chooses one (docs/decisions/047).
    if (link.passwordHash) user.passwordHash = link.passwordHash;
    if (link.choosePassword) user.passwordHash = noPassword;
    user.email_verified = true;
    dropTokens(store, 'verifyTokens', user.id);
    delete store.runtime.pendingSignups[user.id];
    if (link.choosePassword) mailChoosePassword(store, user);
    // Signed up through an invitation (this link's signup named it): a member of the company from now on, and
    // the invitation is used. An invitation no followed signup named stays pending.
    const used = (invitation: Invitation) =>
      link.invitationIds?.includes(invitation.id) === true && invitation.email === user.email;
    for (const invitation of store.data.invitations.filter(used))
      addMember(store, user, invitation.company_id);
    store.data.invitations = store.data.invitations.filter((invitation) => !used(invitation));
    return c.json({ message: 'Email verified' });
  });

  app.post('/api/enad/create-reset-password-link/', (c) => {
    const { store } = c.var;
    const { email } = bodyOf<{ email: string }>(c);
    const throttled = throttleMail(c, 'reset', email);
    if (throttled) return throttled;
    const user = findByEmail(store, email);
    if (!user) return details(c, 404, 'email not found');
    if (!user.email_verified) return details(c, 400, 'email not verified');
    const token = issueToken(store, 'resetTokens', user.id, resetLinkLifetime);
    sendMail(
      store,
      user.email,
      'Reset your password',
      `Hi ${user.first_name}, choose a new password for your Statefront account. The link is valid for 1 hour. If you did not ask for it, ignore this mail.`,
      `/reset-password/new/?token=${encodeURIComponent(token)}`,
    );
    return c.json({ message: 'Reset password link created' });
  });

  app.post('/api/enad/reset-password/', async (c) => {
    const { store } = c.var;
    const body = bodyOf<{ password: string; reset_password_token: string }>(c);
    if (!liveToken(store, 'resetTokens', body.reset_password_token)) return details(c, 400, 'link expired');
    const problem = passwordProblem(body.password);
    if (problem) return apiError(c, 400, problem);
    const passwordHash = await hashPassword(body.password);
    // Checked again after hashing: a concurrent reset may have used the link meanwhile.
    const entry = liveToken(store, 'resetTokens', body.reset_password_token);
    const user = entry && store.data.users.find((candidate) => candidate.id === entry.userId);
    if (!user) return details(c, 400, 'link expired');
    user.passwordHash = passwordHash;
    dropTokens(store, 'resetTokens', user.id);
    // A new password signs the user out everywhere.
    dropTokens(store, 'userTokens', user.id);
    return c.json({ message: 'Password updated' });
  });
}
