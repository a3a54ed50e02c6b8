import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { feedItems, sitemapAddresses } from './feeds.ts'
import { searchIndexName } from '../../build/steps/search-index.ts'
import { localePath } from '../../../src/i18n/paths.ts'
import { isLang } from '../../../src/i18n/languages.ts'
import { indexedPages, type IndexedPage } from './search-index.ts'
import { visibleOf, type Visible } from './visible.ts'
import { changedWords, wordDiff, type WordRun } from './word-diff.ts'

export type ChangeKind = 'added' | 'removed' | 'changed'
export type OutputKind = 'page' | 'feed' | 'sitemap' | 'social image' | 'public file' | 'search index'

/** What a visitor gets in one part of a page or file, listed: what is gone and what is new. */
export interface FieldDiff {
  field: string
  removed: string[]
  added: string[]
}

/** One file of the site that a visitor or a reader sees change. */
export interface OutputChange {
  /** Relative to dist/ (a public file: to public/, as the site serves it). */
  file: string
  /** Its address on the site. */
  url: string
  what: OutputKind
  kind: ChangeKind
  lang: string
  fields: FieldDiff[]
  /** A page's visible text, word by word. */
  words?: WordRun[]
  /** How much changed: words added and removed, and each other item; the report orders by it. */
  weight: number
}

export interface Comparison {
  changes: OutputChange[]
  /** Files whose bytes differ while a visitor sees the same (asset or CSP hashes, markup). */
  unseen: string[]
}

/** Where the two builds are: each dist/ and the public/ it was built from. */
export interface Sides {
  baseDist: string
  headDist: string
  basePublic: string
  headPublic: string
}

const IMAGE = /\.(jpe?g|png|webp|avif|svg|gif)$/i
const VARIANT = /-\d+w?\.(avif|webp)$/

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1).split('\\').join('/'))
    .sort()
}

/** A file's bytes as a hash, or '' when absent. */
const hashFile = (file: string) => (existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '')

/** Hashes each file once in a comparison (pages share their images), and never across two: the same path may hold new bytes. */
let hashOf = hashFile

/** The address a file of dist/ is served at: a page behind its folder's slash. */
export const urlOf = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`

/** Lines in `before` not in `after` and the other way round, each counted as often as it occurs. */
export function listDiff(field: string, before: string[], after: string[]): FieldDiff | undefined {
  const left = new Map<string, number>()
  for (const line of after) left.set(line, (left.get(line) ?? 0) + 1)
  const removed: string[] = []
  for (const line of before) {
    const n = left.get(line) ?? 0
    if (n) left.set(line, n - 1)
    else removed.push(line)
  }
  const kept = new Map<string, number>()
  for (const line of before) kept.set(line, (kept.get(line) ?? 0) + 1)
  const added = after.filter((line) => {
    const n = kept.get(line) ?? 0
    if (n) kept.set(line, n - 1)
    return !n
  })
  return removed.length || added.length ? { field, removed, added } : undefined
}

const langOfFile = (file: string) => /^(en|pt)\//.exec(file)?.[1] ?? 'es'

/** The parts of a page a visitor gets, as lists; an image carries its file's bytes, so a new photo under the same name counts. */
function pageFields(page: Visible, dist: string): [string, string[]][] {
  const images = page.images.map(({ src, alt }) => {
    const bytes = src.startsWith('/') ? hashOf(join(dist, decodeURI(src.split(/[?#]/)[0] ?? ''))).slice(0, 12) : ''
    return `${src} "${alt}"${bytes ? ` \u0000${bytes}` : ''}`
  })
  return [
    ['title', [page.title]],
    ['description', [page.description]],
    ['headings', page.headings],
    ['links', page.links],
    ['images', images],
    ['social and search tags', page.meta],
    ['structured data', page.structured],
  ]
}

/** An image line without the bytes it was compared by, as the report shows it. */
const shownImage = (line: string, other: string[]): string => {
  const [shown] = line.split(' \u0000')
  return other.some((o) => o.split(' \u0000')[0] === shown) ? `${shown} (the image file changed)` : (shown ?? line)
}

function comparePage(file: string, sides: Sides, newImages: string[]): OutputChange | 'unseen' | undefined {
  const beforePath = join(sides.baseDist, file)
  const afterPath = join(sides.headDist, file)
  // The same bytes show the same, unless an image they name has new bytes: most pages of a pull request, never parsed.
  if (hashOf(beforePath) === hashOf(afterPath)) {
    const html = newImages.length ? readFileSync(afterPath, 'utf8') : ''
    if (!newImages.some((image) => html.includes(`"/${image}"`))) return undefined
  }
  const before = existsSync(beforePath) ? visibleOf(readFileSync(beforePath, 'utf8')) : undefined
  const after = existsSync(afterPath) ? visibleOf(readFileSync(afterPath, 'utf8')) : undefined
  const lang = after?.lang || before?.lang || langOfFile(file)
  const empty: Visible = { lang, title: '', description: '', meta: [], structured: [], headings: [], links: [], images: [], text: '' }
  const b = pageFields(before ?? empty, sides.baseDist)
  const a = pageFields(after ?? empty, sides.headDist)
  const fields = b
    .map(([field, lines], i) => listDiff(field, lines, a[i]?.[1] ?? []))
    .filter((d): d is FieldDiff => d !== undefined && !(d.removed.every((l) => l === '') && d.added.every((l) => l === '')))
    .map((d) => (d.field === 'images' ? { ...d, removed: d.removed.map((l) => shownImage(l, d.added)), added: d.added.map((l) => shownImage(l, d.removed)) } : d))
  const words = wordDiff(before?.text ?? '', after?.text ?? '', lang)
  const textChanged = words.some((w) => w.added || w.removed)
  const kind: ChangeKind = !before ? 'added' : !after ? 'removed' : 'changed'
  if (kind === 'changed' && !textChanged && !fields.length) return 'unseen'
  const weight = changedWords(words, lang) + fields.reduce((n, f) => n + f.added.length + f.removed.length, 0)
  return { file, url: urlOf(file), what: 'page', kind, lang, fields, words, weight }
}

function compareLists(file: string, what: OutputKind, field: string, read: (xml: string) => string[], sides: Sides): OutputChange | 'unseen' | undefined {
  if (hashOf(join(sides.baseDist, file)) === hashOf(join(sides.headDist, file))) return undefined
  const load = (path: string) => (existsSync(path) ? read(readFileSync(path, 'utf8')) : undefined)
  const before = load(join(sides.baseDist, file))
  const after = load(join(sides.headDist, file))
  const diff = listDiff(field, before ?? [], after ?? [])
  const kind: ChangeKind = !before ? 'added' : !after ? 'removed' : 'changed'
  if (!diff && kind === 'changed') return 'unseen'
  const fields = diff ? [diff] : []
  return { file, url: urlOf(file), what, kind, lang: langOfFile(file), fields, weight: (diff?.added.length ?? 0) + (diff?.removed.length ?? 0) }
}

function compareBytes(file: string, what: OutputKind, before: string, after: string): OutputChange | undefined {
  const [b, a] = [hashOf(before), hashOf(after)]
  if (b === a) return undefined
  const kind: ChangeKind = !b ? 'added' : !a ? 'removed' : 'changed'
  return { file, url: urlOf(file), what, kind, lang: langOfFile(file), fields: [], weight: 1 }
}

/**
 * Each language's search index, by the pages it holds and the text each is found by: a page whose
 * indexed text changed, or that came or went, names the index of its language as changed.
 */
function compareSearchIndexes(sides: Sides): OutputChange[] {
  const byLang = (dist: string) => {
    const langs = new Map<string, Map<string, IndexedPage>>()
    for (const page of indexedPages(dist)) (langs.get(page.lang) ?? langs.set(page.lang, new Map()).get(page.lang)!).set(page.url, page)
    return langs
  }
  const [before, after] = [byLang(sides.baseDist), byLang(sides.headDist)]
  return [...new Set([...before.keys(), ...after.keys()])].sort().flatMap((lang) => {
    const [b, a] = [before.get(lang), after.get(lang)]
    const urls = [...new Set([...(b?.keys() ?? []), ...(a?.keys() ?? [])])].sort()
    const gone = urls.filter((url) => !a?.has(url))
    const come = urls.filter((url) => !b?.has(url))
    const changed = urls.filter((url) => a?.has(url) && b?.has(url) && JSON.stringify(a.get(url)) !== JSON.stringify(b.get(url)))
    if (!gone.length && !come.length && !changed.length) return []
    const fields = [listDiff('pages', gone, come), changed.length ? { field: 'text found by', removed: [], added: changed } : undefined]
    const kind: ChangeKind = !b ? 'added' : !a ? 'removed' : 'changed'
    const url = isLang(lang) ? localePath(lang, '/search') : '/search/'
    return [{ file: searchIndexName(lang), url, what: 'search index' as const, kind, lang, fields: fields.filter((f) => f !== undefined), weight: gone.length + come.length + changed.length }]
  })
}

/**
 * Compares two builds as their visitors get them: pages by what they show (never their bytes),
 * feeds by their items, the sitemap by its addresses, generated images and the files of public/
 * by their bytes, each language's search index by the pages it holds and their text. Scripts, stylesheets, host files and image variants never count: each follows
 * from what is compared.
 */
export function compareBuilds(sides: Sides): Comparison {
  const hashes = new Map<string, string>()
  hashOf = (file) => hashes.get(file) ?? hashes.set(file, hashFile(file)).get(file)!
  const publicFiles = new Set([...filesUnder(sides.basePublic), ...filesUnder(sides.headPublic)])
  const publicStems = new Set([...publicFiles].map((file) => file.replace(/\.[^./]+$/, '')))
  const generatedImage = (file: string) =>
    IMAGE.test(file) && !file.startsWith('assets/') && !publicFiles.has(file) && !(VARIANT.test(file) && publicStems.has(file.replace(VARIANT, '')))
  const distFiles = [...new Set([...filesUnder(sides.baseDist), ...filesUnder(sides.headDist)])].sort()
  const changes: OutputChange[] = []
  const unseen: string[] = []
  const note = (change: OutputChange | 'unseen' | undefined, file: string) => {
    if (change === 'unseen') unseen.push(file)
    else if (change) changes.push(change)
  }
  const publicChanges = [...publicFiles].sort().map((file) => compareBytes(file, 'public file', join(sides.basePublic, file), join(sides.headPublic, file)))
  const newImages = publicChanges.flatMap((c) => (c?.kind === 'changed' && IMAGE.test(c.file) ? [c.file] : []))
  for (const file of distFiles) {
    if (file.endsWith('.html')) note(comparePage(file, sides, newImages), file)
    else if (/(^|\/)rss\.xml$/.test(file)) note(compareLists(file, 'feed', 'items', feedItems, sides), file)
    else if (file === 'sitemap.xml') note(compareLists(file, 'sitemap', 'addresses', sitemapAddresses, sides), file)
    else if (generatedImage(file)) note(compareBytes(file, 'social image', join(sides.baseDist, file), join(sides.headDist, file)), file)
  }
  changes.push(...compareSearchIndexes(sides))
  for (const change of publicChanges) if (change) changes.push(change)
  return { changes, unseen }
}
