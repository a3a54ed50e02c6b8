import { useId } from 'react'
import { HONEYPOT_NAME } from './honeypot.ts'
import { useContactText } from './strings.tsx'
import styles from './HoneypotField.module.css'

/**
 * The spam trap: a plausible field inside the form, where a bot filling every input finds it, and
 * nowhere a person meets it: outside the layout, out of the tab order, hidden from screen readers,
 * left alone by autofill (see HONEYPOT_NAME). Uncontrolled, so a value typed before the island woke is still there on submit.
 * Its label asks to leave it empty, for the rare person who sees the page without its styles.
 * Never sent: the message is built from the form's five fields alone (send.ts).
 */
export function HoneypotField() {
  const t = useContactText()
  const id = useId()
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} name={HONEYPOT_NAME} type="url" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
