/**
 * `visible`: the island is loaded when it comes near the screen (within 200 px of it): an island
 * below the fold costs nothing to a visitor who never scrolls to it.
 */
__islands.each('visible', (island, load) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    },
    { rootMargin: '200px' },
  )
  observer.observe(island)
})
