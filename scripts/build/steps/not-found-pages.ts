import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG, LANGS, type Lang } from '../../../src/i18n/languages.ts'
import { localePath } from '../../../src/i18n/paths.ts'
import { INLINE_SCRIPTS } from '../plugins/islands.ts'
import { NOT_FOUND_PATHS, withLanguagePages } from '../prerender/not-found.ts'
import { pageFile, type Step } from '../context.ts'

/** Each language's not-found page, rendered at /404/, /en/404/, /pt/404/, becomes its 404.html; the root one carries the others. */
export const notFoundPages: Step = {
  name: 'not-found pages',
  run({ dist, clientCode }) {
    for (const path of NOT_FOUND_PATHS) {
      renameSync(join(dist, path, 'index.html'), pageFile(dist, path))
      rmSync(join(dist, path), { recursive: true })
    }
    const pageScript = clientCode.script(INLINE_SCRIPTS.enhance)
    if (!('inline' in pageScript)) return
    const html = (lang: Lang) => readFileSync(pageFile(dist, localePath(lang, '/404')), 'utf8')
    const others = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => ({ lang, html: html(lang) }))
    writeFileSync(pageFile(dist, localePath(DEFAULT_LANG, '/404')), withLanguagePages(html(DEFAULT_LANG), others, pageScript.inline))
  },
}
