// Small pure helpers shared by the seed builders. No module state: every builder creates its own PRNG.

/** Mulberry32: a tiny seeded PRNG, so the seed has variety yet is identical on every call. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole number in [min, max]. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Kebab-case ASCII: 'Bergström Bygg AB' -> 'bergstrom-bygg-ab'. */
export function kebab(text: string): string {
  return text
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fixed ISO timestamp in 2026 (month 1-12), UTC. */
export function iso(month: number, day: number, hour = 9, minute = 0): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `2026-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00.000Z`;
}
