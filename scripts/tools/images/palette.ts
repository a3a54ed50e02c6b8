/**
 * Brand palette. Every colour in every generated image comes from this table so
 * the whole set stays on-brand; lighter/darker tints are produced with opacity
 * over another palette colour rather than by inventing new hex values.
 */
export const palette = {
  ink: '#0B1526',
  navy: '#10243F',
  deepBlue: '#143A6B',
  primary: '#1A56DB',
  sky: '#38BDF8',
  teal: '#14B8A6',
  /** Warm accent: use sparingly (a node, an arrow head), never as a field. */
  sun: '#F5B935',
  paper: '#F7F9FC',
  white: '#FFFFFF',
} as const

export type BrandColor = (typeof palette)[keyof typeof palette]

/** Service keys, matching the slugs used by content/ and the image file names. */
export const serviceKeys = [
  'transformacion_digital',
  'creacion_paginas_web',
  'integracion_crms',
  'soporte_automatizado',
  'contenido_multilingue',
] as const

export type ServiceKey = (typeof serviceKeys)[number]

/**
 * Accent trio per service. All services share the palette, but rotating which
 * colour leads makes each service's set of images recognisable at a glance.
 */
export interface AccentSet {
  /** Dominant accent: big fills, main lines. */
  main: BrandColor
  /** Secondary accent: second series, highlights. */
  alt: BrandColor
  /** Third accent, used least. */
  third: BrandColor
}

export const serviceAccents: Record<ServiceKey, AccentSet> = {
  transformacion_digital: { main: palette.primary, alt: palette.sky, third: palette.teal },
  creacion_paginas_web: { main: palette.sky, alt: palette.primary, third: palette.teal },
  integracion_crms: { main: palette.teal, alt: palette.primary, third: palette.sky },
  soporte_automatizado: { main: palette.primary, alt: palette.teal, third: palette.sky },
  contenido_multilingue: { main: palette.teal, alt: palette.sky, third: palette.primary },
}
