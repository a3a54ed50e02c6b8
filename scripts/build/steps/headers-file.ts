import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { headersFile as headers } from '../prerender/policy.ts'
import { needs, type Step } from './context.ts'

/** dist/_headers: the security headers and caching, the contact pages' policy apart (prerender/policy.ts). */
export const headersFile: Step = {
  name: '_headers',
  run(context) {
    const scriptHashes = needs(context, 'scriptHashes', '_headers')
    const formPages = needs(context, 'formPages', '_headers')
    writeFileSync(join(context.dist, '_headers'), headers({ scriptHashes, emailOrigin: context.emailOrigin }, formPages))
  },
}
