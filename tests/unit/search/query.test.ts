import { describe, expect, it } from 'vitest'
import { addressWithQuery, cutQuery, MAX_QUERY_LENGTH, queryOf } from '../../../src/search/query.ts'

describe('a query as the index gets it', () => {
  it('keeps what was typed, its spaces collapsed and trimmed', () => {
    expect(cutQuery('  integración   de CRM ')).toBe('integración de CRM')
    expect(cutQuery('')).toBe('')
  })

  it('cuts a very long query at the limit, never inside a character', () => {
    expect(cutQuery('a'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH)
    const emoji = '😀'.repeat(MAX_QUERY_LENGTH + 5)
    expect(Array.from(cutQuery(emoji))).toHaveLength(MAX_QUERY_LENGTH)
    expect(cutQuery(emoji)).toBe('😀'.repeat(MAX_QUERY_LENGTH))
  })

  it('reads ?q= from an address, cut too, and nothing without one', () => {
    expect(queryOf('?q=tradu%C3%A7%C3%B5es')).toBe('traduções')
    expect(queryOf('?q=' + 'x'.repeat(300))).toHaveLength(MAX_QUERY_LENGTH)
    expect(queryOf('?other=1')).toBe('')
  })

  it('keeps the query in the search page’s address, and drops ?q= when it is empty', () => {
    expect(addressWithQuery('/en/search/', 'crm & erp')).toBe('/en/search/?q=crm+%26+erp')
    expect(queryOf(addressWithQuery('/search/', '<img src=x onerror=alert(1)>').slice('/search/'.length))).toBe('<img src=x onerror=alert(1)>')
    expect(addressWithQuery('/search/', '')).toBe('/search/')
  })
})
