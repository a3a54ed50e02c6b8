import type { RouteRecord } from 'vite-react-ssg'
import { Layout } from './components/Layout/Layout'
import { allServiceKeys } from './content/services'
import { LANGS, type Lang } from './i18n/languages'
import { localePath } from './i18n/paths'

type Page = { default: React.ComponentType }
const page = (load: () => Promise<Page>) => async () => ({ Component: (await load()).default })

/** The site's pages, language-neutral. Each is its own chunk, loaded with its route. */
function pagesOf(lang: Lang): RouteRecord[] {
  return [
    { index: true, lazy: page(() => import('./pages/HomePage')) },
    { path: 'services', lazy: page(() => import('./pages/ServicesPage')) },
    {
      path: 'services/:serviceKey',
      lazy: page(() => import('./pages/ServicePage')),
      getStaticPaths: () => allServiceKeys(lang).map((key) => localePath(lang, `/services/${key}`)),
    },
    { path: 'about', lazy: page(() => import('./pages/AboutPage')) },
    { path: 'blog', lazy: page(() => import('./pages/BlogPage')) },
    { path: 'contact', lazy: page(() => import('./pages/ContactPage')) },
    { path: 'privacy-policy', lazy: page(() => import('./pages/PrivacyPolicyPage')) },
    { path: '*', lazy: page(() => import('./pages/NotFoundPage')), handle: { notFound: true } },
  ]
}

/** The same pages once per language: es at the root, the others under their prefix. */
export const routes: RouteRecord[] = LANGS.map((lang) => ({
  path: localePath(lang, '/'),
  element: <Layout lang={lang} />,
  children: pagesOf(lang),
}))
