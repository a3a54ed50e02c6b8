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

export const POST_KIND: ContentKind = { schema: postSchema, components: POST_COMPONENTS, requiredComponents: [] }

/** Each kind by its path under content/<lang>/. */
const KINDS: [path: RegExp, kind: ContentKind][] = [
  [/^services\/[a-z0-9_]+\.mdx$/, { schema: serviceSchema, components: SERVICE_COMPONENTS, requiredComponents: ['Description', 'Approach'] }],
  [/^blog\/[a-z0-9]+(-[a-z0-9]+)*\.mdx$/, POST_KIND],
  [/^about\.mdx$/, { schema: aboutSchema, components: {}, requiredComponents: [] }],
  [/^privacy-policy\.mdx$/, { schema: privacyPolicySchema, components: {}, requiredComponents: [] }],
]

/** `relative` is the path from the project root, like "content/en/services/integracion_crms.mdx". */
export function kindOf(relative: string): ContentKind | undefined {
  const rest = /^content\/[^/]*\/(.*)$/.exec(relative)?.[1]
  return rest === undefined ? undefined : KINDS.find(([path]) => path.test(rest))?.[1]
}
