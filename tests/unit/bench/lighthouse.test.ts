import { describe, expect, it } from 'vitest'
import { firstPartyBootup, median, type PageRun } from '../../../scripts/bench/lighthouse'

const item = (url: string, scripting: number, scriptParseCompile: number) => ({ url, scripting, scriptParseCompile })

describe("a page's own scripts in Lighthouse's bootup-time", () => {
  const page = 'https://localhost:4520/contact'
  const loaded = ['https://localhost:4520/assets/enhance-a.js', 'https://localhost:4520/assets/contact-a.js', 'https://cdn.example.com/widget.js']

  it("adds up run and parse time of the page's same-origin script files, and apart, of its own URL; nothing else", () => {
    const items = [
      item(page, 11.2, 0.4),
      item('https://localhost:4520/assets/enhance-a.js', 3, 1),
      item('https://localhost:4520/assets/contact-a.js', 120, 30),
      item('https://cdn.example.com/widget.js', 500, 50),
      // Same origin, but not a script it loaded (a font's or an image's decoding listed by URL).
      item('https://localhost:4520/assets/font.woff2', 7, 0),
      item('Unattributable', 40, 0),
    ]
    const own = firstPartyBootup(items, page, loaded)
    expect(own.scripts).toBeCloseTo(154)
    expect(own.document).toBeCloseTo(11.6)
  })

  it('is 0 for a page whose scripts Lighthouse did not list', () => {
    expect(firstPartyBootup([], 'https://localhost:4520/', loaded)).toEqual({ scripts: 0, document: 0 })
  })
})

describe('the median of Lighthouse runs', () => {
  const run = (lcp: number, scripts: string[]): PageRun => ({
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 700,
    lcp,
    tbt: 0,
    cls: 0,
    ownScriptBootup: 1,
    documentBootup: 10,
    totalBytes: 1,
    requests: 1,
    scripts,
  })

  it('takes each metric’s middle and the scripts any run loaded (an island requested when idle may miss a run)', () => {
    const m = median([run(1100, []), run(1000, ['https://x/assets/contact-a.js']), run(1200, [])])
    expect(m.lcp).toBe(1100)
    expect(m.scripts).toEqual(['https://x/assets/contact-a.js'])
  })
})
