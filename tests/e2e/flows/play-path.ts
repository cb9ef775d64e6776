// Plays a generated path of a machine in Chromium against the real app, as the model tests do in happy-dom:
// user events through the adapter, actor outcomes produced on cue (the actor's request is held, then let
// through to the backend or failed with the scenario's error), delays by the page clock, and after every
// step the adapter's check of what the user sees in each state the path says the flow is in.
import type { Page, Route } from '@playwright/test';
import { type AnyStateMachine, initialTransition, type SnapshotFrom, transition } from 'xstate';
import { flows } from '../../../machines/index';
import type { FlowPath, FlowStep } from '../../../src/features/flows/flow-paths';
import { type backend, test } from '../fixtures';

export interface BrowserStepContext {
  page: Page;
  mock: ReturnType<typeof backend>;
  /** The app's origin, e.g. for cookies set before the page opens. */
  baseURL: string;
  path: FlowPath;
  /** The step just taken (the start for `ready` and `prepare`). */
  step: FlowStep;
}

type FlowEvent = Record<string, unknown> & { type: string };

export interface BrowserFlowAdapter {
  /** Where the flow's view lives. */
  url: string | ((context: BrowserStepContext) => Promise<string> | string);
  /** Per invoke id, the backend calls of its actor ('POST /api/enad/login/'; `{param}` segments allowed). */
  actorRoutes: Record<string, string | string[]>;
  /** Before the page opens: data and cookies the view needs. */
  prepare?: (context: BrowserStepContext) => Promise<void>;
  /** After the page opened, before the first state: e.g. wait for the form. */
  ready?: (context: BrowserStepContext) => Promise<void>;
  /** Before an actor outcome: backend data that makes the real call end that way. */
  arrangeOutcome?: (event: FlowEvent, context: BrowserStepContext) => Promise<void>;
  /** Per user event type: how the user causes it. */
  events: Record<string, (event: FlowEvent, context: BrowserStepContext) => Promise<void>>;
  /** Per state (id without the machine's id): what the user sees in it. */
  states: Record<string, (context: BrowserStepContext) => Promise<void>>;
  /**
   * The page's clock stands still while the flow is in a state with a delay, until the path's delay step
   * moves it on (as the model tests' manual clock): for delays of a few hundred milliseconds, which real
   * time would otherwise pass before the state is checked. Timers of the rest of the page wait as well
   * meanwhile (e.g. React Query's notifications), so what a state shows is checked on what the flow itself
   * renders.
   */
  manualClock?: boolean;
  /**
   * Actors whose outputs carrying `details` are answered as a 200 with that body: the accounts service may
   * refuse on a 200, and the flow reads it as the error it names (as the model tests' `detailsReplies`).
   */
  detailsReplies?: string[];
  /**
   * Why a step cannot happen in one browser tab, or null: e.g. an add while the checkout shows an empty cart (no
   * page of the tab offers one there). Paths with such a step are the model tests' alone (tests/model walks every
   * path against the real view).
   */
  modelOnly?: (step: FlowStep, before: FlowStep) => string | null;
}

/** Whether the browser can play the path: none of its steps is one the adapter leaves to the model tests. */
export const isPlayable = (adapter: BrowserFlowAdapter, path: FlowPath) =>
  path.steps.every((step, index) => index === 0 || !adapter.modelOnly?.(step, path.steps[index - 1]!));

/** A scenario output that is a refusal on a 200: it carries `details`. */
export const carriesDetails = (output: unknown) =>
  typeof (output as { details?: unknown } | undefined)?.details === 'string';

const routePattern = (route: string) => {
  const [method, path] = route.split(' ');
  const pattern = new RegExp(
    `^${path!.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
  );
  return { method: method!, pattern };
};

/** Whether a state (by id) leaves by a delay. */
const hasDelay = (machine: AnyStateMachine, id: string) => machine.getStateNodeById(id).after.length > 0;

/**
 * How long a delay step waits: the path says it for a fixed delay; a named delay that depends on the context
 * (e.g. 300 ms times a card's index) is computed on the model's context before the step, as the model tests do.
 */
function delayOf(machine: AnyStateMachine, context: Pick<BrowserStepContext, 'path' | 'step'>): number {
  const { step } = context;
  if (step.delayMs !== undefined) return step.delayMs;
  const delay = /^xstate\.after\.([^.]+)\./.exec(String(step.event?.type))?.[1];
  const named = (machine.implementations.delays as Record<string, unknown>)[delay ?? ''];
  if (typeof named !== 'function') return Number(named ?? delay) || 0;
  const before = context.path.steps[context.path.steps.indexOf(step) - 1]!;
  const { context: machineContext } = modelSnapshotAt(machine, { path: context.path, step: before });
  return Number(named({ context: machineContext, event: step.event })) || 0;
}

/** Stops the page's clock now (a few milliseconds on: the page's time moves on while it is asked). */
async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('past')) throw error;
    }
  }
}

export async function playPath(
  fixtures: Pick<BrowserStepContext, 'page' | 'mock' | 'baseURL'>,
  machineId: string,
  adapter: BrowserFlowAdapter,
  path: FlowPath,
) {
  const { page } = fixtures;
  const machine = flows.find((entry) => entry.machine.id === machineId)?.machine;
  if (!machine) throw new Error(`No registered machine ${machineId}`);
  const routes = Object.entries(adapter.actorRoutes).flatMap(([actor, list]) =>
    [list].flat().map((route) => ({ actor, ...routePattern(route) })),
  );
  // Two actors may share a route (a first and a repeated call): a held call goes to whichever actor the
  // path lets end next.
  const isCallOf = (actor: string, route: Route) => {
    const request = route.request();
    const pathname = new URL(request.url()).pathname;
    return routes.some(
      (entry) => entry.actor === actor && entry.method === request.method() && entry.pattern.test(pathname),
    );
  };
  const held: Route[] = [];
  /** Wakes a `takeHeld` waiting for the next held call. */
  let callHeld = () => {};
  // After an outcome, that actor's further calls (e.g. one per cart line) go through until the next step.
  let passing: string | null = null;
  // After an error, that actor's reads fail alike until the next step: the app may read the same thing twice at
  // once (the view's query and the machine's), and a failing service fails both, whichever was held first.
  let failing: { actor: string; json: Record<string, unknown> } | null = null;
  const isFailingRead = (route: Route) =>
    failing !== null && route.request().method() === 'GET' && isCallOf(failing.actor, route);
  await page.route(
    (url) => routes.some((route) => route.pattern.test(url.pathname)),
    async (route) => {
      const isActorCall = routes.some((entry) => isCallOf(entry.actor, route));
      if (isFailingRead(route)) return route.fulfill({ status: 500, json: failing!.json });
      if (!isActorCall || (passing && isCallOf(passing, route))) return route.continue();
      held.push(route);
      callHeld();
    },
  );
  // Waits for the app's call, not the clock (the test's time limit bounds a call that never comes, in its step).
  const takeHeld = (actor: string) =>
    test.step(`the ${actor} actor's call`, async () => {
      for (;;) {
        const index = held.findIndex((route) => isCallOf(actor, route));
        if (index >= 0) return held.splice(index, 1)[0]!;
        await new Promise<void>((resolve) => {
          callHeld = resolve;
        });
      }
    });

  let context: BrowserStepContext = { ...fixtures, path, step: path.steps[0]! };
  const expectStates = async (step: FlowStep) => {
    for (const id of step.states) {
      const name = id.slice(machineId.length + 1);
      const check = adapter.states[name];
      if (!check) throw new Error(`The ${machineId} adapter does not say what '${name}' shows`);
      await check(context);
    }
  };

  // The page's clock, so a delay of minutes takes no time.
  await page.clock.install();
  await adapter.prepare?.(context);
  await page.goto(typeof adapter.url === 'function' ? await adapter.url(context) : adapter.url);
  await adapter.ready?.(context);
  await expectStates(path.steps[0]!);

  let isPaused = false;
  for (const step of path.steps.slice(1)) {
    context = { ...context, step };
    passing = null;
    failing = null;
    // The clock stops before the step that enters a state with a delay, and runs again once none is left.
    const entersDelay = adapter.manualClock && step.states.some((id) => hasDelay(machine, id));
    const pauseForDelay = async () => {
      if (entersDelay && !isPaused) {
        await pauseClock(page);
        isPaused = true;
      }
    };
    const event = step.event as FlowEvent;
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    // An actor's outcome stops the clock once its call is held, not before. The call may follow a delay that the
    // page started only after the test had moved the clock on (a busy machine takes an answer late): a clock
    // stopped before that delay ended would never end it, and the call would never come (CI, stop 43).
    if (!actor) await pauseForDelay();
    if (
      step.kind === 'done' &&
      actor &&
      adapter.detailsReplies?.includes(actor) &&
      carriesDetails(event.output)
    ) {
      await adapter.arrangeOutcome?.(event, context);
      const route = await takeHeld(actor);
      await pauseForDelay();
      await route.fulfill({ status: 200, json: event.output });
    } else if (step.kind === 'done' && actor) {
      await adapter.arrangeOutcome?.(event, context);
      const route = await takeHeld(actor);
      await pauseForDelay();
      passing = actor;
      await route.continue();
      // A working service answers every read of it held so far, as a failing one fails them all (below): the
      // app may have read it twice (a panel's query and the machine's), and the one held first may be stale.
      for (const other of held.filter(
        (entry) => entry.request().method() === 'GET' && isCallOf(actor, entry),
      )) {
        held.splice(held.indexOf(other), 1);
        await other.continue();
      }
    } else if (step.kind === 'error' && actor) {
      await adapter.arrangeOutcome?.(event, context);
      // A scenario's error is `{ message, body }`, or only its message when it has no body.
      const error = event.error as string | { message?: string; body?: Record<string, unknown> };
      const { message, body } = typeof error === 'string' ? { message: error, body: undefined } : error;
      const json = body ?? (message ? { error: message } : {});
      const route = await takeHeld(actor);
      await pauseForDelay();
      await route.fulfill({ status: 500, json });
      failing = { actor, json };
      for (const other of held.filter(isFailingRead)) {
        held.splice(held.indexOf(other), 1);
        await other.fulfill({ status: 500, json });
      }
    } else if (step.kind === 'delay') {
      await page.clock.fastForward(delayOf(machine, context));
    } else {
      const cause = adapter.events[event.type];
      if (!cause) throw new Error(`The ${machineId} adapter has no way to cause '${event.type}'`);
      await cause(event, context);
    }
    if (isPaused && !entersDelay) {
      await page.clock.resume();
      isPaused = false;
    }
    await expectStates(step);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** The steps of the path up to and with the one just taken: what a state's content may depend on. */
export const stepsSoFar = ({ path, step }: Pick<BrowserStepContext, 'path' | 'step'>) =>
  path.steps.slice(0, path.steps.indexOf(step) + 1);

/**
 * The model's snapshot after the path so far: the machine itself, replayed without side effects on the
 * path's events (an actor's error rebuilt as an Error with its body), predicts what the view holds, e.g.
 * the typed values and which field messages show. It is the expectation, never read from the app: the
 * browser checks what the user sees against it. Throws when the replay leaves the path's states.
 */
export function modelSnapshotAt<TMachine extends AnyStateMachine>(
  machine: TMachine,
  context: Pick<BrowserStepContext, 'path' | 'step'>,
  input?: unknown,
): SnapshotFrom<TMachine> {
  let [snapshot] = initialTransition(machine as AnyStateMachine, input);
  for (const step of stepsSoFar(context).slice(1)) {
    const event = { ...step.event } as FlowEvent;
    if (step.kind === 'error') {
      const error = event.error as string | { message?: string; body?: Record<string, unknown> };
      event.error =
        typeof error === 'string'
          ? new Error(error)
          : Object.assign(new Error(error.message ?? ''), error.body ? { body: error.body } : {});
    }
    [snapshot] = transition(machine as AnyStateMachine, snapshot, event);
    const leaves = (snapshot as unknown as { _nodes: { id: string; type: string }[] })._nodes
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.id);
    if (leaves.join() !== step.states.join())
      throw new Error(
        `Replaying '${step.label}' reached ${leaves.join()}, the path says ${step.states.join()}`,
      );
  }
  return snapshot as SnapshotFrom<TMachine>;
}
