// A shuffled paper must read the same after a reload and on another device: the order comes from
// the attempt's stored seed, never from Math.random at read time.

/** mulberry32: a tiny, good enough generator for an order of questions (not for secrets). */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A Fisher–Yates permutation of `items`, the same for the same seed. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = generator(seed)
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

/** A distinct seed for each question's options, derived from the attempt's. */
export const optionSeed = (seed: number, questionId: number) => (Math.imul(seed, 31) ^ questionId) >>> 0
