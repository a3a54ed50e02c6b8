import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that build the site a dozen times each, which take longest. Vitest starts files longest first by the durations it
 * recorded and, where it has none (a fresh clone, CI), largest first: there cache-keys.test.ts, 6.6 KB, started seventh of nine and
 * ran 90 s on one core after the other had finished its files.
 */
export const LONG_POLES = ['tests/builds/pr-report.test.ts', 'tests/builds/cache-keys.test.ts']

/** Vitest's own order, with the long poles started first, so that neither starts last. */
export class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const pole = LONG_POLES.indexOf(relative(this.ctx.config.root, file.moduleId).split('\\').join('/'))
      return pole < 0 ? LONG_POLES.length : pole
    }
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
