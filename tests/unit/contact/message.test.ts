import { describe, expect, it } from 'vitest'
import { isValidMessage, messageLength, validateContact } from '../../../src/contact/validate.ts'
import { MESSAGE_MAX_LENGTH } from '../../../src/contact/values.ts'

describe('the message rule', () => {
  it('is 250 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(250)
  })

  it.each([
    ['one character', 'x', true],
    ['exactly 250', 'x'.repeat(250), true],
    ['250 with line breaks', `${'x'.repeat(124)}\n\n${'x'.repeat(124)}`, true],
    ['251', 'x'.repeat(251), false],
    ['a restored 5,000', 'x'.repeat(5000), false],
    ['empty', '', false],
    ['spaces only', '   \n ', false],
  ])('%s: %s', (_case, message, valid) => {
    expect(isValidMessage(message)).toBe(valid)
  })

  it('counts as the counter and maxlength count: UTF-16 units, so an emoji is two', () => {
    expect(messageLength('ñandú')).toBe(5)
    expect(messageLength('😀')).toBe(2)
    expect(isValidMessage('😀'.repeat(125))).toBe(true)
    expect(isValidMessage(`${'😀'.repeat(125)}x`)).toBe(false)
  })

  it('counts spaces around the text, as the counter shows them', () => {
    expect(isValidMessage(`${'x'.repeat(249)}  `)).toBe(false)
  })

  it('is the message’s verdict on submit, beside the other fields’', async () => {
    const values = { user_name: 'Ana', user_email: 'ana@example.com', user_phone: '099123456', message: 'x'.repeat(251) }
    expect(await validateContact(values)).toEqual({ user_name: true, user_email: true, user_phone: true, message: false })
    expect((await validateContact({ ...values, message: 'x'.repeat(250) })).message).toBe(true)
  })
})
