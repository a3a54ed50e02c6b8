import mdx from '@astrojs/mdx'
import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

export default defineConfig({
  site: 'https://www.example.com',
  trailingSlash: 'always',
  telemetry: false,
  integrations: [mdx(), react()],
  i18n: { defaultLocale: 'es', locales: ['es', 'en', 'pt'], routing: { prefixDefaultLocale: false } },
  markdown: { shikiConfig: { theme: 'github-light' } },
})
