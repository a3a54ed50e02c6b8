import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, LANGS, type Lang } from './languages.ts'
import { NAMESPACES, type Strings } from './namespaces.ts'
import { loadStrings } from './strings.ts'

// One root instance owns the resource store; each language gets a clone that shares that store
// but keeps its own language. Pages render with their language's clone, so prerendering several
// languages at once never switches a language under another page's feet.
const root = i18next.createInstance()
void root.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: [...NAMESPACES],
  defaultNS: 'base',
  resources: {},
  initAsync: false,
  // Opt-in with I18N_DEBUG=1 (docs/decisions.md, "i18next debug logging is opt-in"): its settings
  // dump on every start and change buried the editor's own messages. Pages render in Node; a browser
  // has no `process`.
  debug: typeof process !== 'undefined' && process.env.I18N_DEBUG === '1',
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
})

const clones = new Map<Lang, i18n>()
const pending = new Map<Lang, Promise<void>>()
const failures = new Map<Lang, unknown>()

/**
 * Why a language's strings could not be loaded (under `npm run dev`, a strings file with a
 * problem): its pages throw it, so only they show the problem (src/main.tsx).
 */
export function stringsFailure(lang: Lang): unknown {
  return failures.get(lang)
}

export function i18nFor(lang: Lang): i18n {
  let clone = clones.get(lang)
  if (!clone) {
    clone = root.cloneInstance({ lng: lang, initAsync: false })
    clones.set(lang, clone)
  }
  return clone
}

export function hasStrings(lang: Lang): boolean {
  return NAMESPACES.every((ns) => root.hasResourceBundle(lang, ns))
}

/** Adds strings that are already at hand (the ones inlined in the page). */
export function primeStrings(lang: Lang, strings: Strings): void {
  for (const ns of NAMESPACES) root.addResourceBundle(lang, ns, strings[ns] ?? {}, true, true)
}

/** Loads a language's strings once; later calls share the first load. */
export function ensureStrings(lang: Lang): Promise<void> {
  if (hasStrings(lang)) return Promise.resolve()
  let load = pending.get(lang)
  if (!load) {
    load = loadStrings(lang).then(
      (strings) => {
        failures.delete(lang)
        primeStrings(lang, strings)
      },
      (error: unknown) => {
        pending.delete(lang) // let a later visit retry after a failed fetch
        failures.set(lang, error)
        throw error
      },
    )
    pending.set(lang, load)
  }
  return load
}
