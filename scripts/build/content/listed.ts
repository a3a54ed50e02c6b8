/** What the lists show of each file, with its text, and whether they showed it alike before that text: after a save, a change the lists do not show re-renders one page alone. */
const entries = new Map<string, { source: string; value: unknown; asBefore: boolean }>()

/** What the lists show of `file` with this text: remembered, or `read` once. */
export function listed<T>(root: string, file: string, source: string, read: () => T): T {
  const key = `${root}\0${file}`
  const known = entries.get(key)
  if (known?.source === source) return known.value as T
  const value = read()
  entries.set(key, { source, value, asBefore: known !== undefined && JSON.stringify(value) === JSON.stringify(known.value) })
  return value
}

/** Whether the lists show `file`'s last text read as they showed the text before it; false when none had read it before. */
export const listedAsBefore = (root: string, file: string): boolean => entries.get(`${root}\0${file}`)?.asBefore ?? false
