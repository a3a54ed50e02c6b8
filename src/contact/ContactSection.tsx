import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '../site'
import { ContactForm, type ServiceChoice } from './ContactForm'
import { readFieldTexts } from './fields'
import styles from './ContactSection.module.css'

/**
 * The heading beside the form, and the form once its translated field texts are there:
 * "loading" until then (spec section 2).
 */
export function ContactSection({ services }: { services: readonly ServiceChoice[] }) {
  const { t } = useTranslation(['contact', 'base'])
  const headingId = useId()
  const fields = readFieldTexts(t('form.fields', { returnObjects: true }))
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('form.title')}
        </h2>
        <p className={styles.intro}>{t('form.intro')}</p>
        <p className={styles.call}>
          {t('form.callInstead')} <a href={`tel:${site.phone}`}>{site.phoneDisplay.replace(/ /g, '\u00a0')}</a>
        </p>
      </header>
      {fields ? (
        <ContactForm fields={fields} services={services} labelledBy={headingId} />
      ) : (
        <p className={styles.loading} role="status">
          {t('loading', { ns: 'base' })}
        </p>
      )}
    </div>
  )
}
