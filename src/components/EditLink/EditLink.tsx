import { useLang } from '../../i18n/LangContext.tsx'
import { useStrings } from '../../i18n/useStrings.ts'
import { site } from '../../site.ts'
import styles from './EditLink.module.css'

interface EditLinkProps {
  /** The page's content file in its language's folder: `about.mdx`, `services/integracion_crms.mdx`, `strings/home.json`. */
  file: string
  /** The repository's edit address, for a test: src/site.ts by default. */
  editUrl?: string
}

/**
 * "Edit this page", at the end of a page made from one content file: the file on the repository
 * host, as Docusaurus' `editUrl` does (src/site.ts). No link without the setting; none on a page
 * made of many files (the blog's lists, search, not found).
 */
export function EditLink({ file, editUrl = site.editUrl }: EditLinkProps) {
  const { t } = useStrings('base')
  const lang = useLang()
  if (!editUrl) return null
  return (
    <p className={styles.edit}>
      <a href={`${editUrl.replace(/\/?$/, '/')}content/${lang}/${file}`}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t('page.edit')}
      </a>
    </p>
  )
}
