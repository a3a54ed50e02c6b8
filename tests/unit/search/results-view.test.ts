// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { resultItem } from '../../../src/search/results-view.ts'
import type { SearchProps } from '../../../src/search/strings.ts'

const props: SearchProps = {
  strings: {
    label: 'Search',
    submit: 'Search',
    resultsOne: '1 result for “{{query}}”',
    resultsOther: '{{count}} results for “{{query}}”',
    noResults: 'Nothing for “{{query}}”',
    unavailable: 'Unavailable',
    more: 'More',
    everything: 'The whole site',
    kinds: { service: 'Service', post: 'Article', page: 'Page' },
  },
  action: '/en/search/',
  lang: 'en',
}

describe('a result as the search page shows it', () => {
  it('links the title to the page, says its kind and a post’s date, and marks the matched words', () => {
    const item = resultItem(
      {
        url: '/en/blog/crm/',
        excerpt: 'What <mark>integrating</mark> a CRM takes',
        meta: { title: 'Integrating a CRM', kind: 'post', date: '2026-06-10' },
      },
      props,
    )!
    expect(item.querySelector('a')?.getAttribute('href')).toBe('/en/blog/crm/')
    expect(item.querySelector('a')?.textContent).toBe('Integrating a CRM')
    expect(item.querySelector('[data-result-about]')?.textContent).toBe('Article · June 10, 2026')
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-06-10')
    expect([...item.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['integrating'])
  })

  it('puts a page’s words that look like markup in as text: no element is made of them', () => {
    const item = resultItem(
      {
        url: '/x/',
        excerpt: '&lt;img src=x onerror="alert(1)"&gt; <mark>&lt;svg onload=alert(1)&gt;</mark>',
        meta: { title: '<b>t</b>', kind: 'page' },
      },
      props,
    )!
    expect(item.querySelectorAll('img, svg, b, script')).toHaveLength(0)
    expect(item.querySelector('mark')?.textContent).toBe('<svg onload=alert(1)>')
    expect(item.querySelector('a')?.textContent).toBe('<b>t</b>')
  })

  it('shows only pages of this site: another origin or scheme is no result', () => {
    for (const url of ['https://evil.test/', '//evil.test/', 'javascript:alert(1)', 'data:text/html,x'])
      expect(resultItem({ url, excerpt: '', meta: {} }, props), url).toBeUndefined()
  })

  it('calls an unknown kind a page, and shows no date that is not a day', () => {
    const item = resultItem({ url: '/a/', excerpt: '', meta: { kind: 'weird', date: 'tomorrow' } }, props)!
    expect(item.querySelector('[data-result-about]')?.textContent).toBe('Page')
    expect(item.querySelector('a')?.textContent).toBe('/a/')
  })
})
