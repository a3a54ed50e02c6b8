/**
 * The trap field's name: one a form-filling bot fills with a link, and one the browsers' autofill
 * has no type for (unlike "company" or "address"), so a person's browser leaves it empty too.
 */
export const HONEYPOT_NAME = 'website'

/**
 * Whether the trap caught a bot: the field is out of sight, out of the tab order and hidden from
 * assistive technology, so a person never types in it. Anything in it, spaces included, means a
 * program filled the form: the form then acts as if it had sent, and sends nothing.
 */
export function caughtByHoneypot(value: string): boolean {
  return value !== ''
}

/** The trap's value in a form: what a bot typed, or '' (no trap is no catch). */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(HONEYPOT_NAME)
  return field instanceof HTMLInputElement ? field.value : ''
}
