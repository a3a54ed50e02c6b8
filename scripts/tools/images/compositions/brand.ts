/**
 * Brand mark, logos, favicons and app icons. The mark is a hexagon split into
 * two code brackets around a node: "software" (brackets), "engineering" (the
 * hexagon) and "connection" (the node). It is drawn once, in a 48x48 box, and
 * every logo/icon below is that same geometry at a different size or colour.
 */

import { palette } from '../palette.ts'
import { Defs, group, num, svgDocument, tag } from '../svg.ts'

/** Mark geometry in a 48x48 box (shared by every asset so they never drift apart). */
const MARK = {
  // Hexagon of radius 17 centred on (24,24) with vertices left/right, opened at
  // the top and bottom middle so it reads as "< >" brackets.
  left: 'M20.5 9.3H15.5L7 24L15.5 38.7H20.5',
  right: 'M27.5 9.3H32.5L41 24L32.5 38.7H27.5',
  node: { cx: 24, cy: 24, r: 4.4 },
  stroke: 4.4,
} as const

export interface MarkColors {
  left: string
  right: string
  node: string
}

/** The mark's shapes, in 48x48 user units. */
export function markShapes(c: MarkColors, strokeWidth: number = MARK.stroke): string {
  const common = { fill: 'none', 'stroke-width': strokeWidth, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }
  return [
    tag('path', { d: MARK.left, stroke: c.left, ...common }),
    tag('path', { d: MARK.right, stroke: c.right, ...common }),
    tag('circle', { ...MARK.node, fill: c.node }),
  ].join('')
}

/** Mark placed into any square: `size` px wide, top-left at (x, y). */
export function placedMark(c: MarkColors, x: number, y: number, size: number, strokeWidth?: number): string {
  return group({ transform: `translate(${num(x)} ${num(y)}) scale(${num(size / 48)})` }, markShapes(c, strokeWidth))
}

/** Colours for light backgrounds: primary to sky, node in sky. */
export function lightMarkColors(defs: Defs): MarkColors {
  const grad = defs.linear(
    [
      [0, palette.primary],
      [1, palette.sky],
    ],
    { x1: 7, y1: 38, x2: 41, y2: 10 },
    true,
  )
  return { left: palette.primary, right: grad, node: palette.sky }
}

/** Colours for dark backgrounds: white brackets, sky node. */
export const darkMarkColors: MarkColors = { left: palette.white, right: palette.white, node: palette.sky }

/** Header logo: symbol only (no fonts available, and the site sets the name in live text next to it). */
export function logoSvg(variant: 'color' | 'white'): string {
  const defs = new Defs('logo')
  const colors = variant === 'color' ? lightMarkColors(defs) : darkMarkColors
  // 48x48 viewBox, displayed at ~40px tall; width/height attributes give a sane default size.
  return svgDocument(48, 48, defs, markShapes(colors)).replace(
    'width="48" height="48"',
    'width="40" height="40" role="img" aria-label="TecnoSoluciones"',
  )
}

/** Navy app tile behind the white mark: the icon face used for favicons and PWA icons. */
function tileBackground(defs: Defs, size: number, radius: number): string {
  const fill = defs.linear([
    [0, palette.deepBlue],
    [1, palette.navy],
  ])
  const shine = defs.radial(
    [
      [0, palette.sky, 0.35],
      [1, palette.sky, 0],
    ],
    size * 0.8,
    size * 0.15,
    size * 0.8,
  )
  return tag('rect', { width: size, height: size, rx: radius, fill }) + tag('rect', { width: size, height: size, rx: radius, fill: shine })
}

/** favicon.svg: rounded navy tile so the mark stays visible on light and dark browser tabs. */
export function faviconSvg(): string {
  const defs = new Defs('fav')
  // Slightly heavier strokes than the master: at 16px a 4.4 unit stroke would fall below one pixel.
  return svgDocument(48, 48, defs, [tileBackground(defs, 48, 11), placedMark(darkMarkColors, 3, 3, 42, 5.4)])
}

/**
 * Opaque square icon (apple-touch, PWA). `safe` is the share of the canvas the
 * mark may occupy: maskable icons are cropped to a circle of 80% diameter, so
 * the mark stays well inside that.
 */
export function appIconSvg(size: number, safe: number): string {
  const defs = new Defs('app')
  const m = size * safe
  return svgDocument(size, size, defs, [tileBackground(defs, size, 0), placedMark(darkMarkColors, (size - m) / 2, (size - m) / 2, m)])
}

/** Structured-data logo: the colour mark on a white rounded square. */
export function logo512Svg(): string {
  const defs = new Defs('l512')
  const size = 512
  const m = size * 0.66
  return svgDocument(size, size, defs, [
    tag('rect', { width: size, height: size, rx: 112, fill: palette.white }),
    placedMark(lightMarkColors(defs), (size - m) / 2, (size - m) / 2, m),
  ])
}

export function webManifest(): string {
  return JSON.stringify(
    {
      name: 'TecnoSoluciones',
      short_name: 'TecnoSoluciones',
      start_url: '/',
      display: 'standalone',
      theme_color: palette.navy,
      background_color: palette.paper,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      ],
    },
    null,
    2,
  )
}
