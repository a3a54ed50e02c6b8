import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { checkPublic } from '../../../../scripts/build/content/public-files.ts'
import { findImageVariants, variantCacheDir } from '../../../../scripts/build/plugins/responsive-images.ts'
import { photo, ROOT } from './fixtures.ts'

/**
 * Benign controls of the public/ check (the hostile cases are in tests/fixtures/hostile-pull-request.ts):
 * the files public/ holds today, images fresh from an encoder in every format the site takes,
 * and an SVG using what drawing tools write (gradients, references inside the file, a stylesheet).
 */
const problems = async (root: string) => (await checkPublic(root)).map(formatIssue)

describe('the files public/ holds today', () => {
  it('pass, every one: icons, manifest, SVGs and photos alike', async () => {
    expect(await problems(ROOT)).toEqual([])
  })
})

describe('a scratch public/', () => {
  let root = ''
  const write = (name: string, bytes: Uint8Array | string) => {
    mkdirSync(join(root, 'public/images'), { recursive: true })
    writeFileSync(join(root, 'public/images', name), bytes)
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'public-'))
    write('fresh.jpg', await photo().jpeg().toBuffer())
    write('fresh.jpeg', await photo().jpeg({ mozjpeg: true }).toBuffer())
    write('fresh.png', await photo().png().toBuffer())
    write('fresh.webp', await photo().webp().toBuffer())
    write('fresh.avif', await photo().avif().toBuffer())
    write(
      'drawing.svg',
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!-- exported by a drawing tool -->',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 48 48" role="img" aria-label="Un logo">',
        '  <title>Un logo</title>',
        '  <defs>',
        '    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1A56DB"/><stop offset="1" stop-color="#38BDF8"/></linearGradient>',
        '    <clipPath id="c"><circle cx="24" cy="24" r="20"/></clipPath>',
        '    <filter id="f"><feGaussianBlur stdDeviation="1"/></filter>',
        '    <symbol id="s" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></symbol>',
        '    <style><![CDATA[ .a { fill: url(#g); stroke: #fff } /* a comment */ ]]></style>',
        '  </defs>',
        '  <g clip-path="url(#c)" filter="url(#f)"><rect class="a" width="48" height="48" style="opacity: .9"/></g>',
        '  <use xlink:href="#s" x="4" y="4" width="10" height="10"/>',
        '  <use href="#s" x="30" y="30" width="10" height="10"/>',
        '  <text x="24" y="44" text-anchor="middle" font-family="sans-serif" font-size="6">A &amp; B</text>',
        '</svg>',
      ].join('\n'),
    )
  })

  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('takes a fresh JPEG, PNG, WebP and AVIF from an encoder, and an SVG as drawing tools write it', async () => {
    expect(await problems(root)).toEqual([])
  })

  it('refuses an image whose name says another format', async () => {
    write('png-named.jpg', readFileSync(join(root, 'public/images/fresh.png')))
    write('avif-named.webp', readFileSync(join(root, 'public/images/fresh.avif')))
    expect(await problems(root)).toEqual([
      'public/images/avif-named.webp: expected a WebP image, as its name says, found an AVIF image',
      'public/images/png-named.jpg: expected a JPEG image, as its name says, found a PNG image',
    ])
    rmSync(join(root, 'public/images/png-named.jpg'))
    rmSync(join(root, 'public/images/avif-named.webp'))
  })

  it("says what an image that does not decode looks like instead, never the decoder's words", async () => {
    const fresh = (ext: string) => readFileSync(join(root, `public/images/fresh.${ext}`))
    const cut = (ext: string) => fresh(ext).subarray(0, Math.floor(fresh(ext).length / 2))
    for (const ext of ['jpg', 'png', 'webp', 'avif']) write(`cut.${ext}`, cut(ext))
    write('page-behind.png', Buffer.concat([fresh('png').subarray(0, 8), Buffer.from('<html><body onload="alert(1)">')]))
    const printed = await problems(root)
    expect(printed).toEqual([
      'public/images/cut.avif: expected an AVIF image that decodes, found one cut short, its end missing (export or download it again)',
      'public/images/cut.jpg: expected a JPEG image that decodes, found one cut short, its end missing (export or download it again)',
      'public/images/cut.png: expected a PNG image that decodes, found one cut short, its end missing (export or download it again)',
      'public/images/cut.webp: expected a WebP image that decodes, found one cut short, its end missing (export or download it again)',
      `public/images/page-behind.png: expected a PNG image that decodes, found text after a PNG's first bytes (it starts with "<html><body onload="ale…")`,
    ])
    expect(printed.join('\n')).not.toMatch(/vips|sharp|spng|heif|libwebp|buffer|marker|header|decoder/i)
    for (const name of ['cut.jpg', 'cut.png', 'cut.webp', 'cut.avif', 'page-behind.png']) rmSync(join(root, 'public/images', name))
  })

  it('refuses a file named after what every object has (.constructor, .__proto__) as any other file, and an upper-case .PNG not', async () => {
    write('a.constructor', 'x')
    write('b.__proto__', 'x')
    write('c.PNG', readFileSync(join(root, 'public/images/fresh.png')))
    const why = 'public/ holds images and site.webmanifest only'
    expect(await problems(root)).toEqual([
      `public/images/a.constructor: expected an image (.jpg, .jpeg, .png, .webp, .avif, .svg) or public/site.webmanifest, found a .constructor file: ${why}`,
      `public/images/b.__proto__: expected an image (.jpg, .jpeg, .png, .webp, .avif, .svg) or public/site.webmanifest, found a .__proto__ file: ${why}`,
    ])
    for (const name of ['a.constructor', 'b.__proto__', 'c.PNG']) rmSync(join(root, 'public/images', name))
  })

  it('refuses a symbolic link, which would publish whatever it points at', async () => {
    symlinkSync(join(ROOT, 'package.json'), join(root, 'public/images/linked.png'))
    expect(await problems(root)).toEqual(['public/images/linked.png: expected a file, found a symbolic link (copy the file itself into public/)'])
    rmSync(join(root, 'public/images/linked.png'))
  })
})

describe('an image the build has made variants of', () => {
  let root = ''
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'public-variants-'))
    mkdirSync(join(root, 'public/images'), { recursive: true })
    writeFileSync(join(root, 'public/images/cover.jpg'), await photo().jpeg().toBuffer())
    // The variants as a build encodes them, into the cache the check looks in.
    await findImageVariants(join(root, 'public/images'), variantCacheDir(root), true)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('is not decoded again: its variants were encoded from the same bytes, whole', async () => {
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    try {
      expect(await problems(root)).toEqual([])
      expect(decodes).not.toHaveBeenCalled()
      // The control: without its variants in the cache, the same file is decoded whole.
      rmSync(variantCacheDir(root), { recursive: true })
      expect(await problems(root)).toEqual([])
      expect(decodes).toHaveBeenCalledTimes(1)
    } finally {
      decodes.mockRestore()
    }
  })

  it('has each variant named by where it goes in dist/, counted as missing until encoded', async () => {
    const cacheDir = join(root, 'other-cache')
    const listed = await findImageVariants(join(root, 'public/images'), cacheDir)
    // 1200 px wide: the widths below it, and its own, in both formats.
    expect([...listed.files.keys()].sort()).toEqual(
      [320, 480, 640, 800, 960, 1200].flatMap((w) => [`images/cover-${w}.avif`, `images/cover-${w}.webp`]).sort(),
    )
    expect(listed).toMatchObject({ images: 1, missing: 12 })
    const variants = [...listed.files.values()]
    expect(variants.every(({ source, file }) => source === 'images/cover.jpg' && file.startsWith(cacheDir) && !existsSync(file))).toBe(true)
    expect(await findImageVariants(join(root, 'public/images'), cacheDir, true)).toMatchObject({ missing: 12 })
    expect(await findImageVariants(join(root, 'public/images'), cacheDir)).toMatchObject({ files: listed.files, missing: 0 })
    expect(variants.every(({ file }) => existsSync(file))).toBe(true)
  })

  it('is decoded whole once a byte changes, and a cut copy is refused', async () => {
    await findImageVariants(join(root, 'public/images'), variantCacheDir(root), true)
    const bytes = readFileSync(join(root, 'public/images/cover.jpg'))
    writeFileSync(join(root, 'public/images/cover.jpg'), bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    expect(await problems(root)).toEqual([
      'public/images/cover.jpg: expected a JPEG image that decodes, found one cut short, its end missing (export or download it again)',
    ])
  })
})
