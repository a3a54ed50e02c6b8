import { useServiceSummaries } from '../../content/services'
import { useLang } from '../../i18n/LangContext'
import styles from './ServiceGrid.module.css'
import { ServiceCard } from './ServiceCard'

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
