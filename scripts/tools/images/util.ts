/**
 * Checked array access. The project compiles with noUncheckedIndexedAccess;
 * in this generator an out-of-range index is always a bug, so fail loudly
 * instead of silently drawing `undefined`.
 */
export function at<T>(items: readonly T[], index: number): T {
  const value = items[index]
  if (value === undefined) throw new RangeError(`index ${index} out of range (length ${items.length})`)
  return value
}

/** Wrapping index, for cycling through colour lists of any length. */
export function cycle<T>(items: readonly T[], index: number): T {
  return at(items, ((index % items.length) + items.length) % items.length)
}
