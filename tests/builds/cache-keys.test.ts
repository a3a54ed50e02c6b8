import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfPlainBuild, runBuild, seedImageCaches } from './support/shared-builds.ts'

/**
 * A cache only makes a build faster, never different. On a throwaway copy of the site: after a
 * change to anything the pages are made from, one thing at a time, a build that starts from the
 * last build's caches (warm) writes the same dist/, byte for byte, as one that starts with the
 * compiled-MDX and page caches empty (cold). Each change must also change the site, or the
 * comparison would prove nothing. The first build is the run's plain build (shared-builds.ts),
 * whose copy keeps its caches: the warm builds start from them.
 */
let dir = ''
let remove = () => {}
const WARM = () => join(dir, '.cache')

/** Variables a case sets for every build after it (as a host's settings would). */
const buildEnv: Record<string, string> = {}

/** What the last build printed: whether it built the client or reused it. */
let lastOutput = ''

/** The files of the copy's dist/, by path. */
function distFiles(): Map<string, Buffer> {
  const dist = join(dir, 'dist')
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(dist, file), readFileSync(file)]),
  )
}

/** A build of the copy from the caches in `cacheDir` (the images' seeded from the plain build's). */
async function build(cacheDir: string): Promise<Map<string, Buffer>> {
  const { status, output } = await runBuild(dir, { ...buildEnv, SITE_CACHE_DIR: seedImageCaches(cacheDir, WARM()) })
  if (status !== 0) throw new Error(`The build failed:\n${output.slice(-4000)}`)
  lastOutput = output
  return distFiles()
}

/** A warm build and a cold one of the copy as it is now. */
async function warmAndCold(): Promise<{ warm: Map<string, Buffer>; cold: Map<string, Buffer>; warmClient: string }> {
  const warm = await build(WARM())
  const warmClient = /^\[client\] reused/m.test(lastOutput) ? 'reused' : 'built'
  const coldCache = join(dir, '.cache-cold')
  rmSync(coldCache, { recursive: true, force: true })
  mkdirSync(coldCache)
  const cold = await build(coldCache)
  return { warm, cold, warmClient }
}

const differing = (a: Map<string, Buffer>, b: Map<string, Buffer>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((name) => !a.get(name)?.equals(b.get(name) ?? Buffer.alloc(0)) || !b.has(name)).sort()

/** Replaces `from` in a file of the copy, which must hold it exactly once. */
function edit(file: string, from: string, to: string): void {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  expect(text.split(from).length - 1, `${file} holds the text to change once`).toBe(1)
  writeFileSync(path, text.replace(from, to))
}

let last = new Map<string, Buffer>()

beforeAll(async () => {
  ;({ dir, remove } = await copyOfPlainBuild('cache-keys'))
  last = distFiles()
}, 600_000)

afterAll(() => remove())

/**
 * What each case changes, a page that must show the change, and, where the case is about it,
 * whether the warm build must build the client again (scripts/build/cache/client-build.ts).
 */
const CHANGES: { what: string; change: () => void; page: string; shows: string; client?: 'reused' | 'built' }[] = [
  {
    what: "a content schema (a service's title, upper-cased)",
    change: () => edit('src/content/schemas.ts', '  title: text(3, 60),\n', '  title: text(3, 60).transform((title) => title.toUpperCase()),\n'),
    page: 'services/integracion_crms/index.html',
    shows: '"name":"INTEGRACIÓN DE CRM"',
  },
  {
    what: 'a field helper (the meta title content gives a page, upper-cased)',
    change: () => edit('src/content/fields.ts', '  title: text(10, 70),\n', '  title: text(10, 70).transform((title) => title.toUpperCase()),\n'),
    page: 'en/services/integracion_crms/index.html',
    shows: '<title data-rh="true">CRM INTEGRATION',
  },
  {
    what: 'a component the MDX uses (a post’s callout)',
    change: () =>
      edit(
        'src/components/blog/mdx.tsx',
        '<div className={styles.callout} role="note">',
        '<div className={styles.callout} role="note" data-kind="callout">',
      ),
    page: 'en/blog/que-implica-integrar-un-crm/index.html',
    shows: 'role="note" data-kind="callout"',
  },
  {
    what: 'a UI string (the header’s home link)',
    change: () => edit('content/es/strings/base.json', '"home": "Inicio",', '"home": "Portada",'),
    page: 'about/index.html',
    shows: '>Portada</a>',
    // Content only: the client build reads none, and is reused.
    client: 'reused',
  },
  {
    what: 'the contact island’s code (its form, rendered on the page and hydrated by the client build)',
    change: () => edit('src/contact/ContactForm.tsx', '<form', '<form data-form="contact"'),
    page: 'contact/index.html',
    shows: 'data-form="contact"',
    client: 'built',
  },
  {
    what: 'a VITE_ variable (EmailJS’s public key, which the client bundle and the contact page’s policy take)',
    change: () => {
      buildEnv.VITE_EMAILJS_PUBLIC_KEY = 'public-key-for-the-cache-test'
    },
    page: 'contact/index.html',
    shows: 'https://api.emailjs.com',
    client: 'built',
  },
  {
    what: "the code highlighter's theme (its token classes)",
    change: () =>
      edit(
        'scripts/build/plugins/code-theme.ts',
        'if (token) this.addClassToHast(node, token)',
        'if (token) this.addClassToHast(node, `code-${token}`)',
      ),
    page: 'blog/que-implica-integrar-un-crm/index.html',
    shows: 'class="code-token-',
  },
]

describe('after a change to what the pages are made from, a warm build writes what a cold one does', () => {
  for (const { what, change, page, shows, client } of CHANGES) {
    it(
      what,
      async () => {
        change()
        const { warm, cold, warmClient } = await warmAndCold()
        if (client) expect(warmClient).toBe(client)
        // The change shows in the site (else this case could not fail)...
        expect(cold.get(page)?.toString('utf8')).toContain(shows)
        expect(differing(last, cold)).toContain(page)
        // ...and the warm build, from the caches of the build before the change, shows it all.
        expect(differing(warm, cold)).toEqual([])
        last = cold
      },
      240_000,
    )
  }
})
