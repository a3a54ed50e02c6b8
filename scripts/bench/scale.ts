import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGS } from '../../src/i18n/languages'
import { serviceKeysOf } from '../content/files'
import { build, projectCopy } from './workspace'

export interface ScaleRun {
  services: number
  pages: number
  seconds: number
  msPerPage: number
}

/** N valid services per language, made from the real ones with new keys, titles and order. */
function writeSyntheticServices(root: string, n: number): void {
  for (const lang of LANGS) {
    const dir = join(root, 'content', lang, 'services')
    const templates = serviceKeysOf(root, lang).map((key) => readFileSync(join(dir, `${key}.mdx`), 'utf8'))
    for (const name of readdirSync(dir)) rmSync(join(dir, name))
    for (let i = 0; i < n; i++) {
      const number = String(i + 1).padStart(3, '0')
      const source = (templates[i % templates.length] as string)
        .replace(/^title: (.*)$/m, (_, title: string) => `title: ${title.slice(0, 50)} ${number}`)
        .replace(/^order: .*$/m, `order: ${i + 1}`)
        .replace(/^( {2}title: )(.*)$/m, (_, key: string, title: string) => `${key}${title.slice(0, 60)} ${number}`)
      writeFileSync(join(dir, `servicio_${number}.mdx`), source)
    }
  }
}

/** Builds a copy of the site with N services per language and times it. */
export function measureBuild(root: string, n: number): ScaleRun {
  const copy = projectCopy(root, `scale-${n}`)
  try {
    writeSyntheticServices(copy.dir, n)
    const seconds = build(root, copy.dir)
    const pages = readdirSync(join(copy.dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length
    return { services: n, pages, seconds, msPerPage: (seconds * 1000) / pages }
  } finally {
    copy.remove()
  }
}
