import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'
import colors from 'picocolors'
import type { Logger, Plugin, ViteDevServer } from 'vite'
import { isContentProblemsError, type ContentProblem } from '../../src/content/problems.ts'
import { CONTENT_VERSION_META, DEV_EVENTS } from './dev-refresh.events.ts'

/** What one page request learns while vite-react-ssg renders it, and the content version it came at. */
type PageRequest = { error?: unknown; version: number }
const requests = new AsyncLocalStorage<PageRequest>()

/** The lines printed since the last change under content/: each problem is printed once, not once per page. */
const printed = new Set<string>()

/** Prints each line once until the next change: a content problem, or a file under public/ the check refuses. */
export function reportOnce(logger: Logger, lines: readonly string[]): void {
  for (const line of lines) {
    if (!printed.has(line)) logger.error(colors.red(line), { timestamp: true })
    printed.add(line)
  }
}

// Changes that arrive together (`npm run new:post` writes three files) make one reload and one line.
let pending: { files: string[]; problems: string[]; timer?: NodeJS.Timeout } | undefined
const QUIET_MS = 15

/** The page script that shows a content change in place (dev-refresh.client.ts), as the browser asks for it. */
export const DEV_REFRESH_CLIENT = '/scripts/dev/dev-refresh.client.ts'

/** How many changes under content/ the server has seen: a page carries its count, so a tab that connects late still learns of a change. */
let contentVersion = 0

/** A change under content/: the open tabs show it, and the terminal gets one line (the file, or the problem the change made). */
export function contentChanged(server: ViteDevServer, file: string, problem?: string): void {
  contentVersion += 1
  const batch = (pending ??= { files: [], problems: [] })
  batch.files.push(file)
  if (problem) batch.problems.push(problem)
  clearTimeout(batch.timer)
  batch.timer = setTimeout(() => {
    pending = undefined
    printed.clear()
    const { files, problems } = batch
    const more = files.length > 1 ? colors.dim(` and ${files.length - 1} more`) : ''
    if (problems.length) reportOnce(server.config.logger, problems.slice(0, 1))
    else server.config.logger.info(`${colors.green('page reload')} ${colors.dim(files[0] ?? '')}${more}`, { timestamp: true })
    server.environments.client.hot.send({ type: 'custom', event: DEV_EVENTS.contentChanged, data: { files } })
  }, QUIET_MS)
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** The title of the page shown instead of one that cannot render. */
export const ERROR_PAGE_TITLE = 'Content problem'

/** The page shown instead of one that cannot render; its script reloads it when a file changes. */
function errorPage(problems: readonly ContentProblem[]): string {
  const items = problems
    .map(({ message, frame }) => `<li><p><code>${escapeHtml(message)}</code></p>${frame ? `<pre>${escapeHtml(frame)}</pre>` : ''}</li>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ERROR_PAGE_TITLE}</title>
<script type="module" src="/@vite/client"></script>
<script type="module" src="${DEV_REFRESH_CLIENT}"></script>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #fff5f5; color: #1a1a1a; }
main { max-width: 60rem; margin: 0 auto; }
h1 { font-size: 1.4rem; color: #a4161a; }
ul { padding: 0; list-style: none; }
li { margin: 0 0 1.5rem; }
code, pre { font: 0.95rem/1.45 ui-monospace, monospace; }
pre { background: #fff; border: 1px solid #e6b8b8; border-radius: 6px; padding: 0.75rem 1rem; overflow-x: auto; }
</style>
</head>
<body>
<main>
<h1>This page uses a content file with a problem</h1>
<ul>${items}</ul>
<p>Fix the file and save it: this page reloads by itself. Other pages keep working.</p>
</main>
</body>
</html>
`
}

/** Only the not-found page asks not to be indexed; the cheap search first spares a regex over every page. */
const isNotFoundPage = (html: string) => html.includes('content="noindex"') && /<meta\b[^>]*\bname="robots"[^>]*\bcontent="noindex"/.test(html)

const isHtml = (res: ServerResponse) => /^text\/html\b/.test(String(res.getHeader('Content-Type') ?? ''))

/** Rewrites vite-react-ssg's answer: the error page for a content problem, 404 for the not-found page, each with its content version. */
function answerLikeTheHost(res: ServerResponse, request: PageRequest): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((...args: unknown[]) => {
    const [body] = args
    const problems = res.statusCode === 500 && isContentProblemsError(request.error) ? request.error.contentProblems : undefined
    if (problems) res.setHeader('Content-Type', 'text/html; charset=utf-8')
    const rendered = isHtml(res) && (typeof body === 'string' || Buffer.isBuffer(body)) ? String(body) : undefined
    const page = problems ? errorPage(problems) : rendered
    if (page === undefined) return end(...args)
    if (res.statusCode === 200 && isNotFoundPage(page)) res.statusCode = 404
    res.removeHeader('Content-Length')
    return end(page.replace(/<\/head>/i, `<meta name="${CONTENT_VERSION_META}" content="${request.version}"></head>`), ...args.slice(1))
  }) as ServerResponse['end']
}

/** How `npm run dev` answers like `npm start`: 404 with the not-found page, a content problem as `file:line:col` and its lines, never a stack. */
export function devPagesPlugin(): Plugin {
  return {
    name: 'site-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.environments.client.hot.on(DEV_EVENTS.askVersion, (_data, client) => client.send(DEV_EVENTS.version, { version: contentVersion }))
      // vite-react-ssg fixes a failed render's stack, prints it and answers with it: the request keeps
      // the error, and a content problem is printed once, without a stack.
      const fixStacktrace = server.ssrFixStacktrace.bind(server)
      server.ssrFixStacktrace = (error: Error) => {
        const request = requests.getStore()
        if (request) request.error = error
        if (!isContentProblemsError(error)) fixStacktrace(error)
      }
      const consoleError = console.error
      const printProblemsOnce = (...args: unknown[]) => {
        const error = requests.getStore()?.error
        if (!isContentProblemsError(error) || !String(args[0]).startsWith('[vite-react-ssg] error:')) return consoleError(...args)
        const lines = error.contentProblems.map(({ message }) => message)
        reportOnce(server.config.logger, lines)
      }
      console.error = printProblemsOnce
      // A restart starts the new server before it closes this one: put back only what this one installed.
      server.httpServer?.once('close', () => {
        if (console.error === printProblemsOnce) console.error = consoleError
      })
      // Any GET or HEAD may end in a page (curl and link checkers accept anything): only the answer tells.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const request: PageRequest = { version: contentVersion }
        answerLikeTheHost(res, request)
        requests.run(request, next)
      })
    },
  }
}
