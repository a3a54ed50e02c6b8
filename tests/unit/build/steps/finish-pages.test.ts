import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devClientCode, type ClientCode } from '../../../../scripts/build/prerender/client-code'
import { finishPages, startPageFinisher } from '../../../../scripts/build/steps/finish-pages'
import { ownScriptHashes } from '../../../../scripts/build/prerender/policy'
import { SPECULATION_RULES } from '../../../../scripts/build/prerender/client-code'
import type { BuildContext } from '../../../../scripts/build/steps/context'

/**
 * The step that finishes every page (scripts/build/steps/finish-pages.ts) on two threads: this
 * one and a worker share the pages. Enough pages that both take some; whichever finishes a page,
 * the result is the same.
 */
const PAGES = 400
const project = join(import.meta.dirname, '../../../..')
let dist = ''

// The page script inlined, as a built site has it: the one inline script a page may carry.
const PAGE_SCRIPT = 'document.documentElement.classList.add("js")'
const clientCode: ClientCode = { ...devClientCode, pageScript: () => ({ inline: PAGE_SCRIPT }), dev: undefined }

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>t</title></head><body>${body}<script>${PAGE_SCRIPT}</script></body></html>`

function writePage(address: string, body: string) {
  mkdirSync(join(dist, address), { recursive: true })
  writeFileSync(join(dist, address, 'index.html'), page(body))
}

function context(): BuildContext {
  return { root: project, dist, emailOrigin: 'https://api.emailjs.com', clientCode, stylesheet: 'assets/style.css', rendered: new Set(), found: {} }
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'finish-pages-'))
  for (let i = 0; i < PAGES; i++) writePage(`blog/post-${i}`, `<p>Post ${i}</p><script src="/assets/post-${i % 3}.js"></script>`)
  writePage('contact', '<div data-island="contact"></div>')
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('finishing the pages on two threads', () => {
  it.each([
    ['with the worker, ready before the step starts (started as the pages render)', true],
    ['on its own thread, when no page rendered started the worker', false],
  ])('gives every page its policy, and finds the form pages and the scripts they load: %s', async (_, worker) => {
    const helper = worker ? startPageFinisher() : undefined
    await helper?.ready
    const built = context()
    await finishPages.run(built)
    // Both threads took pages (or this one all of them, without the worker).
    if (helper) expect((await helper.finished).length).toBeGreaterThan(0)
    for (let i = 0; i < PAGES; i++) {
      const html = readFileSync(join(dist, `blog/post-${i}/index.html`), 'utf8')
      expect(html).toMatch(/^<!DOCTYPE html>/)
      expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="')
      expect(html).not.toContain('api.emailjs.com')
    }
    expect(readFileSync(join(dist, 'contact/index.html'), 'utf8')).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/)
    expect(built.found.formPages).toEqual(['/contact/'])
    expect([...(built.found.referencedScripts ?? [])].sort()).toEqual(['assets/post-0.js', 'assets/post-1.js', 'assets/post-2.js'])
    expect(built.found.scriptHashes).toEqual(ownScriptHashes([PAGE_SCRIPT, SPECULATION_RULES]))
  })

  it('fails naming every page that carries a script the build did not write, whichever thread found it', async () => {
    await startPageFinisher().ready
    writePage('blog/post-3', '<p>Post 3</p><script>alert(3)</script>')
    writePage(`blog/post-${PAGES - 3}`, `<p>Late</p><img src="x" onerror="alert(4)">`)
    await expect(finishPages.run(context())).rejects.toThrow(
      new RegExp(
        `blog/post-3/index.html: an inline script the build did not write: <script>alert\\(3\\)</script>\\n` +
          `[^\\n]*blog/post-${PAGES - 3}/index.html: an inline event handler the build did not write: <img onerror>`,
      ),
    )
  })
})
