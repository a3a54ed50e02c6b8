import { isUtf8 } from 'node:buffer'
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { variantsCached } from '../plugins/responsive-images.ts'
import { writtenControlIssues } from './control-characters.ts'
import { brokenImage, describeBytes, IMAGE_EXTENSIONS, imageEnd, imageKindOf, KIND_NAMES, type ImageKind } from './image-bytes.ts'
import { editorErrors, zodIssues, type ContentIssue } from './issues.ts'
import { readJson } from './source.ts'
import { fieldAt, locatorOf } from './positions.ts'
import { svgProblems } from './svg.ts'
import { urlProblem } from './urls.ts'

/** The manifest: one file, at the root, under the name every page links. */
const MANIFEST = 'site.webmanifest'

/** A good JPEG cover of 2400×1600 is 300-600 KB: 2 MiB leaves room for a PNG screenshot and refuses a camera's original. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** 8000×5000: a few kilobytes can claim a huge picture, which the build would decode into gigabytes. */
const MAX_IMAGE_PIXELS = 40_000_000
/** The site's own SVGs are 0.3-1 KB; one over 100 KB carries a raster picture or an editor's data. */
const MAX_SVG_BYTES = 100 * 1024
const MAX_MANIFEST_BYTES = 16 * 1024

const ALLOWED = `an image (${[...Object.keys(IMAGE_EXTENSIONS), 'svg'].map((ext) => `.${ext}`).join(', ')})`

const SITE_PATH = 'expected a path on this site, like "/"'
const sitePath = z.string({ error: SITE_PATH }).refine((url) => url.trim().startsWith('/') && urlProblem(url) === undefined, SITE_PATH)

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
function manifestIssues(root: string, file: string, bytes: Uint8Array): ContentIssue[] {
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

/** What a browser would do with a file public/ refuses, by its extension. */
function refusedBecause(ext: string): string {
  if (['js', 'mjs', 'cjs', 'wasm'].includes(ext)) return 'a browser would run it as a script'
  if (['html', 'htm', 'xhtml', 'shtml', 'xml', 'xsl', 'xslt', 'svgz', 'pdf', 'mht', 'mhtml'].includes(ext))
    return 'a browser would open it as a document'
  if (ext === 'css') return 'a stylesheet would restyle the pages that load it'
  return 'public/ holds images and site.webmanifest only'
}

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`

/** The problem of one raster image: its bytes against the kind its name says, anything after its end, its pixels, whether it decodes. */
async function imageProblem(root: string, bytes: Buffer, expected: ImageKind): Promise<string | undefined> {
  const kind = imageKindOf(bytes)
  if (kind !== expected) return `expected ${KIND_NAMES[expected]} image, as its name says, found ${describeBytes(bytes)}`
  const end = imageEnd(kind, bytes)
  if (end !== undefined && end < bytes.length)
    return `expected the file to end with its ${kind.toUpperCase()} image, found ${bytes.length - end} more bytes after it (a file that is also something else)`
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (width * height > MAX_IMAGE_PIXELS)
      return `expected at most ${MAX_IMAGE_PIXELS / 1e6} million pixels, found ${width}×${height} (export it smaller: the build decodes every image)`
    // Decoded whole, so that a broken file fails here and not minutes into a build, unless its variants were made from these bytes.
    if (!variantsCached(root, bytes, width)) await sharp(bytes, { failOn: 'error' }).raw().toBuffer()
  } catch {
    return `expected ${KIND_NAMES[kind]} image that decodes, ${brokenImage(kind, bytes)}`
  }
  return undefined
}

/** The problems of one file under public/, each `file: message`, or `file:line:col: message` inside an SVG. */
export async function publicFileIssues(root: string, file: string, link = lstatSync(join(root, file)).isSymbolicLink()): Promise<ContentIssue[]> {
  const issue = (message: string): ContentIssue[] => [{ file, field: '', message }]
  if (link) return issue('expected a file, found a symbolic link (copy the file itself into public/)')
  const name = file.split('/').at(-1) ?? ''
  const ext = extname(name).slice(1).toLowerCase()
  if (file === `public/${MANIFEST}`) {
    const bytes = readFileSync(join(root, file))
    if (bytes.length > MAX_MANIFEST_BYTES) return issue(`expected a manifest of at most ${kb(MAX_MANIFEST_BYTES)}, found ${kb(bytes.length)}`)
    return manifestIssues(root, file, bytes)
  }
  if (name.startsWith('.')) return issue('unexpected file: a hidden file is never published (remove it)')
  if (!(ext in IMAGE_EXTENSIONS) && ext !== 'svg')
    return issue(`expected ${ALLOWED} or public/${MANIFEST}, found a .${ext || name} file: ${refusedBecause(ext)}`)
  const bytes = readFileSync(join(root, file))
  const max = ext === 'svg' ? MAX_SVG_BYTES : MAX_IMAGE_BYTES
  if (bytes.length > max) return issue(`expected a file of at most ${kb(max)}, found ${kb(bytes.length)} (export it smaller)`)
  if (ext === 'svg') {
    if (!isUtf8(bytes)) return issue('expected an SVG in UTF-8 text, found bytes that are not')
    return svgProblems(new TextDecoder().decode(bytes)).map(({ line, col, message }) => ({ file, field: '', line, col, message }))
  }
  const problem = await imageProblem(root, bytes, IMAGE_EXTENSIONS[ext] as ImageKind)
  return problem ? issue(problem) : []
}

/** Every problem under public/, in path order, one image at a time: libvips says "Unknown error" when another decodes at once. */
export async function checkPublic(root: string): Promise<ContentIssue[]> {
  const entries = readdirSync(join(root, 'public'), { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => ({ path: relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'), link: entry.isSymbolicLink() }))
    .sort((a, b) => a.path.localeCompare(b.path))
  const issues: ContentIssue[] = []
  for (const { path, link } of entries) issues.push(...(await publicFileIssues(root, path, link)))
  return issues
}
