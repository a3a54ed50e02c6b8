import mdx from '@mdx-js/rollup'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommand, projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { checkContent } from '../../scripts/build/content/check.ts'
import { formatIssue } from '../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../scripts/build/content/parse.ts'
import { remarkContent } from '../../scripts/build/content/remark-content.ts'
import { codeHighlighting } from '../../scripts/build/plugins/code-theme.ts'
import { gfmMarkup } from '../../scripts/build/plugins/gfm-markup.ts'
import { withContentErrors } from '../../scripts/build/plugins/mdx-pipeline.ts'
import { socialImagePath } from '../../src/content/blog/socialImage.ts'
import { LANGS } from '../../src/i18n/languages.ts'
import { localePath } from '../../src/i18n/paths.ts'
import { generatedPost, generatedService } from '../fixtures/generated-content.ts'
import { xmlErrors } from '../support/xml.ts'

/**
 * Accepted means it builds: content check:content accepts, generated (tests/fixtures/generated-content.ts),
 * never crashes the build. With a fixed seed and a bounded count in `npm test`; for more, longer:
 *
 *   PROPERTY_SEED=<n> PROPERTY_POSTS=<n> PROPERTY_SERVICES=<n> PROPERTY_BUILDS=<n> PROPERTY_COMPILES=<n> npx vitest run tests/builds/property.test.ts
 *
 * Each build takes the seed after the last (seed, seed + 1, …); a failure names its seed, which
 * gives the same content again.
 */
const ROOT = process.cwd()
const number = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback)
const SEED = number('PROPERTY_SEED', 34)
const POSTS = number('PROPERTY_POSTS', 40)
const SERVICES = number('PROPERTY_SERVICES', 3)
const BUILDS = number('PROPERTY_BUILDS', 1)
const COMPILES = number('PROPERTY_COMPILES', 200)
const again = (seed: number) =>
  `PROPERTY_SEED=${seed} PROPERTY_POSTS=${POSTS} PROPERTY_SERVICES=${SERVICES} npx vitest run tests/builds/property.test.ts`

describe('a generated file check:content accepts compiles through the site MDX pipeline', () => {
  // vite.config.ts's compiler: content's rules first, the highlighter and the GFM markup after.
  const pipeline = withContentErrors(mdx({ remarkPlugins: [[remarkContent, { root: ROOT }]], rehypePlugins: [...codeHighlighting, gfmMarkup] }), ROOT)
  const compile = pipeline.transform as unknown as (this: unknown, code: string, id: string) => Promise<{ code: string }>

  it(`${COMPILES} posts from seed ${SEED}, each language's file on its own`, async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(generatedPost('generated'), async (files) => {
        for (const [file, source] of Object.entries(files)) {
          if (parseContentFile(file, source, ROOT).issues.length) continue
          accepted++
          const { code } = await compile.call({}, source, join(ROOT, file))
          expect(code).toContain('export default function MDXContent')
        }
      }),
      { seed: SEED, numRuns: COMPILES },
    )
    // The generator is meant to write accepted content: a property over refusals only would hold for nothing.
    expect(accepted).toBeGreaterThan(COMPILES * 3 * 0.8)
  }, 600_000)
})

/** HTML text as a browser reads it: tags out, the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(lt|gt|quot|#x27|#39|amp);/g,
      (entity) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&amp;': '&' })[entity] ?? entity,
    )

for (let build = 0; build < BUILDS; build++) {
  const seed = SEED + build
  describe(`a build of ${POSTS} generated posts and ${SERVICES} services in three languages, seed ${seed}`, () => {
    let dir = ''
    let remove = () => {}
    beforeAll(() => void ({ dir, remove } = projectCopy(ROOT, `property-${seed}`)))
    afterAll(() => remove())

    it('builds everything check:content accepted, and publishes it', () => {
      const [posts, services] = fc.sample(
        fc.tuple(
          fc.tuple(...Array.from({ length: POSTS }, (_, i) => generatedPost(`generated-${i}`))),
          fc.tuple(...Array.from({ length: SERVICES }, (_, i) => generatedService(`generado_${i}`, 100 + i))),
        ),
        { seed, numRuns: 1 },
      )[0] as [Record<string, string>[], Record<string, string>[]]
      for (const files of [...posts, ...services]) for (const [file, source] of Object.entries(files)) writeFileSync(join(dir, file), source)

      // What check:content refuses is set aside whole (all three languages), with why.
      const issues = checkContent(dir)
      const refused = new Set(issues.map((issue) => issue.file.replace(/^content\/\w+\//, '')))
      const kept = [...posts, ...services].filter((files) => !Object.keys(files).some((file) => refused.has(file.replace(/^content\/\w+\//, ''))))
      for (const files of [...posts, ...services]) if (!kept.includes(files)) for (const file of Object.keys(files)) rmSync(join(dir, file))
      console.log(`seed ${seed}: ${kept.length} of ${POSTS + SERVICES} generated posts and services accepted; refused: ${issues.length} problems`)
      expect(kept.length, issues.map(formatIssue).join('\n')).toBeGreaterThanOrEqual((POSTS + SERVICES) / 2)
      expect(checkContent(dir).map(formatIssue)).toEqual([])

      // As `npm run build` runs it: vitest's NODE_ENV=test would make vite-react-ssg build in test mode.
      const { NODE_ENV: _mode, VITEST: _vitest, ...env } = process.env
      const result = spawnSync(...buildCommand(ROOT, dir), { cwd: dir, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } })
      const output = `${result.stdout}\n${result.stderr}`
      expect(result.status, `seed ${seed}: the build failed on accepted content (again: ${again(seed)})\n${output.slice(-4000)}`).toBe(0)

      const dist = join(dir, 'dist')
      for (const files of kept) {
        for (const [file, source] of Object.entries(files)) {
          const [, lang, kind, name] = /^content\/(\w+)\/(blog|services)\/(.+)\.mdx$/.exec(file) as RegExpExecArray
          const { data } = parseContentFile(file, source, dir)
          const page = join(dist, localePath(lang as 'es', `/${kind}/${name}`), 'index.html')
          expect(existsSync(page), `seed ${seed}: ${file} has no page`).toBe(true)
          const html = readFileSync(page, 'utf8')
          const title = kind === 'blog' ? (data.title as string) : ((data.hero as { title: string }).title as string)
          expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''), `seed ${seed}: ${file}`).toBe(title)
          if (kind === 'blog')
            expect(existsSync(join(dist, socialImagePath(lang as 'es', name as string))), `seed ${seed}: ${file}'s social image`).toBe(true)
        }
      }
      // Every XML file the build wrote, its feeds full of generated titles, parses.
      const xml = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.xml'))
      expect(xml).toHaveLength(LANGS.length + 1)
      expect(
        xml.flatMap((name) => xmlErrors(readFileSync(join(dist, name), 'utf8'), name)),
        `seed ${seed}`,
      ).toEqual([])
    }, 900_000)
  })
}
