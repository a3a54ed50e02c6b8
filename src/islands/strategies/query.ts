/**
 * `query`: the island is loaded at once when the page's address carries a query (`?q=`): a
 * visitor arriving by a shared link, a reload or the back button expects its results, not a form
 * waiting to be touched.
 */
__islands.each('query', (_island, load) => {
  if (new URLSearchParams(location.search).get('q')?.trim()) load()
})
