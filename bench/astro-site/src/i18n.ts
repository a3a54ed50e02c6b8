export const LANGS = ['es', 'en', 'pt'] as const
export type Lang = (typeof LANGS)[number]
export const localePath = (lang: Lang, path: string) => (lang === 'es' ? path : `/${lang}${path === '/' ? '/' : path}`)
export const langParams = () => LANGS.map((lang) => ({ params: { lang: lang === 'es' ? undefined : lang }, props: { lang } }))
export const PER_PAGE = 9
export const labels = {
  es: { home: 'Inicio', services: 'Servicios', about: 'Nosotros', contact: 'Contacto', blog: 'Blog' },
  en: { home: 'Home', services: 'Services', about: 'About us', contact: 'Contact', blog: 'Blog' },
  pt: { home: 'Início', services: 'Serviços', about: 'Sobre nós', contact: 'Contato', blog: 'Blog' },
} as const
