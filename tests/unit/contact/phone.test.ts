import { describe, expect, it } from 'vitest'
import { isValidPhone, matchesPlainPhoneForm } from '../../../src/contact/phone.ts'

const digits = (count: number) => Array.from({ length: count }, (_, i) => String((i % 9) + 1)).join('')

const cases: [string, string, boolean][] = [
  // Form 1: Uruguayan numbers as dialled at home.
  ['"09" and 7 digits (a mobile)', '099123456', true],
  ['"09" and 8 digits', '0991234567', false],
  ['"09" and 6 digits, which is "0" and 7 digits', '09123456', true],
  ['"2" and 7 digits (a Montevideo landline)', '21234567', true],
  ['"0" and 7 digits', '04372123', true],
  ['"0" alone', '0', false],
  // Form 2: an optional "+", a digit 1-9, then 1 to 14 digits.
  ['"+" and 15 digits', `+${digits(15)}`, true],
  ['"+" and 16 digits', `+${digits(16)}`, false],
  ['15 digits without "+"', digits(15), true],
  ['16 digits without "+"', digits(16), false],
  ['"+" and 2 digits, the shortest form 2 allows', '+12', true],
  ['"+" and 1 digit', '+1', false],
  ['"+" and a leading zero', '+0123456', false],
  ['"+598" and a Uruguayan mobile of 16 digits in all', '+5989912345678901', false],
  // Form 3: what libphonenumber accepts, Uruguay being the default region (docs/decisions.md,
  // "Uruguay is the default phone region").
  ['a Uruguayan mobile with spaces', '099 123 456', true],
  ['a mobile with dashes', '099-123-456', true],
  ['a mobile with dots', '099.123.456', true],
  ['a landline with the trunk prefix in brackets', '(02) 123 4567', true],
  ['an international mobile with spaces', '+598 99 123 456', true],
  ['an international landline with spaces', '+598 2123 4567', true],
  ['a US number with brackets', '+1 (202) 555-0143', true],
  ['a UK number with spaces', '+44 20 7946 0958', true],
  ['a Brazilian mobile, the pt placeholder', '+55 11 91234-5678', true],
  ['surrounding spaces (the value is trimmed)', '  099 123 456  ', true],
  ['a mobile one digit short', '099 123 45', false],
  ['a mobile one digit long', '099 123 4567', false],
  ['an international mobile one digit long', '+598 99 123 4567', false],
  // The max metadata's strictness: min metadata accepts both of these.
  ['a Uruguayan number in a range that does not exist', '+598 1234 5678', false],
  ['a 7-digit Uruguayan mobile', '+598 99 12345', false],
  ['a US number with a 555 area code', '+1 (555) 555-5555', false],
  // Parse errors count as invalid.
  ['letters (NOT_A_NUMBER)', 'abc', false],
  ['a "+" then a zero (INVALID_COUNTRY)', '+0 123', false],
  ['an empty value', '', false],
  ['only spaces', '   ', false],
  // The library finds a number inside other text, so form 3 (docs/product.md, "Phone numbers")
  // accepts these.
  ['a number after a word', 'Tel: 099 123 456', true],
  ['a number inside markup', '<b>099123456</b>', true],
]

describe('isValidPhone', () => {
  it('builds its boundary numbers with the digit counts their names say', () => {
    expect(digits(15)).toMatch(/^[1-9]\d{14}$/)
    expect(digits(16)).toMatch(/^[1-9]\d{15}$/)
  })

  it.each(cases)('%s: %j is %s', async (_name, value, valid) => {
    expect(await isValidPhone(value)).toBe(valid)
  })

  it('answers the plain forms without the library, which only formatted numbers need', () => {
    expect(matchesPlainPhoneForm('099123456')).toBe(true)
    expect(matchesPlainPhoneForm(`+${digits(15)}`)).toBe(true)
    expect(matchesPlainPhoneForm('099 123 456')).toBe(false)
  })
})
