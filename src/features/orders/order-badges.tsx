import { Button as RACButton } from 'react-aria-components';
import type { OrderSummary } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Badge } from '../../ui/badge';
import * as badgeStyles from '../../ui/badge.css';
import { cx } from '../../ui/cx';
import { Tooltip, TooltipTrigger } from '../../ui/tooltip';
import { currentStatus, isProvorder, statusLabelKeys } from './order-list';
import * as styles from './orders.css';

const customStateVariants = {
  awaiting_customer_action: 'warning',
  customer_approved: 'success',
  customer_declined: 'danger',
  customer_change_requested: 'info',
} as const;

/** The status badge (the spec's labels), the custom states and the Provorder badge with its tooltip. */
export function OrderBadges({ order }: { order: Pick<OrderSummary, 'status' | 'attributes'> }) {
  const { t } = useTranslation('account');
  const status = currentStatus(order);
  return (
    <span className={styles.badges}>
      {status && (
        <Badge variant={status === 'CANCELLED' ? 'danger' : 'neutral'}>
          {t(`orders.statuses.${statusLabelKeys[status]}`)}
        </Badge>
      )}
      {order.status.customStates.map((state) => (
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
