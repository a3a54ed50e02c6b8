import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { LANGS } from '../../src/i18n/languages.ts'
import type { ServiceSummary } from '../../src/content/schemas.ts'
import { readStrings, serviceKeysOf, stringsFiles } from '../content/files.ts'
import { formatIssue, type ContentIssue } from '../content/issues.ts'
import { parseContentFile } from '../content/parse.ts'
import { codeFrame } from '../content/positions.ts'
import { productionRule } from '../content/posts.ts'
import type { PublishingRule } from '../../src/content/blog/publishing.ts'
import { blogIndexModule, blogRoutesOf } from './blog-index.ts'

const INDEX_ID = 'virtual:content'
const SERVICES_PREFIX = 'virtual:content/services/'
const STRINGS_PREFIX = 'virtual:content/strings/'
const BLOG_PREFIX = 'virtual:content/blog/'

/** What Vite prints in the terminal and shows in the dev overlay: where, and the lines around it. */
interface ContentError extends Error {
  id: string
  loc?: { file: string; line: number; column: number }
  frame?: string
}

/**
 * Turns content/ into modules, refusing bad content with `file:line:col: field: message`:
 * - every MDX file under content/ is checked against its kind's schema as it is loaded, and gets
 *   its validated frontmatter as `export const frontmatter`;
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

  /** Stops the build (or shows the overlay) with every problem of a file, pointing at the first. */
  function fail(file: string, source: string, issues: ContentIssue[]): never {
    const error = new Error(`Invalid content:\n${issues.map(formatIssue).join('\n')}`) as ContentError
    error.id = join(root, file)
    const first = issues.find((issue) => issue.line)
    if (first?.line) {
      error.loc = { file: error.id, line: first.line, column: first.col ?? 1 }
      error.frame = codeFrame(source, { line: first.line, col: first.col ?? 1 })
    }
    // The plugin's own call stack would bury the lines an editor needs. The build prints the
    // frame itself; the dev server prints and serves only the stack, so there it carries the frame.
    error.stack = [`${error.name}: ${error.message}`, serving ? error.frame : undefined].filter(Boolean).join('\n\n')
    throw error
  }

  function serviceSummaries(lang: string, watch: (file: string) => void): ServiceSummary[] {
    const summaries = serviceKeysOf(root, lang).map((key) => {
      const file = join(contentDir, lang, 'services', `${key}.mdx`)
      watch(file)
      const rel = relative(root, file).split(sep).join('/')
      const source = readFileSync(file, 'utf8')
      const { data, issues } = parseContentFile(rel, source)
      if (issues.length) fail(rel, source, issues)
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
    transform(source, id) {
      if (!id.startsWith(contentDir) || !id.endsWith('.mdx')) return undefined
      const file = relative(root, id).split(sep).join('/')
      const { data, body, issues } = parseContentFile(file, source)
      if (issues.length) fail(file, source, issues)
      // Blank lines stand in for the frontmatter so MDX errors keep the file's line numbers.
      const frontmatterLines = source.slice(0, source.length - body.length).split('\n').length - 1
      const code = `${'\n'.repeat(frontmatterLines)}${body}\n\nexport const frontmatter = ${JSON.stringify(data)}\n`
      return { code, map: null }
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
