import { isValidEmail } from './email.ts'
import { isValidPhone } from './phone.ts'
import { MESSAGE_MAX_LENGTH, TYPED_FIELDS, type ContactValues, type TypedField, type Validity } from './values.ts'

/**
 * The message's length as the counter shows it: UTF-16 code units, what `maxlength` and
 * `value.length` count ("ñ" is 1, an emoji 2), line breaks one each.
 */
export const messageLength = (message: string): number => message.length

/**
 * The message rule (docs/product.md, "Validation"): something besides spaces, and at most 250
 * characters. The limit is checked here, not left to the field's `maxlength`, which a draft
 * restored from storage, a script, or a removed attribute gets past. A longer message is refused,
 * never cut (docs/decisions.md, "The message limit is a validation rule").
 */
export function isValidMessage(message: string): boolean {
  return message.trim() !== '' && messageLength(message) <= MESSAGE_MAX_LENGTH
}

/** Every field's verdict on submit (docs/product.md, "Validation"); all values are trimmed first. */
export async function validateContact(values: ContactValues): Promise<Validity> {
  return {
    user_name: values.user_name.trim() !== '',
    user_email: isValidEmail(values.user_email),
    user_phone: await isValidPhone(values.user_phone),
    message: isValidMessage(values.message),
  }
}

/** The first field, in the form's order, that failed; focus goes there. */
export function firstInvalidField(validity: Validity): TypedField | undefined {
  return TYPED_FIELDS.find((field) => validity[field] === false)
}
