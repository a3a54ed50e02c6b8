import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'
import { ROOT, SPAWN_TIMEOUT } from './content/fixtures.ts'

describe('loading vite.config.ts', () => {
  // Every start of `npm run dev` and every build loads it: a warning here is printed each time.
  it(
    'warns about nothing, e.g. no import without a file extension in the files it pulls in',
    async () => {
      const warnings: string[] = []
      const logger = createLogger('warn')
      logger.warn = (message) => void warnings.push(message)
      logger.warnOnce = (message) => void warnings.push(message)
      await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', ROOT, 'warn', logger)
      expect(warnings).toEqual([])
    },
    SPAWN_TIMEOUT,
  )
})
