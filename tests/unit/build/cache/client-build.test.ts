import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildCodeVersion, buildModules } from '../../../../scripts/build/cache/build-code.ts'
import { clientBuildCache } from '../../../../scripts/build/cache/client-build.ts'
import type { ClientOutput } from '../../../../scripts/build/prerender/client-code.ts'

// The file system as it is, with a way to act between two of a build's steps, as another build
// sharing the cache (a pull request's base beside its head) may.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  return { ...fs, statSync: vi.fn(fs.statSync), renameSync: vi.fn(fs.renameSync) }
})
const fs = await vi.importActual<typeof import('node:fs')>('node:fs')

/** Runs `meanwhile` right after the next look at a file named `name`. */
function afterNextStat(name: string, meanwhile: () => void) {
  vi.mocked(statSync).mockImplementation(((path: string, options?: never) => {
    const stats = fs.statSync(path, options)
    if (path.endsWith(name)) {
      vi.mocked(statSync).mockImplementation(fs.statSync)
      meanwhile()
    }
    return stats
  }) as never)
}

/** Runs `meanwhile` right before the next rename onto `target`. */
function beforeRenameOnto(target: (to: string) => boolean, meanwhile: (from: string, to: string) => void) {
  vi.mocked(renameSync).mockImplementation((from, to) => {
    if (target(String(to))) {
      vi.mocked(renameSync).mockImplementation(fs.renameSync)
      meanwhile(String(from), String(to))
    }
    fs.renameSync(from, to)
  })
}

/**
 * The client build's output is put back instead of building it again only when nothing it was
 * built from changed: the files it read, public/, index.html, the build's code, the mode and the
 * `VITE_` variables. A tiny project stands in for the site; a "client build" here writes outputs
 * and reads modules as Vite would report them.
 */
let root = ''
const out = () => join(root, 'dist')
const cacheDir = () => join(root, 'cache/client')

function write(file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}

const READ = ['src/islands/contact.tsx', 'src/contact/ContactForm.module.css']

/** The cache as a build in `mode` opens it: the build's code is this tiny project's vite.config.ts. */
const openCache = (mode: string) =>
  clientBuildCache({ root, dist: out(), mode, codeVersion: buildCodeVersion(root, buildModules(root, 'vite.config.ts')) }, cacheDir())

/** The client build's hook, as Vite calls it: the modules it read. */
type Hook = (this: { getModuleIds: () => Iterable<string> }) => void

/** What the last client build here handed on (its manifest, and the code of a script pages inline), as it built it. */
let handedOn: ClientOutput | undefined

/** A client build: its outputs written from what it read, the modules Vite reports, then saved with what it hands on. */
function clientBuild(mode = 'production'): { restored: boolean; client: ClientOutput } {
  const cache = openCache(mode)
  const restored = cache.restore()
  if (restored) return { restored: true, client: restored }
  const island = readFileSync(join(root, READ[0] as string), 'utf8')
  write('dist/assets/contact-abc.js', `/* built */${island}${process.env.VITE_EMAILJS_PUBLIC_KEY ?? ''}`)
  write('dist/.vite/manifest.json', '{}')
  write('dist/index.html', readFileSync(join(root, 'index.html'), 'utf8'))
  write('dist/favicon.svg', readFileSync(join(root, 'public/favicon.svg'), 'utf8'))
  const ids = [
    ...READ.map((file) => join(root, file)),
    `${join(root, 'src/contact/ContactForm.module.css')}?used`,
    '\0vite/modulepreload-polyfill',
    join(root, 'node_modules/react/index.js'),
  ]
  ;(cache.plugin.buildEnd as Hook).call({ getModuleIds: () => ids })
  handedOn = { manifest: { [READ[0] as string]: { file: 'assets/contact-abc.js' } }, inline: { 'src/islands/enhance.ts': `/* built */${island}` } }
  cache.save(handedOn)
  return { restored: false, client: handedOn }
}

/** dist/ as a map of file → text. */
function outputs(): Map<string, string> {
  const files = readdirSync(out(), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(
    files.map((entry) => [join(entry.parentPath, entry.name).slice(out().length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  )
}

/** The next build puts back what is in dist/ now, byte for byte, and what the build that wrote it handed on, without building. */
function expectReusedAsIs() {
  const built = outputs()
  const { restored, client } = nextBuild()
  expect(restored).toBe(true)
  expect(outputs()).toEqual(built)
  expect(client).toEqual(handedOn)
}

/** The next build, after the last one's dist/ is gone (as the build removes it first). */
function nextBuild(mode?: string) {
  rmSync(out(), { recursive: true, force: true })
  return clientBuild(mode)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'client-build-'))
  write('vite.config.ts', 'export default {}\n')
  write('index.html', '<!doctype html><div id="root"></div>')
  write('public/favicon.svg', '<svg/>')
  write(READ[0] as string, 'export const island = 1')
  write(READ[1] as string, '.form { color: red }')
  write('content/es/blog/post.mdx', '# Hola')
  write('node_modules/react/index.js', 'module.exports = {}')
  delete process.env.VITE_EMAILJS_PUBLIC_KEY
})

afterEach(() => {
  vi.mocked(statSync).mockImplementation(fs.statSync)
  vi.mocked(renameSync).mockImplementation(fs.renameSync)
  rmSync(root, { recursive: true, force: true })
  delete process.env.VITE_EMAILJS_PUBLIC_KEY
})

describe('the client build cache', () => {
  it('puts back exactly what the last client build wrote when nothing it was built from changed', () => {
    expect(clientBuild().restored).toBe(false)
    expectReusedAsIs()
  })

  it('is reused after a change to content only, which the client build never reads', () => {
    clientBuild()
    write('content/es/blog/post.mdx', '# Adiós')
    expect(nextBuild().restored).toBe(true)
  })

  it.each<[string, () => void]>([
    ['a module it read (an island)', () => write(READ[0] as string, 'export const island = 2')],
    ['a module it read under a query (a CSS module)', () => write(READ[1] as string, '.form { color: blue }')],
    ['index.html', () => write('index.html', '<!doctype html><div id="app"></div>')],
    ['a file of public/', () => write('public/favicon.svg', '<svg></svg>')],
    ['a new file in public/', () => write('public/robots.txt', 'User-agent: *')],
    ['the build code (vite.config.ts)', () => write('vite.config.ts', 'export default { base: "/" }\n')],
    ['a VITE_ variable', () => (process.env.VITE_EMAILJS_PUBLIC_KEY = 'key')],
    ['a .env file of the mode', () => write('.env.production', 'VITE_EMAILJS_PUBLIC_KEY=key')],
  ])('is built again after a change to %s', (_, change) => {
    clientBuild()
    change()
    expect(nextBuild().restored).toBe(false)
    // ...and the build after that reuses the new output.
    expectReusedAsIs()
  })

  it('puts back an earlier build when what it was built from is back, as a branch and its base alternate', () => {
    const base = { client: clientBuild().client, files: outputs() }
    write(READ[0] as string, 'export const island = 2')
    const branch = { client: nextBuild().client, files: outputs() }
    expect(branch.client).not.toEqual(base.client)
    write(READ[0] as string, 'export const island = 1')
    expect(nextBuild()).toEqual({ restored: true, client: base.client })
    expect(outputs()).toEqual(base.files)
    write(READ[0] as string, 'export const island = 2')
    expect(nextBuild()).toEqual({ restored: true, client: branch.client })
    expect(outputs()).toEqual(branch.files)
  })

  it('is built again in another mode, or when a file it read is gone', () => {
    clientBuild()
    expect(nextBuild('staging').restored).toBe(false)
    // Only the file gone: the key cannot be computed, and the build must not fail for it.
    rmSync(join(root, READ[1] as string))
    const cache = openCache('staging')
    rmSync(out(), { recursive: true, force: true })
    expect(cache.restore()).toBeUndefined()
  })

  it('is built again when an output kept in the cache is missing, and never reads a package or a virtual module as a file', () => {
    clientBuild()
    const [kept] = readdirSync(cacheDir())
    const entry = JSON.parse(readFileSync(join(cacheDir(), kept as string, 'entry.json'), 'utf8')) as { inputs: string[] }
    expect(entry.inputs).toEqual(['index.html', ...[...READ].sort()])
    rmSync(join(cacheDir(), kept as string, 'files/assets/contact-abc.js'))
    expect(nextBuild().restored).toBe(false)
  })

  it('builds, and fails nothing, when a build beside it removes the entry it found before it is read', () => {
    clientBuild()
    const [kept] = readdirSync(cacheDir())
    afterNextStat(kept as string, () => fs.rmSync(join(cacheDir(), kept as string), { recursive: true }))
    expect(nextBuild().restored).toBe(false)
    expectReusedAsIs()
  })

  it('keeps one entry when a build beside it saves the same one a moment before', () => {
    const isEntry = (to: string) => dirname(to) === cacheDir()
    // The build beside has the same key, so the same files: it renames its copy in just before this one.
    beforeRenameOnto(isEntry, (from, to) => fs.cpSync(from, to, { recursive: true }))
    expect(clientBuild().restored).toBe(false)
    expect(readdirSync(cacheDir())).toHaveLength(1)
    expectReusedAsIs()
  })
})
