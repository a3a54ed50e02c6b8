import { describe, expect, it } from 'vitest'
import { firstPartyBootup, median, type PageRun } from '../../../scripts/bench/lighthouse'

const item = (url: string, scripting: number, scriptParseCompile: number) => ({ url, scripting, scriptParseCompile })

describe("a page's own scripts in Lighthouse's bootup-time", () => {
  it("adds up run and parse time of the page's inline scripts (its URL) and same-origin files, nothing else", () => {
    const items = [
      item('https://localhost:4520/contact', 1.2, 0.4),
      item('https://localhost:4520/assets/contact-a.js', 120, 30),
      item('https://cdn.example.com/widget.js', 500, 50),
      item('Unattributable', 40, 0),
    ]
    expect(firstPartyBootup(items, 'https://localhost:4520/contact')).toBeCloseTo(151.6)
  })

  it('is 0 for a page whose scripts Lighthouse did not list', () => {
    expect(firstPartyBootup([], 'https://localhost:4520/')).toBe(0)
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
    firstPartyBootup: 1,
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
