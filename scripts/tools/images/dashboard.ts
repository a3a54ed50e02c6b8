/**
 * Dashboard widgets for the case-study images: cards, charts, tables, boards.
 * Every widget draws inside a rectangle it is given, so layouts are just lists
 * of rectangles. Data comes from the seeded RNG, so charts look plausible but
 * stay identical between runs.
 */

import { type Theme, bar, duo, glyph, panel, playButton, ringGauge, speechBubble, textLines } from './illustration-parts.ts'
import { palette } from './palette.ts'
import { type Ctx, arcPath, num, smoothPath, tag } from './svg.ts'
import { at, cycle } from './util.ts'

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** Text-ish foreground on the current surface. */
const fg = (th: Theme): string => (th.mode === 'dark' ? palette.white : palette.navy)
/** Primary is too dark to read on dark surfaces; use sky there instead. */
export const legible = (th: Theme, c: string): string => (th.mode === 'dark' && c === palette.primary ? palette.sky : c)

/** Card surface plus a title bar: the frame of most widgets. */
function card(th: Theme, b: Box, title = true): string {
  return (
    panel(th, b.x, b.y, b.w, b.h, { r: 16, shadow: th.mode === 'light' }) +
    (title ? bar(b.x + 20, b.y + 20, Math.min(140, b.w * 0.4), 10, fg(th), th.lineOpacity * 1.8) : '')
  )
}

export function screenBackground(th: Theme, b: Box): string {
  const fill = th.mode === 'dark' ? palette.ink : palette.paper
  return tag('rect', { x: b.x, y: b.y, width: b.w, height: b.h, fill })
}

/** Narrow navigation rail with an active item. */
export function sidebar(th: Theme, b: Box, accent: string, active = 1): string {
  const out = [tag('rect', { x: b.x, y: b.y, width: b.w, height: b.h, fill: th.mode === 'dark' ? palette.navy : palette.white })]
  out.push(tag('rect', { x: b.x + b.w / 2 - 16, y: b.y + 22, width: 32, height: 32, rx: 10, fill: legible(th, accent) }))
  for (let i = 0; i < 5; i++) {
    const y = b.y + 90 + i * 54
    const on = i === active
    out.push(
      tag('rect', {
        x: b.x + b.w / 2 - 18,
        y,
        width: 36,
        height: 36,
        rx: 10,
        fill: on ? legible(th, accent) : fg(th),
        'fill-opacity': on ? 0.18 : 0.06,
      }),
    )
    out.push(
      tag('rect', {
        x: b.x + b.w / 2 - 8,
        y: y + 10,
        width: 16,
        height: 16,
        rx: 4,
        fill: on ? legible(th, accent) : fg(th),
        'fill-opacity': on ? 1 : 0.3,
      }),
    )
  }
  return out.join('')
}

/** Header row: page title, search field and avatar. */
export function topbar(th: Theme, b: Box, accent: string): string {
  return [
    bar(b.x, b.y + b.h / 2 - 8, 180, 16, fg(th), th.lineOpacity * 2.2),
    tag('rect', {
      x: b.x + b.w - 330,
      y: b.y + b.h / 2 - 18,
      width: 220,
      height: 36,
      rx: 18,
      fill: palette.white,
      'fill-opacity': th.mode === 'dark' ? 0.06 : 1,
      stroke: th.stroke,
      'stroke-opacity': th.strokeOpacity,
    }),
    tag('circle', { cx: b.x + b.w - 300, cy: b.y + b.h / 2, r: 7, fill: 'none', stroke: fg(th), 'stroke-opacity': 0.35, 'stroke-width': 2.5 }),
    tag('circle', { cx: b.x + b.w - 60, cy: b.y + b.h / 2, r: 8, fill: palette.sun }),
    tag('circle', { cx: b.x + b.w - 18, cy: b.y + b.h / 2, r: 18, fill: legible(th, accent) }),
  ].join('')
}

/** KPI tile: label, big number, delta pill and a sparkline. */
export function kpi(ctx: Ctx, th: Theme, b: Box, accent: string, up = true): string {
  const c = legible(th, accent)
  const values = ctx.rng.series(8, up ? 0.35 : 0.7, up ? 0.06 : -0.05, 0.08)
  const pts = values.map((v, i) => [b.x + b.w * 0.5 + (i / 7) * (b.w * 0.42), b.y + b.h - 18 - v * (b.h * 0.45)] as [number, number])
  return [
    card(th, b, false),
    bar(b.x + 18, b.y + 18, b.w * 0.38, 9, fg(th), th.lineOpacity * 1.5),
    bar(b.x + 18, b.y + 40, b.w * 0.3, 20, fg(th), th.mode === 'dark' ? 0.85 : 0.8),
    tag('rect', { x: b.x + 18, y: b.y + b.h - 34, width: 52, height: 20, rx: 10, fill: up ? palette.teal : palette.sun, 'fill-opacity': 0.2 }),
    bar(b.x + 28, b.y + b.h - 28, 32, 8, up ? palette.teal : palette.sun, 1),
    tag('path', { d: smoothPath(pts), fill: 'none', stroke: c, 'stroke-width': 3, 'stroke-linecap': 'round' }),
  ].join('')
}

export interface Series {
  values: number[]
  color: string
  area?: boolean
}

/** Line/area chart with horizontal gridlines and a highlighted last point. */
export function lineChart(ctx: Ctx, th: Theme, b: Box, series: Series[], legend = true): string {
  const out = [card(th, b)]
  const px = b.x + 24
  const py = b.y + 56
  const pw = b.w - 48
  const ph = b.h - 84
  for (let i = 0; i <= 3; i++) {
    const y = py + (ph / 3) * i
    out.push(tag('path', { d: `M${num(px)} ${num(y)}H${num(px + pw)}`, stroke: fg(th), 'stroke-opacity': 0.07, 'stroke-width': 1.5 }))
  }
  if (legend) {
    series.forEach((s, i) => {
      out.push(tag('circle', { cx: b.x + b.w - 130 + i * 60, cy: b.y + 25, r: 5, fill: legible(th, s.color) }))
      out.push(bar(b.x + b.w - 120 + i * 60, b.y + 21, 34, 8, fg(th), th.lineOpacity))
    })
  }
  for (const s of series) {
    const c = legible(th, s.color)
    const pts = s.values.map((v, i) => [px + (i / (s.values.length - 1)) * pw, py + ph - v * ph] as [number, number])
    const line = smoothPath(pts)
    if (s.area) {
      const fill = ctx.defs.linear(
        [
          [0, c, th.mode === 'dark' ? 0.35 : 0.25],
          [1, c, 0],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      )
      out.push(tag('path', { d: `${line}L${num(px + pw)} ${num(py + ph)}L${num(px)} ${num(py + ph)}Z`, fill }))
    }
    out.push(tag('path', { d: line, fill: 'none', stroke: c, 'stroke-width': 3.5, 'stroke-linecap': 'round' }))
    if (s.area) {
      const [lx, ly] = at(pts, pts.length - 1)
      out.push(
        tag('circle', { cx: lx, cy: ly, r: 12, fill: c, 'fill-opacity': 0.2 }),
        tag('circle', { cx: lx, cy: ly, r: 6, fill: palette.white, stroke: c, 'stroke-width': 3 }),
      )
    }
  }
  return out.join('')
}

/** Grouped or single bar chart. */
export function barChart(th: Theme, b: Box, groups: number[][], colors: string[]): string {
  const out = [card(th, b)]
  const px = b.x + 24
  const py = b.y + 56
  const pw = b.w - 48
  const ph = b.h - 80
  const gw = pw / groups.length
  const bw = Math.min(22, (gw * 0.7) / at(groups, 0).length)
  groups.forEach((g, i) => {
    g.forEach((v, j) => {
      const h = Math.max(8, v * ph)
      out.push(
        tag('rect', {
          x: px + i * gw + (gw - bw * g.length) / 2 + j * bw,
          y: py + ph - h,
          width: bw - 4,
          height: h,
          rx: Math.min(6, (bw - 4) / 2),
          fill: legible(th, cycle(colors, j)),
        }),
      )
    })
  })
  out.push(tag('path', { d: `M${num(px)} ${num(py + ph + 6)}H${num(px + pw)}`, stroke: fg(th), 'stroke-opacity': 0.1, 'stroke-width': 1.5 }))
  return out.join('')
}

/** Donut with legend rows. */
export function donut(th: Theme, b: Box, fractions: number[], colors: string[]): string {
  const out = [card(th, b)]
  const r = Math.min(b.h - 90, b.w * 0.45) / 2
  const cx = b.x + 28 + r
  const cy = b.y + 56 + (b.h - 56) / 2 - 6
  let start = 0
  const total = fractions.reduce((s, f) => s + f, 0)
  out.push(tag('circle', { cx, cy, r, fill: 'none', stroke: fg(th), 'stroke-opacity': 0.06, 'stroke-width': r * 0.36 }))
  fractions.forEach((f, i) => {
    const sweep = (f / total) * 360
    out.push(
      tag('path', {
        d: arcPath(cx, cy, r, start + 2, start + sweep - 2),
        fill: 'none',
        stroke: legible(th, cycle(colors, i)),
        'stroke-width': r * 0.36,
      }),
    )
    start += sweep
  })
  const lx = cx + r + 36
  fractions.forEach((_, i) => {
    const y = cy - ((fractions.length - 1) * 30) / 2 + i * 30
    out.push(tag('rect', { x: lx, y: y - 6, width: 12, height: 12, rx: 4, fill: legible(th, cycle(colors, i)) }))
    out.push(bar(lx + 22, y - 4, Math.max(30, b.x + b.w - lx - 70), 8, fg(th), th.lineOpacity))
  })
  return out.join('')
}

/** Row of ring gauges (performance scores, goals). */
export function gauges(th: Theme, b: Box, values: number[], colors: string[]): string {
  const out = [card(th, b)]
  const slot = (b.w - 40) / values.length
  const r = Math.min(slot * 0.3, (b.h - 96) / 2)
  values.forEach((v, i) => {
    const cx = b.x + 20 + slot * (i + 0.5)
    const cy = b.y + 48 + r + 4
    out.push(ringGauge(cx, cy, r, v, legible(th, cycle(colors, i)), fg(th), 0.08, r * 0.22))
    out.push(bar(cx - r * 0.35, cy - 6, r * 0.7, 12, fg(th), th.mode === 'dark' ? 0.75 : 0.7))
    out.push(bar(cx - r * 0.55, cy + r + 16, r * 1.1, 8, fg(th), th.lineOpacity))
  })
  return out.join('')
}

/** Table of records: avatar, name, detail, status pill. */
export function table(ctx: Ctx, th: Theme, b: Box, rows: number, accents: string[]): string {
  const out = [card(th, b)]
  const rh = (b.h - 64) / rows
  const statuses = [palette.teal, palette.sky, palette.sun, palette.primary]
  for (let i = 0; i < rows; i++) {
    const y = b.y + 52 + i * rh
    if (i > 0)
      out.push(tag('path', { d: `M${num(b.x + 20)} ${num(y)}H${num(b.x + b.w - 20)}`, stroke: fg(th), 'stroke-opacity': 0.06, 'stroke-width': 1.5 }))
    const cy = y + rh / 2
    out.push(tag('circle', { cx: b.x + 38, cy, r: Math.min(15, rh * 0.3), fill: legible(th, cycle(accents, i)), 'fill-opacity': 0.85 }))
    out.push(bar(b.x + 66, cy - 5, b.w * ctx.rng.range(0.18, 0.26), 10, fg(th), th.lineOpacity * 1.8))
    out.push(bar(b.x + b.w * 0.45, cy - 4, b.w * ctx.rng.range(0.12, 0.2), 8, fg(th), th.lineOpacity))
    const st = cycle(statuses, i * 3 + 1)
    out.push(tag('rect', { x: b.x + b.w - 110, y: cy - 11, width: 80, height: 22, rx: 11, fill: legible(th, st), 'fill-opacity': 0.2 }))
    out.push(bar(b.x + b.w - 96, cy - 4, 52, 8, legible(th, st), 1))
  }
  return out.join('')
}

/** Kanban board: columns of cards, the sales pipeline of a CRM. */
export function kanban(ctx: Ctx, th: Theme, b: Box, counts: number[], colors: string[]): string {
  const out: string[] = []
  const gap = 16
  const cw = (b.w - gap * (counts.length - 1)) / counts.length
  counts.forEach((n, c) => {
    const x = b.x + c * (cw + gap)
    out.push(tag('rect', { x, y: b.y, width: cw, height: b.h, rx: 16, fill: fg(th), 'fill-opacity': th.mode === 'dark' ? 0.04 : 0.035 }))
    out.push(tag('rect', { x: x + 16, y: b.y + 18, width: 10, height: 10, rx: 3, fill: legible(th, cycle(colors, c)) }))
    out.push(bar(x + 34, b.y + 19, cw * 0.4, 9, fg(th), th.lineOpacity * 1.8))
    for (let i = 0; i < n; i++) {
      const y = b.y + 48 + i * 96
      if (y + 84 > b.y + b.h) break
      out.push(panel(th, x + 10, y, cw - 20, 84, { r: 12, shadow: th.mode === 'light' }))
      out.push(bar(x + 24, y + 16, (cw - 48) * ctx.rng.range(0.55, 0.9), 9, fg(th), th.lineOpacity * 1.8))
      out.push(bar(x + 24, y + 36, (cw - 48) * 0.45, 8, fg(th), th.lineOpacity))
      out.push(tag('circle', { cx: x + 34, cy: y + 64, r: 9, fill: legible(th, cycle(colors, c + i + 1)), 'fill-opacity': 0.9 }))
      out.push(bar(x + cw - 76, y + 60, 42, 8, palette.teal, 0.8))
    }
  })
  return out.join('')
}

/** Stacked horizontal progress rows (migration phases, translation status...). */
export function progressList(ctx: Ctx, th: Theme, b: Box, values: number[], colors: string[]): string {
  const out = [card(th, b)]
  const rh = (b.h - 64) / values.length
  values.forEach((v, i) => {
    const y = b.y + 56 + i * rh
    out.push(bar(b.x + 20, y + 4, b.w * ctx.rng.range(0.2, 0.32), 9, fg(th), th.lineOpacity * 1.6))
    out.push(bar(b.x + 20, y + 24, b.w - 40, 10, fg(th), 0.07))
    out.push(bar(b.x + 20, y + 24, (b.w - 40) * v, 10, legible(th, cycle(colors, i)), 1))
  })
  return out.join('')
}

/** Gantt-style roadmap: phases as offset bars on a time grid with a "today" line. */
export function gantt(ctx: Ctx, th: Theme, b: Box, colors: string[]): string {
  const out = [card(th, b)]
  const px = b.x + 150
  const pw = b.w - 174
  const cols = 6
  for (let i = 0; i <= cols; i++) {
    const x = px + (pw / cols) * i
    out.push(tag('path', { d: `M${num(x)} ${num(b.y + 50)}V${num(b.y + b.h - 16)}`, stroke: fg(th), 'stroke-opacity': 0.06, 'stroke-width': 1.5 }))
  }
  const rows = 5
  const rh = (b.h - 70) / rows
  for (let r = 0; r < rows; r++) {
    const y = b.y + 58 + r * rh
    out.push(bar(b.x + 20, y + rh / 2 - 5, 100, 10, fg(th), th.lineOpacity * 1.6))
    const start = r * 0.15 + ctx.rng.range(0, 0.05)
    const len = 0.25 + ctx.rng.range(0, 0.15)
    const c = legible(th, cycle(colors, r))
    out.push(tag('rect', { x: px + pw * start, y: y + rh / 2 - 13, width: pw * len, height: 26, rx: 13, fill: c, 'fill-opacity': 0.22 }))
    const done = Math.min(1, Math.max(0, (0.62 - start) / len))
    if (done > 0) out.push(tag('rect', { x: px + pw * start, y: y + rh / 2 - 13, width: Math.max(26, pw * len * done), height: 26, rx: 13, fill: c }))
  }
  const today = px + pw * 0.62
  out.push(
    tag('path', { d: `M${num(today)} ${num(b.y + 46)}V${num(b.y + b.h - 14)}`, stroke: palette.sun, 'stroke-width': 2.5, 'stroke-dasharray': '6 6' }),
  )
  out.push(tag('circle', { cx: today, cy: b.y + 46, r: 6, fill: palette.sun }))
  return out.join('')
}

/** Support chat side panel. */
export function chatPanel(ctx: Ctx, th: Theme, b: Box, accent: string): string {
  const out = [card(th, b)]
  const c = legible(th, accent)
  const bw = b.w - 70
  const mk = (y: number, mine: boolean, lines: number): void => {
    const h = 26 + lines * 18
    const x = mine ? b.x + b.w - 20 - bw : b.x + 20
    out.push(speechBubble(x, y, bw, h, mine ? 'right' : 'left', mine ? c : fg(th), mine ? 1 : th.mode === 'dark' ? 0.08 : 0.05))
    out.push(
      textLines(ctx, th, x + 18, y + 16, bw - 36, lines, {
        gap: 18,
        h: 7,
        color: mine ? palette.white : undefined,
        opacity: mine ? 0.85 : undefined,
      }),
    )
  }
  mk(b.y + 56, false, 2)
  mk(b.y + 56 + 100, true, 1)
  mk(b.y + 56 + 180, false, 3)
  const iy = b.y + b.h - 56
  if (iy > b.y + 56 + 180 + 100) {
    out.push(tag('rect', { x: b.x + 20, y: iy, width: b.w - 40, height: 38, rx: 19, fill: fg(th), 'fill-opacity': 0.05 }))
    out.push(tag('circle', { cx: b.x + b.w - 40, cy: iy + 19, r: 12, fill: c }))
  }
  return out.join('')
}

/** Grid of video lessons with play buttons. */
export function videoGrid(th: Theme, b: Box, cols: number, rows: number, ctx: Ctx): string {
  const out: string[] = []
  const gap = 18
  const cw = (b.w - gap * (cols - 1)) / cols
  const ch = (b.h - gap * (rows - 1)) / rows
  const pairs: Array<[string, string]> = [
    [palette.primary, palette.sky],
    [palette.teal, palette.primary],
    [palette.deepBlue, palette.primary],
    [palette.sky, palette.teal],
  ]
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = b.x + c * (cw + gap)
      const y = b.y + r * (ch + gap)
      const [a, z] = cycle(pairs, r * cols + c)
      out.push(panel(th, x, y, cw, ch, { r: 14, shadow: th.mode === 'light' }))
      const th_ = ch * 0.58
      out.push(tag('rect', { x: x + 10, y: y + 10, width: cw - 20, height: th_, rx: 10, fill: duo(ctx, a, z) }))
      out.push(playButton(x + cw / 2, y + 10 + th_ / 2, Math.min(20, th_ * 0.2), palette.white, a === palette.teal ? palette.teal : palette.primary))
      out.push(bar(x + cw - 56, y + th_ - 12, 36, 14, palette.ink, 0.5))
      out.push(bar(x + 14, y + th_ + 24, cw * 0.7, 9, fg(th), th.lineOpacity * 1.8))
      out.push(bar(x + 14, y + th_ + 42, cw * 0.4, 8, fg(th), th.lineOpacity))
      if ((r + c) % 3 === 0) out.push(bar(x + 10, y + 10 + th_ - 5, (cw - 20) * 0.6, 5, palette.teal, 1))
    }
  }
  return out.join('')
}

/**
 * Dotted world map made of ellipse "continents"; markers highlight markets.
 * Montevideo gets the warm sun marker, a quiet nod to where the studio lives.
 */
export function dotMap(th: Theme, b: Box, accent: string): string {
  const out = [card(th, b)]
  const blobs: Array<[number, number, number, number]> = [
    [0.2, 0.3, 0.14, 0.17],
    [0.13, 0.2, 0.06, 0.08],
    [0.31, 0.66, 0.065, 0.18],
    [0.49, 0.25, 0.06, 0.09],
    [0.53, 0.56, 0.085, 0.17],
    [0.7, 0.3, 0.17, 0.15],
    [0.76, 0.48, 0.06, 0.08],
    [0.85, 0.73, 0.06, 0.06],
  ]
  const ax = b.x + 20
  const ay = b.y + 50
  const aw = b.w - 40
  const ah = b.h - 64
  const step = 13
  for (let y = ay + step / 2; y < ay + ah; y += step) {
    for (let x = ax + step / 2; x < ax + aw; x += step) {
      const u = (x - ax) / aw
      const v = (y - ay) / ah
      const on = blobs.some(([cx, cy, rx, ry]) => ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 < 1)
      if (on) out.push(tag('circle', { cx: x, cy: y, r: 3.2, fill: fg(th), 'fill-opacity': th.mode === 'dark' ? 0.22 : 0.16 }))
    }
  }
  const markers: Array<[number, number, string]> = [
    [0.33, 0.78, palette.sun],
    [0.2, 0.32, legible(th, accent)],
    [0.5, 0.25, palette.teal],
    [0.29, 0.6, palette.sky],
  ]
  for (const [u, v, c] of markers) {
    const x = ax + u * aw
    const y = ay + v * ah
    out.push(tag('circle', { cx: x, cy: y, r: 18, fill: c, 'fill-opacity': 0.2 }), tag('circle', { cx: x, cy: y, r: 7, fill: c }))
  }
  return out.join('')
}

/** Side-by-side translation editor: same rows in three languages. */
export function translationEditor(ctx: Ctx, th: Theme, b: Box, colors: string[]): string {
  const out: string[] = []
  const gap = 16
  const cw = (b.w - gap * 2) / 3
  for (let c = 0; c < 3; c++) {
    const x = b.x + c * (cw + gap)
    out.push(card(th, { x, y: b.y, w: cw, h: b.h }, false))
    out.push(tag('rect', { x: x + 18, y: b.y + 18, width: 54, height: 24, rx: 12, fill: legible(th, cycle(colors, c)) }))
    out.push(bar(x + 30, b.y + 26, 30, 8, palette.white, 0.9))
    const rows = Math.floor((b.h - 70) / 58)
    for (let r = 0; r < rows; r++) {
      const y = b.y + 64 + r * 58
      const active = r === 2
      if (active)
        out.push(tag('rect', { x: x + 10, y: y - 8, width: cw - 20, height: 50, rx: 10, fill: legible(th, cycle(colors, c)), 'fill-opacity': 0.12 }))
      out.push(textLines(ctx, th, x + 20, y, cw - 40, 2, { gap: 18, h: 8 }))
    }
  }
  return out.join('')
}

/** Small glyph badge (used for floating callouts). */
export function badge(cx: number, cy: number, r: number, g: Parameters<typeof glyph>[0], color: string): string {
  return tag('circle', { cx, cy, r, fill: color }) + glyph(g, cx, cy, r, palette.white, Math.max(2.5, r * 0.12))
}
