import { expect, test } from './support/tab.ts'
import { publishedPosts } from '../../scripts/build/content/post-files.ts'
import { site } from '../../src/site.ts'
import { attributeValues, readDist } from './support/dist.ts'
import { BLOG_URLS, LANGS, blogPages, localePath, type Lang } from './support/site.ts'
import { checkWholePage } from './support/whole-page.ts'

// The site-wide suites cover /blog through ALL_URLS; the blog's other pages (support/site.ts:
// BLOG_URLS) get the same checks here (renders, axe, no overflow, no console errors: the one load of
// support/whole-page.ts, as routes.spec.ts gives every page in every language; islands.spec.ts checks
// every built page, these too, for framework script), so those suites keep their pace as posts are added.
const postsOf = (lang: Lang) => publishedPosts(process.cwd(), lang)
const distFile = (url: string) => `${url.replace(/^\//, '')}/index.html`

test('the blog has pages to test in every language', () => {
  for (const lang of LANGS) expect(blogPages(lang).length).toBeGreaterThanOrEqual(4 + 1)
})

test.describe('every further blog page renders, passes axe at 1280 and 375 px, and at 360 px nothing is wider than the screen', () => {
  // As routes.spec.ts: two scans of a whole page, 2-6 s on CI's 2 cores, 30 s once on a busier machine.
  test.describe.configure({ timeout: 60_000 })
  for (const url of BLOG_URLS) {
    test(url, async ({ scanTab }) => {
      await checkWholePage(scanTab, url)
    })
  }
})

test.describe('for readers and machines', () => {
  for (const lang of LANGS) {
    test(`the ${lang} feed is linked from the head, parses as RSS and links every post`, async ({ tab: page, request }) => {
      await page.goto(localePath(lang, '/'))
      const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
      expect(href).toBe(localePath(lang, '/rss.xml'))
      const response = await request.get(href!)
      expect(response.status()).toBe(200)
      // Read by the browser's own XML parser, as a feed reader would.
      const feed = await page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, 'text/xml')
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            language: doc.querySelector('channel > language')?.textContent,
            links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent ?? ''),
          }
        },
        await response.text(),
      )
      expect(feed.error).toBeNull()
      expect(feed.language).toBe({ es: 'es-UY', en: 'en-US', pt: 'pt-BR' }[lang])
      const links = feed.links
      expect(links).toEqual(postsOf(lang).map((post) => `${site.url}${localePath(lang, `/blog/${post.slug}`)}`))
      for (const link of links) expect((await request.get(link.slice(site.url.length))).status()).toBe(200)
    })

    test(`a tag link on a ${lang} post leads to the tag's page, which lists the post`, async ({ tab: page }) => {
      const [post] = postsOf(lang)
      await page.goto(localePath(lang, `/blog/${post!.slug}`))
      const tags = page.locator('article footer').getByRole('link')
      await expect(tags).toHaveCount(post!.tags.length)
      await tags.first().click()
      await expect(page).toHaveURL(localePath(lang, `/blog/tags/${post!.tags[0]}`))
      await expect(page.getByRole('link', { name: post!.title })).toBeVisible()
    })
  }

  test('a post tells search engines and social networks what it is', async ({ tab: page, request }) => {
    const [post] = postsOf('pt')
    const url = localePath('pt', `/blog/${post!.slug}`)
    await page.goto(url)
    const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).first().getAttribute('content')
    expect(await meta('og:type')).toBe('article')
    expect(await meta('article:published_time')).toBe(post!.date)
    const image = await meta('og:image')
    expect(image).toBe(`${site.url}/images/og/blog/pt/${post!.slug}.jpg`)
    expect(await meta('twitter:image')).toBe(image)
    expect(await meta('og:image:alt')).toBe(post!.title)
    const served = await request.get(image!.slice(site.url.length))
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/jpeg'])
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = jsonLd.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ headline: post!.title, datePublished: post!.date, inLanguage: 'pt', image })
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}${url}`)
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))
    expect(hreflangs).toEqual(['es', 'en', 'pt', 'x-default'])
    await expect(page.locator('article time[datetime]').first()).toHaveAttribute('datetime', post!.date)
  })

  test('a post preloads its cover, its largest paint, with high priority', () => {
    for (const lang of LANGS) {
      for (const post of postsOf(lang)) {
        const html = readDist(distFile(localePath(lang, `/blog/${post.slug}`)))
        const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0] ?? ''
        expect(attributeValues(preload, 'link', 'fetchpriority')).toEqual(['high'])
        expect(attributeValues(preload, 'link', 'imagesrcset')[0]).toContain(`${post.image.replace(/\.jpg$/, '-')}`)
      }
    }
  })

  test('the footer links the blog in every language; the header keeps its four links', async ({ tab: page }) => {
    for (const lang of LANGS) {
      await page.goto(localePath(lang, '/about'))
      await expect(page.locator('footer').locator(`a[href="${localePath(lang, '/blog')}"]`)).toHaveCount(1)
      await expect(
        page
          .locator('header nav')
          .first()
          .locator(`a[href="${localePath(lang, '/blog')}"]`),
      ).toHaveCount(0)
    }
  })
})
