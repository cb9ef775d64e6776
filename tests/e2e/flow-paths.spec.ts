// The machines' generated paths, played in Chromium against the real app with the shared scenarios: the
// model the happy-dom model tests use, now in a browser (tests/e2e/flows/). The model tests take every
// transition through the same views; here the fewest paths that together reach every state run (decision 050).
// By default only the flows whose screens hold what a browser alone has play (decision 068); E2E_PATHS=states
// plays every flow's state cover, E2E_PATHS=transitions every flow's transition cover, E2E_PATHS=all every path.
import { type Cover, coveringSelection, flowPaths } from '../../machines/graph';
import { flowById } from '../../machines/index';
import { pathsOf } from '../../src/features/flows/flow-paths';
import { test } from './fixtures';
import { businessSignupAdapter } from './flows/business-signup.adapter';
import { checkoutProviderAdapter } from './flows/checkout-provider.adapter';
import { consumerSignupAdapter } from './flows/consumer-signup.adapter';
import { customerInformationAdapter } from './flows/customer-information.adapter';
import { forgotPasswordAdapter } from './flows/forgot-password.adapter';
import { giftCardApplyAdapter } from './flows/gift-card-apply.adapter';
import { loginAdapter } from './flows/login.adapter';
import { orderDecisionAdapter } from './flows/order-decision.adapter';
import { type BrowserFlowAdapter, isPlayable, playPath } from './flows/play-path';

const adapters: Record<string, BrowserFlowAdapter> = {
  login: loginAdapter,
  'forgot-password': forgotPasswordAdapter,
  'consumer-signup': consumerSignupAdapter,
  'business-signup': businessSignupAdapter,
  'order-decision': orderDecisionAdapter,
  'checkout-provider': checkoutProviderAdapter,
  'gift-card-apply': giftCardApplyAdapter,
  'customer-information': customerInformationAdapter,
};

/**
 * The flows `npm test` plays here: their screens hold a payment provider's frame (another document, its own
 * origin's script, the amount it is told) and a real navigation to the confirmation. The others' screens are
 * forms and dialogs of the shop's own page: their model tests take every transition through the same views, and
 * hand-written e2e tests show their screens in Chromium (account, signup, signup-dead-ends, orders; decision 068).
 */
const browserOnlyFlows = new Set(['checkout-provider', 'gift-card-apply', 'customer-information']);

const selection = process.env.E2E_PATHS;
const cover: Cover = selection === 'transitions' ? 'statesAndTransitions' : 'states';
const playedFlows = Object.entries(adapters).filter(
  ([flowId]) => selection !== undefined || browserOnlyFlows.has(flowId),
);

for (const [flowId, adapter] of playedFlows) {
  const entry = flowById(flowId);
  if (!entry) throw new Error(`No flow ${flowId}`);
  test.describe(`${entry.title}: generated paths in the browser`, () => {
    // A business signup path fills some thirty fields step by step (about 13 s here): room for small CI machines.
    test.describe.configure({ timeout: 60_000 });
    const generated = flowPaths(entry);
    const paths = pathsOf(entry, generated);
    // The paths a browser tab can play, by their index among all (their ids stay the atlas's).
    const playable = paths.flatMap((path, index) => (isPlayable(adapter, path) ? [index] : []));
    const covering = new Set(
      coveringSelection(
        entry.machine,
        playable.map((index) => generated[index]!),
        cover,
      ).map((chosen) => playable[chosen]!),
    );
    const played = paths.filter(
      (_, index) => playable.includes(index) && (selection === 'all' || covering.has(index)),
    );
    for (const path of played)
      test(`path ${path.id}: ${path.name}`, async ({ page, mock, baseURL }) => {
        await playPath({ page, mock, baseURL: baseURL as string }, entry.machine.id, adapter, path);
      });
  });
}
