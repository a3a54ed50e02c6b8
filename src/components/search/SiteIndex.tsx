import { useId } from 'react'
import { usePosts } from '../../content/blog/posts.ts'
import { formatPostDate } from '../../content/blog/dates.ts'
import { useServiceSummaries } from '../../content/services.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import type { Lang } from '../../i18n/languages.ts'
import { useStrings } from '../../i18n/useStrings.ts'
import { SEARCH_KINDS, type SearchKind } from '../../search/kinds.ts'
import styles from './SiteIndex.module.css'

interface Entry {
  title: string
  path: string
  description?: string
  date?: string
}

/** The site's other pages, in the order the header lists them, then the privacy policy. */
function usePages(): Entry[] {
  const { t } = useStrings(['base', 'home', 'about', 'contact', 'politics'])
  return [
    { title: t('nav.home'), path: '/', description: t('meta.description', { ns: 'home' }) },
    { title: t('nav.about'), path: '/about', description: t('meta.description', { ns: 'about' }) },
    { title: t('nav.contact'), path: '/contact', description: t('meta.description', { ns: 'contact' }) },
    { title: t('footer.privacy'), path: '/privacy-policy', description: t('meta.description', { ns: 'politics' }) },
  ]
}

/** One kind's list: its heading and each entry, linked, with a post's date and its description. */
function KindList({ kind, entries, lang, headingId }: { kind: SearchKind; entries: Entry[]; lang: Lang; headingId: string }) {
  const { t } = useStrings('base')
  const to = useLocalePath()
  return (
    <section className={styles.kind} aria-labelledby={`${headingId}-${kind}`}>
      <h3 id={`${headingId}-${kind}`}>{t(`search.lists.${kind}`)}</h3>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <a href={to(entry.path)}>{entry.title}</a>
            {entry.date && (
              <>
                {' · '}
                <time dateTime={entry.date}>{formatPostDate(entry.date, lang)}</time>
              </>
            )}
            {entry.description && <p>{entry.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}

// One component per content read: React tells a component's suspended reads apart by their order,
// so a component that reads the services and then the posts gets the services' value for the posts
// when the first is cached and the second is not (the page rendered first in `npm run dev` did).
function Services({ lang, headingId }: { lang: Lang; headingId: string }) {
  const entries = useServiceSummaries(lang).map((service) => ({
    title: service.title,
    path: `/services/${service.key}`,
    description: service.description,
  }))
  return <KindList kind="service" entries={entries} lang={lang} headingId={headingId} />
}

function Posts({ lang, headingId }: { lang: Lang; headingId: string }) {
  const entries = usePosts(lang).map((post) => ({ title: post.title, path: `/blog/${post.slug}`, description: post.description, date: post.date }))
  return <KindList kind="post" entries={entries} lang={lang} headingId={headingId} />
}

function Pages({ lang, headingId }: { lang: Lang; headingId: string }) {
  return <KindList kind="page" entries={usePages()} lang={lang} headingId={headingId} />
}

const LISTS: Record<SearchKind, typeof Services> = { service: Services, post: Posts, page: Pages }

/**
 * Every page of the language, by kind: the services, then the posts, newest first, then the other
 * pages. What the search page shows without JavaScript, and what "no results" points to.
 */
export function SiteIndex({ lang }: { lang: Lang }) {
  const { t } = useStrings('base')
  const headingId = useId()
  return (
    <section id="everything" className={styles.index} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.title}>
        {t('search.everything')}
      </h2>
      {SEARCH_KINDS.map((kind) => {
        const List = LISTS[kind]
        return <List key={kind} lang={lang} headingId={headingId} />
      })}
    </section>
  )
}
