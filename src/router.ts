import { createBrowserRouter, type RouteObject } from 'react-router-dom'

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, ...rest } = route
    const children = route.children ? withoutLoaders(route.children) : undefined
    return (children ? { ...rest, children } : rest) as RouteObject
  })
}

/**
 * The browser router, minus the loaders vite-react-ssg attaches to every route of a
 * prerendered page: the site has no loaders (content arrives with each page's chunks), and
 * those stand-ins would fetch a data manifest and a JSON file on every navigation.
 */
export const createRouter: typeof createBrowserRouter = (routes, options) =>
  createBrowserRouter(withoutLoaders(routes), options)
