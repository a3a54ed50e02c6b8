import { describe, expect, it } from 'vitest'
import { listed, listedAsBefore } from '../../../../scripts/build/content/listed.ts'

// The dev server re-renders a saved post's page alone when the lists show it as before
// (scripts/build/plugins/content.ts), and every list again when they do not.
describe('what the lists show of a file, saved again', () => {
  const root = '/project'
  const file = 'content/en/blog/a-post.mdx'
  const entry = (title: string) => () => ({ title })

  it('is as before when only what the lists do not show changed, and not when a shown field did', () => {
    expect(listedAsBefore(root, file)).toBe(false) // never listed
    listed(root, file, 'title: A\n\nbody', entry('A'))
    expect(listedAsBefore(root, file)).toBe(false) // listed once: nothing before it
    listed(root, file, 'title: A\n\nbody, edited', entry('A'))
    expect(listedAsBefore(root, file)).toBe(true)
    listed(root, file, 'title: B\n\nbody, edited', entry('B'))
    expect(listedAsBefore(root, file)).toBe(false)
  })

  it('keeps its answer when the same text is read again, as each of Vite’s environments asks once per save', () => {
    listed('/other', file, 'title: A', entry('A'))
    listed('/other', file, 'title: B', entry('B'))
    let read = 0
    const again = listed('/other', file, 'title: B', () => ({ title: `read ${++read}` }))
    expect([again, read, listedAsBefore('/other', file)]).toEqual([{ title: 'B' }, 0, false])
  })
})
