import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** The modules a fresh Node process holds after importing `specifier`, by package. */
function packagesLoadedBy(specifier: string): string[] {
  const script = `
    await import(${JSON.stringify(specifier)})
    const { createRequire } = await import('node:module')
    const packageOf = (file) => {
      const [first, second] = file.split('node_modules/').at(-1).split('/')
      return first.startsWith('@') ? first + '/' + second : first
    }
    const files = Object.keys(createRequire(process.cwd() + '/').cache).filter((file) => file.includes('node_modules/'))
    console.log(JSON.stringify([...new Set(files.map(packageOf))]))
  `
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[]
}

describe('vite-react-ssg as the build loads it (patches/)', () => {
  // jsdom took 0.5 s of the build's start; it is only for preload links and the Tanstack
  // adapter, neither used here (scripts/build/index.ts: preloadLinks false).
  it('loads without jsdom', { timeout: 60_000 }, () => {
    const loaded = packagesLoadedBy('vite-react-ssg/node')
    expect(loaded).toContain('react-dom')
    expect(loaded).not.toContain('jsdom')
  })

  it('still loads jsdom where it is imported, so the check above can fail', { timeout: 60_000 }, () => {
    expect(packagesLoadedBy('jsdom')).toContain('jsdom')
  })
})
