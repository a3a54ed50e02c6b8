// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrateIsland } from '../../../src/islands/hydrate.tsx'
import { islandIdPrefix, islandPropsJson } from '../../../src/islands/names.ts'

// How an island hydrates (src/islands/hydrate.tsx): in one go when the visitor touched it (the
// loader marks it data-island-touched), in slices that leave the thread to other tasks when it
// came because the page was idle. Each part below takes 6 ms to render, more than the 5 ms React
// works before it yields in a transition; the first part queues a task as it starts, which shows
// whether the thread was given back before the other parts.

const PARTS = ['a', 'b', 'c']
let order: string[] = []

function busy(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until);
}

function Part({ name }: { name: string }) {
  if (document.querySelector('[data-island]')) {
    if (name === PARTS[0]) setTimeout(() => order.push('other task'))
    busy(6)
    order.push(name)
  }
  return <p>{name}</p>
}

function Parts({ names }: { names: string[] }) {
  return (
    <div>
      {names.map((name) => (
        <Part key={name} name={name} />
      ))}
    </div>
  )
}

/** The page as the build writes it: the island's prerendered HTML and its props. */
function prerender(touched: boolean): void {
  const props = { names: PARTS }
  const html = renderToString(<Parts {...props} />, { identifierPrefix: islandIdPrefix('contact') })
  document.body.innerHTML =
    `<script type="application/json" data-island-props="contact">${islandPropsJson(props)}</script>` +
    `<div data-island="contact"${touched ? ' data-island-touched=""' : ''}>${html}</div>`
}

/** Hydrates, and resolves with the order of the parts' renders and the first part's task. */
async function hydrateBesideATask(): Promise<string[]> {
  order = []
  hydrateIsland('contact', Parts)
  while (order.filter((entry) => PARTS.includes(entry)).length < PARTS.length || !order.includes('other task'))
    await new Promise((resolve) => setTimeout(resolve, 5))
  return order
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hydrateIsland', () => {
  it('hydrates a touched island in one go: no other task runs between its parts', async () => {
    prerender(true)
    expect(await hydrateBesideATask()).toEqual(['a', 'b', 'c', 'other task'])
  })

  it('hydrates an island loaded on idle as a transition: it yields, and another task runs between its parts', async () => {
    prerender(false)
    expect(await hydrateBesideATask()).toEqual(['a', 'other task', 'b', 'c'])
  })

  it('marks the container data-island-hydrated once every part is hydrated, not before', async () => {
    prerender(false)
    const container = document.querySelector<HTMLElement>('[data-island]')!
    const rendered = () => order.filter((entry) => PARTS.includes(entry)).join('')
    const marked: string[] = [] // what had rendered each time the container's attributes changed
    new MutationObserver(() => marked.push(`${rendered()}:${'islandHydrated' in container.dataset}`)).observe(container, { attributes: true })
    await hydrateBesideATask()
    while (!marked.length) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(marked).toEqual(['abc:true'])
  })
})
