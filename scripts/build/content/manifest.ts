import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { writtenControlIssues } from './control-characters.ts'
import { editorErrors, zodIssues, type ContentIssue } from './issues.ts'
import { readJson } from './json.ts'
import { fieldAt, locatorOf } from './positions.ts'
import { urlProblem } from './urls.ts'

const sitePath = z
  .string({ error: 'expected a path on this site, like "/"' })
  .refine((url) => url.trim().startsWith('/') && urlProblem(url) === undefined, 'expected a path on this site, like "/"')

const color = z.string({ error: 'expected a colour like "#10243F"' }).regex(/^#[0-9a-fA-F]{3,8}$/, 'expected a colour like "#10243F"')

/** The fields of the web app manifest the site uses, and no other: a manifest can register handlers the browser runs (share_target). */
const manifestSchema = z.strictObject({
  name: z.string().min(1).max(60),
  short_name: z.string().min(1).max(30),
  description: z.string().max(300).optional(),
  lang: z.string().optional(),
  dir: z.enum(['ltr', 'rtl', 'auto']).optional(),
  id: sitePath.optional(),
  start_url: sitePath,
  scope: sitePath.optional(),
  display: z.enum(['fullscreen', 'standalone', 'minimal-ui', 'browser']),
  orientation: z.string().optional(),
  theme_color: color,
  background_color: color,
  icons: z
    .array(
      z.strictObject({
        src: sitePath,
        sizes: z.string().regex(/^\d+x\d+( \d+x\d+)*$|^any$/, 'expected sizes like "192x192"'),
        type: z.enum(['image/png', 'image/svg+xml', 'image/webp']),
        purpose: z.string().regex(/^(any|maskable|monochrome)( (any|maskable|monochrome))*$/, 'expected "any", "maskable" or both'),
      }),
    )
    .min(1, 'expected at least one icon'),
})

/** The problems of public/site.webmanifest: text, JSON, its fields, and icons that exist under public/. */
export function manifestIssues(root: string, file: string, bytes: Uint8Array): ContentIssue[] {
  const parsed = readJson(file, bytes)
  if ('issue' in parsed) return [parsed.issue]
  const { text, json } = parsed
  const locate = locatorOf(text)
  const issues = writtenControlIssues(file, text, (offset) => fieldAt(text, offset) ?? '')
  const checked = manifestSchema.safeParse(json, { error: editorErrors, reportInput: true })
  if (!checked.success) return [...issues, ...zodIssues(file, checked.error, locate)]
  checked.data.icons.forEach((icon, i) => {
    const path = icon.src.trim().split(/[?#]/)[0] ?? ''
    if (!existsSync(join(root, 'public', path))) {
      issues.push({ file, field: `icons[${i}].src`, message: `expected an icon at public${path}, found none`, ...locate(['icons', i, 'src']) })
    }
  })
  return issues
}
