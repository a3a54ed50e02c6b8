import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineScriptsOf } from '../prerender/client-code.ts'
import { headersFileText, HOST_RULES_LIMIT, ownScriptHashes } from '../prerender/policy.ts'
import type { Step } from '../context.ts'

/** dist/_headers: the security headers and caching, and each page's own policy where it differs from a plain page's. */
export const headersFile: Step = {
  name: '_headers',
  run({ dist, pages, clientCode, emailOrigin }) {
    const common = { scriptHashes: ownScriptHashes(inlineScriptsOf('', clientCode)), emailOrigin: "'self'" }
    const policies = [...pages].flatMap(([path, { facts }]) =>
      facts
        ? [
            {
              path,
              policy: {
                scriptHashes: facts.scriptHashes,
                emailOrigin: facts.sendsMail ? emailOrigin : "'self'",
                frameSources: facts.frames,
                wasm: facts.wasm,
              },
            },
          ]
        : [],
    )
    const { text, merged } = headersFileText(common, policies)
    const why = `more pages with scripts of their own than ${HOST_RULES_LIMIT} rules hold`
    if (merged) console.log(`[_headers] ${why}: one policy for every path, each page's <meta> narrowing it`)
    writeFileSync(join(dist, '_headers'), text)
  },
}
