import type { ReactElement } from 'react'
import type { NotificationProps } from './Notification.tsx'
import styles from './Notification.module.css'

interface NotificationRegionProps {
  /** The notification on show, if any. */
  children?: ReactElement<NotificationProps> | null | false
  /** Errors interrupt (role="alert"); everything else waits its turn (role="status"). */
  urgent?: boolean
}

/**
 * Where notifications appear: two live regions present from the first render, because screen
 * readers announce changes inside a live region more reliably than a region that appears.
 */
export function NotificationRegion({ children, urgent = false }: NotificationRegionProps) {
  return (
    <div className={styles.region}>
      <div role="status">{!urgent && children}</div>
      <div role="alert">{urgent && children}</div>
    </div>
  )
}
