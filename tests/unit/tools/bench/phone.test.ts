import { describe, expect, it } from 'vitest'
import { budgetMisses } from '../../../../scripts/tools/bench/budgets.ts'
import { median } from '../../../../scripts/tools/bench/median.ts'
import { isContactPage, summarize, type PhoneReport, type PhoneRun } from '../../../../scripts/tools/bench/phone.ts'
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

function phone(pages: PhoneReport['pages']): PhoneReport {
  return { profile: 'slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU; 375 px', runsPerPage: 3, method: ['Playwright drives Chromium.'], pages }
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

  it('has nothing to say about a run that skipped the phone profile', () => {
    expect(budgetMisses([], [])).toEqual([])
  })
})

describe('the phone profile in the report', () => {
  it('lists each page’s medians with every run, and where the send’s time went', () => {
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
    const lines = phoneSection(phone(pages))
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
  })

  it('says so when the phone profile was not measured, and writes its misses with the others', () => {
    expect(phoneSection(undefined)).toContain('Not measured in this run.')
    const report = phone([summarize('home (es)', '/', [run({ menuAfterH1: 400 })])])
    const markdown = markdownWith(report, budgetMisses([], [], report))
    expect(markdown).toContain('## Phone profile (')
    expect(markdown).toContain('- MISSED: phone, static pages: menu open 400 ms after the h1 (median of 1 run) > no-JS 100 ms + 50 ms')
    expect(markdown).toContain('| static pages: home (es) | 1 | 400 | 100 |')
  })
})
