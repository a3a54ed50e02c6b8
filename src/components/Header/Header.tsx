import { useStrings } from '../../i18n/useStrings.ts'
import { Link, NavLink } from 'react-router-dom'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import { site } from '../../site.ts'
import styles from './Header.module.css'
import { LanguageSelector } from './LanguageSelector.tsx'
import { NAV_ITEMS } from './navItems.ts'

/**
 * The site's header. On narrow screens the menu is a native disclosure (<details>): it opens and
 * closes without JavaScript, and the browser tells assistive technology whether it is expanded.
 * Choosing a link closes it, since the next page starts with it closed. The page's small script
 * (src/islands/enhance.ts) adds Escape and a click outside. From 60rem the menu is always shown.
 */
export function Header() {
  const { t } = useStrings('base')
  const to = useLocalePath()

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={to('/')} className={styles.logo} aria-label={t('logoLabel')}>
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span className={styles.wordmark} aria-hidden="true">
            {site.name}
          </span>
        </Link>
        <details className={styles.disclosure} data-menu>
          <summary className={styles.toggle} aria-label={t('menu.label')}>
            <span className={styles.toggleBars} aria-hidden="true" />
          </summary>
          <div className={styles.menu}>
            <nav aria-label={t('nav.label')}>
              <ul className={styles.navList}>
                {NAV_ITEMS.map(({ path, label }) => (
                  <li key={path}>
                    <NavLink to={to(path)} end={path === '/'} className={styles.navLink}>
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSelector />
          </div>
        </details>
        {/* Beside the menu, not in it: one tap from any page, on a phone too. */}
        <NavLink to={to('/search')} className={styles.searchLink}>
          <svg className={styles.searchIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className={styles.searchLabel}>{t('search.nav')}</span>
        </NavLink>
      </div>
    </header>
  )
}
