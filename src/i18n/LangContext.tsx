import { createContext, useCallback, useContext } from 'react'
import { DEFAULT_LANG, type Lang } from './languages.ts'
import { localePath } from './paths.ts'

export const LangContext = createContext<Lang>(DEFAULT_LANG)

/** The language of the page being rendered. */
export function useLang(): Lang {
  return useContext(LangContext)
}

/** Builds links into the current language: `const to = useLocalePath(); to('/about')`. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang()
  return useCallback((path: string) => localePath(lang, path), [lang])
}
