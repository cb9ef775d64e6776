// The views' binding to i18next: a provider and `useTranslation`, in place of react-i18next (1.4 kB of every
// first paint, decision 010). It keeps react-i18next's behaviour where the app relies on it: the views render
// again when the language changes; a namespace not loaded yet either suspends (`useSuspense: true`) or
// renders with `ready` false and loads it; `t` is bound to the first namespace and the key prefix.
import type { FlatNamespace, i18n as I18n, KeyPrefix, TFunction } from 'i18next';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
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

/**
 * The namespaces loaded, once the instance has initialised (before that every namespace counts as not loaded:
 * a promise settled earlier would have a suspended view render, and suspend, over and over).
 */
const loaded = (i18n: I18n, namespaces: string[]) =>
  i18n.loadNamespaces(namespaces).then(
    () =>
      i18n.isInitialized ||
      new Promise((resolve) => {
        const initialized = () => {
          i18n.off('initialized', initialized);
          resolve(true);
        };
        i18n.on('initialized', initialized);
      }),
  );

/** i18next's events after which a view may show other texts: a language switch, a namespace loaded. */
const textEvents = ['languageChanged', 'loaded'];

export function useTranslation<
  const Ns extends FlatNamespace | readonly FlatNamespace[] = 'common',
  const KPrefix extends KeyPrefix<Ns> = undefined,
>(ns?: Ns, { useSuspense = false, keyPrefix }: UseTranslationOptions<KPrefix> = {}) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider');
  const namespaces: readonly string[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const names = namespaces.join(' ');
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const event of textEvents) i18n.on(event, changed);
      return () => {
        for (const event of textEvents) i18n.off(event, changed);
      };
    },
    [i18n],
  );
  // A string, so that a view renders again only when its readiness or language changes.
  const state = () =>
    `${names.split(' ').every((name) => i18n.hasLoadedNamespace(name)) ? 1 : 0}${i18n.language ?? ''}`;
  const current = useSyncExternalStore(subscribe, state, state);
  const ready = current[0] === '1';
  const language = current.slice(1) || null;
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(names.split(' '));
  }, [i18n, names, ready]);
  // A new t when the texts arrive, as react-i18next gave, for the memos that depend on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ready is read by the views that memoise on t
  const t = useMemo(
    () => i18n.getFixedT(language, names.split(' ')[0] ?? null, keyPrefix),
    [i18n, language, names, keyPrefix, ready],
  ) as TFunction<Ns, KPrefix>;
  if (!ready && useSuspense) throw loaded(i18n, names.split(' '));
  return { t, i18n, ready };
}
