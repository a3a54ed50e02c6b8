import { Octokit } from '@octokit/rest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { commentBody, MARKER, MAX_BODY, pullNumberFrom, upsertReportComment } from '../../../../scripts/tools/pr-report/comment.ts'
import { FakeGitHub } from '../../../support/github-api.ts'

const HEAD = 'a'.repeat(40)
let github: FakeGitHub
// Quiet: GitHub's error answers are what some tests ask for.
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const client = (token = 'write') => new Octokit({ auth: token, baseUrl: github.origin, log })
const target = { owner: 'tecnosoluciones', repo: 'site', pullNumber: 7, headSha: HEAD }

beforeEach(async () => {
  github = new FakeGitHub()
  await github.start()
  github.pulls.set(7, { headSha: HEAD })
})
afterEach(() => github.close())

describe("the report's comment, with the real @octokit/rest against GitHub's REST API", () => {
  it('creates the comment once, then updates that same comment on every later push', async () => {
    const first = await upsertReportComment(client(), target, commentBody('3 pages changed'))
    expect(first.action).toBe('created')
    const second = await upsertReportComment(client(), target, commentBody('4 pages changed'))
    expect(second).toMatchObject({ action: 'updated', id: first.action === 'created' ? first.id : -1 })
    expect(github.comments.get(7)?.map((c) => c.body)).toEqual([commentBody('4 pages changed')])
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
  })

  it('finds its comment on a later page of a long conversation, following the Link header', async () => {
    for (let i = 0; i < 230; i++) github.comment(7, `Review note ${i}`, 'lucia')
    const ours = github.comment(7, commentBody('old report'))
    for (let i = 0; i < 20; i++) github.comment(7, `After ${i}`, 'martin')
    const result = await upsertReportComment(client(), target, commentBody('new report'))
    expect(result).toMatchObject({ action: 'updated', id: ours.id })
    expect(github.requests.filter((r) => r.method === 'GET' && r.path.includes('/comments')).length).toBe(3)
    expect(github.comments.get(7)).toHaveLength(251)
  })

  it("leaves a person's comment that quotes the marker alone, and writes its own", async () => {
    const quoted = github.comment(7, `${MARKER}\nI copied the bot's comment`, 'lucia')
    const result = await upsertReportComment(client(), target, commentBody('report'))
    expect(result.action).toBe('created')
    expect(github.comments.get(7)?.find((c) => c.id === quoted.id)?.body).toContain('I copied')
  })

  it('writes nothing when the report is already the comment', async () => {
    await upsertReportComment(client(), target, commentBody('same'))
    const again = await upsertReportComment(client(), target, commentBody('same'))
    expect(again.action).toBe('unchanged')
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0)
  })

  it('writes nothing for a report of a commit the pull request has moved on from', async () => {
    const result = await upsertReportComment(client(), { ...target, headSha: 'b'.repeat(40) }, commentBody('old'))
    expect(result).toEqual({ action: 'stale', headSha: HEAD })
    expect(github.requests.filter((r) => r.method !== 'GET')).toHaveLength(0)
  })

  it("fails with GitHub's own message when the token may not write, or the pull request is not there", async () => {
    await expect(upsertReportComment(client('read'), target, commentBody('x'))).rejects.toMatchObject({ status: 403, message: expect.stringContaining('Resource not accessible by integration') })
    await expect(upsertReportComment(client(), { ...target, pullNumber: 8 }, commentBody('x'))).rejects.toMatchObject({ status: 404 })
    await expect(upsertReportComment(client('nope'), target, commentBody('x'))).rejects.toMatchObject({ status: 401 })
  })
})

describe('commentBody', () => {
  it('starts with the marker and fits a comment, cut at a line', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `- \`/en/blog/post-${i}/\` changed`).join('\n')
    const body = commentBody(long, 'https://github.com/o/r/actions/runs/1')
    expect(body.startsWith(MARKER)).toBe(true)
    expect(body.length).toBeLessThanOrEqual(MAX_BODY)
    expect(body).toContain('cut to fit a comment')
    expect(body).toContain('(https://github.com/o/r/actions/runs/1)')
    expect(body).not.toMatch(/post-\d+\/` chan\n/)
  })
})

describe('pullNumberFrom', () => {
  it('believes digits only: the artifact was written by the pull request', () => {
    expect(pullNumberFrom('42\n')).toBe(42)
    for (const bad of ['', '0', '-1', '42; rm -rf /', '1e3', '../7', '9'.repeat(11)]) expect(() => pullNumberFrom(bad)).toThrow(/not a number/)
  })
})
