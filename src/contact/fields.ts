import { TYPED_FIELDS, type TypedField } from './values.ts'

/** A field's texts from content/<lang>/strings/contact.json (`form.fields`). */
export interface FieldText {
  label: string
  placeholder: string
  /** Shown under the field when it fails its check; the message field has none. */
  invalidMessage?: string
}
export type FieldTexts = Record<TypedField, FieldText>

// The three fields whose check has a message of its own (docs/product.md, "Validation").
const WITH_MESSAGE: readonly TypedField[] = ['user_name', 'user_email', 'user_phone']

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The translated field definitions, or undefined while they are missing or incomplete (a
 * language still loading): the page then shows "loading" rather than a form without labels.
 */
export function readFieldTexts(value: unknown): FieldTexts | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const fields = value as Record<string, unknown>
  const texts: Partial<FieldTexts> = {}
  for (const name of TYPED_FIELDS) {
    const field = fields[name]
    if (field === null || typeof field !== 'object') return undefined
    const { label, placeholder, invalidMessage } = field as Record<string, unknown>
    if (!filled(label) || !filled(placeholder)) return undefined
    if (WITH_MESSAGE.includes(name) && !filled(invalidMessage)) return undefined
    texts[name] = { label, placeholder, ...(filled(invalidMessage) ? { invalidMessage } : {}) }
  }
  return texts as FieldTexts
}
