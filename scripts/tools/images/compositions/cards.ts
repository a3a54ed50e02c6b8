/**
 * Service cards (1200x800) and benefit illustrations (800x600): the service
 * motif on a light, airy background so it sits well inside white page sections.
 */

import { fadingGrid, glow, lightBase } from '../backdrop.ts'
import { makeTheme } from '../illustration-parts.ts'
import { motifs, placeMotif } from '../motifs.ts'
import { type ServiceKey, palette, serviceAccents } from '../palette.ts'
import { Rng } from '../random.ts'
import { type Ctx, Defs, svgDocument, tag } from '../svg.ts'

/** Each benefit variant gets its own tint so three images side by side do not look cloned. */
const variantTint = [palette.sky, palette.sky, palette.teal, palette.primary] as const

function lightScene(ctx: Ctx, tint: string): string {
  const { width: W, height: H } = ctx
  return [
    lightBase(ctx),
    glow(ctx, { x: W * 0.85, y: H * 0.1, r: W * 0.55, color: tint, opacity: 0.22 }),
    glow(ctx, { x: W * 0.08, y: H * 0.95, r: W * 0.45, color: palette.teal, opacity: 0.1 }),
    glow(ctx, { x: W * 0.5, y: H * 0.55, r: W * 0.4, color: palette.white, opacity: 0.7 }),
    fadingGrid(ctx, { spacing: Math.round(W / 30), color: palette.navy, opacity: 0.07, focus: { x: W / 2, y: H / 2, r: W * 0.6 } }),
    // Large soft rounded shape behind the motif, to anchor it on the page.
    tag('rect', {
      x: W * 0.14,
      y: H * 0.12,
      width: W * 0.72,
      height: H * 0.76,
      rx: H * 0.2,
      fill: ctx.defs.linear([
        [0, tint, 0.14],
        [1, palette.primary, 0.04],
      ]),
      transform: `rotate(-4 ${W / 2} ${H / 2})`,
    }),
  ].join('')
}

/** Main service card image: motif variant 0. */
export function serviceCard(key: ServiceKey): string {
  const ctx: Ctx = { defs: new Defs('s'), rng: new Rng(`card:${key}`), width: 1200, height: 800 }
  const th = makeTheme(ctx, 'light', serviceAccents[key])
  const body = [lightScene(ctx, palette.sky), placeMotif(motifs[key](ctx, th, 0), { x: 110, y: 50, w: 980, h: 700 })]
  return svgDocument(ctx.width, ctx.height, ctx.defs, body)
}

/** Benefit/offer illustration: motif variants 1..3. */
export function benefitImage(key: ServiceKey, variant: 1 | 2 | 3): string {
  const ctx: Ctx = { defs: new Defs('b'), rng: new Rng(`benefit:${key}:${variant}`), width: 800, height: 600 }
  const th = makeTheme(ctx, 'light', serviceAccents[key])
  const body = [lightScene(ctx, variantTint[variant]), placeMotif(motifs[key](ctx, th, variant), { x: 50, y: 40, w: 700, h: 520 })]
  return svgDocument(ctx.width, ctx.height, ctx.defs, body)
}
