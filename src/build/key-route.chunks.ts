import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The key routes whose main control a shopper arriving on them waits for (issue 34, decision 066): a product's add
 * button, the login button, the checkout. Left to itself Rolldown split what they import into 27-34 files of
 * 0.1-15 kB each (react-aria's parts, xstate, the stored-value schemas, the session's helpers, the route's views),
 * which queue on HTTP/1.1's six connections on a slow phone. This file is in src/build/.
 */
const root = resolve(import.meta.dirname, '..');
const keyRoutes = {
  product: `${root}/routes/$country/$productPrefix/$slug.tsx?tsr-split=component---loader`,
  login: `${root}/routes/login.tsx?tsr-split=component`,
  checkout: `${root}/routes/$country/checkout/index.tsx?tsr-split=component---loader`,
};
const routeModules = new Set<string>(Object.values(keyRoutes));

/** For each app module a key route's component imports statically, the names of the key routes that do. */
let reach: Map<string, string[]> | undefined;

/** Finds, once the module graph is built, the app's modules each key route's component imports statically. */
export function keyRouteModules(): Plugin {
  return {
    name: 'statefront-key-route-modules',
    apply: 'build',
    buildEnd() {
      const routesOf = new Map<string, string[]>();
      for (const [name, route] of Object.entries(keyRoutes)) {
        if (!this.getModuleInfo(route)) throw new Error(`No module ${route}: the key route's file moved`);
        const stack = [route];
        const seen = new Set<string>();
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          routesOf.set(id, [...(routesOf.get(id) ?? []), name]);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      reach = routesOf;
    },
  };
}

/**
 * Rolldown groups for the app's modules a key route imports statically (what the page preloads with it, decision
 * 042): one chunk per set of key routes that import them, `key-checkout-login-product` for what all three need,
 * `key-login-product` ..., `key-product` for what only the product needs. A group takes along the libraries its
 * modules import (Rolldown's `includeDependenciesRecursively`, which follows only what the bundle keeps), and a
 * library part two routes reach through modules of their own goes with the first group that captures it: so the
 * shared sets go first, and among the single routes the product (its add button waited longest, decision 064),
 * then the login; the checkout, measured by Lighthouse only, loads what it shares with them from their chunks.
 * Not captured: the libraries themselves (reached through barrels such as react-aria-components' index, a group
 * took in the menus and dialogs too: 93 kB gzip where 25 kB are used), the locale files (they load by language)
 * and the routes' own modules (the router imports them, the prerender finds them in the manifest). The
 * framework's group (decision 010) has a higher priority than all of them.
 */
export const keyRouteGroups = [
  ['checkout', 'login', 'product'],
  ['login', 'product'],
  ['checkout', 'product'],
  ['checkout', 'login'],
  ['product'],
  ['login'],
  ['checkout'],
].map((routes, index, all) => {
  const name = `key-${routes.join('-')}`;
  return {
    debugName: name,
    priority: all.length - index,
    name: (id: string) => {
      if (id.endsWith('.json') || id.includes('/node_modules/') || routeModules.has(id)) return null;
      return reach?.get(id)?.sort().join('-') === routes.join('-') ? name : null;
    },
  };
});
