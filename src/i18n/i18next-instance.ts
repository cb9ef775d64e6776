// i18next itself, the one translator of the app: loaded beside the first paint, not in it (decision 043). Each
// market language loads on demand, Swedish (the default and fallback) always.
import i18next, { type BackendModule } from 'i18next';
import { defaultLanguage, supportedLanguages } from './i18n';

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    import(`./locales/${language}/${namespace}.json`)
      .then((module: { default: object }) => done(null, module.default))
      .catch((error: Error) => done(error, false));
  },
};

/** An i18next instance in `language`, once it has loaded the `namespaces`. */
export async function createI18next(language: string, namespaces: readonly string[]) {
  const instance = i18next.createInstance();
  await instance.use(lazyLocales).init({
    lng: language,
    fallbackLng: defaultLanguage,
    // 'common' is what every page's first paint needs; 'shop' (cart, product, wishlist, newsletter)
    // loads with the first view that asks for it, and with every language switch after that. 'customer'
    // (the checkout's customer information card and company creation, the company chooser) loads with the card
    // or the chooser. A prerendered page asks at once for the namespaces it was rendered with.
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    returnNull: false,
  });
  return instance;
}
