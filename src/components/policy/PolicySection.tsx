import type { PrivacyPolicy } from '../../content/schemas.ts'
import styles from './Policy.module.css'

type Sections = PrivacyPolicy['sections']

interface PolicySectionProps {
  id: keyof Sections
  section: Sections[keyof Sections]
}

/** One of the policy's ten sections: a title, text, and a list or an address when it has one. */
export function PolicySection({ id, section }: PolicySectionProps) {
  return (
    <section className={styles.section} data-section={id} aria-labelledby={`policy-${id}`}>
      <h2 id={`policy-${id}`}>{section.title}</h2>
      {'text' in section && section.text && <p>{section.text}</p>}
      {'items' in section && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {'address' in section && (
        <address className={styles.address}>
          {section.address.map((line, i) => (
            <span key={line}>
              {i > 0 && <br />}
              {line}
            </span>
          ))}
        </address>
      )}
    </section>
  )
}
