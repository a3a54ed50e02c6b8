import { useId } from 'react'
import { useStrings } from '../i18n/useStrings.ts'
import { useLang } from '../i18n/LangContext.tsx'
import { Island } from '../islands/Island.tsx'
import { site } from '../site.ts'
import type { ServiceChoice } from './ContactForm.tsx'
import { ContactIsland } from './ContactIsland.tsx'
import { readFieldTexts } from './fields.ts'
import { contactStrings } from './strings.tsx'
import styles from './ContactSection.module.css'

/**
 * The heading beside the form, and the form once its translated field texts are there:
 * "loading" until then (docs/product.md, "Pages"). Without JavaScript the form cannot send: the page says
 * so and offers the phone instead.
 */
export function ContactSection({ services }: { services: readonly ServiceChoice[] }) {
  const { t, i18n } = useStrings(['contact', 'base'])
  const lang = useLang()
  const headingId = useId()
  const fields = readFieldTexts(t('form.fields', { returnObjects: true }))
  const phone = <a href={`tel:${site.phone}`}>{site.phoneDisplay.replace(/ /g, '\u00a0')}</a>
  // The island names the service a message is about: its key and title are all it needs.
  const islandProps = () => ({
    strings: contactStrings(i18n.getResourceBundle(lang, 'contact') as Parameters<typeof contactStrings>[0]),
    services: services.map(({ key, title }) => ({ key, title })),
    labelledBy: headingId,
  })
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('form.title')}
        </h2>
        <p className={styles.intro}>{t('form.intro')}</p>
        <p className={styles.call}>
          {t('form.callInstead')} {phone}
        </p>
      </header>
      {fields ? (
        // The form's labels and options are not what a search for this page should find (src/search/kinds.ts).
        <div data-pagefind-ignore="all">
          <noscript>
            <p className={styles.noScript} role="note">
              {t('form.needsJavaScript')} {phone}
            </p>
          </noscript>
          {/* On the first touch, since the visitor is about to type; else once the page is idle,
              so that the button is ready by the time they reach it. */}
          <Island name="contact" load={['touch', 'idle']} component={ContactIsland} props={islandProps()} />
        </div>
      ) : (
        <p className={styles.loading} role="status">
          {t('loading', { ns: 'base' })}
        </p>
      )}
    </div>
  )
}
