import { z } from 'zod'

/** Field types shared by the content schemas, with messages an editor can act on. */

export const text = (min = 1, max = 2000) =>
  z.string({ error: 'expected text' }).trim().min(min, `expected at least ${min} characters`).max(max, `expected at most ${max} characters`)

export const imagePath = z
  .string({ error: 'expected an image path like "/images/hero/home.jpg"' })
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
 * A calendar day, YYYY-MM-DD. YAML reads an unquoted `2025-03-14` as a timestamp, so a Date is
 * turned back into its day before the check.
 */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'expected a date like 2025-03-14 (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected a date like 2025-03-14 (YYYY-MM-DD)', abort: true })
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
    }, 'expected a real calendar day'),
)

/** A lowercase URL segment: letters, digits and single hyphens ("crm", "sitios-web"). */
export const slug = (what: string) =>
  z.string({ error: `expected ${what}` }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `expected ${what} in lowercase letters, digits and hyphens`)
