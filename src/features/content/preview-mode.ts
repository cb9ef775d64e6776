// Preview mode: the shop shows the editor's drafts and listens to the editor bridge. The content editor opens
// the shop with `?preview=<the editor's preview token>`; the token is kept for the rest of the tab's session
// and sent with every draft read and revalidation (the backend refuses them without it). `?preview=0` ends it.
const storageKey = 'statefront:preview';
/**
 * An editor's token as src/lib/stored-values.ts reads it, without zod (this module is in the entry): random,
 * so at least 16 characters; `?preview=1` is no token.
 */
const tokenPattern = /^[\w.~+/=-]{16,4096}$/;

/** The editor's preview token of this tab, or undefined outside preview mode. */
export function previewToken(): string | undefined {
  try {
    const asked = new URLSearchParams(location.search).get('preview');
    if (asked === '0') sessionStorage.removeItem(storageKey);
    else if (asked && tokenPattern.test(asked)) sessionStorage.setItem(storageKey, JSON.stringify(asked));
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return typeof stored === 'string' && tokenPattern.test(stored) ? stored : undefined;
  } catch {
    // no window or no storage (privacy settings), or an unreadable value: never preview
    return undefined;
  }
}

export const isPreviewMode = () => previewToken() !== undefined;

/** The version of the stories this visit reads: the editor's drafts in preview mode. */
export const storyVersion = () => (isPreviewMode() ? 'draft' : 'published');

/** The editor's credentials for the content calls of preview mode (drafts, revalidation). */
export function editorHeaders(): Record<string, string> {
  const token = previewToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
