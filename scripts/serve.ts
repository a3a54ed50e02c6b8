import { createServer } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { outboxMiddleware } from './outbox/middleware'
import { outboxDir } from './outbox/store'
import { headersFor, parseHeaders } from './server/headers'
import { serveStatic } from './server/static'

/**
 * `npm run serve`: the built site on http://localhost:4173 (PORT and DIST override), served as
 * Netlify and Cloudflare Pages serve it (scripts/server/static.ts): GET and HEAD only, the host's
 * own files and dotfiles never served, the headers of dist/_headers on the files found.
 */
const dir = resolve(process.env.DIST ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
if (!existsSync(dir)) {
  console.error(`${dir} does not exist: run \`npm run build\` first.`)
  process.exit(1)
}
const headersPath = join(dir, '_headers')
const rules = existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : []
const statics = serveStatic(dir, (path) => headersFor(rules, path))
// The local outbox's EmailJS-compatible endpoints and /__outbox first, then the files.
const outbox = outboxMiddleware(outboxDir())
const server = createServer((req, res) => outbox(req, res, () => statics(req, res)))
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} on http://localhost:${port}`)
})
