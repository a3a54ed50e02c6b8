import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../../src/contact/email.ts'

const label = (length: number, char = 'b') => char.repeat(length)
// 64 + "@" + 189 = 254 characters: the longest address the check accepts.
const domainOf189 = `${label(63, 'b')}.${label(63, 'c')}.${label(57, 'd')}.com`

const cases: [string, string, boolean][] = [
  ['a plain address', 'ana@example.com', true],
  ['a subdomain and a country code', 'ana.perez@mail.empresa.com.uy', true],
  ['surrounding spaces (the value is trimmed)', '  ana@example.com \n', true],
  ['every special character the local part allows', "!#$%&'*+/=?^_`{|}~-@example.com", true],
  ['single dots between characters of the local part', 'a.b.c@example.com', true],
  ['a hyphen inside a domain label', 'ana@my-company.com', true],
  ['digits in domain labels', 'ana@123.example.com', true],
  ['a two-character top-level label', 'ana@example.uy', true],
  ['a top-level label with a digit after its first letter', 'ana@example.c1', true],
  ['an internationalised top-level label in ASCII form', 'ana@example.xn--p1ai', true],
  ['upper-case letters', 'Ana.Perez@Example.COM', true],
  ['a local part of 64 characters', `${label(64, 'a')}@example.com`, true],
  ['a local part of 65 characters', `${label(65, 'a')}@example.com`, false],
  ['a domain label of 63 characters', `ana@${label(63)}.com`, true],
  ['a domain label of 64 characters', `ana@${label(64)}.com`, false],
  ['a top-level label of 64 characters', `ana@example.${label(64, 'c')}`, false],
  ['254 characters in all', `${label(64, 'a')}@${domainOf189}`, true],
  ['255 characters in all', `${label(64, 'a')}@${domainOf189.replace('d', 'dd')}`, false],
  ['an empty value', '', false],
  ['only spaces', '   ', false],
  ['no "@"', 'ana.example.com', false],
  ['two "@"', 'ana@b@example.com', false],
  ['no local part', '@example.com', false],
  ['no domain', 'ana@', false],
  ['a domain without a dot', 'ana@localhost', false],
  ['a leading dot in the local part', '.ana@example.com', false],
  ['a trailing dot in the local part', 'ana.@example.com', false],
  ['two dots in a row in the local part', 'an..a@example.com', false],
  ['an empty domain label', 'ana@example..com', false],
  ['a domain starting with a dot', 'ana@.example.com', false],
  ['a domain ending with a dot', 'ana@example.com.', false],
  ['a label starting with a hyphen', 'ana@-example.com', false],
  ['a label ending with a hyphen', 'ana@example-.com', false],
  ['a one-character top-level label', 'ana@example.c', false],
  ['a top-level label starting with a digit', 'ana@example.1c', false],
  ['a space inside', 'ana perez@example.com', false],
  ['a quoted local part', '"ana perez"@example.com', false],
  ['an IP literal as domain', 'ana@[192.168.0.1]', false],
  ['a non-ASCII letter', 'josé@example.com', false],
  ['markup', '<img src=x>@example.com', false],
  ['a comma', 'ana,perez@example.com', false],
  ['an underscore in the domain', 'ana@my_company.com', false],
]

describe('isValidEmail', () => {
  it('builds its boundary addresses at the lengths their names say', () => {
    expect(`${label(64, 'a')}@${domainOf189}`).toHaveLength(254)
    expect(`${label(64, 'a')}@${domainOf189.replace('d', 'dd')}`).toHaveLength(255)
  })

  it.each(cases)('%s: %j is %s', (_name, value, valid) => {
    expect(isValidEmail(value)).toBe(valid)
  })
})
