/**
 * Social preview images (1200x630). No text (fonts are not guaranteed), so the
 * brand carries it: the mark on its tile, haloed by hexagon rings, on the same
 * dark stage as the heroes. Each language gets a subtle accent of its own.
 */

import { circuitTraces, darkBase, fadingGrid, glow, hexVertexNodes, particles } from '../backdrop.ts'
import { palette } from '../palette.ts'
import { Rng } from '../random.ts'
import { type Ctx, Defs, hexPath, svgDocument, tag } from '../svg.ts'
import { darkMarkColors, placedMark } from './brand.ts'

export type OgLang = 'es' | 'en' | 'pt'

const accentByLang: Record<OgLang, string> = { es: palette.sun, en: palette.sky, pt: palette.teal }

export function ogImage(lang: OgLang): string {
  const W = 1200
  const H = 630
  const ctx: Ctx = { defs: new Defs('o'), rng: new Rng(`og:${lang}`), width: W, height: H }
  const accent = accentByLang[lang]
  const cx = W / 2
  const cy = H / 2
  const out: string[] = [
    darkBase(ctx),
    glow(ctx, { x: cx, y: cy, r: 560, color: palette.primary, opacity: 0.5 }),
    // Corner glow stays cool: a warm glow over navy turns muddy, so the accent lives in the nodes.
    glow(ctx, { x: W * 0.9, y: H * 0.95, r: 420, color: accent === palette.sun ? palette.teal : accent, opacity: 0.16 }),
    glow(ctx, { x: W * 0.08, y: H * 0.05, r: 380, color: palette.teal, opacity: 0.12 }),
    fadingGrid(ctx, { spacing: 42, color: palette.sky, opacity: 0.1, focus: { x: cx, y: cy, r: 640 } }),
    circuitTraces(ctx, {
      region: { x: 0, y: 0, w: W, h: H },
      count: 16,
      grid: 21,
      colors: [palette.sky, palette.teal],
      opacity: [0.2, 0.45],
      width: 1.8,
      glowNodes: true,
      avoid: { x: cx, y: cy, r: 250 },
    }),
    particles(ctx, { x: 0, y: 0, w: W, h: H }, 50, palette.sky, 0.3),
  ]
  // Hexagon rings around the mark, fading outward.
  const radii = [150, 220, 300, 390]
  radii.forEach((r, i) => {
    out.push(
      tag('path', {
        d: hexPath(cx, cy, r),
        fill: 'none',
        stroke: i % 2 ? palette.teal : palette.sky,
        'stroke-opacity': 0.6 - i * 0.12,
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      }),
    )
  })
  const vertexNodes: Array<[number, number, string]> = [
    [1, 0, accent],
    [1, 3, palette.sky],
    [2, 1, palette.teal],
    [2, 4, accent],
    [3, 2, palette.sky],
    [3, 5, palette.teal],
  ]
  out.push(...hexVertexNodes(ctx, cx, cy, radii, vertexNodes))
  const tile = ctx.defs.linear([
    [0, palette.primary],
    [1, palette.deepBlue],
  ])
  out.push(glow(ctx, { x: cx, y: cy, r: 240, color: palette.sky, opacity: 0.3 }))
  out.push(
    tag('path', { d: hexPath(cx, cy, 112), fill: tile, stroke: palette.sky, 'stroke-opacity': 0.7, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }),
  )
  out.push(placedMark({ ...darkMarkColors, node: accent === palette.sun ? palette.sun : darkMarkColors.node }, cx - 68, cy - 68, 136))
  return svgDocument(W, H, ctx.defs, out)
}
