// @vitest-environment jsdom
import { Writable } from 'node:stream'
import { act, Suspense, useState, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToPipeableStream } from 'react-dom/server.node'
import { describe, expect, it } from 'vitest'
import { inlineOutlinedBoundaries } from '../../../../scripts/build/prerender/boundaries.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** What vite-react-ssg does: render the whole tree, then write it out at once. */
function prerender(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += String(chunk)
        next()
      },
    })
    sink.on('finish', () => resolve(html))
    const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(sink), onError: reject })
  })
}

/** Text well past React's 12,800-byte progressive chunk, as on the home page. */
function Article({ id }: { id: string }) {
  return (
    <article id={id}>
      {Array.from({ length: 150 }, (_, i) => (
        <p key={i}>Paragraph {i} of a page long enough for React to stream it out of line.</p>
      ))}
    </article>
  )
}

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  )
}

function Page({ nested = false }: { nested?: boolean }) {
  return (
    <main>
      <Suspense fallback={<p>Cargando...</p>}>
        <Counter />
        <Article id="outer" />
        {nested && (
          <Suspense fallback={<p>Cargando más...</p>}>
            <Article id="inner" />
          </Suspense>
        )}
      </Suspense>
    </main>
  )
}

describe('inlineOutlinedBoundaries', () => {
  it('finds React writing a large boundary out of line, behind its fallback', async () => {
    const streamed = await prerender(<Page />)
    expect(streamed).toContain('<template id="B:0"></template><p>Cargando...</p>')
    expect(streamed).toMatch(/<div hidden id="S:0"><button/)
    expect(streamed).toContain('$RC("B:0","S:0")')
  })

  it('puts the content where the fallback was and drops the fallback and the reveal scripts', async () => {
    const html = inlineOutlinedBoundaries(await prerender(<Page />))
    expect(html).toMatch(/^<main><!--\$--><button type="button">clicked <!-- -->0<\/button><article id="outer">/)
    expect(html).toMatch(/<\/article><!--\/\$--><\/main>$/)
    expect(html).not.toContain('Cargando')
    expect(html).not.toContain('hidden')
    expect(html).not.toContain('<script')
  })

  it('inlines boundaries nested in one another', async () => {
    const streamed = await prerender(<Page nested />)
    expect(streamed).toContain('$RC("B:1","S:1")')
    document.body.innerHTML = inlineOutlinedBoundaries(streamed)
    expect(document.querySelectorAll('main > article#outer, main > article#inner')).toHaveLength(2)
    expect(document.body.textContent).not.toContain('Cargando')
  })

  it('reads the page as jsdom wrote it, as vite-react-ssg hands it over', async () => {
    document.body.innerHTML = await prerender(<Page />)
    const serialized = document.body.innerHTML
    expect(serialized).toContain('<div hidden="" id="S:0">')
    expect(inlineOutlinedBoundaries(serialized)).not.toMatch(/hidden|Cargando|<script/)
  })

  it('gives HTML that React hydrates in place, with no mismatch', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = inlineOutlinedBoundaries(await prerender(<Page nested />))
    const prerendered = container.querySelector('#inner p')
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Page nested />, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('#inner p')).toBe(prerendered)
    const button = container.querySelector('button')!
    await act(async () => button.click())
    expect(button.textContent).toBe('clicked 1')
    container.remove()
  })

  it('leaves a page with no outlined boundary as it is', async () => {
    const html = await prerender(
      <Suspense fallback={<p>Cargando...</p>}>
        <p>Short</p>
      </Suspense>,
    )
    expect(html).toBe('<!--$--><p>Short</p><!--/$-->')
    expect(inlineOutlinedBoundaries(html)).toBe(html)
  })

  it('fails the build, naming what is missing, when the streamed markup is not what it expects', async () => {
    const streamed = await prerender(<Page />)
    expect(() => inlineOutlinedBoundaries(streamed.replace('id="S:0"', 'id="S:9"'))).toThrow(/no complete <div hidden.*id="S:0">/)
  })
})
