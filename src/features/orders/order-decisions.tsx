import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type CustomStateId,
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
  type OrderChangeInput,
  type OrderDecisionMessage,
  orderDecisionMachine,
} from '../../../machines/order-decision/order-decision.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog, Modal } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import { toast, toastQueue } from '../../ui/toast-queue';
import * as styles from './order-decisions.css';
import { myOrdersKey } from './orders.queries';

const progressMessages = new Set<OrderDecisionMessage>(['approving', 'declining', 'requestingChange']);

export interface OrderDecisionsProps {
  orderId: string;
  customStates: CustomStateId[];
  /** Id of the element that names the order (its reference), for the buttons' descriptions. */
  describedBy: string;
}

/**
 * Approve, Decline and Request Change for an order that waits for the customer, with their dialogs. The
 * caller renders it only when the public order-decisions flag is "true".
 */
export function OrderDecisions({ orderId, customStates, describedBy }: OrderDecisionsProps) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const progressToast = useRef<string | null>(null);

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

  const actor = useFlowActor(
    orderDecisionMachine.provide({
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
    }),
    { input: { orderId, customStates } },
  );
  const view = useSelector(actor, (snapshot) => ({
    states: snapshot.context.customStates,
    reason: snapshot.context.reason,
    isBusy: snapshot.hasTag('busy'),
    isFailed: snapshot.hasTag('error'),
    isApproving: snapshot.matches('approving'),
    dialog: snapshot.matches('declineDialog')
      ? ('decline' as const)
      : snapshot.matches('changeRequestDialog')
        ? ('change' as const)
        : null,
    canConfirm: snapshot.can({ type: 'order.confirm' }),
  }));
  const showApprove = isApprovalOffered(view.states);
  const showDecline = isDeclineOffered(view.states);
  const showChangeRequest = isChangeRequestOffered(view.states);
  if (!showApprove && !showDecline && !view.dialog) return null;

  const dialogTexts =
    view.dialog === 'decline'
      ? {
          title: t('orders.declineDialog.title'),
          text: t('orders.declineDialog.text'),
          reason: t('orders.declineDialog.reason'),
          placeholder: t('orders.declineDialog.placeholder'),
          confirm: t('orders.declineDialog.confirm'),
          progress: t('orders.messages.declining'),
        }
      : {
          title: t('orders.changeDialog.title'),
          text: undefined,
          reason: t('orders.changeDialog.reason'),
          placeholder: undefined,
          confirm: t('orders.changeDialog.confirm'),
          progress: t('orders.messages.requestingChange'),
        };

  return (
    <div className={styles.buttons}>
      {showApprove && (
        <Button
          size="sm"
          aria-describedby={describedBy}
          isDisabled={view.isBusy && !view.isApproving}
          isPending={view.isApproving}
          pendingLabel={t('orders.messages.approving')}
          onPress={() => actor.send({ type: 'order.approve' })}
        >
          {t('orders.approve')}
        </Button>
      )}
      {showChangeRequest && (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          isDisabled={view.isBusy}
          onPress={() => actor.send({ type: 'order.openChangeRequest' })}
        >
          {t('orders.requestChange')}
        </Button>
      )}
      {showDecline && (
        <Button
          size="sm"
          variant="danger"
          aria-describedby={describedBy}
          isDisabled={view.isBusy}
          onPress={() => actor.send({ type: 'order.openDecline' })}
        >
          {t('orders.decline')}
        </Button>
      )}
      <Modal
        size="sm"
        isOpen={view.dialog !== null}
        isDismissable={!view.isBusy}
        isKeyboardDismissDisabled={view.isBusy}
        onOpenChange={(isOpen) => {
          if (!isOpen) actor.send({ type: 'order.cancel' });
        }}
      >
        <Dialog title={dialogTexts.title} hideCloseButton>
          <form
            className={styles.dialogBody}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'order.confirm' });
            }}
          >
            {dialogTexts.text && <p className={styles.dialogText}>{dialogTexts.text}</p>}
            <TextArea
              label={dialogTexts.reason}
              placeholder={dialogTexts.placeholder}
              rows={4}
              value={view.reason}
              isDisabled={view.isBusy}
              onChange={(reason) => actor.send({ type: 'order.changeReason', reason })}
            />
            {view.isFailed && <Alert variant="danger">{t('orders.messages.failed')}</Alert>}
            <div className={styles.dialogButtons}>
              <Button
                variant="secondary"
                isDisabled={view.isBusy}
                onPress={() => actor.send({ type: 'order.cancel' })}
              >
                {t('orders.cancel')}
              </Button>
              <Button
                type="submit"
                variant={view.dialog === 'decline' ? 'danger' : 'primary'}
                isDisabled={!view.canConfirm && !view.isBusy}
                isPending={view.isBusy}
                pendingLabel={dialogTexts.progress}
              >
                {dialogTexts.confirm}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </div>
  );
}
