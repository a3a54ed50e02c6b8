import type { Octokit } from '@octokit/rest'

/** Marks the report's comment on a pull request, so each run finds and updates it (never a second one). */
export const MARKER = '<!-- pr-report: what this pull request changes on the site -->'
/** GitHub refuses a comment body longer than this. */
export const MAX_BODY = 65_536
/** Who posts the comment with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT = 'github-actions[bot]'

export interface CommentTarget {
  owner: string
  repo: string
  pullNumber: number
  /** The commit the report was made for (the workflow_run's head_sha): a pull request that moved on since is left to the newer run. */
  headSha: string
  /** The account that writes the comment; `github-actions[bot]` by default. */
  author?: string
}

export type CommentResult = { action: 'created' | 'updated' | 'unchanged'; id: number; url: string } | { action: 'stale'; headSha: string }

/** The comment's text: the marker, the report's summary (cut at a line to fit), a link to the whole report. */
export function commentBody(summary: string, reportUrl?: string): string {
  const link = reportUrl ? `\n[The whole report: screenshots and every page's diff](${reportUrl}) (the \`pr-report\` artifact).\n` : ''
  const room = MAX_BODY - MARKER.length - link.length - 200
  let text = summary.trim()
  if (text.length > room) text = `${text.slice(0, text.lastIndexOf('\n', room))}\n\n… cut to fit a comment: the report lists the rest.`
  return `${MARKER}\n${text}\n${link}`
}

/**
 * Writes the report's comment on the pull request: updates the one comment this workflow wrote
 * before (its marker, its author), or creates it. Checks first that the pull request's head is
 * still the commit the report describes: the number comes from the report's artifact, which the
 * pull request's own code wrote, so it is believed only when GitHub confirms it.
 */
export async function upsertReportComment(octokit: Octokit, target: CommentTarget, body: string): Promise<CommentResult> {
  const { owner, repo, pullNumber } = target
  const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber })
  if (pull.head.sha !== target.headSha) return { action: 'stale', headSha: pull.head.sha }
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: pullNumber, per_page: 100 })
  const author = target.author ?? ACTIONS_BOT
  const ours = comments.find((c) => c.user?.login === author && c.body?.startsWith(MARKER))
  if (ours?.body === body) return { action: 'unchanged', id: ours.id, url: ours.html_url }
  if (ours) {
    const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: ours.id, body })
    return { action: 'updated', id: data.id, url: data.html_url }
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: pullNumber, body })
  return { action: 'created', id: data.id, url: data.html_url }
}

/** The pull request's number as the report's artifact states it: digits only, or nothing is posted. */
export function pullNumberFrom(text: string): number {
  const trimmed = text.trim()
  if (!/^[1-9]\d{0,9}$/.test(trimmed)) throw new Error(`The report's pull request number is not a number: ${JSON.stringify(trimmed.slice(0, 40))}`)
  return Number(trimmed)
}
