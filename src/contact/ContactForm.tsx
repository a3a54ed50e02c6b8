import { useMemo, useRef } from 'react'
import { Notification, type NotificationTone } from '../components/Notification/Notification.tsx'
import { NotificationRegion } from '../components/Notification/NotificationRegion.tsx'
import buttonStyles from '../components/ui/Button.module.css'
import type { FieldTexts } from './fields.ts'
import { HoneypotField } from './HoneypotField.tsx'
import { MessageField } from './MessageField.tsx'
import { useContactText } from './strings.tsx'
import { TextField } from './TextField.tsx'
import { useContactForm } from './useContactForm.ts'
import { useHydrated } from './useHydrated.ts'
import type { Outcome } from './useSubmitNotice.ts'
import styles from './ContactForm.module.css'

/** A service the visitor may be asking about: its key (the hidden field's value) and its title. */
export interface ServiceChoice {
  key: string
  title: string
}

interface ContactFormProps {
  fields: FieldTexts
  services: readonly ServiceChoice[]
  /** The id of the heading that names the form. */
  labelledBy?: string
}

const TONES: Record<Outcome, NotificationTone> = { success: 'success', incomplete: 'warning', error: 'error' }

/**
 * The contact form: the four fields a visitor fills, the hidden service, and a spam trap no person
 * sees (HoneypotField). What is sent is built from the five fields' state, never read off the form.
 */
export function ContactForm({ fields, services, labelledBy }: ContactFormProps) {
  const t = useContactText()
  const formRef = useRef<HTMLFormElement>(null)
  const serviceKeys = useMemo(() => services.map((service) => service.key), [services])
  const { values, selectedService, validity, sending, notice, dismiss, change, submit } = useContactForm(serviceKeys, formRef)
  const hydrated = useHydrated()
  const service = services.find((choice) => choice.key === selectedService)
  const common = { readOnly: sending, onChange: change }

  return (
    <>
      {/* noValidate: the form's own checks and messages (docs/product.md, "Validation") run on submit, not the browser's bubbles. */}
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby={labelledBy}>
        {service && <p className={styles.subject}>{t('form.selectedService', { service: service.title })}</p>}
        <input type="hidden" name="selected_service" value={selectedService} />
        <div className={styles.fields}>
          <TextField
            name="user_name"
            type="text"
            autoComplete="name"
            wide
            text={fields.user_name}
            value={values.user_name}
            invalid={validity.user_name === false}
            {...common}
          />
          <TextField
            name="user_email"
            type="email"
            autoComplete="email"
            text={fields.user_email}
            value={values.user_email}
            invalid={validity.user_email === false}
            {...common}
          />
          <TextField
            name="user_phone"
            type="tel"
            autoComplete="tel"
            text={fields.user_phone}
            value={values.user_phone}
            invalid={validity.user_phone === false}
            {...common}
          />
          <MessageField text={fields.message} value={values.message} invalid={validity.message === false} {...common} />
        </div>
        <HoneypotField />
        <div className={styles.actions}>
          {/* Disabled until the island runs: before, a submit would put the message in a GET's URL.
              aria-disabled while sending keeps focus on the button; the submit handler ignores it. */}
          <button
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.submit}`}
            disabled={!hydrated}
            aria-disabled={sending || undefined}
          >
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {!hydrated ? t('form.preparing') : sending ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
      <NotificationRegion urgent={notice?.outcome === 'error'}>
        {notice && (
          <Notification
            key={notice.id}
            tone={TONES[notice.outcome]}
            message={t(`notifications.${notice.outcome}`)}
            onClose={dismiss}
            closeLabel={t('notifications.close')}
          />
        )}
      </NotificationRegion>
    </>
  )
}
