// The business signup with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BusinessSignupValues } from '../../machines/business-signup/business-signup.machine';
import { businessSignupFlow, businessSignupMarketOf } from '../../src/features/account/business-signup.flow';
import { toInternational } from '../../src/lib/phone';
import type { FlowEnvironment } from '../../src/session/flow-environment';
import { createFlowEnvironment } from '../support/flow-environment';

/** A Swedish buyer's form; Acme AB (seeded) has the organisation number 556677-8899. */
const lena: Partial<BusinessSignupValues> = {
  first_name: 'Lena',
  last_name: 'Lind',
  email: 'lena.lind@example.test',
  phone_number: '+46701112255',
  password: 'Sommar2026!',
  confirmPassword: 'Sommar2026!',
  company_name: 'Lind Reklam AB',
  organisation_number: '559 222-3344',
  billing_street_address: 'Storgatan 1',
  billing_postal_code: '111 22',
  billing_city: 'Stockholm',
  terms_accepted: true,
};

/** A business signup through the flow as the form sends it; the actor once it has settled. */
async function signUp(environment: FlowEnvironment, values: Partial<BusinessSignupValues> = lena) {
  const actor = createActor(businessSignupFlow(environment)).start();
  actor.send({ type: 'signup.change', values });
  actor.send({ type: 'signup.submit', market: businessSignupMarketOf(environment) });
  await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), {
    timeout: 10_000,
  });
  return actor;
}

describe('business signup flow', () => {
  it('registers a Norwegian buyer and their company in Norway, in Norwegian, with +47 phones', async () => {
    const { environment, backend } = await createFlowEnvironment({ market: 'no', namespace: 'account' });
    const market = businessSignupMarketOf(environment);
    const actor = createActor(businessSignupFlow(environment)).start();
    actor.send({
      type: 'signup.change',
      values: {
        first_name: 'Ingrid',
        last_name: 'Dahl',
        email: 'Ingrid.Dahl@Fjordtrykk.test',
        // As the phone field sends a local number: it starts in the market's country (000:137).
        phone_number: toInternational('912 34 567', market.country),
        password: 'Trykkeri2026',
        confirmPassword: 'Trykkeri2026',
        company_name: 'Fjordtrykk AS',
        organisation_number: '923 456 789',
        tax_id_vat_number: 'NO923456789MVA',
        billing_street_address: 'Karl Johans gate 1',
        billing_postal_code: '0154',
        billing_city: 'Oslo',
        billing_country: 'NO',
        terms_accepted: true,
      },
    });
    actor.send({ type: 'signup.submit', market });
    await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().value).toBe('confirmEmail');

    const user = backend.store.data.users.find((entry) => entry.email === 'ingrid.dahl@fjordtrykk.test');
    // The backend keeps the language lower-cased; the form sent 'NB'. 'default' gave the business group.
    expect(user).toMatchObject({
      market: 'no',
      language: 'nb',
      country_code: 'NO',
      phone_number: '+4791234567',
      store_group: 'sg-b2b',
      email_verified: false,
    });
    const company = backend.store.data.companies.find((entry) => entry.organisation_number === '923456789');
    expect(company).toMatchObject({
      name: 'Fjordtrykk AS',
      email: 'ingrid.dahl@fjordtrykk.test',
      phone: '+4791234567',
      tax_id_vat_number: 'NO923456789MVA',
      billing_address: [expect.objectContaining({ city: 'Oslo', country: 'NO' })],
      shipping_address: [expect.objectContaining({ city: 'Oslo', country: 'NO' })],
    });
    expect(user?.organisations).toEqual([
      expect.objectContaining({ id: company?.id, level: 'admin', role: 'customer' }),
    ]);
    expect(backend.store.data.mailbox.filter((mail) => mail.to === user?.email)).toHaveLength(1);
  });

  // Issue 32, item 7: 'email not verified' means the same on a 200 and on a refusal.
  it("reads a refusal answering 'email not verified' as the 200: a new link and the confirm message", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    expect((await signUp(environment)).getSnapshot().value).toBe('confirmEmail');
    backend.store.faults.push({
      id: 'answer',
      route: 'POST /api/enad/create-user/',
      status: 403,
      body: { details: 'email not verified' },
      times: 1,
    });
    expect((await signUp(environment)).getSnapshot().value).toBe('confirmEmail');
    expect(backend.store.data.mailbox.filter((mail) => mail.to === lena.email)).toHaveLength(2);
  });

  // Issue 32, items 1 and 5: the form meets 'Company already exists', is sent again, and no mail goes out that
  // the visitor was not told of; the account waits for the invitation's link.
  it("mails nothing when 'Company already exists' stops the signup, however often it is sent", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const actor = await signUp(environment, { ...lena, organisation_number: '556677-8899' });
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.errorKey).toBe('companyAlreadyExists');
    }
    expect(backend.store.data.users.find((user) => user.email === lena.email)).toMatchObject({
      email_verified: false,
      organisations: [],
    });
    expect(backend.store.data.mailbox.filter((mail) => mail.to === lena.email)).toEqual([]);
  });
});
