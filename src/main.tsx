import { ViteReactSSG } from 'vite-react-ssg'
import { preloadContentFor } from './content/preload'
import { bootStrings } from './i18n/boot'
import { createRouter } from './router'
import { routes } from './routes'
import './styles/global.css'

export const createRoot = ViteReactSSG({ routes, customCreateRouter: createRouter }, async ({ isClient }) => {
  await bootStrings(isClient)
  // The page's content is ready before hydration, so the prerendered HTML hydrates in one pass.
  if (isClient) await preloadContentFor(window.location.pathname)
})
