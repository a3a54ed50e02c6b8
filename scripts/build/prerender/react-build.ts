import { createRequire } from 'node:module'

/** Stops a build whose pages React's development build rendered; Node's ESM loader lists both builds in the cache, but loads one. */
export function assertReactProduction(): void {
  const builds = new Set<string>()
  for (const [file, module] of Object.entries(createRequire(import.meta.url).cache)) {
    const match = /[\\/]node_modules[\\/]react(?:-dom)?[\\/]cjs[\\/][^\\/]+\.(development|production)\.js$/.exec(file)
    if (match && module?.loaded) builds.add(match[1] as string)
  }
  if ([...builds].join() !== 'production') {
    throw new Error(
      `The pages were rendered with React's ${[...builds].join(' and ') || 'unknown'} build, not its production build: build with \`npm run build\` (scripts/build/index.ts sets NODE_ENV before React loads).`,
    )
  }
}
