import type { MDXComponents } from '*.mdx'
import type { ReactNode } from 'react'
import { Video } from './Video.tsx'

// A service's MDX body holds two blocks, <Description> and <Approach>, shown in different
// sections of its page: the body renders once per section, showing only that section's block
// (a <Video> goes inside one of them: scripts/build/content/components.ts).
const Show = ({ children }: { children?: ReactNode }) => <>{children}</>
const Hide = () => null

/** The allow-list of what MDX may use, mirrored by scripts/build/content/kinds.ts. */
export const showDescription = { Description: Show, Approach: Hide, Video } as unknown as MDXComponents
export const showApproach = { Description: Hide, Approach: Show, Video } as unknown as MDXComponents
