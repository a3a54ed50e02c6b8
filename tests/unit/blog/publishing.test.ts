import { describe, expect, it } from 'vitest'
import { dayIn, isPublished, visiblePosts } from '../../../src/content/blog/publishing.ts'

const post = (slug: string, date: string, draft?: boolean) => ({ slug, date, draft })
const posts = [
  post('old', '2026-01-10'),
  post('today', '2026-11-23'),
  post('tomorrow', '2026-11-24'),
  post('draft', '2026-05-01', true),
  post('also-today', '2026-11-23'),
]

describe('which posts a build shows', () => {
  it('a production build: no drafts, nothing dated after the build day, newest first', () => {
    const shown = visiblePosts(posts, { today: '2026-11-23', showUnpublished: false })
    expect(shown.map((p) => p.slug)).toEqual(['also-today', 'today', 'old'])
  })

  it('a post dated tomorrow appears in the build that runs tomorrow', () => {
    expect(isPublished(post('tomorrow', '2026-11-24'), '2026-11-23')).toBe(false)
    expect(isPublished(post('tomorrow', '2026-11-24'), '2026-11-24')).toBe(true)
  })

  it('a draft never appears in a production build, whatever its date', () => {
    expect(isPublished(post('draft', '2020-01-01', true), '2030-01-01')).toBe(false)
  })

  it('the dev server shows drafts and scheduled posts too', () => {
    const shown = visiblePosts(posts, { today: '2026-11-23', showUnpublished: true })
    expect(shown.map((p) => p.slug)).toEqual(['tomorrow', 'also-today', 'today', 'draft', 'old'])
  })

  it('the build day is the day in Montevideo, three hours behind UTC', () => {
    expect(dayIn('America/Montevideo', new Date('2026-11-24T02:30:00Z'))).toBe('2026-11-23')
    expect(dayIn('America/Montevideo', new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-24')
  })
})
