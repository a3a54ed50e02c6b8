import { LANGS, labels, localePath, type Lang } from '../i18n'

/** The site's header, rendered by React on the server (no client directive), as in the real site. */
export function Header({ lang, path }: { lang: Lang; path: string }) {
  const l = labels[lang]
  const items: [string, string][] = [['/', l.home], ['/services/', l.services], ['/about/', l.about], ['/contact/', l.contact]]
  return (
    <header className="header">
      <a href={localePath(lang, '/')} className="logo"><img src="/images/logo.svg" width={40} height={40} alt="TecnoSoluciones" /></a>
      <details className="menu">
        <summary aria-label="Menu">☰</summary>
        <nav aria-label="Main">
          <ul>{items.map(([href, label]) => <li key={href}><a href={localePath(lang, href)}>{label}</a></li>)}</ul>
        </nav>
      </details>
      <ul className="langs">
        {LANGS.map((other) => <li key={other}><a href={localePath(other, path)} hrefLang={other} lang={other}>{other === 'es' ? 'Español' : other === 'en' ? 'English' : 'Português'}</a></li>)}
      </ul>
    </header>
  )
}
