import { useSelector } from '@xstate/react';
import { memo } from 'react';
import type { CartLine as CartLineData, Market } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import * as listStyles from '../../ui/item-list.css';
import { ProductLink } from '../markets/product-link';
import * as styles from './cart-line.css';
import { useCartLineFlow } from './cart-line.flow';

/** The spec's discount rule: a sale price above 0 that differs from the base price, or any total discount. */
export function lineDiscount(line: CartLineData) {
  const onSale = line.salePriceAmount > 0 && line.salePriceAmount !== line.basePriceAmount;
  const shown = onSale || line.totalDiscountAmount > 0;
  const percent =
    line.basePriceAmount > 0
      ? Math.round(((line.basePriceAmount - line.salePriceAmount) / line.basePriceAmount) * 100)
      : 0;
  return { shown, percent };
}

interface CartLineProps {
  line: CartLineData;
  currency: string;
  market: Market;
  hideDiscountPercentage: boolean;
  onNavigate: () => void;
}

/**
 * One line of the cart panel, rendering the cart-line machine. Memoised: a change of one line re-renders that
 * line and the totals, not a hundred lines (the cart query shares unchanged lines between answers).
 */
export const CartLine = memo(function CartLine({
  line,
  currency,
  market,
  hideDiscountPercentage,
  onNavigate,
}: CartLineProps) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const actor = useCartLineFlow({ lineId: line.id });
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.status === 'done');
  const money = (amount: number) => formatMoney(amount, currency, market.engageLocale);
  const { shown: discounted, percent } = lineDiscount(line);
  const attributes = line.customAttributes;
  const name = line.displayName ?? line.name;
  const isChild = Boolean(line.options?.parentItem);

  return (
    <li className={listStyles.row} aria-busy={isBusy}>
      <img src={`${line.imageUrl}?w=96`} width={96} height={96} alt="" className={listStyles.thumbnail} />
      <div className={listStyles.main}>
        {attributes.productSlug ? (
          <ProductLink
            market={market}
            slug={attributes.productSlug}
            className={styles.name}
            onClick={onNavigate}
          >
            {name}
          </ProductLink>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <span className={listStyles.detail}>{attributes.size ?? line.name}</span>
        {attributes.color && <span className={listStyles.detail}>{attributes.color}</span>}
        {attributes.parentName && <span className={listStyles.detail}>{attributes.parentName}</span>}
        <div className={styles.controls}>
          {!isChild && (
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label={t('cart.decrease', { name })}
              isLocked={isBusy}
              onPress={() => actor.send({ type: 'cartLine.decrease', quantity: line.quantity })}
            >
              −
            </Button>
          )}
          <output className={styles.quantity} aria-label={t('cart.quantity', { count: line.quantity })}>
            {line.quantity}
          </output>
          {!isChild && (
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label={t('cart.increase', { name })}
              isLocked={isBusy}
              onPress={() => actor.send({ type: 'cartLine.increase' })}
            >
              +
            </Button>
          )}
        </div>
      </div>
      <div className={styles.prices}>
        <span className={discounted ? styles.salePrice : undefined}>{money(line.totalPriceAmount)}</span>
        {discounted && (
          <>
            <s className={styles.basePrice}>{money(line.basePriceAmount * line.quantity)}</s>
            {!hideDiscountPercentage && percent > 0 && <span className={styles.percent}>-{percent}%</span>}
          </>
        )}
      </div>
      {!isChild && (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('cart.remove', { name })}
          isLocked={isBusy}
          onPress={() => actor.send({ type: 'cartLine.remove' })}
        >
          <CloseIcon />
        </Button>
      )}
    </li>
  );
});
