import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG, LANGS, type Lang } from '../../../src/i18n/languages.ts'
import { localePath } from '../../../src/i18n/paths.ts'
import { NOT_FOUND_PATHS, withLanguagePages } from '../prerender/not-found.ts'
import type { Step } from './context.ts'

const notFoundFile = (dist: string, lang: Lang) => join(dist, localePath(lang, '/404.html'))

/**
 * Each language's not-found page, rendered at /404/, /en/404/, /pt/404/, becomes the 404.html
 * static hosts look for. Hosts that send the root 404.html for every unknown address show it in
 * the address's language: the root page carries the others as data, and the script that swaps
 * one in (scripts/build/prerender/not-found.ts).
 */
export const notFoundPages: Step = {
  name: 'not-found pages',
  run({ dist, clientCode }) {
    for (const path of NOT_FOUND_PATHS) {
      const page = join(dist, path)
      renameSync(join(page, 'index.html'), `${page.replace(/\/$/, '')}.html`)
      rmSync(page, { recursive: true })
    }
    const pageScript = clientCode.pageScript()
    const swap = clientCode.notFoundScript()
    if (!('inline' in pageScript && 'inline' in swap)) return
    const others = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => ({ lang, html: readFileSync(notFoundFile(dist, lang), 'utf8') }))
    const root404 = notFoundFile(dist, DEFAULT_LANG)
    writeFileSync(root404, withLanguagePages(readFileSync(root404, 'utf8'), others, { pageScript: pageScript.inline, swap: swap.inline }))
  },
}
