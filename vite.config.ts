import react from '@vitejs/plugin-react'
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, searchForWorkspaceRoot } from 'vite'
import { outboxPlugin } from './scripts/tools/outbox/plugin.ts'
import { contentPlugin } from './scripts/build/plugins/content.ts'
import { devPagesPlugin } from './scripts/build/plugins/dev-pages.ts'
import { clientInputs, islandChunkName } from './scripts/build/plugins/islands.ts'
import { cachedMdx } from './scripts/build/plugins/mdx-cache.ts'
import { mdxPipeline } from './scripts/build/plugins/mdx-pipeline.ts'
import { responsiveImagesPlugin } from './scripts/build/plugins/responsive-images.ts'
import { ssgOptions } from './scripts/build/prerender/ssg-options.ts'
import { stylesheetFromServerBuild } from './scripts/build/plugins/stylesheet.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Where the contact form sends, for the CSP: EmailJS's API, or this origin for the local outbox. */
function emailOrigin(env: Record<string, string>): string {
  if (!env.VITE_EMAILJS_PUBLIC_KEY) return "'self'"
  return env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'
}

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [
    contentPlugin(root),
    {
      enforce: 'pre',
      ...cachedMdx(mdxPipeline(root, command === 'serve'), root),
    },
    react({ include: /\.(jsx|tsx|mdx)$/ }),
    outboxPlugin(),
    stylesheetFromServerBuild(root),
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
    // One stylesheet for the whole site, emitted by the server build and inlined into every page
    // (scripts/build/plugins/stylesheet.ts).
    cssCodeSplit: false,
    ssrEmitAssets: true,
    // The server build's chunks never reach a browser: gzipping each of them only to print its
    // size took about 2 s of a build with 600 posts.
    reportCompressedSize: !isSsrBuild,
    // What runs in the browser (vite-react-ssg's own app entry, index.html, is left without a script).
    // The server build ignores these: it builds its `ssr` entry. Each island is its own chunk, and
    // what islands share is one chunk more (islandChunkName); each module goes where the name
    // function says, not into the chunk of the first island whose graph pulls it in
    // (includeDependenciesRecursively, on by default, would put React into the first island's).
    // The server build's chunks are named without a content hash: the list of posts names each
    // post's chunk, and a hash there would change the list with every edit of a post's text, and
    // with it every page's key in the page cache (scripts/build/cache/page-cache.ts).
    rolldownOptions: {
      input: clientInputs(root),
      output: {
        codeSplitting: { groups: [{ name: islandChunkName(root), includeDependenciesRecursively: false }] },
        ...(isSsrBuild ? { chunkFileNames: 'assets/[name].js' } : {}),
      },
    },
  },
  ssgOptions: ssgOptions(root, emailOrigin(loadEnv(mode, root, 'VITE_')), command === 'serve'),
}))
