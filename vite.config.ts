import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { renameSync } from 'node:fs'
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
      for (const lang of LANGS) {
        const page = join(dir, localePath(lang, '/404'))
        renameSync(join(page, 'index.html'), `${page}.html`)
      }
    },
  },
})
