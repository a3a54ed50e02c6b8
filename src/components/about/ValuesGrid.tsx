import type { About } from '../../content/schemas.ts'
import styles from './ValuesGrid.module.css'

/** The company's five values, each an icon and a label. */
export function ValuesGrid({ values }: { values: About['values']['icons'] }) {
  return (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={value.id} className={styles.value} data-value={value.id}>
          <img src={value.icon} alt={value.alt} width="64" height="64" loading="lazy" decoding="async" />
          <span className={styles.label}>{value.label}</span>
        </li>
      ))}
    </ul>
  )
}
