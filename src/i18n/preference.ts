import type { Lang } from './languages'

const KEY = 'preferred-lang'

/** Remembers the language a visitor chose in the selector (decisions.md). */
export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang)
  } catch {
    // Storage can be unavailable (private mode, disabled); the switch itself still works.
  }
}
