// The newsletter block's adapter (docs/decisions/045): a valid address is subscribed to the shop's newsletter
// list, with the market the shopper is in as its source. The view renders the actor's state.
import { fromPromise } from 'xstate';
import { newsletterMachine } from '../../../machines/newsletter/newsletter.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { settingsQueryOptions } from '../markets/markets.queries';

/** The newsletter machine with the app's effects. */
export function newsletterFlow({ api, queryClient, session }: FlowEnvironment) {
  return newsletterMachine.provide({
    actors: {
      subscribe: fromPromise(async ({ input }) => {
        const [{ newsletterListId }, actor] = await Promise.all([
          queryClient.ensureQueryData(settingsQueryOptions(api)),
          session.ready(),
        ]);
        return callData(
          api.app.POST('/api/newsletter/subscribe/', {
            body: {
              email: input.email,
              listId: newsletterListId,
              source: `home:${actor.getSnapshot().context.market.enadMarket}`,
            },
          }),
        );
      }),
    },
  });
}

/** The running newsletter flow. */
export function useNewsletterFlow() {
  return useFlowActor(newsletterFlow(useFlowEnvironment('shop')));
}
