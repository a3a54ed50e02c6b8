import { stringsByLang } from 'virtual:content'
import type { Lang } from './languages.ts'
import type { Strings } from './namespaces.ts'

/**
 * A language's strings, every namespace in one chunk, fetched only when a visitor switches to
 * it (scripts/build/plugins/content.ts). The language a page is rendered in arrives inlined in
 * its HTML instead (see boot.ts).
 */
export async function loadStrings(lang: Lang): Promise<Strings> {
  const load = stringsByLang[lang]
  if (!load) throw new Error(`No strings for ${lang} under content/${lang}/strings/`)
  return (await load()).default as Strings
}
