import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import { fieldPath } from './issues.ts'

/** A place in a file, 1-based, as terminals, editors and GitHub link it: `file:line:col`. */
export interface Position {
  line: number
  col: number
}

/**
 * Where a field is written. `at: 'value'` points at its value (a wrong value), `'key'` at its
 * name (an unknown field). A field that is not there points at the nearest parent that is.
 */
export type Locate = (path: readonly PropertyKey[], at?: 'key' | 'value') => Position

/** "benefits[0].image" -> ['benefits', 0, 'image']: the inverse of fieldPath(). */
export function pathOf(field: string): (string | number)[] {
  if (!field) return []
  return field.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part))
}

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

/** The entries of a YAML map or sequence: each one's key (a name, or an index), the node that writes the key (none in a sequence), and its value. */
function entriesOf(node: unknown): [key: string | number, keyNode: Node | undefined, value: unknown][] {
  if (isMap(node)) return node.items.flatMap((pair) => (isPair(pair) && isScalar(pair.key) ? [[String(pair.key.value), pair.key, pair.value]] : []))
  return isSeq(node) ? node.items.flatMap((item, i) => (item ? [[i, undefined, item]] : [])) : []
}

/** A locator for YAML or JSON text `lineOffset` lines into its file, parsed when first asked: most files have no problem to place. */
export function locatorOf(text: string, lineOffset = 0): Locate {
  const lineCounter = new LineCounter()
  let doc: Document.Parsed | undefined
  const at = (offset = 0): Position => {
    const { line, col } = lineCounter.linePos(offset)
    return { line: line + lineOffset, col }
  }
  return (path, want = 'value') => {
    let node: unknown = (doc ??= parseDocument(text, { lineCounter, uniqueKeys: false })).contents
    let found = at()
    for (const [i, part] of path.entries()) {
      const entry = entriesOf(node).find(([key]) => key === (typeof key === 'number' ? part : String(part)))
      if (!entry) return found
      node = entry[2]
      found = at((entry[1] ?? (node as Node)).range?.[0])
      if (i === path.length - 1 && want === 'value' && isScalar(node) && node.range) return at(node.range[0])
    }
    return found
  }
}

/** The field written at a character offset of YAML or JSON text ("benefits[0].image"), or undefined outside any value. */
export function fieldAt(text: string, offset: number): string | undefined {
  const inside = (node: unknown) => {
    const range = (node as Node | null | undefined)?.range
    return Boolean(range && offset >= range[0] && offset < range[2])
  }
  const path: (string | number)[] = []
  let node: unknown = parseDocument(text, { uniqueKeys: false }).contents
  for (;;) {
    const entry = entriesOf(node).find(([, key, value]) => inside(key) || inside(value))
    if (!entry) break
    path.push(entry[0])
    if (inside(entry[1])) break
    node = entry[2]
  }
  return path.length ? fieldPath(path) : undefined
}

/** The 1-based position of a character offset in a text. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, col: (before.at(-1)?.length ?? 0) + 1 }
}
