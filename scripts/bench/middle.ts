/** The middle value of some runs (of an even count, the upper middle); NaN for none. */
export function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
