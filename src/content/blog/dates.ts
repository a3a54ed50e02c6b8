import type { Lang } from '../../i18n/languages'

/** The locale each language's dates are written in. */
const DATE_LOCALES: Record<Lang, string> = { es: 'es-UY', en: 'en-US', pt: 'pt-BR' }

/** A post's day (YYYY-MM-DD) as the language writes it: "14 de marzo de 2025", "March 14, 2025". */
export function formatPostDate(day: string, lang: Lang): string {
  // The day is a calendar day, not an instant: formatting in UTC keeps it the same day everywhere.
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}
