import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { remarkContent } from './scripts/content/remark-content.ts'
import { outboxPlugin } from './scripts/outbox/plugin.ts'
import { codeHighlighting } from './scripts/vite/code-theme.ts'
import { contentPlugin } from './scripts/vite/content-plugin.ts'
import { clientInputs, islandChunkName } from './scripts/vite/islands.ts'
import { cachedMdx } from './scripts/vite/mdx-cache.ts'
import { ssgOptions } from './scripts/vite/ssg.ts'
import { stylesheetFromServerBuild } from './scripts/vite/stylesheet.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** What MDX compiles with, besides each file's text: a change to any of it recompiles every file. */
const MDX_PIPELINE = {
  files: ['vite.config.ts', 'scripts/content', 'scripts/vite/code-theme.ts', 'scripts/vite/mdx-cache.ts'],
  packages: ['@mdx-js/mdx', '@mdx-js/rollup', 'shiki', '@shikijs/rehype'],
}

/** Where the contact form sends, for the CSP: EmailJS's API, or this origin for the local outbox. */
function emailOrigin(env: Record<string, string>): string {
  if (!env.VITE_EMAILJS_PUBLIC_KEY) return "'self'"
  return env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'
}

export default defineConfig(({ mode, command }) => ({
  plugins: [
    contentPlugin(root),
    {
      enforce: 'pre',
      ...cachedMdx(
        mdx({
          providerImportSource: undefined,
          // First, before anything else reads the tree: content's rules (content/README.md), so
          // nothing an editor writes compiles into code that runs.
          remarkPlugins: [[remarkContent, { root, serving: command === 'serve' }]],
          rehypePlugins: codeHighlighting,
        }),
        root,
        MDX_PIPELINE,
      ),
    },
    react({ include: /\.(jsx|tsx|mdx)$/ }),
    outboxPlugin(),
    stylesheetFromServerBuild(root),
  ],
  build: {
    // One stylesheet for the whole site, emitted by the server build and inlined into every page
    // (scripts/vite/stylesheet.ts).
    cssCodeSplit: false,
    ssrEmitAssets: true,
    // What runs in the browser (vite-react-ssg's own app entry, index.html, is left without a script).
    // The server build ignores these: it builds its `ssr` entry. Each island is one chunk.
    rolldownOptions: { input: clientInputs(root), output: { codeSplitting: { groups: [{ name: islandChunkName(root) }] } } },
  },
  ssgOptions: ssgOptions(root, emailOrigin(loadEnv(mode, root, 'VITE_')), command === 'serve'),
}))
