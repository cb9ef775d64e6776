// The flow tests run without a DOM (node): what the app keeps in the browser (cookies, localStorage,
// sessionStorage) and the location its cookies read, in memory, emptied after each test (a setup file of the
// `flow` project). No `window`: the modules that look for one take node for a server.
import { afterEach } from 'vitest';

class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key = (index: number) => [...this.#items.keys()][index] ?? null;
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
  clear = () => this.#items.clear();
}

/** `document.cookie` as a browser answers it: `name=value` pairs; a Max-Age of 0 or less deletes. */
class CookieJar {
  #cookies = new Map<string, string>();
  get cookie() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
    if (maxAge && Number(maxAge.split('=')[1]) <= 0) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }
  clear() {
    this.#cookies.clear();
  }
}

const jar = new CookieJar();
const local = new MemoryStorage();
const session = new MemoryStorage();

/**
 * Installed by the flow environment once the test's modules have loaded: react-aria (the toast queue) sets up
 * its document listeners on import when it sees a `document`.
 */
export function installBrowserGlobals() {
  const globals = globalThis as Record<string, unknown>;
  globals.document = Object.assign(jar, { documentElement: { lang: 'sv' } });
  globals.localStorage = local;
  globals.sessionStorage = session;
  globals.location = { protocol: 'http:', origin: 'http://statefront.test', pathname: '/' };
}

// What is installed, not this module's own jar and stores: the files of a worker share their modules (decision 065),
// and a setup file evaluated again for a later file would clear stores that nobody uses any more.
afterEach(() => {
  const globals = globalThis as {
    document?: { clear?: () => void };
    localStorage?: Storage;
    sessionStorage?: Storage;
  };
  globals.document?.clear?.();
  globals.localStorage?.clear();
  globals.sessionStorage?.clear();
});
