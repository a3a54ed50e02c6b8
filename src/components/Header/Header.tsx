import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router-dom'
import { useLocalePath } from '../../i18n/LangContext'
import { site } from '../../site'
import styles from './Header.module.css'
import { LanguageSelector } from './LanguageSelector'
import { NAV_ITEMS } from './navItems'

const MENU_ID = 'site-menu'

export function Header() {
  const { t } = useTranslation('base')
  const to = useLocalePath()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={to('/')} className={styles.logo} aria-label={t('logoLabel')} onClick={close}>
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span className={styles.wordmark} aria-hidden="true">
            {site.name}
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t('menu.close') : t('menu.open')}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleBars} aria-hidden="true" />
        </button>
        <div id={MENU_ID} className={styles.menu} data-open={open}>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {NAV_ITEMS.map(({ path, label }) => (
                <li key={path}>
                  <NavLink to={to(path)} end={path === '/'} className={styles.navLink} onClick={close}>
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSelector onChoose={close} />
        </div>
      </div>
    </header>
  )
}
