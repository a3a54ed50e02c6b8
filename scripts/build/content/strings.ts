import { pathOf } from './positions.ts'

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
  return pathOf(path).reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  )
}

/** The {{placeholders}} a string uses, sorted. */
export function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort() : []
}
