// Generated product images: a small deterministic SVG per product (and variant colour), so the mock needs no
// image files. Self-contained: no external references, no script, only the generic sans-serif font.
import type { SeedProduct, SeedVariant } from './data.ts';

// A Map, not an object literal: a colour called 'constructor' must not find Object.prototype.
const COLORS = new Map<string, string>([
  ['black', '#1f1f1f'],
  ['white', '#ffffff'],
  ['navy', '#1b2a4a'],
  ['red', '#c8102e'],
  ['green', '#2e7d32'],
  ['forestgreen', '#2f5d3a'],
  ['grey', '#8a8d91'],
  ['gray', '#8a8d91'],
  ['heathergrey', '#a3a6aa'],
  ['charcoal', '#3a3d42'],
  ['blue', '#1e5bb8'],
  ['yellow', '#f2c500'],
  ['orange', '#ef7d00'],
  ['hivisyellow', '#d7f20a'],
  ['hivisorange', '#ff6a13'],
  ['pink', '#e889b5'],
  ['beige', '#d9c7a7'],
  ['sand', '#cdb891'],
  ['natural', '#e8dcc4'],
  ['olive', '#6b7035'],
  ['burgundy', '#7a1f33'],
  ['brown', '#6d4c33'],
  ['silver', '#b8bcc2'],
  ['purple', '#6a3d9a'],
  ['turquoise', '#1aa3a3'],
]);

/** Hex of a known colour name ('Navy', 'Heather Grey', 'Fjord Blue' -> blue), else undefined. */
export function colorHex(name: string): string | undefined {
  const words = name
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  return COLORS.get(words.join('')) ?? COLORS.get(words[words.length - 1] ?? '');
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const value = light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards white: amount 0 keeps it, 1 gives white. */
function tint(hex: string, amount: number): string {
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

/** Escapes text for XML and HTML (the widget pages use it too). */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

const SHAPES: Record<SeedProduct['art']['shape'], { path: string; labelY: number }> = {
  circle: { path: '<circle cx="200" cy="200" r="135"', labelY: 200 },
  square: { path: '<rect x="75" y="75" width="250" height="250" rx="28"', labelY: 200 },
  triangle: { path: '<polygon points="200,55 350,320 50,320"', labelY: 240 },
  diamond: { path: '<polygon points="200,45 355,200 200,355 45,200"', labelY: 200 },
  hexagon: { path: '<polygon points="200,55 326,128 326,272 200,345 74,272 74,128"', labelY: 200 },
};

/**
 * A square SVG for a product: soft background from the product hue (or the variant's colour when that is a
 * known colour), the product's shape drawn large in the accent colour, its label in the middle.
 */
export function productImageSvg(
  product: SeedProduct,
  variant: SeedVariant | undefined,
  width: number,
): string {
  const size = Number.isFinite(width) && width >= 1 ? Math.min(Math.round(width), 4096) : 400;
  const hue = ((Math.round(product.art.hue) % 360) + 360) % 360;
  const known = variant?.color === undefined ? undefined : colorHex(variant.color);
  const accent = known ?? hslToHex(hue, 55, 45);
  const background = known ? tint(known, 0.82) : hslToHex(hue, 60, 93);
  const halo = hslToHex(hue, 50, 84);
  const edge = hslToHex(hue, 40, 28);
  const ink = isLight(accent) ? '#1f1f1f' : '#ffffff';
  const shape = SHAPES[product.art.shape] ?? SHAPES.square;
  const rawLabel = product.art.label.slice(0, 3);
  const fontSize = rawLabel.length > 2 ? 64 : 84;
  const title = escapeXml(
    variant?.color ? `${product.product_name}, ${variant.color}` : product.product_name,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${size}" height="${size}" role="img">` +
    `<title>${title}</title>` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<circle cx="200" cy="200" r="180" fill="${halo}" opacity="0.5"/>` +
    `${shape.path} fill="${accent}" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>` +
    `<text x="200" y="${shape.labelY}" text-anchor="middle" dominant-baseline="central" ` +
    `font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="${ink}">${escapeXml(rawLabel)}</text>` +
    '</svg>'
  );
}
