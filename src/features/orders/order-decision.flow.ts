// The order decision's adapter (docs/decisions/045): approve, decline or request a change of an order that
// waits for the customer, as the order's custom-state calls and a note for the agent; progress, success and
// failure as toasts. The view renders the actor's state.
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type CustomStateId,
  type OrderChangeInput,
  type OrderDecisionMessage,
  orderDecisionMachine,
} from '../../../machines/order-decision/order-decision.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { toastQueue } from '../../ui/toast-queue';
import { myOrdersKey } from './orders.queries';

const progressMessages = new Set<OrderDecisionMessage>(['approving', 'declining', 'requestingChange']);

export interface OrderDecisionFlowOptions {
  /** The order's custom states as the list shows them. */
  customStates: CustomStateId[];
  /** The key of the progress toast on show, closed by the next message (the view keeps it across renders). */
  progressToast?: { current: string | null };
}

/** The order-decision machine with the app's effects. */
export function orderDecisionFlow(
  { api, queryClient, toast, t }: FlowEnvironment,
  { customStates, progressToast = { current: null } }: OrderDecisionFlowOptions,
) {
  /** The custom-state calls one after another, then the note; answers the order's custom states. */
  const changeOrder = fromPromise<CustomStateId[], OrderChangeInput>(async ({ input }) => {
    let states = customStates;
    for (const change of input.changes) {
      const status = await callData(
        api.app.POST('/api/brink/change-order-custom-state/', {
          body: { ...change, orderId: input.orderId },
        }),
      );
      states = status.customStates.map((state) => state.id);
    }
    if (input.note)
      await callData(
        api.app.POST('/api/brink/add-order-note/', { body: { orderId: input.orderId, ...input.note } }),
      );
    void queryClient.invalidateQueries({ queryKey: myOrdersKey });
    return states;
  });

  return orderDecisionMachine.provide({
    actors: { approve: changeOrder, decline: changeOrder, requestChange: changeOrder },
    actions: {
      notify: (_, { message }) => {
        if (progressToast.current) toastQueue.close(progressToast.current);
        progressToast.current = null;
        const text = t(`orders.messages.${message}`);
        if (progressMessages.has(message)) progressToast.current = toast.info(text);
        else if (message === 'failed') toast.error(text);
        else toast.success(text);
      },
    },
  });
}

/** The running order-decision flow of one order. */
export function useOrderDecisionFlow(input: { orderId: string; customStates: CustomStateId[] }) {
  const environment = useFlowEnvironment('account');
  const progressToast = useRef<string | null>(null);
  return useFlowActor(orderDecisionFlow(environment, { customStates: input.customStates, progressToast }), {
    input,
  });
}
