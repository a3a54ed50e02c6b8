import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Step } from './context.ts'

/**
 * The site has no route loaders: vite-react-ssg's manifest of their data goes, and the data files
 * of any page that had some (our patch of it writes none for a page whose routes have no data).
 */
export const loaderData: Step = {
  name: 'loader data',
  run({ dist }) {
    rmSync(join(dist, 'static-loader-data'), { recursive: true, force: true })
    for (const name of readdirSync(dist)) if (name.startsWith('static-loader-data-manifest-')) rmSync(join(dist, name))
  },
}
