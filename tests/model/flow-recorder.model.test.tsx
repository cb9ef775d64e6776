// The flow recorder (issue 20, docs/decisions/034) watching a machine through its real view: a consumer logs in
// on /login/, and the login machine's FlowEvents (flow, from, event, to, transitions, status) are what the
// recorder sends with sendBeacon when the page is hidden; the backend accepts and counts them. Without
// consent nothing is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login/login.machine';
import type { FlowEvent, FlowUsage } from '../../openapi/types';
import { chooseAnalytics } from '../../src/lib/analytics-consent';
import { startFlowRecording } from '../../src/lib/flow-recorder';
import { removeShopperValues } from '../../src/lib/stored-values';
import { analystHeaders } from '../support/flow-analyst';
import { renderApp } from '../support/render-app';
import { createTestBackend, testOrigin } from '../support/test-backend';

const beacons: { url: string; body: string }[] = [];

beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
});

afterEach(() => {
  removeShopperValues();
  // The navigator is the next files' too (decision 070).
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

async function logIn() {
  const backend = createTestBackend();
  const { router } = await renderApp('/login/', { fetch: backend.fetch });
  const user = userEvent.setup();
  const form = () => screen.getByRole('region', { name: 'Logga in' });
  await user.type(within(form()).getByLabelText('E-post', { selector: 'input' }), 'consumer@statefront.test');
  await user.type(within(form()).getByLabelText('Lösenord', { selector: 'input' }), 'Statefront1!');
  await user.click(within(form()).getByRole('button', { name: /^Logga in/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/overview/'));
  // The shopper leaves: the page is hidden, the recorder sends what it holds.
  dispatchEvent(new Event('pagehide'));
  return backend;
}

const sentEvents = () => beacons.flatMap(({ body }) => (JSON.parse(body) as { events: FlowEvent[] }).events);

describe('the flow recorder', () => {
  it("sends the login machine's transitions, as the machine took them, once the shopper has consented", async () => {
    chooseAnalytics('granted');
    startFlowRecording();
    const backend = await logIn();
    expect(beacons.length).toBeGreaterThan(0);
    expect(new Set(beacons.map(({ url }) => url))).toEqual(
      new Set(['http://localhost:3000/api/flow-events/']),
    );
    const login = sentEvents().filter((event) => event.flow === 'login');
    // Typing is recorded as the event type only: what was typed never leaves the page.
    const steps = login.map(({ event, from, to, transitions, status }) => ({
      event,
      from,
      to,
      transitions,
      status,
    }));
    const typed = steps.filter((step) => step.event === 'login.change');
    expect(typed.length).toBeGreaterThan(0);
    expect(typed[0]).toEqual({
      event: 'login.change',
      from: ['login.editing'],
      to: ['login.editing'],
      transitions: ['login.editing login.change #0'],
      status: 'active',
    });
    const signedInIndex =
      (loginMachine.getStateNodeById('login.submitting').transitions.get('xstate.done.actor.login')?.length ??
        0) - 1;
    expect(steps.filter((step) => step.event !== 'login.change')).toEqual([
      { event: 'xstate.init', from: [], to: ['login.editing'], transitions: [], status: 'active' },
      {
        event: 'login.submit',
        from: ['login.editing'],
        to: ['login.submitting'],
        transitions: ['login.editing login.submit #0'],
        status: 'active',
      },
      {
        event: 'xstate.done.actor.login',
        from: ['login.submitting'],
        to: ['login.signedIn'],
        // The unguarded last of the login answer's transitions: a consumer needs no cart rebuild, no company.
        transitions: [`login.submitting xstate.done.actor.login #${signedInIndex}`],
        status: 'done',
      },
    ]);
    expect(login.map((event) => event.seq)).toEqual(login.map((_, index) => index));
    expect(new Set(login.map((event) => event.run)).size).toBe(1);
    for (const event of sentEvents())
      expect(Object.keys(event).sort()).toEqual(
        ['at', 'event', 'flow', 'from', 'run', 'seq', 'status', 'to', 'transitions'].sort(),
      );
    expect(JSON.stringify(sentEvents())).not.toMatch(/consumer@statefront|Statefront1!/);
    // The shopper session is recorded from its start too.
    expect(sentEvents().find((event) => event.flow === 'shopper-session')).toMatchObject({
      seq: 0,
      event: 'xstate.init',
    });

    // What the beacon sent (text/plain, as sendBeacon sends a string) is what the backend counts.
    for (const { body } of beacons) {
      const stored = await backend.fetch(
        new Request(`${testOrigin}/api/flow-events/`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
        }),
      );
      expect(stored.status).toBe(202);
    }
    const usage = (await (
      await backend.fetch(
        new Request(`${testOrigin}/api/flow-usage/login/?from=2000-01-01&to=2100-01-01`, {
          headers: await analystHeaders(backend),
        }),
      )
    ).json()) as FlowUsage;
    expect(usage).toMatchObject({ sessions: 1, completions: 1 });
    expect(usage.transitions.find((row) => row.event === 'login.submit')).toMatchObject({
      from: 'login.editing',
      to: 'login.submitting',
      count: 1,
      // Each typed character left the state through its own (targetless) transition.
      share: 1 / (typed.length + 1),
    });
  }, 30_000);

  it('sends nothing without consent', async () => {
    chooseAnalytics('denied');
    startFlowRecording();
    await logIn();
    expect(beacons).toEqual([]);
  }, 30_000);
});
