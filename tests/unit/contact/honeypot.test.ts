// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { caughtByHoneypot, HONEYPOT_NAME, honeypotValue } from '../../../src/contact/honeypot.ts'

describe('the honeypot decision', () => {
  it('lets an empty trap through: every person leaves it so', () => {
    expect(caughtByHoneypot('')).toBe(false)
  })

  it.each(['https://spam.example', 'x', ' ', '\n'])('catches anything in the trap (%j): only a program fills it', (value) => {
    expect(caughtByHoneypot(value)).toBe(true)
  })

  it('reads the trap by its name from the form, and finds nothing in a form without one', () => {
    const form = document.createElement('form')
    expect(honeypotValue(form)).toBe('')
    const input = form.appendChild(document.createElement('input'))
    input.name = HONEYPOT_NAME
    input.value = 'https://spam.example'
    expect(honeypotValue(form)).toBe('https://spam.example')
  })
})
