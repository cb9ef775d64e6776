import type { MachineScenarios } from '../scenarios';
import type { QuickOrderContext, quickOrderMachine } from './quick-order.machine';
import type { Article } from './quick-order.rules';

/** TS-1001-BLACK-S as the B2B store group in Sweden sells it (the seed's data). */
const tee: Article = {
  sku: 'TS-1001-BLACK-S',
  productNumber: 'TS-1001',
  variantCount: 20,
  productVariantId: 'v-ts-1001-black-s',
  productParentId: 'p-ts-1001',
  name: 'Classic Organic Tee',
  variant: 'Black, S',
  price: { amount: 15900, currency: 'SEK' },
  stock: 472,
  orderLimit: null,
  inCart: 0,
};

export const quickOrderScenarios: MachineScenarios<typeof quickOrderMachine> = {
  events: {
    'quickOrder.addRow': [{ type: 'quickOrder.addRow' }],
    'quickOrder.removeRow': [{ type: 'quickOrder.removeRow', id: 'line-1' }],
    'quickOrder.edit': [{ type: 'quickOrder.edit', id: 'line-1', sku: 'TS-1001-BLACK-S', quantity: '2' }],
    'quickOrder.paste': [
      { type: 'quickOrder.paste', text: 'TS-1001-BLACK-S;2\nNO-SUCH-SKU\t1' },
      { type: 'quickOrder.paste', text: '   ' },
    ],
    'quickOrder.upload': [
      { type: 'quickOrder.upload', text: 'SKU,Quantity\nTS-1001-BLACK-S,3\n' },
      { type: 'quickOrder.upload', text: 'SKU;Antal\n' },
    ],
    'quickOrder.check': [{ type: 'quickOrder.check' }],
    'quickOrder.addAll': [{ type: 'quickOrder.addAll' }],
  },
  actors: {
    checkLines: {
      done: [
        {
          output: [tee],
          description: 'The known SKUs are found with price and stock; the rest are unknown.',
        },
      ],
      error: [{ message: '', description: 'get-products-by-sku fails: the check could not be made.' }],
    },
    addLines: {
      done: [{ output: undefined, description: 'Every valid line is in the cart.' }],
      error: [
        {
          message: 'ORDER_LIMIT_REACHED',
          description: 'An order limit was reached since the check: nothing added.',
        },
        { message: 'out of stock error', description: 'Stock ran out since the check: nothing added.' },
      ],
    },
  },
  // Bounded (add row could grow the rows for ever): what the guards and the view's states depend on.
  contextKey: (context: QuickOrderContext) => ({
    rows: Math.min(context.lines.length, 2),
    firstRow: context.lines.some((line) => line.id === 'line-1'),
    filled: context.lines.some((line) => line.sku !== ''),
    judged: context.lines.some((line) => line.verdict !== null),
    valid: context.lines.some((line) => line.verdict?.ok),
    added: context.added !== null,
    problem: context.problem?.kind ?? null,
  }),
  paths: 'covering',
};
