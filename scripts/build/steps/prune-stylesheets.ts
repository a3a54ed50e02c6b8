import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Step } from './context.ts'

/** The stylesheets the client build wrote for the islands' own modules go: every page inlines the site's. */
export const pruneStylesheets: Step = {
  name: 'prune stylesheets',
  run({ dist, stylesheet }) {
    for (const name of readdirSync(join(dist, 'assets')))
      if (name.endsWith('.css') && `assets/${name}` !== stylesheet) rmSync(join(dist, 'assets', name))
  },
}
