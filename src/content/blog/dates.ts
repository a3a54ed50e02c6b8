import type { Lang } from '../../i18n/languages.ts'

/** The locale each language's dates are written in. */
const DATE_LOCALES: Record<Lang, string> = { es: 'es-UY', en: 'en-US', pt: 'pt-BR' }

// One formatter per language: making one costs far more than using it (every card of every list).
const formatters = new Map<Lang, Intl.DateTimeFormat>()

/** A post's day (YYYY-MM-DD) as the language writes it: "14 de marzo de 2025", "March 14, 2025". */
export function formatPostDate(day: string, lang: Lang): string {
  let format = formatters.get(lang)
  // The day is a calendar day, not an instant: formatting in UTC keeps it the same day everywhere.
  if (!format) formatters.set(lang, (format = new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' })))
  return format.format(new Date(`${day}T00:00:00Z`))
}
