/** A small string hash (FNV-1a), enough to shuffle a handful of products. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * SPEC §2: the landing page shows 3 random products of the chosen type. The order depends on a
 * seed chosen once per visit, so the picks do not reshuffle when the list is fetched again.
 */
export function pickRandom<T extends { _id: string }>(items: readonly T[], count: number, seed: number): T[] {
  return [...items]
    .map((item) => ({ item, rank: hash(`${seed}:${item._id}`) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map(({ item }) => item);
}
