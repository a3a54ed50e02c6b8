import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, searchForWorkspaceRoot } from 'vite'
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
  // `PORT=4000 npm run dev` for a second preview beside the first; PORT=0 takes any free port
  // (the browser tests start their own and read it from the terminal).
  server: {
    port: process.env.PORT === undefined ? 5173 : Number(process.env.PORT),
    strictPort: process.env.PORT !== undefined,
    // Nor transform main.tsx for the browser when a page's HTML names it (see optimizeDeps).
    preTransformRequests: false,
    // A scratch copy of the site (tests, bench) shares node_modules by a symlink: the font files
    // it serves live where the link points.
    fs: { allow: [searchForWorkspaceRoot(root), realpathSync(join(root, 'node_modules'))] },
  },
  // What the browser loads in `npm run dev`: the islands and the page script, never src/main.tsx
  // (index.html's entry, rendered on the server only). Pre-bundling for main.tsx found its
  // dependencies on the first page, bundled again and printed three more lines.
  optimizeDeps: { entries: ['src/islands/*.{ts,tsx}'] },
  build: {
    // One stylesheet for the whole site, inlined into every page (scripts/vite/ssg.ts).
    cssCodeSplit: false,
    // What runs in the browser, beside vite-react-ssg's app entry (kept for the stylesheet only).
    // The server build ignores these: it builds its `ssr` entry.
    rolldownOptions: { input: clientInputs(root) },
  },
  ssgOptions: ssgOptions(root, emailOrigin(loadEnv(mode, root, 'VITE_')), command === 'serve'),
}))
