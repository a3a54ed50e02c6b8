import type { ContentIssue } from './issues.ts'
import { leafPaths, pathOf, positionAt, valueAt, type Locate } from './positions.ts'

/** What a scaffold writes in place of every text (scripts/tools/scaffold/): nothing that says it can ship. */
export const UNFINISHED = 'TODO'
const MARK = new RegExp(`\\b${UNFINISHED}\\b`)

/** One problem for a file that still has scaffold text, at the first, listing the fields that have it. */
export function unfinishedIssue(file: string, data: unknown, source: string, bodyStart: number, locate: Locate): ContentIssue | undefined {
  const fields = leafPaths(data).filter((field) => MARK.test(String(valueAt(data, field))))
  const inBody = MARK.exec(source.slice(bodyStart))
  const places = [...fields, ...(inBody ? ['body'] : [])]
  if (!places.length) return undefined
  const first = fields[0]
  const where = first !== undefined ? locate(pathOf(first)) : positionAt(source, bodyStart + (inBody?.index ?? 0))
  const listed = places.length > 4 ? `${places.slice(0, 4).join(', ')} and ${places.length - 4} more` : places.join(', ')
  return { file, field: first ?? 'body', message: `unfinished: replace every ${UNFINISHED} with real text (${listed})`, ...where }
}
