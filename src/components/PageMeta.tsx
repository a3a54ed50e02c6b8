import { useStrings } from '../i18n/useStrings.ts'
import { useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { useLang } from '../i18n/LangContext.tsx'
import { LANG_LOCALES, LANGS, type Lang } from '../i18n/languages.ts'
import { localePath, neutralPath } from '../i18n/paths.ts'
import { site } from '../site.ts'
import { breadcrumbs, jsonLd, organization, type Crumb } from '../seo/structuredData.ts'
import { absoluteUrl, alternates } from '../seo/urls.ts'

interface PageMetaProps {
  title: string
  description: string
  /** The trail under home for nested pages, home excluded: [{ name, page }, ...]. */
  trail?: Crumb[]
  /** Further schema.org objects for this page (e.g. a Service). */
  structuredData?: Record<string, unknown>[]
  /** For pages that must stay out of search results (the 404 page). */
  noindex?: boolean
  /** The page's own social image (a public path) and its alt text; the language's default otherwise. */
  image?: { src: string; alt: string }
  /** A blog post: og:type article with its dates and tags. */
  article?: { published: string; modified?: string; tags: readonly string[] }
  /** The languages the page exists in, for hreflang; every language unless said. */
  languages?: readonly Lang[]
}

/**
 * The head of a page: its language, title and description, canonical URL and hreflang
 * alternates, social cards, and structured data. Read by crawlers without JavaScript.
 */
export function PageMeta({
  title,
  description,
  trail = [],
  structuredData = [],
  noindex = false,
  image: ownImage,
  article,
  languages = LANGS,
}: PageMetaProps) {
  const lang = useLang()
  const { t } = useStrings('base')
  const page = neutralPath(useLocation().pathname)
  const url = absoluteUrl(lang, page)
  const image = `${site.url}${ownImage?.src ?? `/images/og/${lang}.jpg`}`
  const imageAlt = ownImage?.alt ?? site.name
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
      {!noindex && alternates(page, languages).map((alt) => <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />)}
      {/* Every page points feed readers at its language's blog feed (scripts/build/steps/feeds.ts). */}
      <link rel="alternate" type="application/rss+xml" title={t('blog.feed.title')} href={localePath(lang, '/rss.xml')} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article?.modified && <meta property="article:modified_time" content={article.modified} />}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {/* A not-found page has no address of its own: it is sent at whatever address was asked for. */}
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={LANG_LOCALES[lang]} />
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={LANG_LOCALES[other]} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {data.map((item, i) => (
        <script key={i} type="application/ld+json">
          {jsonLd(item)}
        </script>
      ))}
    </Head>
  )
}
