import type { createI18n } from './i18n';

type I18n = ReturnType<typeof createI18n>;

/** Loads the texts of cart, product, wishlist and newsletter (the 'shop' namespace) before a route renders. */
export const loadShopTexts = (i18n: I18n) => i18n.loadNamespaces('shop');

/** Loads the texts of login and the account pages (the 'account' namespace) before a route renders. */
export const loadAccountTexts = (i18n: I18n) => i18n.loadNamespaces('account');
