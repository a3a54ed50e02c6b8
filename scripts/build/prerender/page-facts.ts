import { scriptsReferencedBy } from './client-code.ts'
import { sendsMail } from './finish.ts'
import { frameSources, policyScriptHashes } from './policy.ts'

/** What the steps need of a page as written. */
export interface PageFacts {
  /** Whether it sends the contact form (its policy names the e-mail provider). */
  sendsMail: boolean
  /** The hashes of the scripts its policy allows: its own scripts (prerender/finish.ts). */
  scriptHashes: string[]
  /** The video players it frames (policy.ts: frameSources), which its address's policy names. */
  frames: string[]
  /** The script files it loads, or its islands request (the rest are pruned). */
  scripts: string[]
  /** The files under public/images/ it shows, by their path there ("hero/home.jpg"), each once. */
  images: string[]
}

/** An image's URL in a page, a variant's (`/images/hero/home-640.avif`) or its own, less its width and format. */
const IMAGE = /\/images\/([^\s"',?#]+?)(?:-\d+\.(?:avif|webp))?(?=[\s"',?#])/g

/**
 * The facts of one page, kept until the build ends. Copied through JSON: in V8 a matched substring
 * keeps its whole page alive, and the build keeps every page's facts (at 1,000 posts per language
 * that held 400 MB of pages to the end of the build).
 */
export function pageFacts(html: string): PageFacts {
  const images = new Set([...html.matchAll(IMAGE)].map((match) => match[1] as string))
  const facts: PageFacts = {
    sendsMail: sendsMail(html),
    scriptHashes: policyScriptHashes(html),
    frames: frameSources(html),
    scripts: scriptsReferencedBy(html),
    images: [...images].sort(),
  }
  return JSON.parse(JSON.stringify(facts)) as PageFacts
}
