// Preview mode's sync with the content editor (docs/decisions/045: the view only renders): loads the editor's
// bridge script and, on each of its events, revalidates with the story and pathToRevalidate on the backend (with
// the editor's preview token) and reloads that story (drafts, in preview mode).
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClients } from '../../api/clients';
import { editorHeaders } from './preview-mode';

/** The editor events that change what a story shows. */
const syncEvents = ['input', 'published', 'change', 'enterEditmode'];

interface BridgeEvent {
  action: string;
  story: unknown;
  pathToRevalidate: string | null;
}

/** The story a revalidation names (its id when known). */
interface StoryRef {
  id?: string;
  path: string;
}

interface EditorBridge {
  on(events: string[], callback: (event: BridgeEvent) => void): () => void;
}

declare global {
  interface Window {
    StatefrontBridge?: EditorBridge;
  }
}

const bridgeUrl = `${import.meta.env.VITE_APP_API_URL ?? ''}/api/content/bridge.js`;
let bridge: Promise<EditorBridge> | undefined;

/** Injects the bridge script once per page; a failed load may be tried again. */
function loadBridge(): Promise<EditorBridge> {
  bridge ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = bridgeUrl;
    script.async = true;
    script.onload = () =>
      window.StatefrontBridge
        ? resolve(window.StatefrontBridge)
        : reject(new Error('The editor bridge did not start'));
    script.onerror = () => {
      bridge = undefined;
      script.remove();
      reject(new Error('The editor bridge could not be loaded'));
    };
    document.head.append(script);
  });
  return bridge;
}

/** The story of the page on screen: `/se/` is `se/home`, `/se/terms/` is `se/terms`. */
function storyPathOfPage(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  return segments.length === 1 ? `${segments[0]}/home` : segments.join('/');
}

const storyRef = (value: unknown): StoryRef | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, path } = value as Record<string, unknown>;
  return typeof path === 'string' ? { path, ...(typeof id === 'string' ? { id } : {}) } : undefined;
};

/**
 * The story the revalidation names: the event's (only its id and path: a message's content is never trusted),
 * else the draft on screen, else the path alone.
 */
function storyOf(event: BridgeEvent, path: string, queryClient: QueryClient): StoryRef {
  const fromEvent = storyRef(event.story);
  if (fromEvent?.path === path) return fromEvent;
  return storyRef(queryClient.getQueryData(['content', path, 'draft'])) ?? { path };
}

/** Follows the editor's bridge while mounted: each change revalidates its story and reloads it. */
export function usePreviewSync(api: ApiClients, queryClient: QueryClient) {
  useEffect(() => {
    let active = true;
    let off: (() => void) | undefined;
    const sync = async (event: BridgeEvent, path: string) => {
      // A failed revalidation is only logged: the reload below still shows the latest draft.
      const { response } = await api.app
        .POST('/api/content/revalidate/', {
          body: { story: storyOf(event, path, queryClient), pathToRevalidate: path },
          headers: editorHeaders(),
        })
        .catch(() => ({ response: undefined }));
      if (!response?.ok) console.warn(`Revalidating ${path} failed (${response?.status ?? 'network'})`);
      await queryClient.invalidateQueries({ queryKey: ['content', path] });
    };
    loadBridge().then(
      (editor) => {
        if (!active) return;
        off = editor.on(syncEvents, (event) => {
          const path = event.pathToRevalidate ?? storyPathOfPage(window.location.pathname);
          if (path) void sync(event, path);
        });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      active = false;
      off?.();
    };
  }, [api, queryClient]);
}
