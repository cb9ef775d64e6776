// Preview mode: the shop shows the editor's drafts and listens to the editor bridge. `?preview=1` switches it
// on for the rest of the tab's session, `?preview=0` off.
const storageKey = 'statefront:preview';

export function isPreviewMode(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get('preview');
    if (asked === '1' || asked === '0') sessionStorage.setItem(storageKey, asked);
    return sessionStorage.getItem(storageKey) === '1';
  } catch {
    // no window or no storage (privacy settings): never preview
    return false;
  }
}

/** The version of the stories this visit reads: the editor's drafts in preview mode. */
export const storyVersion = () => (isPreviewMode() ? 'draft' : 'published');
