// The customer card's company creation with its adapter against the in-process backend, without a DOM
// (docs/decisions/045, decision 020): an agent creates a company for themself, in their store group.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { companyCreateFlow } from '../../src/features/checkout/company-create.flow';
import { signedIn } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';

const address = {
  street_address: 'Industrigatan 4',
  postal_code: '212 14',
  city: 'Malmö',
  country: 'SE',
  phone: '+46401234567',
};

async function createCompany(
  environment: Awaited<ReturnType<typeof createFlowEnvironment>>['environment'],
  options: Parameters<typeof companyCreateFlow>[1],
  organisationNumber: string,
) {
  const actor = createActor(companyCreateFlow(environment, options)).start();
  actor.send({
    type: 'create.change',
    values: {
      name: 'Öresund Tryck AB',
      contact_name: 'Lina Ahl',
      email: 'info@oresundtryck.se',
      phone: '+46401234560',
      organisation_number: organisationNumber,
      tax_id_vat_number: 'SE559987654301',
    },
  });
  for (const kind of ['billing', 'shipping'] as const) {
    actor.send({ type: 'create.addAddress', kind });
    actor.send({ type: 'create.changeAddress', kind, index: 0, values: address });
  }
  actor.send({ type: 'create.submit' });
  await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('failed'), {
    timeout: 10_000,
  });
  return actor;
}

describe('company create flow', () => {
  it('an agent creates a company: the backend stores it in their store group, with the agent as its agent', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'customer' });
    const user = await signedIn(environment, backend, 'agent@statefront.test');
    const actor = await createCompany(
      environment,
      { userId: user.id, storeGroup: user.store_group },
      '559987-6543',
    );
    expect(actor.getSnapshot().value).toBe('created');
    const created = actor.getSnapshot().context.company;
    expect(created).toMatchObject({ name: 'Öresund Tryck AB', organisation_number: '559987-6543' });
    const stored = backend.store.data.companies.find((company) => company.id === created?.id);
    expect(stored).toMatchObject({
      name: 'Öresund Tryck AB',
      store_groups: [user.store_group],
      billing_address: [expect.objectContaining({ street_address: 'Industrigatan 4', city: 'Malmö' })],
      shipping_address: [expect.objectContaining({ street_address: 'Industrigatan 4' })],
    });
    const agent = backend.store.data.users.find((entry) => entry.id === user.id);
    expect(agent?.organisations).toContainEqual(
      expect.objectContaining({ id: created?.id, role: 'agent', level: 'admin' }),
    );
  });

  it("a taken organisation number: 'Company already exists', and nothing is stored", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'customer' });
    const user = await signedIn(environment, backend, 'agent@statefront.test');
    const before = backend.store.data.companies.length;
    const actor = await createCompany(environment, { userId: user.id }, '556677-8899');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorKey).toBe('companyAlreadyExists');
    expect(backend.store.data.companies).toHaveLength(before);
  });
});
