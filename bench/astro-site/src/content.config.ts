import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'
import { z } from 'astro/zod'

const text = (min: number, max: number) => z.string().trim().min(min).max(max)
const isoDate = z.coerce.date().transform((d) => d.toISOString().slice(0, 10))

const posts = defineCollection({
  loader: glob({ pattern: '*/blog/*.mdx', base: './content' }),
  schema: z
    .strictObject({
      title: text(10, 70),
      description: text(50, 170),
      date: isoDate,
      updated: isoDate.optional(),
      author: z.string().regex(/^[a-z0-9-]+$/),
      tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1).max(5),
      image: z.string().startsWith('/images/'),
      draft: z.boolean().optional(),
    })
    .refine((post) => !post.updated || post.updated >= post.date, { path: ['updated'] }),
})

const services = defineCollection({
  loader: glob({ pattern: '*/services/*.mdx', base: './content' }),
  schema: z.looseObject({
    title: text(3, 60),
    description: text(20, 220),
    buttonLabel: text(2, 30),
    image: z.string().startsWith('/images/'),
    order: z.number().int().min(0),
    hero: z.looseObject({ title: text(2, 80) }),
  }),
})

export const collections = { posts, services }
