/**
 * Blog covers (1200x800, 3:2 like the service cards): the motif of the service a post is about,
 * in the dark theme on the heroes' stage, so a list of posts reads as a set apart from the
 * light service cards. Each post picks a motif variant; the seed is its slug.
 */

import { circuitTraces, darkBase, fadingGrid, glow, particles } from '../backdrop.ts'
import { makeTheme } from '../illustration-parts.ts'
import { motifs, placeMotif } from '../motifs.ts'
import { type ServiceKey, palette, serviceAccents } from '../palette.ts'
import { Rng } from '../random.ts'
import { type Ctx, Defs, svgDocument } from '../svg.ts'

export interface BlogCover {
  service: ServiceKey
  variant: 0 | 1 | 2 | 3
}

/** One entry per post slug (content/<lang>/blog/<slug>.mdx); the file is images/blog/<slug>.jpg. */
export const blogCovers: Record<string, BlogCover> = {
  'que-implica-integrar-un-crm': { service: 'integracion_crms', variant: 2 },
  'velocidad-sitio-web-ventas': { service: 'creacion_paginas_web', variant: 1 },
  'traducir-producto-portugues-brasil': { service: 'contenido_multilingue', variant: 3 },
  'tutoriales-que-reducen-consultas-de-soporte': { service: 'soporte_automatizado', variant: 2 },
}

export function blogCover(slug: string, cover: BlogCover): string {
  const ctx: Ctx = { defs: new Defs('c'), rng: new Rng(`blog:${slug}`), width: 1200, height: 800 }
  return svgDocument(ctx.width, ctx.height, ctx.defs, serviceStage(ctx, cover, { x: 150, y: 70, w: 900, h: 660 }))
}

/**
 * The covers' dark stage at the size of `ctx`: a glow behind the service's motif (placed in
 * `motif`), a second one low in the far corner, a grid and circuit traces that leave the centre
 * calm. The video posters (videoPosters.ts) draw on it too.
 */
export function serviceStage(ctx: Ctx, { service, variant }: BlogCover, motif: { x: number; y: number; w: number; h: number }): string[] {
  const { width: W, height: H } = ctx
  const accents = serviceAccents[service]
  const th = makeTheme(ctx, 'dark', accents)
  return [
    darkBase(ctx),
    glow(ctx, {
      x: motif.x + motif.w / 2,
      y: motif.y + motif.h / 2,
      r: 620,
      color: accents.main === palette.teal ? palette.primary : accents.main,
      opacity: 0.45,
    }),
    glow(ctx, { x: W * 0.9, y: H * 0.95, r: 420, color: accents.alt, opacity: 0.2 }),
    fadingGrid(ctx, { spacing: 48, color: palette.sky, opacity: 0.09, focus: { x: W / 2, y: H / 2, r: 700 } }),
    circuitTraces(ctx, {
      region: { x: 0, y: 0, w: W, h: H },
      count: 8,
      grid: 24,
      colors: [palette.sky, palette.teal],
      opacity: [0.15, 0.4],
      width: 1.8,
      glowNodes: true,
      avoid: { x: W / 2, y: H / 2, r: 330 },
    }),
    particles(ctx, { x: 0, y: 0, w: W, h: H }, 40, palette.sky, 0.3),
    placeMotif(motifs[service](ctx, th, variant), motif),
  ]
}
