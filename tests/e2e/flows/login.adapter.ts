// How the login machine's paths are played in the browser: a shopper with two items in a consumer cart logs
// in as buyer@acme.test, whom the backend holds as each login outcome needs.
import { expect, type Page } from '@playwright/test';
import { givenCart } from '../fixtures';
import { type BrowserFlowAdapter, type BrowserStepContext, carriesDetails } from './play-path';

const form = (page: Page) => page.getByRole('region', { name: 'Logga in' });
const submit = (page: Page) => form(page).getByRole('button', { name: /^Logga in/ });
const messages: Record<string, string> = {
  'email not verified': 'Din e-postadress är inte verifierad. Vi har skickat en ny verifieringslänk.',
  'invalid password': 'Fel lösenord.',
  'user not found': 'Det finns inget konto för den här e-postadressen.',
  'user is in pending state': 'Ditt konto väntar på godkännande.',
};

const hasUserToken = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'userToken');

/** The login refusal of the path so far: its message is what the failed state shows. */
function lastRefusal({ path, step }: BrowserStepContext): string {
  const steps = path.steps.slice(0, path.steps.indexOf(step) + 1);
  // A refusal is an error, or a 200 carrying `details`.
  const refusal = steps.findLast(
    (candidate) =>
      candidate.event?.type === 'xstate.error.actor.login' ||
      (candidate.event?.type === 'xstate.done.actor.login' && carriesDetails(candidate.event.output)),
  );
  const details =
    (refusal?.event?.error as { body?: { details?: string } } | undefined)?.body?.details ??
    (refusal?.event?.output as { details?: string } | undefined)?.details;
  return messages[details ?? ''] ?? '';
}

export const loginAdapter: BrowserFlowAdapter = {
  url: '/login/',
  detailsReplies: ['login'],
  actorRoutes: {
    login: 'POST /api/enad/login/',
    resendVerification: 'POST /api/enad/create-verify-link/',
    rebuildCart: ['POST /shopper/sessions/start', 'POST /shopper/sessions/items'],
    storeOrganisation: 'PATCH /shopper/sessions/attributes',
  },
  // Two items in a consumer cart, as the scenarios' login.submit says.
  prepare: async ({ page, baseURL }) => {
    await givenCart(page, {
      items: [{ productVariantId: 'v-ts-1001-black-s' }, { productVariantId: 'v-limit-5-navy' }],
      url: baseURL,
    });
  },
  ready: async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Varukorg, 2 varor' })).toBeVisible();
    await expect(form(page)).toBeVisible();
  },
  arrangeOutcome: async (event, { mock }) => {
    if (event.type !== 'xstate.done.actor.login') return;
    const wanted = (event.output as { user?: { store_group_id: string; organisations: unknown[] } }).user;
    if (!wanted) return; // a refusal on a 200, answered as given
    await mock.user('buyer@acme.test', {
      store_group: wanted.store_group_id,
      ...(wanted.organisations.length === 0 ? { organisations: [] } : {}),
    });
  },
  events: {
    'login.change': async (event, { page }) => {
      const input = form(page).getByLabel(event.field === 'email' ? 'E-post' : 'Lösenord', { exact: true });
      // Cleared first: typing the text already there changes nothing, so the form would not hear it.
      await input.fill('');
      await input.fill(event.value as string);
    },
    'login.submit': async (_event, { page }) => {
      await submit(page).click();
    },
  },
  states: {
    editing: async ({ page }) => {
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await expect(submit(page)).not.toHaveAttribute('data-pending', 'true');
    },
    submitting: async ({ page }) => {
      await expect(submit(page)).toHaveAttribute('data-pending', 'true');
    },
    resendingVerification: async ({ page }) => {
      await expect(form(page).getByRole('alert')).toHaveText(messages['email not verified']!);
    },
    failed: async (context) => {
      await expect(form(context.page).getByRole('alert')).toHaveText(lastRefusal(context));
      expect(await hasUserToken(context.page)).toBe(false);
    },
    rebuildingCart: async ({ page }) => {
      await expect.poll(() => hasUserToken(page)).toBe(true);
    },
    storingOrganisation: async ({ page }) => {
      await expect.poll(() => hasUserToken(page)).toBe(true);
    },
    signedIn: async ({ page }) => {
      await expect(page).toHaveURL(/\/my-account\/overview\/$/);
      await expect(page.getByText('Hej Johan!')).toBeVisible();
      expect(await hasUserToken(page)).toBe(true);
    },
  },
};
