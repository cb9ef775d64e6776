// Cart lines of the shopper session: add (merging), set quantity, remove. Child items follow their parent,
// stock and order limits are checked against the cart as it would be, and nothing changes on an error.

import type { Context } from 'hono';
import type { Cart, CartLine } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import { recalculate } from '../cart-totals.ts';
import type { SeedPrice, SeedProduct, SeedVariant } from '../data.ts';
import { cartChanged } from '../reservations.ts';
import type { Store } from '../store.ts';
import { apiError, bearerToken, bodyOf } from './respond.ts';
import { sessionOf } from './session.ts';

interface Sellable {
  product: SeedProduct;
  variant: SeedVariant;
  price: SeedPrice;
}

/** A variant sold in the cart's store group, with its price in the cart's market. */
function sellable(store: Store, cart: Cart, variantId: string): Sellable | undefined {
  for (const product of store.data.products) {
    if (!product.storeGroupIds.includes(cart.storeGroupId)) continue;
    const variant = product.variants.find((entry) => entry.id === variantId);
    if (!variant) continue;
    const price = variant.prices[cart.storeGroupId]?.[cart.countryCode];
    return price ? { product, variant, price } : undefined;
  }
  return undefined;
}

function newLine(id: string, { product, variant, price }: Sellable, quantity: number, parent?: CartLine) {
  const line: CartLine = {
    id,
    productVariantId: variant.id,
    productParentId: product.id,
    displayName: product.product_name,
    name: variant.name,
    imageUrl: `/api/media/products/${product.id}/${variant.id}.svg`,
    quantity,
    basePriceAmount: price.base,
    salePriceAmount: price.sale,
    discountAmount: 0,
    totalDiscountAmount: 0,
    totalPriceAmount: 0,
    taxPercentage: variant.taxPercentage,
    customAttributes: {
      ...(product.orderLimit ? { orderLimit: product.orderLimit } : {}),
      productSlug: product.slug,
      ...(parent ? { parentName: parent.displayName ?? parent.name } : {}),
      ...(variant.color ? { color: variant.color } : {}),
      ...(variant.size ? { size: variant.size } : {}),
      brand: product.brand,
    },
    tags: { categories: product.categories.map((category) => category.name) },
  };
  if (parent) line.options = { parentItem: parent.id };
  return line;
}

const childrenOf = (items: CartLine[], lineId: string) =>
  items.filter((line) => line.options?.parentItem === lineId);

const sumBy = (items: CartLine[], key: 'productVariantId' | 'productParentId') => {
  const sums = new Map<string, number>();
  for (const line of items) sums.set(line[key], (sums.get(line[key]) ?? 0) + line.quantity);
  return sums;
};

type Refusal = { status: 403 | 404; error: string; extra?: object };

/**
 * Checks the cart as it would be against the one it is: every variant whose quantity grows must have
 * that much stock, every product parent whose quantity grows must stay within its order limit.
 */
function refusalOf(store: Store, before: CartLine[], after: CartLine[]): Refusal | undefined {
  const variants = new Map(
    store.data.products.flatMap((product) => product.variants.map((variant) => [variant.id, variant])),
  );
  const products = new Map(store.data.products.map((product) => [product.id, product]));
  const oldVariants = sumBy(before, 'productVariantId');
  const outOfStock = [...sumBy(after, 'productVariantId')]
    .filter(([id, quantity]) => quantity > (oldVariants.get(id) ?? 0))
    .filter(([id, quantity]) => {
      const stock = variants.get(id)?.stock ?? 0;
      return stock === 0 || quantity > stock;
    })
    .map(([id]) => id);
  if (outOfStock.length > 0)
    return { status: 404, error: 'out of stock error', extra: { productVariantIDs: outOfStock } };
  const oldParents = sumBy(before, 'productParentId');
  const overLimit = new Set(
    [...sumBy(after, 'productParentId')]
      .filter(([id, quantity]) => {
        const limit = products.get(id)?.orderLimit;
        return limit !== undefined && quantity > (oldParents.get(id) ?? 0) && quantity > limit;
      })
      .map(([id]) => id),
  );
  if (overLimit.size > 0) {
    const productVariantIDs = [
      ...new Set(
        after.filter((line) => overLimit.has(line.productParentId)).map((line) => line.productVariantId),
      ),
    ];
    return { status: 403, error: 'ORDER_LIMIT_REACHED', extra: { productVariantIDs } };
  }
  return undefined;
}

/** Copies of the lines that the mutation may change in place. */
const copyLines = (items: CartLine[]) =>
  items.map((line) => ({ ...line, ...(line.options ? { options: { ...line.options } } : {}) }));

/** Placeholder id of a line created by this request, replaced by a real one once the change is accepted. */
const pendingPrefix = 'pending:';

interface ItemToAdd {
  productVariantId: string;
  quantity: number;
  options?: { parentItem?: string };
}

/**
 * The cart's lines with the items added one after another (merging, child items), with real line ids; or
 * the refusal, with nothing changed: an unknown variant or line, no stock, or past an order limit.
 */
function linesWith(store: Store, cart: Cart, toAdd: ItemToAdd[]): { items: CartLine[] } | Refusal {
  const items = copyLines(cart.items);
  let pending = 0;
  const addLine = (what: Sellable, quantity: number, parent?: CartLine) => {
    const existing = items.find(
      (line) => line.productVariantId === what.variant.id && line.options?.parentItem === parent?.id,
    );
    if (existing) {
      existing.quantity += quantity;
      return existing;
    }
    const line = newLine(`${pendingPrefix}${pending++}`, what, quantity, parent);
    items.push(line);
    return line;
  };
  const unknown = toAdd
    .filter((item) => !sellable(store, cart, item.productVariantId))
    .map((item) => item.productVariantId);
  if (unknown.length > 0)
    return { status: 404, error: 'Product variant not found', extra: { productVariantIDs: unknown } };
  for (const item of toAdd) {
    const added = sellable(store, cart, item.productVariantId)!;
    const parentItem = item.options?.parentItem;
    const parentLine = parentItem ? items.find((line) => line.id === parentItem) : undefined;
    if (parentItem && !parentLine) return { status: 404, error: 'Cart line not found' };
    const line = addLine(added, item.quantity, parentLine);
    for (const child of added.product.childItems ?? []) {
      const childItem = sellable(store, cart, child.productVariantId);
      if (!childItem) return { status: 404, error: 'Product variant not found' };
      addLine(childItem, child.quantity * item.quantity, line);
    }
  }

  const refusal = refusalOf(store, cart.items, items);
  if (refusal) return refusal;

  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    if (!id.startsWith(pendingPrefix)) return id;
    if (!ids.has(id)) ids.set(id, store.nextId('line'));
    return ids.get(id)!;
  };
  for (const entry of items) {
    entry.id = idOf(entry.id);
    if (entry.options?.parentItem) entry.options.parentItem = idOf(entry.options.parentItem);
  }
  return { items };
}

/** Out of stock always names its variants (the spec); a batch also names those refused otherwise. */
const refuse = (c: Context<MockEnv>, refusal: Refusal, namesRefused: boolean) =>
  apiError(
    c,
    refusal.status,
    refusal.error,
    namesRefused || refusal.error === 'out of stock error' ? refusal.extra : undefined,
  );

export function cartRoutes(app: MockApp) {
  // One item, or several at once: either way all of it or nothing (the batch serves quick order and reorder).
  const addRoute = (path: string, itemsOf: (body: unknown) => ItemToAdd[], namesRefused: boolean) =>
    app.post(path, (c) => {
      const { store } = c.var;
      const session = sessionOf(store, bearerToken(c));
      if (!session) return apiError(c, 401, 'Session not found or expired');
      const { cart } = session;
      const result = linesWith(store, cart, itemsOf(bodyOf(c)));
      if ('status' in result) return refuse(c, result, namesRefused);
      session.cart = recalculate({ ...cart, items: result.items });
      // A change of what a payment pays for ends the session's checkouts (reservations.ts).
      cartChanged(store, session.token, cart, session.cart);
      return c.json({ cart: session.cart });
    });
  addRoute('/shopper/sessions/items', (body) => [body as ItemToAdd], false);
  addRoute('/shopper/sessions/batch-items', (body) => (body as { items: ItemToAdd[] }).items, true);

  app.put('/shopper/sessions/items/:id', (c) => {
    const { store } = c.var;
    const session = sessionOf(store, bearerToken(c));
    if (!session) return apiError(c, 401, 'Session not found or expired');
    const { quantity } = bodyOf<{ quantity: number }>(c);
    const { cart } = session;
    const items = copyLines(cart.items);
    const line = items.find((entry) => entry.id === c.req.param('id'));
    if (!line) return apiError(c, 404, 'Cart line not found');

    line.quantity = quantity;
    const childItems = store.data.products.find((product) => product.id === line.productParentId)?.childItems;
    for (const child of childrenOf(items, line.id)) {
      const perParent =
        childItems?.find((entry) => entry.productVariantId === child.productVariantId)?.quantity ?? 1;
      child.quantity = perParent * quantity;
    }

    const refusal = refusalOf(store, cart.items, items);
    if (refusal) return refuse(c, refusal, false);
    session.cart = recalculate({ ...cart, items });
    // A change of what a payment pays for ends the session's checkouts (reservations.ts).
    cartChanged(store, session.token, cart, session.cart);
    return c.json({ cart: session.cart });
  });

  app.delete('/shopper/sessions/items/:id', (c) => {
    const { store } = c.var;
    const session = sessionOf(store, bearerToken(c));
    if (!session) return apiError(c, 401, 'Session not found or expired');
    const { cart } = session;
    const id = c.req.param('id');
    if (!cart.items.some((line) => line.id === id)) return apiError(c, 404, 'Cart line not found');
    const items = cart.items.filter((line) => line.id !== id && line.options?.parentItem !== id);
    session.cart = recalculate({ ...cart, items });
    // A change of what a payment pays for ends the session's checkouts (reservations.ts).
    cartChanged(store, session.token, cart, session.cart);
    return c.json({ cart: session.cart });
  });
}
