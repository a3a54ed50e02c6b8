import { describe, expect, it } from 'vitest'
import { groupByCause } from '../../../../scripts/tools/pr-report/causes.ts'
import type { OutputChange } from '../../../../scripts/tools/pr-report/compare.ts'
import type { BuildSources } from '../../../../scripts/tools/pr-report/sources.ts'

/** A manifest as the build writes it, for a site of two languages and two posts: the strings and lists as content modules. */
const manifest = (posts = ['a', 'b']): BuildSources => {
  const files: Record<string, string[]> = {}
  const modules: Record<string, string[]> = {}
  for (const lang of ['es', 'en']) {
    const prefix = lang === 'es' ? '' : `${lang}/`
    modules[`virtual:strings/${lang}`] = [`content/${lang}/strings/base.json`]
    modules[`virtual:blog/${lang}`] = posts.map((p) => `content/${lang}/blog/${p}.mdx`)
    const strings = [`virtual:strings/${lang}`]
    files[`${prefix}index.html`] = strings
    files[`${prefix}blog/index.html`] = [`virtual:blog/${lang}`, ...strings]
    for (const post of posts) files[`${prefix}blog/${post}/index.html`] = [`content/${lang}/blog/${post}.mdx`, `public/images/blog/${post}.jpg`, ...strings]
    files[`${prefix}rss.xml`] = [...modules[`virtual:blog/${lang}`]!, `content/${lang}/strings/base.json`]
  }
  return { version: 2, shared: ['index.html', 'src/main.tsx'], modules, files }
}

const change = (file: string, kind: OutputChange['kind'] = 'changed', words: [string, string] = ['old', 'new']): OutputChange => ({
  file,
  url: `/${file.replace(/index\.html$/, '')}`,
  what: file.endsWith('.xml') ? 'feed' : 'page',
  kind,
  lang: file.startsWith('en/') ? 'en' : 'es',
  fields: [],
  words: [
    { text: 'Same ', added: false, removed: false },
    { text: words[0], added: false, removed: true },
    { text: words[1], added: true, removed: false },
  ],
  weight: 2,
})

const summary = (groups: ReturnType<typeof groupByCause>) => groups.map((g) => [g.causes.join(' + ') || g.unknown, g.changes.map((c) => c.file)])

describe('groupByCause', () => {
  it("puts every page a UI string reached under that one file, with what changed on all of them", () => {
    const pages = ['en/index.html', 'en/blog/index.html', 'en/blog/a/index.html', 'en/blog/b/index.html'].map((f) => change(f, 'changed', ['Contact us', 'Write to us']))
    const groups = groupByCause(pages, ['content/en/strings/base.json'], manifest(), manifest())
    expect(summary(groups)).toEqual([['content/en/strings/base.json', pages.map((p) => p.file)]])
    expect(groups[0]?.alike).toEqual(['«Contact us» → «Write to us»'])
  })

  it("names a post as the cause of its page, its language's list and feed, never another language's", () => {
    const changes = ['blog/a/index.html', 'blog/index.html', 'rss.xml'].map((f) => change(f))
    const groups = groupByCause(changes, ['content/es/blog/a.mdx', 'content/en/blog/b.mdx'], manifest(), manifest())
    expect(summary(groups)).toEqual([['content/es/blog/a.mdx', ['blog/a/index.html', 'blog/index.html', 'rss.xml']]])
  })

  it("takes an added page's sources from the head's build and a removed one's from the base's", () => {
    const changes = [change('en/blog/c/index.html', 'added'), change('en/blog/b/index.html', 'removed')]
    const groups = groupByCause(changes, ['content/en/blog/c.mdx', 'content/en/blog/b.mdx'], manifest(['a', 'b']), manifest(['a', 'c']))
    expect(summary(groups)).toEqual([
      ['content/en/blog/b.mdx', ['en/blog/b/index.html']],
      ['content/en/blog/c.mdx', ['en/blog/c/index.html']],
    ])
  })

  it('names the code when the code changed: it reaches every page', () => {
    const groups = groupByCause([change('index.html'), change('en/blog/a/index.html')], ['src/main.tsx'], manifest(), manifest())
    expect(summary(groups)).toEqual([['src/main.tsx', ['index.html', 'en/blog/a/index.html']]])
  })

  it('says so when none of the sources the build names changed, or when the build named none', () => {
    expect(summary(groupByCause([change('index.html')], ['README.md'], manifest(), manifest()))).toEqual([
      ['none of the sources the build names for them changed', ['index.html']],
    ])
    expect(summary(groupByCause([change('index.html')], ['content/es/strings/base.json']))).toEqual([
      ['the build wrote no .build/sources.json to name its sources', ['index.html']],
    ])
  })

  it('groups a page by every changed file that reaches it, the largest group first', () => {
    const groups = groupByCause(
      [change('blog/a/index.html'), change('index.html'), change('en/index.html'), change('en/blog/index.html')],
      ['content/es/blog/a.mdx', 'content/es/strings/base.json', 'content/en/strings/base.json'],
      manifest(),
      manifest(),
    )
    expect(summary(groups)).toEqual([
      ['content/en/strings/base.json', ['en/index.html', 'en/blog/index.html']],
      ['content/es/blog/a.mdx + content/es/strings/base.json', ['blog/a/index.html']],
      ['content/es/strings/base.json', ['index.html']],
    ])
  })
})
