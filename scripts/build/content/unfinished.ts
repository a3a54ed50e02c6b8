import type { ContentIssue } from './issues.ts'
import type { Locate, Position } from './positions.ts'
import { leafPaths, valueAt } from './strings.ts'
import { pathOf } from './positions.ts'

/** What a scaffold writes in place of every text (scripts/tools/scaffold/): nothing that says it can ship. */
export const UNFINISHED = 'TODO'
const MARK = new RegExp(`\\b${UNFINISHED}\\b`)

/**
 * One problem for a file that still has scaffold text, pointing at the first, so that
 * nothing unfinished passes check:content or the build.
 */
export function unfinishedIssue(
  file: string,
  data: unknown,
  body: string,
  locate: Locate,
  bodyAt: (offset: number) => Position,
): ContentIssue | undefined {
  const fields = leafPaths(data).filter((field) => MARK.test(String(valueAt(data, field))))
  const inBody = MARK.exec(body)
  const count = fields.length + (inBody ? 1 : 0)
  if (!count) return undefined
  const first = fields[0]
  const where = first !== undefined ? locate(pathOf(first)) : bodyAt(inBody?.index ?? 0)
  const places = [...fields, ...(inBody ? ['body'] : [])]
  const listed = places.length > 4 ? `${places.slice(0, 4).join(', ')} and ${places.length - 4} more` : places.join(', ')
  return { file, field: first ?? 'body', message: `unfinished: replace every ${UNFINISHED} with real text (${listed})`, ...where }
}
