import { MAX_QUERY_LENGTH } from '../../search/query.ts'
import type { SearchProps } from '../../search/strings.ts'
import styles from './SearchForm.module.css'

/**
 * The search island's markup, as the build renders it: a form that, without JavaScript, asks the
 * same page again with `?q=` (which lists the whole site), and the places the island fills in as
 * the visitor types (src/islands/search.ts): a status line (a polite live region) and the results.
 * The island adds what only it can use: a link to the whole list when nothing matched, and a button
 * for more results.
 */
export function SearchForm({ strings, action }: SearchProps) {
  return (
    <div className={styles.search}>
      <form role="search" action={action} method="get" className={styles.form}>
        <label htmlFor="search-query" className={styles.label}>
          {strings.label}
        </label>
        <div className={styles.row}>
          <input
            id="search-query"
            className={styles.input}
            type="search"
            name="q"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {strings.submit}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status} data-search-status="" />
      <ol className={styles.results} data-search-results="" />
    </div>
  )
}
