import { assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../shared/rules';
import {
  type Article,
  isBlankLine,
  judgeLines,
  parseLines,
  type QuickOrderLine,
  skusOf,
  validItemsOf,
} from './quick-order.rules';

/** What the last 'Add all valid lines' added: lines and pieces. */
export interface AddedReport {
  lines: number;
  pieces: number;
}

/** Why the form shows an alert: nothing to read or check, a failed check, or a refused add. */
export type QuickOrderProblem =
  | { kind: 'nothingToRead' }
  | { kind: 'noLines' }
  | { kind: 'checkFailed' }
  | { kind: 'addFailed'; message: string | null };

export interface QuickOrderContext {
  lines: QuickOrderLine[];
  /** The id of the next row (`line-N`). */
  nextId: number;
  added: AddedReport | null;
  problem: QuickOrderProblem | null;
}

export type QuickOrderEvent =
  | { type: 'quickOrder.addRow' }
  | { type: 'quickOrder.removeRow'; id: string }
  | { type: 'quickOrder.edit'; id: string; sku: string; quantity: string }
  | { type: 'quickOrder.paste'; text: string }
  | { type: 'quickOrder.upload'; text: string }
  | { type: 'quickOrder.check' }
  | { type: 'quickOrder.addAll' };

type ActorEvent = { output?: unknown; error?: unknown };

const blankLine = (id: number): QuickOrderLine => ({
  id: `line-${id}`,
  sku: '',
  quantity: '',
  verdict: null,
});

/** The line without its verdict; the same object when it has none (a view's row need not render again). */
const unjudged = (line: QuickOrderLine) => (line.verdict === null ? line : { ...line, verdict: null });

/** The lines with the read ones in place of the blank rows (a paste into an empty form fills it). */
function importLines(context: QuickOrderContext, text: string): Partial<QuickOrderContext> {
  const read = parseLines(text);
  const kept = context.lines.filter((line) => !isBlankLine(line));
  const lines = [
    ...kept.map(unjudged),
    ...read.map((row, index) => ({ ...row, id: `line-${context.nextId + index}`, verdict: null })),
  ];
  return { lines, nextId: context.nextId + read.length, added: null, problem: null };
}

const textOf = (event: QuickOrderEvent) =>
  event.type === 'quickOrder.paste' || event.type === 'quickOrder.upload' ? event.text : '';

/** Any change to the lines: their verdicts are stale until the next check. */
const changes = {
  'quickOrder.addRow': {
    target: '.editing',
    actions: 'addRow',
    description: 'An empty row is added under the others.',
  },
  'quickOrder.removeRow': {
    guard: 'hasRow',
    target: '.editing',
    actions: 'removeRow',
    description: 'The row is removed (the last one leaves an empty row).',
  },
  'quickOrder.edit': {
    guard: 'hasRow',
    target: '.editing',
    actions: 'editRow',
    description: "The shopper types a row's SKU or quantity: the lines must be checked again.",
  },
  'quickOrder.paste': [
    {
      guard: 'isReadable',
      target: '#quickOrder.checking',
      actions: 'importLines',
      description:
        'Pasted text (SKU;quantity or SKU<tab>quantity a line) fills the rows and is checked at once.',
    },
    { target: '.editing', actions: 'rememberNothingToRead', description: 'The text holds no line.' },
  ],
  'quickOrder.upload': [
    {
      guard: 'isReadable',
      target: '#quickOrder.checking',
      actions: 'importLines',
      description:
        'A CSV file (SKU and quantity columns, a header is skipped) fills the rows and is checked.',
    },
    { target: '.editing', actions: 'rememberNothingToRead', description: 'The file holds no line.' },
  ],
  'quickOrder.check': [
    {
      guard: 'hasFilledLines',
      target: '#quickOrder.checking',
      description: 'The typed rows are checked.',
    },
    { target: '.editing', actions: 'rememberNoLines', description: 'Every row is empty: nothing to check.' },
  ],
} as const;

export const quickOrderMachine = setup({
  types: {
    context: {} as QuickOrderContext,
    events: {} as QuickOrderEvent,
  },
  actors: {
    checkLines: fromPromise<Article[], { skus: string[] }>(async () => {
      throw new Error('not provided: checkLines');
    }),
    addLines: fromPromise<unknown, { items: { productVariantId: string; quantity: number }[] }>(async () => {
      throw new Error('not provided: addLines');
    }),
  },
  actions: {
    addRow: assign(({ context }) => ({
      lines: [...context.lines, blankLine(context.nextId)],
      nextId: context.nextId + 1,
      added: null,
      problem: null,
    })),
    removeRow: assign(({ context, event }) => {
      const id = event.type === 'quickOrder.removeRow' ? event.id : '';
      const lines = context.lines.filter((line) => line.id !== id).map(unjudged);
      return lines.length > 0
        ? { lines, added: null, problem: null }
        : { lines: [blankLine(context.nextId)], nextId: context.nextId + 1, added: null, problem: null };
    }),
    editRow: assign(({ context, event }) => {
      if (event.type !== 'quickOrder.edit') return {};
      return {
        lines: context.lines.map((line) =>
          line.id === event.id
            ? { ...line, sku: event.sku, quantity: event.quantity, verdict: null }
            : unjudged(line),
        ),
        added: null,
        problem: null,
      };
    }),
    importLines: assign(({ context, event }) => importLines(context, textOf(event))),
    forgetVerdicts: assign(({ context }) => ({ lines: context.lines.map(unjudged) })),
    rememberNothingToRead: assign({ problem: { kind: 'nothingToRead' } as QuickOrderProblem }),
    rememberNoLines: assign({ problem: { kind: 'noLines' } as QuickOrderProblem }),
    judgeLines: assign(({ context, event }) => ({
      lines: judgeLines(context.lines, (event as ActorEvent).output as Article[]),
      problem: null,
    })),
    rememberCheckFailed: assign({ problem: { kind: 'checkFailed' } as QuickOrderProblem }),
    /** The valid lines are in the cart: the report says how many; the refused lines stay to fix. */
    keepRefusedLines: assign(({ context }) => {
      const valid = validItemsOf(context.lines);
      const refused = context.lines.filter((line) => line.verdict !== null && !line.verdict.ok);
      return {
        lines: refused.length > 0 ? refused : [blankLine(context.nextId)],
        nextId: context.nextId + (refused.length > 0 ? 0 : 1),
        added: { lines: valid.length, pieces: valid.reduce((sum, item) => sum + item.quantity, 0) },
        problem: null,
      };
    }),
    rememberAddFailed: assign(({ event }) => ({
      problem: {
        kind: 'addFailed',
        message: serverMessageOf((event as ActorEvent).error),
      } as QuickOrderProblem,
    })),
    replaceCart: () => {
      throw new Error('not provided: replaceCart');
    },
  },
  guards: {
    hasRow: ({ context, event }) =>
      (event.type === 'quickOrder.removeRow' || event.type === 'quickOrder.edit') &&
      context.lines.some((line) => line.id === event.id),
    isReadable: ({ event }) => parseLines(textOf(event)).length > 0,
    hasFilledLines: ({ context }) => skusOf(context.lines).length > 0,
    hasValidLines: ({ context }) => validItemsOf(context.lines).length > 0,
  },
}).createMachine({
  id: 'quickOrder',
  description:
    'Quick order (/{country}/quick-order/): a business buyer types, pastes or uploads lines of SKU and quantity; ' +
    'each line is checked with get-products-by-sku before anything is added, then every valid line is added to ' +
    "the session's cart in one call (all or nothing) and the refused lines stay to fix.",
  initial: 'form',
  context: { lines: [blankLine(1)], nextId: 2, added: null, problem: null },
  states: {
    form: {
      description: 'The rows, the paste field and the CSV upload; each change makes the verdicts stale.',
      initial: 'editing',
      on: changes,
      states: {
        editing: {
          entry: 'forgetVerdicts',
          description:
            "Rows without verdicts: 'Check lines' checks them (a notice when there was nothing to read).",
        },
        checked: {
          description:
            "Each line shows its verdict: name, variant, price and stock, or what is wrong in the shopper's language.",
          on: {
            'quickOrder.addAll': {
              guard: 'hasValidLines',
              target: '#quickOrder.adding',
              description: "'Add all valid lines': the valid lines go to the cart together.",
            },
          },
        },
        checkFailed: {
          description: 'The check could not be made: an alert; checking again is possible.',
          tags: ['error'],
        },
        added: {
          description: 'What was added is reported; the refused lines stay with their verdicts to be fixed.',
          tags: ['success'],
        },
        addFailed: {
          description:
            'The cart refused the lines (stock or an order limit changed since the check): nothing was added; ' +
            'the alert says why and the lines stay.',
          tags: ['error'],
          on: {
            'quickOrder.addAll': {
              guard: 'hasValidLines',
              target: '#quickOrder.adding',
              description: 'The shopper tries the same lines again.',
            },
          },
        },
      },
    },
    checking: {
      description: "The SKUs are looked up in one get-products-by-sku call, at the shopper's store group.",
      tags: ['busy'],
      invoke: {
        id: 'checkLines',
        src: 'checkLines',
        input: ({ context }) => ({ skus: skusOf(context.lines) }),
        onDone: { target: 'form.checked', actions: 'judgeLines' },
        onError: { target: 'form.checkFailed', actions: 'rememberCheckFailed' },
      },
    },
    adding: {
      description:
        'The valid lines are added in one call (POST /shopper/sessions/batch-items): all or nothing.',
      tags: ['busy'],
      invoke: {
        id: 'addLines',
        src: 'addLines',
        input: ({ context }) => ({ items: validItemsOf(context.lines) }),
        onDone: {
          target: 'form.added',
          actions: ['replaceCart', 'keepRefusedLines'],
          description: "The server's cart replaces the cart (the header's count follows).",
        },
        onError: { target: 'form.addFailed', actions: 'rememberAddFailed' },
      },
    },
  },
});
