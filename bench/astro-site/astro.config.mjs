import { fileURLToPath } from 'node:url'
import mdx from '@astrojs/mdx'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import { defineConfig } from 'astro/config'
import * as pagefind from 'pagefind'

/** The search index, as Starlight and astro-pagefind make one: Pagefind over the built pages, once the build is done. */
const searchIndex = {
  name: 'search-index',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const site = fileURLToPath(dir)
      const { index } = await pagefind.createIndex({})
      await index.addDirectory({ path: site })
      await index.writeFiles({ outputPath: `${site}pagefind` })
      await pagefind.close()
    },
  },
}

export default defineConfig({
  site: 'https://www.example.com',
  trailingSlash: 'always',
  telemetry: false,
  integrations: [mdx(), react(), sitemap(), searchIndex],
  i18n: { defaultLocale: 'es', locales: ['es', 'en', 'pt'], routing: { prefixDefaultLocale: false } },
  markdown: { shikiConfig: { theme: 'github-light' } },
})
