import { z } from 'zod'
import { imagePath, text } from '../../../src/content/fields.ts'
import { VIDEO_PLAYERS, type VideoProvider } from '../../../src/islands/video-players.ts'

/** What one component accepts in an MDX body: attributes written as text in quotes, which its schema types. */
export interface ComponentRule {
  attributes: z.ZodObject
  /** Whether it wraps text (`<Callout>…</Callout>`) or stands alone (`<Figure … />`). */
  children: boolean
  /** Components it must sit inside, any one of them. */
  inside?: readonly string[]
}

const PIXELS = 'expected a whole number of pixels in quotes, like "800"'
const pixels = z
  .string({ error: PIXELS })
  .regex(/^[1-9]\d{0,4}$/, PIXELS)
  .transform(Number)

const wrapper: ComponentRule = { attributes: z.strictObject({}), children: true }

/** Where an editor finds a video's id, by provider. */
const VIDEO_ID: Record<VideoProvider, string> = {
  youtube: `a YouTube id: the 11 letters, digits, - or _ after "v=" in the video's address`,
  vimeo: "a Vimeo id: the digits at the end of the video's address (vimeo.com/76979871)",
}

const video = (inside?: readonly string[]): ComponentRule => ({
  attributes: z
    .strictObject({
      provider: z.enum(Object.keys(VIDEO_PLAYERS) as VideoProvider[], { error: 'expected "youtube" or "vimeo"' }),
      id: z.string({ error: "expected the video's id" }),
      title: text(3, 100),
      // A raster, which the site serves at its sizes as it does covers.
      poster: imagePath.regex(/\.(jpe?g|png)$/, 'expected a JPEG or PNG poster (served in AVIF and WebP at the sizes the site uses)'),
    })
    .superRefine(({ provider, id }, context) => {
      if (!VIDEO_PLAYERS[provider].id.test(id))
        context.addIssue({ code: 'custom', path: ['id'], message: `expected ${VIDEO_ID[provider]}, found "${id}"` })
    }),
  children: false,
  ...(inside && { inside }),
})

/** A service's two blocks (src/components/mdx/serviceBlocks.tsx), and a video inside either, which shows in that one's section. */
export const SERVICE_COMPONENTS: Record<string, ComponentRule> = {
  Description: wrapper,
  Approach: wrapper,
  Video: video(['Description', 'Approach']),
}

/** A post's components (src/components/blog/mdx.tsx). */
export const POST_COMPONENTS: Record<string, ComponentRule> = {
  Callout: wrapper,
  Figure: {
    attributes: z.strictObject({ src: imagePath, alt: text(3, 300), caption: text(3, 300), width: pixels, height: pixels }),
    children: false,
  },
  Video: video(),
}
