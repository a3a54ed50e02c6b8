import { langFromPath, neutralPath } from '../i18n/paths'
import { preloadPostBody, preloadPosts } from './blog/posts'
import { preloadAbout, preloadPrivacyPolicy } from './pages'
import { hasService, preloadServiceModule, preloadServiceSummaries } from './services'

/**
 * Loads the content the page at `pathname` renders, so that the first render in the browser
 * finds it ready and hydrates the prerendered HTML in one pass.
 */
export async function preloadContentFor(pathname: string): Promise<void> {
  const lang = langFromPath(pathname)
  const path = neutralPath(pathname).replace(/\/+$/, '') || '/'
  const serviceKey = /^\/services\/([^/]+)$/.exec(path)?.[1]
  // The contact page names the service a message is about, from the same summaries as the cards.
  if (path === '/' || path === '/services' || path === '/contact') await preloadServiceSummaries(lang)
  else if (serviceKey && hasService(lang, serviceKey)) await preloadServiceModule(lang, serviceKey)
  else if (path === '/about') await preloadAbout(lang)
  else if (path === '/privacy-policy') await preloadPrivacyPolicy(lang)
  else if (path.startsWith('/blog')) {
    await preloadPosts(lang)
    const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1]
    if (slug) await preloadPostBody(lang, slug)
  }
}
