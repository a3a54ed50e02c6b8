import v8 from 'node:v8'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { sha256 } from '../../../../scripts/build/cache/cache-key.ts'
import { pageFacts } from '../../../../scripts/build/prerender/page-facts.ts'

/** A written page as the steps read it: an image, a script, its policy, and a stylesheet inline. */
const page = (i: number, padding: number) =>
  `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${String(i).padStart(43, 'A')}='">` +
  `<style>${'p{margin:0}'.repeat(padding)}</style></head><body><img src="/images/blog/post-${i}-640.avif" alt="">` +
  `<script type="module" src="/assets/video-${i}.js"></script></body></html>`

describe('pageFacts', () => {
  it('notes what the steps need of a page', () => {
    expect(pageFacts(page(7, 1))).toEqual({
      hash: sha256(page(7, 1)),
      sendsMail: false,
      scriptHashes: [`'sha256-${'7'.padStart(43, 'A')}='`],
      frames: [],
      wasm: false,
      scripts: ['assets/video-7.js'],
      images: ['blog/post-7'],
    })
  })

  it('keeps none of the page alive: the build holds every page’s facts to its end', () => {
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    gc()
    const before = process.memoryUsage().heapUsed
    // 200 pages of 1 MB each: their facts would hold 200 MB if a fact were a slice of its page.
    const facts = Array.from({ length: 200 }, (_, i) => pageFacts(page(i, 100_000)))
    gc()
    const held = process.memoryUsage().heapUsed - before
    expect(facts).toHaveLength(200)
    expect(held).toBeLessThan(20 * 1024 * 1024)
    // 200 MB of pages to read: seconds on a 2-core machine that runs a build beside it.
  }, 60_000)
})
