import { useQuery } from '@tanstack/react-query';
import { type ApprovalReason, approvalReasons } from '../../../machines/order-approval/order-approval.rules';
import type { Cart, Market } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatSwedishDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { bareNumber } from '../orders/decision-permission';
import * as styles from './approval-outlook.css';
import { approvalOutlookQueryOptions } from './approval-outlook.queries';

/**
 * What a signed-in company buyer has left of their budget this period and, for the cart (when it has lines), a
 * note that the order will wait for the company's approval and why (issue 33), computed by the shared rules from
 * the backend's outlook. Nothing for a consumer or a company without rules. Loaded lazily where it shows.
 */
export function ApprovalOutlook({ cart, market }: { cart: Cart | null | undefined; market: Market }) {
  const { t, ready } = useTranslation('customer');
  const api = useApi();
  const user = useUser().data;
  const ordered = cart?.attributes?.company?.registrationNumber;
  // The company the cart is for, else (the overview, no company on the cart yet) the user's first.
  const membership =
    user?.organisations.find(
      (entry) => ordered !== undefined && bareNumber(entry.organisation_number) === bareNumber(ordered),
    ) ?? (ordered === undefined ? user?.organisations[0] : undefined);
  const currencyCode = cart?.currencyCode ?? market.currency;
  const outlook = useQuery({
    ...approvalOutlookQueryOptions(api, membership?.id ?? '', currencyCode),
    enabled: Boolean(membership),
  });
  if (!ready || !membership || !outlook.data) return null;
  const { policy, budget } = outlook.data;
  const money = (amount: number) => formatMoney(amount, currencyCode, market.engageLocale);
  const reasons =
    cart && cart.items.length > 0
      ? approvalReasons(
          policy,
          { currencyCode, total: cart.totals.grandTotal, lines: cart.items.length },
          budget,
        )
      : [];
  if (!budget && reasons.length === 0) return null;
  const reasonText = (reason: ApprovalReason) => {
    switch (reason.kind) {
      case 'amount':
        return t(
          reason.tier === 'admin' ? 'approvals.reason.amountAdmin' : 'approvals.reason.amountApprover',
          {
            total: money(reason.total),
            threshold: money(reason.threshold),
          },
        );
      case 'lines':
        return t('approvals.reason.lines', { lines: reason.lines, maxLines: reason.maxLines });
      case 'budget':
        return t('approvals.reason.budget', {
          total: money(reason.total),
          spent: money(reason.spent),
          budget: money(reason.budget),
        });
    }
  };
  return (
    <div className={styles.outlook}>
      {budget && (
        <p className={styles.budget}>
          <strong>{t('approvals.budgetLabel')}:</strong>{' '}
          {t(`approvals.budgetLeft.${budget.period}`, {
            left: money(budget.left),
            amount: money(budget.amount),
          })}
          . {t('approvals.budgetRenews', { date: formatSwedishDate(budget.periodEnd).slice(0, 10) })}
        </p>
      )}
      {reasons.length > 0 && (
        <Alert variant="warning" role="status" title={t('approvals.noteTitle')}>
          <p>{t('approvals.noteIntro', { company: membership.name })}</p>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={`${reason.kind}-${reason.tier}`}>{reasonText(reason)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
