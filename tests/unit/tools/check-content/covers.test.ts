import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { coverProblem, coverWarnings } from '../../../../scripts/tools/check-content/covers.ts'
import { contentCopy, photo } from '../../build/content/fixtures.ts'

const blank = (width: number, height: number, file: string) => photo(width, height).jpeg().toFile(file)

describe('card images that are too small or not 3:2 are a warning with their size', () => {
  let dir = ''
  beforeAll(async () => {
    dir = contentCopy()
    // Replace two real covers in place: every language uses the same file.
    await blank(900, 600, join(dir, 'public/images/blog/que-implica-integrar-un-crm.jpg'))
    await blank(2400, 1600, join(dir, 'public/images/services/integracion_crms.jpg'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names a 900×600 cover once, at its first use, and leaves a 2400×1600 one alone', async () => {
    const warnings = (await coverWarnings(dir)).map(formatIssue)
    expect(warnings).toEqual([
      expect.stringMatching(
        /^content\/es\/blog\/que-implica-integrar-un-crm\.mdx:\d+:8: image: \/images\/blog\/que-implica-integrar-un-crm\.jpg: the image is 900×600 px; expected at least 1200×800/,
      ),
    ])
  })

  it('passes the real images', async () => {
    const real = contentCopy()
    try {
      expect(await coverWarnings(real)).toEqual([])
    } finally {
      rmSync(real, { recursive: true, force: true })
    }
  })

  it.each([
    [1200, 800, undefined],
    [2400, 1600, undefined],
    [1199, 800, 'the image is 1199×800 px; expected at least 1200×800 (it is shown cropped or blurred)'],
    [1600, 900, 'the image is 1600×900 px; expected 3:2 (it is shown cropped or blurred)'],
    [800, 800, 'the image is 800×800 px; expected at least 1200×800, 3:2 (it is shown cropped or blurred)'],
  ])('%i×%i', (width, height, expected) => {
    expect(coverProblem(width, height)).toBe(expected)
  })
})
