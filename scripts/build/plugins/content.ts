import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { pageCount } from '../../../src/content/blog/pagination.ts'
import { visiblePosts } from '../../../src/content/blog/publishing.ts'
import type { ServiceSummary } from '../../../src/content/schemas.ts'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { contentError, problemsOf } from '../content/content-error.ts'
import { formatIssue, untranslated, type ContentIssue } from '../content/issues.ts'
import { checkPublic, publicFileIssues } from '../content/public-files.ts'
import { readStrings, serviceKeysOf } from '../content/files.ts'
import { listed, listedAsBefore } from '../content/listed.ts'
import { forgetCheckedFiles, forgetChecksAffectedBy, readContentFrontmatter } from '../content/parse.ts'
import { checkPosts, postEntry, postFile, postSlugsOf, productionRule } from '../content/post-files.ts'
import { contentChanged, reportOnce } from '../../dev/dev-pages.ts'
import { NAMESPACES } from '../../../src/i18n/namespaces.ts'
import type { TranslationState } from '../../../src/content/translation.ts'
import type { Lag } from '../../tools/i18n-status/lag.ts'
import { previewChange } from '../../tools/i18n-status/page-exports.ts'

const INDEX_ID = 'virtual:content'

const posixPath = (root: string, file: string) => relative(root, file).split(sep).join('/')
const servicePath = (lang: string, key: string) => `content/${lang}/services/${key}.mdx`
const reportTo = (server: ViteDevServer) => (issues: ContentIssue[]) => reportOnce(server.config.logger, issues.map(formatIssue))

/** The translations of a Spanish content file, by path: `content/es/about.mdx` -> `content/en/about.mdx`, `content/pt/about.mdx`. */
const translationsOf = (rel: string) =>
  rel.startsWith(`content/${DEFAULT_LANG}/`)
    ? LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => rel.replace(`content/${DEFAULT_LANG}/`, `content/${lang}/`))
    : []

/** For a file just deleted from content/<lang>/: the line saying that a translation is now missing. */
function missingTranslation(root: string, rel: string): string | undefined {
  const [, lang, ...rest] = rel.split('/')
  if (!lang || !(LANGS as readonly string[]).includes(lang)) return undefined
  const original = [DEFAULT_LANG, ...LANGS].find((other) => other !== lang && existsSync(join(root, 'content', other, ...rest)))
  return original ? formatIssue(untranslated(rel, ['content', original, ...rest].join('/'))) : undefined
}

/**
 * Turns content/ into modules, refusing bad content with `file:line:col: field: message`:
 * - `virtual:content`: each language's service keys and blog routes, and lazy loaders of the modules below;
 * - `virtual:content/services/<lang>`: the service cards, sorted by `order`;
 * - `virtual:content/strings/<lang>`: every namespace of UI strings in one module, so switching language is one request;
 * - `virtual:content/blog/<lang>`: the posts the build publishes (the dev server shows drafts and scheduled posts too);
 * - `virtual:content/translation/<lang>`: each strings file's sections behind its Spanish original, by namespace (`lag`),
 *   for the pages made from one (home, services, contact): only they read it.
 * `sources` learns, by module id, the files each module was made from.
 */
export function contentPlugin(root: string, sources = new Map<string, string[]>(), lag?: Lag): Plugin {
  const contentDir = join(root, 'content') + sep
  const publicDir = join(root, 'public') + sep
  let devServer: ViteDevServer | undefined

  /** Stops the build, or the dev server's pages that use the file, with its problems (`source` frames the first). */
  function fail(source: string | undefined, issues: ContentIssue[]): never {
    throw contentError(root, issues, source, devServer !== undefined)
  }

  /** What the lists show of a service: its card's fields, or what is wrong with its frontmatter. */
  function serviceEntry(rel: string, key: string, source: string): ServiceSummary | { issues: ContentIssue[] } {
    return listed(root, rel, source, () => {
      const { data, issues } = readContentFrontmatter(rel, source, root)
      if (issues.length) return { issues }
      const { title, description, buttonLabel, image, order } = data as unknown as ServiceSummary
      return { key, title, description, buttonLabel, image, order }
    })
  }

  /** Whether a saved post or service shows in the lists as it did, so that only its own page needs rendering again. */
  function listsShowTheSame(rel: string): boolean {
    const [, kind, name = ''] = /^content\/[^/]+\/(blog|services)\/([^/]+)\.mdx$/.exec(rel) ?? []
    if (!kind) return false
    // Read through the lists' memory: each environment asks once per save, and each gets the answer of the first reading.
    const source = readFileSync(join(root, rel), 'utf8')
    if (kind === 'blog') postEntry(root, rel, name, source)
    else serviceEntry(rel, name, source)
    return listedAsBefore(root, rel)
  }

  function services(lang: string, watch: (file: string) => void): string {
    const keys = serviceKeysOf(root, lang)
    // A build leaves translations to check:content; the dev server names a missing one.
    const missing = devServer ? serviceKeysOf(root, DEFAULT_LANG).filter((key) => !keys.includes(key)) : []
    const issues = missing.map((key) => untranslated(servicePath(lang, key), servicePath(DEFAULT_LANG, key)))
    if (issues.length) fail(undefined, issues)
    const summaries = keys.map((key) => {
      const rel = servicePath(lang, key)
      watch(join(root, rel))
      const source = readFileSync(join(root, rel), 'utf8')
      const summary = serviceEntry(rel, key, source)
      return 'issues' in summary ? fail(source, summary.issues) : summary
    })
    return `export default ${JSON.stringify(summaries.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key)))};\n`
  }

  /** What each strings file of a language is behind its original, by namespace; the preview's changes with it. */
  function translation(lang: string, watch: (file: string) => void): string {
    const state: Record<string, TranslationState> = {}
    for (const ns of NAMESPACES) {
      const file = `content/${lang}/strings/${ns}.json`
      for (const read of [file, `content/${DEFAULT_LANG}/strings/${ns}.json`]) if (devServer) watch(join(root, read))
      const behind = lag?.(file) ?? []
      if (behind.length) state[ns] = { translationBehind: behind.length, ...(devServer ? { translationChanges: behind.map(previewChange) } : {}) }
    }
    return `export default ${JSON.stringify(state)};\n`
  }

  const strings = (lang: string, watch: (file: string) => void) =>
    `export default ${JSON.stringify(readStrings(root, lang, watch, devServer !== undefined))};\n`

  /** A language's visible posts, its broken ones, and the slugs another language has and it lacks. */
  function blogPosts(lang: string, watch?: (file: string) => void) {
    const { posts, broken } = checkPosts(root, lang, watch)
    const own = new Set(postSlugsOf(root, lang))
    const missing = [...new Set(LANGS.flatMap((other) => postSlugsOf(root, other)))].filter((slug) => !own.has(slug)).sort()
    return { posts: visiblePosts(posts, { ...productionRule(), showUnpublished: devServer !== undefined }), broken, missing }
  }

  /** The dev server also routes broken posts and missing translations, so that their pages say what is wrong. */
  function blogRoutes(lang: string): { slugs: string[]; tags: string[]; pages: number } {
    const { posts, broken, missing } = blogPosts(lang)
    // A build stops on a broken post in the blog's own module.
    if (!devServer && broken.length) return { slugs: [], tags: [], pages: 1 }
    const slugs = posts.map((post) => post.slug)
    const routed = devServer ? [...new Set([...slugs, ...broken.map((post) => post.slug), ...missing])].sort() : slugs
    return { slugs: routed, tags: [...new Set(posts.flatMap((post) => post.tags))].sort(), pages: pageCount(routed.length) }
  }

  /** The visible posts, newest first, a loader of each one's body, and the problems a broken or missing post's page throws. */
  function blog(lang: string, watch: (file: string) => void): string {
    const { posts, broken, missing } = blogPosts(lang, watch)
    if (!devServer && broken[0]) fail(broken[0].source, broken[0].issues)
    const problems = Object.fromEntries(broken.map((post) => [post.slug, problemsOf(post.issues, post.source)]))
    for (const slug of devServer ? missing : []) {
      const original = [DEFAULT_LANG, ...LANGS].find((other) => postSlugsOf(root, other).includes(slug)) ?? DEFAULT_LANG
      problems[slug] = problemsOf([untranslated(postFile(lang, slug), postFile(original, slug))])
    }
    const bodies = posts.map((post) => `${JSON.stringify(post.slug)}: () => import(${JSON.stringify(`/${postFile(lang, post.slug)}`)})`).join(', ')
    return `export default ${JSON.stringify(posts)};\nexport const bodies = {${bodies}};\nexport const problems = ${JSON.stringify(problems)};\n`
  }

  function index(): string {
    // The dev server also routes a service whose translation is missing, so that its page names the missing file.
    const routed = (lang: string) =>
      devServer ? [...new Set([...serviceKeysOf(root, DEFAULT_LANG), ...serviceKeysOf(root, lang)])].sort() : serviceKeysOf(root, lang)
    const byLang = (value: (lang: string) => unknown) => JSON.stringify(Object.fromEntries(LANGS.map((lang) => [lang, value(lang)])))
    const loaders = (kind: string) =>
      LANGS.map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${INDEX_ID}/${kind}/${lang}`)})`).join(', ')
    return [
      `export const serviceKeys = ${byLang(routed)};`,
      `export const serviceIndexes = {${loaders('services')}};`,
      `export const stringsByLang = {${loaders('strings')}};`,
      `export const blogRoutes = ${byLang(blogRoutes)};`,
      `export const blogIndexes = {${loaders('blog')}};`,
      `export const translationIndexes = {${loaders('translation')}};`,
      '',
    ].join('\n')
  }

  const modules: Record<string, (lang: string, watch: (file: string) => void) => string> = { services, strings, blog, translation }

  return {
    name: 'site-content',
    enforce: 'pre',
    resolveId(id) {
      return id === INDEX_ID || Object.keys(modules).some((kind) => id.startsWith(`${INDEX_ID}/${kind}/`)) ? `\0${id}` : undefined
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) return index()
      const [kind, make] = Object.entries(modules).find(([kind]) => id.startsWith(`\0${INDEX_ID}/${kind}/`)) ?? []
      if (!kind || !make) return undefined
      const read = new Set<string>()
      const code = make(id.slice(`\0${INDEX_ID}/${kind}/`.length), (file) => {
        this.addWatchFile(file)
        read.add(posixPath(root, file))
      })
      sources.set(id.slice(1), [...read].sort())
      return code
    },
    configureServer(server: ViteDevServer) {
      devServer = server
      // A (re)started server may check with new rules: nothing checked before counts.
      forgetCheckedFiles()
      // Vite serves public/ as it is: what the build would refuse there is said in the terminal.
      void checkPublic(root).then(reportTo(server))
    },
    // Vite only logs "(ssr) page reload" for server-rendered pages: after its own hooks, drop what the
    // change touches (with the lists, which read files no module imports) and tell the tabs.
    hotUpdate: {
      order: 'post',
      handler({ file, type, modules: changed, server }) {
        const rel = posixPath(root, file)
        forgetChecksAffectedBy(rel)
        if (file.startsWith(publicDir) && type !== 'delete' && this.environment.name === 'ssr') {
          void publicFileIssues(root, rel).then(reportTo(server), () => undefined) // gone again before it was read
        }
        if (!file.startsWith(contentDir)) return undefined
        const graph = this.environment.moduleGraph
        const lists = type !== 'update' || !listsShowTheSame(rel)
        for (const mod of changed) if (lists || !mod.id?.startsWith('\0')) graph.invalidateModule(mod)
        // A translation's marks in the preview are made of its Spanish original too (scripts/tools/i18n-status/lag.ts).
        for (const other of translationsOf(rel)) for (const mod of graph.getModulesByFile(join(root, other)) ?? []) graph.invalidateModule(mod)
        if (lists) for (const [id, mod] of graph.idToModuleMap) if (id.startsWith(`\0${INDEX_ID}`)) graph.invalidateModule(mod)
        if (this.environment.name === 'ssr') contentChanged(server, rel, type === 'delete' ? missingTranslation(root, rel) : undefined)
        return []
      },
    },
  }
}
