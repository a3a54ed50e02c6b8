import { useId } from 'react'
import type { FieldText } from './fields'
import { useContactText } from './text'
import { MESSAGE_MAX_LENGTH, type TypedField } from './values'
import styles from './Field.module.css'

interface MessageFieldProps {
  text: FieldText
  value: string
  invalid: boolean
  readOnly: boolean
  onChange: (name: TypedField, value: string) => void
}

/** The message: at most 250 characters, a fixed size, and a count of what has been used. */
export function MessageField({ text, value, invalid, readOnly, onChange }: MessageFieldProps) {
  const t = useContactText()
  const id = useId()
  const countId = `${id}-count`
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.label} htmlFor={id}>
        {text.label}
      </label>
      <textarea
        id={id}
        name="message"
        className={`${styles.control} ${styles.message}`}
        value={value}
        placeholder={text.placeholder}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={6}
        required
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={countId}
        onChange={(event) => onChange('message', event.target.value)}
      />
      {/* Not a live region: announcing every keystroke would drown the typing out. */}
      <p id={countId} className={styles.count} data-full={value.length >= MESSAGE_MAX_LENGTH || undefined}>
        {t('form.characterCount', { count: value.length, max: MESSAGE_MAX_LENGTH })}
      </p>
    </div>
  )
}
