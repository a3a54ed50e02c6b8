/** What the lists show of each file, with its text: after a save, a change the lists do not show re-renders one page alone. */
const entries = new Map<string, { source: string; value: unknown }>()

/** What the lists show of `file` with this text: remembered, or `read` once. */
export function listed<T>(root: string, file: string, source: string, read: () => T): T {
  const key = `${root}\0${file}`
  const known = entries.get(key)
  if (known?.source === source) return known.value as T
  const value = read()
  entries.set(key, { source, value })
  return value
}

/** What the lists last showed of `file`, as JSON; undefined when no list has read it. */
export function lastListed(root: string, file: string): string | undefined {
  const known = entries.get(`${root}\0${file}`)
  return known && JSON.stringify(known.value)
}
