// How the customer information machine's paths are played in the browser: the agent of Acme AB and Nordic
// Print Oy, signed in, with a Swedish business cart, opens /se/checkout/. The card loads the agent's first
// company (Acme AB, the agent as contact person), as the scenario's loaded choice has it. What the card shows
// (company, contact person, the new-address form and its messages) is checked against the model's context
// after the path so far, and each stored choice against the company attributes the session holds.
import { expect, type Page } from '@playwright/test';
import {
  type AddressKind,
  type CustomerInformationContext,
  customerInformationMachine,
  type NewAddress,
  type NewAddressField,
} from '../../../machines/customer-information/customer-information.machine';
import { customerCardTexts as texts } from '../../support/view-texts';
import { sessionCompany } from '../business-checkout';
import { givenCart, givenSignedIn, pickOption } from '../fixtures';
import { type BrowserFlowAdapter, type BrowserStepContext, modelSnapshotAt, stepsSoFar } from './play-path';

const { fields } = texts;

const card = (page: Page) => page.getByRole('region', { name: texts.card });
const companyChooser = (page: Page) => card(page).getByRole('combobox', { name: texts.company });
const contactField = (page: Page) => card(page).getByRole('combobox', { name: texts.contact });
const newAddressForm = (page: Page, kind: AddressKind) =>
  card(page).getByRole('form', { name: texts.newAddressForm(texts.tabs[kind]) });

/** The model's context after the path so far. */
const expected = (context: Pick<BrowserStepContext, 'path' | 'step'>) =>
  modelSnapshotAt(customerInformationMachine, context).context as CustomerInformationContext;
/** The model's context before the step just taken. */
const expectedBefore = ({ path, step }: BrowserStepContext) =>
  expected({ path, step: path.steps[path.steps.indexOf(step) - 1]! });

/** The kind of address the path's last address event was about: its tab is the one open. */
const openKind = (context: BrowserStepContext): AddressKind | null => {
  const last = stepsSoFar(context)
    .map((step) => step.event as { type: string; kind?: AddressKind } | undefined)
    .findLast((event) => event?.type === 'customer.editAddress' || event?.type === 'customer.useNewAddress');
  return last?.kind ?? null;
};

async function openAddressTab(page: Page, kind: AddressKind, source: 'existing' | 'new') {
  await card(page).getByRole('tab', { name: texts.tabs[kind] }).click();
  await card(page)
    .getByRole('tab', { name: source === 'new' ? texts.newAddress : texts.existingAddress })
    .click();
}

/** Checks the radio of the tab's address that is not chosen yet. */
async function chooseOtherAddress(page: Page, kind: AddressKind) {
  await openAddressTab(page, kind, 'existing');
  // The radio input is visually hidden inside its chip (a label): the user clicks the chip.
  await card(page).getByRole('radio', { checked: false }).first().locator('xpath=ancestor::label').click();
}

export const customerInformationAdapter: BrowserFlowAdapter = {
  url: '/se/checkout/',
  actorRoutes: {
    loadChoice: 'GET /api/enad/companies/',
    storeChoice: 'PATCH /shopper/sessions/attributes',
  },
  // The agent signed in (user token cookie) with a Swedish business cart (Walley) that already names the company
  // the agent acts for, as after the login: the session then stores nothing at start, and every attributes call
  // the player holds is the card's.
  prepare: async ({ page, baseURL }) => {
    const token = await givenCart(page, { storeGroupId: 'sg-b2b', url: baseURL });
    const company = {
      registrationNumber: '556677-8899',
      taxId: '',
      name: 'Acme AB',
      reference: 'Mikael Holm',
    };
    // With the billing address the checkout's start adds (Acme AB's default), so it has nothing to store.
    const billingAddress = {
      companyName: 'Acme AB',
      street: 'Sveavägen 44',
      postalCode: '111 34',
      city: 'Stockholm',
      country: 'SE',
    };
    // Named by the signed-in agent: only a member, an agent or a super admin of the company may (decision 047).
    await givenSignedIn(page, 'agent@statefront.test', baseURL);
    const userToken = (await page.context().cookies()).find((cookie) => cookie.name === 'userToken')?.value;
    const stored = await page.request.patch('/shopper/sessions/attributes', {
      data: { company, merchantReference1: '5566778899', billingAddress },
      headers: { authorization: `Bearer ${token}`, 'user-token': userToken ?? '' },
    });
    expect(stored.ok(), 'the cart names the company').toBe(true);
  },
  ready: async ({ page }) => {
    await expect(card(page)).toBeVisible({ timeout: 10_000 });
  },
  events: {
    'customer.chooseCompany': async (_event, context) => {
      const { page } = context;
      const other = expectedBefore(context).company?.name === 'Acme AB' ? 'Nordic Print Oy' : 'Acme AB';
      // The chooser searches the agent's companies on the server.
      await companyChooser(page).fill(other.split(' ')[0]!);
      await pickOption(page, other);
    },
    'customer.chooseContact': async (event, { page }) => {
      const { name } = event.contact as { name: string };
      await contactField(page).fill(name.split(' ')[0]!);
      await pickOption(page, name);
    },
    'customer.chooseBilling': (_event, { page }) => chooseOtherAddress(page, 'billing'),
    'customer.chooseShipping': (_event, { page }) => chooseOtherAddress(page, 'shipping'),
    'customer.editAddress': async (event, { page }) => {
      const kind = event.kind as AddressKind;
      await openAddressTab(page, kind, 'new');
      const form = newAddressForm(page, kind);
      for (const [field, value] of Object.entries(event.values as Partial<NewAddress>)) {
        // Sweden is the form's default country (the spec's), as the scenario's address has it.
        if (field === 'country') {
          await expect(form.getByRole('button', { name: new RegExp(texts.country) })).toContainText(
            texts.countries[value]!,
          );
          continue;
        }
        await form.getByRole('textbox', { name: fields[field as keyof typeof fields] }).fill(value);
      }
    },
    'customer.useNewAddress': async (event, { page }) => {
      const kind = event.kind as AddressKind;
      await openAddressTab(page, kind, 'new');
      await newAddressForm(page, kind).getByRole('button', { name: texts.useAddress }).click();
    },
    'customer.retry': async (_event, { page }) => {
      await card(page).getByRole('button', { name: texts.retry }).click();
    },
  },
  states: {
    loading: async ({ page }) => {
      await expect(card(page)).toHaveAttribute('aria-busy', 'true');
      await expect(card(page).getByRole('tablist')).toHaveCount(0);
    },
    choosing: async (context) => {
      const { page } = context;
      const { company, contact, drafts, draftErrors, newAddresses } = expected(context);
      await expect(card(page).getByRole('status')).toHaveCount(0);
      await expect(companyChooser(page)).toHaveValue(company!.name);
      await expect(contactField(page)).toHaveValue(contact!.name);
      // Once a choice was stored, the session holds what the card shows.
      if (stepsSoFar(context).some((step) => step.event?.type === 'xstate.done.actor.storeChoice'))
        expect((await sessionCompany(page))?.company?.name).toBe(company!.name);
      const kind = openKind(context);
      if (!kind) return;
      // The new-address form of the open tab: the draft, and exactly the messages of the fields it lacks.
      const form = newAddressForm(page, kind);
      await expect(form.getByRole('textbox', { name: fields.street_address })).toHaveValue(
        drafts[kind].street_address,
      );
      for (const [field, message] of Object.entries(texts.required) as [NewAddressField, string][])
        await expect(form.getByText(message, { exact: true })).toHaveCount(
          draftErrors[kind].includes(field) ? 1 : 0,
        );
      await expect(form.getByText(texts.newAddressUsed)).toHaveCount(newAddresses[kind] ? 1 : 0);
    },
    storing: async ({ page }) => {
      await expect(card(page).getByRole('status')).toHaveText(texts.storing);
    },
    failed: async (context) => {
      const { errorMessage } = expected(context);
      await expect(card(context.page).getByRole('alert')).toContainText(
        texts.storeFailed(errorMessage ?? ''),
      );
    },
    loadFailed: async ({ page }) => {
      await expect(card(page).getByRole('alert')).toContainText(texts.loadFailed);
    },
  },
};
