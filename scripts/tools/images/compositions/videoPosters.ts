/**
 * Video posters (1280x720, 16:9 like the players): the frame a <Video> shows until it is played,
 * on the blog covers' dark stage, with the motif of the service the video is about. The page draws
 * the play button over its centre, so the motif sits at the right and the centre stays calm.
 */

import { circuitTraces, darkBase, fadingGrid, glow, particles } from '../backdrop.ts'
import { makeTheme } from '../illustration-parts.ts'
import { motifs, placeMotif } from '../motifs.ts'
import { type ServiceKey, palette, serviceAccents } from '../palette.ts'
import { Rng } from '../random.ts'
import { type Ctx, Defs, svgDocument } from '../svg.ts'

export interface VideoPoster {
  service: ServiceKey
  variant: 0 | 1 | 2 | 3
}

/** One entry per poster; the file is images/videos/<name>.jpg, named in a post's <Video poster="…">. */
export const videoPosters: Record<string, VideoPoster> = {
  'tutorial-en-video': { service: 'soporte_automatizado', variant: 2 },
}

export function videoPoster(name: string, { service, variant }: VideoPoster): string {
  const W = 1280
  const H = 720
  const ctx: Ctx = { defs: new Defs('v'), rng: new Rng(`video:${name}`), width: W, height: H }
  const accents = serviceAccents[service]
  const th = makeTheme(ctx, 'dark', accents)
  const body = [
    darkBase(ctx),
    glow(ctx, { x: W * 0.72, y: H * 0.5, r: 560, color: accents.main === palette.teal ? palette.primary : accents.main, opacity: 0.45 }),
    glow(ctx, { x: W * 0.1, y: H * 0.9, r: 380, color: accents.alt, opacity: 0.18 }),
    fadingGrid(ctx, { spacing: 48, color: palette.sky, opacity: 0.09, focus: { x: W / 2, y: H / 2, r: 720 } }),
    circuitTraces(ctx, {
      region: { x: 0, y: 0, w: W, h: H },
      count: 8,
      grid: 24,
      colors: [palette.sky, palette.teal],
      opacity: [0.15, 0.35],
      width: 1.8,
      glowNodes: true,
      avoid: { x: W / 2, y: H / 2, r: 300 },
    }),
    particles(ctx, { x: 0, y: 0, w: W, h: H }, 36, palette.sky, 0.3),
    placeMotif(motifs[service](ctx, th, variant), { x: 860, y: 110, w: 380, h: 500 }),
  ]
  return svgDocument(W, H, ctx.defs, body)
}
