import type { z } from 'zod'
import { POST_COMPONENTS, SERVICE_COMPONENTS, type ComponentRule } from './components.ts'
import { aboutSchema, postSchema, privacyPolicySchema, serviceSchema } from '../../../src/content/schemas.ts'

/** What kind of content a file under content/<lang>/ is, by its path. */
export interface ContentKind {
  name: string
  schema: z.ZodType
  /** Components an MDX body of this kind may use (besides Markdown and scripts/build/content/html.ts), with their attributes. */
  components: Readonly<Record<string, ComponentRule>>
  /** Components the body must contain exactly once. */
  requiredComponents: readonly string[]
}

export const SERVICE_KIND: ContentKind = {
  name: 'service',
  schema: serviceSchema,
  components: SERVICE_COMPONENTS,
  requiredComponents: ['Description', 'Approach'],
}
const ABOUT_KIND: ContentKind = { name: 'about', schema: aboutSchema, components: {}, requiredComponents: [] }
const POLICY_KIND: ContentKind = {
  name: 'privacy policy',
  schema: privacyPolicySchema,
  components: {},
  requiredComponents: [],
}

/** A blog post: Markdown, plus a figure with a caption and a callout (src/components/blog/mdx.tsx). */
export const POST_KIND: ContentKind = {
  name: 'post',
  schema: postSchema,
  components: POST_COMPONENTS,
  requiredComponents: [],
}

/** `relative` is the path from the project root, like "content/en/services/integracion_crms.mdx". */
export function kindOf(relative: string): ContentKind | undefined {
  const parts = relative.split('/')
  if (parts[0] !== 'content' || parts.length < 3) return undefined
  const rest = parts.slice(2).join('/')
  if (/^services\/[a-z0-9_]+\.mdx$/.test(rest)) return SERVICE_KIND
  if (/^blog\/[a-z0-9]+(-[a-z0-9]+)*\.mdx$/.test(rest)) return POST_KIND
  if (rest === 'about.mdx') return ABOUT_KIND
  if (rest === 'privacy-policy.mdx') return POLICY_KIND
  return undefined
}
