import { sha256 } from '../cache/cache-key.ts'
import { scriptsReferencedBy } from './client-code.ts'
import { sendsMail } from './finish.ts'
import { frameSources, policyAllowsWasm, policyScriptHashes } from './policy.ts'

/** What the steps need of a page as written. */
export interface PageFacts {
  /** Its bytes' hash: what the search index is keyed by (steps/search-index.ts), without reading every page again. */
  hash: string
  sendsMail: boolean
  /** The hashes of the scripts its policy allows. */
  scriptHashes: string[]
  /** The origins of the video players it frames. */
  frames: string[]
  /** Whether its policy lets it compile WebAssembly (the search page). */
  wasm: boolean
  /** The script files it loads, or its islands request (the rest are pruned). */
  scripts: string[]
  /** The files under public/images/ it shows, by their path there ("hero/home.jpg"), each once. */
  images: string[]
}

/** An image's URL in a page, a variant's (`/images/hero/home-640.avif`) or its own, less its width and format. */
const IMAGE = /\/images\/([^\s"',?#]+?)(?:-\d+\.(?:avif|webp))?(?=[\s"',?#])/g

/** The facts of one page, copied through JSON: in V8 a matched substring keeps its whole page alive, and the build keeps every page's facts. */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    hash: sha256(html),
    sendsMail: sendsMail(html),
    scriptHashes: policyScriptHashes(html),
    frames: frameSources(html),
    wasm: policyAllowsWasm(html),
    scripts: scriptsReferencedBy(html),
    images: [...new Set([...html.matchAll(IMAGE)].map((match) => match[1] as string))].sort(),
  }
  return JSON.parse(JSON.stringify(facts)) as PageFacts
}
