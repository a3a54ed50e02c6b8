import react from '@vitejs/plugin-react'
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, searchForWorkspaceRoot, type ConfigEnv, type UserConfig } from 'vite'
import type { Build } from './scripts/build/context.ts'
import { contentPlugin } from './scripts/build/plugins/content.ts'
import { clientInputs, islandChunkName } from './scripts/build/plugins/islands.ts'
import { cachedMdx } from './scripts/build/plugins/mdx-cache.ts'
import { mdxPipeline } from './scripts/build/plugins/mdx-pipeline.ts'
import { responsiveImagesPlugin } from './scripts/build/plugins/responsive-images.ts'
import { serverBundlePlugin } from './scripts/build/plugins/server-bundle.ts'
import { stylesheetFromServerBuild } from './scripts/build/plugins/stylesheet.ts'
import { devClientCode } from './scripts/build/prerender/client-code.ts'
import { finishMarkup } from './scripts/build/prerender/finish.ts'
import { devPagesPlugin } from './scripts/dev/dev-pages.ts'
import { devSearchPlugin } from './scripts/dev/dev-search.ts'
import { outboxPlugin } from './scripts/tools/outbox/plugin.ts'
import { PAGEFIND_SCRIPT } from './src/search/index-path.ts'

const projectRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * The site's Vite config: for `npm run dev` and the tests (the default export), and for a build,
 * which passes itself (scripts/build/index.ts): its caches, and what its plugins learn for the
 * stages after them. The server build's chunks are named without a content hash: the list of posts
 * names each post's chunk, and a hash there would change the list with every edit of a post's text,
 * and with it every page's key in the page cache (scripts/build/cache/page-cache.ts).
 */
export function siteConfig({ command }: Pick<ConfigEnv, 'command'>, build?: Build): UserConfig {
  const root = build?.root ?? projectRoot
  const mdx = mdxPipeline(root, command === 'serve')
  return {
    root,
    plugins: [
      contentPlugin(root, build?.contentSources, mdx.lag),
      { enforce: 'pre', ...(build ? cachedMdx(mdx, build) : mdx) },
      react({ include: /\.(jsx|tsx|mdx)$/ }),
      outboxPlugin(),
      stylesheetFromServerBuild(root, build && ((stylesheet) => (build.stylesheet = stylesheet))),
      devPagesPlugin(),
      devSearchPlugin(root),
      responsiveImagesPlugin(root),
      {
        name: 'site-server-build-output',
        config: (_config, { isSsrBuild }) =>
          // The server build's chunks never reach a browser: gzipping each only to print its size took seconds.
          isSsrBuild ? { build: { reportCompressedSize: false, rolldownOptions: { output: { chunkFileNames: 'assets/[name].js' } } } } : undefined,
      },
      ...(build ? [serverBundlePlugin(root, (server) => (build.server = server))] : []),
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
    // (index.html's entry, rendered on the server only).
    optimizeDeps: { entries: ['src/islands/*.{ts,tsx}'] },
    build: {
      // One stylesheet for the whole site, emitted by the server build and inlined into every page
      // (scripts/build/plugins/stylesheet.ts).
      cssCodeSplit: false,
      ssrEmitAssets: true,
      // What runs in the browser (vite-react-ssg's own app entry, index.html, is left without a
      // script); the server build builds its `ssr` entry instead. Each island is its own chunk, and
      // what islands share is one chunk more (islandChunkName); each module goes where the name
      // function says, not into the chunk of the first island whose graph pulls it in.
      rolldownOptions: {
        input: clientInputs(root),
        // Written after the pages, by the search index step: the search island imports it as it is (src/search/pagefind.ts).
        external: [PAGEFIND_SCRIPT],
        output: { codeSplitting: { groups: [{ name: islandChunkName(root), debugName: 'islands', includeDependenciesRecursively: false }] } },
      },
    },
    // vite-react-ssg's: every page in a folder of its own (`/en/about/index.html`, published at `/en/about/`), no critical-CSS pass.
    // `npm run dev` finishes each page by the first pass only; a build's options go over these (scripts/build/index.ts, stage 4).
    ssgOptions: { dirStyle: 'nested', beastiesOptions: false, onPageRendered: (_path, html) => finishMarkup(html, devClientCode) },
  }
}

export default defineConfig((env) => siteConfig(env))
