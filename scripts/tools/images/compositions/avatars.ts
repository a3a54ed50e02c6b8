/**
 * Testimonial avatars (256x256): friendly abstract portraits. No faces (they
 * would read as fake people); a head-and-shoulders silhouette with a distinct
 * hairstyle and background per person is enough to tell them apart.
 */

import { palette } from '../palette.ts'
import { Defs, svgDocument, tag } from '../svg.ts'

export type AvatarKey = 'martina_silva' | 'lucas_pereira' | 'ana_costa'

type Hair = 'long' | 'short' | 'bun'

interface AvatarSpec {
  from: string
  to: string
  hair: Hair
  /** Shirt colour: chosen to contrast with that person's background. */
  shirt: string
  hairColor: string
}

const specs: Record<AvatarKey, AvatarSpec> = {
  martina_silva: { from: palette.teal, to: palette.sky, hair: 'long', shirt: palette.white, hairColor: palette.navy },
  lucas_pereira: { from: palette.navy, to: palette.primary, hair: 'short', shirt: palette.sky, hairColor: palette.ink },
  ana_costa: { from: palette.sky, to: palette.primary, hair: 'bun', shirt: palette.teal, hairColor: palette.navy },
}

const HEAD = { cx: 128, cy: 114, r: 38 }

/**
 * Hair behind the head (long hair, bun) and in front of it (a side-swept
 * fringe: the head's top, cut by an asymmetric curve, so it never looks like
 * a helmet).
 */
function hairShapes(defs: Defs, kind: Hair, color: string): { back: string; front: string } {
  const { cx, cy, r } = HEAD
  const sweep = kind === 'short' ? 0.2 : 0.35
  const clip = defs.clip(
    tag('path', {
      d: `M${cx - r - 12} ${cy + r * sweep}C${cx - r * 0.5} ${cy - r * 0.1} ${cx + r * 0.2} ${cy - r * 0.55} ${cx + r + 12} ${cy - r * 0.05}V${cy - r - 30}H${cx - r - 12}Z`,
    }),
  )
  const front = tag('circle', { cx, cy: cy - 3, r: r + 4, fill: color, 'clip-path': clip })
  switch (kind) {
    case 'long':
      return {
        back: tag('path', {
          d: `M${cx - r - 4} ${cy}C${cx - r - 4} ${cy - r - 8} ${cx + r + 4} ${cy - r - 8} ${cx + r + 4} ${cy}L${cx + r + 10} ${cy + 66}Q${cx} ${cy + 80} ${cx - r - 10} ${cy + 66}Z`,
          fill: color,
        }),
        front,
      }
    case 'bun':
      return { back: tag('circle', { cx: cx + 6, cy: cy - r - 8, r: 19, fill: color }), front }
    case 'short':
      return { back: '', front }
  }
}

export function avatarSvg(key: AvatarKey): string {
  const s = specs[key]
  const defs = new Defs('a')
  const bg = defs.linear([
    [0, s.from],
    [1, s.to],
  ])
  const light = defs.radial(
    [
      [0, palette.white, 0.2],
      [1, palette.white, 0],
    ],
    60,
    40,
    220,
  )
  const skin = palette.paper
  const hair = hairShapes(defs, s.hair, s.hairColor)
  const { cx, cy, r } = HEAD
  const body = [
    // Background, soft light and a thin ring that echoes the site's circles.
    tag('rect', { width: 256, height: 256, fill: bg }),
    tag('rect', { width: 256, height: 256, fill: light }),
    tag('circle', { cx: 128, cy: 128, r: 106, fill: 'none', stroke: palette.white, 'stroke-opacity': 0.2, 'stroke-width': 2 }),
    tag('circle', { cx: 203, cy: 53, r: 7, fill: palette.sun }),
    hair.back,
    // Neck first, then the shirt with a rounded neckline over it, then the head.
    tag('rect', { x: cx - 14, y: cy + 22, width: 28, height: 46, rx: 12, fill: skin }),
    tag('path', { d: `M44 256C44 206 74 180 110 174Q128 196 146 174C182 180 212 206 212 256Z`, fill: s.shirt }),
    tag('circle', { cx, cy, r, fill: skin }),
    hair.front,
  ]
  return svgDocument(256, 256, defs, body)
}
