import { useStrings } from '../../i18n/useStrings.ts'
import { useLang } from '../../i18n/LangContext.tsx'
import { LANGS, type Lang } from '../../i18n/languages.ts'
import { localePath } from '../../i18n/paths.ts'
import { Section } from '../ui/Section.tsx'
import styles from './OtherLanguagesHome.module.css'

/**
 * Each other language's way home, in that language, for a reader of the root not-found page with
 * scripts off. Hosts that send that one page for every unknown address (GitHub Pages, S3) send it
 * at /en/… and /pt/… too, where its script would show the address's language instead
 * (src/islands/not-found.ts); without scripts, these lines say it.
 */
export function OtherLanguagesHome() {
  const current = useLang()
  return (
    <noscript>
      <Section name="other-languages">
        <ul className={styles.list}>
          {LANGS.filter((lang) => lang !== current).map((lang) => (
            <WayHome key={lang} lang={lang} />
          ))}
        </ul>
      </Section>
    </noscript>
  )
}

function WayHome({ lang }: { lang: Lang }) {
  const { t } = useStrings('base', { lng: lang })
  return (
    <li lang={lang}>
      {t('notFound.title')}:{' '}
      <a href={localePath(lang, '/')} hrefLang={lang}>
        {t('notFound.home')}
      </a>
    </li>
  )
}
