import { describe, expect, it } from 'vitest'
import { phoneSection, sendTimes, type PhoneReport, type PhoneRun } from '../../../../scripts/tools/bench/phone.ts'
import { figuresOf, markdownReport, type BenchReport } from '../../../../scripts/tools/bench/report.ts'

const run = (menuAfterH1: number, noJsMenuAfterH1: number, sendAfterH1?: number): PhoneRun => ({
  menuAfterH1,
  noJsMenuAfterH1,
  ...(sendAfterH1 === undefined ? {} : { sendAfterH1 }),
})

const phone: PhoneReport = {
  profile: 'slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU; 375 px',
  runsPerPage: 3,
  pages: [
    { name: 'home (es)', url: '/', runs: [run(130, 120), run(110, 90), run(950, 140)] },
    { name: 'contact (es)', url: '/contact/', runs: [run(300, 150, 1210), run(280, 160, 1190), run(700, 120, 2600)] },
  ],
}

describe('the phone profile', () => {
  it('lists the send times of the runs that sent the form, in run order', () => {
    expect(sendTimes(phone.pages[1]?.runs ?? [])).toEqual([1210, 1190, 2600])
    expect(sendTimes(phone.pages[0]?.runs ?? [])).toEqual([])
  })

  it('reports each page’s timings and each kind’s beside the copies’, with the middle half of the runs: the host’s spread', () => {
    const lines = phoneSection(phone)
    expect(lines[0]).toBe('## Phone profile (slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU; 375 px; reported, not a budget)')
    expect(lines).toContain('| home (es) | 3 | 130 (110–950) | 120 (90–140) |  |')
    expect(lines).toContain('| contact (es) | 3 | 300 (280–700) | 150 (120–160) | 1210 (1190–2600) |')
    expect(lines).toContain('| **static pages** | 3 | 130 (110–950) | 120 (90–140) |  |')
    expect(lines).toContain('| **contact pages** | 3 | 300 (280–700) | 150 (120–160) | 1210 (1190–2600) |')
  })

  it('gates none of its timings, however slow: a noisy host cannot resolve them', () => {
    const report: BenchReport = {
      date: '2026-12-07T00:00:00.000Z',
      commit: 'abc1234',
      machine: { cores: 2, memoryGiB: 24, freshMemorySeconds: 5.9, node: 'v24', chromium: 'Chromium 156', lighthouse: '12.8.2' },
      minutes: { phone: 9 },
      failed: [],
      phone,
    }
    expect(figuresOf(report)).toEqual([])
    expect(markdownReport(report)).toContain('No budget was read in this run.')
  })

  it('says nothing of a run that skipped it', () => {
    expect(phoneSection(undefined)).toEqual([])
  })
})
