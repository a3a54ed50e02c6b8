import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../../../scripts/build/content/parse.ts'
import { post } from '../../../fixtures/hostile.ts'
import { ROOT } from './fixtures.ts'

// <Video> in a post or a service (scripts/build/content/components.ts): a provider the site
// embeds, an id of that provider's form, a title, a local JPEG or PNG poster that exists; in a
// service, inside one of its two blocks. The attacks are in tests/fixtures/hostile.ts.

const POST = 'content/es/blog/un-video.mdx'
const SERVICE = 'content/es/services/integracion_crms.mdx'
const SAMPLE = readFileSync(join(import.meta.dirname, 'samples/service.mdx'), 'utf8')
const POSTER = '/images/videos/tutorial-en-video.jpg'

const video = (attributes: Record<string, string>) =>
  `<Video ${Object.entries({ provider: 'youtube', id: 'aqz-KE-bpKQ', title: 'Un tutorial', poster: POSTER, ...attributes })
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')} />`

/** The problems of a post whose body, from line 13, is `body`; each without its file. */
const problemsOf = (body: string, file = POST, source = post(body)) =>
  parseContentFile(file, source, ROOT).issues.map((issue) => formatIssue(issue).slice(file.length + 1))

describe('a video in a post', () => {
  it.each([
    ['a YouTube id: 11 letters, digits, - and _', { id: 'aqz-KE-bp_Q' }],
    ['a Vimeo id: digits', { provider: 'vimeo', id: '76979871' }],
    ['a Vimeo id of one digit', { provider: 'vimeo', id: '7' }],
    ['a title of 3 characters', { title: 'Uno' }],
    ['a title of 100 characters', { title: 'x'.repeat(100) }],
    ['a title with quotes and markup as text', { title: "Cómo 'migrar' &lt;datos&gt; en 5 pasos" }],
    ['a PNG poster', { poster: '/images/ana_costa.png' }],
  ])('is accepted with %s', (_, attributes) => {
    expect(problemsOf(video(attributes))).toEqual([])
  })

  it.each([
    [
      'a YouTube id of 10 characters',
      { id: 'aqz-KE-bpK' },
      'id',
      `expected a YouTube id: the 11 letters, digits, - or _ after "v=" in the video's address, found "aqz-KE-bpK"`,
    ],
    ['a YouTube id of 12 characters', { id: 'aqz-KE-bpKQQ' }, 'id', 'expected a YouTube id'],
    [
      'a Vimeo id with letters',
      { provider: 'vimeo', id: 'aqz-KE-bpKQ' },
      'id',
      `expected a Vimeo id: the digits at the end of the video's address (vimeo.com/76979871), found "aqz-KE-bpKQ"`,
    ],
    ['a Vimeo id starting with 0', { provider: 'vimeo', id: '0123' }, 'id', 'expected a Vimeo id'],
    ['another provider', { provider: 'dailymotion', id: 'x8abcd' }, 'provider', 'expected "youtube" or "vimeo"'],
    ['a title of 2 characters', { title: 'Un' }, 'title', 'expected at least 3 characters'],
    ['a title of 101 characters', { title: 'x'.repeat(101) }, 'title', 'expected at most 100 characters'],
    ['an SVG poster, of which the site makes no sizes', { poster: '/images/logo.svg' }, 'poster', 'expected a JPEG or PNG poster'],
  ])('is refused with %s, at that attribute', (_, attributes, name, message) => {
    const source = video(attributes)
    const problems = problemsOf(source)
    expect(problems).toHaveLength(1)
    expect(problems[0]?.startsWith(`13:${source.indexOf(` ${name}=`) + 2}: body: <Video> ${name}: ${message}`), problems[0]).toBe(true)
  })

  it('is refused without its title or poster, each named', () => {
    expect(problemsOf('<Video provider="youtube" id="aqz-KE-bpKQ" />')).toEqual([
      '13:1: body: <Video> title: expected text',
      '13:1: body: <Video> poster: expected an image path like "/images/hero/home.jpg"',
    ])
  })
})

describe('a video in a service', () => {
  const withVideo = (find: string, replace: string) => {
    expect(SAMPLE).toContain(find)
    return problemsOf('', SERVICE, SAMPLE.replace(find, replace))
  }

  it('is accepted inside its <Description> or its <Approach>, where it shows', () => {
    expect(withVideo('<Description>\n', `<Description>\n\n${video({})}\n\n`)).toEqual([])
    expect(withVideo('</Approach>', `\n${video({ provider: 'vimeo', id: '76979871' })}\n\n</Approach>`)).toEqual([])
  })

  it('is refused outside them: the body would show it in both sections', () => {
    expect(withVideo('<Approach>', `${video({})}\n\n<Approach>`)).toEqual([
      '33:1: body: <Video>: expected inside <Description> or <Approach>, the sections the body shows in',
    ])
  })
})

describe('a video elsewhere', () => {
  it('is refused on the about page, which has no components', () => {
    const file = 'content/es/about.mdx'
    const source = readFileSync(join(ROOT, file), 'utf8')
    expect(problemsOf('', file, `${source}\n${video({})}\n`).map((problem) => problem.replace(/^\d+:\d+: /, ''))).toEqual([
      'body: <Video> is not allowed here (allowed: basic inline HTML)',
    ])
  })
})
