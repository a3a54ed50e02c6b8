import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileAddress } from '../../../src/i18n/paths.ts'
import { checkedPages } from '../cache/checked-pages.ts'
import { inlinedScripts, islandsIn, scriptsReferencedBy, SPECULATION_RULES } from '../prerender/client-code.ts'
import { finalizeHtml, withPolicyMeta } from '../prerender/html.ts'
import { contentSecurityPolicy, ownScriptHashes } from '../prerender/policy.ts'
import type { Step } from './context.ts'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
}

/**
 * One pass over the pages, one page at a time (3,000 pages of ~60 KB, all held, were most of the
 * build's memory at 1,000 posts per language): each is finished (html.ts), given its own copy of
 * its Content-Security-Policy in a <meta>, written, its scripts noted, and checked for inline
 * scripts the build did not write, unless it passed in the last build with the same bytes
 * (checked-pages.ts). The policy allows only the scripts the build writes: the <meta> has the
 * hashes the header gets, those of the build's own scripts, whatever the pages hold. Only the
 * pages that send the contact form name the e-mail provider in `connect-src`.
 */
export const finishPages: Step = {
  name: 'finish pages',
  run(context) {
    const { root, dist, clientCode, emailOrigin } = context
    const ownScripts = [...inlinedScripts(clientCode), SPECULATION_RULES]
    const policyHashes = ownScriptHashes(ownScripts, [])
    const checked = checkedPages(root, ownScripts)
    const referenced = new Set<string>()
    const formPages: string[] = []
    function* finished() {
      for (const file of htmlFiles(dist)) {
        const page = finalizeHtml(readFileSync(file, 'utf8'))
        const sendsMail = islandsIn(page).includes('contact')
        if (sendsMail) formPages.push(fileAddress(relative(dist, file).split(sep).join('/')))
        const policy = contentSecurityPolicy({ scriptHashes: policyHashes, emailOrigin: sendsMail ? emailOrigin : "'self'" }, 'meta')
        const html = withPolicyMeta(page, policy)
        writeFileSync(file, html)
        for (const script of scriptsReferencedBy(html)) referenced.add(script)
        yield { name: relative(root, file), html }
      }
    }
    context.found.scriptHashes = ownScriptHashes(ownScripts, checked.unchecked(finished()))
    checked.save()
    context.found.formPages = formPages.sort()
    context.found.referencedScripts = referenced
  },
}
