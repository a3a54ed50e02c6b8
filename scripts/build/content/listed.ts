/**
 * What the lists (the routes, the cards, the feeds) show of each post and service file, with the
 * text it was read from: one entry per file, replaced when its text changes. A list needs a file's
 * frontmatter (and a post's reading time), never its compiled body; `npm run dev` reads every
 * list again after a save, and compares what a saved file showed before with what it shows now
 * (plugins/content.ts): a change the lists do not show re-renders the file's own page alone.
 */
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
