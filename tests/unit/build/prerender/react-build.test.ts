import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * The build renders every page with React's production build (scripts/build/index.ts); the check in
 * scripts/build/prerender/react-build.ts stops a build that would not. Each case imports vite-react-ssg the
 * way a build does, in a fresh Node process, and asks the check.
 */
function checkAfterImport(nodeEnvFirst: boolean): string {
  const script = [
    nodeEnvFirst ? "process.env.NODE_ENV = 'production'" : 'delete process.env.NODE_ENV',
    "await import('vite-react-ssg/node')",
    "const { assertReactProduction } = await import('./scripts/build/prerender/react-build.ts')",
    'try { assertReactProduction(); console.log("ok") } catch (error) { console.log(error.message) }',
  ].join('\n')
  const env = { ...process.env }
  delete env.NODE_ENV
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env }).trim()
}

describe("the build's React", () => {
  it('is the production build when NODE_ENV is set before vite-react-ssg loads, as scripts/build/index.ts does', () => {
    expect(checkAfterImport(true)).toBe('ok')
  }, 60_000) // a fresh Node process each: seconds on a busy two-core machine

  it("stops the build when vite-react-ssg's CLI loaded React's development build first", () => {
    expect(checkAfterImport(false)).toMatch(/rendered with React's development build.*npm run build/)
  }, 60_000)
})
