import mdx from '@mdx-js/rollup'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildCodeVersion, buildModules } from '../../../../scripts/build/cache/build-code.ts'
import { cachedMdx, siteReferences } from '../../../../scripts/build/plugins/mdx-cache.ts'
import { siteConfig } from '../../../../vite.config.ts'

/**
 * The MDX cache may only ever return what compiling would: each case changes one thing a compiled
 * file depends on and counts how often the real compiler ran.
 */
let root = ''
let compiled = 0

/** npm's record of node_modules with the compiler at `version`. */
const installed = (version: string) => JSON.stringify({ packages: { 'node_modules/@mdx-js/mdx': { version } } })

/** One build's plugin: the real compiler, counted, behind the cache, keyed by this tiny project's code. */
function plugin(mode = 'production') {
  const real = mdx({})
  const transform = real.transform as unknown as (code: string, id: string) => Promise<unknown>
  real.transform = (async (code: string, id: string) => {
    compiled += 1
    return transform(code, id)
  }) as unknown as typeof real.transform
  const cached = cachedMdx(real, { root, mode, codeVersion: buildCodeVersion(root, buildModules(root, 'vite.config.ts')) }, join(root, 'cache'))
  ;(cached.config as (config: object, env: object) => void)({}, { command: 'build', mode })
  ;(cached.buildStart as () => void)()
  return {
    compile: (text: string, id = join(root, 'content/es/blog/post.mdx')) =>
      (cached.transform as (code: string, id: string) => Promise<{ code: string } | undefined>).call({}, text, id),
    end: () => (cached.buildEnd as (this: object) => Promise<void>).call({ info: () => {} }),
  }
}

/** A build that compiles one file: the plugin's transform, then its end (which waits for the cache's writes), as Vite calls them. */
async function buildOnce(text: string, id?: string, mode?: string) {
  const build = plugin(mode)
  const result = await build.compile(text, id)
  await build.end()
  return result
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mdx-cache-'))
  mkdirSync(join(root, 'public/images'), { recursive: true })
  mkdirSync(join(root, 'node_modules'), { recursive: true })
  writeFileSync(join(root, 'node_modules/.package-lock.json'), installed('3.1.1'))
  // The build's code, as the cache finds it: the config and what it imports.
  writeFileSync(join(root, 'vite.config.ts'), "import './allow-list.ts'\nimport './theme.ts'\nexport default {}")
  writeFileSync(join(root, 'allow-list.ts'), "export const allowed = ['Callout']")
  writeFileSync(join(root, 'theme.ts'), "export const theme = 'site-tokens'")
  compiled = 0
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the MDX cache', () => {
  const text = '# Hola\n\nUn párrafo con ![una imagen](/images/a.png).\n'

  it('compiles a file once, and a second build reads exactly what the first compiled', async () => {
    const first = await buildOnce(text)
    const second = await buildOnce(text)
    expect(compiled).toBe(1)
    expect(second?.code).toBe(first?.code)
    expect(second?.code).toContain('Un párrafo con')
  })

  it('compiles a file again in another mode', async () => {
    await buildOnce(text)
    await buildOnce(text, undefined, 'development')
    expect(compiled).toBe(2)
  })

  it('compiles a file again when its text changed', async () => {
    await buildOnce(text)
    const edited = await buildOnce(text.replace('Un párrafo', 'Otro párrafo'))
    expect(compiled).toBe(2)
    expect(edited?.code).toContain('Otro párrafo')
  })

  it('compiles the same text again under another path', async () => {
    await buildOnce(text)
    await buildOnce(text, join(root, 'content/en/blog/post.mdx'))
    expect(compiled).toBe(2)
  })

  it('compiles every file again when the allow-list changed', async () => {
    await buildOnce(text)
    writeFileSync(join(root, 'allow-list.ts'), "export const allowed = ['Callout', 'Figure']")
    await buildOnce(text)
    expect(compiled).toBe(2)
  })

  it('compiles every file again when the highlighter theme changed', async () => {
    await buildOnce(text)
    writeFileSync(join(root, 'theme.ts'), "export const theme = 'another'")
    await buildOnce(text)
    expect(compiled).toBe(2)
  })

  it('compiles every file again when the compiler is another version', async () => {
    await buildOnce(text)
    writeFileSync(join(root, 'node_modules/.package-lock.json'), installed('3.2.0'))
    await buildOnce(text)
    expect(compiled).toBe(2)
  })

  it('compiles a file again when an image it names appeared or went missing (the check of the file depends on it)', async () => {
    writeFileSync(join(root, 'public/images/a.png'), '')
    await buildOnce(text)
    rmSync(join(root, 'public/images/a.png'))
    await buildOnce(text)
    expect(compiled).toBe(2)
    // Back as it was: the entry compiled with the image there still stands for it.
    writeFileSync(join(root, 'public/images/a.png'), '')
    await buildOnce(text)
    expect(compiled).toBe(2)
  })

  it('is not used by the dev server, which compiles what it serves', () => {
    const names = (siteConfig({ command: 'serve' }).plugins ?? []).map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : ''))
    expect(names).toContain('@mdx-js/rollup')
    expect(names.filter((name) => name.includes('(cached)'))).toEqual([])
  })

  it('compiles and keeps a file whose text holds a slash before a lone % (prose, code), which names no file', async () => {
    const percent = 'La meta era mejorar (/100%) el rendimiento.\n\n```py\nurl = "/%s/items" % usuario\n```\n'
    const first = await buildOnce(percent)
    const second = await buildOnce(percent)
    expect(compiled).toBe(1)
    expect(second?.code).toBe(first?.code)
    expect(first?.code).toContain('(/100%) el rendimiento')
  })

  it('keeps what this build used', async () => {
    const build = plugin()
    await build.compile(text)
    await build.end()
    await buildOnce(text)
    expect(compiled).toBe(1)
  })
})

describe('the site URLs a file names', () => {
  it('are found in Markdown images and links, attributes and text, each once', () => {
    const source = '![a](/images/a.png) [b](/contact) <Figure src="/images/b.jpg" /> and /images/a.png\n`https://x.example/no`'
    expect(siteReferences(source)).toEqual(['/contact', '/images/a.png', '/images/b.jpg'])
  })
})
