import type { Build } from '../context.ts'
import type { ClientCode } from '../prerender/client-code.ts'

/** A build whose pages vite-react-ssg has rendered and written: its client code and stylesheet known. */
export type RenderedBuild = Build & { clientCode: ClientCode; stylesheet: string }

/** One thing done to dist/ once every page is rendered: a name the build's log and timings use. */
export interface Step {
  name: string
  run(build: RenderedBuild): void | Promise<void>
}
