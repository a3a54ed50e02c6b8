import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { serveStatic } from './server/static'

/** `npm run serve`: the built site on http://localhost:4173 (PORT and DIST override). */
const dir = resolve(process.env.DIST ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
if (!existsSync(dir)) {
  console.error(`${dir} does not exist: run \`npm run build\` first.`)
  process.exit(1)
}
const server = createServer(serveStatic(dir))
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} on http://localhost:${port}`)
})
