import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtClientCode, ownInlineScripts } from './client-code.ts'
import { pageFinisher } from './finish.ts'
import { pageFacts } from './page-facts.ts'
import { foreignScripts, ownScriptHashes } from './policy.ts'

/** A page React rendered, finished (finish.ts) and checked as it will be written: its facts, and each script the build did not write. */
export function finishedPage(finish: (html: string) => string, own: ReadonlySet<string>, { name, html }: { name: string; html: string }) {
  const page = finish(html)
  return { page, facts: pageFacts(page), foreign: foreignScripts(own, { name, html: page }) }
}

/** What finishing a page needs: the client build in `dist`, its stylesheet, where the contact form sends. */
export interface PageJob {
  dist: string
  stylesheet: string
  emailOrigin: string
  name: string
  html: string
}

/** Each build's finisher, by its client build, stylesheet and e-mail origin: made once per worker, at its first page. */
const finishers = new Map<string, { finish: (html: string) => string; own: Set<string> }>()

/** The job the build's workers (prerender/ssg-options.ts) do for each page, beside the render. */
export function finishPage({ dist, stylesheet, emailOrigin, ...page }: PageJob) {
  const key = JSON.stringify([dist, stylesheet, emailOrigin])
  let made = finishers.get(key)
  if (!made) {
    const clientCode = builtClientCode(dist)
    const css = readFileSync(join(dist, stylesheet), 'utf8')
    made = { finish: pageFinisher({ clientCode, css, emailOrigin }), own: new Set(ownScriptHashes(ownInlineScripts(clientCode))) }
    finishers.set(key, made)
  }
  return finishedPage(made.finish, made.own, page)
}
