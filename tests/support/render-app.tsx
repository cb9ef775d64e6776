// Renders the whole app (router, queries, i18n, UI) at a URL over the in-process backend.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import type { Fetch } from '../../src/api/transport';
import { App, createAppContext, createAppRouter } from '../../src/app/router';
import { createI18n } from '../../src/i18n/i18n';
import { type FlowClock, FlowInspector } from '../../src/lib/flow-actor';
import { keepRenderedApp } from './rendered-apps';
import { createTestClients } from './test-backend';

export interface RenderAppOptions {
  fetch: Fetch;
  inspect?: (event: InspectionEvent) => void;
  /** The flows' and the session's clock for their delays (default: the timers of the page). */
  clock?: FlowClock;
}

export async function renderApp(url: string, { fetch, inspect, clock }: RenderAppOptions) {
  // Like the browser's clients: signed-in calls carry the session's user token.
  const router = createAppRouter(
    createAppContext((userToken) => createTestClients(fetch, userToken), createI18n(), { inspect, clock }),
    createMemoryHistory({ initialEntries: [url] }),
  );
  keepRenderedApp(router.options.context);
  const app = <App router={router} />;
  const result = render(
    inspect ? (
      <FlowInspector inspect={inspect} clock={clock}>
        {app}
      </FlowInspector>
    ) : (
      app
    ),
  );
  await screen.findByRole('main');
  return { router, ...result };
}
