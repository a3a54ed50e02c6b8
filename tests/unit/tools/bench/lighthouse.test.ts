import { describe, expect, it } from 'vitest'
import { medianRun, pageUrlBootup, type PageRun } from '../../../../scripts/tools/bench/lighthouse.ts'

const item = (url: string, scripting: number, scriptParseCompile: number) => ({ url, scripting, scriptParseCompile })

describe("what Lighthouse's bootup-time counts to the page's own URL", () => {
  it('adds up its run and parse time, and nothing of another URL', () => {
    const items = [
      item('https://localhost:4520/contact', 11.2, 0.4),
      item('https://localhost:4520/assets/contact-a.js', 120, 30),
      item('https://localhost:4520/contact?x', 5, 0),
      item('Unattributable', 40, 0),
    ]
    expect(pageUrlBootup(items, 'https://localhost:4520/contact')).toBeCloseTo(11.6)
    expect(pageUrlBootup([], 'https://localhost:4520/')).toBe(0)
  })
})

describe('the median run of Lighthouse runs', () => {
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

  it('takes each metric’s median and the scripts any run loaded (an island requested when idle may miss a run)', () => {
    const m = medianRun([run(1100, []), run(1000, ['https://x/assets/contact-a.js']), run(1200, [])])
    expect(m.lcp).toBe(1100)
    expect(m.scripts).toEqual(['https://x/assets/contact-a.js'])
  })
})
