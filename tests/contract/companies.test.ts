// My account and company administration in the embedded backend: the user's own update and deletion, the
// company list, the company update and the organisation users, with every refused role case changing
// nothing. Every response is also checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import type { Company, User } from '../../openapi/types';
import { accountBackend } from '../support/account-backend';

function setup() {
  const { backend, send, login } = accountBackend();
  const snapshot = () => JSON.stringify(backend.store.data);
  const company = (id = 'c-acme-ab') => backend.store.data.companies.find((entry) => entry.id === id)!;
  const user = (email: string) => backend.store.data.users.find((entry) => entry.email === email);
  return { backend, send, login, snapshot, company, user };
}

const acmeUpdate = (acme: Company) => ({
  id: acme.id,
  contact_name: 'Anna L',
  email: 'Order@Acme.test',
  invoice_email: '',
  phone: '+46812345699',
  external_ref: 'ERP-2',
  billing_address: acme.billing_address.map(({ id, name, street_address, city, postal_code, country }) => ({
    id,
    name,
    street_address,
    city,
    postal_code,
    country,
  })),
  shipping_address: [{ street_address: 'Ny väg 1', city: 'Solna', postal_code: '171 00', country: 'SE' }],
});

describe('update-user', () => {
  it('keeps the form fields on the signed-in user and answers the user with the e-mail', async () => {
    const { send, login, user } = setup();
    const token = await login('consumer@statefront.test');
    const answer = await send<User>(
      'POST',
      '/api/enad/update-user/',
      {
        email: 'consumer@statefront.test',
        store_group: 'default',
        language: 'SV',
        market: 'se',
        country_code: 'SE',
        first_name: 'Sara ',
        last_name: 'Nyberg',
        phone_number: '',
        street: 'Götgatan 1',
        zip_code: '116 46',
        city: 'Stockholm',
        allow_email: false,
        allow_sms: true,
        allow_postal: true,
      },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('consumer@statefront.test');
    expect(user('consumer@statefront.test')).toMatchObject({
      first_name: 'Sara',
      last_name: 'Nyberg',
      store_group: 'sg-consumer',
      address: { street: 'Götgatan 1', zip_code: '116 46', city: 'Stockholm' },
      communication_preferences: { allow_email: false, allow_sms: true, allow_postal: true },
    });
    expect(user('consumer@statefront.test')?.phone_number).toBeUndefined();
  });

  it("refuses another user's e-mail and a missing token, changing nothing", async () => {
    const { send, login, snapshot } = setup();
    const token = await login('consumer@statefront.test');
    const before = snapshot();
    const other = await send(
      'POST',
      '/api/enad/update-user/',
      { email: 'admin@acme.test', first_name: 'X' },
      token,
    );
    expect(other.status).toBe(400);
    const anonymous = await send('POST', '/api/enad/update-user/', { email: 'consumer@statefront.test' });
    expect(anonymous).toEqual({ status: 401, body: { error: 'Unauthorized' } });
    expect(snapshot()).toBe(before);
  });
});

describe('delete', () => {
  it('removes the account for good: its token stops working and login says user not found', async () => {
    const { send, login, user } = setup();
    const token = await login('buyer@acme.test');
    expect(await send('POST', '/api/enad/delete/', undefined, token)).toEqual({
      status: 200,
      body: { message: 'user deleted' },
    });
    expect(user('buyer@acme.test')).toBeUndefined();
    expect((await send('POST', '/api/enad/get-user/', undefined, token)).status).toBe(401);
    const again = await send('POST', '/api/enad/login/', {
      email: 'buyer@acme.test',
      password: 'Statefront1!',
    });
    expect(again).toEqual({ status: 401, body: { details: 'user not found' } });
  });
});

describe('delete of a company admin', () => {
  it('refuses the only admin of a company, naming it, and changes nothing; another admin may go', async () => {
    const { send, login, user, snapshot } = setup();
    const lars = await login('lars@bergstrombygg.test');
    const before = snapshot();
    expect(await send('POST', '/api/enad/delete/', undefined, lars)).toEqual({
      status: 409,
      body: {
        error: 'The only admin of Bergström Bygg AB cannot delete the account',
        details: 'last company admin',
        companies: [{ id: 'c-bergstrom-bygg-ab', name: 'Bergström Bygg AB' }],
      },
    });
    expect(snapshot()).toBe(before);
    expect((await send('POST', '/api/enad/get-user/', undefined, lars)).status).toBe(200);

    // Acme AB has two admins: one may delete the account, then the other is its only admin.
    const anna = await login('admin@acme.test');
    expect((await send('POST', '/api/enad/delete/', undefined, anna)).status).toBe(200);
    expect(user('admin@acme.test')).toBeUndefined();
    const emma = await login('emma.svensson@acme.test');
    const refused = await send<{ details: string; companies: unknown }>(
      'POST',
      '/api/enad/delete/',
      undefined,
      emma,
    );
    expect([refused.status, refused.body.details, refused.body.companies]).toEqual([
      409,
      'last company admin',
      [{ id: 'c-acme-ab', name: 'Acme AB' }],
    ]);
    expect(user('emma.svensson@acme.test')).toBeDefined();
  });
});

describe('companies', () => {
  it('gives a super admin every company, ten a page, searchable by name or number', async () => {
    const { send, login, backend } = setup();
    const token = await login('super@statefront.test');
    const first = await send<{ companies: Company[]; total_pages: number }>(
      'GET',
      '/api/enad/companies/?page=1&per_page=10',
      undefined,
      token,
    );
    expect(first.body.total_pages).toBe(Math.ceil(backend.store.data.companies.length / 10));
    expect(first.body.companies).toHaveLength(10);
    const search = await send<{ companies: Company[] }>(
      'GET',
      '/api/enad/companies/?search=nordic',
      undefined,
      token,
    );
    expect(search.body.companies.map((company) => company.name)).toEqual(['Nordic Print Oy']);
    const byNumber = await send<{ companies: Company[] }>(
      'GET',
      '/api/enad/companies/?search=5566778899',
      undefined,
      token,
    );
    expect(byNumber.body.companies.map((company) => company.name)).toEqual(['Acme AB']);
    // As typed on a phone's full-width keyboard, with a space: the same company.
    const fullWidth = await send<{ companies: Company[] }>(
      'GET',
      `/api/enad/companies/?search=${encodeURIComponent('５５６６７７ ８８９９')}`,
      undefined,
      token,
    );
    expect(fullWidth.body.companies.map((company) => company.name)).toEqual(['Acme AB']);
  });

  it('gives anyone else only their own companies', async () => {
    const { send, login } = setup();
    const token = await login('multi@statefront.test');
    const answer = await send<{ companies: Company[]; total_pages: number }>(
      'GET',
      '/api/enad/companies/',
      undefined,
      token,
    );
    expect(answer.body.companies.map((company) => company.name)).toEqual(['Acme AB', 'Bergström Bygg AB']);
    expect(answer.body.total_pages).toBe(1);
  });

  it('pages and searches an agent of 13 companies among their own only', async () => {
    const { send, login } = setup();
    const token = await login('agent13@statefront.test');
    const page = (query: string) =>
      send<{ companies: Company[]; total_pages: number }>(
        'GET',
        `/api/enad/companies/?${query}`,
        undefined,
        token,
      );
    const first = await page('page=1&per_page=10');
    expect(first.body.total_pages).toBe(2);
    expect(first.body.companies).toHaveLength(10);
    const second = await page('page=2&per_page=10');
    expect(second.body.companies.map((company) => company.name)).toEqual([
      'Stockholm Padel Club AB',
      'Uppsala Tech Konsult AB',
      'Västkust Fiske AB',
    ]);
    // Nordic Print Oy exists, but is not theirs.
    expect((await page('search=nordic')).body).toEqual({ companies: [], total_pages: 0 });
    expect((await page('search=padel')).body.companies.map((company) => company.name)).toEqual([
      'Stockholm Padel Club AB',
    ]);
  });

  it('narrows the page to one company by id, only a company the user may see', async () => {
    const { send, login } = setup();
    const byId = async (email: string, id: string) =>
      (
        await send<{ companies: Company[] }>(
          'GET',
          `/api/enad/companies/?id=${id}`,
          undefined,
          await login(email),
        )
      ).body.companies.map((company) => company.name);
    expect(await byId('super@statefront.test', 'c-nordic-print-oy')).toEqual(['Nordic Print Oy']);
    expect(await byId('buyer@acme.test', 'c-acme-ab')).toEqual(['Acme AB']);
    expect(await byId('buyer@acme.test', 'c-nordic-print-oy')).toEqual([]);
  });
});

describe('update-company', () => {
  it("lets the company's admin change contact details and addresses; a new address is named", async () => {
    const { send, login, company, user } = setup();
    const token = await login('admin@acme.test');
    const update = acmeUpdate(company());
    const answer = await send<{ company: Company }>('POST', '/api/enad/update-company/', update, token);
    expect(answer.status).toBe(200);
    expect(company()).toMatchObject({
      name: 'Acme AB',
      contact_name: 'Anna L',
      email: 'order@acme.test',
      phone: '+46812345699',
      external_ref: 'ERP-2',
    });
    expect(company().invoice_email).toBeUndefined();
    expect(company().billing_address).toHaveLength(2);
    expect(company().shipping_address).toEqual([
      expect.objectContaining({ name: 'Shipping Address 1', street_address: 'Ny väg 1', is_default: false }),
    ]);
    expect(user('buyer@acme.test')?.organisations[0]?.contact_name).toBe('Anna L');
  });

  it('lets a super admin change any company', async () => {
    const { send, login, company } = setup();
    const token = await login('super@statefront.test');
    const nordic = company('c-nordic-print-oy');
    const answer = await send(
      'POST',
      '/api/enad/update-company/',
      { ...acmeUpdate(nordic), id: nordic.id },
      token,
    );
    expect(answer.status).toBe(200);
    expect(company('c-nordic-print-oy').contact_name).toBe('Anna L');
  });

  it.each([
    ['a default-level member', 'buyer@acme.test', 'c-acme-ab', 403],
    ["another company's admin", 'lars@bergstrombygg.test', 'c-acme-ab', 403],
    ['an agent of the company', 'agent@statefront.test', 'c-acme-ab', 403],
  ])('refuses %s and changes nothing', async (_who, email, companyId, status) => {
    const { send, login, snapshot, company } = setup();
    const token = await login(email);
    const before = snapshot();
    const answer = await send('POST', '/api/enad/update-company/', acmeUpdate(company(companyId)), token);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: 'Only a company admin may change the company' });
    expect(snapshot()).toBe(before);
  });

  it('refuses an unknown address id or a bad invoice e-mail without changing anything', async () => {
    const { send, login, snapshot, company } = setup();
    const token = await login('admin@acme.test');
    const before = snapshot();
    const update = acmeUpdate(company());
    const unknown = await send(
      'POST',
      '/api/enad/update-company/',
      { ...update, billing_address: [{ ...update.billing_address[0], id: 'a-999' }] },
      token,
    );
    expect(unknown.status).toBe(400);
    const invoice = await send(
      'POST',
      '/api/enad/update-company/',
      { ...update, invoice_email: 'faktura@' },
      token,
    );
    expect(invoice.status).toBe(400);
    expect(snapshot()).toBe(before);
  });
});

describe('organisation users', () => {
  it("lists the company's users ten a page, searchable", async () => {
    const { send, login, backend } = setup();
    const token = await login('admin@acme.test');
    const members = backend.store.data.users.filter((u) => u.organisations.some((o) => o.id === 'c-acme-ab'));
    const page = await send<{ items: { email: string }[]; total_items: number }>(
      'GET',
      '/api/enad/organisation-users/?company_id=c-acme-ab&page=1&per_page=10',
      undefined,
      token,
    );
    expect(page.body.total_items).toBe(members.length);
    expect(members.length).toBeGreaterThan(10);
    expect(page.body.items).toHaveLength(10);
    const search = await send<{ items: { email: string }[] }>(
      'GET',
      '/api/enad/organisation-users/?company_id=c-acme-ab&search=BUYER',
      undefined,
      token,
    );
    expect(search.body.items.map((item) => item.email)).toEqual(['buyer@acme.test']);
  });

  it("gives an agent the company's customers a page at a time, by full name, with their mobile numbers", async () => {
    const { send, login, backend } = setup();
    const token = await login('agent@statefront.test');
    type Page = { items: { email: string; phone_number?: string }[]; total_items: number };
    const customers = backend.store.data.users.filter((u) =>
      u.organisations.some((o) => o.id === 'c-acme-ab' && o.role === 'customer'),
    );
    const first = await send<Page>(
      'GET',
      '/api/enad/organisation-users/?company_id=c-acme-ab&role=customer&page=1&per_page=10',
      undefined,
      token,
    );
    expect(first.status).toBe(200);
    expect(first.body.total_items).toBe(customers.length);
    const second = await send<Page>(
      'GET',
      '/api/enad/organisation-users/?company_id=c-acme-ab&role=customer&page=2&per_page=10',
      undefined,
      token,
    );
    const listed = [...first.body.items, ...second.body.items].map((item) => item.email);
    expect(listed.sort()).toEqual(customers.map((u) => u.email).sort());
    // Agents (the signed-in one among them) are no customers of the company.
    expect(listed).not.toContain('agent@statefront.test');
    expect(listed).not.toContain('agent13@statefront.test');
    const johan = await send<Page>(
      'GET',
      '/api/enad/organisation-users/?company_id=c-acme-ab&role=customer&search=johan%20berg',
      undefined,
      token,
    );
    expect(johan.body.items).toMatchObject([{ email: 'buyer@acme.test', phone_number: '+46701234503' }]);
  });

  it('lets an agent of the company read its users (the checkout contact person), not another company', async () => {
    const { send, login } = setup();
    const token = await login('agent@statefront.test');
    const own = await send<{ items: { email: string }[] }>(
      'GET',
      '/api/enad/organisation-users/?company_id=c-acme-ab&search=buyer',
      undefined,
      token,
    );
    expect(own.status).toBe(200);
    expect(own.body.items.map((item) => item.email)).toEqual(['buyer@acme.test']);
    const foreign = await send(
      'GET',
      '/api/enad/organisation-users/?company_id=c-sleepy-ab',
      undefined,
      token,
    );
    expect(foreign.status).toBe(403);
  });

  it("answers a non-admin 'Unauthorized' with details", async () => {
    const { send, login } = setup();
    const token = await login('buyer@acme.test');
    const answer = await send('GET', '/api/enad/organisation-users/?company_id=c-acme-ab', undefined, token);
    expect(answer).toEqual({
      status: 403,
      body: { message: 'Unauthorized', details: 'Only a company admin may see its users' },
    });
  });

  it('removes a member: the user really loses the membership and keeps the account', async () => {
    const { send, login, user } = setup();
    const token = await login('admin@acme.test');
    const answer = await send(
      'POST',
      '/api/enad/remove-organisation-user/',
      { company_id: 'c-acme-ab', user_id: user('multi@statefront.test')!.id },
      token,
    );
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'User removed' } });
    expect(user('multi@statefront.test')?.organisations.map((o) => o.name)).toEqual(['Bergström Bygg AB']);
    const multi = await login('multi@statefront.test');
    const companies = await send<{ companies: Company[] }>('GET', '/api/enad/companies/', undefined, multi);
    expect(companies.body.companies.map((company) => company.name)).toEqual(['Bergström Bygg AB']);
  });

  it.each([
    ['a default-level member', 'buyer@acme.test', 'lisa.karlsson@acme.test', 403],
    ["another company's admin", 'lars@bergstrombygg.test', 'buyer@acme.test', 403],
    ['an admin removing themselves', 'admin@acme.test', 'admin@acme.test', 400],
    ['a user who is not a member', 'admin@acme.test', 'consumer@statefront.test', 404],
  ])('refuses %s and changes nothing', async (_who, email, target, status) => {
    const { send, login, snapshot, user } = setup();
    const token = await login(email);
    const before = snapshot();
    const answer = await send<{ success: boolean; message: string }>(
      'POST',
      '/api/enad/remove-organisation-user/',
      { company_id: 'c-acme-ab', user_id: user(target)!.id },
      token,
    );
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBeTruthy();
    expect(snapshot()).toBe(before);
  });
});
