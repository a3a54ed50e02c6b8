/** Posts on each page of the blog's list (docs/product.md, "Routes"). */
export const POSTS_PER_PAGE = 9

export function pageCount(posts: number): number {
  return Math.max(1, Math.ceil(posts / POSTS_PER_PAGE))
}

/** The posts on list page `page` (1-based); empty past the last page. */
export function postsOnPage<T>(posts: readonly T[], page: number): T[] {
  if (!Number.isInteger(page) || page < 1) return []
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
}

/** The language-neutral path of list page `page`: page 1 is /blog itself. */
export function listPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`
}

/** The page number in a /blog/page/<n> URL, or undefined for anything that is not one (0, 01, 1, x). */
export function parsePageParam(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d*$/.test(param)) return undefined
  const page = Number(param)
  return page >= 2 ? page : undefined
}
