import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  judgeLines,
  type QuickOrderLine,
  skusOf,
  validItemsOf,
} from '../../../machines/quick-order/quick-order.rules';
import { useApi } from '../../api/api-context';
import type { ApiClients } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { type ShopperSession, useShopperSession } from '../../session/shopper-session';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-queue';
import { applyCartChange } from '../cart/cart-change';
import { type NotAddedLine, openCartPanel } from '../cart/cart-panel-signal';
import { addItems, cartRefusalText, findArticles } from '../cart/order-lines';
import { orderQueryOptions } from './orders.queries';

/** Adds the order's lines that can be bought today; answers those that cannot, with why. */
async function reorderLines(
  api: ApiClients,
  session: ShopperSession,
  queryClient: QueryClient,
  orderId: string,
): Promise<NotAddedLine[]> {
  const order = await queryClient.ensureQueryData(orderQueryOptions(api, orderId));
  // A line that came with another (a kit's gift box) comes again with it: it is not added on its own.
  const ordered = order.lines.filter((line) => !line.parentLineId);
  const lines: QuickOrderLine[] = ordered.map((line) => ({
    id: line.id,
    sku: line.sku ?? '',
    quantity: String(line.quantity),
    verdict: null,
  }));
  const skus = skusOf(lines);
  const judged = judgeLines(lines, skus.length > 0 ? await findArticles(api, session, skus) : []);
  const items = validItemsOf(judged);
  if (items.length > 0) await applyCartChange(queryClient, session, await addItems(api, session, items));
  return ordered.flatMap((line, index) => {
    const verdict = judged[index]?.verdict;
    if (verdict?.ok) return [];
    return [
      {
        name: line.name,
        sku: line.sku ?? '',
        problem: verdict?.problem ?? 'unknownSku',
        stock: verdict?.article?.stock,
        limit: verdict?.article?.orderLimit,
      },
    ];
  });
}

export interface ReorderButtonProps {
  orderId: string;
  reference: string;
}

/**
 * 'Order again': every line of the order checked at today's prices and stock like a quick order, the valid
 * ones added to the current cart in one call, then the cart panel, listing the lines that were not added.
 */
export function ReorderButton({ orderId, reference }: ReorderButtonProps) {
  const { t } = useTranslation(['account', 'shop']);
  const api = useApi();
  const session = useShopperSession();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  // A plain async handler, not useMutation: this chunk then shares no more of react-query with the entry.
  const reorder = async () => {
    setPending(true);
    try {
      openCartPanel(await reorderLines(api, session, queryClient, orderId));
    } catch (error) {
      toast.error(t('shop:cart.errorTitle'), {
        description: cartRefusalText(t, error instanceof Error ? error.message : null),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('orders.reorderOf', { reference })}
      isPending={isPending}
      pendingLabel={t('orders.reordering')}
      onPress={() => void reorder()}
    >
      {t('orders.reorder')}
    </Button>
  );
}
