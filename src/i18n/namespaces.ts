/** The i18next namespaces; each is one JSON file per language under content/<lang>/strings/. */
export const NAMESPACES = ['base', 'home', 'services', 'contact', 'about', 'politics'] as const
export type Namespace = (typeof NAMESPACES)[number]
export type Strings = Record<Namespace, Record<string, unknown>>
