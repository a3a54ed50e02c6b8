import { createRequire } from 'node:module'

/**
 * Which of React's builds have run in this process: React's CommonJS entries require
 * `cjs/<name>.development.js` or `cjs/<name>.production.js` by NODE_ENV at their first import.
 * Node's ESM loader also lists both branches in the cache, without running them, when it reads a
 * CommonJS module's exports for an `import`: only a `loaded` module counts.
 */
export function reactBuildsLoaded(): Set<'development' | 'production'> {
  const builds = new Set<'development' | 'production'>()
  for (const [file, module] of Object.entries(createRequire(import.meta.url).cache)) {
    const match = /[\\/]node_modules[\\/]react(?:-dom)?[\\/]cjs[\\/][^\\/]+\.(development|production)\.js$/.exec(file)
    if (match && module?.loaded) builds.add(match[1] as 'development' | 'production')
  }
  return builds
}

/** Stops a build whose pages React's development build rendered (scripts/build/index.ts says why). */
export function assertReactProduction(): void {
  const builds = [...reactBuildsLoaded()]
  if (builds.join() !== 'production') {
    throw new Error(
      `The pages were rendered with React's ${builds.join(' and ') || 'unknown'} build, not its production build: build with \`npm run build\` (scripts/build/index.ts sets NODE_ENV before React loads).`,
    )
  }
}
