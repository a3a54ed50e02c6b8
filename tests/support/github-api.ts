import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An issue comment as GitHub's REST API returns it (the fields clients read). */
export interface FakeComment {
  id: number
  node_id: string
  url: string
  html_url: string
  issue_url: string
  body: string
  user: { login: string; id: number; type: 'User' | 'Bot' }
  author_association: string
  created_at: string
  updated_at: string
}

export interface FakeRequest {
  method: string
  path: string
}

/**
 * A local stand-in for the part of GitHub's REST API the report's comment uses, answering as
 * api.github.com does: the same paths, fields and status codes, error bodies with `message` and
 * `documentation_url`, the list of comments paginated by `per_page`/`page` with a `Link` header.
 * Tokens: `write` may comment, `read` gets GitHub's 403 for a read-only GITHUB_TOKEN, anything
 * else 401.
 */
export class FakeGitHub {
  readonly requests: FakeRequest[] = []
  readonly comments = new Map<number, FakeComment[]>()
  readonly pulls = new Map<number, { headSha: string }>()
  private nextId = 1000
  private server: Server | undefined
  origin = ''

  readonly owner = 'tecnosoluciones'
  readonly repo = 'site'

  comment(issue: number, body: string, login = 'github-actions[bot]'): FakeComment {
    const id = this.nextId++
    const base = `${this.origin}/repos/${this.owner}/${this.repo}`
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, id - 1000)).toISOString().replace('.000', '')
    const comment: FakeComment = {
      id,
      node_id: `IC_kwDO${id}`,
      url: `${base}/issues/comments/${id}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${issue}#issuecomment-${id}`,
      issue_url: `${base}/issues/${issue}`,
      body,
      user: { login, id: login.endsWith('[bot]') ? 41898282 : 100 + id, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      author_association: login.endsWith('[bot]') ? 'NONE' : 'MEMBER',
      created_at: at,
      updated_at: at,
    }
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), comment])
    return comment
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.answer(req, res))
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.origin
  }

  close(): Promise<void> {
    return new Promise((done) => (this.server ? this.server.close(() => done()) : done()))
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-github-api-version-selected': '2022-11-28', ...headers })
    res.end(JSON.stringify(body))
  }

  private error(res: ServerResponse, status: number, message: string, docs: string): void {
    this.send(res, status, { message, documentation_url: `https://docs.github.com/rest/${docs}`, status: String(status) })
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin)
    const method = req.method ?? 'GET'
    this.requests.push({ method, path: `${url.pathname}${url.search}` })
    let text = ''
    for await (const chunk of req) text += chunk
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    if (token !== 'write' && token !== 'read') return this.error(res, 401, 'Bad credentials', 'overview/troubleshooting-the-rest-api')
    // GitHub's Link headers name the repository by its id: /repositories/1/… is /repos/owner/repo/….
    const repo = [`/repos/${this.owner}/${this.repo}`, '/repositories/1'].find((prefix) => url.pathname.startsWith(`${prefix}/`))
    if (!repo) return this.error(res, 404, 'Not Found', 'repos/repos#get-a-repository')
    const path = url.pathname.slice(repo.length)

    let match = /^\/pulls\/(\d+)$/.exec(path)
    if (match && method === 'GET') {
      const number = Number(match[1])
      const pull = this.pulls.get(number)
      if (!pull) return this.error(res, 404, 'Not Found', 'pulls/pulls#get-a-pull-request')
      return this.send(res, 200, { number, state: 'open', head: { sha: pull.headSha, ref: 'editor-branch' }, base: { ref: 'main' } })
    }

    match = /^\/issues\/(\d+)\/comments$/.exec(path)
    if (match && method === 'GET') {
      const issue = Number(match[1])
      if (!this.pulls.has(issue)) return this.error(res, 404, 'Not Found', 'issues/comments#list-issue-comments')
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100)
      const page = Number(url.searchParams.get('page') ?? 1)
      const all = this.comments.get(issue) ?? []
      const last = Math.max(1, Math.ceil(all.length / perPage))
      const link = (p: number, rel: string) => `<${this.origin}/repositories/1/issues/${issue}/comments?per_page=${perPage}&page=${p}>; rel="${rel}"`
      const links = [
        ...(page > 1 ? [link(page - 1, 'prev')] : []),
        ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
        ...(page > 1 ? [link(1, 'first')] : []),
      ]
      return this.send(res, 200, all.slice((page - 1) * perPage, page * perPage), links.length ? { link: links.join(', ') } : {})
    }

    if (match && method === 'POST') {
      const issue = Number(match[1])
      if (token !== 'write') return this.error(res, 403, 'Resource not accessible by integration', 'issues/comments#create-an-issue-comment')
      if (!this.pulls.has(issue)) return this.error(res, 404, 'Not Found', 'issues/comments#create-an-issue-comment')
      const body = (JSON.parse(text || '{}') as { body?: unknown }).body
      if (typeof body !== 'string' || !body) {
        return this.send(res, 422, {
          message: 'Validation Failed',
          errors: [{ resource: 'IssueComment', code: 'missing_field', field: 'body' }],
          documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
          status: '422',
        })
      }
      const comment = this.comment(issue, body)
      return this.send(res, 201, comment, { location: comment.url })
    }

    match = /^\/issues\/comments\/(\d+)$/.exec(path)
    if (match && method === 'PATCH') {
      if (token !== 'write') return this.error(res, 403, 'Resource not accessible by integration', 'issues/comments#update-an-issue-comment')
      const id = Number(match[1])
      const comment = [...this.comments.values()].flat().find((c) => c.id === id)
      if (!comment) return this.error(res, 404, 'Not Found', 'issues/comments#update-an-issue-comment')
      if (comment.user.login !== 'github-actions[bot]')
        return this.error(res, 403, 'Resource not accessible by integration', 'issues/comments#update-an-issue-comment')
      comment.body = (JSON.parse(text || '{}') as { body: string }).body
      comment.updated_at = new Date(Date.parse(comment.updated_at) + 60_000).toISOString().replace('.000', '')
      return this.send(res, 200, comment)
    }
    return this.error(res, 404, 'Not Found', 'rest')
  }
}
