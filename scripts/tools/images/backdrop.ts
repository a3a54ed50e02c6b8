/**
 * Shared background layers: the gradients, grids, glows and circuit traces that
 * make every image feel like one family. Compositions stack these and then add
 * their own focal motif on top.
 */

import { palette } from './palette.ts'
import { type Ctx, group, num, polygonPoints, tag } from './svg.ts'
import { at } from './util.ts'

export interface Glow {
  x: number
  y: number
  r: number
  color: string
  opacity: number
}

/** A soft light source: a radial gradient fading to transparent (cheaper and smoother than a blur). */
export function glow(ctx: Ctx, g: Glow): string {
  const fill = ctx.defs.radial(
    [
      [0, g.color, g.opacity],
      [0.45, g.color, g.opacity * 0.45],
      [1, g.color, 0],
    ],
    g.x,
    g.y,
    g.r,
  )
  return tag('circle', { cx: g.x, cy: g.y, r: g.r, fill })
}

/**
 * Dark base: ink in the top-left corner deepening towards deep blue, so the
 * area where page titles sit is the darkest part of the picture.
 */
export function darkBase(ctx: Ctx, angle: 'diagonal' | 'horizontal' = 'diagonal'): string {
  const dir = angle === 'diagonal' ? { x1: 0, y1: 0, x2: 1, y2: 1 } : { x1: 0, y1: 0.5, x2: 1, y2: 0.5 }
  const fill = ctx.defs.linear(
    [
      [0, palette.ink],
      [0.55, palette.navy],
      [1, palette.deepBlue],
    ],
    dir,
  )
  return tag('rect', { width: ctx.width, height: ctx.height, fill })
}

/** Light base for cards: paper with a faint cool tint so white panels still separate from it. */
export function lightBase(ctx: Ctx): string {
  const fill = ctx.defs.linear([
    [0, palette.white],
    [1, palette.paper],
  ])
  const tint = ctx.defs.linear([
    [0, palette.sky, 0.0],
    [1, palette.sky, 0.1],
  ])
  return [tag('rect', { width: ctx.width, height: ctx.height, fill }), tag('rect', { width: ctx.width, height: ctx.height, fill: tint })].join('')
}

export interface GridOptions {
  spacing: number
  color: string
  opacity: number
  /** Where the grid is most visible; it fades out radially from here. */
  focus: { x: number; y: number; r: number }
  /** Draw small dots at intersections instead of lines (a quieter texture). */
  dots?: boolean
}

/** Technical grid that fades out from a focus point, so it reads as texture, not as a table. */
export function fadingGrid(ctx: Ctx, o: GridOptions): string {
  const s = o.spacing
  const cell = o.dots
    ? tag('circle', { cx: s / 2, cy: s / 2, r: Math.max(1, s / 28), fill: o.color, 'fill-opacity': o.opacity })
    : tag('path', { d: `M${s} 0H0V${s}`, fill: 'none', stroke: o.color, 'stroke-opacity': o.opacity, 'stroke-width': 1 })
  const pattern = ctx.defs.pattern(s, s, cell)
  const fade = ctx.defs.radial(
    [
      [0, palette.white, 1],
      [0.6, palette.white, 0.45],
      [1, palette.white, 0],
    ],
    o.focus.x,
    o.focus.y,
    o.focus.r,
  )
  const mask = ctx.defs.mask(tag('rect', { x: 0, y: 0, width: ctx.width, height: ctx.height, fill: fade }))
  return tag('rect', { width: ctx.width, height: ctx.height, fill: pattern, mask })
}

/**
 * Darkens the left/centre of a hero so overlaid headline text stays legible;
 * the motif then naturally lives on the right.
 */
export function textSideShade(ctx: Ctx, strength = 0.6): string {
  const fill = ctx.defs.linear(
    [
      [0, palette.ink, strength],
      [0.38, palette.ink, strength * 0.7],
      [0.62, palette.ink, 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  const bottom = ctx.defs.linear(
    [
      [0.6, palette.ink, 0],
      [1, palette.ink, 0.35],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )
  return [tag('rect', { width: ctx.width, height: ctx.height, fill }), tag('rect', { width: ctx.width, height: ctx.height, fill: bottom })].join('')
}

/** Glowing node: halo + solid dot + bright core. The "signal" in the circuit language. */
export function node(ctx: Ctx, x: number, y: number, r: number, color: string, haloOpacity = 0.55): string {
  const halo = ctx.defs.radial(
    [
      [0, color, haloOpacity],
      [1, color, 0],
    ],
    x,
    y,
    r * 5,
  )
  return [
    tag('circle', { cx: x, cy: y, r: r * 5, fill: halo }),
    tag('circle', { cx: x, cy: y, r, fill: color }),
    tag('circle', { cx: x, cy: y, r: r * 0.42, fill: palette.white, 'fill-opacity': 0.9 }),
  ].join('')
}

/** Nodes on chosen vertices of hexagon rings: [ring index into radii, vertex 0-5, colour]. */
export function hexVertexNodes(
  ctx: Ctx,
  cx: number,
  cy: number,
  radii: readonly number[],
  picks: ReadonlyArray<readonly [number, number, string]>,
): string[] {
  return picks.map(([ring, vertex, color]) => {
    const [x, y] = at(polygonPoints(cx, cy, at(radii, ring), 6, 0), vertex)
    return node(ctx, x, y, 5, color)
  })
}

export interface Region {
  x: number
  y: number
  w: number
  h: number
}

export interface TraceOptions {
  region: Region
  count: number
  grid: number
  colors: readonly string[]
  opacity: [number, number]
  width: number
  /** Glowing end nodes (dark backgrounds) or plain dots (light backgrounds). */
  glowNodes: boolean
  /** Circle the traces must not enter (keeps the focal element clean). */
  avoid?: { x: number; y: number; r: number }
}

const DIRS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
]

/**
 * Circuit-board traces: grid-aligned runs with 45° bends, ending in a node.
 * Turns are limited to ±45° so the lines flow instead of zig-zagging.
 */
export function circuitTraces(ctx: Ctx, o: TraceOptions): string {
  const { rng } = ctx
  const { region: R, grid } = o
  const blocked = (x: number, y: number): boolean => (o.avoid ? Math.hypot(x - o.avoid.x, y - o.avoid.y) < o.avoid.r : false)
  const inside = (x: number, y: number): boolean => {
    if (x < R.x || x > R.x + R.w || y < R.y || y > R.y + R.h) return false
    // Check the segment's midpoint too, so a long run cannot jump across the avoided circle.
    return !blocked(x, y)
  }
  const out: string[] = []
  for (let t = 0; t < o.count; t++) {
    let x = R.x + Math.round((rng.next() * R.w) / grid) * grid
    let y = R.y + Math.round((rng.next() * R.h) / grid) * grid
    if (blocked(x, y)) continue
    // Prefer horizontal starts: calmer, and it echoes lines of text.
    let dir = rng.pick([0, 0, 4, 4, 2, 6])
    const pts: Array<[number, number]> = [[x, y]]
    const steps = rng.int(3, 6)
    for (let s = 0; s < steps; s++) {
      const diagonal = dir % 2 === 1
      const len = (diagonal ? rng.int(1, 2) : rng.int(2, 6)) * grid
      const [dx, dy] = at(DIRS, dir)
      const nx = x + dx * len
      const ny = y + dy * len
      if (!inside(nx, ny) || blocked((x + nx) / 2, (y + ny) / 2)) break
      x = nx
      y = ny
      pts.push([x, y])
      // Diagonals always straighten out again; straights may bend by 45°.
      if (diagonal) dir = (dir + rng.pick([1, 7])) % 8
      else if (rng.chance(0.75)) dir = (dir + rng.pick([1, 7])) % 8
    }
    if (pts.length < 2) continue
    const color = rng.pick(o.colors)
    const opacity = rng.range(o.opacity[0], o.opacity[1])
    const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${num(px)} ${num(py)}`).join('')
    out.push(
      tag('path', {
        d,
        fill: 'none',
        stroke: color,
        'stroke-opacity': opacity,
        'stroke-width': o.width,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      }),
    )
    const [sx, sy] = at(pts, 0)
    const [ex, ey] = at(pts, pts.length - 1)
    // Hollow ring at the start, solid node at the end: gives each trace a direction.
    out.push(
      tag('circle', {
        cx: sx,
        cy: sy,
        r: o.width * 2.2,
        fill: 'none',
        stroke: color,
        'stroke-opacity': opacity,
        'stroke-width': o.width,
      }),
    )
    out.push(
      o.glowNodes
        ? node(ctx, ex, ey, o.width * 2.2, color, Math.min(0.6, opacity + 0.1))
        : tag('circle', { cx: ex, cy: ey, r: o.width * 2.4, fill: color, 'fill-opacity': Math.min(1, opacity + 0.3) }),
    )
  }
  return group({}, out)
}

/** Scattered small particles (dust of light); very low contrast, adds depth. */
export function particles(ctx: Ctx, region: Region, count: number, color: string, maxOpacity: number): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    out.push(
      tag('circle', {
        cx: region.x + ctx.rng.next() * region.w,
        cy: region.y + ctx.rng.next() * region.h,
        r: ctx.rng.range(1, 2.6),
        fill: color,
        'fill-opacity': ctx.rng.range(maxOpacity * 0.3, maxOpacity),
      }),
    )
  }
  return out.join('')
}
