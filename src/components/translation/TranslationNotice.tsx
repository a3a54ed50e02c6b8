import { useStringsTranslation, type PreviewChange, type TranslationState } from '../../content/translation.ts'
import type { Namespace } from '../../i18n/namespaces.ts'
import { useLang } from '../../i18n/LangContext.tsx'
import { DEFAULT_LANG } from '../../i18n/languages.ts'
import { localePath } from '../../i18n/paths.ts'
import { useStrings } from '../../i18n/useStrings.ts'
import { site } from '../../site.ts'
import styles from './TranslationNotice.module.css'

interface TranslationNoticeProps {
  /** The page, language-neutral (`/services/integracion_crms`): its Spanish original is linked. */
  page: string
  /** What the page's content file exports about its original (src/content/translation.ts). */
  translation: TranslationState
  /** The setting, for a test: src/site.ts by default. */
  enabled?: boolean
  /** Where the page needs it placed otherwise (clear of a service page's back arrow). */
  className?: string
}

/**
 * At the top of a translated page whose Spanish original changed after it was translated: one
 * sentence in the page's language, with a link to the original (docs/decisions.md, "Translations
 * kept up section by section"). Nothing on a page with nothing behind, nor with the setting off.
 * In `npm run dev` it also lists, for the editor, each section behind with its change, and where
 * the translation's structure no longer pairs with the original's.
 */
export function TranslationNotice({ page, translation, enabled = site.translationNotice, className }: TranslationNoticeProps) {
  const { t } = useStrings('base')
  const lang = useLang()
  const { translationBehind = 0, translationChanges = [], translationDrift = [] } = translation
  const told = enabled && translationBehind > 0 && lang !== DEFAULT_LANG
  if (!told && !translationChanges.length && !translationDrift.length) return null
  return (
    <div className={[styles.notice, className].filter(Boolean).join(' ')} data-translation-notice="">
      {told && (
        <p className={styles.text}>
          <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 11v6M12 7.5h.01" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>
            {t('page.translationBehind')}{' '}
            <a href={localePath(DEFAULT_LANG, page)} hrefLang={DEFAULT_LANG}>
              {t('page.readOriginal')}
            </a>
            .
          </span>
        </p>
      )}
      {(translationChanges.length > 0 || translationDrift.length > 0) && <PreviewList changes={translationChanges} drift={translationDrift} />}
    </div>
  )
}

/**
 * The notice of a page made from one strings file (home, services, contact). Its own component: React
 * tells a component's suspended reads apart by their order, so each content read suspends alone.
 */
export function StringsTranslationNotice({ page, ns }: { page: string; ns: Namespace }) {
  return <TranslationNotice page={page} translation={useStringsTranslation(useLang(), ns)} />
}

// The preview's list exists only in `npm run dev`: inline styles, so the site's stylesheet carries nothing for it.
const PANEL = { margin: '0.5rem 0 0', padding: '0.5rem 0.75rem', background: '#fffbeb', border: '1px solid #f59e0b', color: '#1f2937' }
const REMOVED = { background: '#fee2e2', color: '#7f1d1d' }
const ADDED = { background: '#dcfce7', color: '#14532d' }

/** For the editor in the preview: each section behind, its lines and its Spanish change one click away; then the structure's drift. */
function PreviewList({ changes, drift }: { changes: PreviewChange[]; drift: string[] }) {
  return (
    <details style={PANEL} data-translation-preview="">
      <summary>
        Preview only: {changes.length} section{changes.length === 1 ? '' : 's'} behind the Spanish original
        {drift.length ? `, ${drift.length} structure warning${drift.length === 1 ? '' : 's'}` : ''}
      </summary>
      <ul>
        {changes.map(({ heading, lines: [from, to], since, runs }) => (
          <li key={`${from}:${heading}`}>
            <details>
              <summary>
                <code>{heading}</code> (line{from === to ? ` ${from}` : `s ${from}–${to}`}), since {since}
              </summary>
              <p style={{ whiteSpace: 'pre-wrap' }}>
                {runs.map((run, i) =>
                  run.removed ? (
                    <del key={i} style={REMOVED}>
                      {run.text}
                    </del>
                  ) : run.added ? (
                    <ins key={i} style={ADDED}>
                      {run.text}
                    </ins>
                  ) : (
                    run.text
                  ),
                )}
              </p>
            </details>
          </li>
        ))}
        {drift.map((warning) => (
          <li key={warning}>
            <code>{warning}</code>
          </li>
        ))}
      </ul>
    </details>
  )
}
