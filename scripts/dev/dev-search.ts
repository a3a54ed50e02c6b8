import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize } from 'node:path'
import type { Plugin } from 'vite'
import { PAGEFIND_SCRIPT, SEARCH_INDEX_PATH } from '../../src/search/index-path.ts'

/**
 * Pagefind's script in `npm run dev`, where no index is built (it would take every page
 * rendered): a stand-in whose searches fail, so the search island says search is unavailable
 * and the page's list of the whole site still works. After `npm run build`, the last build's
 * index instead (dist/pagefind/), which finds what that build's pages said.
 */
export const PREVIEW_PAGEFIND = `export async function options() {}
export async function search() { throw new Error('npm run dev builds no search index: npm run build, then npm start, to search') }
`

/** How `npm run dev` answers for Pagefind's files: the last build's, else the stand-in script; the import is left to the browser. */
export function devSearchPlugin(root: string): Plugin {
  const built = join(root, 'dist', SEARCH_INDEX_PATH)
  return {
    name: 'site-dev-search',
    apply: 'serve',
    resolveId: (id) => (id === PAGEFIND_SCRIPT ? { id, external: true } : undefined),
    configureServer(server) {
      server.middlewares.use(SEARCH_INDEX_PATH, (req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '')
        const file = join(built, path)
        const script = path === '/pagefind.js'
        if (!file.startsWith(built) || (!script && !(existsSync(file) && statSync(file).isFile()))) return next()
        res.setHeader('Content-Type', script ? 'text/javascript; charset=utf-8' : 'application/octet-stream')
        res.end(existsSync(file) ? readFileSync(file) : PREVIEW_PAGEFIND)
      })
    },
  }
}
