// The company form with its adapter against the in-process backend, without a DOM (docs/decisions/045): what an
// admin saves is what the backend stores, and the form is in the shopper session's market, so a Finnish admin's
// phone starts at +358 (seed 000: 'Default country is the market's country, falling back to SE').

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AddressTextField, CompanyFormEvent } from '../../machines/company-form/company-form.machine';
import type { Company } from '../../openapi/types';
import { companyQueryOptions } from '../../src/features/account/companies.queries';
import { companyFormFlow, companyFormInput } from '../../src/features/account/company-form.flow';
import { cartAtLogin, loginFlow } from '../../src/features/account/login.flow';
import { sessionMarketOf } from '../../src/features/account/session-market';
import { isValidPhone, toInternational } from '../../src/lib/phone';
import { createFlowEnvironment } from '../support/flow-environment';
import { signIn } from '../support/sign-in';
import type { TestBackend } from '../support/test-backend';

type Environment = Awaited<ReturnType<typeof createFlowEnvironment>>['environment'];

/** The company as the company page reads it (the user's companies, by id). */
async function companyNamed({ api, queryClient }: Environment, backend: TestBackend, name: string) {
  const id = backend.store.data.companies.find((company) => company.name === name)?.id ?? '';
  const company = await queryClient.fetchQuery(companyQueryOptions(api, id));
  if (!company) throw new Error(`${name} is none of the user's companies`);
  return company;
}

/** The company form of an admin, saved with what `edit` sends; the companies the page was told of. */
async function saveCompany(
  environment: Environment,
  company: Company,
  edit: (send: (event: CompanyFormEvent) => void) => void,
) {
  const saved: Company[] = [];
  const actor = createActor(companyFormFlow(environment, { onSaved: (next) => saved.push(next) }), {
    input: companyFormInput({ company, canEdit: true }),
  }).start();
  edit((event) => actor.send(event));
  actor.send({ type: 'company.submit' });
  await waitFor(
    actor,
    (snapshot) => snapshot.matches({ form: 'saved' }) || snapshot.matches({ form: 'failed' }),
    {
      timeout: 10_000,
    },
  );
  return { actor, saved };
}

describe('company form flow', () => {
  it('stores what an admin saves: contact, phone and a new shipping address', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    await signIn(backend, 'admin@acme.test');
    await environment.session.ready();
    const acme = await companyNamed(environment, backend, 'Acme AB');

    const { actor, saved } = await saveCompany(environment, acme, (send) => {
      send({ type: 'company.change', field: 'contact_name', value: 'Maria Ek' });
      send({ type: 'company.change', field: 'phone', value: '+46701234599' });
      send({ type: 'company.addAddress', kind: 'shipping' });
      const index = acme.shipping_address.length;
      const address: [AddressTextField, string][] = [
        ['street_address', 'Hamngatan 1'],
        ['postal_code', '111 47'],
        ['city', 'Stockholm'],
        ['state_province', 'Stockholms län'],
        ['country', 'SE'],
      ];
      for (const [field, value] of address)
        send({ type: 'company.changeAddress', kind: 'shipping', index, field, value });
    });

    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
    const stored = backend.store.data.companies.find((company) => company.id === acme.id)!;
    expect(stored.contact_name).toBe('Maria Ek');
    expect(stored.phone).toBe('+46701234599');
    expect(stored.shipping_address.at(-1)).toMatchObject({
      name: `Shipping Address ${acme.shipping_address.length + 1}`,
      street_address: 'Hamngatan 1',
      city: 'Stockholm',
      country: 'SE',
    });
    // The page shows the company as saved.
    expect(saved.map((company) => company.contact_name)).toEqual(['Maria Ek']);
  });

  it('is in the market of the session: a Finnish admin’s phone typed without + becomes +358', async () => {
    // Aino comes from a Swedish page: the session is in Sweden until her login answers her market (fi).
    const { environment, backend } = await createFlowEnvironment({ market: 'se', namespace: 'account' });
    expect(sessionMarketOf(environment).country).toBe('SE');
    const login = createActor(loginFlow(environment)).start();
    login.send({ type: 'login.change', field: 'email', value: 'aino.virtanen@nordicprint.test' });
    login.send({ type: 'login.change', field: 'password', value: 'Statefront1!' });
    login.send({ type: 'login.submit', cart: cartAtLogin(environment) });
    await waitFor(login, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });

    const country = sessionMarketOf(environment).country;
    expect(country).toBe('FI');
    const company = await companyNamed(environment, backend, 'Nordic Print Oy');
    // What the phone field hands the form: the number typed, with the dial code of the country it starts in.
    const phone = toInternational('040 123 4567', country ?? '');
    await saveCompany(environment, company, (send) =>
      send({
        type: 'company.change',
        field: 'phone',
        value: phone,
        refusedPhones: isValidPhone(phone) ? [] : [phone],
      }),
    );
    expect(backend.store.data.companies.find((entry) => entry.id === company.id)?.phone).toBe(
      '+358401234567',
    );
  });
});
