import type { z } from 'zod'
import { aboutSchema, postSchema, privacyPolicySchema, serviceSchema } from '../../../src/content/schemas.ts'
import { POST_COMPONENTS, SERVICE_COMPONENTS, type ComponentRule } from './components.ts'

/** What kind of content a file under content/<lang>/ is, by its path. */
export interface ContentKind {
  schema: z.ZodType
  /** Components its body may use besides Markdown and HTML_ATTRIBUTES (mdx-tree.ts). */
  components: Readonly<Record<string, ComponentRule>>
  /** Components the body must contain exactly once. */
  requiredComponents: readonly string[]
}

const SERVICE_KIND: ContentKind = { schema: serviceSchema, components: SERVICE_COMPONENTS, requiredComponents: ['Description', 'Approach'] }
export const POST_KIND: ContentKind = { schema: postSchema, components: POST_COMPONENTS, requiredComponents: [] }
const ABOUT_KIND: ContentKind = { schema: aboutSchema, components: {}, requiredComponents: [] }
const POLICY_KIND: ContentKind = { schema: privacyPolicySchema, components: {}, requiredComponents: [] }

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
