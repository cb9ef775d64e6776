// The machines' generated paths, played in Chromium against the real app with the shared scenarios: the
// model the happy-dom model tests use, now in a browser (tests/e2e/flows/). The model tests take every
// transition through the same views; here the fewest paths that together reach every state run, so each screen
// of a flow works in a real browser (decision 050). E2E_PATHS=transitions plays the transition cover,
// E2E_PATHS=all every path.
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

const selection = process.env.E2E_PATHS;
const cover: Cover = selection === 'transitions' ? 'statesAndTransitions' : 'states';

for (const [flowId, adapter] of Object.entries(adapters)) {
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
