import { describe, expect, it } from 'vitest'
import { POSTS_PER_PAGE, listPagePath, pageCount, parsePageParam, postsOnPage } from '../../../src/content/blog/pagination.ts'

const posts = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('pagination of the blog list', () => {
  it('puts nine posts on a page', () => {
    expect(POSTS_PER_PAGE).toBe(9)
    expect(pageCount(0)).toBe(1) // an empty blog still has its page
    expect(pageCount(9)).toBe(1)
    expect(pageCount(10)).toBe(2)
    expect(pageCount(200)).toBe(23)
  })

  it('gives each page its slice, newest first as given, and nothing past the end', () => {
    expect(postsOnPage(posts(20), 1)).toEqual(posts(9))
    expect(postsOnPage(posts(20), 3)).toEqual([19, 20])
    expect(postsOnPage(posts(20), 4)).toEqual([])
    expect(postsOnPage(posts(20), 0)).toEqual([])
    expect(postsOnPage(posts(20), 1.5)).toEqual([])
  })

  it('keeps page 1 at /blog itself', () => {
    expect(listPagePath(1)).toBe('/blog')
    expect(listPagePath(2)).toBe('/blog/page/2')
  })

  it('reads only a canonical page number from /blog/page/<n>, never page 1', () => {
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('12')).toBe(12)
    for (const bad of ['1', '0', '02', '-2', 'x', '2.5', '', undefined]) expect(parsePageParam(bad)).toBeUndefined()
  })
})
