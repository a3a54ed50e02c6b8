import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../../scripts/build/content/check.ts'
import { formatIssue } from '../../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../../scripts/build/content/parse.ts'
import { postSlugsOf } from '../../../scripts/build/content/post-files.ts'
import { LANGS } from '../../../src/i18n/languages.ts'
import { ROOT, contentCopy, editJson, mdx, realBody, realFrontmatter } from '../build/content/fixtures.ts'

const POST = 'content/pt/blog/que-implica-integrar-un-crm.mdx'

/** The issues of a post made from a real one after `edit`, as the build prints them. */
function issuesAfter(edit: (data: any) => void, body = realBody(POST)): string[] {
  const data = realFrontmatter(POST)
  edit(data)
  return parseContentFile(POST, mdx(data, body), ROOT).issues.map(formatIssue)
}

describe('the real posts', () => {
  const files = LANGS.flatMap((lang) => postSlugsOf(ROOT, lang).map((slug) => `content/${lang}/blog/${slug}.mdx`))

  it('are at least four in each language, the same slugs in all three', () => {
    const slugs = LANGS.map((lang) => postSlugsOf(ROOT, lang))
    expect(slugs[0]!.length).toBeGreaterThanOrEqual(4)
    expect(slugs[1]).toEqual(slugs[0])
    expect(slugs[2]).toEqual(slugs[0])
  })

  it.each(files)('%s passes its schema', (file) => {
    const data = realFrontmatter(file)
    expect(parseContentFile(file, mdx(data, realBody(file)), ROOT).issues).toEqual([])
  })

  it('a date written unquoted in YAML is kept as the text written, never a timestamp', () => {
    const { data } = parseContentFile(
      POST,
      '---\n' +
        mdx(realFrontmatter(POST), '')
          .split('---\n')[1]!
          .replace(/^date: .*$/m, 'date: 2026-06-10') +
        '---\n',
      ROOT,
    )
    expect(data.date).toBe('2026-06-10')
  })
})

describe('a broken post names the file, the line and column, and the field', () => {
  it.each([
    ['a missing title', (d: any) => delete d.title, '1:1', 'title: missing'],
    ['a description too short for a card', (d: any) => (d.description = 'Short.'), '3:14', 'description: expected at least 50 characters, found 6'],
    ['a date in another format', (d: any) => (d.date = '10/06/2026'), '6:7', 'date: expected a date like 2025-03-14 (YYYY-MM-DD)'],
    ['a day that does not exist', (d: any) => (d.date = '2026-02-30'), '6:7', 'date: expected a real day: 2026-02-30 is not a day of the calendar'],
    [
      'a date with a time and an offset',
      (d: any) => (d.date = '2026-06-10T09:00:00-03:00'),
      '6:7',
      'date: expected the day alone, like 2025-03-14, without a time or an offset',
    ],
    [
      'an update before the post was published',
      (d: any) => (d.updated = '2026-01-01'),
      '7:10',
      'updated: expected a day on or after the date the post was published',
    ],
    [
      'an author that is not a key',
      (d: any) => (d.author = 'Martín Rodríguez'),
      '8:9',
      'author: expected an author key like "lucia-fernandez" in lowercase',
    ],
    ['no tags', (d: any) => (d.tags = []), '9:1', 'tags: expected at least one tag'],
    ['a tag with a capital and a space', (d: any) => (d.tags = ['Sitios web']), '10:5', 'tags[0]: expected a tag like "crm" in lowercase'],
    ['a cover outside /images/', (d: any) => (d.image = 'cover.jpg'), '12:8', 'image: expected an image path'],
    ['draft given as text', (d: any) => (d.draft = 'yes'), '13:8', 'draft: expected true or false'],
    ['a misspelt field', (d: any) => (d.tag = ['crm']), '13:1', 'tag: unknown field'],
  ])('%s', (_, edit, where, expected) => {
    const issues = issuesAfter(edit)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toContain(`${POST}:${where}: ${expected}`)
  })

  it("a misspelt required field: missing, at the frontmatter's first line, and the unknown key on its own line", () => {
    const issues = issuesAfter((d: any) => {
      const { title, description, ...rest } = d
      for (const key of Object.keys(d)) delete d[key]
      Object.assign(d, { title, descripton: description }, rest)
    })
    expect(issues).toEqual([
      `${POST}:1:1: description: missing`,
      `${POST}:3:1: descripton: unknown field (check its spelling against content/README.md)`,
    ])
  })

  it('a text of the wrong type is not "missing"', () => {
    expect(issuesAfter((d: any) => (d.title = 42))).toEqual([`${POST}:2:8: title: expected text`])
  })

  it('a component outside the allow-list, and Figure, Callout and Video inside it', () => {
    const figure = '<Figure src="/images/blog/que-implica-integrar-un-crm.jpg" alt="A cover" caption="Its caption" width="1200" height="800" />'
    const video = '<Video provider="vimeo" id="76979871" title="Its title" poster="/images/videos/tutorial-en-video.jpg" />'
    const body = `${realBody(POST)}\n<Callout>Ok</Callout>\n${figure}\n${video}\n<Audio />\n`
    const line = mdx(realFrontmatter(POST), body).split('\n').indexOf('<Audio />') + 1
    expect(issuesAfter(() => {}, body)).toEqual([
      `${POST}:${line}:1: body: <Audio> is not allowed here (allowed: components Callout, Figure, Video and basic inline HTML)`,
    ])
  })

  it('an import line in the MDX, though one inside a code sample is only text', () => {
    // The frontmatter takes lines 1 to 13: the import is the body's first line.
    expect(issuesAfter(() => {}, `import X from 'x'\n\n${realBody(POST)}`)).toEqual([
      `${POST}:14:1: body: expected no import or export (content imports and exports nothing)`,
    ])
    expect(issuesAfter(() => {}, "```ts\nimport X from 'x'\n```\n")).toEqual([])
  })

  it('a file name that is not a slug', () => {
    const issues = parseContentFile('content/es/blog/Mi_Post.mdx', mdx(realFrontmatter(POST), ''), ROOT).issues.map(formatIssue)
    expect(issues[0]).toContain('content/es/blog/Mi_Post.mdx: unexpected file: expected services/<key>.mdx, blog/<slug>.mdx')
  })
})

describe('check:content on posts', () => {
  let dir = ''
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))
  const problems = () => checkContent(dir).map(formatIssue)

  it('finds a post whose en translation is missing', () => {
    dir = contentCopy()
    rmSync(join(dir, 'content/en/blog/velocidad-sitio-web-ventas.mdx'))
    expect(problems()).toEqual([
      'content/en/blog/velocidad-sitio-web-ventas.mdx: missing translation of content/es/blog/velocidad-sitio-web-ventas.mdx',
    ])
  })

  it('finds an author and a tag named after what every object has (constructor), which the strings do not name', () => {
    dir = contentCopy()
    const data = realFrontmatter(POST)
    const tags = data.tags as string[]
    writeFileSync(join(dir, POST), mdx({ ...data, author: 'constructor', tags: [...tags, 'constructor'] }, realBody(POST)))
    const found = problems().filter((p) => p.startsWith(POST))
    expect(found.map((p) => p.split(': ').slice(1).join(': '))).toEqual([
      'author: expected an author with a name and role under blog.authors in content/pt/strings/base.json, found none for "constructor"',
      `tags[${tags.length}]: expected a name for the tag "constructor" under blog.tags in content/pt/strings/base.json`,
    ])
  })

  it('finds an author and a tag with no name in the language strings', () => {
    dir = contentCopy()
    editJson(dir, 'content/pt/strings/base.json', (json) => {
      delete json.blog.authors['martin-rodriguez'].role
      delete json.blog.tags.integraciones
    })
    const pt = (field: string) => problems().filter((p) => p.includes(`: ${field}:`) && p.startsWith(POST))
    // On the key's own line in the post: where the editor chose it.
    expect(pt('author')).toEqual([
      `${POST}:6:9: author: expected an author with a name and role under blog.authors in content/pt/strings/base.json, found none for "martin-rodriguez"`,
    ])
    expect(pt('tags[1]')).toEqual([
      `${POST}:9:5: tags[1]: expected a name for the tag "integraciones" under blog.tags in content/pt/strings/base.json`,
    ])
  })

  it('finds a cover with no file behind it', () => {
    dir = contentCopy()
    rmSync(join(dir, 'public/images/blog/que-implica-integrar-un-crm.jpg'))
    expect(problems()).toContain(
      'content/es/blog/que-implica-integrar-un-crm.mdx:10:8: image: expected an image at public/images/blog/que-implica-integrar-un-crm.jpg, found none',
    )
  })
})
