import type { MDXComponents } from '*.mdx'
import type { ReactNode } from 'react'

// A service's MDX body holds two blocks, <Description> and <Approach>, shown in different
// sections of its page: the body renders once per section, showing only that section's block.
const Show = ({ children }: { children?: ReactNode }) => <>{children}</>
const Hide = () => null

/** The allow-list of what MDX may use, mirrored by scripts/build/content/kinds.ts. */
export const showDescription: MDXComponents = { Description: Show, Approach: Hide }
export const showApproach: MDXComponents = { Description: Hide, Approach: Show }
