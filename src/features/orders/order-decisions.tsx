import { useSelector } from '@xstate/react';
import {
  type CustomStateId,
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
} from '../../../machines/order-decision/order-decision.machine';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { useOrderDecisionFlow } from './order-decision.flow';
import * as styles from './order-decisions.css';
import { ReasonDialog } from './reason-dialog';

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
  const actor = useOrderDecisionFlow({ orderId, customStates });
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
      <ReasonDialog
        isOpen={view.dialog !== null}
        isBusy={view.isBusy}
        failure={view.isFailed ? t('orders.messages.failed') : null}
        reason={view.reason}
        canConfirm={view.canConfirm}
        texts={{ ...dialogTexts, cancel: t('orders.cancel') }}
        confirmVariant={view.dialog === 'decline' ? 'danger' : 'primary'}
        onReasonChange={(reason) => actor.send({ type: 'order.changeReason', reason })}
        onCancel={() => actor.send({ type: 'order.cancel' })}
        onConfirm={() => actor.send({ type: 'order.confirm' })}
      />
    </div>
  );
}
