/**
 * The company's details: the one config file every page and the build read them from.
 * These are neutral placeholders to replace before launch (docs/decisions.md, "One file for the
 * company's details").
 */
export const site = {
  name: 'TecnoSoluciones',
  /**
   * Absolute origin the site is served from; canonical URLs and the sitemap use it. The bench
   * builds with VITE_SITE_URL set to its local server, where canonical URLs must match.
   */
  url: (import.meta.env?.VITE_SITE_URL as string | undefined) || 'https://www.tecnosoluciones.example',
  /** E.164, with Uruguay's country code 598. */
  phone: '+59821234567',
  /** How the phone reads on the page. */
  phoneDisplay: '+598 2123 4567',
  copyrightYear: 2025,
  /** Where the company works: a post is published from the start of its date here. */
  timeZone: 'America/Montevideo',
  email: 'hola@tecnosoluciones.example',
  /**
   * "Edit this page": the repository host's address to edit a file, to which a page's content file
   * is appended (`content/en/about.mdx`), as Docusaurus' `editUrl` and Starlight's `editLink` do.
   * GitHub's is `https://github.com/<owner>/<repo>/edit/<branch>/`. Empty: no page has the link.
   */
  editUrl: 'https://github.com/tecnosoluciones-example/sitio/edit/main/' as string,
  /**
   * Whether a translated page whose Spanish original changed after it was translated says so at
   * its top, with a link to the original (docs/decisions.md, "Translations kept up section by section").
   */
  translationNotice: true as boolean,
  social: [
    // Two company-profile pages and one image-sharing profile.
    { id: 'linkedin', href: 'https://www.linkedin.com/company/tecnosoluciones-example' },
    { id: 'facebook', href: 'https://www.facebook.com/tecnosoluciones.example' },
    { id: 'instagram', href: 'https://www.instagram.com/tecnosoluciones.example' },
  ],
} as const

export type SocialId = (typeof site.social)[number]['id']
