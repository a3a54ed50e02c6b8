import { describe, expect, it } from 'vitest'
import { splitChecksLeft } from '../../../../scripts/build/prerender/written-pages'

/**
 * The checks the pages' thread has left when every page has rendered, shared with the build's
 * thread (prerender/written-pages.ts). A page the thread finished and vite-react-ssg then wrote
 * with other bytes is queued twice: its finished bytes, then its written ones.
 */
describe('the checks left when every page has rendered', () => {
  it('are split in two halves, each page in one of them', () => {
    const queue = ['/a/', '/b/', '/c/', '/d/', '/e/'].map((route) => ({ route, html: `<p>${route}</p>` }))
    const { here, there } = splitChecksLeft(queue)
    expect(here.map((page) => page.route)).toEqual(['/a/', '/b/', '/c/'])
    expect(there.map((page) => page.route)).toEqual(['/d/', '/e/'])
  })

  it('check only the last bytes of a page queued twice, on one thread', () => {
    const queue = [
      { route: '/a/', html: 'finished a' },
      { route: '/b/', html: 'finished b' },
      { route: '/c/', html: 'finished c' },
      { route: '/d/', html: 'finished d' },
      { route: '/a/', html: 'written a, with a script' },
    ]
    const { here, there } = splitChecksLeft(queue)
    const all = [...here, ...there]
    expect(all.map((page) => page.route).sort()).toEqual(['/a/', '/b/', '/c/', '/d/'])
    expect(all.find((page) => page.route === '/a/')?.html).toBe('written a, with a script')
  })

  it('leave nothing when nothing is left', () => {
    expect(splitChecksLeft([])).toEqual({ here: [], there: [] })
  })
})
