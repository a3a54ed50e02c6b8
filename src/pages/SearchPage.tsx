import { PageMeta } from '../components/PageMeta.tsx'
import { SearchForm } from '../components/search/SearchForm.tsx'
import styles from '../components/search/SearchPage.module.css'
import { SiteIndex } from '../components/search/SiteIndex.tsx'
import { useLang, useLocalePath } from '../i18n/LangContext.tsx'
import { useStrings } from '../i18n/useStrings.ts'
import { Island } from '../islands/Island.tsx'
import type { SearchProps } from '../search/strings.ts'

/** /search: the search form (an island, loaded on intent), then every page of the language. */
export default function SearchPage() {
  const { t } = useStrings('base')
  const lang = useLang()
  const to = useLocalePath()
  const props: SearchProps = {
    strings: {
      label: t('search.label'),
      submit: t('search.submit'),
      resultsOne: t('search.resultsOne'),
      resultsOther: t('search.resultsOther'),
      noResults: t('search.noResults'),
      unavailable: t('search.unavailable'),
      more: t('search.more'),
      everything: t('search.everything'),
      kinds: { service: t('search.kinds.service'), post: t('search.kinds.post'), page: t('search.kinds.page') },
    },
    action: to('/search'),
    lang,
  }
  return (
    <>
      <PageMeta title={t('search.meta.title')} description={t('search.meta.description')} trail={[{ name: t('search.title'), page: '/search' }]} />
      <div className={styles.page}>
        <div className={styles.top}>
          <h1 className={styles.title}>{t('search.title')}</h1>
          <p className={styles.intro}>{t('search.intro')}</p>
          <Island name="search" load={['touch', 'query']} component={SearchForm} props={props} />
        </div>
        <SiteIndex lang={lang} />
      </div>
    </>
  )
}
