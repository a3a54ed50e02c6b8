import type MDXContent from '*.mdx'
import { serviceIndexes, serviceKeys } from 'virtual:content'
import { DEFAULT_LANG, type Lang } from '../i18n/languages.ts'
import { contentCache } from './cache.ts'
import { contentProblemsError } from './problems.ts'
import { useContentRead } from './reads.ts'
import type { Service, ServiceSummary } from './schemas.ts'
import type { TranslationState } from './translation.ts'

// Lives as long as this module: a content change in `npm run dev` re-runs it (cache.ts).
const useCached = contentCache()

export interface ServiceModule extends TranslationState {
  default: typeof MDXContent
  frontmatter: Service
}

const modules = import.meta.glob<ServiceModule>('/content/*/services/*.mdx')

const indexKey = (lang: Lang) => `services:${lang}`
const loadIndex = (lang: Lang) => async () => {
  const load = serviceIndexes[lang]
  return load ? ((await load()).default as ServiceSummary[]) : []
}
const moduleKey = (lang: Lang, key: string) => `service:${lang}:${key}`

export function hasService(lang: Lang, key: string): boolean {
  return serviceKeys[lang]?.includes(key) ?? false
}

export function allServiceKeys(lang: Lang): readonly string[] {
  return serviceKeys[lang] ?? []
}

/** The cards of one language, in their `order`. */
export function useServiceSummaries(lang: Lang): ServiceSummary[] {
  useContentRead(`virtual:content/services/${lang}`)
  return useCached(indexKey(lang), loadIndex(lang))
}

/** One service's frontmatter and MDX body; call only for a key that `hasService`. */
export function useServiceModule(lang: Lang, key: string): ServiceModule {
  useContentRead(`content/${lang}/services/${key}.mdx`)
  return useCached(moduleKey(lang, key), () => loadServiceModule(lang, key))
}

function loadServiceModule(lang: Lang, key: string): Promise<ServiceModule> {
  const load = modules[`/content/${lang}/services/${key}.mdx`]
  if (load) return load()
  // Only the dev server routes a key this language lacks (scripts/build/plugins/content.ts).
  const message = `content/${lang}/services/${key}.mdx: missing translation of content/${DEFAULT_LANG}/services/${key}.mdx`
  return Promise.reject(contentProblemsError([{ message }]))
}
