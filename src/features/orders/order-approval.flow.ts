// The order approval's adapter (docs/decisions/045, 062): a decision on the step an order waits for in its
// company's approval, sent to decide-order-approval. A refusal (403, 409) means the order changed since it was
// read (someone else decided first): the order is read again and the machine shows it as it is now. The order's
// queries are read again after every decision; the view renders the actor's state.
import { fromPromise } from 'xstate';
import {
  type ApprovalDecisionInput,
  type ApprovalDecisionOutput,
  type OrderApprovalContext,
  orderApprovalMachine,
} from '../../../machines/order-approval/order-approval.machine';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { approvalOfOrder } from './approval-decider';
import { myOrdersKey } from './orders.queries';

/** The order-approval machine with the app's effects. */
export function orderApprovalFlow({ api, queryClient }: FlowEnvironment) {
  const decide = fromPromise<ApprovalDecisionOutput, ApprovalDecisionInput>(async ({ input }) => {
    try {
      const order = await callData(
        api.app.POST('/api/enad/decide-order-approval/', {
          body: {
            order_id: input.orderId,
            decision: input.decision,
            ...(input.reason ? { reason: input.reason } : {}),
          },
        }),
      );
      return { refused: false, approval: approvalOfOrder(order)! };
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 409)) throw error;
      const order = await callData(
        api.app.POST('/api/brink/get-order-by-id/', { body: { endpoint: `orders/${input.orderId}` } }),
      );
      const approval = approvalOfOrder(order);
      if (!approval) throw error;
      return { refused: true, approval };
    } finally {
      void queryClient.invalidateQueries({ queryKey: myOrdersKey });
    }
  });
  return orderApprovalMachine.provide({ actors: { approve: decide, decline: decide } });
}

/** The running order-approval flow of one order. */
export function useOrderApprovalFlow(
  input: Pick<OrderApprovalContext, 'orderId' | 'approval' | 'decider' | 'placer'>,
) {
  return useFlowActor(orderApprovalFlow(useFlowEnvironment('account')), { input });
}
