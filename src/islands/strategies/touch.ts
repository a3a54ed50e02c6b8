/**
 * `touch`: the island is loaded on the visitor's first touch of it (a focus, a press, a key or
 * input inside it), since they are about to use it. The loader then marks it touched, and it
 * hydrates at once rather than in slices (src/islands/hydrate.tsx).
 */
__islands.each('touch', (island, load) => {
  for (const type of ['focusin', 'pointerdown', 'input', 'keydown']) island.addEventListener(type, load, { capture: true, once: true })
})
