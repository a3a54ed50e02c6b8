import type { ClientCode } from '../prerender/client-code.ts'
import type { WrittenPages } from '../prerender/written-pages.ts'

/** What every post-render step may read: where the site is, and what the render left behind. */
export interface BuildContext {
  /** The project's root. */
  root: string
  /** The written site (dist/). */
  dist: string
  /** Where the contact form sends (EmailJS's API origin), for the contact pages' policy. */
  emailOrigin: string
  /** The built client code: the scripts the build inlines, the islands' files. */
  clientCode: ClientCode
  /** The site's one stylesheet, as dist/ names it. */
  stylesheet: string
  /** Every page rendered (or reused from the cache), by its published address; not the 404 pages. */
  rendered: ReadonlySet<string>
  /** The pages as they were written, finished and checked as they rendered; absent, the finish step does it all. */
  written?: WrittenPages
  /** What earlier steps found, for the steps after them. */
  found: Found
}

/** What a step finds for the steps after it; a step that needs a finding runs after the one that makes it. */
export interface Found {
  /** The CSP sources of the build's own inline scripts (finish-pages). */
  scriptHashes?: string[]
  /** The addresses of the pages that send the contact form (finish-pages). */
  formPages?: string[]
  /** The script files the pages load or their islands request (finish-pages). */
  referencedScripts?: Set<string>
  /** The day each blog page last changed, by address (blog-lastmod). */
  lastmod?: Map<string, string>
}

/** One thing done to dist/ once every page is written: a name the build's log and timings use. */
export interface Step {
  name: string
  run(context: BuildContext): void | Promise<void>
}

/** A finding an earlier step makes, or an error naming the order that is wrong. */
export function needs<K extends keyof Found>(context: BuildContext, key: K, step: string): NonNullable<Found[K]> {
  const value = context.found[key]
  if (value === undefined) throw new Error(`The build step ${step} needs ${key}, which no earlier step found (scripts/build/steps/index.ts)`)
  return value as NonNullable<Found[K]>
}
