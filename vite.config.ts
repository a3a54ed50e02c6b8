import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { contentPlugin } from './scripts/vite/content-plugin'
import { inlineStrings } from './scripts/vite/inline-strings'
import { LANGS } from './src/i18n/languages'
import { localePath } from './src/i18n/paths'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [
    contentPlugin(root),
    { enforce: 'pre', ...mdx({ providerImportSource: undefined }) },
    react({ include: /\.(jsx|tsx|mdx)$/ }),
  ],
  ssgOptions: {
    dirStyle: 'nested',
    // Each language's 404 page, rendered at /404 and moved to 404.html once the build is done.
    includedRoutes: (paths) => [...paths, ...LANGS.map((lang) => localePath(lang, '/404'))],
    onPageRendered: (route, html) => inlineStrings(root, route, html),
    onFinished: (dir) => {
      // The site has no route loaders (src/router.ts), so their data files are empty: drop them.
      rmSync(join(dir, 'static-loader-data'), { recursive: true, force: true })
      for (const name of readdirSync(dir)) if (name.startsWith('static-loader-data-manifest-')) rmSync(join(dir, name))
      for (const lang of LANGS) {
        const page = join(dir, localePath(lang, '/404'))
        renameSync(join(page, 'index.html'), `${page}.html`)
        rmSync(page, { recursive: true })
      }
    },
  },
})
