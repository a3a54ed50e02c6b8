import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { NAMESPACES } from '../../../src/i18n/namespaces.ts'
import type { ServiceSummary } from '../../../src/content/schemas.ts'
import { contentError } from '../content/content-error.ts'
import { formatIssue } from '../content/issues.ts'
import { checkPublic, publicFileIssues } from '../content/public-files.ts'
import { serviceKeysOf, stringsFiles } from '../content/files.ts'
import type { ContentIssue } from '../content/issues.ts'
import { parseJson } from '../content/json.ts'
import { lastListed, listed } from '../content/listed.ts'
import { forgetCheckedFiles, forgetChecksAffectedBy, readContentFrontmatter } from '../content/parse.ts'
import { postEntry } from '../content/posts.ts'
import { productionRule } from '../content/posts.ts'
import type { PublishingRule } from '../../../src/content/blog/publishing.ts'
import { blogIndexModule, blogRoutesOf } from './blog-index.ts'
import { contentChanged, reportOnce } from './dev-pages.ts'

const INDEX_ID = 'virtual:content'
const SERVICES_PREFIX = 'virtual:content/services/'
const STRINGS_PREFIX = 'virtual:content/strings/'
const BLOG_PREFIX = 'virtual:content/blog/'

/** For a file just deleted from content/<lang>/: the line saying that a translation is now missing. */
function missingTranslation(root: string, rel: string): string | undefined {
  const [, lang, ...rest] = rel.split('/')
  if (!lang || !(LANGS as readonly string[]).includes(lang)) return undefined
  const original = [DEFAULT_LANG, ...LANGS].find((other) => other !== lang && existsSync(join(root, 'content', other, ...rest)))
  return original ? `${rel}: missing translation of ${['content', original, ...rest].join('/')}` : undefined
}

/**
 * Turns content/ into modules, refusing bad content with `file:line:col: field: message` (a build
 * checks the whole of content/ and public/ before this: scripts/build/index.ts; the dev server
 * prints what the public/ check finds, at start and on each change there):
 * - every MDX file is checked, and gets its validated frontmatter as `export const frontmatter`,
 *   by the first remark plugin of the MDX pipeline (scripts/build/content/remark-content.ts);
 * - `virtual:content` lists each language's service keys and a lazy loader of its card data;
 * - `virtual:content/services/<lang>` is that card data, sorted by `order`;
 * - `virtual:content/strings/<lang>` is a language's UI strings, every namespace in one module,
 *   so switching language is one request;
 * - `virtual:content/blog/<lang>` is a language's posts as the build shows them: in a production
 *   build no draft and no post dated after today, so their files are never even bundled.
 * `sources` (a build's) learns the files each of those modules was made from, by its id.
 */
export function contentPlugin(root: string, sources = new Map<string, string[]>()): Plugin {
  const contentDir = join(root, 'content') + sep
  const publicDir = join(root, 'public') + sep
  let serving = false
  let devServer: ViteDevServer | undefined

  // The dev server shows drafts and scheduled posts; a build publishes what is due today.
  let rule: PublishingRule = productionRule()

  /**
   * Stops the build, or the pages that use the file in `npm run dev`, with every problem of a
   * file, pointing at the first (`source` is that file's text, for the lines around it).
   */
  function fail(source: string | undefined, issues: ContentIssue[]): never {
    throw contentError(root, issues, source, serving)
  }

  /** What the lists show of a service (listed.ts): its card's fields, or what is wrong with its frontmatter. */
  function serviceEntry(rel: string, key: string, source: string): ServiceSummary | { issues: ContentIssue[] } {
    return listed(root, rel, source, () => {
      const { data, issues } = readContentFrontmatter(rel, source, root)
      if (issues.length) return { issues }
      const { title, description, buttonLabel, image, order } = data as unknown as ServiceSummary
      return { key, title, description, buttonLabel, image, order }
    })
  }

  /**
   * Whether a saved post or service shows in the lists as it did: only a change the lists show
   * (a title, a date, a reading time, a problem) needs them read again; any other is its own
   * page's alone.
   */
  function listsShowTheSame(rel: string): boolean {
    const match = /^content\/[^/]+\/(blog|services)\/([^/]+)\.mdx$/.exec(rel)
    if (!match) return false
    const source = readFileSync(join(root, rel), 'utf8')
    // Asked once per environment (the browser's and the server's) for the same save: the answer is
    // the first one, made before that first reading replaced what the lists showed.
    const decided = decisions.get(rel)
    if (decided?.source === source) return decided.same
    const before = lastListed(root, rel)
    const [, kind, name = ''] = match
    const after = kind === 'blog' ? postEntry(root, rel, name, source) : serviceEntry(rel, name, source)
    const same = before !== undefined && JSON.stringify(after) === before
    decisions.set(rel, { source, same })
    return same
  }
  const decisions = new Map<string, { source: string; same: boolean }>()

  function serviceSummaries(lang: string, watch: (file: string) => void): ServiceSummary[] {
    // A build leaves translations to check:content; the dev server shows a missing one on the
    // pages that list the language's services.
    const missing = serving ? serviceKeysOf(root, DEFAULT_LANG).filter((key) => !serviceKeysOf(root, lang).includes(key)) : []
    if (missing.length) {
      const path = (l: string, key: string) => `content/${l}/services/${key}.mdx`
      fail(
        undefined,
        missing.map((key) => ({ file: path(lang, key), field: '', message: `missing translation of ${path(DEFAULT_LANG, key)}` })),
      )
    }
    const summaries = serviceKeysOf(root, lang).map((key) => {
      const file = join(contentDir, lang, 'services', `${key}.mdx`)
      watch(file)
      const rel = relative(root, file).split(sep).join('/')
      const source = readFileSync(file, 'utf8')
      const summary = serviceEntry(rel, key, source)
      return 'issues' in summary ? fail(source, summary.issues) : summary
    })
    return summaries.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      rule = { ...productionRule(), showUnpublished: config.command === 'serve' }
    },
    resolveId(id) {
      if (id === INDEX_ID || [SERVICES_PREFIX, STRINGS_PREFIX, BLOG_PREFIX].some((p) => id.startsWith(p))) return `\0${id}`
      return undefined
    },
    load(id) {
      const read: string[] = []
      const watch = (file: string) => {
        this.addWatchFile(file)
        read.push(relative(root, file).split(sep).join('/'))
      }
      const made = (code: string) => {
        sources.set(id.slice(1), [...new Set(read)].sort())
        return code
      }
      if (id === `\0${INDEX_ID}`) {
        // The dev server also routes a service whose translation is missing, so that its page
        // names the missing file (src/content/services.ts) instead of "not found".
        const routed = (lang: string) =>
          serving ? [...new Set([...serviceKeysOf(root, DEFAULT_LANG), ...serviceKeysOf(root, lang)])].sort() : serviceKeysOf(root, lang)
        const keys = Object.fromEntries(LANGS.map((lang) => [lang, routed(lang)]))
        const loaders = (prefix: string) => LANGS.map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(prefix + lang)})`).join(', ')
        return [
          `export const serviceKeys = ${JSON.stringify(keys)};`,
          `export const serviceIndexes = {${loaders(SERVICES_PREFIX)}};`,
          `export const stringsByLang = {${loaders(STRINGS_PREFIX)}};`,
          `export const blogRoutes = ${JSON.stringify(Object.fromEntries(LANGS.map((lang) => [lang, blogRoutesOf(root, lang, rule, serving)])))};`,
          `export const blogIndexes = {${loaders(BLOG_PREFIX)}};`,
          '',
        ].join('\n')
      }
      if (id.startsWith(`\0${STRINGS_PREFIX}`)) {
        const lang = id.slice(`\0${STRINGS_PREFIX}`.length)
        const strings = NAMESPACES.map((ns, i) => {
          const file = stringsFiles(root, lang)[i] as string
          watch(file)
          const rel = relative(root, file).split(sep).join('/')
          if (!existsSync(file))
            return fail(undefined, [{ file: rel, field: '', message: `missing translation of content/${DEFAULT_LANG}/strings/${ns}.json` }])
          const text = readFileSync(file, 'utf8')
          const parsed = parseJson(rel, text)
          return 'issue' in parsed ? fail(text, [parsed.issue]) : [ns, parsed.json]
        })
        return made(`export default ${JSON.stringify(Object.fromEntries(strings))};\n`)
      }
      if (id.startsWith(`\0${BLOG_PREFIX}`)) {
        const lang = id.slice(`\0${BLOG_PREFIX}`.length)
        return made(blogIndexModule(root, lang, rule, watch, (post) => fail(post.source, post.issues), serving))
      }
      if (id.startsWith(`\0${SERVICES_PREFIX}`)) {
        const lang = id.slice(`\0${SERVICES_PREFIX}`.length)
        return made(`export default ${JSON.stringify(serviceSummaries(lang, watch))};\n`)
      }
      return undefined
    },
    configureServer(server: ViteDevServer) {
      serving = true
      devServer = server
      // A (re)started server may check with new rules: nothing checked before counts.
      forgetCheckedFiles()
      // Vite serves public/ as it is: what the build would refuse there is said in the terminal.
      void checkPublic(root).then((issues) => reportOnce(server.config.logger, issues.map(formatIssue)))
    },
    // The pages are rendered on the server, where Vite only logs "(ssr) page reload" and the open
    // tab never hears of it. Here, after Vite's own hooks (order: post), every module the change
    // touches is dropped, with the lists (services, posts, routes, strings), which also read
    // files no module imports; the tab is told to reload, and the terminal gets one line.
    hotUpdate: {
      order: 'post',
      handler({ file, type, modules }) {
        // What the change may make wrong, and nothing else: the saved file's old text, the checks
        // of the files that name a changed image (parse.ts).
        if (devServer) forgetChecksAffectedBy(relative(root, file).split(sep).join('/'))
        if (devServer && file.startsWith(publicDir) && type !== 'delete' && this.environment.name === 'ssr') {
          const server = devServer
          void publicFileIssues(root, relative(root, file).split(sep).join('/')).then(
            (issues) => reportOnce(server.config.logger, issues.map(formatIssue)),
            () => undefined, // gone again before it was read
          )
        }
        if (!devServer || !file.startsWith(contentDir)) return undefined
        const graph = this.environment.moduleGraph
        const rel = relative(root, file).split(sep).join('/')
        if (type === 'update' && listsShowTheSame(rel)) {
          // The lists show the file as before: its own module goes, they stay.
          for (const mod of modules) if (!mod.id?.startsWith('\0')) graph.invalidateModule(mod)
        } else {
          for (const mod of modules) graph.invalidateModule(mod)
          for (const [id, mod] of graph.idToModuleMap) if (id.startsWith(`\0${INDEX_ID}`)) graph.invalidateModule(mod)
        }
        if (this.environment.name === 'ssr') {
          contentChanged(devServer, rel, type === 'delete' ? missingTranslation(root, rel) : undefined)
        }
        return []
      },
    },
  }
}
