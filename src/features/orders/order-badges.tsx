import { Button as RACButton } from 'react-aria-components';
import type { ApprovalStatus } from '../../../machines/order-approval/order-approval.rules';
import type { OrderSummary } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Badge } from '../../ui/badge';
import * as badgeStyles from '../../ui/badge.css';
import { cx } from '../../ui/cx';
import { Tooltip, TooltipTrigger } from '../../ui/tooltip';
import { currentStatus, isProvorder, statusLabelKeys } from './order-list';
import * as styles from './orders.css';

const approvalBadgeVariants = { waiting: 'warning', approved: 'success', declined: 'danger' } as const;

const customStateVariants = {
  awaiting_customer_action: 'warning',
  customer_approved: 'success',
  customer_declined: 'danger',
  customer_change_requested: 'info',
} as const;

/** The custom states an approval's badge stands for (issue 33): the customer's decision is the company's. */
const approvalStates = new Set(['awaiting_customer_action', 'customer_approved', 'customer_declined']);

/**
 * The status badge (the spec's labels), the custom states and the Provorder badge with its tooltip. An order in
 * its company's approval shows the approval's badge in place of the decision's custom states (issue 33).
 */
export function OrderBadges({
  order,
}: {
  order: Pick<OrderSummary, 'status' | 'attributes'> & { approval?: { status: ApprovalStatus } };
}) {
  const { t } = useTranslation('account');
  const status = currentStatus(order);
  const customStates = order.approval
    ? order.status.customStates.filter((state) => !approvalStates.has(state.id))
    : order.status.customStates;
  return (
    <span className={styles.badges}>
      {status && (
        <Badge variant={status === 'CANCELLED' ? 'danger' : 'neutral'}>
          {t(`orders.statuses.${statusLabelKeys[status]}`)}
        </Badge>
      )}
      {order.approval && (
        <Badge variant={approvalBadgeVariants[order.approval.status]}>
          {t(`orderApproval.status.${order.approval.status}`)}
        </Badge>
      )}
      {customStates.map((state) => (
        <Badge key={state.id} variant={customStateVariants[state.id]}>
          {t(`orders.customStates.${state.id}`)}
        </Badge>
      ))}
      {isProvorder(order) && (
        <TooltipTrigger>
          <RACButton
            className={cx(badgeStyles.base, badgeStyles.variant.info, styles.badgeButton)}
            aria-label={`${t('orders.provorder')}: ${t('orders.provorderInfo')}`}
          >
            {t('orders.provorder')}
          </RACButton>
          <Tooltip>{t('orders.provorderTooltip')}</Tooltip>
        </TooltipTrigger>
      )}
    </span>
  );
}
