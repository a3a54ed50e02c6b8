import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { LANGS } from '../../src/i18n/languages.ts'
import type { ServiceSummary } from '../../src/content/schemas.ts'
import { readStrings, serviceKeysOf, stringsFiles } from '../content/files.ts'
import { checkContent } from '../content/check.ts'
import { contentError } from '../content/content-error.ts'
import type { ContentIssue } from '../content/issues.ts'
import { parseContentFile } from '../content/parse.ts'
import { productionRule } from '../content/posts.ts'
import type { PublishingRule } from '../../src/content/blog/publishing.ts'
import { blogIndexModule, blogRoutesOf } from './blog-index.ts'

const INDEX_ID = 'virtual:content'
const SERVICES_PREFIX = 'virtual:content/services/'
const STRINGS_PREFIX = 'virtual:content/strings/'
const BLOG_PREFIX = 'virtual:content/blog/'

/**
 * Turns content/ into modules, refusing bad content with `file:line:col: field: message`:
 * - a build starts with the whole content check (scripts/content/check.ts, what
 *   `npm run check:content` runs), so a file the site would never read (a `.md` post, bytes
 *   that are not UTF-8) stops it too;
 * - every MDX file is checked, and gets its validated frontmatter as `export const frontmatter`,
 *   by the first remark plugin of the MDX pipeline (scripts/content/remark-content.ts);
 * - `virtual:content` lists each language's service keys and a lazy loader of its card data;
 * - `virtual:content/services/<lang>` is that card data, sorted by `order`;
 * - `virtual:content/strings/<lang>` is a language's UI strings, every namespace in one module,
 *   so switching language is one request;
 * - `virtual:content/blog/<lang>` is a language's posts as the build shows them: in a production
 *   build no draft and no post dated after today, so their files are never even bundled.
 */
export function contentPlugin(root: string): Plugin {
  const contentDir = join(root, 'content') + sep
  let serving = false

  // The dev server shows drafts and scheduled posts; a build publishes what is due today.
  let rule: PublishingRule = productionRule()
  let checkAtStart = false

  /** Stops the build (or shows the overlay) with every problem of a file, pointing at the first. */
  function fail(source: string | undefined, issues: ContentIssue[]): never {
    throw contentError(root, issues, source, serving)
  }

  function serviceSummaries(lang: string, watch: (file: string) => void): ServiceSummary[] {
    const summaries = serviceKeysOf(root, lang).map((key) => {
      const file = join(contentDir, lang, 'services', `${key}.mdx`)
      watch(file)
      const rel = relative(root, file).split(sep).join('/')
      const source = readFileSync(file, 'utf8')
      const { data, issues } = parseContentFile(rel, source, root)
      if (issues.length) fail(source, issues)
      const { title, description, buttonLabel, image, order } = data as unknown as ServiceSummary
      return { key, title, description, buttonLabel, image, order }
    })
    return summaries.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      rule = { ...productionRule(), showUnpublished: config.command === 'serve' }
      checkAtStart = config.command === 'build' && !config.build.ssr
    },
    buildStart() {
      // Once per build: the client build; the server build that follows reads the same files.
      if (!checkAtStart) return
      const issues = checkContent(root)
      if (issues.length) fail(undefined, issues)
    },
    resolveId(id) {
      if (id === INDEX_ID || [SERVICES_PREFIX, STRINGS_PREFIX, BLOG_PREFIX].some((p) => id.startsWith(p))) return `\0${id}`
      return undefined
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const keys = Object.fromEntries(LANGS.map((lang) => [lang, serviceKeysOf(root, lang)]))
        const loaders = (prefix: string) => LANGS.map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(prefix + lang)})`).join(', ')
        return [
          `export const serviceKeys = ${JSON.stringify(keys)};`,
          `export const serviceIndexes = {${loaders(SERVICES_PREFIX)}};`,
          `export const stringsByLang = {${loaders(STRINGS_PREFIX)}};`,
          `export const blogRoutes = ${JSON.stringify(Object.fromEntries(LANGS.map((lang) => [lang, blogRoutesOf(root, lang, rule)])))};`,
          `export const blogIndexes = {${loaders(BLOG_PREFIX)}};`,
          '',
        ].join('\n')
      }
      if (id.startsWith(`\0${STRINGS_PREFIX}`)) {
        const lang = id.slice(`\0${STRINGS_PREFIX}`.length)
        for (const file of stringsFiles(root, lang)) this.addWatchFile(file)
        const strings = readStrings(root, lang)
        return `export default ${JSON.stringify(strings)};\n`
      }
      if (id.startsWith(`\0${BLOG_PREFIX}`)) {
        const lang = id.slice(`\0${BLOG_PREFIX}`.length)
        return blogIndexModule(root, lang, rule, (f) => this.addWatchFile(f))
      }
      if (id.startsWith(`\0${SERVICES_PREFIX}`)) {
        const lang = id.slice(`\0${SERVICES_PREFIX}`.length)
        return `export default ${JSON.stringify(serviceSummaries(lang, (f) => this.addWatchFile(f)))};\n`
      }
      return undefined
    },
    configureServer(server: ViteDevServer) {
      serving = true
      // A service added or removed while `npm run dev` runs changes the lists: rebuild them.
      const refresh = (file: string) => {
        if (!file.startsWith(contentDir) || !file.endsWith('.mdx')) return
        for (const id of [...server.moduleGraph.idToModuleMap.keys()]) {
          if (id.startsWith(`\0${INDEX_ID}`)) {
            const mod = server.moduleGraph.getModuleById(id)
            if (mod) server.moduleGraph.invalidateModule(mod)
          }
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', refresh)
      server.watcher.on('unlink', refresh)
    },
  }
}
