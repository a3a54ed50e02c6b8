import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router-dom'
import { useLang } from '../../i18n/LangContext'
import { LANG_NAMES, type Lang } from '../../i18n/languages'
import { localePath, neutralPath } from '../../i18n/paths'
import { rememberLang } from '../../i18n/preference'
import styles from './Header.module.css'

// The selector's order: English, Español, Português (spec section 1).
const ORDER: readonly Lang[] = ['en', 'es', 'pt']

/**
 * Links to the same page in each language; switching keeps the page, its scroll position and
 * its history state. The hrefs carry no query or hash, so they match the prerendered HTML.
 */
export function LanguageSelector({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation('base')
  const current = useLang()
  const { pathname, state } = useLocation()
  // A path no page answers has no translation: offer each language's home instead.
  const notFound = useMatches().some((match) => (match.handle as { notFound?: boolean } | undefined)?.notFound)
  const target = (lang: Lang) => localePath(lang, notFound ? '/' : neutralPath(pathname))

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
              // What the page keeps in history state (the contact form's service) goes along.
              state={state}
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
