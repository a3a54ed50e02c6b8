/**
 * Video posters (1280x720, 16:9 like the players): the frame a <Video> shows until it is played,
 * on the blog covers' dark stage, with the motif of the service the video is about. The page draws
 * the play button over its centre, so the motif sits at the right and the centre stays calm.
 */

import { type Ctx, Defs, svgDocument } from '../svg.ts'
import { Rng } from '../random.ts'
import { type BlogCover, serviceStage } from './blogCovers.ts'

/** One entry per poster; the file is images/videos/<name>.jpg, named in a post's <Video poster="…">. */
export const videoPosters: Record<string, BlogCover> = {
  'tutorial-en-video': { service: 'soporte_automatizado', variant: 2 },
}

export function videoPoster(name: string, poster: BlogCover): string {
  const ctx: Ctx = { defs: new Defs('v'), rng: new Rng(`video:${name}`), width: 1280, height: 720 }
  return svgDocument(ctx.width, ctx.height, ctx.defs, serviceStage(ctx, poster, { x: 860, y: 110, w: 380, h: 500 }))
}
