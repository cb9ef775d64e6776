import type { createI18n } from './i18n';

/** Loads the texts of cart, product, wishlist and newsletter (the 'shop' namespace) before a route renders. */
export const loadShopTexts = (i18n: ReturnType<typeof createI18n>) => i18n.loadNamespaces('shop');
