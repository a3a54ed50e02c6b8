/**
 * Value icons: hand-written 48x48 stroke icons, primary outline with one teal
 * accent each, transparent background. Kept as plain SVG so they stay crisp at
 * any size and can be inlined or used as <img>.
 */

import { palette } from '../palette.ts'
import { num, polygonPoints } from '../svg.ts'
import { at } from '../util.ts'

export type ValueIcon = 'innovation' | 'commitment' | 'flexibility' | 'multilingualism' | 'quality'

const STROKE = 2.5

/** Wrap paths in a 96x96 document; `p` is primary strokes, `a` teal accent strokes. */
function icon(title: string, p: string, a: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48" fill="none" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="${title}">`,
    `<g stroke="${palette.primary}">${p}</g>`,
    `<g stroke="${palette.teal}">${a}</g>`,
    '</svg>',
  ].join('')
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  // Alternate outer and inner points; inner ones sit halfway (36°) between tips.
  const inners = polygonPoints(cx, cy, inner, 5, -54)
  const pts = polygonPoints(cx, cy, outer, 5, -90).flatMap((o, i) => [o, at(inners, i)])
  return `<path d="M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z"/>`
}

export const valueIcons: Record<ValueIcon, () => string> = {
  // Light bulb with rays: ideas.
  innovation: () =>
    icon(
      'Innovation',
      '<path d="M19 35V32.5C19 31 18.3 29.7 17 28.5A11 11 0 1 1 31 28.5C29.7 29.7 29 31 29 32.5V35Z"/><path d="M20 39.5H28M22 44H26"/>',
      '<path d="M24 2.5V5.5M9.5 8.5L11.6 10.6M38.5 8.5L36.4 10.6M5 20H8M40 20H43"/><path d="M20.5 25L22.25 22.5L24 25L25.75 22.5L27.5 25"/>',
    ),
  // Shield with a check: keeping our word.
  commitment: () =>
    icon('Commitment', '<path d="M24 4.5L39 10V22C39 31.5 32.7 39.2 24 43.5C15.3 39.2 9 31.5 9 22V10Z"/>', '<path d="M17 23.5L22 28.5L31.5 19"/>'),
  // Adjustable sliders: we adapt to each client.
  flexibility: () =>
    icon(
      'Flexibility',
      '<path d="M7 13H26.5M33.5 13H41M7 24H12.5M19.5 24H41M7 35H30.5M37.5 35H41"/>',
      '<circle cx="30" cy="13" r="3.5"/><circle cx="16" cy="24" r="3.5"/><circle cx="34" cy="35" r="3.5"/>',
    ),
  // Globe with a speech bubble: we speak your customers' language.
  multilingualism: () =>
    icon(
      'Multilingualism',
      '<circle cx="18" cy="29" r="13.5"/><ellipse cx="18" cy="29" rx="5.8" ry="13.5"/><path d="M4.5 29H31.5M6.3 22.25H29.7M6.3 35.75H29.7"/>',
      '<path d="M33 3H42A3 3 0 0 1 45 6V13A3 3 0 0 1 42 16H37L32.5 20V16A3 3 0 0 1 30 13V6A3 3 0 0 1 33 3Z"/><path d="M34 9.5H34.1M37.5 9.5H37.6M41 9.5H41.1"/>',
    ),
  // Award rosette with a star: craft and quality.
  quality: () => icon('Quality', '<circle cx="24" cy="17" r="12.5"/><path d="M17 27.3L14 44L24 38.5L34 44L31 27.3"/>', star(24, 17, 6.5, 2.8)),
}
