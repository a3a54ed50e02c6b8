import { useServiceSummaries } from '../../content/services.ts'
import { useLang } from '../../i18n/LangContext.tsx'
import styles from './ServiceGrid.module.css'
import { ServiceCard } from './ServiceCard.tsx'

/** Every service of the current language, as read from content/<lang>/services/. */
export function ServiceGrid() {
  const services = useServiceSummaries(useLang())
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.key}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  )
}
