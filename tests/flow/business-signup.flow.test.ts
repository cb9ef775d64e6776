// The business signup with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { businessSignupFlow, businessSignupMarketOf } from '../../src/features/account/business-signup.flow';
import { toInternational } from '../../src/lib/phone';
import { createFlowEnvironment } from '../support/flow-environment';

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
});
