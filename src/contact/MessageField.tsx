import { useId } from 'react'
import type { FieldText } from './fields.ts'
import { useContactText } from './strings.tsx'
import { messageLength } from './validate.ts'
import { MESSAGE_MAX_LENGTH, type TypedField } from './values.ts'
import styles from './Field.module.css'

interface MessageFieldProps {
  text: FieldText
  value: string
  invalid: boolean
  readOnly: boolean
  onChange: (name: TypedField, value: string) => void
}

/**
 * The message: at most 250 characters, a fixed size, and a count of what has been used. Typing
 * stops at the limit (`maxlength`); a longer text that got in anyway (a restored draft) is kept
 * whole, and the count says how much is over, for the visitor to shorten it.
 */
export function MessageField({ text, value, invalid, readOnly, onChange }: MessageFieldProps) {
  const t = useContactText()
  const id = useId()
  const countId = `${id}-count`
  const count = messageLength(value)
  const excess = count - MESSAGE_MAX_LENGTH
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
      <p id={countId} className={styles.count} data-full={excess === 0 || undefined} data-over={excess > 0 || undefined}>
        {excess > 0
          ? t('form.characterCountOver', { count, max: MESSAGE_MAX_LENGTH, excess })
          : t('form.characterCount', { count, max: MESSAGE_MAX_LENGTH })}
      </p>
    </div>
  )
}
