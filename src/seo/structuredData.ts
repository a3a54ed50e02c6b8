import type { Lang } from '../i18n/languages.ts'
import { site } from '../site.ts'
import { absoluteUrl } from './urls.ts'

type JsonLd = Record<string, unknown>

export interface Crumb {
  name: string
  /** Language-neutral path. */
  page: string
}

/** The company, on every page (schema.org Organization). */
export function organization(lang: Lang, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: absoluteUrl(lang, '/'),
    logo: `${site.url}/images/logo-512.png`,
    description,
    telephone: site.phone,
    email: site.email,
    address: { '@type': 'PostalAddress', addressLocality: 'Montevideo', addressCountry: 'UY' },
    sameAs: site.social.map((s) => s.href),
  }
}

/** One service page (schema.org Service), offered by the organization. */
export function service(lang: Lang, page: string, name: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(lang, page),
    serviceType: name,
    provider: { '@id': `${site.url}/#organization` },
    areaServed: [
      { '@type': 'Country', name: 'Uruguay' },
      { '@type': 'Place', name: 'Latin America' },
    ],
    inLanguage: lang,
  }
}

/** One blog post (schema.org BlogPosting), published by the organization. */
export function blogPosting(
  lang: Lang,
  page: string,
  post: { title: string; description: string; date: string; updated?: string; image: string; author: { name: string; role: string } },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@id': `${site.url}/#organization` },
    image: `${site.url}${post.image}`,
    inLanguage: lang,
    url: absoluteUrl(lang, page),
    mainEntityOfPage: absoluteUrl(lang, page),
  }
}

/** Where a page sits under home (schema.org BreadcrumbList). */
export function breadcrumbs(lang: Lang, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(lang, crumb.page),
    })),
  }
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
