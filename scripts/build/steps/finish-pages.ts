import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { buildCodeVersion } from '../cache/build-code.ts'
import { ownInlineScripts } from '../prerender/client-code.ts'
import { inlineScriptError, ownScriptHashes } from '../prerender/policy.ts'
import type { BuildContext, Step } from './context.ts'
import { pageFinisher, type FinishedPage, type FinishOptions } from './finish-page.ts'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    .sort()
}

/** What finishing and checking the pages needs, from the build's context. */
export function finishOptions({ root, dist, clientCode, emailOrigin }: BuildContext): FinishOptions {
  return { root, dist, ownScripts: ownInlineScripts(clientCode), emailOrigin, buildCode: buildCodeVersion(root) }
}

/**
 * Every page of dist/ finished and checked, as a whole. The pages React rendered were finished as
 * they rendered and checked while the rest rendered (context.written: prerender/written-pages.ts);
 * the rest (the not-found pages the step before put together, any other HTML file) are finished
 * and checked here, one at a time. Any inline script the build did not write, on any page, fails
 * the build, naming each; the findings are the steps' after it: the policy's hashes, the pages
 * that send the form, the scripts the pages load.
 */
export const finishPages: Step = {
  name: 'finish pages',
  async run(context) {
    const { root, written } = context
    const options = written?.options ?? finishOptions(context)
    const seen = (await written?.done()) ?? new Map<string, FinishedPage>()
    const files = htmlFiles(options.dist)
    const inDist = new Set(files)
    for (const file of seen.keys()) {
      if (!inDist.has(file))
        throw new Error(`${relative(root, file)}: a page written as it rendered is not in dist/ (prerender/written-pages.ts: pageFile)`)
    }
    const { finish, checked } = pageFinisher(options)
    const finished = files.map((file) => seen.get(file) ?? finish(file))
    const foreign = finished.flatMap((page) => page.foreign).sort()
    if (foreign.length) throw inlineScriptError(foreign)
    checked.save(finished.map((page) => page.key))
    context.found.scriptHashes = ownScriptHashes(options.ownScripts)
    context.found.formPages = finished.flatMap((page) => (page.formPage ? [page.formPage] : [])).sort()
    context.found.referencedScripts = new Set(finished.flatMap((page) => page.referenced))
  },
}
