import type { Plugin, ResolvedConfig } from 'vite'
import { usesLocalOutbox } from '../../../src/contact/config.ts'
import { OUTBOX_PAGE_PATH, outboxMiddleware } from './middleware.ts'
import { outboxDir } from './store.ts'

const WARNING = [
  'No VITE_EMAILJS_PUBLIC_KEY: this build sends contact messages to the local outbox',
  `(POST /api/v1.0/email/send-form on the site's own origin), not to EmailJS. Only \`npm start\``,
  'and `npm run dev` answer there: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and',
  'VITE_EMAILJS_PUBLIC_KEY before building for a real host.',
].join('\n')

/**
 * The local outbox in `npm run dev` (scripts/tools/serve/index.ts mounts it for `npm start`), and a
 * warning when a build will send to it. It adds nothing to the bundle.
 */
export function outboxPlugin(): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'local-outbox',
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      // At build start, not config time: vite-react-ssg resolves the config once more before it
      // builds, then builds the client and the server; the client build is the one that sends.
      if (config?.command === 'build' && !config.build.ssr && usesLocalOutbox(config.env)) {
        config.logger.warn(`\n⚠ ${WARNING}\n`)
      }
    },
    configureServer(server) {
      if (process.env.VITEST) return
      const dir = outboxDir(server.config.root)
      server.middlewares.use(outboxMiddleware(dir))
      if (usesLocalOutbox(server.config.env)) {
        server.config.logger.info(`Contact messages go to the local outbox: ${dir}, listed at ${OUTBOX_PAGE_PATH}`)
      }
    },
  }
}
