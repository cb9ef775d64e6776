// The app's texts (decision 043). i18next translates every one of them, but it is not part of the first paint:
// it loads beside it. A prerendered page brings the texts its markup was rendered with (a snapshot of i18next's
// answers, recorded at build time), and hydrates with them; everything after that waits for i18next.
import type { i18n as I18next, TFunction } from 'i18next';

export const defaultLanguage = 'sv';
export const supportedLanguages = ['sv', 'nb', 'da', 'fi', 'de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The namespaces of the locale files (src/i18n/locales/<language>/<namespace>.json). */
const namespaces = ['common', 'shop', 'account', 'customer'] as const;

export const isSupportedLanguage = (language: string): language is Language =>
  (supportedLanguages as readonly string[]).includes(language);

/** What a prerendered page's markup was rendered with: its language, namespaces and each text it asked for. */
export interface TextsSnapshot {
  language: string;
  namespaces: string[];
  /** i18next's answer to each call of the page's render (`textKey`). */
  texts: Record<string, string>;
}

/** A translate call as a key of the snapshot: the same call in the browser finds what the build answered. */
const textKey = (ns: string | null, keyPrefix: string | undefined, key: unknown, options: unknown) =>
  `${ns ?? ''}|${keyPrefix ?? ''}|${String(key)}${options === undefined ? '' : ` ${JSON.stringify(options)}`}`;

/** i18next's events after which a view may show other texts: a language switch, a namespace loaded. */
const textEvents = ['languageChanged', 'loaded'];

export interface I18nOptions {
  /** The texts a prerendered page was rendered with: the page hydrates with them. */
  snapshot?: TextsSnapshot;
  /** At build time: every answer is kept for the page's snapshot. */
  record?: boolean;
}

/**
 * The views' i18next: answers from i18next once it has loaded; before that, while a prerendered page hydrates, from
 * the page's snapshot. A text the snapshot lacks shows empty until i18next is there, and the views render again.
 */
export class AppI18n {
  readonly #loading: Promise<I18next>;
  #i18next: I18next | undefined;
  readonly #initialLanguage: string;
  readonly #snapshot: TextsSnapshot | undefined;
  /** Until the page has hydrated: the snapshot stands for the namespaces it holds. */
  #hydrating: boolean;
  readonly #recorded: Record<string, string> | undefined;
  readonly #listeners = new Set<() => void>();
  /** A text the snapshot lacked has shown empty: the views render again once i18next is there. */
  #missed = false;
  /** Counts the renders forced that way, for the views' memos that depend on `t`. */
  generation = 0;

  constructor({ snapshot, record = false }: I18nOptions = {}) {
    this.#initialLanguage = snapshot?.language ?? defaultLanguage;
    this.#snapshot = snapshot;
    this.#hydrating = snapshot !== undefined;
    this.#recorded = record ? {} : undefined;
    this.#loading = import('./i18next-instance')
      .then(({ createI18next }) => createI18next(this.#initialLanguage, snapshot?.namespaces ?? ['common']))
      .then((i18next) => {
        for (const event of textEvents) i18next.on(event, () => this.#changed());
        this.#i18next = i18next;
        if (this.#missed) this.generation++;
        this.#changed();
        return i18next;
      });
  }

  get language(): string {
    return this.#i18next?.language ?? this.#initialLanguage;
  }

  /** i18next, once loaded with the language and namespaces the app started with. */
  loaded(): Promise<I18next> {
    return this.#loading;
  }

  /** The page has hydrated (the provider's effect): from now on what the snapshot lacks waits for i18next. */
  hydrated() {
    this.#hydrating = false;
  }

  /** Whether i18next has loaded: the app's texts are all there, not only the page's snapshot. */
  isLoaded() {
    return this.#i18next !== undefined;
  }

  /** Whether the namespace's texts are there: i18next's, or, before it has loaded, the page's snapshot's. */
  hasLoadedNamespace(ns: string): boolean {
    if (this.#i18next) return this.#i18next.hasLoadedNamespace(ns);
    return !!this.#snapshot?.namespaces.includes(ns);
  }

  async loadNamespaces(ns: string | readonly string[]): Promise<void> {
    const names = typeof ns === 'string' ? [ns] : [...ns];
    if (this.#hydrating && names.every((name) => this.#snapshot?.namespaces.includes(name))) return;
    await (await this.#loading).loadNamespaces(names);
  }

  /** Switches to the language once its texts are loaded (at once while a page of it hydrates). */
  async changeLanguage(language: string): Promise<void> {
    if (this.#hydrating && language === this.#snapshot?.language) return;
    const i18next = await this.#loading;
    if (i18next.language !== language) await i18next.changeLanguage(language);
  }

  getFixedT(language: string | null, ns: string | null, keyPrefix?: string): TFunction {
    let fixed: TFunction | undefined;
    const t = (key: unknown, options?: unknown): string => {
      const i18next = this.#i18next;
      const textKeyOf = () => textKey(ns, keyPrefix, key, options);
      if (i18next) {
        fixed ??= i18next.getFixedT(language, ns, keyPrefix) as TFunction;
        const text = String((fixed as (key: unknown, options?: unknown) => unknown)(key, options));
        if (this.#recorded) this.#recorded[textKeyOf()] = text;
        return text;
      }
      const text = this.#snapshot?.texts[textKeyOf()];
      if (text === undefined) this.#missed = true;
      return text ?? '';
    };
    return t as unknown as TFunction;
  }

  /** A text outside a view (the 429's message); `options.ns` names its namespace. */
  t(key: string, options?: Record<string, unknown>): string {
    return (this.getFixedT(null, null) as unknown as (key: string, options?: unknown) => string)(
      key,
      options,
    );
  }

  /** The page's snapshot, at build time: its language, the namespaces loaded, every text asked for. */
  snapshot(): TextsSnapshot {
    const i18next = this.#i18next;
    if (!i18next || !this.#recorded) throw new Error('Only a recording i18n, once loaded, has a snapshot');
    return {
      language: i18next.language,
      namespaces: namespaces.filter((ns) => i18next.hasLoadedNamespace(ns)),
      texts: this.#recorded,
    };
  }

  /** Calls `listener` after each change of the texts a view may show; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed() {
    for (const listener of this.#listeners) listener();
  }
}

export const createI18n = (options?: I18nOptions) => new AppI18n(options);

/** Switches language and waits until its texts are loaded. */
export async function switchLanguage(instance: AppI18n, language: string) {
  const target = isSupportedLanguage(language) ? language : defaultLanguage;
  await instance.changeLanguage(target);
  // At build time (prerendering) the page's lang is written into its HTML instead.
  if (typeof document !== 'undefined') document.documentElement.lang = target;
}
