import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import matter from 'gray-matter'
import sharp from 'sharp'
import { readFrontmatter } from '../../../../scripts/build/content/frontmatter.ts'
import { formatIssue, type ContentIssue } from '../../../../scripts/build/content/issues.ts'

export const ROOT = process.cwd()

/** For tests that start a command (tsx, git): on a busy machine they take seconds, not milliseconds. */
export const SPAWN_TIMEOUT = 60_000

/** A flat picture, by default the size of a good cover (1200×800), to encode as whatever a test needs (`.jpeg()`, `.png()`…). */
export const photo = (width = 1200, height = 800) => sharp({ create: { width, height, channels: 3, background: '#1A56DB' } })

// Read as check:content reads them: YAML only, dates as written.
export function realFrontmatter(relative: string): Record<string, unknown> {
  return structuredClone(readFrontmatter(relative, readFileSync(join(ROOT, relative), 'utf8')).data)
}

export function realBody(relative: string): string {
  const source = readFileSync(join(ROOT, relative), 'utf8')
  return source.slice(readFrontmatter(relative, source).bodyStart)
}

/** An MDX source made of a frontmatter object and a body. */
export function mdx(data: Record<string, unknown>, body: string): string {
  return matter.stringify(body, data)
}

/** A throwaway copy of content/ and public/ for tests that break things. */
export function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true })
  cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true })
  return dir
}

export function editJson(dir: string, relative: string, edit: (json: Record<string, any>) => void): void {
  const path = join(dir, relative)
  const json = JSON.parse(readFileSync(path, 'utf8'))
  edit(json)
  writeFileSync(path, JSON.stringify(json, null, 2))
}

/** An issue as printed, less its `:line:col`: for tests about the message (positions.test.ts has the positions). */
export function formatWithoutPosition({ line: _line, col: _col, ...issue }: ContentIssue): string {
  return formatIssue(issue)
}
