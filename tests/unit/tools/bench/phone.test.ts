import { describe, expect, it } from 'vitest'
import { budgetMisses } from '../../../../scripts/tools/bench/budgets.ts'
import { median } from '../../../../scripts/tools/bench/median.ts'
import { arrivalOf, isContactPage, summarize, type ClickRun, type PhoneReport, type PhoneRun } from '../../../../scripts/tools/bench/phone.ts'
import { markdownReport, phoneSection } from '../../../../scripts/tools/bench/report.ts'

const run = (overrides: Partial<PhoneRun> = {}): PhoneRun => ({
  jsGzip: 485,
  jsTransferred: 0,
  scripts: [],
  menuAfterH1: 120,
  noJsMenuAfterH1: 100,
  tapToMenu: 40,
  ...overrides,
})

const clicks = (...ms: number[]): { runs: ClickRun[]; median: number } => ({
  runs: ms.map((value) => ({ ms: value, arrival: 'prerendered' })),
  median: median(ms),
})

function phone(
  pages: PhoneReport['pages'],
  click: { headline: number[]; copy?: number[]; baseline: number[] } = { headline: [500], baseline: [700] },
): PhoneReport {
  return {
    profile: 'slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU; 375 px',
    runsPerPage: 3,
    method: ['Playwright drives Chromium.'],
    pages,
    clickToNext: {
      from: '/',
      link: 'the first service card’s link',
      hoverMs: 200,
      headline: clicks(...click.headline),
      copy: { runs: (click.copy ?? [600]).map((ms) => ({ ms, arrival: 'navigation' })), median: median(click.copy ?? [600]) },
      playwright: { runs: [{ ms: 450, arrival: 'navigation' }], median: 450 },
      baseline: {
        ...clicks(...click.baseline),
        runs: click.baseline.map((ms) => ({ ms, arrival: 'same document' })),
        commit: 'a26e695',
        how: 'the same click',
      },
      retried: [],
    },
  }
}

/** The whole markdown report of a run that measured only the phone profile. */
const markdownWith = (phone: PhoneReport, misses: string[]): string =>
  markdownReport({
    date: '2026-11-23T00:00:00.000Z',
    commit: 'abc1234',
    machine: { cores: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium 156' },
    lighthouse: { version: '12.8.2', runsPerPage: 3, settings: 'default config', chromeFlags: ['--headless=new'] },
    pages: [],
    phone,
    scale: [],
    misses,
  })

describe('the phone profile’s medians', () => {
  it('takes each metric’s median run on its own, and a send time only where the form was sent', () => {
    const home = summarize('home (es)', '/', [
      run({ menuAfterH1: 300, tapToMenu: 10 }),
      run({ menuAfterH1: 100, tapToMenu: 90 }),
      run({ menuAfterH1: 200 }),
    ])
    expect(home.median).toEqual({ jsGzip: 485, jsTransferred: 0, jsFiles: 0, menuAfterH1: 200, noJsMenuAfterH1: 100, tapToMenu: 40 })
    const contact = summarize('contact (es)', '/contact/', [run({ sendAfterH1: 1400 }), run({ sendAfterH1: 900 }), run({ sendAfterH1: 2000 })])
    expect(contact.median.sendAfterH1).toBe(1400)
  })

  it('takes each send phase’s median over the runs that have it', () => {
    const phases = (at: number, library?: number) => ({
      islandRequested: at,
      islandReceived: at + 500,
      tapped: at + 900,
      ...(library === undefined ? {} : { libraryReceived: library }),
      apiSent: at + 1200,
      apiAnswered: at + 1400,
    })
    const contact = summarize('contact (es)', '/contact/', [
      run({ sendAfterH1: 1500, sendPhases: phases(100, 1300) }),
      run({ sendAfterH1: 1700, sendPhases: phases(300) }),
      run({ sendAfterH1: 1600, sendPhases: phases(200, 1100) }),
    ])
    expect(contact.median.sendPhases).toEqual({
      islandRequested: 200,
      islandReceived: 700,
      tapped: 1100,
      libraryReceived: 1300,
      apiSent: 1400,
      apiAnswered: 1600,
    })
    expect(summarize('home (es)', '/', [run()]).median.sendPhases).toBeUndefined()
  })

  it('takes the upper median of an even count, as the Lighthouse medians do', () => {
    expect(median([40, 10, 30, 20])).toBe(30)
    expect(median([])).toBeNaN()
  })
})

describe('how the next page arrived', () => {
  it('is the same document when it had shown an h1 before, else prerendered or a navigation', () => {
    expect(arrivalOf({ sameDocument: true, prerendered: false })).toBe('same document')
    expect(arrivalOf({ sameDocument: false, prerendered: true })).toBe('prerendered')
    expect(arrivalOf({ sameDocument: false, prerendered: false })).toBe('navigation')
  })
})

describe('the phone profile’s budgets', () => {
  it('passes pages within every budget', () => {
    const contact = run({ jsGzip: 74 * 1024, scripts: ['/assets/contact-a.js', '/assets/phoneLibrary-b.js'], sendAfterH1: 1500 })
    const pages = [summarize('home (es)', '/', [run()]), summarize('contact (es)', '/contact/', [contact])]
    expect(budgetMisses([], [], phone(pages))).toEqual([])
  })

  it('allows 2 KB of JavaScript on a static page and 75 KB in at most 2 files on contact', () => {
    const pages = [
      summarize('about (es)', '/about', [run({ jsGzip: 2.5 * 1024 })]),
      summarize('contact (es)', '/contact/', [
        run({ jsGzip: 75.3 * 1024, scripts: ['/assets/contact-a.js', '/assets/client-b.js', '/assets/names-c.js'], sendAfterH1: 1000 }),
      ]),
    ]
    expect(budgetMisses([], [], phone(pages))).toEqual([
      'phone, about (es): JS 2.5 KB gzip > 2 KB',
      'phone, contact (es): JS 75.3 KB gzip > 75 KB',
      'phone, contact (es): JS in 3 files > 2',
    ])
  })

  it('holds the menu, on every page and contact too, to the copies without scripts plus 50 ms, over every run of a kind of page together', () => {
    const pages = [
      // A slow machine: the copies open the menu about 400 ms after the h1, the pages may take 450.
      summarize('home (es)', '/', [run({ menuAfterH1: 450, noJsMenuAfterH1: 400 })]),
      summarize('blog (es)', '/blog', [run({ menuAfterH1: 460, noJsMenuAfterH1: 410 })]),
      summarize('about (es)', '/about', [run({ menuAfterH1: 440, noJsMenuAfterH1: 390 })]),
      summarize('contact (es)', '/contact/', [
        run({ menuAfterH1: 700, noJsMenuAfterH1: 150, sendAfterH1: 1200 }),
        run({ menuAfterH1: 190, noJsMenuAfterH1: 160, sendAfterH1: 1300 }),
        run({ menuAfterH1: 210, noJsMenuAfterH1: 120, sendAfterH1: 1250 }),
      ]),
    ]
    expect(budgetMisses([], [], phone(pages))).toEqual([
      'phone, contact pages: menu open 210 ms after the h1 (median of 3 runs) > no-JS 150 ms + 50 ms',
    ])
    // One page's unlucky run is read with the other pages' runs.
    const unlucky = [
      ...pages.slice(0, 3),
      summarize('services (es)', '/services', [run({ menuAfterH1: 900, noJsMenuAfterH1: 300 })]),
      summarize('privacy policy (es)', '/privacy-policy', [run({ menuAfterH1: 430, noJsMenuAfterH1: 420 })]),
    ]
    expect(budgetMisses([], [], phone(unlucky))).toEqual([])
    // Every static page 60 ms slower than its copy is a miss, however the runs fall.
    const slower = pages.slice(0, 3).map((page) =>
      summarize(
        page.name,
        page.url,
        page.runs.map((r) => ({ ...r, menuAfterH1: r.noJsMenuAfterH1 + 60 })),
      ),
    )
    expect(budgetMisses([], [], phone(slower))).toEqual([
      'phone, static pages: menu open 460 ms after the h1 (median of 3 runs) > no-JS 400 ms + 50 ms',
    ])
  })

  it('holds the contact form to 1500 ms from the h1 to sent, whatever the copy does', () => {
    const pages = [summarize('contact (es)', '/contact/', [run({ jsGzip: 60 * 1024, sendAfterH1: 1501 })])]
    expect(budgetMisses([], [], phone(pages))).toEqual(['phone, contact (es): message sent 1501 ms after the h1 > 1500 ms'])
  })

  it('counts a contact page whose form was never sent as a miss, not as a pass', () => {
    const pages = [summarize('contact (en)', '/en/contact/', [run({ jsGzip: 60 * 1024 })]), summarize('home (en)', '/en/', [run()])]
    expect(budgetMisses([], [], phone(pages))).toEqual(['phone, contact (en): message sent: not measured'])
  })

  it('knows the contact pages by the addresses the site gives them, in every language', () => {
    expect(['/contact/', '/en/contact/', '/pt/contact/'].map(isContactPage)).toEqual([true, true, true])
    expect(['/contact', '/en/', '/services/contact/', '/en/contact/x/'].map(isContactPage)).toEqual([false, false, false, false])
  })

  it('holds the click to the next page to 1.1 times the client-side navigation it replaced, and names the floor when it misses', () => {
    expect(budgetMisses([], [], phone([], { headline: [650, 770, 900], baseline: [720, 700, 600] }))).toEqual([])
    expect(budgetMisses([], [], phone([], { headline: [650, 771, 900], copy: [700, 760, 800], baseline: [720, 700, 600] }))).toEqual([
      'phone: click to the next page 771 ms > 1.1 x 700 ms, the client-side navigation of a26e695; from the copy without scripts (a plain page load) 760 ms',
    ])
  })

  it('says when even the copy without scripts misses the click budget, and still counts the miss', () => {
    expect(budgetMisses([], [], phone([], { headline: [1900], copy: [1500], baseline: [970] }))).toEqual([
      'phone: click to the next page 1900 ms > 1.1 x 970 ms, the client-side navigation of a26e695; from the copy without scripts (a plain page load) 1500 ms, over the budget too: the floor on this machine',
    ])
  })

  it('has nothing to say about a run that skipped the phone profile', () => {
    expect(budgetMisses([], [])).toEqual([])
  })
})

describe('the phone profile in the report', () => {
  it('lists each page’s medians with every run, and the click next to its baseline', () => {
    const island = ['/assets/contact-a.js']
    const pages = [
      summarize('home (es)', '/', [
        run({ menuAfterH1: 130, noJsMenuAfterH1: 120 }),
        run({ menuAfterH1: 110, noJsMenuAfterH1: 90 }),
        run({ menuAfterH1: 150, noJsMenuAfterH1: 140 }),
      ]),
      summarize('contact (es)', '/contact/', [
        run({
          jsGzip: 77_100,
          jsTransferred: 70_000,
          scripts: island,
          sendAfterH1: 1210,
          sendPhases: { islandRequested: 120, islandReceived: 640, tapped: 900, apiSent: 1010, apiAnswered: 1180 },
        }),
        run({ jsGzip: 77_100, jsTransferred: 70_000, scripts: island, sendAfterH1: 1190 }),
        run({ jsGzip: 77_100, jsTransferred: 70_000, scripts: island, sendAfterH1: 1300 }),
      ]),
    ]
    const lines = phoneSection(phone(pages, { headline: [610, 590, 900], copy: [640, 700, 820], baseline: [713, 640, 790] }))
    expect(lines[0]).toBe('## Phone profile (slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU; 375 px; 3 runs, median)')
    expect(lines).toContain('- Playwright drives Chromium.')
    expect(lines).toContain('| home (es) | 0.5 | 0 | 0.0 | 130 (130, 110, 150) | 120 (120, 90, 140) | 40 (40, 40, 40) |  |')
    expect(lines).toContain(
      '| contact (es) | 75.3 | 1 | 68.4 | 120 (120, 120, 120) | 100 (100, 100, 100) | 40 (40, 40, 40) | 1210 (1210, 1190, 1300) |',
    )
    expect(lines).toContain(
      '| contact page | island requested | island received | send tapped | phone library received | EmailJS request sent | EmailJS answered | notice shown |',
    )
    expect(lines).toContain('| contact (es) | 120 | 640 | 900 |  | 1010 | 1180 | 1210 |')
    expect(lines.filter((line) => line.startsWith('| home (es) | 1'))).toEqual([])
    expect(lines).toContain('| this build, as a visitor’s Chromium (prerendering on) | 610 (610, 590, 900) | prerendered |')
    expect(lines).toContain('| floor: the same click from the copy without scripts | 700 (640, 700, 820) | navigation |')
    expect(lines).toContain('| baseline: a26e695’s client-side navigation | 713 (713, 640, 790) | same document |')
    expect(lines).toContain('Every click run was measured at its first attempt.')
  })

  it('lists the click runs the browser failed and that were taken again, so a retry hides nothing', () => {
    const report = phone([summarize('home (es)', '/', [run()])])
    const reason = 'the click from https://localhost:41009/: timed out waiting for the h1 of /services/transformacion_digital'
    const lines = phoneSection({ ...report, clickToNext: { ...report.clickToNext!, retried: [reason, reason] } })
    expect(lines).toContain('Taken again, the browser having failed them (2 runs; the table has the runs that followed):')
    expect(lines.filter((line) => line === `- ${reason}`)).toHaveLength(2)
    expect(lines).not.toContain('Every click run was measured at its first attempt.')
  })

  it('says nothing of retries in a report written before they were noted', () => {
    const report = phone([summarize('home (es)', '/', [run()])])
    const { retried: _, ...clickToNext } = report.clickToNext!
    const lines = phoneSection({ ...report, clickToNext })
    expect(lines.some((line) => /Taken again|first attempt/.test(line))).toBe(false)
  })

  it('says so when the phone profile was not measured, and writes its misses with the others', () => {
    expect(phoneSection(undefined)).toContain('Not measured in this run.')
    const report = phone([summarize('home (es)', '/', [run({ menuAfterH1: 400 })])])
    const markdown = markdownWith(report, budgetMisses([], [], report))
    expect(markdown).toContain('## Phone profile (')
    expect(markdown).toContain('- MISSED: phone, static pages: menu open 400 ms after the h1 (median of 1 run) > no-JS 100 ms + 50 ms')
    expect(markdown).toContain('| static pages: home (es) | 1 | 400 | 100 |')
    expect(markdown).not.toContain('taken again after the browser failed')
  })

  it('says beside the verdict when click runs were taken again, so a pass after retries is not silent', () => {
    const report = phone([summarize('home (es)', '/', [run()])])
    const reason = 'the click from https://localhost:41009/: timed out waiting for the h1 of /services/transformacion_digital'
    const markdown = markdownWith({ ...report, clickToNext: { ...report.clickToNext!, retried: [reason, reason] } }, [])
    expect(markdown).toContain(
      'All budgets met.\n\nOf which 2 click runs taken again after the browser failed them, listed under “Click to the next page”.',
    )
  })
})
