import { z } from 'zod'

/** Field types shared by the content schemas, with messages an editor can act on. */

export const text = (min = 1, max = 2000) =>
  z.string({ error: 'expected text' }).trim().min(min, `expected at least ${min} characters`).max(max, `expected at most ${max} characters`)

export const imagePath = z
  .string({ error: 'expected an image path like "/images/hero/home.jpg"' })
  // Another site's image would be blocked by the site's CSP (img-src 'self'): a broken image.
  .refine((path) => !/^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(path), {
    message: 'expected a local image: put the image in public/images/… and link it as /images/…',
    abort: true,
  })
  .regex(
    /^\/images\/[a-z0-9_\-/]+\.(jpg|jpeg|png|webp|avif|svg)$/,
    'expected an image path under /images/ in lowercase, like "/images/hero/home.jpg"',
  )

export const cssLength = z
  .string({ error: 'expected a CSS length like "400px" or "50vh"' })
  .regex(/^\d+(\.\d+)?(px|vh|svh|dvh|rem)$/, 'expected a CSS length like "400px" or "50vh"')

export const backgroundPosition = z.enum(['top', 'center', 'bottom'], {
  error: 'expected one of "top", "center", "bottom"',
})

export const meta = z.strictObject({
  title: text(10, 70),
  description: text(50, 170),
})

/** A hero: the image banner that opens a page. */
export const hero = z.strictObject({
  title: text(2, 90),
  paragraph: text(2, 300).optional(),
  backgroundImage: imagePath,
  height: cssLength.optional(),
  backgroundPosition: backgroundPosition.optional(),
})

/**
 * A calendar day, YYYY-MM-DD, as the editor wrote it: frontmatter keeps dates as text
 * (scripts/build/content/frontmatter.ts), so 2026-02-30 is refused here rather than read as March 2nd,
 * and a time or an offset is refused rather than moved to another day by a time zone.
 */
export const isoDate = z
  .string({ error: 'expected a date like 2025-03-14 (YYYY-MM-DD)' })
  .refine((day) => !/^\d{4}-\d{2}-\d{2}[Tt ]/.test(day), {
    message: 'expected the day alone, like 2025-03-14, without a time or an offset',
    abort: true,
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected a date like 2025-03-14 (YYYY-MM-DD)', abort: true })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
    },
    { error: (issue) => `expected a real day: ${String(issue.input)} is not a day of the calendar` },
  )

/** A lowercase URL segment: letters, digits and single hyphens ("crm", "sitios-web"). */
export const slug = (what: string) =>
  z.string({ error: `expected ${what}` }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `expected ${what} in lowercase letters, digits and hyphens`)
