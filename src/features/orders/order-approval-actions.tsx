import { useSelector } from '@xstate/react';
import { refusalOf } from '../../../machines/order-approval/order-approval.machine';
import type { OrderApproval } from '../../../machines/order-approval/order-approval.rules';
import type { Order, User } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { deciderOf, placerOf } from './approval-decider';
import { useOrderApprovalFlow } from './order-approval.flow';
import * as styles from './order-decisions.css';
import { ReasonDialog } from './reason-dialog';

export interface OrderApprovalActionsProps {
  order: Order;
  approval: OrderApproval;
  user: User;
}

const results = ['approvedMyStep', 'approved', 'declined', 'refused'] as const;

/**
 * Approve and Decline of the step the order waits for, for who may take it (the approval rules); anyone else reads
 * why not. After a decision, what it did (issue 33).
 */
export function OrderApprovalActions({ order, approval, user }: OrderApprovalActionsProps) {
  const { t } = useTranslation('account');
  const actor = useOrderApprovalFlow({
    orderId: order.id,
    approval,
    decider: deciderOf(user, order.organisation_number),
    placer: placerOf(order),
  });
  const view = useSelector(actor, (snapshot) => ({
    refusal: refusalOf(snapshot.context),
    reason: snapshot.context.reason,
    isBusy: snapshot.hasTag('busy'),
    isApproving: snapshot.matches('approving'),
    isFailed: snapshot.matches('failed'),
    isDialog: snapshot.matches('declineDialog') || snapshot.matches('declining'),
    result: results.find((state) => snapshot.matches(state)) ?? null,
    canConfirm: snapshot.can({ type: 'approval.confirm' }),
  }));

  if (view.result)
    return (
      <Alert variant={view.result === 'refused' ? 'warning' : 'success'} role="status">
        {t(`orderApproval.result.${view.result}`)}
      </Alert>
    );
  if (view.isFailed)
    return (
      <Alert variant="danger">
        <span className={styles.buttons}>
          {t('orderApproval.failed')}
          <Button size="sm" onPress={() => actor.send({ type: 'approval.retry' })}>
            {t('orderApproval.retry')}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'approval.cancel' })}>
            {t('orderApproval.cancel')}
          </Button>
        </span>
      </Alert>
    );
  if (view.refusal !== null)
    return view.refusal === 'notWaiting' ? null : (
      <p className={styles.blocked}>{t(`orderApproval.blocked.${view.refusal}`)}</p>
    );

  return (
    <div className={styles.buttons}>
      <Button
        size="sm"
        aria-describedby="order-heading"
        isDisabled={view.isBusy && !view.isApproving}
        isPending={view.isApproving}
        pendingLabel={t('orderApproval.approving')}
        onPress={() => actor.send({ type: 'approval.approve' })}
      >
        {t('orderApproval.approve')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-describedby="order-heading"
        isDisabled={view.isBusy}
        onPress={() => actor.send({ type: 'approval.openDecline' })}
      >
        {t('orderApproval.decline')}
      </Button>
      <ReasonDialog
        isOpen={view.isDialog}
        isBusy={view.isBusy}
        reason={view.reason}
        canConfirm={view.canConfirm}
        isRequired
        texts={{
          title: t('orderApproval.declineDialog.title'),
          text: t('orderApproval.declineDialog.text'),
          reason: t('orderApproval.declineDialog.reason'),
          cancel: t('orderApproval.declineDialog.cancel'),
          confirm: t('orderApproval.declineDialog.confirm'),
          progress: t('orderApproval.declining'),
        }}
        confirmVariant="danger"
        onReasonChange={(reason) => actor.send({ type: 'approval.changeReason', reason })}
        onCancel={() => actor.send({ type: 'approval.cancel' })}
        onConfirm={() => actor.send({ type: 'approval.confirm' })}
      />
    </div>
  );
}
