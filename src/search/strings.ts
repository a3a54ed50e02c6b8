import type { Lang } from '../i18n/languages.ts'
import type { SearchKind } from './kinds.ts'

/** What the search island says, in the page's language, resolved at build time (content/<lang>/strings/base.json, `search`). */
export interface SearchStrings {
  label: string
  submit: string
  /** With `{{query}}`. */
  resultsOne: string
  /** With `{{count}}` and `{{query}}`. */
  resultsOther: string
  /** With `{{query}}`. */
  noResults: string
  unavailable: string
  more: string
  everything: string
  kinds: Record<SearchKind, string>
}

/** The island's props: its strings, where its form goes, and the page's language, which writes a post's date. */
export interface SearchProps {
  strings: SearchStrings
  /** The search page's own address (`/en/search/`): the form's action, and where `?q=` is kept. */
  action: string
  lang: Lang
}

/** `template` with each `{{name}}` replaced by its value, as text. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
