import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LANGS } from '../../src/i18n/languages'
import { serviceKeysOf } from '../content/files'

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
  const copy = mkdtempSync(join(tmpdir(), `bench-scale-${n}-`))
  try {
    for (const entry of ['content', 'public', 'src', 'scripts', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
      cpSync(join(root, entry), join(copy, entry), { recursive: true })
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
    writeSyntheticServices(copy, n)
    const started = performance.now()
    execFileSync(join(root, 'node_modules/.bin/vite-react-ssg'), ['build'], { cwd: copy, stdio: 'ignore' })
    const seconds = (performance.now() - started) / 1000
    const pages = readdirSync(join(copy, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length
    return { services: n, pages, seconds, msPerPage: (seconds * 1000) / pages }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
