// Quick order's rules, pure: reading pasted or uploaded lines and judging each line against the articles
// that get-products-by-sku found. Quick order and reorder both use them.

/** One variant as the check found it, with what the shopper's cart already holds of its product. */
export interface Article {
  sku: string;
  /** The product parent's number: a product of a single variant is found by it too. */
  productNumber: string;
  /** How many variants the product has (a product number of several is not one article). */
  variantCount: number;
  productVariantId: string;
  productParentId: string;
  name: string;
  /** Colour and size, or '' for a product without variants. */
  variant: string;
  /** The price at the shopper's store group and market, minor units; null when it has none there. */
  price: { amount: number; currency: string } | null;
  stock: number;
  orderLimit: number | null;
  /** The product parent's quantity in the shopper's cart now (an order limit counts it). */
  inCart: number;
}

export type LineProblem =
  | 'unknownSku'
  | 'chooseVariant'
  | 'badQuantity'
  | 'soldOut'
  | 'overStock'
  | 'overOrderLimit';

export type LineVerdict =
  | { ok: true; article: Article; quantity: number }
  | { ok: false; problem: LineProblem; article?: Article };

export interface QuickOrderLine {
  id: string;
  sku: string;
  /** As typed: checked to be a positive whole number. */
  quantity: string;
  verdict: LineVerdict | null;
}

/** The largest quantity of one line (the cart's own maximum). */
export const maxLineQuantity = 9999;

export const normaliseSku = (sku: string) => sku.trim().toUpperCase();

export const isBlankLine = (line: Pick<QuickOrderLine, 'sku' | 'quantity'>) =>
  line.sku.trim() === '' && line.quantity.trim() === '';

/** A positive whole number up to the cart's maximum, else null. */
export function quantityOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= maxLineQuantity ? quantity : null;
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * Lines of `SKU;quantity`, `SKU<tab>quantity` or `SKU,quantity` (a spreadsheet's copy or a CSV file), one a
 * line; empty lines are skipped, and a first line whose quantity has no digit is a header.
 */
export function parseLines(text: string): { sku: string; quantity: string }[] {
  const rows = text
    .split(/\r\n|\r|\n/)
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const [sku = '', quantity = ''] = row.split(/\t|;|,/).map(unquote);
      return { sku, quantity };
    });
  if (rows[0] && rows[0].quantity !== '' && !/\d/.test(rows[0].quantity)) rows.shift();
  return rows;
}

/** The SKUs to look up: every filled line's, once, normalised. */
export const skusOf = (lines: QuickOrderLine[]) => [
  ...new Set(lines.filter((line) => line.sku.trim() !== '').map((line) => normaliseSku(line.sku))),
];

/**
 * Each line's verdict, in order: the SKU first (unknown, or a product number of several variants), then
 * the quantity, then stock and the order limit (which counts the cart and the earlier lines of the product).
 * Blank lines get none.
 */
export function judgeLines(lines: QuickOrderLine[], articles: Article[]): QuickOrderLine[] {
  const bySku = new Map<string, Article>();
  const byNumber = new Map<string, Article[]>();
  for (const article of articles) {
    bySku.set(normaliseSku(article.sku), article);
    byNumber.set(normaliseSku(article.productNumber), [
      ...(byNumber.get(normaliseSku(article.productNumber)) ?? []),
      article,
    ]);
  }
  const ordered = new Map<string, number>();
  const verdictOf = (line: QuickOrderLine): LineVerdict | null => {
    if (isBlankLine(line)) return null;
    const sku = normaliseSku(line.sku);
    const ofNumber = byNumber.get(sku);
    const article = bySku.get(sku) ?? (ofNumber?.length === 1 ? ofNumber[0] : undefined);
    if (!article) return { ok: false, problem: ofNumber ? 'chooseVariant' : 'unknownSku' };
    const quantity = quantityOf(line.quantity);
    if (quantity === null) return { ok: false, problem: 'badQuantity', article };
    if (article.stock === 0 || article.price === null) return { ok: false, problem: 'soldOut', article };
    if (quantity > article.stock) return { ok: false, problem: 'overStock', article };
    const already = ordered.get(article.productParentId) ?? article.inCart;
    if (article.orderLimit !== null && already + quantity > article.orderLimit)
      return { ok: false, problem: 'overOrderLimit', article };
    ordered.set(article.productParentId, already + quantity);
    return { ok: true, article, quantity };
  };
  return lines.map((line) => ({ ...line, verdict: verdictOf(line) }));
}

/** The items 'Add all valid lines' sends: each valid line's variant and quantity. */
export const validItemsOf = (lines: QuickOrderLine[]) =>
  lines.flatMap((line) =>
    line.verdict?.ok
      ? [{ productVariantId: line.verdict.article.productVariantId, quantity: line.verdict.quantity }]
      : [],
  );
