import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../../../scripts/build/content/parse.ts'
import { publishedPosts } from '../../../../scripts/build/content/post-files.ts'
import { postScaffold } from '../../../../scripts/tools/scaffold/post.ts'
import { scaffold, ScaffoldError } from '../../../../scripts/tools/scaffold/writer.ts'
import { dayIn } from '../../../../src/content/blog/publishing.ts'
import { site } from '../../../../src/site.ts'
import { ROOT, SPAWN_TIMEOUT, contentCopy } from '../../build/content/fixtures.ts'

const SLUG = 'automatizar-facturas'
const FILES = ['es', 'en', 'pt'].map((lang) => `content/${lang}/blog/${SLUG}.mdx`)

let dir = ''
beforeEach(() => {
  dir = contentCopy()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const read = (file: string) => readFileSync(join(dir, file), 'utf8')
const postsIn = (lang: string) => readdirSync(join(dir, 'content', lang, 'blog')).sort()

describe('npm run new:post -- <slug>', () => {
  it('writes the post in the three languages, dated today in the site’s time zone, by an existing author and tag', () => {
    expect(scaffold(dir, postScaffold, SLUG)).toEqual(FILES)
    for (const file of FILES) {
      const { data } = parseContentFile(file, read(file), dir)
      expect(data).toMatchObject({ date: dayIn(site.timeZone), author: 'lucia-fernandez', tags: ['crm'], image: `/images/blog/${SLUG}.jpg` })
      expect(data.draft).toBeUndefined()
    }
  })

  it('every field is present and valid in shape: the only problem of each file is that it is unfinished', () => {
    scaffold(dir, postScaffold, SLUG)
    for (const file of FILES) {
      expect(parseContentFile(file, read(file), dir).issues.map(formatIssue)).toEqual([
        `${file}:4:8: title: unfinished: replace every TODO with real text (title, description, body)`,
      ])
    }
  })

  it('check:content then fails, naming each of the three files, and the cover still to add', () => {
    scaffold(dir, postScaffold, SLUG)
    const problems = checkContent(dir)
    expect(problems.filter((issue) => issue.message.startsWith('unfinished')).map((issue) => issue.file)).toEqual(FILES)
    expect(problems.filter((issue) => !issue.message.startsWith('unfinished')).map(formatIssue)).toEqual([
      `content/es/blog/${SLUG}.mdx:14:8: image: expected an image at public/images/blog/${SLUG}.jpg, found none`,
    ])
  })

  it(
    'once written and given its cover, the files pass and the post is published in every language',
    () => {
      scaffold(dir, postScaffold, SLUG)
      for (const file of FILES) {
        writeFileSync(
          join(dir, file),
          read(file)
            .replace("'TODO: the title, 10 to 70 characters'", 'Cómo automatizamos las facturas')
            .replace(
              "'TODO: the card and search text, 50 to 170 characters long'",
              'Qué cambió cuando las facturas dejaron de escribirse a mano, y cuánto tiempo se ahorró.',
            )
            .replace(/^TODO: .*$/m, 'El texto del artículo.'),
        )
      }
      copyFileSync(join(dir, 'public/images/blog/que-implica-integrar-un-crm.jpg'), join(dir, `public/images/blog/${SLUG}.jpg`))
      expect(checkContent(dir).map(formatIssue)).toEqual([])
      for (const lang of ['es', 'en', 'pt'] as const) expect(publishedPosts(dir, lang).map((post) => post.slug)).toContain(SLUG)
    },
    SPAWN_TIMEOUT,
  ) // four passes over every post's MDX tree: seconds on a busy machine

  it('refuses a slug that exists, and writes nothing', () => {
    const before = read('content/pt/blog/que-implica-integrar-un-crm.mdx')
    expect(() => scaffold(dir, postScaffold, 'que-implica-integrar-un-crm')).toThrow(
      new ScaffoldError('post "que-implica-integrar-un-crm" exists already (content/es/blog/que-implica-integrar-un-crm.mdx): choose another key'),
    )
    expect(read('content/pt/blog/que-implica-integrar-un-crm.mdx')).toBe(before)
  })

  it.each(['Mi-Post', 'mi_post', 'mi--post', '-mi-post', 'mi-post-', '../mi-post', 'opinión'])('refuses the invalid slug %s', (slug) => {
    const before = postsIn('es')
    expect(() => scaffold(dir, postScaffold, slug)).toThrow(`invalid post key "${slug}": lowercase words joined by single hyphens`)
    expect(postsIn('es')).toEqual(before)
  })

  it(
    'the command says why it refuses, in one line, and exits non-zero',
    () => {
      const result = spawnSync(process.execPath, [join(ROOT, 'scripts/tools/scaffold/index.ts'), 'post', 'Mal_Slug'], {
        cwd: dir,
        encoding: 'utf8',
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toBe('invalid post key "Mal_Slug": lowercase words joined by single hyphens, like traducir-producto-portugues-brasil\n')
    },
    SPAWN_TIMEOUT,
  )
})
