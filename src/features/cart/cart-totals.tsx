import type { ReactNode } from 'react';
import type { Cart } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import * as styles from './cart-panel.css';

/** The cart's totals (sub total, shipping, discount, tax, total); `children` adds rows after them. */
export function CartTotals({
  totals,
  money,
  className,
  children,
}: {
  totals: Cart['totals'];
  money: (amount: number) => string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shop');
  return (
    <dl className={className ?? styles.totals}>
      <dt>{t('cart.subTotal')}</dt>
      <dd>{money(totals.subTotal)}</dd>
      <dt>{t('cart.shipping')}</dt>
      <dd>{totals.shippingTotal === 0 ? t('cart.freeShipping') : money(totals.shippingTotal)}</dd>
      {totals.discountTotal > 0 && (
        <>
          <dt>{t('cart.discount')}</dt>
          <dd>−{money(totals.discountTotal)}</dd>
        </>
      )}
      <dt>{t('cart.tax')}</dt>
      <dd>{money(totals.taxTotal)}</dd>
      <dt className={styles.grand}>{t('cart.total')}</dt>
      <dd className={styles.grand}>{money(totals.grandTotal)}</dd>
      {children}
    </dl>
  );
}
