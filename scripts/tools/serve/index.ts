import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { outboxMiddleware } from '../outbox/middleware.ts'
import { outboxDir } from '../outbox/store.ts'
import { serveStatic } from './static.ts'

/**
 * `npm run serve`: the built site on http://localhost:4173 (PORT and DIST override), answered as
 * Cloudflare Pages answers it (scripts/tools/serve/static.ts, checked against Cloudflare's own runtime):
 * pages behind a trailing slash, a 308 to them from their other forms, each language's 404 page,
 * the headers of dist/_headers, GET and HEAD only, the host's own files and dotfiles never served.
 */
const dir = resolve(process.env.DIST ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
if (!existsSync(dir)) {
  console.error(`${dir} does not exist: run \`npm run build\` first.`)
  process.exit(1)
}
const statics = serveStatic(dir)
// The local outbox's EmailJS-compatible endpoints and /__outbox first, then the files.
const outbox = outboxMiddleware(outboxDir())
const server = createServer((req, res) => outbox(req, res, () => statics(req, res)))
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} on http://localhost:${port}`)
})
