// The first two forms (docs/product.md, "Phone numbers"), tried on the trimmed value as typed (no
// spaces or dashes).
/** Uruguayan numbers as dialled at home: "09" or "2" + 7 digits, or "0" + 7 digits. */
const LOCAL_NUMBER = /^(?:09\d{7}|2\d{7}|0\d{7})$/
/** E.164-like: an optional "+", a first digit 1-9 and 1 to 14 more (15 digits at most). */
const INTERNATIONAL_NUMBER = /^\+?[1-9]\d{1,14}$/

/** Phones are read as Uruguayan unless they carry a "+" and a country code (docs/decisions.md, "Uruguay is the default phone region"). */
const DEFAULT_REGION = 'UY'

type PhoneLibrary = typeof import('./phoneLibrary.ts')
let library: Promise<PhoneLibrary> | undefined

/**
 * The parser, loaded on first need: no other page fetches it, and the contact page neither parses
 * nor runs it until a number needs it. (The prerendered contact page lists it as a modulepreload,
 * since vite-react-ssg preloads a route's dynamic imports; a client-side visit fetches it here.)
 */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  library ??= import('./phoneLibrary.ts').catch((error: unknown) => {
    library = undefined // a later submit may retry after a failed chunk download
    throw error
  })
  return library
}

/** The forms that need no library: the common case, answered without a download. */
export function matchesPlainPhoneForm(value: string): boolean {
  return LOCAL_NUMBER.test(value) || INTERNATIONAL_NUMBER.test(value)
}

/** A character none of the plain forms has: a number typed with one needs the library's verdict. */
const NOT_IN_PLAIN_FORMS = /[^+\d]/

/** Whether a number as typed so far can no longer be a plain form ("099 123", "+598 94"): its verdict will be the library's. */
export const needsPhoneLibrary = (raw: string): boolean => NOT_IN_PLAIN_FORMS.test(raw.trim())

/**
 * Starts loading the parser while the visitor is still typing, once the number can no longer be a
 * plain form ("099 123", "+598 94"), so the submit does not wait for it (on a slow phone, a round
 * trip and ~50 KB). Plain numbers, and every prefix of one, load nothing. A failed download is
 * retried, and reported, by the submit.
 */
export function preparePhoneCheck(raw: string): void {
  if (needsPhoneLibrary(raw)) loadPhoneLibrary().catch(() => undefined)
}

/**
 * The phone rule on the trimmed value (docs/product.md, "Phone numbers"): any one of the three
 * forms. The third is the library's verdict, its parse errors (not a number, invalid country, too
 * short, too long) meaning "invalid"; any other error is a bug and is thrown.
 */
export async function isValidPhone(raw: string): Promise<boolean> {
  const value = raw.trim()
  if (value === '') return false
  if (matchesPlainPhoneForm(value)) return true
  const { parsePhoneNumberWithError, ParseError } = await loadPhoneLibrary()
  try {
    return parsePhoneNumberWithError(value, DEFAULT_REGION).isValid()
  } catch (error) {
    if (error instanceof ParseError) return false
    throw error
  }
}
