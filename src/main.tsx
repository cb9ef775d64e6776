import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserApiClients } from './api/browser-clients';
import { App, createAppContext, createAppRouter } from './app/router';
import { isPreviewMode } from './features/content/preview-mode';
import { createI18n, type TextsSnapshot } from './i18n/i18n';
import { readChosenMarket } from './lib/chosen-market';
import './ui/global.css';

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void startApp();

// The app starts in steps of a task each (issue 18: total blocking time, decision 042): the browser evaluates its
// modules in one task; the texts and clients, the router (its route tree), and the router's first load would make
// that one long task, where each of them alone is short. Not a top-level await: that would keep the bundler from
// merging shared modules into the entry (+13 kB).
async function startApp() {
  // A prerendered page's starter may add this module before the page's end has been parsed (decision 086).
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  await nextTask();
  // A prerendered page (docs/decisions/028) brings the data it was rendered from, its address and its texts. The
  // app starts from that data, hydrates the markup when it shows that very page (not another page of the list, not
  // an editor's drafts), else renders afresh over it; then it refetches what has gone stale: prices and stock at once.
  const prerendered = document.getElementById('prerendered-data')?.textContent;
  const page = prerendered
    ? (JSON.parse(prerendered) as {
        path: string;
        market: string;
        queries: DehydratedState;
        texts: TextsSnapshot;
      })
    : undefined;
  // A page outside `/{country}/` (the login) was rendered in the default market; a shopper who chose another one
  // gets it rendered afresh in theirs (decision 045).
  const inItsMarket =
    location.pathname.startsWith(`/${page?.market}/`) ||
    (readChosenMarket() ?? page?.market) === page?.market;
  const hydrates = page?.path === `${location.pathname}${location.search}` && inItsMarket && !isPreviewMode();
  // Hydrating, the page's own texts stand in for i18next until it has loaded (decision 043).
  const i18n = createI18n(hydrates ? { snapshot: page?.texts } : {});
  const context = createAppContext(browserApiClients, i18n);
  await nextTask();
  const router = createAppRouter(context);
  await nextTask();

  const root = document.getElementById('root');
  if (root) {
    const app = (
      <StrictMode>
        <App router={router} />
      </StrictMode>
    );
    // Stale on arrival, however new the build (updated at 0): every query the page shows is asked again once it
    // has mounted. setQueryData, not react-query's hydrate(), which would add its module to every first paint.
    for (const query of page?.queries.queries ?? [])
      context.queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: 0 });
    if (hydrates) {
      // Nothing stored is read before the markup has hydrated (decision 040): the first render is the server's.
      // Nor before i18next has loaded: what the session changes on the page shows texts the snapshot lacks.
      context.session.awaitHydration(i18n.loaded());
      await router.load();
      // As on the server: the routes render in place, not each behind a Suspense boundary of the router's.
      router.ssr = { manifest: undefined };
      // As a transition React hydrates in slices of a few milliseconds, yielding to the browser between them, not
      // in one long task (issue 18: total blocking time); a click meanwhile makes React finish it at once.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    }
    // A page the app renders itself: as a transition too, in slices, not in one long task (issue 18).
    else
      startTransition(() => {
        createRoot(root).render(app);
      });
  }
}
