import { useStrings } from '../../i18n/useStrings.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import styles from './BlogCallToAction.module.css'

/** The end of every post: an invitation to the contact form. */
export function BlogCallToAction() {
  const { t } = useStrings('base')
  const to = useLocalePath()
  return (
    // The same on every post: not what a search for one should find (src/search/kinds.ts).
    <aside className={styles.cta} aria-labelledby="blog-cta-title" data-pagefind-ignore="all">
      <h2 id="blog-cta-title" className={styles.title}>
        {t('blog.cta.title')}
      </h2>
      <p>{t('blog.cta.text')}</p>
      <ButtonLink to={to('/contact')}>{t('blog.cta.button')}</ButtonLink>
    </aside>
  )
}
