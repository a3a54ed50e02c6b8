import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../../../src/site.ts'
import type { Step } from './context.ts'

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`
}

/** dist/robots.txt: everything may be crawled, and the sitemap is there. */
export const robots: Step = {
  name: 'robots.txt',
  run({ dist }) {
    writeFileSync(join(dist, 'robots.txt'), robotsTxt())
  },
}
