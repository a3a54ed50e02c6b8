/** vite-react-ssg's tracker of the modules a page's render uses: defined while a build prerenders. */
const TRACKER = '__VITE_REACT_SSG_TRACK_SSR_MODULE__'

/**
 * Notes that the page being prerendered reads a content file's body (`content/es/blog/<slug>.mdx`),
 * for the build's page cache (scripts/build/cache/page-cache.ts): a page is rendered again when a body
 * it read has changed, and reused otherwise. Every read of a post's or a service's body goes
 * through here. It rides on vite-react-ssg's own per-page tracker; in the browser and in the
 * dev server nothing defines it, and this does nothing.
 */
export function noteBodyRead(file: string): void {
  const note = (globalThis as Record<string, unknown>)[TRACKER]
  if (typeof note === 'function') note(file)
}
