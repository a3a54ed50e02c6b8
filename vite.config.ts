import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { outboxPlugin } from './scripts/outbox/plugin.ts'
import { codeHighlighting } from './scripts/vite/code-theme.ts'
import { contentPlugin } from './scripts/vite/content-plugin.ts'
import { devPagesPlugin } from './scripts/vite/dev-pages.ts'
import { responsiveImagesPlugin } from './scripts/vite/responsive-images.ts'
import { clientInputs } from './scripts/vite/islands.ts'
import { ssgOptions } from './scripts/vite/ssg.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Where the contact form sends, for the CSP: EmailJS's API, or this origin for the local outbox. */
function emailOrigin(env: Record<string, string>): string {
  if (!env.VITE_EMAILJS_PUBLIC_KEY) return "'self'"
  return env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'
}

export default defineConfig(({ mode, command }) => ({
  plugins: [
    contentPlugin(root),
    { enforce: 'pre', ...mdx({ providerImportSource: undefined, rehypePlugins: codeHighlighting }) },
    react({ include: /\.(jsx|tsx|mdx)$/ }),
    outboxPlugin(),
    devPagesPlugin(),
    responsiveImagesPlugin(root),
  ],
  // `PORT=4000 npm run dev` for a second preview beside the first (tests start their own).
  server: { port: Number(process.env.PORT) || 5173, strictPort: Boolean(process.env.PORT) },
  build: {
    // One stylesheet for the whole site, inlined into every page (scripts/vite/ssg.ts).
    cssCodeSplit: false,
    // What runs in the browser, beside vite-react-ssg's app entry (kept for the stylesheet only).
    // The server build ignores these: it builds its `ssr` entry.
    rolldownOptions: { input: clientInputs(root) },
  },
  ssgOptions: ssgOptions(root, emailOrigin(loadEnv(mode, root, 'VITE_')), command === 'serve'),
}))
