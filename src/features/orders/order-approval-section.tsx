// The order page's company approval (issue 33, docs/decisions/062-the-order-approval-path.md): why the order
// waits (each reason in words with its amounts), who has decided (name, decision, when, reason) and who still
// must; the decision itself below, from the deferred slot (the order-approval machine).

import { useState } from 'react';
import type {
  ApprovalReason,
  ApprovalTier,
  OrderApproval,
} from '../../../machines/order-approval/order-approval.rules';
import { nextTier } from '../../../machines/order-approval/order-approval.rules';
import type { Order } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { formatSwedishDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';
import { useMarkets } from '../markets/use-market';
import { approvalOfOrder } from './approval-decider';
import { OrderApprovalSlot } from './deferred-slots';
import * as styles from './order-approval.css';
import * as pageStyles from './order-page.css';

/** Who the order still waits for, from the step it waits for on. */
function stillMustKey(approval: OrderApproval): string | null {
  const tier = nextTier(approval);
  if (tier === null) return null;
  const rest = approval.tiers.slice(approval.tiers.indexOf(tier));
  return rest.length > 1 ? 'approverThenAdmin' : tier;
}

export function OrderApprovalSection({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const { current: market } = useMarkets();
  const approval = approvalOfOrder(order);
  // The decision stays once offered: after it, the order is read again and no longer waits, and the decision
  // says what it did (the machine's end state).
  const [wasWaiting] = useState(approval?.status === 'waiting');
  if (!approval) return null;
  const money = (amount: number, currency = order.currencyCode) =>
    formatMoney(amount, currency, market.engageLocale);
  const tierName = (tier: ApprovalTier) => t(`orderApproval.tier.${tier}`);
  const reasonText = (reason: ApprovalReason) => {
    if (reason.kind === 'amount')
      return t(`orderApproval.reasons.${reason.tier === 'admin' ? 'amountAdmin' : 'amountApprover'}`, {
        total: money(reason.total, reason.currencyCode),
        threshold: money(reason.threshold, reason.currencyCode),
      });
    if (reason.kind === 'lines')
      return t('orderApproval.reasons.lines', { lines: reason.lines, maxLines: reason.maxLines });
    return t(`orderApproval.reasons.${reason.period === 'quarter' ? 'budgetQuarter' : 'budgetMonth'}`, {
      total: money(reason.total, reason.currencyCode),
      spent: money(reason.spent, reason.currencyCode),
      budget: money(reason.budget, reason.currencyCode),
      periodEnd: formatSwedishDate(reason.periodEnd).slice(0, 10),
    });
  };
  const stillMust = stillMustKey(approval);
  return (
    <section className={pageStyles.box} aria-labelledby="order-approval">
      <h2 id="order-approval" className={styles.heading}>
        {t('orderApproval.title')}
      </h2>
      <h3 className={styles.subheading}>{t('orderApproval.reasonsTitle')}</h3>
      <ul className={styles.list}>
        {approval.reasons.map((reason) => (
          <li key={`${reason.kind}-${reason.tier}`}>{reasonText(reason)}</li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{t('orderApproval.stepsTitle')}</h3>
      {approval.steps.length === 0 ? (
        <p className={styles.muted}>{t('orderApproval.noSteps')}</p>
      ) : (
        <ol className={styles.list}>
          {approval.steps.map((step) => (
            <li key={`${step.tier}-${step.userId}-${step.at}`}>
              {t(`orderApproval.step.${step.decision}`, { name: step.name, tier: tierName(step.tier) })},{' '}
              <time dateTime={step.at}>{formatSwedishDate(step.at)}</time>
              {step.reason && (
                <>
                  <br />
                  {t('orderApproval.reason', { reason: step.reason })}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {stillMust && <p className={styles.text}>{t(`orderApproval.stillMust.${stillMust}`)}</p>}
      {wasWaiting && <OrderApprovalSlot order={order} approval={approval} />}
    </section>
  );
}
