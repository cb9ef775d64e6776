// Every route of the app with its main action: the responsive and axe checks of layout.spec.ts and the
// page-width measurement (tests/tools/page-widths.ts) walk this one list.
import type { Locator, Page } from '@playwright/test';

export interface AppRoute {
  path: string;
  /** Signed in as this account (an account page), else signed out. */
  signedInAs?: string;
  /** A consumer cart in the route's market before the visit (the checkout). */
  withCart?: boolean;
  /**
   * The page reads the screen's width when it opens (the checkout's order summary starts open on a desktop):
   * opened at each width, where other pages are opened once and resized.
   */
  readsWidthOnOpen?: boolean;
  /** What the visitor came to do: visible, inside the viewport and pressable at every width. */
  mainAction: (page: Page) => Locator;
}

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first();
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/**
 * A listing's first link once the app shows the listing whose link `current` names (marked current): until then
 * the page shows the home it was prerendered from, which the app renders afresh (decision 028), so an element of it
 * can go while the test measures it.
 */
const listingLink = (region: string, current: string) => (page: Page) =>
  page
    .getByRole('region', { name: region })
    .filter({ has: page.locator(`a[aria-current="page"][href*="${current}"]`) })
    .getByRole('link')
    .first();

export const appRoutes: AppRoute[] = [
  // The shop, each in a market with another language.
  {
    path: '/se/',
    mainAction: (page) => page.getByRole('region', { name: 'Produkter' }).getByRole('link').first(),
  },
  {
    path: '/gb/?page=2',
    mainAction: listingLink('Products', 'page=2'),
  },
  {
    path: '/se/?category=t-shirts',
    mainAction: listingLink('Produkter', 'category=t-shirts'),
  },
  { path: '/se/p/classic-organic-tee/', mainAction: button('Lägg i varukorgen') },
  { path: '/dk/favorites/', mainAction: h1 },
  { path: '/se/quick-order/', signedInAs: 'buyer@acme.test', mainAction: button('Läs in rader') },
  { path: '/no/terms/', mainAction: h1 },
  { path: '/de/integrity/', mainAction: h1 },
  { path: '/fi/no-such-page/', mainAction: (page) => page.getByRole('main').getByRole('link') },
  {
    path: '/se/checkout/',
    withCart: true,
    readsWidthOnOpen: true,
    mainAction: (page) => page.frameLocator('main iframe').locator('button[data-outcome="paid"]'),
  },
  // No checkout in the address: the page says there is no order to show.
  { path: '/gb/checkout/confirmation/', mainAction: h1 },
  // Accounts, signed out.
  {
    path: '/login/',
    mainAction: (page) =>
      page.getByRole('region', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }),
  },
  { path: '/reset-password/', mainAction: button('Skicka länk') },
  { path: '/signup/', mainAction: button('Skapa konto') },
  { path: '/signup/?type=business', mainAction: button('Submit') },
  { path: '/reset-password/new/?token=no-such-token', mainAction: h1 },
  // The account pages, signed in as who sees the most of each.
  { path: '/my-account/overview/', signedInAs: 'consumer@statefront.test', mainAction: button('Logga ut') },
  { path: '/my-account/information/', signedInAs: 'consumer@statefront.test', mainAction: button('Spara') },
  { path: '/my-account/company/', signedInAs: 'admin@acme.test', mainAction: button('Spara') },
  { path: '/my-account/company/?tab=users', signedInAs: 'admin@acme.test', mainAction: button(/^Ta bort /) },
  { path: '/my-account/company/?tab=media', signedInAs: 'admin@acme.test', mainAction: button('Välj filer') },
  {
    path: '/my-account/company/',
    signedInAs: 'super@statefront.test',
    mainAction: (page) => page.getByRole('searchbox').or(page.getByRole('combobox')).first(),
  },
  // The company's admin decides on the buyer's waiting orders: an approver who did not place them (issue 33).
  { path: '/my-account/orders/', signedInAs: 'admin@acme.test', mainAction: button('Godkänn') },
  { path: '/my-account/orders/o-18/', signedInAs: 'admin@acme.test', mainAction: button('Godkänn') },
  // The flow atlas.
  { path: '/flows/', mainAction: (page) => page.getByRole('table').getByRole('link').first() },
  {
    path: '/flows/?flow=login',
    mainAction: (page) => page.getByRole('region', { name: 'Simulator' }).getByRole('button').first(),
  },
];
