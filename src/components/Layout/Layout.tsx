import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useStrings } from '../../i18n/useStrings.ts'
import { Outlet } from 'react-router-dom'
import { LangContext } from '../../i18n/LangContext.tsx'
import { useContentRead } from '../../content/reads.ts'
import { i18nFor, stringsFailure } from '../../i18n/instances.ts'
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

function Frame() {
  const { t } = useStrings('base')
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  )
}
