import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decodedImages } from '../../../../scripts/build/cache/decoded-images.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { checkPublic } from '../../../../scripts/build/content/public-files.ts'

/**
 * Which images of public/ the build's check decodes: only those it has not seen decode whole with
 * the same bytes (scripts/build/cache/decoded-images.ts). The record is the build's own (beside the
 * image variants); what it lists is trusted, so its key is every byte of the image.
 */
const ROOT = process.cwd()
const COVER = readFileSync(join(ROOT, 'public/images/blog/que-implica-integrar-un-crm.jpg'))
const ICON = readFileSync(join(ROOT, 'public/icon-192.png'))
// Another image, with bytes of its own: one the next check no longer finds.
const GONE = readFileSync(join(ROOT, 'public/apple-touch-icon.png'))
// The cover cut short: its first bytes are a JPEG, so only decoding it finds the problem.
const CUT = COVER.subarray(0, 20_000)
const BROKEN = 'public/images/cover.jpg: expected a JPEG image that decodes, found a broken one (VipsJpeg: premature end of JPEG image)'

let site = ''
let record = ''

const write = (name: string, bytes: Uint8Array) => {
  mkdirSync(join(site, 'public/images'), { recursive: true })
  writeFileSync(join(site, 'public/images', name), bytes)
}

/** One build's check of the scratch public/, with the record the last one left. */
const check = async () => (await checkPublic(site, decodedImages(ROOT, record))).map(formatIssue)
const recorded = () => JSON.parse(readFileSync(record, 'utf8')) as string[]
const keyOf = (bytes: Uint8Array) => decodedImages(ROOT, record).keyOf(bytes)

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'decoded-images-'))
  record = join(site, 'cache/decoded.json')
  write('cover.jpg', COVER)
  write('icon.png', ICON)
})
afterEach(() => rmSync(site, { recursive: true, force: true }))

describe('the images the build has seen decode', () => {
  it('are recorded by their bytes, this check’s images only, and pass again', async () => {
    write('gone.png', GONE)
    expect(await check()).toEqual([])
    rmSync(join(site, 'public/images/gone.png'))
    expect(await check()).toEqual([])
    expect(recorded()).toEqual([keyOf(COVER), keyOf(ICON)].sort())
  })

  it('decodes an image again once a byte changes: a cover cut short fails, and is not recorded', async () => {
    expect(await check()).toEqual([])
    write('cover.jpg', CUT)
    expect(await check()).toEqual([BROKEN])
    expect(recorded()).toEqual([keyOf(ICON)])
    // Still broken in the next build: a failure is never remembered as a pass.
    expect(await check()).toEqual([BROKEN])
  })

  it('does not decode an image whose bytes it lists: what the record saves the build', async () => {
    write('cover.jpg', CUT)
    mkdirSync(join(site, 'cache'))
    writeFileSync(record, JSON.stringify([keyOf(CUT)]))
    expect(await check()).toEqual([])
    // Without the record, the same check decodes it and fails.
    expect((await checkPublic(site)).map(formatIssue)).toEqual([BROKEN])
  })
})
