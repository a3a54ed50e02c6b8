import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'
import colors from 'picocolors'
import type { Logger, Plugin, ViteDevServer } from 'vite'
import { isContentProblemsError, type ContentProblem } from '../../../src/content/problems.ts'
import { CONTENT_VERSION_META, DEV_EVENTS } from './dev-refresh.events.ts'

/**
 * How `npm run dev` answers for pages, as `npm start` does: an unknown page is 404 with its
 * language's not-found page, and a page whose content has a problem is an error page with
 * `file:line:col: field: message` and the lines around it, never a stack trace, while every
 * other page keeps rendering. vite-react-ssg renders each page on the server and answers any
 * failure with 500 and the error's stack as text, and every page with 200; this plugin's
 * middleware runs before it and rewrites those two answers.
 */

/** What one page request learns while vite-react-ssg renders it. */
interface PageRequest {
  error?: unknown
  /** The content version when the request came (contentVersion): the page shows content at least this new. */
  version: number
}
const requests = new AsyncLocalStorage<PageRequest>()

// The terminal shows each content problem once, not once per page that uses the file: the
// lines printed since the last change under content/.
const printed = new Set<string>()

/** Prints each line once until the next change: a content problem, or a file under public/ the check refuses. */
export function reportOnce(logger: Logger, lines: readonly string[]): void {
  for (const line of lines) {
    if (printed.has(line)) continue
    printed.add(line)
    logger.error(colors.red(line), { timestamp: true })
  }
}

// Changes that arrive together (`npm run new:post` writes three files) make one reload and one
// line: each change waits for a short pause in the changes after it.
let pending: { files: string[]; problems: string[]; timer?: NodeJS.Timeout } | undefined
const QUIET_MS = 15

/** The dev server's script that shows a content change in the open page, as the browser asks for it. */
export const DEV_REFRESH_CLIENT = '/scripts/build/plugins/dev-refresh.client.ts'

/**
 * How many changes under content/ the server has seen. Each page carries the count it was
 * rendered at (a <meta>, answerLikeTheHost), and the page's script asks for the count as it
 * connects: a tab that loaded a page rendered before a save, and connected after the change was
 * announced to the tabs then open, would otherwise show the old content until the next save.
 */
let contentVersion = 0

/**
 * A change under content/ (the content plugin calls it): the open tabs show it (in place, or
 * reloaded whole) and the terminal gets one line, the file, or the problem the change made (a
 * deleted translation).
 */
export function contentChanged(server: ViteDevServer, file: string, problem?: string): void {
  contentVersion += 1
  const batch = (pending ??= { files: [], problems: [] })
  batch.files.push(file)
  if (problem) batch.problems.push(problem)
  clearTimeout(batch.timer)
  batch.timer = setTimeout(() => flush(server, batch), QUIET_MS)
}

function flush(server: ViteDevServer, { files, problems }: { files: string[]; problems: string[] }): void {
  pending = undefined
  printed.clear()
  if (problems.length) reportOnce(server.config.logger, problems.slice(0, 1))
  else {
    const more = files.length > 1 ? colors.dim(` and ${files.length - 1} more`) : ''
    server.config.logger.info(`${colors.green('page reload')} ${colors.dim(files[0] ?? '')}${more}`, { timestamp: true })
  }
  server.environments.client.hot.send({ type: 'custom', event: DEV_EVENTS.contentChanged, data: { files } })
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** The page shown instead of one that cannot render; Vite's client reloads it when a file changes. */
export function errorPage(problems: readonly ContentProblem[]): string {
  const items = problems
    .map(({ message, frame }) => `<li><p><code>${escapeHtml(message)}</code></p>${frame ? `<pre>${escapeHtml(frame)}</pre>` : ''}</li>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content problem</title>
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

/** A rendered page is the not-found page: it alone asks not to be indexed (src/pages/NotFoundPage.tsx). */
const NOT_FOUND = /<meta\b[^>]*\bname="robots"[^>]*\bcontent="noindex"/
// The pattern is looked for only where its last words are: a page of 80 KB is read once, not tag by tag.
const isNotFoundPage = (html: string) => html.includes('content="noindex"') && NOT_FOUND.test(html)

/**
 * Any GET or HEAD may end in a rendered page, whatever it accepts: vite-react-ssg renders every
 * request Vite itself does not answer, for `curl` and a link checker (`Accept: *\/*`, or none) as
 * for a browser. Which answers are pages is known only from the answer (answerLikeTheHost).
 */
function isPageRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD'
}

const isHtml = (res: ServerResponse) => /^text\/html\b/.test(String(res.getHeader('Content-Type') ?? ''))

/** The page with the content version it was rendered at, last in its <head>. */
export function withContentVersion(html: string, version: number): string {
  return html.replace(/<\/head>/i, `<meta name="${CONTENT_VERSION_META}" content="${version}"></head>`)
}

/** Rewrites the answers vite-react-ssg's renderer gives, as the module comment says. */
function answerLikeTheHost(res: ServerResponse, request: PageRequest): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((...args: unknown[]) => {
    const [body] = args
    if (res.statusCode === 500 && isContentProblemsError(request.error)) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.removeHeader('Content-Length')
      return end(withContentVersion(errorPage(request.error.contentProblems), request.version))
    }
    const page = isHtml(res) && (typeof body === 'string' || Buffer.isBuffer(body)) ? String(body) : undefined
    if (page === undefined) return end(...args)
    if (res.statusCode === 200 && isNotFoundPage(page)) res.statusCode = 404
    res.removeHeader('Content-Length')
    return end(withContentVersion(page, request.version), ...args.slice(1))
  }) as ServerResponse['end']
}

export function devPagesPlugin(): Plugin {
  return {
    name: 'site-dev-pages',
    apply: 'serve',
    configureServer(server) {
      // A page's script asks, once connected, how many changes the server has seen.
      server.environments.client.hot.on(DEV_EVENTS.askVersion, (_data, client) => client.send(DEV_EVENTS.version, { version: contentVersion }))
      // vite-react-ssg hands a failed render's error to ssrFixStacktrace, then prints its stack
      // and answers with it. The request keeps the error; a content problem needs no stack fixing,
      // and its lines are printed once, not with the renderer's prefix on every request.
      const fixStacktrace = server.ssrFixStacktrace.bind(server)
      server.ssrFixStacktrace = (error: Error) => {
        const request = requests.getStore()
        if (request) request.error = error
        if (!isContentProblemsError(error)) fixStacktrace(error)
      }
      const consoleError = console.error
      console.error = (...args: unknown[]) => {
        const error = requests.getStore()?.error
        if (isContentProblemsError(error) && String(args[0]).startsWith('[vite-react-ssg] error:')) {
          reportOnce(
            server.config.logger,
            error.contentProblems.map((problem) => problem.message),
          )
          return
        }
        consoleError(...args)
      }
      server.httpServer?.once('close', () => {
        console.error = consoleError
      })
      server.middlewares.use((req, res, next) => {
        if (!isPageRequest(req)) return next()
        const request: PageRequest = { version: contentVersion }
        answerLikeTheHost(res, request)
        requests.run(request, next)
      })
    },
  }
}
