import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { useLang } from '../i18n/LangContext'
import { LANG_LOCALES, LANGS } from '../i18n/languages'
import { neutralPath } from '../i18n/paths'
import { site } from '../site'
import { breadcrumbs, jsonLd, organization, type Crumb } from '../seo/structuredData'
import { absoluteUrl, alternates } from '../seo/urls'

interface PageMetaProps {
  title: string
  description: string
  /** The trail under home for nested pages, home excluded: [{ name, page }, ...]. */
  trail?: Crumb[]
  /** Further schema.org objects for this page (e.g. a Service). */
  structuredData?: Record<string, unknown>[]
  /** For pages that must stay out of search results (the 404 page). */
  noindex?: boolean
}

/**
 * The head of a page: its language, title and description, canonical URL and hreflang
 * alternates, social cards, and structured data. Read by crawlers without JavaScript.
 */
export function PageMeta({ title, description, trail = [], structuredData = [], noindex = false }: PageMetaProps) {
  const lang = useLang()
  const { t } = useTranslation('base')
  const page = neutralPath(useLocation().pathname).replace(/(.)\/+$/, '$1')
  const url = absoluteUrl(lang, page)
  const image = `${site.url}/images/og/${lang}.jpg`
  const data = [
    organization(lang, t('footer.tagline')),
    ...(trail.length ? [breadcrumbs(lang, [{ name: t('nav.home'), page: '/' }, ...trail])] : []),
    ...structuredData,
  ]

  return (
    <Head htmlAttributes={{ lang }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex && <link rel="canonical" href={url} />}
      {!noindex && alternates(page).map((alt) => <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />)}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LANG_LOCALES[lang]} />
      {LANGS.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANG_LOCALES[other]} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.name} />
      {data.map((item, i) => (
        <script key={i} type="application/ld+json">
          {jsonLd(item)}
        </script>
      ))}
    </Head>
  )
}
