import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { areDecisionsOpen } from '../../../machines/order-decision/order-decision.rules';
import type { Address, Order } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatSwedishDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';
import { paymentProviderNames } from '../../lib/payment-providers';
import { Alert } from '../../ui/alert';
import { cx } from '../../ui/cx';
import { visuallyHidden } from '../../ui/global.css';
import { Skeleton } from '../../ui/skeleton';
import { stackedTable } from '../../ui/stacked-table.css';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { OrderDecisionsSlot, ReorderSlot } from './deferred-slots';
import { OrderApprovalSection } from './order-approval-section';
import { OrderBadges } from './order-badges';
import { customStateIds, statusLabelKeys } from './order-list';
import * as styles from './order-page.css';
import * as listStyles from './orders.css';
import { orderQueryOptions } from './orders.queries';

/** /my-account/orders/{id}/: everything the order detail carries (docs/decisions/013). */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const order = useQuery(orderQueryOptions(api, orderId));
  return (
    <section className={listStyles.page} aria-labelledby="order-heading">
      <p>
        <Link to="/my-account/orders/">{t('orders.order.backToList')}</Link>
      </p>
      {order.isPending ? (
        <div className={listStyles.skeleton} role="status">
          <h1 id="order-heading" className={visuallyHidden}>
            {t('orders.loading')}
          </h1>
          <Skeleton height="2.5rem" width="16rem" />
          <Skeleton height="8rem" />
          <Skeleton height="12rem" />
        </div>
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <>
          <h1 id="order-heading" className={listStyles.heading}>
            {t('orders.title')}
          </h1>
          <Alert variant="danger">{t('orders.order.notFound')}</Alert>
        </>
      )}
    </section>
  );
}

function AddressBlock({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      {address.company_name && (
        <>
          {address.company_name}
          <br />
        </>
      )}
      {address.name}
      <br />
      {address.co_address && (
        <>
          c/o {address.co_address}
          <br />
        </>
      )}
      {[address.street_address, address.house_number].filter(Boolean).join(' ')}
      <br />
      {address.postal_code} {address.city}
      <br />
      {address.country}
    </address>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { current: market } = useMarkets();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const money = (amount: number) => formatMoney(amount, order.currencyCode, market.engageLocale);
  const { totals } = order;
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  // Every note is under Meddelanden, in the order written: a decision's reason (a decline, a change request)
  // says which decision it gives the reason for (docs/decisions/055-checkout-placed-orders.md).
  const notes = order.notes ?? [];
  const voidedText = (payment: NonNullable<Order['payment']>) => {
    const provider = paymentProviderNames[payment.provider];
    const returned = payment.giftCards.filter((card) => card.returnedAt !== undefined);
    if (returned.length === 0) return t('orderApproval.voided', { provider });
    const each = returned.map((card) => `${money(card.amount)} (${card.code})`);
    return t('orderApproval.voidedGiftCards', {
      provider,
      count: returned.length,
      returned: new Intl.ListFormat(market.engageLocale, { type: 'conjunction' }).format(each),
    });
  };
  return (
    <>
      <header className={styles.header}>
        <h1 id="order-heading" className={listStyles.heading}>
          {t('orders.order.title', { reference: order.orderRef })}
        </h1>
        <p className={styles.meta}>
          <span>{t('orders.order.placedAt', { date: formatSwedishDate(order.date) })}</span>
          <OrderBadges order={order} />
        </p>
        <ReorderSlot orderId={order.id} reference={order.orderRef} />
        {/* An order in its company's approval is decided there, not by the order decision (issue 33). */}
        {!order.approval &&
          areDecisionsOpen({
            enabled: settings.orderDecisionsEnabled === 'true',
            orderStates: order.status.orderStates,
          }) && (
            <OrderDecisionsSlot
              orderId={order.id}
              customStates={customStateIds(order)}
              describedBy="order-heading"
              order={{ email: order.email, organisationNumber: order.organisation_number }}
            />
          )}
      </header>

      <OrderApprovalSection order={order} />

      <div className={styles.columns}>
        <section className={styles.box} aria-labelledby="order-contact">
          <h2 id="order-contact" className={styles.boxTitle}>
            {t('orders.order.contact')}
          </h2>
          {name && <span>{name}</span>}
          <span>
            <span className={visuallyHidden}>{t('orders.order.email')}: </span>
            {order.email}
          </span>
          {order.phone && (
            <span>
              <span className={visuallyHidden}>{t('orders.order.phone')}: </span>
              {order.phone}
            </span>
          )}
        </section>
        {order.billingAddress && (
          <section className={styles.box} aria-labelledby="order-billing">
            <h2 id="order-billing" className={styles.boxTitle}>
              {t('orders.order.billingAddress')}
            </h2>
            <AddressBlock address={order.billingAddress} />
          </section>
        )}
        {order.shippingAddress && (
          <section className={styles.box} aria-labelledby="order-shipping">
            <h2 id="order-shipping" className={styles.boxTitle}>
              {t('orders.order.shippingAddress')}
            </h2>
            <AddressBlock address={order.shippingAddress} />
          </section>
        )}
      </div>

      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orders.order.lines')}</h2>
        <div className={listStyles.tableScroll}>
          <table className={cx(listStyles.table, stackedTable)}>
            <thead>
              <tr>
                <th scope="col" className={listStyles.headCell}>
                  {t('orders.order.product')}
                </th>
                <th scope="col" className={`${listStyles.headCell} ${listStyles.amount}`}>
                  {t('orders.order.quantity')}
                </th>
                <th scope="col" className={`${listStyles.headCell} ${listStyles.amount}`}>
                  {t('orders.order.unitPrice')}
                </th>
                <th scope="col" className={`${listStyles.headCell} ${listStyles.amount}`}>
                  {t('orders.order.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={listStyles.cell}>
                    <span className={styles.product}>
                      {line.imageUrl && (
                        <img
                          className={styles.lineImage}
                          src={`${line.imageUrl}?w=96`}
                          width={48}
                          height={48}
                          alt=""
                          loading="lazy"
                        />
                      )}
                      <span>
                        {line.name}
                        {line.sku && (
                          <span className={styles.sku}>
                            {t('orders.order.sku')}: {line.sku}
                          </span>
                        )}
                      </span>
                    </span>
                  </th>
                  <td
                    className={`${listStyles.cell} ${listStyles.amount}`}
                    data-label={t('orders.order.quantity')}
                  >
                    {line.quantity}
                  </td>
                  <td
                    className={`${listStyles.cell} ${listStyles.amount}`}
                    data-label={t('orders.order.unitPrice')}
                  >
                    {line.salePriceAmount === undefined ? '' : money(line.salePriceAmount)}
                  </td>
                  <td
                    className={`${listStyles.cell} ${listStyles.amount}`}
                    data-label={t('orders.order.lineTotal')}
                  >
                    {money(line.totalPriceAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="order-totals">
        <h2 id="order-totals">{t('orders.order.totals')}</h2>
        <dl className={styles.totals}>
          <dt>{t('orders.order.subTotal')}</dt>
          <dd className={styles.totalValue}>{money(totals.subTotal)}</dd>
          <dt>{t('orders.order.shipping')}</dt>
          <dd className={styles.totalValue}>{money(totals.shippingTotal)}</dd>
          {totals.discountTotal > 0 && (
            <>
              <dt>{t('orders.order.discount')}</dt>
              <dd className={styles.totalValue}>−{money(totals.discountTotal)}</dd>
            </>
          )}
          <dt className={styles.grandTotal}>{t('orders.order.grandTotal')}</dt>
          <dd className={`${styles.totalValue} ${styles.grandTotal}`}>{money(totals.grandTotal)}</dd>
          <dt>{t('orders.order.tax')}</dt>
          <dd className={styles.totalValue}>{money(totals.taxTotal)}</dd>
          {/* What paid it (orders placed since it is recorded): the gift cards, then the provider's charge. */}
          {order.payment?.giftCards.map((card) => (
            <Fragment key={card.code}>
              <dt>{t('orders.order.giftCard', { code: card.code })}</dt>
              <dd className={styles.totalValue}>−{money(card.amount)}</dd>
            </Fragment>
          ))}
          {order.payment && !order.payment.voided && (
            <>
              <dt>{t('orders.order.charged', { provider: paymentProviderNames[order.payment.provider] })}</dt>
              <dd className={styles.totalValue}>{money(order.payment.amountCharged)}</dd>
            </>
          )}
          {/* A declined order's payment was voided: nothing is charged, and its gift cards got back what they
              paid (issue 33). */}
          {order.payment?.voided && (
            <>
              <dt>{voidedText(order.payment)}</dt>
              <dd className={styles.totalValue}>{money(0)}</dd>
            </>
          )}
        </dl>
      </section>

      <div className={styles.columns}>
        <section className={styles.box} aria-labelledby="order-history">
          <h2 id="order-history" className={styles.boxTitle}>
            {t('orders.order.statusHistory')}
          </h2>
          <ol className={styles.history}>
            {order.status.orderStates.map((state, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history's order is its identity
              <li key={`${state}-${index}`}>{t(`orders.statuses.${statusLabelKeys[state]}`)}</li>
            ))}
          </ol>
        </section>
        <section className={styles.box} aria-labelledby="order-notes">
          <h2 id="order-notes" className={styles.boxTitle}>
            {t('orders.order.notes')}
          </h2>
          {notes.length ? (
            <ul className={styles.notes}>
              {notes.map((note, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: notes have no ids and are only appended
                <li key={`${note.date}-${index}`}>
                  {note.customStateId && (
                    <span className={styles.noteTitle}>
                      {t(`orders.order.decisionEntries.${note.customStateId}`)}
                    </span>
                  )}
                  <time className={styles.noteDate} dateTime={note.date}>
                    {formatSwedishDate(note.date)}
                  </time>
                  {note.customStateId ? `${t('orders.order.reason')}: ${note.text}` : note.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className={listStyles.emptyText}>{t('orders.order.noNotes')}</p>
          )}
        </section>
      </div>
    </>
  );
}
