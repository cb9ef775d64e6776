import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { flowById } from '../../machines/index';
import type { QuickOrderContext } from '../../machines/quick-order/quick-order.machine';
import { clearCartCookie } from '../support/cart-fixture';
import { pasteValue } from '../support/paste-value';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const page = () => screen.getByRole('region', { name: 'Snabborder' });
const button = (name: string) => within(page()).getByRole('button', { name });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as QuickOrderContext;
/** The row number (1-based) of a line id in the machine's rows. */
const numberOf = (context: StepContext, id: string) =>
  contextOf(context).lines.findIndex((line) => line.id === id) + 1;
/** What the backend's cart of the signed-in buyer holds: variant and quantity per line. */
const cartLines = ({ backend }: StepContext) =>
  Object.values(backend.store.runtime.sessions).flatMap((session) =>
    session.cart.items.map((line) => `${line.productVariantId}×${line.quantity}`),
  );

/** The rows as shown, with the machine's SKUs and quantities in order. */
function expectRows(context: StepContext) {
  const { lines } = contextOf(context);
  const rows = within(within(page()).getByRole('list', { name: 'Rader' })).getAllByRole('listitem');
  expect(rows).toHaveLength(lines.length);
  lines.forEach((line, index) => {
    expect(
      (
        within(rows[index]!).getByRole('textbox', {
          name: `Artikelnummer, rad ${index + 1}`,
        }) as HTMLInputElement
      ).value,
    ).toBe(line.sku);
  });
}

const alertText = () => within(page()).queryByRole('alert')?.textContent ?? null;
const isPending = (name: string) => button(name).getAttribute('data-pending') === 'true';

beforeAll(async () => {
  await import('../../src/features/quick-order/quick-order-page');
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('quick-order')!,
  url: '/se/quick-order/',
  actorRoutes: {
    checkLines: 'POST /api/enad/get-products-by-sku/',
    addLines: 'POST /shopper/sessions/batch-items',
  },
  prepare: async (backend) => {
    clearCartCookie();
    await signIn(backend, 'buyer@acme.test');
  },
  ready: async () => {
    await screen.findByRole('textbox', { name: 'Artikelnummer, rad 1' });
  },
  events: {
    'quickOrder.addRow': async (_event, { user }) => {
      await user.click(button('Lägg till rad'));
    },
    'quickOrder.removeRow': async (event, context) => {
      await context.user.click(button(`Ta bort rad ${numberOf(context, event.id as string)}`));
    },
    'quickOrder.edit': async (event, context) => {
      const number = numberOf(context, event.id as string);
      const sku = within(page()).getByRole('textbox', { name: `Artikelnummer, rad ${number}` });
      const quantity = within(page()).getByRole('textbox', { name: `Antal, rad ${number}` });
      await pasteValue(context.user, sku, event.sku as string);
      await pasteValue(context.user, quantity, event.quantity as string);
    },
    'quickOrder.paste': async (event, { user }) => {
      await user.click(within(page()).getByRole('textbox', { name: 'Klistra in rader' }));
      await user.paste(event.text as string);
      await user.click(button('Läs in rader'));
    },
    'quickOrder.upload': async (event, { user }) => {
      const input = page().querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, new File([event.text as string], 'order.csv', { type: 'text/csv' }));
    },
    'quickOrder.check': async (_event, { user }) => {
      await user.click(button('Kontrollera rader'));
    },
    'quickOrder.addAll': async (_event, { user }) => {
      await user.click(button('Lägg till alla giltiga rader'));
    },
  },
  states: {
    'form.editing': (context) => {
      expectRows(context);
      expect(within(page()).queryByText(/^Classic Organic Tee/)).toBeNull();
      expect(button('Lägg till alla giltiga rader').hasAttribute('disabled')).toBe(true);
      const { problem } = contextOf(context);
      if (problem?.kind === 'nothingToRead') expect(alertText()).toBe('Inga rader att läsa in.');
      else if (problem?.kind === 'noLines') expect(alertText()).toBe('Skriv minst ett artikelnummer.');
      else expect(alertText()).toBeNull();
    },
    checking: () => {
      expect(isPending('Kontrollera rader')).toBe(true);
    },
    'form.checked': (context) => {
      expectRows(context);
      const { lines } = contextOf(context);
      const judged = lines.filter((line) => line.verdict);
      const valid = judged.filter((line) => line.verdict?.ok).length;
      expect(within(page()).getByRole('status').textContent).toMatch(`${valid} av ${judged.length} rad`);
      // The scenario's SKUs: the tee with its B2B price and stock, or unknown.
      expect(
        within(page()).queryAllByText(/^Classic Organic Tee · Black, S · .+\skr · I lager: 472$/),
      ).toHaveLength(valid);
      expect(within(page()).queryAllByText('Okänt artikelnummer.')).toHaveLength(judged.length - valid);
    },
    'form.checkFailed': () => {
      expect(alertText()).toBe('Raderna kunde inte kontrolleras. Försök igen.');
    },
    adding: () => {
      expect(isPending('Lägg till alla giltiga rader')).toBe(true);
    },
    'form.added': (context) => {
      const { added, lines } = contextOf(context);
      expect(within(page()).getByRole('status').textContent).toContain(
        `${added!.lines} ${added!.lines === 1 ? 'rad' : 'rader'} (${added!.pieces} st) lades i varukorgen.`,
      );
      expect(cartLines(context)).toEqual([`v-ts-1001-black-s×${added!.pieces}`]);
      // The refused lines stay to be fixed.
      expect(lines.every((line) => line.verdict === null || !line.verdict.ok)).toBe(true);
      expectRows(context);
    },
    'form.addFailed': (context) => {
      expect(alertText()).toMatch(/^Inget lades i varukorgen: /);
      // All or nothing: the cart holds none of the lines.
      expect(cartLines(context)).toEqual([]);
    },
  },
});
