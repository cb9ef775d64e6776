import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { areDecisionsOpen, isApprovalOffered } from '../../../machines/order-decision/order-decision.rules';
import type { OrderSummary } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatSwedishDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';
import {
  type OrderApprovalFilter,
  type OrderStatusFilter,
  orderStatusFilters,
  searchValue,
} from '../../lib/search-params';
import { searchDebounceMs, useDebounced } from '../../lib/use-debounced';
import { useShopperSession, useShopperSessionValue } from '../../session/shopper-session';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { ChoiceGroup } from '../../ui/choice-group';
import { cx } from '../../ui/cx';
import { visuallyHidden } from '../../ui/global.css';
import { Skeleton } from '../../ui/skeleton';
import { stackedTable } from '../../ui/stacked-table.css';
import { TextField } from '../../ui/text-field';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { waitsForUser } from './approval-decider';
import { CompanyChooserSlot, OrderDecisionsSlot, ReorderSlot } from './deferred-slots';
import { OrderBadges } from './order-badges';
import { customStateIds, filterOrders, latestByReference, statusFilterLabelKeys } from './order-list';
import * as styles from './orders.css';
import {
  companiesOf,
  orderListQueryOptions,
  orderListSource,
  orderSearchQueryOptions,
} from './orders.queries';

/** The spec's loading skeleton: 5 rows. */
const skeletonRows = 5;

export interface OrderListPageProps {
  status: OrderStatusFilter;
  search: string;
  companyId?: string;
  /** 'mine': only the orders whose next approval step the user may take (issue 33). */
  approval?: OrderApprovalFilter;
}

/** /my-account/orders/: the signed-in user's orders with filters kept in the URL (docs/decisions/013). */
export function OrderListPage({ status, search, companyId, approval }: OrderListPageProps) {
  const { t } = useTranslation('account');
  const api = useApi();
  const session = useShopperSession();
  const navigate = useNavigate({ from: '/my-account/orders/' });
  const user = useUser();
  // The page below the heading follows the user as a transition (decision 042): the filters and the company
  // chooser render in slices, not in the task that brings the user (issue 18: total blocking time).
  const userData = useDeferredValue(user.data);
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const isSuperAdmin = userData?.is_super_admin ?? false;
  // Without a company in the URL, the list is of the company the user acts for (the session's).
  const sessionCompanyId = useShopperSessionValue((context) => context.companyId);
  const source = userData ? orderListSource(userData, companyId ?? sessionCompanyId ?? undefined) : undefined;
  const orders = useQuery({
    ...orderListQueryOptions(api, source ?? { by: 'account', userId: '', email: '' }),
    enabled: source !== undefined,
  });
  // The typed text filters at once; the URL follows it (replaced, so Back leaves the page).
  const [text, setText] = useState(search);
  // The order service is asked for the typed reference too, once the typing pauses: it finds orders the
  // list does not hold. Its answers join the list and pass the same filters.
  const ref = useDebounced(text.trim(), searchDebounceMs);
  const found = useQuery({
    ...orderSearchQueryOptions(api, source ?? { by: 'account', userId: '', email: '' }, ref),
    enabled: source !== undefined && ref !== '',
  });
  const latest = useMemo(
    () => latestByReference([...(orders.data ?? []), ...(ref ? (found.data ?? []) : [])]),
    [orders.data, found.data, ref],
  );
  const rows = useMemo(() => {
    const filtered = filterOrders(latest, { status, search: text });
    return approval === 'mine' && userData
      ? filtered.filter((order) => waitsForUser(userData, order))
      : filtered;
  }, [latest, status, text, approval, userData]);
  // The table follows as a transition (decision 040): React renders its rows in slices the browser can paint and
  // answer input between, and a keystroke in the search shows at once while the rows catch up.
  const shownRows = useDeferredValue(orders.isPending ? undefined : rows);
  const companies = userData ? companiesOf(userData) : [];
  // The chooser names a super admin's company itself (it may be any company); a member's is among theirs.
  const chosen =
    source?.by === 'company'
      ? { id: source.companyId }
      : source?.by === 'organisation'
        ? (companies.find((company) => company.id === source.companyId) ?? null)
        : null;
  const decisionsEnabled = settings.orderDecisionsEnabled === 'true';

  const setSearch = (
    next: Partial<{
      status: OrderStatusFilter;
      q: string;
      company: string;
      approval: OrderApprovalFilter | '';
    }>,
  ) =>
    navigate({
      replace: true,
      search: (previous) => {
        const merged = { ...previous, ...next };
        return {
          ...(merged.status && merged.status !== 'ALL' ? { status: merged.status } : {}),
          ...(merged.q ? { q: searchValue(String(merged.q)) } : {}),
          ...(merged.company ? { company: merged.company } : {}),
          ...(merged.approval ? { approval: merged.approval } : {}),
        };
      },
    });

  const skeleton = (
    <div className={styles.skeleton} role="status" data-testid="orders-skeleton">
      <span className={visuallyHidden}>{t('orders.loading')}</span>
      {Array.from({ length: skeletonRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} height="2.75rem" />
      ))}
    </div>
  );
  const heading = (
    <>
      <p>
        <Link to="/my-account/overview/">{t('orders.back')}</Link>
      </p>
      <h1 id="orders-heading" className={styles.heading}>
        {t('orders.title')}
      </h1>
    </>
  );
  // Until the user is known, so is not whether the company chooser shows above the filters: the filters come
  // with it, in place of this placeholder, rather than move down when it arrives (CLS 0, decision 033).
  if (userData === undefined && !user.isError)
    return (
      <section className={styles.page} aria-labelledby="orders-heading">
        {heading}
        {skeleton}
      </section>
    );

  return (
    <section className={styles.page} aria-labelledby="orders-heading">
      {heading}
      <search className={styles.filters}>
        {(isSuperAdmin || companies.length > 1) && (
          <CompanyChooserSlot
            label={t('orders.company')}
            chosen={chosen}
            onChoose={(company) => {
              // The user acts for the company they look at: the session follows the choice.
              session.current()?.send({ type: 'session.chooseCompany', companyId: company.id });
              void setSearch({ company: company.id });
            }}
          />
        )}
        <ChoiceGroup
          label={t('orders.status')}
          choices={orderStatusFilters.map((filter) => ({
            id: filter,
            label: t(`orders.statuses.${statusFilterLabelKeys[filter]}`),
          }))}
          value={status}
          onChange={(id) => void setSearch({ status: id as OrderStatusFilter })}
        />
        {source?.by !== 'account' && (
          <ChoiceGroup
            label={t('orderApproval.filter.label')}
            choices={[
              { id: 'all', label: t('orderApproval.filter.all') },
              { id: 'mine', label: t('orderApproval.filter.mine') },
            ]}
            value={approval ?? 'all'}
            onChange={(id) => void setSearch({ approval: id === 'mine' ? 'mine' : '' })}
          />
        )}
        <TextField
          label={t('orders.search')}
          type="search"
          value={text}
          onChange={(value) => {
            setText(value);
            void setSearch({ q: value.trim() });
          }}
        />
      </search>
      {user.isError || orders.isError ? (
        <Alert variant="danger">{t('orders.loadFailed')}</Alert>
      ) : shownRows === undefined ? (
        skeleton
      ) : shownRows.length === 0 ? (
        <p className={styles.emptyText}>{t('orders.noOrdersFound')}</p>
      ) : (
        <OrderTable rows={shownRows} decisionsEnabled={decisionsEnabled} />
      )}
    </section>
  );
}

function OrderTable({ rows, decisionsEnabled }: { rows: OrderSummary[]; decisionsEnabled: boolean }) {
  const { t } = useTranslation('account');
  const { current: market } = useMarkets();
  // The rules the backend enforces too (docs/decisions/023): flag on, order open, awaiting the customer.
  const offersDecision = (order: OrderSummary) =>
    // An order in its company's approval is decided on its page (issue 33).
    !order.approval &&
    areDecisionsOpen({ enabled: decisionsEnabled, orderStates: order.status.orderStates }) &&
    isApprovalOffered(customStateIds(order));
  return (
    <div className={styles.tableScroll}>
      <table className={cx(styles.table, stackedTable)}>
        <caption className={visuallyHidden}>
          {t('orders.title')}, {t('orders.count', { count: rows.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {t('orders.reference')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('orders.date')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('orders.status')}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
              {t('orders.total')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('orders.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={styles.cell}>
                <Link
                  id={`order-${order.id}`}
                  to="/my-account/orders/$orderId/"
                  params={{ orderId: order.id }}
                  className={styles.orderLink}
                >
                  {order.reference}
                </Link>
              </th>
              <td className={`${styles.cell} ${styles.nowrap}`} data-label={t('orders.date')}>
                {formatSwedishDate(order.date)}
              </td>
              <td className={styles.cell} data-label={t('orders.status')}>
                <OrderBadges order={order} />
              </td>
              <td className={`${styles.cell} ${styles.amount}`} data-label={t('orders.total')}>
                {formatMoney(
                  order.totals.grandTotal.amount,
                  order.totals.grandTotal.currency,
                  market.engageLocale,
                )}
              </td>
              <td className={styles.cell}>
                <span className={styles.actions}>
                  {offersDecision(order) && (
                    <OrderDecisionsSlot
                      orderId={order.id}
                      customStates={customStateIds(order)}
                      describedBy={`order-${order.id}`}
                      order={order}
                    />
                  )}
                  <ReorderSlot orderId={order.id} reference={order.reference} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
