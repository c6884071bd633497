/** Deterministic pseudo-random numbers in [0, 1), so the demo looks the same on every install. */
export function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One of `list`, drawn with `random`. */
export function pickWith<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('the demo picked from an empty list');
  return item;
}

/** A number in [min, max), drawn with `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}
