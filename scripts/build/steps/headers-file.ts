import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ownInlineScripts } from '../prerender/client-code.ts'
import { headersFile as headers, ownScriptHashes } from '../prerender/policy.ts'
import type { Step } from './context.ts'

/** dist/_headers: the security headers and caching, the contact pages' policy apart (prerender/policy.ts). */
export const headersFile: Step = {
  name: '_headers',
  run({ dist, pages, clientCode, emailOrigin }) {
    const scriptHashes = ownScriptHashes(ownInlineScripts(clientCode))
    const formPages = [...pages].flatMap(([path, page]) => (page.facts?.sendsMail ? [path] : [])).sort()
    writeFileSync(join(dist, '_headers'), headers({ scriptHashes, emailOrigin }, formPages))
  },
}
