import { isValidEmail } from './email'
import { isValidPhone } from './phone'
import { TYPED_FIELDS, type ContactValues, type TypedField, type Validity } from './values'

/** Every field's verdict on submit (spec section 5); all values are trimmed first. */
export async function validateContact(values: ContactValues): Promise<Validity> {
  return {
    user_name: values.user_name.trim() !== '',
    user_email: isValidEmail(values.user_email),
    user_phone: await isValidPhone(values.user_phone),
    message: values.message.trim() !== '',
  }
}

/** The first field, in the form's order, that failed; focus goes there. */
export function firstInvalidField(validity: Validity): TypedField | undefined {
  return TYPED_FIELDS.find((field) => validity[field] === false)
}
