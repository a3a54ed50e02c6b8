/**
 * Hero backgrounds (1920x1080). All share the same dark stage (gradient, glows,
 * fading grid, circuit traces, left-side shade) and differ by one focal
 * feature on the right, where it never competes with the headline.
 */

import { type Region, circuitTraces, darkBase, fadingGrid, glow, hexVertexNodes, node, particles, textSideShade } from '../backdrop.ts'
import { type GlyphName, bar, glyph, makeTheme, panel, speechBubble, textLines } from '../illustration-parts.ts'
import { motifs, placeMotif } from '../motifs.ts'
import { type ServiceKey, palette, serviceAccents } from '../palette.ts'
import { Rng } from '../random.ts'
import { type Ctx, Defs, arcPath, group, hexPath, num, polyPath, polygonPoints, smoothPath, svgDocument, tag } from '../svg.ts'
import { darkMarkColors, placedMark } from './brand.ts'
import { at, cycle } from '../util.ts'

export const HERO_W = 1920
export const HERO_H = 1080

/** The right-hand area where focal features live; the left ~45% is kept calm for text. */
const FEATURE: Region = { x: 860, y: 70, w: 1040, h: 940 }

export type PageHero = 'home' | 'services' | 'about' | 'contact' | 'blog' | 'privacy' | 'not-found'

interface StageOptions {
  /** Main glow colour behind the feature. */
  accent: string
  /** Secondary glow colour. */
  accent2: string
  /** Focus point of the grid and main glow. */
  focus: { x: number; y: number }
  traces: number
  avoid?: { x: number; y: number; r: number }
}

/** Layers under every hero. */
function stage(ctx: Ctx, o: StageOptions): string {
  const { rng } = ctx
  return [
    darkBase(ctx),
    glow(ctx, { x: o.focus.x, y: o.focus.y, r: 760, color: o.accent, opacity: 0.42 }),
    glow(ctx, { x: rng.range(1500, 1850), y: rng.range(820, 1050), r: 560, color: o.accent2, opacity: 0.2 }),
    glow(ctx, { x: rng.range(900, 1300), y: rng.range(-120, 60), r: 520, color: palette.sky, opacity: 0.1 }),
    fadingGrid(ctx, { spacing: 64, color: palette.sky, opacity: 0.09, focus: { x: o.focus.x, y: o.focus.y, r: 900 } }),
    circuitTraces(ctx, {
      region: { x: 1000, y: 40, w: 900, h: 1000 },
      count: o.traces,
      grid: 32,
      colors: [palette.sky, palette.teal, palette.sky],
      opacity: [0.2, 0.5],
      width: 2,
      glowNodes: true,
      avoid: o.avoid,
    }),
    particles(ctx, { x: 950, y: 0, w: 970, h: 1080 }, 60, palette.sky, 0.35),
  ].join('')
}

// --- Focal features per page ------------------------------------------------

/** Home: concentric hexagons radiating from the brand mark. */
function homeFeature(ctx: Ctx): string {
  const cx = 1420
  const cy = 520
  const out: string[] = []
  const radii = [170, 270, 380, 500, 640]
  radii.forEach((r, i) => {
    out.push(
      tag('path', {
        d: hexPath(cx, cy, r),
        fill: 'none',
        stroke: i % 2 ? palette.teal : palette.sky,
        'stroke-opacity': 0.55 - i * 0.09,
        'stroke-width': i === 0 ? 3 : 2,
        'stroke-linejoin': 'round',
      }),
    )
  })
  // Nodes on a few vertices, so the rings feel like a live network.
  const picks: Array<[number, number, string]> = [
    [1, 0, palette.sky],
    [1, 4, palette.teal],
    [2, 1, palette.sky],
    [2, 3, palette.sun],
    [3, 5, palette.sky],
    [3, 2, palette.teal],
  ]
  out.push(...hexVertexNodes(ctx, cx, cy, radii, picks))
  const core = ctx.defs.linear([
    [0, palette.primary],
    [1, palette.deepBlue],
  ])
  out.push(glow(ctx, { x: cx, y: cy, r: 300, color: palette.primary, opacity: 0.55 }))
  out.push(
    tag('path', { d: hexPath(cx, cy, 120), fill: core, stroke: palette.sky, 'stroke-opacity': 0.6, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }),
  )
  out.push(placedMark(darkMarkColors, cx - 72, cy - 72, 144))
  return out.join('')
}

/** Services: an isometric platform of modules, a few of them raised and lit. */
function servicesFeature(ctx: Ctx): string {
  const out: string[] = []
  const tileSize = 190
  const gap = 40
  const glyphs: GlyphName[] = ['chart', 'doc', 'database', 'chat', 'user', 'sliders', 'mail', 'bolt', 'cart']
  const raised = new Set([1, 3, 5, 7])
  const face = ctx.defs.linear([
    [0, palette.deepBlue],
    [1, palette.navy],
  ])
  const lit = ctx.defs.linear([
    [0, palette.primary],
    [1, palette.sky],
  ])
  const cells: string[] = []
  for (let i = 0; i < 9; i++) {
    const x = (i % 3) * (tileSize + gap)
    const y = Math.floor(i / 3) * (tileSize + gap)
    const lift = raised.has(i) ? 26 : 0
    // Thickness: the same tile drawn again lower-right in iso space.
    cells.push(tag('rect', { x: x + 14 - lift, y: y + 14 - lift, width: tileSize, height: tileSize, rx: 26, fill: palette.ink, 'fill-opacity': 0.8 }))
    if (lift)
      cells.push(
        tag('rect', { x: x + 8 - lift, y: y + 8 - lift, width: tileSize, height: tileSize, rx: 26, fill: palette.primary, 'fill-opacity': 0.55 }),
      )
    cells.push(
      tag('rect', {
        x: x - lift,
        y: y - lift,
        width: tileSize,
        height: tileSize,
        rx: 26,
        fill: i === 4 ? lit : face,
        stroke: palette.sky,
        'stroke-opacity': i === 4 ? 0.9 : 0.35,
        'stroke-width': 2,
      }),
    )
    cells.push(
      glyph(at(glyphs, i), x - lift + tileSize / 2, y - lift + tileSize / 2, 70, i === 4 ? palette.white : i % 2 ? palette.teal : palette.sky, 5),
    )
  }
  out.push(glow(ctx, { x: 1420, y: 540, r: 560, color: palette.primary, opacity: 0.45 }))
  // Classic isometric projection of a flat grid: rotate 45°, then squash vertically.
  const half = (3 * tileSize + 2 * gap) / 2
  out.push(group({ transform: `translate(1420 560) scale(1 0.58) rotate(45) translate(${-half} ${-half})` }, cells))
  return out.join('')
}

/** About: calm flowing lines, a twisting ribbon of trajectories (people moving together). */
function aboutFeature(ctx: Ctx): string {
  const out: string[] = []
  const lines = 34
  for (let i = 0; i < lines; i++) {
    const t = i / (lines - 1)
    const pts: Array<[number, number]> = []
    for (let k = 0; k <= 9; k++) {
      const x = 760 + k * 140
      // Centre line is a slow wave; the spread between lines breathes with
      // cos(), so the bundle seems to twist like a ribbon.
      const centre = 560 + Math.sin(k * 0.5 - 0.3) * 150 - k * 14
      const spread = (t - 0.5) * (90 + 220 * Math.abs(Math.cos(k * 0.42 + 0.3)))
      pts.push([x, centre + spread])
    }
    const color = t < 0.5 ? palette.sky : palette.teal
    out.push(
      tag('path', { d: smoothPath(pts), fill: 'none', stroke: color, 'stroke-opacity': 0.12 + 0.45 * Math.sin(t * Math.PI), 'stroke-width': 2 }),
    )
    if (i === 8 || i === 17 || i === 27) {
      const [x, y] = at(pts, i === 17 ? 6 : i === 8 ? 8 : 4)
      out.push(node(ctx, x, y, 6, i === 17 ? palette.sun : color))
    }
  }
  // Fade the ribbon in from the left so it has no hard starting edge near the text.
  const fade = ctx.defs.linear(
    [
      [0, palette.white, 0],
      [1, palette.white, 1],
    ],
    { x1: 760, y1: 0, x2: 1200, y2: 0 },
    true,
  )
  const mask = ctx.defs.mask(tag('rect', { x: 0, y: 0, width: HERO_W, height: HERO_H, fill: fade }))
  return group({ mask }, out)
}

/** Contact: signal rings around a message tile, with a reply bubble floating off. */
function contactFeature(ctx: Ctx): string {
  const cx = 1440
  const cy = 540
  const out: string[] = []
  for (let i = 1; i <= 7; i++) {
    const r = 90 + i * 72
    const o = 0.5 - i * 0.055
    out.push(
      tag('circle', {
        cx,
        cy,
        r,
        fill: 'none',
        stroke: i % 2 ? palette.sky : palette.teal,
        'stroke-opacity': o,
        'stroke-width': 2,
        'stroke-dasharray': i % 3 === 0 ? '4 14' : undefined,
        'stroke-linecap': 'round',
      }),
    )
    if (i % 2 === 0)
      out.push(
        tag('path', {
          d: arcPath(cx, cy, r, 20 + i * 25, 70 + i * 25),
          fill: 'none',
          stroke: palette.sky,
          'stroke-opacity': 0.85,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
      )
  }
  out.push(glow(ctx, { x: cx, y: cy, r: 260, color: palette.primary, opacity: 0.6 }))
  const tileFill = ctx.defs.linear([
    [0, palette.primary],
    [1, palette.sky],
  ])
  out.push(tag('rect', { x: cx - 80, y: cy - 80, width: 160, height: 160, rx: 40, fill: tileFill }))
  out.push(glyph('mail', cx, cy, 84, palette.white, 7))
  const th = makeTheme(ctx, 'dark', serviceAccents.soporte_automatizado)
  out.push(speechBubble(1560, 230, 280, 100, 'left', th.panel, 0.95, { stroke: palette.sky, 'stroke-opacity': 0.35, 'stroke-width': 2 }))
  out.push(textLines(ctx, th, 1592, 262, 210, 2, { gap: 24, h: 10 }))
  out.push(node(ctx, 1180, 760, 6, palette.sun))
  out.push(node(ctx, 1700, 780, 5, palette.teal))
  return out.join('')
}

/** Blog: a tilted mosaic of article cards drifting off the edge. */
function blogFeature(ctx: Ctx): string {
  const th = makeTheme(ctx, 'dark', serviceAccents.contenido_multilingue)
  const cards: string[] = []
  const colW = 300
  const thumbs: ReadonlyArray<readonly [string, string]> = [
    [palette.primary, palette.sky],
    [palette.teal, palette.primary],
    [palette.deepBlue, palette.sky],
  ]
  for (let c = 0; c < 4; c++) {
    let y = c % 2 ? -120 : 0
    for (let r = 0; r < 4; r++) {
      const h = ctx.rng.pick([300, 340, 380])
      const x = c * (colW + 36)
      const [a, b] = cycle(thumbs, c + r)
      cards.push(panel(th, x, y, colW, h, { r: 22 }))
      cards.push(
        tag('rect', {
          x: x + 16,
          y: y + 16,
          width: colW - 32,
          height: h * 0.45,
          rx: 14,
          fill: ctx.defs.linear([
            [0, a],
            [1, b],
          ]),
        }),
      )
      cards.push(tag('circle', { cx: x + colW * 0.7, cy: y + 16 + h * 0.2, r: h * 0.12, fill: palette.white, 'fill-opacity': 0.16 }))
      cards.push(bar(x + 22, y + h * 0.45 + 42, 70, 10, (c + r) % 2 ? palette.teal : palette.sky, 0.9))
      cards.push(textLines(ctx, th, x + 22, y + h * 0.45 + 70, colW - 44, 3, { gap: 22, h: 9 }))
      y += h + 36
    }
  }
  const fade = ctx.defs.linear(
    [
      [0, palette.white, 0],
      [0.25, palette.white, 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  const mask = ctx.defs.mask(tag('rect', { x: 760, y: 0, width: 1160, height: 1080, fill: fade }))
  return group({ mask }, group({ transform: 'translate(1060 -40) rotate(12)', opacity: 0.92 }, cards))
}

/** Privacy: honeycomb lattice with a shield at its heart. */
function privacyFeature(ctx: Ctx): string {
  const out: string[] = []
  const r = 62
  const w = Math.sqrt(3) * r
  const cx0 = 1420
  const cy0 = 540
  for (let row = -6; row <= 6; row++) {
    for (let col = -6; col <= 6; col++) {
      const cx = cx0 + col * w + (row % 2 ? w / 2 : 0)
      const cy = cy0 + row * r * 1.5
      const d = Math.hypot(cx - cx0, (cy - cy0) * 1.2)
      if (d > 620 || cx < 900) continue
      const o = 0.42 * (1 - d / 640)
      const highlight = ctx.rng.chance(0.08) && d > 200
      out.push(
        tag('path', {
          d: polyPath(polygonPoints(cx, cy, r - 6, 6, 30), true),
          fill: highlight ? palette.teal : 'none',
          'fill-opacity': highlight ? 0.16 : undefined,
          stroke: palette.sky,
          'stroke-opacity': Math.max(0.04, o),
          'stroke-width': 2,
          'stroke-linejoin': 'round',
        }),
      )
    }
  }
  out.push(glow(ctx, { x: cx0, y: cy0, r: 330, color: palette.primary, opacity: 0.6 }))
  const shield = `M${cx0} ${cy0 - 170}L${cx0 + 135} ${cy0 - 120}V${cy0 - 10}C${cx0 + 135} ${cy0 + 80} ${cx0 + 75} ${cy0 + 150} ${cx0} ${cy0 + 185}C${cx0 - 75} ${cy0 + 150} ${cx0 - 135} ${cy0 + 80} ${cx0 - 135} ${cy0 - 10}V${cy0 - 120}Z`
  const fill = ctx.defs.linear([
    [0, palette.primary],
    [1, palette.deepBlue],
  ])
  out.push(tag('path', { d: shield, fill, stroke: palette.sky, 'stroke-width': 4, 'stroke-linejoin': 'round' }))
  // Keyhole.
  out.push(tag('circle', { cx: cx0, cy: cy0 - 10, r: 30, fill: palette.white }))
  out.push(
    tag('path', {
      d: `M${cx0 - 16} ${cy0 + 6}L${cx0 - 24} ${cy0 + 80}H${cx0 + 24}L${cx0 + 16} ${cy0 + 6}Z`,
      fill: palette.white,
      'stroke-linejoin': 'round',
    }),
  )
  out.push(node(ctx, cx0 + 135, cy0 - 120, 6, palette.teal))
  return out.join('')
}

/** Not found: a broken orbit, with one node drifted away from the loop. */
function notFoundFeature(ctx: Ctx): string {
  const cx = 1420
  const cy = 540
  const out: string[] = []
  out.push(glow(ctx, { x: cx, y: cy, r: 420, color: palette.primary, opacity: 0.35 }))
  out.push(
    tag('path', {
      d: arcPath(cx, cy, 300, 40, 330),
      fill: 'none',
      stroke: palette.sky,
      'stroke-opacity': 0.7,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  )
  out.push(
    tag('path', {
      d: arcPath(cx, cy, 400, 200, 480),
      fill: 'none',
      stroke: palette.teal,
      'stroke-opacity': 0.35,
      'stroke-width': 2,
      'stroke-dasharray': '3 14',
      'stroke-linecap': 'round',
    }),
  )
  out.push(
    tag('path', {
      d: arcPath(cx, cy, 190, 120, 400),
      fill: 'none',
      stroke: palette.sky,
      'stroke-opacity': 0.3,
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
  )
  // The stray node: outside the gap of the main ring, with a faint dashed trail back.
  const a = (10 * Math.PI) / 180
  const sx = cx + Math.sin(a) * 460
  const sy = cy - Math.cos(a) * 460
  out.push(
    tag('path', {
      d: `M${num(cx + Math.sin((25 * Math.PI) / 180) * 300)} ${num(cy - Math.cos((25 * Math.PI) / 180) * 300)}Q${num(sx + 60)} ${num(sy + 120)} ${num(sx)} ${num(sy)}`,
      fill: 'none',
      stroke: palette.sun,
      'stroke-opacity': 0.6,
      'stroke-width': 2.5,
      'stroke-dasharray': '2 12',
      'stroke-linecap': 'round',
    }),
  )
  out.push(node(ctx, sx, sy, 9, palette.sun))
  out.push(node(ctx, cx + Math.sin((40 * Math.PI) / 180) * 300, cy - Math.cos((40 * Math.PI) / 180) * 300, 7, palette.sky))
  out.push(node(ctx, cx + Math.sin((330 * Math.PI) / 180) * 300, cy - Math.cos((330 * Math.PI) / 180) * 300, 7, palette.sky))
  const core = ctx.defs.linear([
    [0, palette.deepBlue],
    [1, palette.navy],
  ])
  out.push(tag('circle', { cx, cy, r: 110, fill: core, stroke: palette.sky, 'stroke-opacity': 0.4, 'stroke-width': 2 }))
  // A mark with its node missing: the same brackets, but the centre is empty.
  out.push(
    group({ transform: `translate(${cx - 60} ${cy - 60}) scale(2.5)` }, [
      tag('path', {
        d: 'M20.5 9.3H15.5L7 24L15.5 38.7H20.5M27.5 9.3H32.5L41 24L32.5 38.7H27.5',
        fill: 'none',
        stroke: palette.white,
        'stroke-opacity': 0.9,
        'stroke-width': 4.4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      tag('circle', { cx: 24, cy: 24, r: 4.4, fill: 'none', stroke: palette.sky, 'stroke-width': 1.6, 'stroke-dasharray': '2 2.4' }),
    ]),
  )
  return out.join('')
}

interface PageSpec {
  feature: (ctx: Ctx) => string
  accent: string
  accent2: string
  traces: number
  avoid?: { x: number; y: number; r: number }
}

const pageFeatures: Record<PageHero, PageSpec> = {
  home: { feature: homeFeature, accent: palette.primary, accent2: palette.teal, traces: 14, avoid: { x: 1420, y: 520, r: 230 } },
  services: { feature: servicesFeature, accent: palette.primary, accent2: palette.sky, traces: 10 },
  about: { feature: aboutFeature, accent: palette.deepBlue, accent2: palette.teal, traces: 6 },
  contact: { feature: contactFeature, accent: palette.primary, accent2: palette.teal, traces: 8, avoid: { x: 1440, y: 540, r: 150 } },
  blog: { feature: blogFeature, accent: palette.primary, accent2: palette.sky, traces: 6 },
  privacy: { feature: privacyFeature, accent: palette.deepBlue, accent2: palette.teal, traces: 8, avoid: { x: 1420, y: 540, r: 220 } },
  'not-found': { feature: notFoundFeature, accent: palette.deepBlue, accent2: palette.sky, traces: 10, avoid: { x: 1420, y: 540, r: 140 } },
}

export function pageHero(page: PageHero): string {
  const ctx: Ctx = { defs: new Defs('h'), rng: new Rng(`hero:${page}`), width: HERO_W, height: HERO_H }
  const spec = pageFeatures[page]
  const body = [
    stage(ctx, { accent: spec.accent, accent2: spec.accent2, focus: { x: 1420, y: 520 }, traces: spec.traces, avoid: spec.avoid }),
    spec.feature(ctx),
    textSideShade(ctx, 0.62),
  ]
  return svgDocument(HERO_W, HERO_H, ctx.defs, body)
}

/** Service hero: the service's own motif, rendered in the dark theme on the stage. */
export function serviceHero(key: ServiceKey): string {
  const ctx: Ctx = { defs: new Defs('v'), rng: new Rng(`hero:${key}`), width: HERO_W, height: HERO_H }
  const accents = serviceAccents[key]
  const th = makeTheme(ctx, 'dark', accents)
  const body = [
    stage(ctx, {
      accent: accents.main === palette.teal ? palette.primary : accents.main,
      accent2: accents.alt,
      focus: { x: 1400, y: 540 },
      traces: 9,
    }),
    placeMotif(motifs[key](ctx, th, 0), FEATURE),
    textSideShade(ctx, 0.62),
  ]
  return svgDocument(HERO_W, HERO_H, ctx.defs, body)
}
