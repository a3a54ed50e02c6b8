declare module 'virtual:content' {
  // Ambient modules cannot import relative paths, so the card type is restated loosely here;
  // src/content/services.ts narrows it to ServiceSummary.
  /** Each language's service keys: the file names under content/<lang>/services/. */
  export const serviceKeys: Record<string, string[] | undefined>
  /** Each language's card data, sorted by `order`, loaded on demand. */
  export const serviceIndexes: Record<string, (() => Promise<{ default: unknown[] }>) | undefined>
  /** Each language's UI strings, every namespace in one module, loaded on demand. */
  export const stringsByLang: Record<string, (() => Promise<{ default: Record<string, Record<string, unknown>> }>) | undefined>
  /** Each language's blog pages as this build shows them: post slugs, tags, list pages. */
  export const blogRoutes: Record<string, { slugs: string[]; tags: string[]; pages: number } | undefined>
  /** Each language's visible posts (newest first) and their bodies, loaded on demand. */
  export const blogIndexes: Record<
    string,
    | (() => Promise<{
        default: unknown[]
        bodies: Record<string, () => Promise<unknown>>
        problems: Record<string, { message: string; frame?: string }[]>
      }>)
    | undefined
  >
}

declare module 'virtual:content' {
  /** Each language's strings files behind their Spanish original, by namespace (src/content/translation.ts), loaded on demand. */
  export const translationIndexes: Record<string, (() => Promise<{ default: Record<string, unknown> }>) | undefined>
}

declare module '*.mdx' {
  import type { ComponentType, ReactElement, ReactNode } from 'react'
  export type MDXComponents = Record<string, ComponentType<{ children?: ReactNode }>>
  export const frontmatter: unknown
  export default function MDXContent(props: { components?: MDXComponents }): ReactElement
}

declare module 'virtual:image-sizes' {
  /** Each raster's [width, height] under public/, by its public path ("/images/hero/home.jpg"). */
  const sizes: Record<string, readonly [number, number] | undefined>
  export default sizes
}
