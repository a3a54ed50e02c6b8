import { existsSync } from 'node:fs'
import { isPublished } from '../../../src/content/blog/publishing.ts'
import { join } from 'node:path'
import { homeStringsSchema } from '../../../src/content/schemas.ts'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { NAMESPACES } from '../../../src/i18n/namespaces.ts'
import { escapedControlIssues, writtenControlIssues } from './control-characters.ts'
import { contentLangs, serviceKeysOf } from './files.ts'
import { readContentText, strayFiles } from './inventory.ts'
import { editorErrors, zodIssues, type ContentIssue } from './issues.ts'
import { parseContentFile, readContentFrontmatter } from './parse.ts'
import { parseJson } from './json.ts'
import { fieldAt, locatorOf, pathOf, type Locate } from './positions.ts'
import { keyNames, postKeyIssues } from './post-keys.ts'
import { postSlugsOf, productionRule } from './posts.ts'
import { checkPublic } from './public-files.ts'
import { imageReferences, leafPaths, placeholders, valueAt } from './strings.ts'

const PAGES = ['about.mdx', 'privacy-policy.mdx']

/**
 * Every problem in content/, at once: files that are not UTF-8, too large or never read, control
 * characters in any text (scripts/build/content/control-characters.ts), schemas,
 * the rules of MDX bodies (scripts/build/content/mdx-tree.ts), translation gaps against es (files and
 * string keys, both ways), placeholders, and image paths missing from public/.
 */
export interface CheckOptions {
  /**
   * Whether a file's body is checked elsewhere, given its checked frontmatter: the build checks
   * every body it compiles as it compiles it (remark-content.ts), so its check at the start skips
   * those and parses each body once. Default: every body is checked here.
   */
  bodyCheckedElsewhere?: (file: string, data: Record<string, unknown>) => boolean
}

export function checkContent(root: string, { bodyCheckedElsewhere = () => false }: CheckOptions = {}): ContentIssue[] {
  const issues: ContentIssue[] = []
  const file = (...parts: string[]) => ['content', ...parts].join('/')
  // image -> where it is first used; placed only if the image is missing (placing a field parses
  // the file's YAML again)
  const images = new Map<string, () => ContentIssue>()

  for (const lang of contentLangs(root)) {
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
    // Read once per language: every post's keys are checked against them.
    const names = keyNames(root, lang)
    for (const name of present) {
      const rel = file(lang, name)
      const read = readContentText(root, rel)
      if ('issue' in read) {
        issues.push(read.issue)
        continue
      }
      const frontmatter = readContentFrontmatter(rel, read.text, root)
      const parsed =
        frontmatter.issues.length === 0 && bodyCheckedElsewhere(rel, frontmatter.data) ? frontmatter : parseContentFile(rel, read.text, root)
      issues.push(...parsed.issues)
      // An author or tag key with no name in the strings: reported on the key's own line.
      for (const issue of postKeyIssues(names, lang, rel, parsed.data)) issues.push({ ...issue, ...parsed.locate(pathOf(issue.field), 'value') })
      for (const [field, image] of imageReferences(parsed.data)) {
        if (!images.has(image)) images.set(image, () => ({ file: rel, field, message: image, ...parsed.locate(pathOf(field)) }))
      }
    }
    if (lang === DEFAULT_LANG) {
      for (const name of PAGES.filter((p) => !present.includes(p))) issues.push({ file: file(lang, name), field: '', message: 'missing file' })
      continue
    }
    for (const name of esMdx.filter((n) => !present.includes(n))) {
      issues.push({ file: file(lang, name), field: '', message: `missing translation of ${file(DEFAULT_LANG, name)}` })
    }
    for (const name of present.filter((n) => !esMdx.includes(n))) {
      issues.push({ file: file(lang, name), field: '', message: `has no ${DEFAULT_LANG} original (expected ${file(DEFAULT_LANG, name)})` })
    }
  }

  // Strings: the same keys and placeholders as es, in every namespace.
  for (const ns of NAMESPACES) {
    const read = (lang: string): { json: unknown; locate: Locate } | undefined => {
      const rel = file(lang, 'strings', `${ns}.json`)
      if (!existsSync(join(root, rel))) {
        issues.push({
          file: rel,
          field: '',
          message: lang === DEFAULT_LANG ? 'missing file' : `missing translation of ${file(DEFAULT_LANG, 'strings', `${ns}.json`)}`,
        })
        return undefined
      }
      const read = readContentText(root, rel)
      if ('issue' in read) {
        issues.push(read.issue)
        return undefined
      }
      const text = read.text
      const parsed = parseJson(rel, text)
      if ('issue' in parsed) {
        issues.push(parsed.issue)
        return undefined
      }
      const { json } = parsed
      const locate = locatorOf(text)
      const written = writtenControlIssues(rel, text, (offset) => fieldAt(text, offset) ?? '')
      issues.push(...written, ...escapedControlIssues(rel, json, locate, new Set(written.map((issue) => issue.field))))
      for (const [field, image] of imageReferences(json)) {
        if (!images.has(image)) images.set(image, () => ({ file: rel, field, message: image, ...locate(pathOf(field)) }))
      }
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
      const rel = file(lang, 'strings', `${ns}.json`)
      const at = (key: string, where?: 'key') => other.locate(pathOf(key), where)
      const esKeys = leafPaths(es.json)
      const otherKeys = new Set(leafPaths(other.json))
      for (const key of esKeys.filter((k) => !otherKeys.has(k)))
        issues.push({ file: rel, field: key, message: `missing translation (present in ${DEFAULT_LANG})`, ...at(key) })
      for (const key of [...otherKeys].filter((k) => !esKeys.includes(k)))
        issues.push({ file: rel, field: key, message: `not in ${DEFAULT_LANG} (remove it or add it there first)`, ...at(key, 'key') })
      for (const key of esKeys.filter((k) => otherKeys.has(k))) {
        const want = placeholders(valueAt(es.json, key)).join(', ')
        const got = placeholders(valueAt(other.json, key)).join(', ')
        if (want !== got)
          issues.push({ file: rel, field: key, message: `expected the placeholders {{${want}}} of ${DEFAULT_LANG}, found {{${got}}}`, ...at(key) })
      }
    }
  }

  for (const [image, where] of images) {
    if (!existsSync(join(root, 'public', image))) issues.push({ ...where(), message: `expected an image at public${image}, found none` })
  }
  return issues
}

/**
 * Every problem of content/ and public/, as `npm run check:content` lists them. A build checks this
 * before it builds (scripts/build/index.ts) with `leaveCompiledBodies`: the bodies it compiles are
 * checked as they compile (remark-content.ts), so only the others (drafts, later posts) are parsed here.
 */
export async function checkSite(root: string, { leaveCompiledBodies = false } = {}): Promise<ContentIssue[]> {
  const { today } = productionRule()
  const bodyCheckedElsewhere = (file: string, data: Record<string, unknown>) =>
    leaveCompiledBodies && (!file.includes('/blog/') || isPublished(data as { date: string; draft?: boolean }, today))
  return [...checkContent(root, { bodyCheckedElsewhere }), ...(await checkPublic(root))]
}
