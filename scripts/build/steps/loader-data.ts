import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Step } from './context.ts'

/** The site has no route loaders: the empty data files vite-react-ssg writes for them go. */
export const loaderData: Step = {
  name: 'loader data',
  run({ dist }) {
    rmSync(join(dist, 'static-loader-data'), { recursive: true, force: true })
    for (const name of readdirSync(dist)) if (name.startsWith('static-loader-data-manifest-')) rmSync(join(dist, name))
  },
}
