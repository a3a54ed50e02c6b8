/**
 * The background of a blog post's social image (1200x630): the social previews' dark stage,
 * its circuits kept to the right edge, the brand mark on its tile at the top left and a sun
 * rule under it. The build sets the post's title over the empty left part with sharp
 * (scripts/build/steps/social-images.ts), on the PNG this is rasterised to: this composition draws no text, since fonts are not
 * guaranteed inside SVG.
 */

import { circuitTraces, darkBase, fadingGrid, glow, particles } from '../backdrop.ts'
import { palette } from '../palette.ts'
import { Rng } from '../random.ts'
import { type Ctx, Defs, hexPath, svgDocument, tag } from '../svg.ts'
import { darkMarkColors, placedMark } from './brand.ts'
import { SOCIAL_H, SOCIAL_TEXT, SOCIAL_W } from '../../../build/steps/social-layout.ts'

const accentByLang: Record<string, string> = { es: palette.sun, en: palette.sky, pt: palette.teal }

export function postSocialBackground(lang: string): string {
  const W = SOCIAL_W
  const H = SOCIAL_H
  const ctx: Ctx = { defs: new Defs('p'), rng: new Rng(`post-social:${lang}`), width: W, height: H }
  const accent = accentByLang[lang] ?? palette.sky
  const tile = ctx.defs.linear([
    [0, palette.primary],
    [1, palette.deepBlue],
  ])
  return svgDocument(W, H, ctx.defs, [
    darkBase(ctx),
    glow(ctx, { x: W * 0.95, y: H * 0.5, r: 520, color: palette.primary, opacity: 0.5 }),
    glow(ctx, { x: W * 0.05, y: H * 1.05, r: 420, color: palette.teal, opacity: 0.12 }),
    fadingGrid(ctx, { spacing: 42, color: palette.sky, opacity: 0.08, focus: { x: W * 0.85, y: H / 2, r: 520 } }),
    circuitTraces(ctx, {
      region: { x: 960, y: 0, w: 240, h: H },
      count: 8,
      grid: 21,
      colors: [palette.sky, palette.teal],
      opacity: [0.2, 0.45],
      width: 1.8,
      glowNodes: true,
    }),
    particles(ctx, { x: 900, y: 0, w: 300, h: H }, 30, palette.sky, 0.3),
    tag('path', { d: hexPath(118, 104, 40), fill: tile, stroke: palette.sky, 'stroke-opacity': 0.7, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    placedMark(darkMarkColors, 118 - 24, 104 - 24, 48),
    tag('rect', { x: SOCIAL_TEXT.x, y: H - 72, width: 96, height: 6, rx: 3, fill: accent }),
  ])
}
