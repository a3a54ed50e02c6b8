import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGS } from '../../../src/i18n/languages.ts'
import { serviceKeysOf } from '../../build/content/files.ts'
import { postSlugsOf } from '../../build/content/post-files.ts'
import { CONTENT_CACHES } from '../../build/cache/cache-dir.ts'
import { build, builtPages, projectCopy } from './workspace.ts'

/** What a scale run multiplies: services (a page each) or blog posts (a page each, plus list pages); `site` is the site as it is. */
export type ScaleKind = 'services' | 'posts' | 'site'

/**
 * The builds of one size, in this order on one copy of the site, after an uncounted first build
 * that fills every cache (the images' variants and the posts' social images are encoded once, as
 * on any machine that built before):
 * - full: the content caches emptied (compiled MDX, rendered pages and their check): a whole
 *   build on a warm machine, what a build cost before those caches;
 * - warm: the same build again, nothing changed;
 * - edited: one post's text changed (posts only);
 * - first: the site as it is, with no cache at all, as a fresh clone's first build.
 */
export type ScalePhase = 'full' | 'warm' | 'edited' | 'first'

export interface ScaleRun {
  kind: ScaleKind
  /** How many of that kind per language. */
  n: number
  phase: ScalePhase
  pages: number
  seconds: number
  msPerPage: number
  peakRssMiB?: number
}

/** Replaces a language's files under `dir` with N made from the real ones by `make`. */
function replaceWithSynthetic(
  dir: string,
  templates: string[],
  n: number,
  make: (source: string, i: number) => [name: string, source: string],
): void {
  for (const name of readdirSync(dir)) rmSync(join(dir, name))
  for (let i = 0; i < n; i++) {
    const [name, source] = make(templates[i % templates.length] as string, i)
    writeFileSync(join(dir, name), source)
  }
}

const numbered = (i: number) => String(i + 1).padStart(3, '0')

/** The file name of the i-th synthetic post (0-based) in every language. */
export const syntheticPostFile = (i: number) => `articulo-${numbered(i)}.mdx`

/** N valid services per language, made from the real ones with new keys, titles and order. */
function writeSyntheticServices(root: string, n: number): void {
  for (const lang of LANGS) {
    const dir = join(root, 'content', lang, 'services')
    const templates = serviceKeysOf(root, lang).map((key) => readFileSync(join(dir, `${key}.mdx`), 'utf8'))
    replaceWithSynthetic(dir, templates, n, (source, i) => [
      `servicio_${numbered(i)}.mdx`,
      source
        .replace(/^title: (.*)$/m, (_, title: string) => `title: ${title.slice(0, 50)} ${numbered(i)}`)
        .replace(/^order: .*$/m, `order: ${i + 1}`)
        .replace(/^( {2}title: )(.*)$/m, (_, key: string, title: string) => `${key}${title.slice(0, 60)} ${numbered(i)}`),
    ])
  }
}

/** N published posts per language, made from the real ones: new slugs, titles and past dates a day apart. */
export function writeSyntheticPosts(root: string, n: number): void {
  for (const lang of LANGS) {
    const dir = join(root, 'content', lang, 'blog')
    const templates = postSlugsOf(root, lang).map((slug) => readFileSync(join(dir, `${slug}.mdx`), 'utf8'))
    replaceWithSynthetic(dir, templates, n, (source, i) => {
      const day = new Date(Date.UTC(2025, 0, 1) - i * 86_400_000).toISOString().slice(0, 10)
      return [
        syntheticPostFile(i),
        source
          .replace(/^title: (.*)$/m, (_, title: string) => `title: ${title.slice(0, 60)} ${numbered(i)}`)
          .replace(/^date: .*$/m, `date: ${day}`)
          .replace(/^updated: .*\n/m, ''),
      ]
    })
  }
}

/** One post's text, changed the way an editor does: a sentence added to its body. */
function editOnePost(root: string): void {
  const dir = join(root, 'content', 'es', 'blog')
  const file = join(dir, readdirSync(dir).sort()[0] as string)
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nUna frase nueva, escrita para medir una edición.\n`)
}

/** Builds a copy of the site with N services or N posts per language, in each phase, with caches of its own. */
export function measureBuilds(root: string, kind: ScaleKind, n: number): ScaleRun[] {
  const copy = projectCopy(root, `scale-${kind}-${n}`)
  const caches = join(copy.dir, '.bench-cache')
  // The images' caches start from the project's, so the first build encodes only what is new.
  for (const name of ['responsive-images', 'social-images']) {
    const built = join(root, 'node_modules/.cache', name)
    if (existsSync(built)) cpSync(built, join(caches, name), { recursive: true })
  }
  const env = { SITE_CACHE_DIR: caches }
  try {
    if (kind === 'services') writeSyntheticServices(copy.dir, n)
    else writeSyntheticPosts(copy.dir, n)
    build(root, copy.dir, env)
    const phases: ScalePhase[] = kind === 'posts' ? ['full', 'warm', 'edited'] : ['full', 'warm']
    return phases.map((phase) => {
      if (phase === 'full') for (const name of CONTENT_CACHES) rmSync(join(caches, name), { recursive: true, force: true })
      if (phase === 'edited') editOnePost(copy.dir)
      const { seconds, peakRssMiB } = build(root, copy.dir, env)
      const pages = builtPages(join(copy.dir, 'dist'))
      return { kind, n, phase, pages, seconds, msPerPage: (seconds * 1000) / pages, peakRssMiB }
    })
  } finally {
    copy.remove()
  }
}

/** The first build of a fresh clone of the site as it is: `runs` builds, each with no cache at all. */
export function measureFirstBuild(root: string, runs = 3): ScaleRun[] {
  const copy = projectCopy(root, 'first-build')
  const n = postSlugsOf(root, 'es').length
  try {
    return Array.from({ length: runs }, (_, run) => {
      const caches = join(copy.dir, `.bench-cache-${run}`)
      const { seconds, peakRssMiB } = build(root, copy.dir, { SITE_CACHE_DIR: caches })
      rmSync(caches, { recursive: true, force: true })
      const pages = builtPages(join(copy.dir, 'dist'))
      return { kind: 'site' as const, n, phase: 'first' as const, pages, seconds, msPerPage: (seconds * 1000) / pages, peakRssMiB }
    })
  } finally {
    copy.remove()
  }
}
