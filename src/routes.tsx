import type { RouteRecord } from 'vite-react-ssg'
import { Layout } from './components/Layout/Layout.tsx'
import { blogRoutesOf } from './content/blog/posts.ts'
import { allServiceKeys } from './content/services.ts'
import { LANGS, type Lang } from './i18n/languages.ts'
import { localePath } from './i18n/paths.ts'
import type { SearchKind } from './search/kinds.ts'

type Page = { default: React.ComponentType }
/** What a route is in the search index (src/search/kinds.ts); a route without it is not indexed: lists, search, 404s. */
const indexedAs = (kind: SearchKind) => ({ search: kind })
const page = (load: () => Promise<Page>) => async () => ({ Component: (await load()).default })

/** List pages after the first: /blog is page 1, /blog/page/2 the next. */
const pageNumbers = (pages: number) => Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2)

/** The site's pages, language-neutral. Each is its own chunk, loaded with its route. */
function pagesOf(lang: Lang): RouteRecord[] {
  return [
    { index: true, lazy: page(() => import('./pages/HomePage.tsx')), handle: indexedAs('page') },
    { path: 'services', lazy: page(() => import('./pages/ServicesPage.tsx')) },
    {
      path: 'services/:serviceKey',
      lazy: page(() => import('./pages/ServicePage.tsx')),
      handle: indexedAs('service'),
      getStaticPaths: () => allServiceKeys(lang).map((key) => localePath(lang, `/services/${key}`)),
    },
    { path: 'about', lazy: page(() => import('./pages/AboutPage.tsx')), handle: indexedAs('page') },
    { path: 'blog', lazy: page(() => import('./pages/BlogPage.tsx')) },
    {
      path: 'blog/page/:page',
      lazy: page(() => import('./pages/BlogPage.tsx')),
      getStaticPaths: () => pageNumbers(blogRoutesOf(lang).pages).map((n) => localePath(lang, `/blog/page/${n}`)),
    },
    {
      path: 'blog/tags/:tag',
      lazy: page(() => import('./pages/BlogTagPage.tsx')),
      getStaticPaths: () => blogRoutesOf(lang).tags.map((tag) => localePath(lang, `/blog/tags/${tag}`)),
    },
    {
      path: 'blog/:slug',
      lazy: page(() => import('./pages/BlogPostPage.tsx')),
      handle: indexedAs('post'),
      getStaticPaths: () => blogRoutesOf(lang).slugs.map((slug) => localePath(lang, `/blog/${slug}`)),
    },
    { path: 'contact', lazy: page(() => import('./pages/ContactPage.tsx')), handle: indexedAs('page') },
    { path: 'privacy-policy', lazy: page(() => import('./pages/PrivacyPolicyPage.tsx')), handle: indexedAs('page') },
    { path: 'search', lazy: page(() => import('./pages/SearchPage.tsx')) },
    { path: '*', lazy: page(() => import('./pages/NotFoundPage.tsx')), handle: { notFound: true } },
  ]
}

/** The same pages once per language: es at the root, the others under their prefix. */
export const routes: RouteRecord[] = LANGS.map((lang) => ({
  path: localePath(lang, '/'),
  element: <Layout lang={lang} />,
  children: pagesOf(lang),
}))
