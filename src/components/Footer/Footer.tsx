import { useStrings } from '../../i18n/useStrings.ts'
import { Link } from 'react-router-dom'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import { site } from '../../site.ts'
import { NAV_ITEMS } from '../Header/navItems.ts'
import styles from './Footer.module.css'

export function Footer() {
  const { t } = useStrings('base')
  const to = useLocalePath()

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <img src="/images/logo-white.svg" alt="" width="40" height="40" />
          <p className={styles.name}>{site.name}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')} className={styles.links}>
          <ul>
            {NAV_ITEMS.map(({ path, label }) => (
              <li key={path}>
                <Link to={to(path)}>{t(label)}</Link>
              </li>
            ))}
            <li>
              <Link to={to('/blog')}>{t('blog.title')}</Link>
            </li>
            <li>
              <Link to={to('/privacy-policy')}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.contact}>
          <p>
            <span className={styles.label}>{t('footer.phoneLabel')}: </span>
            {/* Non-breaking spaces keep the number on one line. */}
            <a href={`tel:${site.phone}`}>{site.phoneDisplay.replace(/ /g, '\u00a0')}</a>
          </p>
          <ul className={styles.social}>
            {site.social.map(({ id, href }) => (
              <li key={id}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  {/* The icon names the link: its alt text is the link's accessible name. */}
                  <img
                    src={`/images/social/${id}.svg`}
                    alt={t(`footer.social.${id}`, { company: site.name })}
                    width="40"
                    height="40"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: site.copyrightYear, company: site.name })}</p>
    </footer>
  )
}
