import { readFileSync, writeFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { fileAddress } from '../../../src/i18n/paths.ts'
import { checkedPages } from '../cache/checked-pages.ts'
import { islandsIn, scriptsReferencedBy } from '../prerender/client-code.ts'
import { finalizeHtml, withPolicyMeta } from '../prerender/html.ts'
import { contentSecurityPolicy, foreignScripts, ownScriptHashes } from '../prerender/policy.ts'

/** What finishing one page needs, the same in every thread that finishes pages. */
export interface FinishOptions {
  root: string
  dist: string
  /** The inline scripts the build writes itself. */
  ownScripts: string[]
  emailOrigin: string
}

/** What finishing a page found. */
export interface FinishedPage {
  /** Its address, when the page sends the contact form. */
  formPage?: string
  /** The script files it loads. */
  referenced: string[]
  /** Its key in the checked-pages cache (checked-pages.ts). */
  key: string
  /** Inline scripts it carries that the build did not write (policy.ts): any fails the build. */
  foreign: string[]
}

/**
 * Finishes the pages of one build, one file at a time: each is finished (html.ts), given its own
 * copy of its Content-Security-Policy in a <meta>, written, its scripts noted, and checked for
 * inline scripts the build did not write, unless it passed in the last build with the same bytes
 * (checked-pages.ts). The policy allows only the scripts the build writes: the <meta> has the
 * hashes the header gets, those of the build's own scripts, whatever the pages hold. Only the
 * pages that send the contact form name the e-mail provider in `connect-src`.
 */
export function pageFinisher({ root, dist, ownScripts, emailOrigin }: FinishOptions) {
  const scriptHashes = ownScriptHashes(ownScripts)
  const own = new Set(scriptHashes)
  const checked = checkedPages(root, ownScripts)
  return {
    checked,
    finish(file: string): FinishedPage {
      const page = finalizeHtml(readFileSync(file, 'utf8'))
      const sendsMail = islandsIn(page).includes('contact')
      const policy = contentSecurityPolicy({ scriptHashes, emailOrigin: sendsMail ? emailOrigin : "'self'" }, 'meta')
      const html = withPolicyMeta(page, policy)
      writeFileSync(file, html)
      const key = checked.keyOf(html)
      const name = relative(root, file)
      return {
        ...(sendsMail ? { formPage: fileAddress(relative(dist, file).split(sep).join('/')) } : {}),
        referenced: scriptsReferencedBy(html),
        key,
        foreign: checked.passed(key) ? [] : foreignScripts(own, { name, html }),
      }
    },
  }
}
