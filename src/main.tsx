import { ViteReactSSG } from 'vite-react-ssg'
import { startReads } from './content/reads.ts'
import { ensureStrings } from './i18n/instances.ts'
import { LANGS } from './i18n/languages.ts'
import { routes } from './routes.tsx'
import './styles/global.css'

/**
 * The build-time app: vite-react-ssg renders every route with it. No page loads it in the browser
 * (what does is in src/islands/), and the client build never compiles it: the site's one
 * stylesheet, in the order the pages import it, comes from the server build
 * (scripts/build/plugins/stylesheet.ts).
 */
export const createRoot = ViteReactSSG({ routes }, async (context) => {
  // A language whose strings fail to load breaks its own pages only (Layout throws the failure);
  // a build never gets here with one, it stops on the strings file first.
  await Promise.allSettled(LANGS.map(ensureStrings))
  // The page's context, which vite-react-ssg hands the build with the page, carries what it read.
  if (context.routePath) Object.assign(context, { reads: startReads(context.routePath) })
})
