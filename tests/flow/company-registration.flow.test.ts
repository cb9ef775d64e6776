// The company registration of a signed-in user (issue 32) with its adapter against the in-process backend,
// without a DOM (docs/decisions/045): the way on from the business signup's 'user already exists'.

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BusinessSignupValues } from '../../machines/business-signup/business-signup.machine';
import type { User } from '../../openapi/types';
import {
  companyRegistrationFlow,
  registeringAccountOf,
} from '../../src/features/account/company-registration.flow';
import type { FlowEnvironment } from '../../src/session/flow-environment';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

const company: Partial<BusinessSignupValues> = {
  company_name: 'Nyström Design AB',
  organisation_number: '559 111-2233',
  billing_street_address: 'Ringvägen 12',
  billing_postal_code: '118 60',
  billing_city: 'Stockholm',
  terms_accepted: true,
};

async function register(environment: FlowEnvironment, user: User, values = company) {
  const actor = createActor(companyRegistrationFlow(environment), {
    input: { account: registeringAccountOf(user) },
  }).start();
  actor.send({ type: 'registration.change', values });
  actor.send({ type: 'registration.submit' });
  await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), {
    timeout: 10_000,
  });
  return actor;
}

describe('company registration flow', () => {
  it("registers a consumer's company for their account: its admin, at its prices, the session told", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const user = await logInThroughFlow(environment, 'consumer@statefront.test');
    expect(user.organisations).toEqual([]);

    const actor = await register(environment, user);
    expect(actor.getSnapshot().value).toBe('registered');

    const stored = backend.store.data.companies.find((entry) => entry.organisation_number === '5591112233');
    // The contact person's e-mail and phone became the company's; the VAT number followed the number.
    expect(stored).toMatchObject({
      name: 'Nyström Design AB',
      email: 'consumer@statefront.test',
      phone: user.phone_number,
      tax_id_vat_number: 'SE559111223301',
      billing_address: [expect.objectContaining({ city: 'Stockholm' })],
    });
    expect(backend.store.data.users.find((entry) => entry.id === user.id)).toMatchObject({
      store_group: 'sg-b2b',
      organisations: [expect.objectContaining({ id: stored?.id, role: 'customer', level: 'admin' })],
    });
    // No e-mail to confirm: the account's is.
    expect(backend.store.data.mailbox.filter((mail) => mail.to === user.email)).toEqual([]);
    // The user is read again: the session acts for the new company.
    await waitFor(
      await environment.session.ready(),
      (snapshot) => snapshot.context.user?.organisations.some((entry) => entry.id === stored?.id) === true,
      { timeout: 10_000 },
    );
  });

  it("answers 'Company already exists' for a registered number, pointing to the company's administrator", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const user = await logInThroughFlow(environment, 'consumer@statefront.test');
    const before = backend.store.data.companies.length;
    const actor = await register(environment, user, { ...company, organisation_number: '556677-8899' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({
      errorKey: 'companyAlreadyExists',
      errorMessage: null,
    });
    expect(backend.store.data.companies).toHaveLength(before);
    expect(backend.store.data.users.find((entry) => entry.id === user.id)?.organisations).toEqual([]);
  });
});
