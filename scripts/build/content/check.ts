import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { isPublished } from '../../../src/content/blog/publishing.ts'
import { homeStringsSchema } from '../../../src/content/schemas.ts'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { NAMESPACES } from '../../../src/i18n/namespaces.ts'
import { escapedControlIssues, writtenControlIssues } from './control-characters.ts'
import { serviceKeysOf } from './files.ts'
import { editorErrors, untranslated, zodIssues, type ContentIssue } from './issues.ts'
import { kindOf, POST_KIND } from './kinds.ts'
import { parseContentFile, readContentFrontmatter, type ParsedContent } from './parse.ts'
import { fieldAt, leafPaths, locatorOf, pathOf, valueAt, type Locate } from './positions.ts'
import { postSlugsOf, productionRule } from './post-files.ts'
import { checkPublic } from './public-files.ts'
import { decodeContent, readJson } from './source.ts'

const PAGES = ['about.mdx', 'privacy-policy.mdx']

/**
 * Every problem in content/, at once: files, control characters, schemas, bodies, translation gaps
 * against es (files and string keys, both ways), placeholders, and images missing from public/.
 * `compilerChecksBody` says which files' bodies the build checks as it compiles them, so that each is parsed once.
 */
export function checkContent(
  root: string,
  { compilerChecksBody }: { compilerChecksBody?: (file: string, data: Record<string, unknown>) => boolean } = {},
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const file = (...parts: string[]) => ['content', ...parts].join('/')
  const missing = (lang: string, name: string): ContentIssue =>
    lang === DEFAULT_LANG ? { file: file(lang, name), field: '', message: 'missing file' } : untranslated(file(lang, name), file(DEFAULT_LANG, name))
  // Each image at its first use, placed only if it is missing: placing a field parses the file's YAML again.
  const images = new Map<string, () => ContentIssue>()
  const noteImages = (rel: string, value: unknown, locate: Locate) => {
    for (const field of leafPaths(value)) {
      const image = valueAt(value, field)
      if (typeof image === 'string' && image.startsWith('/images/') && !images.has(image))
        images.set(image, () => ({ file: rel, field, message: image, ...locate(pathOf(field)) }))
    }
  }

  // The language folders: `_schemas` and other `_` folders are tooling.
  const folders = readdirSync(join(root, 'content'), { withFileTypes: true }).filter((e) => e.isDirectory() && !/^[_.]/.test(e.name))
  for (const lang of folders.map((e) => e.name).sort()) {
    if (!(LANGS as readonly string[]).includes(lang)) {
      issues.push({ file: file(lang), field: '', message: `unknown language folder (expected one of ${LANGS.join(', ')})` })
    } else issues.push(...strayFiles(root, lang))
  }

  // MDX: each file checked on its own, then the set of files compared with es.
  const mdxOf = (lang: string) => [
    ...serviceKeysOf(root, lang).map((key) => `services/${key}.mdx`),
    ...postSlugsOf(root, lang).map((slug) => `blog/${slug}.mdx`),
    ...PAGES,
  ]
  const esMdx = mdxOf(DEFAULT_LANG)
  for (const lang of LANGS) {
    const present = mdxOf(lang).filter((name) => existsSync(join(root, file(lang, name))))
    const names = keyNames(root, lang)
    for (const name of present) {
      const rel = file(lang, name)
      const read = decodeContent(rel, readFileSync(join(root, rel)))
      if ('issue' in read) {
        issues.push(read.issue)
        continue
      }
      // The frontmatter alone first only where the build may leave the body to its compiler: else the whole file is read once.
      const frontmatter = compilerChecksBody && readContentFrontmatter(rel, read.text, root)
      const parsed =
        frontmatter && !frontmatter.issues.length && compilerChecksBody(rel, frontmatter.data) ? frontmatter : parseContentFile(rel, read.text, root)
      issues.push(...parsed.issues, ...postKeyIssues(names, lang, rel, parsed))
      noteImages(rel, parsed.data, parsed.locate)
    }
    for (const name of (lang === DEFAULT_LANG ? PAGES : esMdx).filter((n) => !present.includes(n))) issues.push(missing(lang, name))
    // es's own files are its originals: none of them lacks one.
    for (const name of present.filter((n) => !esMdx.includes(n))) {
      issues.push({ file: file(lang, name), field: '', message: `has no ${DEFAULT_LANG} original (expected ${file(DEFAULT_LANG, name)})` })
    }
  }

  // Strings: the same keys and placeholders as es, in every namespace.
  for (const ns of NAMESPACES) {
    const name = `strings/${ns}.json`
    const read = (lang: string): { json: unknown; locate: Locate } | undefined => {
      const rel = file(lang, name)
      const parsed = existsSync(join(root, rel)) ? readJson(rel, readFileSync(join(root, rel))) : { issue: missing(lang, name) }
      if ('issue' in parsed) {
        issues.push(parsed.issue)
        return undefined
      }
      const { text, json } = parsed
      const locate = locatorOf(text)
      const written = writtenControlIssues(rel, text, (offset) => fieldAt(text, offset) ?? '')
      issues.push(...written, ...escapedControlIssues(rel, json, locate, new Set(written.map((issue) => issue.field))))
      noteImages(rel, json, locate)
      if (ns === 'home') {
        const result = homeStringsSchema.safeParse(json, { error: editorErrors, reportInput: true })
        if (!result.success) issues.push(...zodIssues(rel, result.error, locate))
      }
      return { json, locate }
    }
    const es = read(DEFAULT_LANG)
    for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
      const other = read(lang)
      if (es === undefined || other === undefined) continue
      const issue = (field: string, message: string, at?: 'key') =>
        issues.push({ file: file(lang, name), field, message, ...other.locate(pathOf(field), at) })
      const esKeys = leafPaths(es.json)
      const otherKeys = new Set(leafPaths(other.json))
      for (const key of esKeys.filter((k) => !otherKeys.has(k))) issue(key, `missing translation (present in ${DEFAULT_LANG})`)
      for (const key of [...otherKeys].filter((k) => !esKeys.includes(k)))
        issue(key, `not in ${DEFAULT_LANG} (remove it or add it there first)`, 'key')
      for (const key of esKeys.filter((k) => otherKeys.has(k))) {
        const want = placeholders(valueAt(es.json, key)).join(', ')
        const got = placeholders(valueAt(other.json, key)).join(', ')
        if (want !== got) issue(key, `expected the placeholders {{${want}}} of ${DEFAULT_LANG}, found {{${got}}}`)
      }
    }
  }

  for (const [image, where] of images) {
    if (!existsSync(join(root, 'public', image))) issues.push({ ...where(), message: `expected an image at public${image}, found none` })
  }
  return issues
}

/** The {{placeholders}} a string uses, sorted. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort() : []
}

/** Files in a language folder that the site never reads (a `.md` post would be skipped silently); parseContentFile reports MDX files. */
function strayFiles(root: string, lang: string): ContentIssue[] {
  const strings = new Set(NAMESPACES.map((ns) => `content/${lang}/strings/${ns}.json`))
  return readdirSync(join(root, 'content', lang), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
    .flatMap((file): ContentIssue[] => {
      if (strings.has(file) || file.endsWith('.mdx')) return []
      if (file.endsWith('.md') && kindOf(`${file}x`)) {
        return [{ file, field: '', line: 1, col: 1, message: `a Markdown file is not read: rename it to ${file.split('/').at(-1)}x` }]
      }
      return [{ file, field: '', message: 'unexpected file: content holds only the .mdx and strings/<namespace>.json files of content/README.md' }]
    })
}

interface KeyNames {
  authors?: Record<string, { name?: string; role?: string }>
  tags?: Record<string, string>
}

/** The author and tag names of a language's strings/base.json; undefined when the file does not read, as the strings check reports. */
function keyNames(root: string, lang: string): KeyNames | undefined {
  const file = join(root, 'content', lang, 'strings', 'base.json')
  const read = existsSync(file) ? readJson(file, readFileSync(file)) : undefined
  return read && 'json' in read ? ((read.json as { blog?: KeyNames }).blog ?? {}) : undefined
}

/** A post's author and tag keys without a name in the strings, each on its own line: the page would print the bare key. */
function postKeyIssues(names: KeyNames | undefined, lang: string, file: string, { data, locate }: ParsedContent): ContentIssue[] {
  if (!names || kindOf(file) !== POST_KIND) return []
  const where = `content/${lang}/strings/base.json`
  const issue = (field: string, message: string): ContentIssue => ({ file, field, message, ...locate(pathOf(field), 'value') })
  const { author, tags } = data
  // Keys an editor chose, looked up in parsed JSON: only the file's own entries name them, never what every object has.
  const named = <T>(table: Record<string, T> | undefined, key: string) => (table && Object.hasOwn(table, key) ? table[key] : undefined)
  const authorIssues =
    typeof author === 'string' && !(named(names.authors, author)?.name && named(names.authors, author)?.role)
      ? [issue('author', `expected an author with a name and role under blog.authors in ${where}, found none for "${author}"`)]
      : []
  const tagIssues = (Array.isArray(tags) ? tags : []).flatMap((tag, i) =>
    typeof tag === 'string' && !named(names.tags, tag)
      ? [issue(`tags[${i}]`, `expected a name for the tag "${tag}" under blog.tags in ${where}`)]
      : [],
  )
  return [...authorIssues, ...tagIssues]
}

/**
 * Every problem of content/ and public/. `compilerChecksBodies` is a build's: the MDX compiler checks each body it compiles
 * (remark-content.ts), so of those files only the frontmatter is read here; a body the build never compiles (a draft's, a post's
 * dated after today) is parsed here, as is every file whose frontmatter is wrong.
 */
export async function checkSite(root: string, { compilerChecksBodies = false } = {}): Promise<ContentIssue[]> {
  const { today } = productionRule()
  const compilerChecksBody = compilerChecksBodies
    ? (file: string, data: Record<string, unknown>) => !file.includes('/blog/') || isPublished(data as { date: string; draft?: boolean }, today)
    : undefined
  return [...checkContent(root, { compilerChecksBody }), ...(await checkPublic(root))]
}
