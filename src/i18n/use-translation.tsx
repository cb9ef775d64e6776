// The views' binding to the app's i18next (./i18n.ts): a provider and `useTranslation`, in place of react-i18next
// (1.4 kB of every first paint, decision 010). It keeps react-i18next's behaviour where the app relies on it: the
// views render again when the language changes; a namespace not loaded yet either suspends (`useSuspense: true`)
// or renders with `ready` false and loads it; `t` is bound to the first namespace and the key prefix.
import type { FlatNamespace, KeyPrefix, TFunction } from 'i18next';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import type { AppI18n } from './i18n';

const I18nContext = createContext<AppI18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: AppI18n; children: ReactNode }) {
  // After the whole tree's effects: a prerendered page has hydrated with its snapshot's texts (decision 043).
  useEffect(() => i18n.hydrated(), [i18n]);
  const subscribe = useCallback((changed: () => void) => i18n.subscribe(changed), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // react-aria's own texts (a popover's dismiss button, the toasts' region, a list's label) and its formats in the
  // shop's language, not the browser's: a /gb/ page in a Swedish browser is English throughout (decision 075).
  return (
    <I18nContext value={i18n}>
      <AriaI18nProvider locale={language}>{children}</AriaI18nProvider>
    </I18nContext>
  );
}

export interface UseTranslationOptions<KPrefix> {
  /**
   * Suspend until the namespaces are loaded. Not by default: a language switch must not suspend mounted views
   * (Suspense would stop their running flows); routes await the language in beforeLoad, and a view whose
   * namespace is still loading renders with `ready` false.
   */
  useSuspense?: boolean;
  keyPrefix?: KPrefix;
}

/** The app's i18n, for what is not a text (whether i18next has loaded, the language). */
export function useI18n(): AppI18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider');
  return i18n;
}

export function useTranslation<
  const Ns extends FlatNamespace | readonly FlatNamespace[] = 'common',
  const KPrefix extends KeyPrefix<Ns> = undefined,
>(ns?: Ns, { useSuspense = false, keyPrefix }: UseTranslationOptions<KPrefix> = {}) {
  const i18n = useI18n();
  const namespaces: readonly string[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const names = namespaces.join(' ');
  const subscribe = useCallback((changed: () => void) => i18n.subscribe(changed), [i18n]);
  // A string, so that a view renders again only when its readiness, language or the texts' generation change.
  const state = () =>
    `${names.split(' ').every((name) => i18n.hasLoadedNamespace(name)) ? 1 : 0} ${i18n.generation} ${i18n.language}`;
  const current = useSyncExternalStore(subscribe, state, state);
  const [readiness = '0', generation, language = null] = current.split(' ');
  const ready = readiness === '1';
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(names.split(' '));
  }, [i18n, names, ready]);
  // A new t when the texts arrive, as react-i18next gave, for the memos that depend on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ready is read by the views that memoise on t
  const t = useMemo(
    () => i18n.getFixedT(language, names.split(' ')[0] ?? null, keyPrefix),
    [i18n, language, names, keyPrefix, ready, generation],
  ) as TFunction<Ns, KPrefix>;
  if (!ready && useSuspense) throw i18n.loadNamespaces(names.split(' '));
  return { t, i18n, ready };
}
