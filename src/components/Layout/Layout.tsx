import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useStrings } from '../../i18n/useStrings.ts'
import { Outlet, useMatches } from 'react-router-dom'
import { LangContext } from '../../i18n/LangContext.tsx'
import { useContentRead } from '../../content/reads.ts'
import { i18nFor, stringsFailure } from '../../i18n/instances.ts'
import { isSearchKind } from '../../search/kinds.ts'
import type { Lang } from '../../i18n/languages.ts'
import { Footer } from '../Footer/Footer.tsx'
import { Header } from '../Header/Header.tsx'
import styles from './Layout.module.css'

/** The frame of every page of one language: skip link, header, main, footer. */
export function Layout({ lang }: { lang: Lang }) {
  useContentRead(`virtual:content/strings/${lang}`)
  const failure = stringsFailure(lang)
  if (failure) throw failure // shown by the dev server on this language's pages (src/main.tsx)
  return (
    <I18nextProvider i18n={i18nFor(lang)}>
      <LangContext.Provider value={lang}>
        <Frame />
      </LangContext.Provider>
    </I18nextProvider>
  )
}

/**
 * Pagefind's marks for a page the route table indexes (`handle.search`): its <main> is what is
 * indexed, as that kind; a page without it (a list, the search page, a 404) is left out, since the
 * index holds only pages that carry the mark (scripts/build/steps/search-index.ts).
 */
function useSearchMarks(): Record<string, string> {
  const kind = (useMatches().at(-1)?.handle as { search?: unknown } | undefined)?.search
  return isSearchKind(kind) ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${kind}` } : {}
}

function Frame() {
  const { t } = useStrings('base')
  const searchMarks = useSearchMarks()
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main} {...searchMarks}>
        <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  )
}
