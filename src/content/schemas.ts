import { z } from 'zod'
import { hero, imagePath, isoDate, meta, slug, text } from './fields.ts'
import { VALUE_IDS } from './sections.ts'

/**
 * One schema per kind of content file. The build (scripts/build/plugins/content.ts) and
 * `npm run check:content` both run them; the page types below come from them.
 */

/** content/<lang>/services/<key>.mdx; the key is the file name and the URL slug. */
export const serviceSchema = z.strictObject({
  title: text(3, 60),
  description: text(20, 220),
  buttonLabel: text(2, 30),
  image: imagePath,
  order: z.number({ error: 'expected a number (position on the services grid)' }).int().min(0),
  meta,
  hero,
  benefits: z.array(z.strictObject({ description: text(10, 300), image: imagePath.optional() })).min(1, 'expected at least one benefit'),
  whatWeOffer: z
    .array(z.strictObject({ title: text(3, 80), description: text(10, 400), image: imagePath.optional() }))
    .min(1, 'expected at least one offer'),
  caseStudies: z
    .array(z.strictObject({ title: text(3, 100), result: text(3, 200).optional(), image: imagePath }))
    .min(1, 'expected at least one case study'),
  whyChooseUs: z.array(text(5, 200)).min(1, 'expected at least one reason'),
  callToAction: z.strictObject({ text: text(3, 60) }),
})
export type Service = z.infer<typeof serviceSchema>
/** What a service card needs: the frontmatter fields the home and services pages show. */
export type ServiceSummary = Pick<Service, 'title' | 'description' | 'buttonLabel' | 'image' | 'order'> & {
  key: string
}

/**
 * content/<lang>/blog/<slug>.mdx; the slug is the file name and the URL. Authors and tags are
 * keys whose names live in strings/base.json (blog.authors, blog.tags), checked by check:content.
 */
export const postSchema = z
  .strictObject({
    // At most 70: the page's <title> is the post's title, with the company's name when it fits.
    title: text(10, 70),
    description: text(50, 170),
    date: isoDate,
    updated: isoDate.optional(),
    author: slug('an author key like "lucia-fernandez"'),
    tags: z.array(slug('a tag like "crm"')).min(1, 'expected at least one tag').max(5, 'expected at most five tags'),
    image: imagePath,
    draft: z.boolean({ error: 'expected true or false' }).optional(),
  })
  .refine((post) => !post.updated || post.updated >= post.date, {
    message: 'expected a day on or after the date the post was published',
    path: ['updated'],
  })
export type Post = z.output<typeof postSchema>
/** What a card, a feed item and the build need of a post: its frontmatter, slug and length. */
export type PostSummary = Post & { slug: string; readingMinutes: number }

const section = z.strictObject({ sectionTitle: text(2, 80), text: text(10, 1500) })

/** content/<lang>/about.mdx; its MDX body is the intro text. */
export const aboutSchema = z.strictObject({
  meta,
  hero,
  intro: z.strictObject({ sectionTitle: text(2, 80) }),
  mission: section,
  vision: section,
  values: z.strictObject({
    sectionTitle: text(2, 80),
    icons: z
      .array(
        z.strictObject({
          id: z.enum(VALUE_IDS, { error: `expected one of ${VALUE_IDS.join(', ')}` }),
          icon: imagePath,
          alt: text(2, 120),
          label: text(2, 40),
        }),
      )
      .length(5, 'expected exactly the five values')
      .refine((icons) => icons.every((v, i) => v.id === VALUE_IDS[i]), {
        message: `expected the values in this order: ${VALUE_IDS.join(', ')}`,
      }),
  }),
  uniqueProposition: z.strictObject({ title: text(2, 90), text: text(10, 1500) }),
})
export type About = z.infer<typeof aboutSchema>

const policyText = z.strictObject({ title: text(2, 90), text: text(10, 3000) })
const policyList = z.strictObject({
  title: text(2, 90),
  text: text(10, 1000).optional(),
  items: z.array(text(2, 400)).min(1, 'expected at least one item'),
})

/** content/<lang>/privacy-policy.mdx; everything lives in the frontmatter. */
export const privacyPolicySchema = z.strictObject({
  meta,
  hero,
  title: text(2, 90),
  effectiveDateLabel: text(2, 60),
  effectiveDate: z.literal('9/4/2025', { error: 'expected the effective date "9/4/2025"' }),
  sections: z.strictObject({
    intro: policyText.refine((s) => s.text.includes('18.331'), {
      message: "expected the intro to cite Uruguay's law no. 18.331",
      path: ['text'],
    }),
    infoCollected: policyList.extend({
      items: z.array(text(2, 200)).length(7, 'expected the seven kinds of information'),
    }),
    usage: policyList,
    sharing: policyList,
    security: policyText,
    rights: policyText,
    cookies: policyText,
    links: policyText,
    updates: policyText,
    contact: z.strictObject({
      title: text(2, 90),
      text: text(10, 1000),
      address: z.array(text(2, 120)).min(2, 'expected the address on several lines'),
    }),
  }),
})
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>

/** content/<lang>/strings/home.json: the home page texts and the three testimonials. */
export const homeStringsSchema = z.strictObject({
  meta,
  hero: z.strictObject({ title: text(2, 80), subtitle: text(10, 200), backgroundImage: imagePath }),
  services: z.strictObject({ title: text(2, 80), intro: text(10, 300) }),
  testimonials: z.strictObject({
    title: text(2, 80),
    items: z
      .array(
        z.strictObject({
          nombre: text(3, 60),
          altText: text(3, 120),
          posicion: text(2, 80),
          empresa: text(2, 80),
          testimonial: text(20, 400),
        }),
      )
      .length(3, 'expected exactly three testimonials'),
  }),
  banner: z.strictObject({ title: text(2, 90), text: text(10, 300), button: text(2, 40) }),
  contactButton: text(2, 40),
})
export type HomeStrings = z.infer<typeof homeStringsSchema>
