/** What the visitor types, named as the e-mail template expects, in the form's order (docs/product.md, "Fields"). */
export const TYPED_FIELDS = ['user_name', 'user_email', 'user_phone', 'message'] as const
export type TypedField = (typeof TYPED_FIELDS)[number]
export type ContactValues = Record<TypedField, string>

/** Each field's verdict from the last submit; null until a submit has checked it. */
export type Validity = Record<TypedField, boolean | null>

/** The hidden field's value when the visitor did not come from a service (docs/product.md, "Fields"). */
export const GENERAL_INQUIRY = 'contact'

/** The message field's limit (docs/product.md, "Constants"). */
export const MESSAGE_MAX_LENGTH = 250

export const EMPTY_VALUES: ContactValues = { user_name: '', user_email: '', user_phone: '', message: '' }

/** Nothing checked yet: no field shows a verdict before the first submit. */
export const UNCHECKED: Validity = { user_name: null, user_email: null, user_phone: null, message: null }
