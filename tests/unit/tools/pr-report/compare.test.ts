import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareBuilds, listDiff, type Comparison } from '../../../../scripts/tools/pr-report/compare.ts'

const page = (lang: string, body: string, csp = 'AAA', extra = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${csp}='"><title>T</title>${extra}</head><body><main>${body}</main></body></html>`
const feed = (titles: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><lastBuildDate>${titles.length}</lastBuildDate>${titles
    .map((t) => `<item><title>${t}</title><link>https://x/en/blog/${t.length}/</link><description>About ${t}</description></item>`)
    .join('')}</channel></rss>`
const sitemap = (locs: string[]) => `<?xml version="1.0"?><urlset>${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`

let root = ''
let result: Comparison
function write(side: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, side, name)), { recursive: true })
    writeFileSync(join(root, side, name), text)
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pr-report-compare-'))
  const cover = '<img src="/images/blog/a.jpg" alt="Cover">'
  write('base/dist', {
    'index.html': page('es', '<h1>Inicio</h1>', 'AAA'),
    'en/blog/a/index.html': page('en', `<h1>A</h1>${cover}<p>One two three.</p>`),
    'services/x/index.html': page('es', '<h1>X</h1>'),
    'en/about/index.html': page('en', cover),
    'en/rss.xml': feed(['First', 'Second']),
    'sitemap.xml': sitemap(['https://x/', 'https://x/services/x/']),
    'images/og/blog/en/a.jpg': 'social-1',
    'images/blog/a.jpg': 'photo-1',
    'images/blog/a-320.avif': 'variant-1',
    'assets/style-abc.css': 'body{}',
    _headers: "script-src 'sha256-AAA='",
  })
  write('head/dist', {
    'index.html': page('es', '<h1>Inicio</h1>', 'BBB'),
    'en/blog/a/index.html': page('en', `<h1>A</h1>${cover}<p>One four three.</p>`, 'CCC'),
    'en/blog/new/index.html': page('en', '<h1>New</h1>'),
    'en/about/index.html': page('en', cover),
    'en/rss.xml': feed(['First', 'Second, renamed']),
    'sitemap.xml': sitemap(['https://x/', 'https://x/en/blog/new/']),
    'images/og/blog/en/a.jpg': 'social-2',
    'images/blog/a.jpg': 'photo-2',
    'images/blog/a-320.avif': 'variant-2',
    'assets/style-def.css': 'body{}',
    _headers: "script-src 'sha256-BBB='",
  })
  write('base/public', { 'images/blog/a.jpg': 'photo-1', 'favicon.svg': '<svg/>' })
  write('head/public', { 'images/blog/a.jpg': 'photo-2', 'favicon.svg': '<svg/>', 'images/new.png': 'png' })
  result = compareBuilds({
    baseDist: join(root, 'base/dist'),
    headDist: join(root, 'head/dist'),
    basePublic: join(root, 'base/public'),
    headPublic: join(root, 'head/public'),
  })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const find = (file: string) => result.changes.find((c) => c.file === file)

describe('compareBuilds', () => {
  it('lists exactly what a visitor or a reader sees change, and nothing that only moves bytes', () => {
    expect(result.changes.map((c) => `${c.what} ${c.kind} ${c.file}`)).toEqual([
      'page changed en/about/index.html',
      'page changed en/blog/a/index.html',
      'page added en/blog/new/index.html',
      'feed changed en/rss.xml',
      'social image changed images/og/blog/en/a.jpg',
      'page removed services/x/index.html',
      'sitemap changed sitemap.xml',
      'public file changed images/blog/a.jpg',
      'public file added images/new.png',
    ])
    expect(result.unseen).toEqual(['index.html'])
  })

  it("gives a changed page its word diff and its image whose file changed; a page's address as published", () => {
    const changed = find('en/blog/a/index.html')
    expect(changed?.url).toBe('/en/blog/a/')
    expect(changed?.words?.filter((w) => w.added || w.removed).map((w) => w.text)).toEqual(['two', 'four'])
    expect(changed?.fields).toEqual([{ field: 'images', removed: ['/images/blog/a.jpg "Cover" (the image file changed)'], added: ['/images/blog/a.jpg "Cover" (the image file changed)'] }])
  })

  it("compares a feed by its items and the sitemap by its addresses, never the channel's build date", () => {
    expect(find('en/rss.xml')?.fields[0]).toMatchObject({ field: 'items', removed: [expect.stringContaining('Second (')], added: [expect.stringContaining('Second, renamed')] })
    expect(find('sitemap.xml')?.fields).toEqual([{ field: 'addresses', removed: ['https://x/services/x/'], added: ['https://x/en/blog/new/'] }])
  })
})

describe('compareBuilds again', () => {
  it('reads each file anew: the same path may hold new bytes in the next comparison', () => {
    writeFileSync(join(root, 'head/dist/images/og/blog/en/a.jpg'), 'social-1')
    const again = compareBuilds({
      baseDist: join(root, 'base/dist'),
      headDist: join(root, 'head/dist'),
      basePublic: join(root, 'base/public'),
      headPublic: join(root, 'head/public'),
    })
    expect(again.changes.map((c) => c.file)).not.toContain('images/og/blog/en/a.jpg')
    expect(again.changes).toHaveLength(result.changes.length - 1)
  })

  it('lists a page whose bytes are the same when an image it shows has new bytes', () => {
    expect(find('en/about/index.html')?.fields.map((f) => f.field)).toEqual(['images'])
  })
})

describe('listDiff', () => {
  it('counts repeated lines: one of two identical links removed is one removal', () => {
    expect(listDiff('links', ['a', 'a', 'b'], ['a', 'b', 'c'])).toEqual({ field: 'links', removed: ['a'], added: ['c'] })
    expect(listDiff('links', ['a'], ['a'])).toBeUndefined()
  })
})
