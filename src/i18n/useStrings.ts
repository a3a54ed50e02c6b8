import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { I18nContext } from 'react-i18next'
import type { Lang } from './languages.ts'
import type { Namespace } from './namespaces.ts'

type Translate = (key: string, options?: object) => unknown

/** Per resource store (the root instance and its language clones share one): a `t` per language and namespaces. */
const translators = new WeakMap<object, Map<string, Translate>>()

/**
 * What a call is remembered by: its key, and its options when each is a plain value (a count, a
 * page number, a tag's name), written in the call's own order. Undefined (asked again each time)
 * when an option is an object or a function, whose contents could change between calls.
 */
function callKey(key: string, options: object | undefined): string | undefined {
  if (options === undefined) return key
  const entries = Object.entries(options)
  for (const [, value] of entries) if (typeof value === 'object' || typeof value === 'function') return undefined
  return `${key}\0${JSON.stringify(entries)}`
}

/**
 * `t` for one language and namespaces, the same function on every call, remembering what it
 * returned for a key and its plain options. Pages ask the same few dozen keys hundreds of times
 * (a header, a footer and a card per post, each card its reading time): react-i18next's
 * useTranslation made a new fixed `t` and copied the instance's properties for every component,
 * and i18next resolved each key (and plural) again; together about a sixth of the time a build
 * renders its pages. The strings still come from i18next, and whatever i18next adds to the store
 * (the dev server's reload of a strings file) forgets what was remembered.
 */
function translator(i18n: I18n, lng: string, ns: Namespace | readonly Namespace[]): Translate {
  let byLanguage = translators.get(i18n.store)
  if (!byLanguage) {
    const forget = () => byLanguage?.clear()
    byLanguage = new Map()
    translators.set(i18n.store, byLanguage)
    i18n.store.on('added', forget)
    i18n.store.on('removed', forget)
  }
  const id = `${lng}|${[ns].flat().join(',')}`
  let t = byLanguage.get(id)
  if (!t) {
    const fixed = i18n.getFixedT(lng, ns as Namespace) as unknown as Translate
    const asked = new Map<string, unknown>()
    t = (key, options) => {
      const call = callKey(key, options)
      if (call === undefined) return fixed(key, options)
      if (!asked.has(call)) asked.set(call, fixed(key, options))
      return asked.get(call)
    }
    byLanguage.set(id, t)
  }
  return t
}

/**
 * The page's strings, from the i18next instance the page renders with (Layout's I18nextProvider):
 * `const { t } = useStrings('base')`, typed as i18next's own `t`. `lng` reads another language's
 * strings (the 404 page's ways home).
 */
export function useStrings<N extends Namespace | readonly Namespace[]>(ns: N, options: { lng?: Lang } = {}): { t: TFunction<N>; i18n: I18n } {
  const { i18n } = useContext(I18nContext) as { i18n: I18n }
  return { t: translator(i18n, options.lng ?? i18n.language, ns) as unknown as TFunction<N>, i18n }
}
