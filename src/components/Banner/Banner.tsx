import { useStrings } from '../../i18n/useStrings.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import styles from './Banner.module.css'

/** The home page's invitation to get in touch; its button goes to contact. */
export function Banner() {
  const { t } = useStrings('home')
  const to = useLocalePath()
  return (
    <section className={styles.banner} aria-labelledby="banner-title">
      <div className={styles.inner}>
        <div>
          <h2 id="banner-title" className={styles.title}>
            {t('banner.title')}
          </h2>
          <p className={styles.text}>{t('banner.text')}</p>
        </div>
        <ButtonLink to={to('/contact')} variant="light">
          {t('banner.button')}
        </ButtonLink>
      </div>
    </section>
  )
}
