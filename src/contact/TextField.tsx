import { useId, type HTMLInputTypeAttribute } from 'react'
import type { FieldText } from './fields.ts'
import type { TypedField } from './values.ts'
import styles from './Field.module.css'

interface TextFieldProps {
  name: TypedField
  text: FieldText
  value: string
  /** True once a submit found the value invalid; null and true show nothing. */
  invalid: boolean
  readOnly: boolean
  onChange: (name: TypedField, value: string) => void
  type: HTMLInputTypeAttribute
  autoComplete: string
  /** Spans the form's whole width. */
  wide?: boolean
}

/** A labelled one-line field; its message, when it failed a check, is tied to it for screen readers. */
export function TextField({ name, text, value, invalid, readOnly, onChange, type, autoComplete, wide = false }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const showError = invalid && text.invalidMessage !== undefined
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {text.label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.control}
        value={value}
        placeholder={text.placeholder}
        autoComplete={autoComplete}
        required
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={showError ? errorId : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {showError && (
        <p id={errorId} className={styles.error}>
          <svg className={styles.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="8" fill="currentColor" />
            <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {text.invalidMessage}
        </p>
      )}
    </div>
  )
}
