/** The header's links, in order: language-neutral paths and their base-namespace label keys. */
export const NAV_ITEMS = [
  { path: '/', label: 'nav.home' },
  { path: '/services', label: 'nav.services' },
  { path: '/about', label: 'nav.about' },
  { path: '/contact', label: 'nav.contact' },
] as const
