import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { outboxPlugin } from './scripts/outbox/plugin'
import { codeHighlighting } from './scripts/vite/code-theme'
import { contentPlugin } from './scripts/vite/content-plugin'
import { ssgOptions } from './scripts/vite/ssg'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Where the contact form sends, for the CSP: EmailJS's API, or this origin for the local outbox. */
function emailOrigin(env: Record<string, string>): string {
  if (!env.VITE_EMAILJS_PUBLIC_KEY) return "'self'"
  return env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'
}

export default defineConfig(({ mode }) => ({
  plugins: [
    contentPlugin(root),
    { enforce: 'pre', ...mdx({ providerImportSource: undefined, rehypePlugins: codeHighlighting }) },
    react({ include: /\.(jsx|tsx|mdx)$/ }),
    outboxPlugin(),
  ],
  // One stylesheet for the whole site, inlined into every page (scripts/vite/ssg.ts).
  build: { cssCodeSplit: false },
  ssgOptions: ssgOptions(root, emailOrigin(loadEnv(mode, root, 'VITE_'))),
}))
