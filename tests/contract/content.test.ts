// The content service of the embedded backend: stories per market and language, drafts and publishing,
// revalidation, and the editor bridge script.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/app.gen';
import { createTestBackend, testNow, testOrigin } from '../support/test-backend';

type Story = components['schemas']['Story'];
type Block = components['schemas']['Block'];

function setup() {
  const backend = createTestBackend();
  /**
   * The content editor's preview token: saves, draft reads and revalidations below are the editor's unless a
   * test says otherwise.
   */
  const editorToken = backend.store.data.editorTokens?.[0]?.token ?? '';
  const isEditorCall = (method: string, path: string) =>
    method === 'PUT' || path.startsWith('/api/content/revalidate/') || path.includes('version=draft');
  const send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(isEditorCall(method, path) ? { authorization: `Bearer ${editorToken}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const story = async (path: string, version = 'published') => {
    const response = await send('GET', `/api/content/stories/?path=${path}&version=${version}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Story;
  };
  return { backend, send, story, editorToken };
}

/** Every node type and the texts of a rich-text tree. */
function walk(node: unknown, types = new Set<string>(), texts: string[] = []) {
  if (node && typeof node === 'object') {
    const { type, text, content } = node as { type?: string; text?: string; content?: unknown[] };
    if (type) types.add(type);
    if (text) texts.push(text);
    for (const child of content ?? []) walk(child, types, texts);
  }
  return { types, texts };
}

const heroBlock = (title: string): Block => ({ component: 'hero', title, text: 'Ny text.' });

describe('stories', () => {
  it('has a home, terms and privacy story for every market, in the market language', async () => {
    const { backend, story } = setup();
    const heroTitles = new Set<string>();
    for (const market of backend.store.data.markets) {
      const m = market.enadMarket;
      const home = await story(`${m}/home`);
      expect(home).toMatchObject({ path: `${m}/home`, lang: market.language });
      expect(home.content.blocks.map((block) => block.component)).toEqual(['hero', 'uspList', 'richText']);
      const [hero, usps] = home.content.blocks;
      if (hero?.component !== 'hero' || usps?.component !== 'uspList') throw new Error('home blocks');
      heroTitles.add(hero.title);
      expect(usps.items.length).toBeGreaterThanOrEqual(3);
      for (const page of ['terms', 'integrity']) {
        const found = await story(`${m}/${page}`);
        expect(found).toMatchObject({ path: `${m}/${page}`, lang: market.language });
        const [body] = found.content.blocks;
        if (body?.component !== 'richText') throw new Error(`${m}/${page} is not rich text`);
        const { types } = walk(body.body);
        expect([...types]).toEqual(expect.arrayContaining(['heading', 'paragraph', 'list_item', 'text']));
        expect(types.has('bullet_list') || types.has('ordered_list')).toBe(true);
      }
    }
    // Six languages, six different heroes.
    expect(heroTitles.size).toBe(6);
  });

  it('speaks the language of each market', async () => {
    const { story } = setup();
    expect((await story('se/terms')).name).toBe('Köpvillkor');
    expect((await story('no/integrity')).name).toBe('Personvernerklæring');
    expect((await story('dk/terms')).name).toBe('Handelsbetingelser');
    expect((await story('fi/integrity')).name).toBe('Tietosuojaseloste');
    expect((await story('de/terms')).name).toBe('Allgemeine Geschäftsbedingungen');
    const terms = await story('gb/terms');
    expect(terms.name).toBe('Terms and conditions');
    const [body] = terms.content.blocks;
    expect(body?.component === 'richText' && walk(body.body).texts).toContain('Cancellation and returns');
  });

  it('answers 404 with an error for a path without a story', async () => {
    const { send } = setup();
    const response = await send('GET', '/api/content/stories/?path=xx/home');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Story not found: xx/home' });
  });

  it('refuses a path that is not a story path, and an unknown version', async () => {
    const { send } = setup();
    const badPath = await send('GET', '/api/content/stories/?path=../secrets');
    expect(badPath.status).toBe(400);
    expect(((await badPath.json()) as { error: string }).error).toContain("'path'");
    const badVersion = await send('GET', '/api/content/stories/?path=se/home&version=latest');
    expect(badVersion.status).toBe(400);
    expect(((await badVersion.json()) as { error: string }).error).toContain("'version'");
  });
});

describe('drafts and publishing', () => {
  it('keeps a saved draft out of the published story until it is published', async () => {
    const { send, story } = setup();
    const published = await story('se/home');
    const saved = await send('PUT', '/api/content/stories/', {
      path: 'se/home',
      content: { blocks: [heroBlock('Vinterrea')] },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Story).content.blocks).toEqual([heroBlock('Vinterrea')]);

    expect(await story('se/home')).toEqual(published);
    const draft = await story('se/home', 'draft');
    expect(draft.content.blocks).toEqual([heroBlock('Vinterrea')]);
    expect(draft.published_at).toBe(published.published_at);
  });

  it('publishes a save with publish: true, with a new name and date', async () => {
    const { send, story } = setup();
    const response = await send('PUT', '/api/content/stories/', {
      path: 'gb/terms',
      name: 'Terms of sale',
      content: { blocks: [heroBlock('New terms')] },
      publish: true,
    });
    expect(response.status).toBe(200);
    const published = await story('gb/terms');
    expect(published).toMatchObject({ name: 'Terms of sale', published_at: testNow.toISOString() });
    expect(published.content.blocks).toEqual([heroBlock('New terms')]);
    expect(await story('gb/terms', 'draft')).toEqual(published);
    // Other markets are untouched.
    expect((await story('de/terms')).name).toBe('Allgemeine Geschäftsbedingungen');
  });

  it('refuses content outside the block and rich-text schemas, and stores nothing', async () => {
    const { backend, send } = setup();
    const before = JSON.stringify(backend.store.data.stories);
    const invalid = [
      { blocks: [{ component: 'html', html: '<script>alert(1)</script>' }] },
      { blocks: [{ component: 'hero', title: 'x', text: 'y', onClick: 'alert(1)' }] },
      {
        blocks: [
          {
            component: 'richText',
            body: { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [] }] },
          },
        ],
      },
      {
        blocks: [
          {
            component: 'richText',
            body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'html', text: '<b>' }] }] },
          },
        ],
      },
    ];
    for (const content of invalid) {
      const response = await send('PUT', '/api/content/stories/', { path: 'se/home', content });
      expect(response.status, JSON.stringify(content)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain('content');
    }
    expect(JSON.stringify(backend.store.data.stories)).toBe(before);
  });

  it('answers 404 for saving a story that does not exist, and stores nothing', async () => {
    const { backend, send } = setup();
    const before = JSON.stringify(backend.store.data.stories);
    const response = await send('PUT', '/api/content/stories/', {
      path: 'se/blog',
      content: { blocks: [] },
    });
    expect([response.status, await response.json()]).toEqual([404, { error: 'Story not found: se/blog' }]);
    expect(JSON.stringify(backend.store.data.stories)).toBe(before);
  });

  it('goes back to the seeded stories on reset', async () => {
    const { send, story } = setup();
    const seeded = await story('fi/home', 'draft');
    await send('PUT', '/api/content/stories/', {
      path: 'fi/home',
      content: { blocks: [heroBlock('Talvi')] },
      publish: true,
    });
    await send('POST', '/__mock/reset');
    expect(await story('fi/home', 'draft')).toEqual(seeded);
    expect(await story('fi/home')).toEqual(seeded);
  });
});

describe('revalidation', () => {
  it('records the path to revalidate with the story the editor changed', async () => {
    const { send, story } = setup();
    const { id } = await story('no/home', 'draft');
    const response = await send('POST', '/api/content/revalidate/', {
      story: { id, path: 'no/home' },
      pathToRevalidate: 'no/home',
    });
    expect([response.status, await response.json()]).toEqual([200, { revalidated: true, path: 'no/home' }]);
    const stored = await send('GET', '/__mock/data/revalidations');
    expect(await stored.json()).toEqual({
      revalidations: [{ path: 'no/home', story: id, date: testNow.toISOString() }],
    });
  });

  it.each([
    ['a path without a story', { story: { path: 'se/nothing' }, pathToRevalidate: 'se/nothing' }],
    [
      'a story id that is not the path’s',
      { story: { id: 'x', path: 'se/home' }, pathToRevalidate: 'se/home' },
    ],
    ['an unknown path to revalidate', { story: { path: 'se/home' }, pathToRevalidate: 'se/nothing' }],
  ])('answers 404 for %s and records nothing', async (_case, body) => {
    const { backend, send } = setup();
    const response = await send('POST', '/api/content/revalidate/', body);
    expect(response.status).toBe(404);
    expect(backend.store.data.revalidations).toEqual([]);
  });

  it('refuses the old body without the story (400)', async () => {
    const { backend, send } = setup();
    const response = await send('POST', '/api/content/revalidate/', { path: 'se/home' });
    expect(response.status).toBe(400);
    expect(backend.store.data.revalidations).toEqual([]);
  });
});

describe('the editor bridge script', () => {
  type Listener = (event: { source: unknown; data: unknown }) => void;
  interface Bridge {
    on(events: string | string[], callback: (event: unknown) => void): () => void;
  }

  /** Runs the served script in a bare window and returns the bridge plus a way to post messages. */
  async function loadBridge() {
    const { send } = setup();
    const response = await send('GET', '/api/content/bridge.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const listeners: Listener[] = [];
    const window = {
      parent: undefined as unknown,
      StatefrontBridge: undefined as Bridge | undefined,
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'message') listeners.push(listener);
      },
    };
    window.parent = window;
    runInNewContext(await response.text(), { window, console });
    const bridge = window.StatefrontBridge;
    if (!bridge) throw new Error('the script defines no window.StatefrontBridge');
    const post = (data: unknown, source: unknown = window) => {
      for (const listener of listeners) listener({ source, data });
    };
    return { bridge, post };
  }

  it('is served as JavaScript and defines window.StatefrontBridge', async () => {
    const { bridge } = await loadBridge();
    expect(typeof bridge.on).toBe('function');
  });

  it('turns the editor events into callbacks with the story and the path to revalidate', async () => {
    const { bridge, post } = await loadBridge();
    const seen: unknown[] = [];
    bridge.on(['input', 'published', 'change', 'enterEditmode'], (event) => seen.push(event));
    const story = { path: 'se/home', name: 'Startsida' };
    post({ source: 'statefront-editor', action: 'input', story, path: 'se/home' });
    post({ source: 'statefront-editor', action: 'published', path: 'gb/terms' });
    post({ source: 'statefront-editor', action: 'change', story });
    post({ source: 'statefront-editor', action: 'enterEditmode', path: 'de/home' });
    expect(seen).toEqual([
      { action: 'input', story, pathToRevalidate: 'se/home' },
      { action: 'published', story: null, pathToRevalidate: 'gb/terms' },
      { action: 'change', story, pathToRevalidate: 'se/home' },
      { action: 'enterEditmode', story: null, pathToRevalidate: 'de/home' },
    ]);
  });

  it('ignores unknown actions, other senders, other frames and unsubscribed callbacks', async () => {
    const { bridge, post } = await loadBridge();
    const changes: unknown[] = [];
    const everything: unknown[] = [];
    bridge.on('change', (event) => changes.push(event));
    const off = bridge.on(['input', 'change'], (event) => everything.push(event));
    post({ source: 'statefront-editor', action: 'delete', path: 'se/home' });
    post({ source: 'statefront-editor', action: 'published', path: 'se/home' });
    post({ source: 'someone-else', action: 'change', path: 'se/home' });
    post('change');
    post({ source: 'statefront-editor', action: 'change', path: 'se/home' }, { other: 'frame' });
    expect([changes, everything]).toEqual([[], []]);
    off();
    post({ source: 'statefront-editor', action: 'change', path: 'se/home' });
    expect(changes).toHaveLength(1);
    expect(everything).toEqual([]);
  });
});
