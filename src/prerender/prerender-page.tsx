// Build-time rendering of the pages that look the same for every visitor on arrival (docs/decisions/028): each
// market home and the static pages, rendered against the embedded backend by `vite build` (vite.config.ts,
// `prerenderedPages`), then hydrated in the browser with the data they were rendered from.
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createApiClients } from '../api/clients';
import { App, createAppContext, createAppRouter } from '../app/router';
import { storyQueryOptions } from '../features/content/content.queries';
import { createI18n } from '../i18n/i18n';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The preload links React hoists (the first images), for the document's head. */
  head: string;
  /**
   * The page's address, the query cache and the texts its markup was rendered from, for the browser to hydrate with.
   */
  data: string;
  language: string;
  /** The namespaces of the page's texts (its locale files are preloaded beside the app, decision 059). */
  namespaces: string[];
}

export async function prerenderPage(
  path: string,
  fetch: (request: Request) => Promise<Response>,
  story?: string,
): Promise<PrerenderedPage> {
  const origin = 'http://prerender.invalid';
  // Every text the page asks for is kept: the browser hydrates with them before i18next has loaded (decision 043).
  const i18n = createI18n({ record: true });
  const context = createAppContext(
    (userToken) => createApiClients({ baseUrls: { app: origin, shopper: origin }, fetch, userToken }),
    i18n,
  );
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  // Its server-side script would be inline (refused by the CSP); the browser's router restores scrolling.
  router.update({ ...router.options, scrollRestoration: false });
  const { queryClient, api } = context;
  // As the browser's first render: nobody known yet (the session never starts here, decision 040).
  context.session.awaitHydration();
  // The editorial story is asked for by its view (not suspending): started here so that it is in the page.
  if (story) void queryClient.prefetchQuery(storyQueryOptions(api, story, 'published'));
  await router.load();
  // A page that did not load is not written: the build fails rather than ship an error page.
  const failed = router.state.matches.find(
    (match) => match.status === 'error' || match.status === 'notFound',
  );
  if (failed) throw new Error(`Prerendering ${path}: ${failed.routeId} ${String(failed.error)}`);
  while (queryClient.isFetching() > 0)
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) {
          unsubscribe();
          resolve();
        }
      });
    });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // Every boundary in place, none outlined behind an inline script (refused by the CSP).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // React puts them first, where a document has no head of React's own; the browser hydrates without them.
  const [, head = '', body = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  return {
    html: body,
    head,
    // Inside a JSON script element: nothing in it may close the element.
    data: JSON.stringify({
      path,
      market: context.session.marketId(),
      queries: dehydrate(queryClient),
      texts: i18n.snapshot(),
    }).replaceAll('<', '\\u003c'),
    language: i18n.language,
    namespaces: i18n.snapshot().namespaces,
  };
}
