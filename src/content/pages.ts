import type MDXContent from '*.mdx'
import type { Lang } from '../i18n/languages.ts'
import { contentCache } from './cache.ts'
import { useContentRead } from './reads.ts'
import type { About, PrivacyPolicy } from './schemas.ts'
import type { TranslationState } from './translation.ts'

// Lives as long as this module: a content change in `npm run dev` re-runs it (cache.ts).
const useCached = contentCache()

export interface PageModule<T> extends TranslationState {
  default: typeof MDXContent
  frontmatter: T
}

const about = import.meta.glob<PageModule<About>>('/content/*/about.mdx')
const privacy = import.meta.glob<PageModule<PrivacyPolicy>>('/content/*/privacy-policy.mdx')

function loader<T>(files: Record<string, () => Promise<T>>, path: string): () => Promise<T> {
  return () => {
    const load = files[path]
    return load ? load() : Promise.reject(new Error(`${path} is missing`))
  }
}

const aboutLoader = (lang: Lang) => loader(about, `/content/${lang}/about.mdx`)
const privacyLoader = (lang: Lang) => loader(privacy, `/content/${lang}/privacy-policy.mdx`)

export function useAbout(lang: Lang) {
  useContentRead(`content/${lang}/about.mdx`)
  return useCached(`about:${lang}`, aboutLoader(lang))
}

export function usePrivacyPolicy(lang: Lang) {
  useContentRead(`content/${lang}/privacy-policy.mdx`)
  return useCached(`privacy:${lang}`, privacyLoader(lang))
}
