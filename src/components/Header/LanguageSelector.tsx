import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router-dom'
import { useLang } from '../../i18n/LangContext'
import { LANG_NAMES, type Lang } from '../../i18n/languages'
import { localePath, neutralPath } from '../../i18n/paths'
import { rememberLang } from '../../i18n/preference'
import styles from './Header.module.css'

// The selector's order: English, Español, Português (spec section 1).
const ORDER: readonly Lang[] = ['en', 'es', 'pt']

/** Links to the same page in each language; switching keeps the page and its scroll position. */
export function LanguageSelector({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation('base')
  const current = useLang()
  const { pathname, search, hash } = useLocation()
  // A path no page answers has no translation: offer each language's home instead.
  const notFound = useMatches().some((match) => (match.handle as { notFound?: boolean } | undefined)?.notFound)
  const target = (lang: Lang) => (notFound ? localePath(lang, '/') : `${localePath(lang, neutralPath(pathname))}${search}${hash}`)

  return (
    <nav aria-label={t('languageSelector.label')} className={styles.languages}>
      <ul className={styles.languageList}>
        {ORDER.map((lang) => (
          <li key={lang}>
            <Link
              to={target(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              className={styles.languageLink}
              preventScrollReset
              onClick={() => {
                rememberLang(lang)
                onChoose()
              }}
            >
              {LANG_NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
