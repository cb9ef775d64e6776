// Company administration (`enad`): the company list, the company form's update, and a company's users.
// Only an admin of the company or a super admin may change a company or remove its users; a refused
// request changes nothing.
import type { Context } from 'hono';
import type { components } from '../../openapi/app.gen.ts';
import type { Address, Company } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import type { SeedCompany, SeedUser } from '../data.ts';
import { defined, normaliseOrganisationNumber, signedInUser } from './accounts.ts';
import { apiError, bodyOf } from './respond.ts';

type Schemas = components['schemas'];

const isMember = (user: SeedUser, companyId: string) =>
  user.organisations.some((membership) => membership.id === companyId);

/** An agent of the company: orders for its people, so may read (not change) its users (decision 020). */
const isAgentOf = (user: SeedUser, companyId: string) =>
  user.organisations.some((membership) => membership.id === companyId && membership.role === 'agent');

/** An admin of the company (level admin) or a super admin. */
export const canAdminister = (user: SeedUser, companyId: string) =>
  user.is_super_admin ||
  user.organisations.some((membership) => membership.id === companyId && membership.level === 'admin');

const contains = (value: string | undefined, search: string) =>
  (value ?? '').toLowerCase().replace(/-/g, '').includes(search);

const pageOf = <T>(items: T[], page: number, perPage: number) =>
  items.slice((page - 1) * perPage, page * perPage);

// An empty value is an absent one, as the contract check treats it (`per_page=` is not a page size of 0).
const numberQuery = (c: Context<MockEnv>, name: string, fallback: number) =>
  Number(c.req.query(name) || fallback);

/** The company as the API shows it: the seed's record without its approval rules (their own call reads them). */
const publicCompany = ({ approvalPolicy: _rules, ...company }: SeedCompany): Company => company;

/** The form's address list as the company keeps it: known ids updated, new ones added and named. */
function mergeAddresses(
  company: SeedCompany,
  given: Schemas['CompanyAddress'][],
  kind: 'billing' | 'shipping',
  now: string,
  nextId: () => string,
): Address[] | string {
  const current = kind === 'billing' ? company.billing_address : company.shipping_address;
  const label = kind === 'billing' ? 'Billing' : 'Shipping';
  const result: Address[] = [];
  for (const [index, address] of given.entries()) {
    const existing = address.id ? current.find((entry) => entry.id === address.id) : undefined;
    if (address.id && !existing) return `'${kind}_address[${index}].id' names no address of the company`;
    result.push(
      defined({
        ...existing,
        ...address,
        id: existing?.id ?? nextId(),
        company_id: company.id,
        name: address.name?.trim() || existing?.name || `${label} Address ${index + 1}`,
        company_name: address.company_name ?? existing?.company_name ?? company.name,
        is_default: address.is_default ?? existing?.is_default ?? false,
        shipping_type: existing?.shipping_type ?? 'standard',
        created_at: existing?.created_at ?? now,
        updated_at: now,
      }),
    );
  }
  return result;
}

export function companyRoutes(app: MockApp) {
  app.get('/api/enad/companies/', (c) => {
    const { store } = c.var;
    const user = signedInUser(c);
    if (!user) return apiError(c, 401, 'Unauthorized');
    const page = numberQuery(c, 'page', 1);
    const perPage = numberQuery(c, 'per_page', 10);
    const search = (c.req.query('search') ?? '').trim().toLowerCase().replace(/-/g, '');
    const id = c.req.query('id');
    const visible = store.data.companies
      .filter((company) => user.is_super_admin || isMember(user, company.id))
      .filter((company) => id === undefined || company.id === id)
      .filter(
        (company) =>
          !search ||
          contains(company.name, search) ||
          // A number as typed (full-width digits, spaces, dashes) finds the company's.
          (normaliseOrganisationNumber(search) !== '' &&
            normaliseOrganisationNumber(company.organisation_number).includes(
              normaliseOrganisationNumber(search),
            )),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
    return c.json({
      companies: pageOf(visible, page, perPage).map(publicCompany),
      total_pages: Math.ceil(visible.length / perPage),
    });
  });

  app.post('/api/enad/update-company/', (c) => {
    const { store } = c.var;
    const user = signedInUser(c);
    if (!user) return apiError(c, 401, 'Unauthorized');
    const body = bodyOf<Schemas['CompanyUpdate']>(c);
    const company = store.data.companies.find((entry) => entry.id === body.id);
    if (!company) return apiError(c, 404, `'id' names no company: ${body.id}`);
    if (!canAdminister(user, company.id))
      return apiError(c, 403, 'Only a company admin may change the company');
    const invoice = body.invoice_email?.trim().toLowerCase();
    if (invoice && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(invoice))
      return apiError(c, 400, "'invoice_email' must be an e-mail address");
    const now = store.clock().toISOString();
    const nextId = () => store.nextId('a');
    const billing = mergeAddresses(company, body.billing_address, 'billing', now, nextId);
    if (typeof billing === 'string') return apiError(c, 400, billing);
    const shipping = mergeAddresses(company, body.shipping_address, 'shipping', now, nextId);
    if (typeof shipping === 'string') return apiError(c, 400, shipping);
    // Checked in full before anything is written: a refused update changes nothing.
    Object.assign(company, {
      contact_name: body.contact_name.trim(),
      email: body.email.trim().toLowerCase(),
      phone: body.phone,
      billing_address: billing,
      shipping_address: shipping,
    });
    if (invoice) company.invoice_email = invoice;
    else delete company.invoice_email;
    if (body.external_ref?.trim()) company.external_ref = body.external_ref.trim();
    else delete company.external_ref;
    // Members keep a copy of the company's contact name (login reads it).
    for (const member of store.data.users)
      for (const membership of member.organisations)
        if (membership.id === company.id) membership.contact_name = company.contact_name;
    return c.json({ company: publicCompany(company) });
  });

  app.get('/api/enad/organisation-users/', (c) => {
    const { store } = c.var;
    const user = signedInUser(c);
    if (!user) return c.json({ message: 'Unauthorized', details: 'Not signed in' }, 401);
    const companyId = c.req.query('company_id') ?? '';
    if (!store.data.companies.some((company) => company.id === companyId))
      return apiError(c, 404, `'company_id' names no company: ${companyId}`);
    if (!canAdminister(user, companyId) && !isAgentOf(user, companyId))
      return c.json({ message: 'Unauthorized', details: 'Only a company admin may see its users' }, 403);
    const page = numberQuery(c, 'page', 1);
    const perPage = numberQuery(c, 'per_page', 10);
    const search = (c.req.query('search') ?? '').trim().toLowerCase();
    const role = c.req.query('role');
    const members = store.data.users
      .filter((member) =>
        member.organisations.some(
          (membership) => membership.id === companyId && (!role || membership.role === role),
        ),
      )
      .filter(
        (member) =>
          !search ||
          [
            member.first_name,
            member.last_name,
            `${member.first_name} ${member.last_name}`,
            member.email,
          ].some((text) => text.toLowerCase().includes(search)),
      )
      .sort(
        (a, b) =>
          a.last_name.localeCompare(b.last_name, 'sv') || a.first_name.localeCompare(b.first_name, 'sv'),
      );
    return c.json({
      items: pageOf(members, page, perPage).map((member) =>
        defined({
          id: member.id,
          first_name: member.first_name,
          last_name: member.last_name,
          email: member.email,
          email_verified: member.email_verified,
          market: member.market,
          phone_number: member.phone_number,
          organisations: member.organisations.map(({ id, role, level, approver }) =>
            defined({ id, role, level, approver }),
          ),
        }),
      ),
      total_items: members.length,
    });
  });

  app.post('/api/enad/remove-organisation-user/', (c) => {
    const { store } = c.var;
    const refuse = (status: 400 | 401 | 403 | 404, message: string) =>
      c.json({ success: false, message }, status);
    const user = signedInUser(c);
    if (!user) return refuse(401, 'Unauthorized');
    const body = bodyOf<{ company_id: string; user_id: string }>(c);
    if (!store.data.companies.some((company) => company.id === body.company_id))
      return refuse(404, `No company ${body.company_id}`);
    if (!canAdminister(user, body.company_id))
      return refuse(403, 'Only a company admin may remove its users');
    if (body.user_id === user.id) return refuse(400, 'You cannot remove yourself from the company');
    const member = store.data.users.find((candidate) => candidate.id === body.user_id);
    if (!member || !isMember(member, body.company_id))
      return refuse(404, 'The user is not a member of the company');
    member.organisations = member.organisations.filter((membership) => membership.id !== body.company_id);
    return c.json({ success: true, message: 'User removed' });
  });

  app.post('/api/enad/set-organisation-approver/', (c) => {
    const { store } = c.var;
    const refuse = (status: 400 | 401 | 403 | 404, message: string) =>
      c.json({ success: false, message }, status);
    const user = signedInUser(c);
    if (!user) return refuse(401, 'Unauthorized');
    const body = bodyOf<{ company_id: string; user_id: string; approver: boolean }>(c);
    if (!store.data.companies.some((company) => company.id === body.company_id))
      return refuse(404, `No company ${body.company_id}`);
    if (!canAdminister(user, body.company_id))
      return refuse(403, 'Only a company admin may change who approves its orders');
    const member = store.data.users.find((candidate) => candidate.id === body.user_id);
    const membership = member?.organisations.find((entry) => entry.id === body.company_id);
    if (!membership) return refuse(404, 'The user is not a member of the company');
    if (membership.level === 'admin') return refuse(400, 'An admin is always an approver');
    membership.approver = body.approver;
    return c.json({ success: true, approver: body.approver, message: 'Approver permission changed' });
  });
}
