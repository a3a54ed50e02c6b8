/**
 * Service motifs. Each service has one visual idea, drawn on a 1000x800 local
 * canvas and in four variants: 0 is the "hero" arrangement (service card and
 * service hero), 1-3 are the benefit illustrations. Compositions place and
 * scale the canvas; the theme decides whether it renders light or dark.
 */

import { node } from './backdrop.ts'
import {
  type Theme,
  arrowHead,
  bar,
  browserWindow,
  connector,
  docPage,
  duo,
  glyph,
  globe,
  isoBlock,
  panel,
  playButton,
  ringGauge,
  speechBubble,
  textLines,
  type GlyphName,
} from './illustration-parts.ts'
import { type ServiceKey, palette } from './palette.ts'
import { type Ctx, arcPath, group, num, smoothPath, tag } from './svg.ts'
import { at, cycle } from './util.ts'

export const MOTIF_W = 1000
export const MOTIF_H = 800

export type Motif = (ctx: Ctx, th: Theme, variant: number) => string

/** Accent dot: glowing on dark backgrounds, a crisp dot with a soft ring on light ones. */
function dot(ctx: Ctx, th: Theme, x: number, y: number, r: number, color: string): string {
  if (th.mode === 'dark') return node(ctx, x, y, r, color, 0.5)
  return tag('circle', { cx: x, cy: y, r: r * 2.2, fill: color, 'fill-opacity': 0.15 }) + tag('circle', { cx: x, cy: y, r, fill: color })
}

/**
 * Primary (#1A56DB) is too close in value to the dark panels, so on dark
 * scenes strokes and glyphs that would be primary switch to sky.
 */
function legible(th: Theme, color: string): string {
  return th.mode === 'dark' && color === palette.primary ? palette.sky : color
}

/** Foreground colour on top of a panel (text-like strokes). */
function ink(th: Theme): string {
  return th.mode === 'dark' ? palette.white : palette.navy
}

// ---------------------------------------------------------------------------
// Digital transformation: ascending layered blocks and arrows.
// ---------------------------------------------------------------------------

/** A column made of stacked slabs, so "layers" read even at thumbnail size. */
function layeredColumn(cx: number, groundY: number, halfW: number, height: number, faces: { top: string; left: string; right: string }): string {
  const slab = 54
  const gap = 10
  const count = Math.max(1, Math.round(height / (slab + gap)))
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const topY = groundY - (i + 1) * (slab + gap) + gap
    out.push(isoBlock(cx, topY, halfW, slab, faces, i === count - 1 ? 1 : 0.92))
  }
  return out.join('')
}

const transformacion: Motif = (ctx, th, variant) => {
  const { main, alt, third } = th.accents
  const dark = th.mode === 'dark'
  const faces = (k: number) => ({
    top: k === 3 ? duo(ctx, palette.sky, palette.teal) : duo(ctx, palette.sky, main, 0.9, 0.9),
    left: duo(ctx, palette.primary, palette.deepBlue),
    right: dark ? palette.navy : palette.deepBlue,
  })
  if (variant === 0) {
    // Staircase of layered columns rising to the right, tied together by a trend arrow.
    const cols = [0, 1, 2, 3].map((k) => ({ cx: 240 + k * 170, ground: 700 - k * 85, h: 64 * (k + 1.2) }))
    const out: string[] = []
    // Floor shadows first so columns sit on something.
    for (const c of cols) {
      out.push(
        tag('ellipse', { cx: c.cx, cy: c.ground + 30, rx: 120, ry: 40, fill: dark ? palette.ink : palette.navy, 'fill-opacity': dark ? 0.45 : 0.08 }),
      )
    }
    for (let k = 3; k >= 0; k--) {
      const c = at(cols, k)
      out.push(layeredColumn(c.cx, c.ground, 92, c.h, faces(k)))
    }
    const tops = cols.map((c) => [c.cx, c.ground - Math.round(c.h / 64) * 64 - 40] as [number, number])
    const pts: Array<[number, number]> = [
      [110, at(tops, 0)[1] + 70],
      ...tops.map(([x, y]) => [x, y - 70] as [number, number]),
      [900, at(tops, 3)[1] - 150],
    ]
    out.push(
      tag('path', {
        d: smoothPath(pts, 0.4),
        fill: 'none',
        stroke: dark ? palette.sky : main,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.9,
      }),
    )
    const [ax, ay] = at(pts, pts.length - 1)
    const [bx, by] = at(pts, pts.length - 2)
    out.push(arrowHead(ax, ay, (Math.atan2(ay - by, ax - bx) * 180) / Math.PI, 34, palette.sun))
    for (const [x, y] of pts.slice(1, -1)) out.push(dot(ctx, th, x, y, 9, dark ? palette.sky : alt))
    return out.join('')
  }
  if (variant === 1) {
    // Three stacked platform layers (infrastructure -> data -> experience).
    const out: string[] = []
    const levels = [
      { y: 600, faces: { top: duo(ctx, palette.deepBlue, palette.navy), left: palette.navy, right: palette.ink } },
      { y: 440, faces: { top: duo(ctx, palette.primary, palette.deepBlue), left: palette.deepBlue, right: palette.navy } },
      { y: 280, faces: { top: duo(ctx, palette.sky, palette.teal), left: palette.primary, right: palette.deepBlue } },
    ]
    for (const l of levels) out.push(isoBlock(480, l.y, 300, 30, l.faces))
    // Dashed links between the layers at the side corners and the front edge.
    for (const x of [180, 480, 780]) {
      const yTop = x === 480 ? 280 + 150 + 30 : 280 + 30
      out.push(
        tag('path', {
          d: `M${x} ${yTop}V${x === 480 ? 590 : 600}`,
          stroke: dark ? palette.sky : main,
          'stroke-opacity': 0.35,
          'stroke-width': 3,
          'stroke-dasharray': '2 12',
          'stroke-linecap': 'round',
        }),
      )
    }
    // Small cubes on the top layer: the new digital services.
    for (const [dx, dy] of [
      [-120, 0],
      [0, -50],
      [0, 50],
      [120, 0],
    ] as const) {
      out.push(isoBlock(480 + dx, 280 + dy - 40, 40, 34, { top: palette.white, left: palette.sky, right: palette.primary }))
    }
    out.push(tag('path', { d: 'M900 640V230', stroke: palette.sun, 'stroke-width': 8, 'stroke-linecap': 'round' }))
    out.push(arrowHead(900, 190, -90, 38, palette.sun))
    return out.join('')
  }
  if (variant === 2) {
    // Ascending bar chart card with a trend line.
    const out: string[] = [panel(th, 120, 150, 760, 520, { r: 28 })]
    out.push(bar(170, 200, 200, 14, ink(th), th.lineOpacity * 1.6), bar(170, 230, 120, 10, ink(th), th.lineOpacity))
    const values = [0.22, 0.3, 0.38, 0.5, 0.62, 0.8]
    const baseY = 620
    const pts: Array<[number, number]> = []
    values.forEach((v, i) => {
      const x = 190 + i * 110
      const h = v * 330
      out.push(
        tag('rect', { x, y: baseY - h, width: 64, height: h, rx: 14, fill: duo(ctx, i === values.length - 1 ? palette.teal : palette.sky, main) }),
      )
      pts.push([x + 32, baseY - h - 40])
    })
    out.push(tag('path', { d: smoothPath(pts), fill: 'none', stroke: palette.sun, 'stroke-width': 6, 'stroke-linecap': 'round' }))
    const [lx, ly] = at(pts, pts.length - 1)
    out.push(arrowHead(lx + 14, ly - 12, -40, 30, palette.sun))
    out.push(
      panel(th, 690, 90, 240, 110, { r: 22 }),
      tag('circle', { cx: 745, cy: 145, r: 28, fill: third, 'fill-opacity': 0.16 }),
      glyph('chart', 745, 145, 30, third, 4),
      bar(790, 128, 100, 12, ink(th), th.lineOpacity * 1.8),
      bar(790, 152, 70, 10, third, 0.8),
    )
    return out.join('')
  }
  // Variant 3: from legacy (outlined, dashed) to digital (solid, glowing).
  const out: string[] = []
  const cell = 96
  const gap = 20
  const top = 400 - (3 * cell + 2 * gap) / 2
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const y = top + r * (cell + gap)
      out.push(
        tag('rect', {
          x: 70 + c * (cell + gap),
          y,
          width: cell,
          height: cell,
          rx: 20,
          fill: 'none',
          stroke: ink(th),
          'stroke-opacity': th.lineOpacity * 2,
          'stroke-width': 3,
          'stroke-dasharray': '10 8',
        }),
      )
      const k = r + c
      out.push(
        tag('rect', {
          x: 602 + c * (cell + gap),
          y,
          width: cell,
          height: cell,
          rx: 20,
          fill: duo(ctx, k > 2 ? palette.teal : palette.sky, k > 1 ? main : palette.primary),
        }),
      )
    }
  }
  for (let i = 0; i < 3; i++) {
    const x = 432 + i * 48
    out.push(
      tag('path', {
        d: `M${x} 345L${x + 40} 400L${x} 455`,
        fill: 'none',
        stroke: i === 2 ? palette.sun : dark ? palette.sky : main,
        'stroke-opacity': 0.35 + i * 0.3,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    )
  }
  out.push(dot(ctx, th, 602 + 3 * cell + 2 * gap - 8, top + 8, 10, palette.sun))
  return out.join('')
}

// ---------------------------------------------------------------------------
// Website creation: browser windows and a layout grid.
// ---------------------------------------------------------------------------

/** A plausible landing-page layout inside a window: nav, hero band, three cards. */
function pageLayout(ctx: Ctx, th: Theme, r: { x: number; y: number; w: number; h: number }, accent: string, accent2: string): string {
  const pad = r.w * 0.05
  const x = r.x + pad
  const w = r.w - pad * 2
  const out: string[] = []
  out.push(tag('circle', { cx: x + 10, cy: r.y + pad * 0.9, r: 10, fill: accent }))
  for (let i = 0; i < 3; i++) out.push(bar(x + w - 60 - i * 70, r.y + pad * 0.9 - 4, 48, 8, th.line, th.lineOpacity))
  const heroY = r.y + pad * 1.9
  const heroH = r.h * 0.36
  out.push(tag('rect', { x, y: heroY, width: w, height: heroH, rx: 14, fill: duo(ctx, accent, accent2) }))
  out.push(bar(x + w * 0.07, heroY + heroH * 0.28, w * 0.42, heroH * 0.11, palette.white, 0.95))
  out.push(bar(x + w * 0.07, heroY + heroH * 0.48, w * 0.3, heroH * 0.07, palette.white, 0.6))
  out.push(bar(x + w * 0.07, heroY + heroH * 0.66, w * 0.16, heroH * 0.14, palette.white, 1))
  out.push(tag('circle', { cx: x + w * 0.8, cy: heroY + heroH * 0.5, r: heroH * 0.3, fill: palette.white, 'fill-opacity': 0.18 }))
  out.push(tag('circle', { cx: x + w * 0.8, cy: heroY + heroH * 0.5, r: heroH * 0.17, fill: palette.white, 'fill-opacity': 0.3 }))
  const cardsY = heroY + heroH + pad * 0.8
  const cw = (w - pad * 2) / 3
  const ch = r.y + r.h - cardsY - pad * 0.8
  for (let i = 0; i < 3; i++) {
    const cx = x + i * (cw + pad)
    out.push(tag('rect', { x: cx, y: cardsY, width: cw, height: ch, rx: 12, fill: th.inset }))
    out.push(
      tag('rect', {
        x: cx + 12,
        y: cardsY + 12,
        width: 34,
        height: 34,
        rx: 10,
        fill: cycle([accent, palette.teal, accent2], i),
        'fill-opacity': 0.85,
      }),
    )
    out.push(textLines(ctx, th, cx + 12, cardsY + 62, cw - 24, Math.max(1, Math.min(3, Math.floor((ch - 70) / 18))), { gap: 18, h: 7 }))
  }
  return out.join('')
}

/** Phone frame with a compact version of the same page. */
function phone(ctx: Ctx, th: Theme, x: number, y: number, w: number, h: number, accent: string, accent2: string): string {
  const out: string[] = [panel(th, x, y, w, h, { r: w * 0.16 })]
  out.push(bar(x + w * 0.38, y + 14, w * 0.24, 7, th.line, th.lineOpacity))
  const ix = x + w * 0.09
  const iw = w * 0.82
  out.push(tag('rect', { x: ix, y: y + 36, width: iw, height: h * 0.3, rx: 12, fill: duo(ctx, accent, accent2) }))
  out.push(bar(ix + 12, y + 36 + h * 0.1, iw * 0.6, 9, palette.white, 0.95), bar(ix + 12, y + 36 + h * 0.17, iw * 0.35, 12, palette.white, 1))
  out.push(textLines(ctx, th, ix, y + 56 + h * 0.32, iw, 3, { gap: 16, h: 7 }))
  const cy = y + 56 + h * 0.32 + 56
  out.push(tag('rect', { x: ix, y: cy, width: iw, height: y + h - cy - 22, rx: 12, fill: th.inset }))
  return out.join('')
}

const paginasWeb: Motif = (ctx, th, variant) => {
  const { main } = th.accents
  const dark = th.mode === 'dark'
  if (variant === 0 || variant === 1) {
    const out: string[] = []
    if (variant === 0) {
      // Back window shows the layout grid the front page is built on.
      out.push(
        browserWindow(ctx, th, 300, 70, 620, 420, (r) => {
          const cols: string[] = []
          const colW = (r.w - 60) / 6
          for (let i = 0; i < 6; i++)
            cols.push(
              tag('rect', {
                x: r.x + 30 + i * colW + 5,
                y: r.y + 20,
                width: colW - 10,
                height: r.h - 40,
                rx: 6,
                fill: main,
                'fill-opacity': dark ? 0.12 : 0.08,
              }),
            )
          return cols.join('')
        }),
      )
      out.push(
        browserWindow(ctx, th, 90, 190, 640, 470, (r) => pageLayout(ctx, th, r, palette.primary, main === palette.primary ? palette.sky : main)),
      )
      out.push(phone(ctx, th, 700, 300, 200, 380, palette.primary, palette.sky))
    } else {
      // Responsive trio: desktop, tablet and phone on one baseline.
      out.push(browserWindow(ctx, th, 70, 170, 560, 440, (r) => pageLayout(ctx, th, r, palette.primary, palette.sky)))
      out.push(panel(th, 560, 290, 250, 340, { r: 26 }))
      out.push(tag('rect', { x: 580, y: 312, width: 210, height: 110, rx: 12, fill: duo(ctx, palette.teal, palette.sky) }))
      out.push(textLines(ctx, th, 580, 445, 210, 3, { gap: 18 }))
      out.push(
        tag('rect', { x: 580, y: 520, width: 100, height: 88, rx: 12, fill: th.inset }),
        tag('rect', { x: 690, y: 520, width: 100, height: 88, rx: 12, fill: th.inset }),
      )
      out.push(phone(ctx, th, 770, 380, 150, 270, palette.primary, palette.sky))
      out.push(dot(ctx, th, 560 - 2, 290 - 2, 8, palette.sun))
    }
    return out.join('')
  }
  if (variant === 2) {
    // Wireframe on a 12-column grid, with one block selected as if being edited.
    return browserWindow(ctx, th, 110, 110, 780, 580, (r) => {
      const out: string[] = []
      const pad = 34
      const colW = (r.w - pad * 2) / 12
      for (let i = 0; i < 12; i++)
        out.push(tag('rect', { x: r.x + pad + i * colW + 4, y: r.y, width: colW - 8, height: r.h, fill: main, 'fill-opacity': dark ? 0.1 : 0.07 }))
      const block = (c0: number, span: number, y: number, h: number, filled: boolean): string =>
        tag('rect', {
          x: r.x + pad + c0 * colW + 4,
          y: r.y + y,
          width: span * colW - 8,
          height: h,
          rx: 10,
          fill: filled ? duo(ctx, palette.primary, palette.sky) : 'none',
          stroke: filled ? undefined : dark ? palette.sky : palette.primary,
          'stroke-opacity': 0.6,
          'stroke-width': 3,
          'stroke-dasharray': filled ? undefined : '12 8',
        })
      out.push(
        block(0, 12, 26, 150, true),
        block(0, 4, 200, 130, false),
        block(4, 4, 200, 130, false),
        block(8, 4, 200, 130, false),
        block(0, 7, 354, 140, false),
        block(7, 5, 354, 140, false),
      )
      // Selection handles on the block being edited.
      const sx = r.x + pad + 7 * colW + 4
      const sw = 5 * colW - 8
      const sy = r.y + 354
      out.push(
        tag('rect', {
          x: sx,
          y: sy,
          width: sw,
          height: 140,
          rx: 10,
          fill: palette.teal,
          'fill-opacity': 0.12,
          stroke: palette.teal,
          'stroke-width': 3,
        }),
      )
      for (const [hx, hy] of [
        [sx, sy],
        [sx + sw, sy],
        [sx, sy + 140],
        [sx + sw, sy + 140],
      ] as const) {
        out.push(tag('rect', { x: hx - 8, y: hy - 8, width: 16, height: 16, rx: 3, fill: palette.white, stroke: palette.teal, 'stroke-width': 3 }))
      }
      // Pointer.
      const px = sx + sw * 0.6
      const py = sy + 80
      out.push(
        tag('path', {
          d: `M${px} ${py}l0 52l14-13l10 22l10-5l-10-21l19-2z`,
          fill: palette.navy,
          stroke: palette.white,
          'stroke-width': 3,
          'stroke-linejoin': 'round',
        }),
      )
      return out.join('')
    })
  }
  // Variant 3: a kit of interface components floating in layers.
  const out: string[] = []
  out.push(panel(th, 120, 140, 380, 260, { r: 24 }))
  out.push(tag('rect', { x: 144, y: 164, width: 332, height: 130, rx: 14, fill: duo(ctx, palette.primary, palette.sky) }))
  out.push(tag('circle', { cx: 420, cy: 229, r: 40, fill: palette.white, 'fill-opacity': 0.2 }))
  out.push(textLines(ctx, th, 144, 318, 300, 3, { gap: 20 }))
  out.push(panel(th, 560, 130, 330, 110, { r: 24 }))
  out.push(
    bar(590, 160, 180, 12, ink(th), th.lineOpacity * 1.6),
    tag('rect', { x: 590, y: 186, width: 270, height: 34, rx: 10, fill: th.inset, stroke: main, 'stroke-width': 2.5 }),
  )
  out.push(panel(th, 560, 290, 330, 90, { r: 45 }))
  out.push(
    tag('rect', { x: 590, y: 312, width: 90, height: 46, rx: 23, fill: palette.teal }),
    tag('circle', { cx: 657, cy: 335, r: 17, fill: palette.white }),
  )
  out.push(bar(700, 329, 150, 12, ink(th), th.lineOpacity * 1.4))
  out.push(panel(th, 200, 460, 300, 200, { r: 24 }))
  ;['primary', 'sky', 'teal', 'sun'].forEach((c, i) => out.push(tag('circle', { cx: 250 + i * 66, cy: 530, r: 26, fill: palette[c as 'primary'] })))
  out.push(textLines(ctx, th, 230, 590, 240, 2, { gap: 22 }))
  out.push(panel(th, 560, 430, 330, 230, { r: 24 }))
  out.push(
    tag('rect', { x: 590, y: 470, width: 170, height: 54, rx: 27, fill: duo(ctx, palette.primary, palette.sky) }),
    bar(620, 492, 110, 10, palette.white, 0.95),
  )
  out.push(
    tag('rect', { x: 590, y: 550, width: 170, height: 54, rx: 27, fill: 'none', stroke: main, 'stroke-width': 3 }),
    bar(620, 572, 110, 10, main, 0.9),
  )
  out.push(dot(ctx, th, 850, 470, 9, palette.sun))
  return out.join('')
}

// ---------------------------------------------------------------------------
// CRM integration: a hub with connected systems.
// ---------------------------------------------------------------------------

/** Two arcs with arrow heads: the universal "sync" sign. */
function syncGlyph(cx: number, cy: number, r: number, color: string, width: number): string {
  return [
    tag('path', { d: arcPath(cx, cy, r, 30, 150), fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' }),
    tag('path', { d: arcPath(cx, cy, r, 210, 330), fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' }),
    arrowHead(cx + r * Math.sin((150 * Math.PI) / 180), cy - r * Math.cos((150 * Math.PI) / 180), 240, width * 3, color),
    arrowHead(cx + r * Math.sin((330 * Math.PI) / 180), cy - r * Math.cos((330 * Math.PI) / 180), 60, width * 3, color),
  ].join('')
}

function tile(th: Theme, cx: number, cy: number, size: number, g: GlyphName, color: string): string {
  return (
    panel(th, cx - size / 2, cy - size / 2, size, size, { r: size * 0.26 }) +
    tag('rect', {
      x: cx - size * 0.32,
      y: cy - size * 0.32,
      width: size * 0.64,
      height: size * 0.64,
      rx: size * 0.18,
      fill: color,
      'fill-opacity': 0.14,
    }) +
    glyph(g, cx, cy, size * 0.38, legible(th, color), Math.max(3, size * 0.04))
  )
}

function hub(ctx: Ctx, th: Theme, cx: number, cy: number, r: number): string {
  return [
    tag('circle', {
      cx,
      cy,
      r: r * 1.55,
      fill: 'none',
      stroke: th.accents.main,
      'stroke-opacity': 0.35,
      'stroke-width': 3,
      'stroke-dasharray': '3 12',
      'stroke-linecap': 'round',
    }),
    tag('circle', { cx, cy, r: r * 1.25, fill: th.accents.main, 'fill-opacity': th.mode === 'dark' ? 0.12 : 0.08 }),
    tag('circle', { cx, cy: cy + 12, r, fill: th.shadowColor, 'fill-opacity': th.shadowOpacity, filter: th.shadowFilter }),
    tag('circle', { cx, cy, r, fill: duo(ctx, palette.teal, palette.primary) }),
    syncGlyph(cx, cy, r * 0.45, palette.white, r * 0.09),
  ].join('')
}

const integracionCrm: Motif = (ctx, th, variant) => {
  const { main, alt, third } = th.accents
  const dark = th.mode === 'dark'
  const lineColor = dark ? palette.sky : palette.primary
  if (variant === 0) {
    const cx = 500
    const cy = 400
    const glyphs: GlyphName[] = ['user', 'mail', 'chart', 'cart', 'database', 'chat']
    const colors = [main, alt, third, main, alt, third]
    const sats = glyphs.map((g, i) => {
      const a = ((i * 60 + 30) * Math.PI) / 180
      return { x: cx + Math.cos(a) * 350, y: cy + Math.sin(a) * 270, g, c: at(colors, i) }
    })
    const out: string[] = []
    sats.forEach((s, i) => {
      const mx = (cx + s.x) / 2 + (i % 2 ? 30 : -30)
      const my = (cy + s.y) / 2 + (i % 2 ? -20 : 20)
      out.push(
        tag('path', {
          d: `M${cx} ${cy}Q${num(mx)} ${num(my)} ${num(s.x)} ${num(s.y)}`,
          fill: 'none',
          stroke: lineColor,
          'stroke-opacity': 0.4,
          'stroke-width': 4,
        }),
      )
      // A data packet part-way along each link (quadratic Bézier at t).
      const t = 0.35 + ctx.rng.range(0, 0.3)
      const px = (1 - t) ** 2 * cx + 2 * (1 - t) * t * mx + t * t * s.x
      const py = (1 - t) ** 2 * cy + 2 * (1 - t) * t * my + t * t * s.y
      out.push(dot(ctx, th, px, py, 7, i === 1 ? palette.sun : s.c))
    })
    out.push(hub(ctx, th, cx, cy, 92))
    for (const s of sats) out.push(tile(th, s.x, s.y, 116, s.g, s.c))
    return out.join('')
  }
  if (variant === 1) {
    // Two systems kept in sync: a contacts list and an analytics panel.
    const out: string[] = [panel(th, 70, 170, 330, 460, { r: 26 }), panel(th, 600, 170, 330, 460, { r: 26 })]
    for (let i = 0; i < 5; i++) {
      const y = 230 + i * 78
      out.push(tag('circle', { cx: 120, cy: y + 20, r: 22, fill: cycle([main, alt, third], i), 'fill-opacity': 0.85 }))
      out.push(bar(160, y + 8, 150 + ctx.rng.range(0, 60), 10, ink(th), th.lineOpacity * 1.6), bar(160, y + 28, 90, 8, ink(th), th.lineOpacity))
    }
    out.push(bar(640, 210, 150, 12, ink(th), th.lineOpacity * 1.6))
    const vals = ctx.rng.series(7, 0.3, 0.08, 0.1)
    vals.forEach((v, i) =>
      out.push(tag('rect', { x: 640 + i * 38, y: 560 - v * 260, width: 24, height: v * 260, rx: 8, fill: duo(ctx, palette.sky, main) })),
    )
    out.push(ringGauge(850, 230, 28, 0.72, third, ink(th), 0.12, 9))
    for (const [y, dir] of [
      [330, 1],
      [470, -1],
    ] as const) {
      const x1 = dir > 0 ? 420 : 580
      const x2 = dir > 0 ? 580 : 420
      out.push(
        tag('path', {
          d: `M${x1} ${y}C500 ${y - dir * 60} 500 ${y - dir * 60} ${x2} ${y}`,
          fill: 'none',
          stroke: lineColor,
          'stroke-width': 5,
          'stroke-opacity': 0.7,
          'stroke-linecap': 'round',
        }),
      )
      out.push(arrowHead(x2, y, dir > 0 ? 25 : 205, 26, dir > 0 ? palette.sun : palette.teal))
      out.push(tag('rect', { x: 486, y: y - dir * 45 - 14, width: 28, height: 28, rx: 7, fill: dir > 0 ? main : alt }))
    }
    return out.join('')
  }
  if (variant === 2) {
    // Network graph: nodes linked to their nearest neighbours around a hub.
    const pts: Array<[number, number]> = []
    let guard = 0
    while (pts.length < 16 && guard++ < 500) {
      const p: [number, number] = [ctx.rng.range(80, 920), ctx.rng.range(90, 710)]
      const farFromHub = Math.hypot(p[0] - 500, p[1] - 400) > 190
      if (farFromHub && pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) > 150)) pts.push(p)
    }
    const out: string[] = []
    pts.forEach((p, i) => {
      const near = pts
        .map((q, j) => ({ j, d: Math.hypot(q[0] - p[0], q[1] - p[1]) }))
        .filter((n) => n.j !== i)
        .sort((a, b) => a.d - b.d)
        .slice(0, 2)
      for (const n of near)
        if (n.j > i)
          out.push(
            tag('path', {
              d: `M${num(p[0])} ${num(p[1])}L${num(at(pts, n.j)[0])} ${num(at(pts, n.j)[1])}`,
              stroke: lineColor,
              'stroke-opacity': 0.28,
              'stroke-width': 3,
            }),
          )
      if (Math.hypot(p[0] - 500, p[1] - 400) < 380)
        out.push(
          tag('path', {
            d: `M500 400L${num(p[0])} ${num(p[1])}`,
            stroke: main,
            'stroke-opacity': 0.35,
            'stroke-width': 3,
            'stroke-dasharray': '2 10',
            'stroke-linecap': 'round',
          }),
        )
    })
    pts.forEach((p, i) => {
      const r = 10 + (i % 3) * 5
      out.push(tag('circle', { cx: p[0], cy: p[1], r: r * 2.2, fill: cycle([main, alt, third], i), 'fill-opacity': 0.12 }))
      out.push(tag('circle', { cx: p[0], cy: p[1], r, fill: i === 5 ? palette.sun : cycle([main, alt, third], i) }))
    })
    out.push(hub(ctx, th, 500, 400, 80))
    return out.join('')
  }
  // Variant 3: pipeline board, one card moving to the next stage.
  const out: string[] = []
  const colors = [palette.sky, palette.primary, palette.teal, palette.sun]
  for (let c = 0; c < 4; c++) {
    const x = 70 + c * 220
    out.push(panel(th, x, 150, 200, 520, { r: 22, fill: th.mode === 'dark' ? th.panel : palette.paper }))
    out.push(bar(x + 20, 176, 90, 12, at(colors, c), 0.9))
    const n = at([3, 2, 3, 1], c)
    for (let i = 0; i < n; i++) {
      const y = 215 + i * 120
      out.push(panel(th, x + 14, y, 172, 100, { r: 14 }))
      out.push(tag('circle', { cx: x + 44, cy: y + 32, r: 14, fill: colors[(c + i) % 3], 'fill-opacity': 0.85 }))
      out.push(bar(x + 68, y + 26, 90, 10, ink(th), th.lineOpacity * 1.6), bar(x + 30, y + 62, 130, 8, ink(th), th.lineOpacity))
    }
  }
  // Lifted card between stages 2 and 3.
  out.push(
    group({ transform: 'rotate(-6 560 520)' }, [
      panel(th, 470, 470, 180, 104, { r: 14 }),
      tag('circle', { cx: 502, cy: 504, r: 14, fill: palette.teal }),
      bar(526, 498, 96, 10, ink(th), th.lineOpacity * 1.8),
      bar(488, 536, 130, 8, ink(th), th.lineOpacity),
    ]),
  )
  out.push(arrowHead(690, 500, 0, 30, palette.sun))
  return out.join('')
}

// ---------------------------------------------------------------------------
// Automated support: play button, document pages, chat bubbles.
// ---------------------------------------------------------------------------

function videoPlayer(ctx: Ctx, th: Theme, x: number, y: number, w: number, h: number, progress: number): string {
  const screenH = h - 56
  const screen = { x: x + 14, y: y + 14, width: w - 28, height: screenH - 14, rx: 14 }
  // The decorative light spot must stay inside the screen, hence the clip.
  const clip = ctx.defs.clip(tag('rect', screen))
  return [
    panel(th, x, y, w, h, { r: 24 }),
    tag('rect', { ...screen, fill: duo(ctx, palette.deepBlue, palette.primary) }),
    tag('circle', { cx: x + w * 0.8, cy: y + screenH * 0.22, r: screenH * 0.4, fill: palette.sky, 'fill-opacity': 0.16, 'clip-path': clip }),
    playButton(x + w / 2, y + screenH / 2 + 4, Math.min(w, screenH) * 0.14, palette.white, palette.primary),
    bar(x + 24, y + h - 30, w - 48, 8, ink(th), th.lineOpacity),
    bar(x + 24, y + h - 30, (w - 48) * progress, 8, palette.teal, 1),
    tag('circle', { cx: x + 24 + (w - 48) * progress, cy: y + h - 26, r: 10, fill: palette.white, stroke: palette.teal, 'stroke-width': 4 }),
  ].join('')
}

function typingDots(x: number, y: number, color: string): string {
  return [0, 1, 2].map((i) => tag('circle', { cx: x + i * 22, cy: y, r: 7, fill: color, 'fill-opacity': 1 - i * 0.25 })).join('')
}

const soporte: Motif = (ctx, th, variant) => {
  const { main, alt } = th.accents
  const dark = th.mode === 'dark'
  if (variant === 0) {
    const out: string[] = []
    out.push(docPage(ctx, th, 60, 170, 250, 320, main, -9), docPage(ctx, th, 120, 200, 250, 320, palette.teal, -2))
    out.push(videoPlayer(ctx, th, 260, 300, 480, 330, 0.42))
    out.push(speechBubble(600, 140, 300, 110, 'left', th.panel, 1, { stroke: th.stroke, 'stroke-opacity': th.strokeOpacity, 'stroke-width': 1.5 }))
    out.push(textLines(ctx, th, 630, 170, 240, 3, { gap: 20 }))
    out.push(speechBubble(690, 540, 230, 96, 'right', duo(ctx, palette.teal, palette.primary)))
    out.push(typingDots(760, 588, palette.white))
    out.push(
      tag('circle', { cx: 580, cy: 268, r: 30, fill: duo(ctx, palette.sky, palette.primary) }),
      glyph('bolt', 580, 268, 28, palette.white, 3.5),
    )
    return out.join('')
  }
  if (variant === 1) {
    // A chat thread between a customer and the support bot.
    const out: string[] = [panel(th, 190, 90, 620, 620, { r: 30 })]
    out.push(
      tag('circle', { cx: 250, cy: 150, r: 26, fill: duo(ctx, palette.teal, palette.primary) }),
      glyph('bolt', 250, 150, 24, palette.white, 3.5),
    )
    out.push(bar(292, 136, 150, 12, ink(th), th.lineOpacity * 1.8), bar(292, 158, 90, 9, palette.teal, 0.9))
    out.push(tag('path', { d: 'M190 206H810', stroke: th.stroke, 'stroke-opacity': th.strokeOpacity, 'stroke-width': 1.5 }))
    const bubbles: Array<[number, number, number, number, 'left' | 'right', boolean]> = [
      [230, 240, 330, 84, 'left', false],
      [440, 360, 330, 84, 'right', true],
      [230, 480, 380, 110, 'left', false],
    ]
    for (const [x, y, w, h, side, user] of bubbles) {
      out.push(
        speechBubble(
          x,
          y,
          w,
          h,
          side,
          user ? duo(ctx, palette.primary, palette.sky) : dark ? palette.white : palette.paper,
          user ? 1 : dark ? 0.08 : 1,
        ),
      )
      out.push(
        textLines(ctx, th, x + 28, y + 26, w - 56, h > 90 ? 3 : 2, {
          gap: 22,
          color: user ? palette.white : undefined,
          opacity: user ? 0.85 : undefined,
        }),
      )
    }
    out.push(tag('rect', { x: 230, y: 634, width: 540, height: 48, rx: 24, fill: th.inset, stroke: th.stroke, 'stroke-opacity': th.strokeOpacity }))
    out.push(tag('circle', { cx: 744, cy: 658, r: 17, fill: main }), arrowHead(750, 658, 0, 14, palette.white))
    return out.join('')
  }
  if (variant === 2) {
    // Help-centre articles with resolved checks.
    const out: string[] = [
      docPage(ctx, th, 110, 180, 260, 340, palette.sky, -8),
      docPage(ctx, th, 370, 140, 260, 340, main, 0),
      docPage(ctx, th, 630, 180, 260, 340, palette.teal, 8),
    ]
    out.push(
      tag('rect', {
        x: 230,
        y: 580,
        width: 540,
        height: 70,
        rx: 35,
        fill: th.panel,
        stroke: th.stroke,
        'stroke-opacity': th.strokeOpacity * 1.5,
        'stroke-width': 1.5,
      }),
    )
    out.push(
      tag('circle', { cx: 275, cy: 612, r: 14, fill: 'none', stroke: main, 'stroke-width': 4 }),
      tag('path', { d: 'M285 622L297 634', stroke: main, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    )
    out.push(bar(320, 608, 260, 10, ink(th), th.lineOpacity * 1.5))
    out.push(tag('circle', { cx: 760, cy: 150, r: 50, fill: palette.teal }), glyph('check', 760, 150, 50, palette.white, 7))
    return out.join('')
  }
  // Variant 3: video lesson with a chapter list.
  const out: string[] = [videoPlayer(ctx, th, 70, 160, 540, 420, 0.66)]
  out.push(panel(th, 640, 160, 290, 420, { r: 24 }))
  for (let i = 0; i < 4; i++) {
    const y = 186 + i * 96
    out.push(tag('rect', { x: 664, y, width: 96, height: 70, rx: 12, fill: i === 1 ? duo(ctx, palette.primary, palette.sky) : th.inset }))
    out.push(
      i === 1
        ? playButton(712, y + 35, 14, palette.white, palette.primary)
        : glyph(i === 0 ? 'check' : 'doc', 712, y + 35, 26, i === 0 ? palette.teal : ink(th), 3),
    )
    out.push(
      bar(776, y + 18, 120, 10, ink(th), th.lineOpacity * (i === 1 ? 2.4 : 1.4)),
      bar(776, y + 42, 70, 8, i === 1 ? alt : ink(th), i === 1 ? 0.9 : th.lineOpacity),
    )
  }
  out.push(speechBubble(120, 620, 260, 80, 'left', duo(ctx, palette.teal, palette.primary)))
  out.push(typingDots(200, 660, palette.white))
  return out.join('')
}

// ---------------------------------------------------------------------------
// Multilingual content: overlapping speech bubbles and globe lines.
// ---------------------------------------------------------------------------

/**
 * Three "scripts" of placeholder text, so the bubbles visibly hold different
 * languages without using any real glyphs: long words, short blocks, dotted.
 */
function scriptLines(ctx: Ctx, x: number, y: number, w: number, rows: number, style: 0 | 1 | 2, color: string, opacity: number): string {
  const out: string[] = []
  for (let r = 0; r < rows; r++) {
    let cx = x
    const end = x + w * (r === rows - 1 ? 0.55 : 1)
    while (cx < end - 20) {
      const len = style === 0 ? ctx.rng.range(40, 110) : style === 1 ? 16 : ctx.rng.range(20, 50)
      const seg = Math.min(len, end - cx)
      out.push(bar(cx, y + r * 24, seg, style === 1 ? 12 : 9, color, opacity))
      cx += seg + (style === 1 ? 7 : 14)
    }
  }
  return out.join('')
}

const multilingue: Motif = (ctx, th, variant) => {
  const { main } = th.accents
  const dark = th.mode === 'dark'
  const globeColor = dark ? palette.sky : palette.primary
  const bubbleSet = (x: number, y: number, scale: number): string => {
    const specs: Array<[number, number, number, number, 'left' | 'right', string, string, 0 | 1 | 2]> = [
      [0, 0, 360, 150, 'left', palette.primary, palette.deepBlue, 0],
      [150, 120, 340, 140, 'right', palette.teal, palette.primary, 1],
      [30, 270, 320, 130, 'left', palette.sky, palette.primary, 2],
    ]
    return group(
      { transform: `translate(${num(x)} ${num(y)}) scale(${num(scale)})` },
      specs.map(([bx, by, w, h, side, a, b, style]) =>
        [
          speechBubble(bx, by + 14, w, h, side, th.shadowColor, th.shadowOpacity, { filter: th.shadowFilter }),
          speechBubble(bx, by, w, h, side, duo(ctx, a, b), 0.96),
          scriptLines(ctx, bx + 32, by + 36, w - 64, Math.floor((h - 40) / 24), style, palette.white, 0.85),
        ].join(''),
      ),
    )
  }
  if (variant === 0) {
    return [
      globe(330, 420, 250, globeColor, dark ? 0.5 : 0.35, 4),
      dot(ctx, th, 330 - 120, 420 - 60, 9, palette.sun),
      dot(ctx, th, 330 + 90, 420 + 150, 8, palette.teal),
      dot(ctx, th, 330 - 40, 420 + 210, 7, palette.sky),
      bubbleSet(430, 150, 1),
    ].join('')
  }
  if (variant === 1) {
    return [globe(500, 400, 330, globeColor, dark ? 0.25 : 0.16, 3), bubbleSet(230, 150, 1.15)].join('')
  }
  if (variant === 2) {
    // Globe with an orbit carrying small bubbles: content reaching every market.
    const out: string[] = [globe(500, 400, 220, globeColor, dark ? 0.55 : 0.4, 4)]
    out.push(
      tag('ellipse', {
        cx: 500,
        cy: 400,
        rx: 400,
        ry: 150,
        fill: 'none',
        stroke: main,
        'stroke-opacity': 0.5,
        'stroke-width': 4,
        transform: 'rotate(-14 500 400)',
      }),
    )
    // Bubbles hang from points that really lie on the (rotated) orbit ellipse.
    const onOrbit = (deg: number): [number, number] => {
      const t = (deg * Math.PI) / 180
      const rot = (-14 * Math.PI) / 180
      const ex = 400 * Math.cos(t)
      const ey = 150 * Math.sin(t)
      return [500 + ex * Math.cos(rot) - ey * Math.sin(rot), 400 + ex * Math.sin(rot) + ey * Math.cos(rot)]
    }
    const spots: Array<[number, number, string]> = [
      [...onOrbit(160), palette.primary],
      [...onOrbit(-30), palette.teal],
      [...onOrbit(100), palette.sky],
    ]
    spots.forEach(([x, y, c], i) => {
      out.push(dot(ctx, th, x, y, 11, c))
      out.push(
        speechBubble(x - 40, y - 150, 190, 106, 'left', th.shadowColor, th.shadowOpacity * 0.6, {
          filter: th.shadowFilter,
          transform: 'translate(0 10)',
        }),
      )
      out.push(speechBubble(x - 40, y - 150, 190, 106, 'left', duo(ctx, c, palette.primary)))
      out.push(scriptLines(ctx, x - 12, y - 122, 134, 2, i as 0 | 1 | 2, palette.white, 0.85))
    })
    out.push(dot(ctx, th, 380, 260, 8, palette.sun))
    return out.join('')
  }
  // Variant 3: one text, three parallel columns, rows aligned across languages.
  const out: string[] = []
  const colors = [palette.primary, palette.teal, palette.sky]
  for (let c = 0; c < 3; c++) {
    const x = 90 + c * 285
    const y = 150 + (c === 1 ? -30 : 0)
    out.push(panel(th, x, y, 250, 500, { r: 24 }))
    out.push(tag('rect', { x: x + 24, y: y + 26, width: 70, height: 30, rx: 15, fill: cycle(colors, c) }))
    for (let r = 0; r < 5; r++) out.push(scriptLines(ctx, x + 24, y + 92 + r * 76, 202, 2, c as 0 | 1 | 2, ink(th), th.lineOpacity * 1.3))
  }
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 2; c++) {
      const y1 = 150 + 92 + r * 76 + 12 + (c === 1 ? -30 : 0)
      const y2 = 150 + 92 + r * 76 + 12 + (c === 0 ? -30 : 0)
      out.push(connector(90 + c * 285 + 250, y1, 90 + (c + 1) * 285, y2, r === 2 ? palette.sun : main, r === 2 ? 0.9 : 0.35, 3))
    }
  }
  return out.join('')
}

export const motifs: Record<ServiceKey, Motif> = {
  transformacion_digital: transformacion,
  creacion_paginas_web: paginasWeb,
  integracion_crms: integracionCrm,
  soporte_automatizado: soporte,
  contenido_multilingue: multilingue,
}

/** Place the 1000x800 motif canvas into a target box, preserving aspect ratio and centring it. */
export function placeMotif(content: string, box: { x: number; y: number; w: number; h: number }, extraTransform = ''): string {
  const s = Math.min(box.w / MOTIF_W, box.h / MOTIF_H)
  const x = box.x + (box.w - MOTIF_W * s) / 2
  const y = box.y + (box.h - MOTIF_H * s) / 2
  return group({ transform: `translate(${num(x)} ${num(y)}) scale(${num(s)})${extraTransform}` }, content)
}
