/**
 * Reusable illustration parts (panels, windows, bubbles, glyphs...). Each part
 * is theme-aware, so the same motif can be drawn on a dark hero or on a light
 * service card without duplicating geometry.
 */

import { type AccentSet, palette } from './palette.ts'
import { type Ctx, arcPath, group, num, polyPath, tag } from './svg.ts'

export interface Theme {
  mode: 'light' | 'dark'
  /** Main surface paint for panels. */
  panel: string
  /** Inner surface (cards inside a window, image placeholders). */
  inset: string
  /** Panel outline colour and opacity. */
  stroke: string
  strokeOpacity: number
  /** Placeholder text lines. */
  line: string
  lineOpacity: number
  accents: AccentSet
  /** Blur filter used for drop shadows (null on dark, where we use edge light instead). */
  shadowFilter: string
  shadowColor: string
  shadowOpacity: number
}

export function makeTheme(ctx: Ctx, mode: 'light' | 'dark', accents: AccentSet): Theme {
  const { defs } = ctx
  if (mode === 'dark') {
    return {
      mode,
      panel: defs.linear([
        [0, palette.deepBlue],
        [1, palette.navy],
      ]),
      inset: defs.linear([
        [0, palette.white, 0.09],
        [1, palette.white, 0.03],
      ]),
      stroke: palette.sky,
      strokeOpacity: 0.28,
      line: palette.white,
      lineOpacity: 0.28,
      accents,
      shadowFilter: defs.blur(22),
      shadowColor: palette.ink,
      shadowOpacity: 0.6,
    }
  }
  return {
    mode,
    panel: palette.white,
    inset: defs.linear([
      [0, palette.paper],
      [1, palette.sky, 0.08],
    ]),
    stroke: palette.navy,
    strokeOpacity: 0.08,
    line: palette.navy,
    lineOpacity: 0.14,
    accents,
    shadowFilter: defs.blur(20),
    shadowColor: palette.navy,
    shadowOpacity: 0.16,
  }
}

export interface PanelOptions {
  r?: number
  fill?: string
  shadow?: boolean
  stroke?: boolean
  opacity?: number
}

/** Rounded surface with a soft drop shadow: the basic building block of every scene. */
export function panel(th: Theme, x: number, y: number, w: number, h: number, o: PanelOptions = {}): string {
  const r = o.r ?? 18
  const parts: string[] = []
  if (o.shadow !== false) {
    parts.push(
      tag('rect', {
        x: x + 4,
        y: y + 16,
        width: w - 8,
        height: h - 4,
        rx: r,
        fill: th.shadowColor,
        'fill-opacity': th.shadowOpacity,
        filter: th.shadowFilter,
      }),
    )
  }
  parts.push(
    tag('rect', {
      x,
      y,
      width: w,
      height: h,
      rx: r,
      fill: o.fill ?? th.panel,
      stroke: o.stroke === false ? undefined : th.stroke,
      'stroke-opacity': o.stroke === false ? undefined : th.strokeOpacity,
      'stroke-width': 1.5,
    }),
  )
  return group({ opacity: o.opacity }, parts)
}

/** Rounded bar, the universal stand-in for a line of text, a label or a number. */
export function bar(x: number, y: number, w: number, h: number, fill: string, opacity = 1): string {
  return tag('rect', { x, y, width: Math.max(h, w), height: h, rx: h / 2, fill, 'fill-opacity': opacity })
}

export interface LinesOptions {
  gap?: number
  h?: number
  color?: string
  opacity?: number
}

/** A paragraph of placeholder lines with a ragged right edge and a short last line. */
export function textLines(ctx: Ctx, th: Theme, x: number, y: number, w: number, count: number, o: LinesOptions = {}): string {
  const gap = o.gap ?? 20
  const h = o.h ?? 8
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const last = i === count - 1 && count > 1
    const lw = w * (last ? ctx.rng.range(0.35, 0.6) : ctx.rng.range(0.78, 1))
    out.push(bar(x, y + i * gap, lw, h, o.color ?? th.line, o.opacity ?? th.lineOpacity))
  }
  return out.join('')
}

/** Browser window chrome with three dots and an address bar; content is drawn by the caller. */
export function browserWindow(
  ctx: Ctx,
  th: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  content: (inner: { x: number; y: number; w: number; h: number }) => string,
  o: PanelOptions = {},
): string {
  const barH = Math.max(26, Math.min(46, h * 0.1))
  const dotR = barH * 0.13
  const dots = [palette.sun, palette.teal, palette.sky].map((c, i) =>
    tag('circle', { cx: x + barH * 0.6 + i * dotR * 3.2, cy: y + barH / 2, r: dotR, fill: c, 'fill-opacity': 0.85 }),
  )
  const addrX = x + barH * 0.6 + dotR * 10
  const address = bar(addrX, y + barH * 0.3, Math.min(w * 0.45, w - (addrX - x) - 20), barH * 0.4, th.line, th.lineOpacity * 0.7)
  const divider = tag('path', {
    d: `M${num(x)} ${num(y + barH)}H${num(x + w)}`,
    stroke: th.stroke,
    'stroke-opacity': th.strokeOpacity,
    'stroke-width': 1.5,
  })
  const clip = ctx.defs.clip(tag('rect', { x, y, width: w, height: h, rx: o.r ?? 18 }))
  return group({ opacity: o.opacity }, [
    panel(th, x, y, w, h, o),
    ...dots,
    address,
    divider,
    group({ 'clip-path': clip }, content({ x, y: y + barH, w, h: h - barH })),
  ])
}

/** Gradient fill between two colours, top-left to bottom-right. */
export function duo(ctx: Ctx, a: string, b: string, opacityA = 1, opacityB = 1): string {
  return ctx.defs.linear([
    [0, a, opacityA],
    [1, b, opacityB],
  ])
}

/**
 * Isometric block (2:1 projection). Three faces shaded from the same hue give
 * solid volume without any lighting maths.
 */
export function isoBlock(
  cx: number,
  topY: number,
  halfW: number,
  height: number,
  faces: { top: string; left: string; right: string },
  opacity = 1,
): string {
  const b = halfW / 2
  const top = polyPath(
    [
      [cx - halfW, topY],
      [cx, topY - b],
      [cx + halfW, topY],
      [cx, topY + b],
    ],
    true,
  )
  const left = polyPath(
    [
      [cx - halfW, topY],
      [cx, topY + b],
      [cx, topY + b + height],
      [cx - halfW, topY + height],
    ],
    true,
  )
  const right = polyPath(
    [
      [cx, topY + b],
      [cx + halfW, topY],
      [cx + halfW, topY + height],
      [cx, topY + b + height],
    ],
    true,
  )
  return group({ opacity, 'stroke-linejoin': 'round' }, [
    tag('path', { d: left, fill: faces.left }),
    tag('path', { d: right, fill: faces.right }),
    tag('path', { d: top, fill: faces.top }),
  ])
}

/** Speech bubble with a tail at the bottom-left or bottom-right. */
export function speechBubble(
  x: number,
  y: number,
  w: number,
  h: number,
  tail: 'left' | 'right',
  fill: string,
  opacity = 1,
  extra: Record<string, string | number> = {},
): string {
  const r = Math.min(h / 2, 26)
  const t = Math.min(28, h * 0.35)
  // Outline traced clockwise; the tail is a small wedge on the bottom edge,
  // its tip leaning outwards like a comic speech balloon.
  const tailD =
    tail === 'right'
      ? (() => {
          const tx = x + w - r - t * 0.6
          return `H${num(tx + t * 0.4)}L${num(tx + t * 0.65)} ${num(y + h + t)}L${num(tx - t * 0.5)} ${num(y + h)}`
        })()
      : (() => {
          const tx = x + r + t * 0.6
          return `H${num(tx + t * 0.5)}L${num(tx - t * 0.65)} ${num(y + h + t)}L${num(tx - t * 0.4)} ${num(y + h)}`
        })()
  const d = [
    `M${num(x + r)} ${num(y)}`,
    `H${num(x + w - r)}`,
    `A${r} ${r} 0 0 1 ${num(x + w)} ${num(y + r)}`,
    `V${num(y + h - r)}`,
    `A${r} ${r} 0 0 1 ${num(x + w - r)} ${num(y + h)}`,
    tailD,
    `H${num(x + r)}`,
    `A${r} ${r} 0 0 1 ${num(x)} ${num(y + h - r)}`,
    `V${num(y + r)}`,
    `A${r} ${r} 0 0 1 ${num(x + r)} ${num(y)}Z`,
  ].join('')
  return tag('path', { d, fill, 'fill-opacity': opacity, ...extra })
}

/** Document page with a folded corner. */
export function docPage(ctx: Ctx, th: Theme, x: number, y: number, w: number, h: number, accent: string, rotate = 0): string {
  const fold = w * 0.18
  const d = `M${num(x + 14)} ${num(y)}H${num(x + w - fold)}L${num(x + w)} ${num(y + fold)}V${num(y + h - 14)}Q${num(x + w)} ${num(y + h)} ${num(x + w - 14)} ${num(y + h)}H${num(x + 14)}Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - 14)}V${num(y + 14)}Q${num(x)} ${num(y)} ${num(x + 14)} ${num(y)}Z`
  const foldD = `M${num(x + w - fold)} ${num(y)}V${num(y + fold * 0.7)}Q${num(x + w - fold)} ${num(y + fold)} ${num(x + w - fold * 0.7)} ${num(y + fold)}H${num(x + w)}`
  const pad = w * 0.14
  return group({ transform: rotate ? `rotate(${num(rotate)} ${num(x + w / 2)} ${num(y + h / 2)})` : undefined }, [
    tag('path', { d, transform: 'translate(4 14)', fill: th.shadowColor, 'fill-opacity': th.shadowOpacity, filter: th.shadowFilter }),
    tag('path', { d, fill: th.panel, stroke: th.stroke, 'stroke-opacity': th.strokeOpacity, 'stroke-width': 1.5 }),
    tag('path', {
      d: foldD,
      fill: th.mode === 'dark' ? palette.white : palette.paper,
      'fill-opacity': th.mode === 'dark' ? 0.08 : 1,
      stroke: th.stroke,
      'stroke-opacity': th.strokeOpacity,
      'stroke-width': 1.5,
    }),
    bar(x + pad, y + pad + 4, w * 0.42, 12, accent, 0.9),
    textLines(ctx, th, x + pad, y + pad + 40, w - pad * 2, Math.max(2, Math.floor((h - pad * 2 - 50) / 22)), { gap: 22 }),
  ])
}

/** Circular play button. */
export function playButton(cx: number, cy: number, r: number, fill: string, glyph: string): string {
  const s = r * 0.42
  const tri = polyPath(
    [
      [cx - s * 0.55, cy - s],
      [cx + s, cy],
      [cx - s * 0.55, cy + s],
    ],
    true,
  )
  return [
    tag('circle', { cx, cy, r: r * 1.35, fill, 'fill-opacity': 0.18 }),
    tag('circle', { cx, cy, r, fill }),
    tag('path', { d: tri, fill: glyph, 'stroke-linejoin': 'round', stroke: glyph, 'stroke-width': r * 0.08 }),
  ].join('')
}

/** Wireframe globe: outline, meridians and parallels. */
export function globe(cx: number, cy: number, r: number, color: string, opacity: number, width = 3): string {
  const common = { fill: 'none', stroke: color, 'stroke-opacity': opacity, 'stroke-width': width }
  const parts = [tag('circle', { cx, cy, r, ...common })]
  for (const k of [0.28, 0.62]) parts.push(tag('ellipse', { cx, cy, rx: r * k, ry: r, ...common }))
  parts.push(tag('path', { d: `M${num(cx - r)} ${num(cy)}H${num(cx + r)}`, ...common }))
  for (const k of [-0.5, 0.5]) {
    const yy = cy + r * k
    const half = Math.sqrt(r * r - (r * k) ** 2)
    // Parallels are slight arcs (not straight lines) so the sphere reads as 3D.
    parts.push(
      tag('path', {
        d: `M${num(cx - half)} ${num(yy)}Q${num(cx)} ${num(yy + r * 0.12)} ${num(cx + half)} ${num(yy)}`,
        ...common,
      }),
    )
  }
  return group({ 'stroke-linecap': 'round' }, parts)
}

export type GlyphName = 'user' | 'mail' | 'chart' | 'cart' | 'database' | 'sliders' | 'chat' | 'doc' | 'check' | 'bolt'

/** Small stroke icons used inside nodes and tiles (centre cx/cy, size s). */
export function glyph(name: GlyphName, cx: number, cy: number, s: number, color: string, width = 3): string {
  const h = s / 2
  const st = { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }
  const p = (d: string): string => tag('path', { d, ...st })
  const x0 = cx - h
  const y0 = cy - h
  switch (name) {
    case 'user':
      return (
        tag('circle', { cx, cy: y0 + s * 0.3, r: s * 0.2, ...st }) +
        p(
          `M${num(x0 + s * 0.12)} ${num(y0 + s * 0.95)}C${num(x0 + s * 0.15)} ${num(y0 + s * 0.62)} ${num(x0 + s * 0.85)} ${num(y0 + s * 0.62)} ${num(x0 + s * 0.88)} ${num(y0 + s * 0.95)}`,
        )
      )
    case 'mail':
      return (
        tag('rect', { x: x0, y: y0 + s * 0.18, width: s, height: s * 0.66, rx: s * 0.1, ...st }) +
        p(`M${num(x0 + s * 0.06)} ${num(y0 + s * 0.26)}L${num(cx)} ${num(cy + s * 0.06)}L${num(x0 + s * 0.94)} ${num(y0 + s * 0.26)}`)
      )
    case 'chart':
      return p(
        `M${num(x0)} ${num(y0 + s)}H${num(x0 + s)}M${num(x0 + s * 0.18)} ${num(y0 + s * 0.8)}V${num(y0 + s * 0.55)}M${num(x0 + s * 0.42)} ${num(y0 + s * 0.8)}V${num(y0 + s * 0.3)}M${num(x0 + s * 0.66)} ${num(y0 + s * 0.8)}V${num(y0 + s * 0.45)}M${num(x0 + s * 0.9)} ${num(y0 + s * 0.8)}V${num(y0 + s * 0.1)}`,
      )
    case 'cart':
      return (
        p(
          `M${num(x0)} ${num(y0 + s * 0.1)}H${num(x0 + s * 0.16)}L${num(x0 + s * 0.3)} ${num(y0 + s * 0.7)}H${num(x0 + s * 0.86)}L${num(x0 + s)} ${num(y0 + s * 0.28)}H${num(x0 + s * 0.22)}`,
        ) +
        tag('circle', { cx: x0 + s * 0.36, cy: y0 + s * 0.9, r: s * 0.07, ...st }) +
        tag('circle', { cx: x0 + s * 0.8, cy: y0 + s * 0.9, r: s * 0.07, ...st })
      )
    case 'database':
      return (
        tag('ellipse', { cx, cy: y0 + s * 0.16, rx: s * 0.42, ry: s * 0.15, ...st }) +
        p(
          `M${num(cx - s * 0.42)} ${num(y0 + s * 0.16)}V${num(y0 + s * 0.84)}A${num(s * 0.42)} ${num(s * 0.15)} 0 0 0 ${num(cx + s * 0.42)} ${num(y0 + s * 0.84)}V${num(y0 + s * 0.16)}`,
        ) +
        p(`M${num(cx - s * 0.42)} ${num(cy)}A${num(s * 0.42)} ${num(s * 0.15)} 0 0 0 ${num(cx + s * 0.42)} ${num(cy)}`)
      )
    case 'sliders':
      return (
        p(`M${num(x0)} ${num(y0 + s * 0.25)}H${num(x0 + s)}M${num(x0)} ${num(y0 + s * 0.75)}H${num(x0 + s)}`) +
        tag('circle', { cx: x0 + s * 0.65, cy: y0 + s * 0.25, r: s * 0.12, ...st, fill: color }) +
        tag('circle', { cx: x0 + s * 0.3, cy: y0 + s * 0.75, r: s * 0.12, ...st, fill: color })
      )
    case 'chat':
      return p(
        `M${num(x0 + s * 0.15)} ${num(y0 + s * 0.1)}H${num(x0 + s * 0.85)}Q${num(x0 + s)} ${num(y0 + s * 0.1)} ${num(x0 + s)} ${num(y0 + s * 0.25)}V${num(y0 + s * 0.6)}Q${num(x0 + s)} ${num(y0 + s * 0.75)} ${num(x0 + s * 0.85)} ${num(y0 + s * 0.75)}H${num(x0 + s * 0.4)}L${num(x0 + s * 0.18)} ${num(y0 + s * 0.95)}V${num(y0 + s * 0.75)}Q${num(x0)} ${num(y0 + s * 0.75)} ${num(x0)} ${num(y0 + s * 0.6)}V${num(y0 + s * 0.25)}Q${num(x0)} ${num(y0 + s * 0.1)} ${num(x0 + s * 0.15)} ${num(y0 + s * 0.1)}Z`,
      )
    case 'doc':
      return p(
        `M${num(x0 + s * 0.15)} ${num(y0)}H${num(x0 + s * 0.6)}L${num(x0 + s * 0.85)} ${num(y0 + s * 0.25)}V${num(y0 + s)}H${num(x0 + s * 0.15)}ZM${num(x0 + s * 0.32)} ${num(y0 + s * 0.5)}H${num(x0 + s * 0.68)}M${num(x0 + s * 0.32)} ${num(y0 + s * 0.72)}H${num(x0 + s * 0.6)}`,
      )
    case 'check':
      return p(`M${num(x0 + s * 0.12)} ${num(cy)}L${num(x0 + s * 0.4)} ${num(y0 + s * 0.78)}L${num(x0 + s * 0.9)} ${num(y0 + s * 0.25)}`)
    case 'bolt':
      return p(
        `M${num(x0 + s * 0.58)} ${num(y0)}L${num(x0 + s * 0.18)} ${num(y0 + s * 0.58)}H${num(x0 + s * 0.5)}L${num(x0 + s * 0.42)} ${num(y0 + s)}L${num(x0 + s * 0.82)} ${num(y0 + s * 0.42)}H${num(x0 + s * 0.5)}Z`,
      )
  }
}

/** Ring gauge: faint full track plus a coloured arc for the value (0..1). */
export function ringGauge(
  cx: number,
  cy: number,
  r: number,
  value: number,
  color: string,
  track: string,
  trackOpacity: number,
  width: number,
): string {
  return [
    tag('circle', { cx, cy, r, fill: 'none', stroke: track, 'stroke-opacity': trackOpacity, 'stroke-width': width }),
    tag('path', {
      d: arcPath(cx, cy, r, 0, Math.min(359.5, value * 360)),
      fill: 'none',
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
    }),
  ].join('')
}

/** Curved connector between two points (gentle S-curve), optionally dashed. */
export function connector(x1: number, y1: number, x2: number, y2: number, color: string, opacity: number, width: number, dashed = false): string {
  const mx = (x1 + x2) / 2
  return tag('path', {
    d: `M${num(x1)} ${num(y1)}C${num(mx)} ${num(y1)} ${num(mx)} ${num(y2)} ${num(x2)} ${num(y2)}`,
    fill: 'none',
    stroke: color,
    'stroke-opacity': opacity,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-dasharray': dashed ? `${num(width * 0.1)} ${num(width * 3)}` : undefined,
  })
}

/** Arrow head (filled triangle) pointing along the given angle in degrees. */
export function arrowHead(x: number, y: number, angleDeg: number, size: number, fill: string): string {
  const a = (angleDeg * Math.PI) / 180
  const pt = (da: number, len: number): [number, number] => [x + Math.cos(a + da) * len, y + Math.sin(a + da) * len]
  return tag('path', {
    d: polyPath([pt(0, size * 0.6), pt(2.5, size), pt(-2.5, size)], true),
    fill,
    stroke: fill,
    'stroke-width': size * 0.18,
    'stroke-linejoin': 'round',
  })
}
