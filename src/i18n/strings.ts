import type { Lang } from './languages'
import { NAMESPACES, type Strings } from './namespaces'

// Lazy: each language's strings are their own chunks, fetched only when a visitor switches to
// it. The language a page is rendered in arrives inlined in its HTML instead (see boot.ts).
const files = import.meta.glob<Record<string, unknown>>('/content/*/strings/*.json', {
  import: 'default',
})

export async function loadStrings(lang: Lang): Promise<Strings> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = files[`/content/${lang}/strings/${ns}.json`]
      if (!load) throw new Error(`content/${lang}/strings/${ns}.json is missing`)
      return [ns, await load()] as const
    }),
  )
  return Object.fromEntries(entries) as Strings
}
