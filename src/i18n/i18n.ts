// i18next; each market language loads on demand (Swedish, the default and fallback, always).
import i18next, { type BackendModule } from 'i18next';

export const defaultLanguage = 'sv';
export const supportedLanguages = ['sv', 'nb', 'da', 'fi', 'de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    import(`./locales/${language}/${namespace}.json`)
      .then((module: { default: object }) => done(null, module.default))
      .catch((error: Error) => done(error, false));
  },
};

export const isSupportedLanguage = (language: string): language is Language =>
  (supportedLanguages as readonly string[]).includes(language);

export function createI18n(initialLanguage: Language = defaultLanguage) {
  const instance = i18next.createInstance();
  void instance.use(lazyLocales).init({
    lng: initialLanguage,
    fallbackLng: defaultLanguage,
    // 'common' is what every page's first paint needs; 'shop' (cart, product, wishlist, newsletter)
    // loads with the first view that asks for it, and with every language switch after that. 'customer'
    // (the checkout's customer information card and company creation, the company chooser) loads with the card or the chooser.
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    returnNull: false,
  });
  return instance;
}

/** Switches language and waits until its texts are loaded. */
export async function switchLanguage(instance: ReturnType<typeof createI18n>, language: string) {
  const target = isSupportedLanguage(language) ? language : defaultLanguage;
  if (instance.language !== target) await instance.changeLanguage(target);
  // At build time (prerendering) the page's lang is written into its HTML instead.
  if (typeof document !== 'undefined') document.documentElement.lang = target;
}
