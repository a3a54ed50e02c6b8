import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** A word that looks like a commit: 7 to 40 hexadecimal digits, letters and digits both. */
const COMMIT = /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g

/** The one commit the docs may name: the client-router build the bench measures the click against. */
const BENCH_BASELINE = 'a26e695'

const commitsIn = (text: string) => [...text.matchAll(COMMIT)].map((match) => match[0])

describe('the README', () => {
  it('keeps to what a newcomer needs: at most 150 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150)
  })

  it('names no commit, so a bench run or a new commit never changes it', () => {
    expect(commitsIn(read('README.md'))).toEqual([])
  })
})

describe('the docs', () => {
  it('name no commit but the bench baseline: the numbers of a run live in bench/report.md', () => {
    const docs = ['CONTRIBUTING.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)]
    const named = docs.flatMap((file) => commitsIn(read(file)).map((commit) => `${file}: ${commit}`))
    expect(named.filter((entry) => !entry.endsWith(`: ${BENCH_BASELINE}`))).toEqual([])
  })

  it('find a commit however it is written, and not in ordinary numbers or words', () => {
    expect(commitsIn('the run of 4392bfc, then b1c2574f0e and a26e695’s click')).toEqual(['4392bfc', 'b1c2574f0e', 'a26e695'])
    expect(commitsIn('2400×1600, 1234567 pages, a decade, #1a2b3c colour, 0xdeadbeef')).toEqual([])
  })
})
