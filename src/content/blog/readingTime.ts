/** Words an adult reads per minute on screen, in any of the site's three languages. */
export const WORDS_PER_MINUTE = 220

/**
 * Minutes to read an MDX body, at least one. Prose counts in full; code counts a third, since
 * readers skim it; tags, attribute values, Markdown punctuation and notes for editors
 * (MDX comments, never published) do not count.
 */
export function readingMinutes(body: string): number {
  const code = [...body.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').join(' ')
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
  const words = countWords(prose) + countWords(code) / 3
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0
}
