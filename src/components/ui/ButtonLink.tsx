import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'light'

interface ButtonLinkProps {
  to: string
  variant?: ButtonVariant
  children: ReactNode
  className?: string
  /** An accessible name that adds context to a short visible label; it starts with that label. */
  label?: string
}

/** A link that looks like a button; `to` is already localized. */
export function ButtonLink({ to, variant = 'primary', children, className, label }: ButtonLinkProps) {
  return (
    <Link to={to} aria-label={label} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  )
}
