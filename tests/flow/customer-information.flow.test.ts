// The checkout's customer card with its adapter against the in-process backend, without a DOM (docs/decisions/045):
// the company it shows is the one the shopper session acts for, the one every choice stores on the session's cart,
// and after a reload the card, Walley's preset and the order still agree.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Company } from '../../openapi/types';
import { companiesQueryOptions, companyQueryOptions } from '../../src/features/account/companies.queries';
import { contactPersonPagesQueryOptions } from '../../src/features/checkout/checkout.queries';
import { contactPersonOf, selfOf } from '../../src/features/checkout/customer-choice';
import { customerInformationFlow } from '../../src/features/checkout/customer-information.flow';
import { addLine, payAndOrder, signedIn, startCheckout, storedCheckout } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';
import type { TestBackend } from '../support/test-backend';

type Environment = Awaited<ReturnType<typeof createFlowEnvironment>>['environment'];

/** The card as it opens for the signed-in user, once it has read the choice. */
async function openCard(environment: Environment) {
  const user = (await environment.session.ready()).getSnapshot().context.user;
  if (!user) throw new Error('Nobody is signed in');
  const actor = createActor(customerInformationFlow(environment, { user })).start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  return { actor, user };
}

const companyNamed = (backend: TestBackend, name: string) =>
  backend.store.data.companies.find((company) => company.name === name) as { id: string };

describe('customer information flow', () => {
  it('an agent of 13 companies chooses one beyond the first page; after a reload the card, Walley and the order agree (issue 30, item 4)', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'customer' });
    await signedIn(environment, backend, 'agent13@statefront.test');
    const cartToken = await addLine(environment);
    const first = await openCard(environment);
    expect(first.actor.getSnapshot().context.company?.name).toBe('Acme AB');

    // Stockholm Padel Club AB is not on the chooser's first page of ten.
    const padelId = companyNamed(backend, 'Stockholm Padel Club AB').id;
    const firstPage = await environment.queryClient.fetchQuery(companiesQueryOptions(environment.api, 1, ''));
    expect(firstPage.companies.map((company) => company.id)).not.toContain(padelId);
    const padel = (await environment.queryClient.fetchQuery(
      companyQueryOptions(environment.api, padelId),
    )) as Company;
    first.actor.send({ type: 'customer.chooseCompany', company: padel, contact: selfOf(first.user) });
    await waitFor(first.actor, (snapshot) => snapshot.matches('choosing'), { timeout: 10_000 });
    expect(backend.store.runtime.sessions[cartToken]?.cart.attributes).toMatchObject({
      company: {
        registrationNumber: '559012-3456',
        name: 'Stockholm Padel Club AB',
        reference: 'Tove Agrell',
      },
      billingAddress: { street: 'Hornsgatan 120', postalCode: '117 28', city: 'Stockholm' },
    });

    // A reload: a new app in the same tab (its cookies and sessionStorage), the same backend.
    const reloaded = await createFlowEnvironment({ backend, namespace: 'customer' });
    const card = await openCard(reloaded.environment);
    expect(card.actor.getSnapshot().context).toMatchObject({
      company: { id: padelId, name: 'Stockholm Padel Club AB' },
      contact: { name: 'Tove Agrell' },
    });
    await startCheckout(reloaded.environment);
    const checkout = await storedCheckout(reloaded.environment, backend);
    expect(checkout?.provider).toBe('WalleyCheckout');
    expect(checkout?.preset).toMatchObject({
      companyName: 'Stockholm Padel Club AB',
      givenName: 'Tove',
      familyName: 'Agrell',
      address: 'Hornsgatan 120',
      city: 'Stockholm',
    });
    const order = await payAndOrder(reloaded.environment, backend);
    expect(backend.store.data.orders.find((entry) => entry.id === order.id)).toMatchObject({
      organisation_number: '559012-3456',
      billingAddress: { street_address: 'Hornsgatan 120', city: 'Stockholm' },
      shippingAddress: { street_address: 'Hornsgatan 120', company_name: 'Stockholm Padel Club AB' },
    });
  });

  it('a buyer chooses another billing address: the cart bills it, and the checkout is dropped to start again', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'customer' });
    await signedIn(environment, backend, 'buyer@acme.test');
    const cartToken = await addLine(environment);
    await startCheckout(environment);
    const { actor } = await openCard(environment);
    const { company, billingAddressId } = actor.getSnapshot().context;
    expect(company?.name).toBe('Acme AB');
    const other = company?.billing_address.find((address) => address.id !== billingAddressId);
    actor.send({ type: 'customer.chooseBilling', addressId: other?.id ?? '' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'), { timeout: 10_000 });
    expect(backend.store.runtime.sessions[cartToken]?.cart.attributes?.billingAddress).toMatchObject({
      street: 'Box 1203',
      city: 'Solna',
    });
    expect((await environment.session.ready()).getSnapshot().context.checkoutToken).toBeNull();
    expect(environment.queryClient.getQueryData(['checkout', 'widget'])).toBeUndefined();
  });

  it("an agent pages to a contact person beyond the first ten; Walley gets that person's mobile number (issue 32, item 10)", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'customer' });
    await signedIn(environment, backend, 'agent@statefront.test');
    await addLine(environment);
    const { actor } = await openCard(environment);
    const acme = actor.getSnapshot().context.company!;
    expect(acme.name).toBe('Acme AB');

    // The company's customers, ten a page from the server: Emma Svensson is on the second.
    const { api, queryClient } = environment;
    const pages = await queryClient.fetchInfiniteQuery({
      ...contactPersonPagesQueryOptions(api, acme.id, ''),
      pages: 2,
    });
    const [first, second] = pages.pages.map((page) => page.items.map(contactPersonOf));
    expect(first).toHaveLength(10);
    expect(first!.map((person) => person.name)).not.toContain('Emma Svensson');
    const emma = second!.find((person) => person.name === 'Emma Svensson')!;
    // The same person is found by a search.
    const found = await queryClient.fetchInfiniteQuery(
      contactPersonPagesQueryOptions(api, acme.id, 'emma sv'),
    );
    expect(found.pages[0]!.items.map(contactPersonOf)).toEqual([emma]);

    actor.send({ type: 'customer.chooseContact', contact: emma });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'), { timeout: 10_000 });
    await startCheckout(environment);
    const checkout = await storedCheckout(environment, backend);
    expect(checkout?.provider).toBe('WalleyCheckout');
    expect(checkout?.preset).toMatchObject({
      givenName: 'Emma',
      familyName: 'Svensson',
      email: 'emma.svensson@acme.test',
      telephoneNumber: '+46701234513',
    });
  });

  it('a super admin starts with no company: nothing is stored', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'customer' });
    await signedIn(environment, backend, 'super@statefront.test');
    const cartToken = await addLine(environment);
    const { actor } = await openCard(environment);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ company: null, contact: null });
    expect(backend.store.runtime.sessions[cartToken]?.cart.attributes?.company).toBeUndefined();
  });
});
