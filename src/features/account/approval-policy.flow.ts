// The approvals tab's adapter (issue 33, docs/decisions/045 and 061): loads and saves the company's approval rules
// for the approval-policy machine. A save the backend refuses is an answer, not a failure: 403 (no longer an
// admin) and 400 with the rules' field errors become the machine's outcomes; anything else fails the save.
import { fromPromise } from 'xstate';
import {
  approvalPolicyMachine,
  type LoadedPolicy,
  type SaveOutcome,
} from '../../../machines/approval-policy/approval-policy.machine';
import type { ApprovalPolicy, PolicyError } from '../../../machines/order-approval/order-approval.rules';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { marketsQueryOptions } from '../markets/markets.queries';
import { approvalOutlookQueryKey } from './approval-outlook.queries';
import { sessionMarketOf } from './session-market';

export interface ApprovalPolicyFlowOptions {
  companyId: string;
}

/** The markets' currencies, each once, in the markets' order: a rule row each. */
export function marketCurrencies({ api, queryClient }: Pick<FlowEnvironment, 'api' | 'queryClient'>) {
  const markets = queryClient.getQueryData(marketsQueryOptions(api).queryKey)?.markets ?? [];
  return [...new Set(markets.map((market) => market.currency))];
}

/** The approval-policy machine with the app's effects. */
export function approvalPolicyFlow({ api, queryClient }: FlowEnvironment) {
  return approvalPolicyMachine.provide({
    actors: {
      loadPolicy: fromPromise(
        async ({ input }): Promise<LoadedPolicy> =>
          (await callData(
            api.app.POST('/api/enad/get-approval-policy/', { body: { company_id: input.companyId } }),
          )) as LoadedPolicy,
      ),
      savePolicy: fromPromise(async ({ input }): Promise<SaveOutcome> => {
        try {
          const answer = await callData(
            api.app.POST('/api/enad/set-approval-policy/', {
              body: { company_id: input.companyId, policy: input.policy },
            }),
          );
          // Every buyer's outlook (the checkout's note, the overview) follows the new rules.
          void queryClient.invalidateQueries({ queryKey: approvalOutlookQueryKey });
          return { outcome: 'saved', policy: answer.policy as ApprovalPolicy };
        } catch (error) {
          if (error instanceof ApiError && error.status === 403) return { outcome: 'refused' };
          const errors = (error as ApiError).body as { errors?: PolicyError[] } | undefined;
          if (error instanceof ApiError && error.status === 400 && errors?.errors?.length)
            return { outcome: 'invalid', errors: errors.errors };
          throw error;
        }
      }),
    },
  });
}

/** The running approvals tab in the session's market (its locale reads and shows the amounts). */
export function useApprovalPolicyFlow({ companyId }: ApprovalPolicyFlowOptions) {
  const environment = useFlowEnvironment('account');
  const market = sessionMarketOf(environment);
  const actor = useFlowActor(approvalPolicyFlow(environment), {
    input: { companyId, currencies: marketCurrencies(environment), locale: market.engageLocale },
  });
  return { actor, market };
}
