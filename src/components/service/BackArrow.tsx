import { useStrings } from '../../i18n/useStrings.ts'
import { Link } from 'react-router-dom'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import styles from './ServiceDetail.module.css'

/** Fixed at the top left: back to the services list, which opens at its top. */
export function BackArrow() {
  const { t } = useStrings('services')
  const to = useLocalePath()
  return (
    <Link to={to('/services')} className={styles.back} aria-label={t('back')} title={t('back')}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  )
}
