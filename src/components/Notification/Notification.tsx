import { useEffect, useEffectEvent } from 'react'
import styles from './Notification.module.css'

export type NotificationTone = 'success' | 'warning' | 'error'

/** How long a notification that can be closed stays before it closes itself (docs/product.md, "Notices"). */
export const SELF_CLOSE_MS = 6000

export interface NotificationProps {
  tone: NotificationTone
  message: string
  /** With a handler, the notification gets an X button and closes itself after 6 s. */
  onClose?: () => void
  /** The X button's accessible name. */
  closeLabel?: string
}

/** One message for the visitor. Place it in a NotificationRegion so it is announced. */
export function Notification({ tone, message, onClose, closeLabel = 'Close' }: NotificationProps) {
  const close = useEffectEvent(() => onClose?.())
  const closable = onClose !== undefined

  useEffect(() => {
    if (!closable) return
    const timer = setTimeout(close, SELF_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [closable, message])

  return (
    <div className={styles.notification} data-tone={tone}>
      <Icon tone={tone} />
      <p className={styles.message}>{message}</p>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  )
}

// The tone is told by an icon too, not only by colour.
const ICON_PATHS: Record<NotificationTone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 7v6M12 17h.01',
  error: 'M8 8l8 8M16 8l-8 8',
}

function Icon({ tone }: { tone: NotificationTone }) {
  return (
    <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d={ICON_PATHS[tone]} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
