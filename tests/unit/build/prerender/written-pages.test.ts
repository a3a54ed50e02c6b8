import { describe, expect, it } from 'vitest'
import { pendingChecks } from '../../../../scripts/build/prerender/written-pages.ts'

/**
 * The checks the pages' thread has yet to make (prerender/written-pages.ts). A page the thread
 * finished is queued then; if vite-react-ssg then writes other bytes, they are queued too, and
 * only they may stand for the page. `work` records what the thread's page work is asked.
 */
function recording() {
  const checked: string[] = []
  const forgotten: string[] = []
  const work = {
    check: (route: string, html: string) => void checked.push(`${route} ${html}`),
    forget: (route: string) => void forgotten.push(route),
  }
  return { checked, forgotten, checks: pendingChecks(work) }
}

const checkAll = (checks: ReturnType<typeof pendingChecks>) => {
  while (checks.checkOne());
}

describe('the checks the pages’ thread has yet to make', () => {
  it('are made oldest first, one at a time', () => {
    const { checked, checks } = recording()
    checks.add('/a/', 'A')
    checks.add('/b/', 'B')
    expect(checks.checkOne()).toBe(true)
    expect(checked).toEqual(['/a/ A'])
    expect(checks.checkOne()).toBe(false)
    expect(checked).toEqual(['/a/ A', '/b/ B'])
  })

  it('check only the last bytes of a page queued twice', () => {
    const { checked, checks } = recording()
    checks.add('/a/', 'finished')
    checks.add('/b/', 'B')
    checks.add('/a/', 'written, with a script')
    checkAll(checks)
    expect(checked).toEqual(['/b/ B', '/a/ written, with a script'])
  })

  it('drop what an earlier check of the page found when newer bytes come', () => {
    const { checked, forgotten, checks } = recording()
    checks.add('/a/', 'finished')
    checkAll(checks)
    checks.add('/a/', 'written, with a script')
    // The finished bytes' result is gone: the written bytes' check, on whichever thread, is the page's.
    expect(forgotten).toEqual(['/a/', '/a/'])
    expect(checks.split()).toEqual({ here: [{ route: '/a/', html: 'written, with a script' }], there: [] })
    expect(checked).toEqual(['/a/ finished'])
  })

  it('are split in two halves when every page has rendered, each page in one, none left', () => {
    const { checks } = recording()
    for (const route of ['/a/', '/b/', '/c/', '/d/', '/e/']) checks.add(route, route)
    const { here, there } = checks.split()
    expect(here.map((page) => page.route)).toEqual(['/a/', '/b/', '/c/'])
    expect(there.map((page) => page.route)).toEqual(['/d/', '/e/'])
    expect(checks.checkOne()).toBe(false)
    expect(checks.split()).toEqual({ here: [], there: [] })
  })
})
