/** Every leaf of a JSON value as a dotted path: {a: {b: 1}, c: [x]} -> ["a.b", "c[0]"]. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, `${prefix}[${i}]`))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, prefix ? `${prefix}.${key}` : key))
  }
  return [prefix]
}

/** The value at a path made by leafPaths. */
export function valueAt(value: unknown, path: string): unknown {
  return path.split(/\.|(?=\[)/).reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined
    const key = part.startsWith('[') ? Number(part.slice(1, -1)) : part
    return (node as Record<string | number, unknown>)[key]
  }, value)
}

/** The {{placeholders}} a string uses, sorted. */
export function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort() : []
}
