/**
 * `idle`: the island is loaded once the browser is idle after the page's load event (at most 3 s
 * later); where the browser cannot say when it is idle (Safari), in the first task after load.
 */
__islands.each('idle', (_island, load) => {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 1))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
})
