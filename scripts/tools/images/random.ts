/**
 * Deterministic randomness. Images must be byte-identical between runs (so the
 * repository does not churn), hence a tiny seeded PRNG instead of Math.random.
 */

/** mulberry32: small, fast, good enough for layout jitter. Returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash, so each image can be seeded from its own name. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Convenience wrapper with the handful of draws the compositions need. */
export class Rng {
  private readonly draw: () => number

  constructor(seed: string | number) {
    this.draw = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed)
  }

  next(): number {
    return this.draw()
  }

  /** Uniform float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.draw()
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.draw() * items.length)]
    if (item === undefined) throw new RangeError('pick() from an empty list')
    return item
  }

  chance(probability: number): boolean {
    return this.draw() < probability
  }

  /** A smooth-ish random walk, handy for chart series that should look plausible. */
  series(count: number, start: number, drift: number, jitter: number, min = 0.05, max = 0.95): number[] {
    const out: number[] = []
    let v = start
    for (let i = 0; i < count; i++) {
      out.push(v)
      v = Math.min(max, Math.max(min, v + drift + this.range(-jitter, jitter)))
    }
    return out
  }
}
