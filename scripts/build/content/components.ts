import { z } from 'zod'
import { imagePath, text } from '../../../src/content/fields.ts'

/**
 * What one component accepts in an MDX body. Attributes are always written as text in quotes
 * (`width="800"`); the schema checks them and gives the component its types (a number for
 * width), which the build passes on as literals (scripts/build/content/remark-content.ts).
 */
export interface ComponentRule {
  attributes: z.ZodObject
  /** Whether it wraps text (`<Callout>…</Callout>`) or stands alone (`<Figure … />`). */
  children: boolean
}

const pixels = z
  .string({ error: 'expected a whole number of pixels in quotes, like "800"' })
  .regex(/^[1-9]\d{0,4}$/, 'expected a whole number of pixels in quotes, like "800"')
  .transform(Number)

const wrapper: ComponentRule = { attributes: z.strictObject({}), children: true }

/** A service's two blocks (src/components/mdx/serviceBlocks.tsx): text only, no attributes. */
export const SERVICE_COMPONENTS: Record<string, ComponentRule> = { Description: wrapper, Approach: wrapper }

/** A post's components (src/components/blog/mdx.tsx): a note, and an image with its caption. */
export const POST_COMPONENTS: Record<string, ComponentRule> = {
  Callout: wrapper,
  Figure: {
    attributes: z.strictObject({ src: imagePath, alt: text(3, 300), caption: text(3, 300), width: pixels, height: pixels }),
    children: false,
  },
}
