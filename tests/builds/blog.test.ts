import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { LANGS, type Lang } from '../../src/i18n/languages.ts'
import { langFromPath, localePath } from '../../src/i18n/paths.ts'
import { site } from '../../src/site.ts'
import { indexedPages } from '../../scripts/tools/pr-report/search-index.ts'

/**
 * The editor's promise, end to end: a post added as three MDX files (no code) is published in
 * every language; a draft and a post dated in the future leave no trace in dist/. Builds a
 * throwaway copy of the project, so dist/ is never touched.
 */
const ROOT = process.cwd()
const NEW = 'scratch-published-post'
const DRAFT = 'scratch-draft-post'
const FUTURE = 'scratch-future-post'
const title = (slug: string, lang: Lang) => `${slug.replace(/-/g, ' ')} in ${lang} zqxj`
/** Older posts that, with the real ones and NEW, make more than nine: a second list page. */
const FILLERS = Array.from({ length: 6 }, (_, i) => `scratch-filler-${i + 1}`)

function post(slug: string, lang: Lang, extra: string): string {
  return [
    '---',
    `title: ${title(slug, lang)}`,
    `description: A post written only for this test, long enough to pass the schema's minimum.`,
    extra,
    'author: lucia-fernandez',
    'tags:',
    '  - crm',
    `image: /images/blog/${slug === NEW ? 'que-implica-integrar-un-crm' : slug}.jpg`,
    '---',
    '',
    `The body of ${slug}, in ${lang}.`,
    '',
  ].join('\n')
}

let dir = ''
let remove = () => {}
const dist = (...parts: string[]) => join(dir, 'dist', ...parts)
const read = (...parts: string[]) => readFileSync(dist(...parts), 'utf8')
const page = (lang: Lang, path: string) => read(localePath(lang, path), 'index.html')

beforeAll(() => {
  ;({ dir, remove } = projectCopy(ROOT, 'blog-scratch'))
  for (const slug of [DRAFT, FUTURE])
    copyFileSync(join(dir, 'public/images/blog/que-implica-integrar-un-crm.jpg'), join(dir, `public/images/blog/${slug}.jpg`))
  for (const lang of LANGS) {
    const file = (slug: string) => join(dir, 'content', lang, 'blog', `${slug}.mdx`)
    writeFileSync(file(NEW), post(NEW, lang, 'date: 2026-01-15'))
    writeFileSync(file(DRAFT), post(DRAFT, lang, 'date: 2026-01-16\ndraft: true'))
    writeFileSync(file(FUTURE), post(FUTURE, lang, 'date: 2999-01-01'))
    FILLERS.forEach((slug, i) =>
      writeFileSync(
        file(slug),
        post(slug, lang, `date: 2020-01-0${i + 1}`).replace(`/images/blog/${slug}.jpg`, '/images/blog/que-implica-integrar-un-crm.jpg'),
      ),
    )
  }
  build(ROOT, dir)
}, 240_000)

afterAll(() => remove())

describe.each(LANGS)('a post added as three files, in %s', (lang) => {
  const url = localePath(lang, `/blog/${NEW}`)

  it('has its page', () => {
    expect(page(lang, `/blog/${NEW}`)).toContain(`<h1`)
    expect(page(lang, `/blog/${NEW}`)).toContain(title(NEW, lang))
  })

  it('is in the blog list and on its tag page, linked', () => {
    for (const html of [page(lang, '/blog'), page(lang, '/blog/tags/crm')]) {
      expect(html).toContain(title(NEW, lang))
      expect(html).toContain(`href="${url}"`)
    }
  })

  it('is in the feed and the sitemap', () => {
    expect(read(localePath(lang, '/rss.xml'))).toContain(`<link>${site.url}${url}</link>`)
    expect(read('sitemap.xml')).toContain(`<loc>${site.url}${url}</loc>`)
  })

  it('has its social image', () => {
    expect(existsSync(dist('images/og/blog', lang, `${NEW}.jpg`))).toBe(true)
  })
})

describe.each(LANGS)('past nine posts, in %s', (lang) => {
  it('the list continues on /blog/page/2, linked both ways with rel hints, oldest posts last', () => {
    const second = page(lang, '/blog/page/2')
    expect(page(lang, '/blog')).toMatch(
      new RegExp(`href="${localePath(lang, '/blog/page/2')}"[^>]*rel="next"|rel="next"[^>]*href="${localePath(lang, '/blog/page/2')}"`),
    )
    expect(second).toMatch(new RegExp(`href="${localePath(lang, '/blog')}"[^>]*rel="prev"|rel="prev"[^>]*href="${localePath(lang, '/blog')}"`))
    expect(second).toContain(title('scratch-filler-1', lang)) // the oldest
    expect(page(lang, '/blog')).not.toContain(title('scratch-filler-1', lang))
    expect(existsSync(dist(localePath(lang, '/blog/page/3')))).toBe(false)
    expect(read('sitemap.xml')).toContain(`<loc>${site.url}${localePath(lang, '/blog/page/2')}</loc>`)
  })
})

describe('a draft and a post dated in the future', () => {
  const files = () => readdirSync(dist(), { recursive: true, encoding: 'utf8' })

  it('are named by no file in dist/', () => {
    expect(files().filter((name) => name.includes(DRAFT) || name.includes(FUTURE))).toEqual([])
  })

  it('are named inside no file in dist/: no page, card, feed item, sitemap entry or chunk', () => {
    const leaks = files()
      .filter((name) => /\.(html|xml|js|json|css|txt)$/.test(name) || name.endsWith('_headers'))
      .filter((name) => {
        const text = readFileSync(dist(name), 'utf8')
        return [DRAFT, FUTURE, ...LANGS.flatMap((lang) => [title(DRAFT, lang), title(FUTURE, lang)])].some((needle) => text.includes(needle))
      })
    expect(leaks).toEqual([])
  })

  it('while the published post of the same build is there (the search above can find things)', () => {
    expect(files().some((name) => name.includes(NEW))).toBe(true)
  })
})

describe('the search index of the same build', () => {
  const indexed = () => indexedPages(dist())

  it('holds one index per language, each of its own pages only', () => {
    expect(Object.keys(JSON.parse(read('pagefind/pagefind-entry.json')).languages as object).sort()).toEqual([...LANGS].sort())
    for (const { lang, url } of indexed()) expect(langFromPath(url), url).toBe(lang)
  })

  it('finds the new post in every language, as a post with its date, and never the draft or the scheduled post', () => {
    for (const lang of LANGS) {
      const post = indexed().find((page) => page.url === localePath(lang, `/blog/${NEW}`))
      expect(post?.meta, lang).toMatchObject({ kind: 'post', date: '2026-01-15', title: title(NEW, lang) })
      expect(post?.content).toContain(`The body of ${NEW}, in ${lang}.`)
    }
    const words = [DRAFT, FUTURE, ...LANGS.flatMap((lang) => [title(DRAFT, lang), title(FUTURE, lang), `The body of ${DRAFT}`])]
    expect(indexed().filter((page) => words.some((word) => page.url.includes(word) || page.content.includes(word)))).toEqual([])
  })

  it('holds services, posts and the other pages, and no list, search or not-found page', () => {
    for (const lang of LANGS) {
      const urls = indexed()
        .filter((page) => page.lang === lang)
        .map((page) => page.url)
      const at = (path: string) => localePath(lang, path)
      expect(urls).toEqual(expect.arrayContaining([at('/'), at('/about'), at('/contact'), at('/privacy-policy'), at('/services/integracion_crms')]))
      for (const url of urls) expect(url).not.toMatch(/\/(blog\/(page|tags)\/|blog\/$|services\/$|search\/|404)/)
      expect(urls).not.toContain(at('/blog'))
      expect(urls).not.toContain(at('/services'))
    }
  })

  it('never indexes the header, the footer or the contact form', () => {
    const contact = indexed().find((page) => page.url === '/contact/')
    expect(contact?.content).toBeTruthy()
    for (const page of indexed()) {
      expect(page.content, page.url).not.toContain(site.name + ', ir al inicio')
      expect(page.content, page.url).not.toMatch(/Saltar al contenido|Todos los derechos reservados|All rights reserved|Todos os direitos reservados/)
    }
    expect(contact?.content).not.toMatch(/Correo electrónico|Enviar mensaje/)
  })
})
