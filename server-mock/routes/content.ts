// The content service: stories by path (published, or the editor's draft), the editor's save, revalidation
// and the editor bridge script that the shop loads in preview mode.
import type { Context } from 'hono';
import type { components, operations } from '../../openapi/app.gen.ts';
import type { MockApp, MockEnv } from '../app.ts';
import { sameToken } from '../ids.ts';
import type { Store } from '../store.ts';
import { signedInUser } from './accounts.ts';
import { apiError, bearerToken, bodyOf } from './respond.ts';

type StoryContent = components['schemas']['StoryContent'];
type RevalidateBody = operations['revalidateStory']['requestBody']['content']['application/json'];

const findStory = (store: Store, path: string) =>
  store.data.stories.find((story) => story.published.path === path);

/**
 * Only a content editor saves, reads drafts and revalidates: the editor's preview token as
 * `Authorization: Bearer`. A signed-in shopper's token is known but not an editor's (403); no token or an
 * unknown one is 401. Answers the refusal, or undefined for an editor.
 */
function refuseNonEditor(c: Context<MockEnv>, what: string) {
  const token = bearerToken(c);
  const editors = c.var.store.data.editorTokens ?? [];
  if (token && editors.some((editor) => sameToken(editor.token, token))) return undefined;
  if (token && signedInUser(c)) return apiError(c, 403, `Forbidden: only a content editor may ${what}`);
  return apiError(c, 401, "Unauthorized: the editor's preview token is required");
}

/**
 * The editor bridge: `window.StatefrontBridge.on(events, callback)` turns the editor's messages
 * (`postMessage({ source: 'statefront-editor', action, story?, path })`) into callbacks with
 * `{ action, story, pathToRevalidate }`. Only messages from the page itself or the editor that frames it
 * count; unknown actions are ignored. Plain ES2015 so it runs as-is in any browser.
 */
const editorBridgeScript = `// Statefront editor bridge (embedded backend).
(function () {
  'use strict';
  if (window.StatefrontBridge) return;
  var actions = ['input', 'published', 'change', 'enterEditmode'];
  var listeners = [];
  function on(events, callback) {
    var wanted = (Array.isArray(events) ? events : [events]).filter(function (name) {
      return actions.indexOf(name) >= 0;
    });
    var entry = { events: wanted, callback: callback };
    listeners.push(entry);
    return function off() {
      var index = listeners.indexOf(entry);
      if (index >= 0) listeners.splice(index, 1);
    };
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window && event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== 'statefront-editor') return;
    if (actions.indexOf(data.action) < 0) return;
    var story = data.story && typeof data.story === 'object' ? data.story : null;
    var path = typeof data.path === 'string' ? data.path : story && typeof story.path === 'string' ? story.path : null;
    var payload = { action: data.action, story: story, pathToRevalidate: path };
    listeners.slice().forEach(function (entry) {
      if (entry.events.indexOf(data.action) < 0) return;
      try {
        entry.callback(payload);
      } catch (error) {
        console.error(error);
      }
    });
  });
  window.StatefrontBridge = { on: on, actions: actions.slice() };
})();
`;

export function contentRoutes(app: MockApp) {
  app.get('/api/content/stories/', (c) => {
    const path = c.req.query('path') ?? '';
    const story = findStory(c.var.store, path);
    if (c.req.query('version') !== 'draft') {
      if (!story) return apiError(c, 404, `Story not found: ${path}`);
      return c.json(story.published);
    }
    // Drafts are unpublished work: the editor's only (checked before the path, which tells nothing then).
    const refused = refuseNonEditor(c, 'read drafts');
    if (refused) return refused;
    if (!story) return apiError(c, 404, `Story not found: ${path}`);
    return c.json(story.draft);
  });

  app.put('/api/content/stories/', (c) => {
    const { store } = c.var;
    const refused = refuseNonEditor(c, 'save stories');
    if (refused) return refused;
    const body = bodyOf<{ path: string; content: StoryContent; name?: string; publish?: boolean }>(c);
    const story = findStory(store, body.path);
    if (!story) return apiError(c, 404, `Story not found: ${body.path}`);
    story.draft = { ...story.draft, name: body.name ?? story.draft.name, content: body.content };
    if (body.publish) {
      story.draft.published_at = store.clock().toISOString();
      story.published = structuredClone(story.draft);
    }
    return c.json(story.draft);
  });

  // The preview syncer's call, with the story the editor changed and the path to revalidate (shopping spec).
  app.post('/api/content/revalidate/', (c) => {
    const { store } = c.var;
    const refused = refuseNonEditor(c, 'revalidate stories');
    if (refused) return refused;
    const { story, pathToRevalidate } = bodyOf<RevalidateBody>(c);
    const known = findStory(store, story.path);
    if (!known || (story.id !== undefined && story.id !== known.draft.id))
      return apiError(c, 404, `Story not found: ${story.path}`);
    if (!findStory(store, pathToRevalidate)) return apiError(c, 404, `Story not found: ${pathToRevalidate}`);
    store.data.revalidations.push({
      path: pathToRevalidate,
      story: known.draft.id,
      date: store.clock().toISOString(),
    });
    return c.json({ revalidated: true as const, path: pathToRevalidate });
  });

  app.get('/api/content/bridge.js', (c) => {
    c.header('content-type', 'application/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(editorBridgeScript);
  });
}
