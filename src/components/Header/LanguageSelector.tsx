import { useStrings } from '../../i18n/useStrings.ts'
import { useLocation, useMatches } from 'react-router-dom'
import { useLang } from '../../i18n/LangContext.tsx'
import { LANG_NAMES, type Lang } from '../../i18n/languages.ts'
import { localePath, neutralPath } from '../../i18n/paths.ts'
import styles from './Header.module.css'

// The selector's order: English, Español, Português (docs/product.md, "Languages").
const ORDER: readonly Lang[] = ['en', 'es', 'pt']

/**
 * Plain links to the same page in each language (docs/decisions.md, "Language links, not a
 * language switch"): they work at first paint and
 * without JavaScript, and the browser prerenders the one a visitor is about to choose. The
 * contact island adds the selected service to them (src/contact/useServiceFromAddress.ts).
 */
export function LanguageSelector() {
  const { t } = useStrings('base')
  const current = useLang()
  const { pathname } = useLocation()
  // A path no page answers has no translation: offer each language's home instead.
  const notFound = useMatches().some((match) => (match.handle as { notFound?: boolean } | undefined)?.notFound)
  const target = (lang: Lang) => localePath(lang, notFound ? '/' : neutralPath(pathname))

  return (
    <nav aria-label={t('languageSelector.label')} className={styles.languages}>
      <ul className={styles.languageList}>
        {ORDER.map((lang) => (
          <li key={lang}>
            <a
              href={target(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              className={styles.languageLink}
              data-lang-link
            >
              {LANG_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
