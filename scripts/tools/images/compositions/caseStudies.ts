/**
 * Case-study images (1200x800): a product screen for each project. Screen 1 of
 * each service is a light app on a dark stage, screen 2 a dark app on a light
 * stage, so the two images of a case study never look alike.
 */

import { circuitTraces, darkBase, fadingGrid, glow, lightBase } from '../backdrop.ts'
import {
  type Box,
  barChart,
  badge,
  chatPanel,
  donut,
  dotMap,
  gantt,
  gauges,
  kanban,
  kpi,
  lineChart,
  progressList,
  screenBackground,
  sidebar,
  table,
  topbar,
  translationEditor,
  videoGrid,
} from '../dashboard.ts'
import { type Theme, bar, browserWindow, makeTheme, panel } from '../illustration-parts.ts'
import { type ServiceKey, palette, serviceAccents } from '../palette.ts'
import { Rng } from '../random.ts'
import { cycle } from '../util.ts'
import { type Ctx, Defs, svgDocument } from '../svg.ts'

const W = 1200
const H = 800

/** Window placement on the canvas, shared by all case studies. */
const WINDOW: Box = { x: 100, y: 78, w: 1000, h: 620 }

interface Frame {
  /** Header row inside the app. */
  top: Box
  /** Main content area below the header. */
  body: Box
}

/** App shell: background, optional sidebar, header. Returns the shell markup and the free areas. */
function shell(th: Theme, r: Box, accent: string, withSidebar: boolean): { markup: string; frame: Frame } {
  const side = withSidebar ? 72 : 0
  const x = r.x + side + 24
  const w = r.w - side - 48
  const top: Box = { x, y: r.y + 14, w, h: 44 }
  const body: Box = { x, y: r.y + 74, w, h: r.h - 74 - 20 }
  const markup = screenBackground(th, r) + (withSidebar ? sidebar(th, { x: r.x, y: r.y, w: side, h: r.h }, accent) : '') + topbar(th, top, accent)
  return { markup, frame: { top, body } }
}

/** One box per weight; a tuple type, so destructuring the result is fully typed. */
type Boxes<T extends readonly number[]> = { -readonly [K in keyof T]: Box }

/** Split a box into columns with gaps, by relative weights. */
function cols<const T extends readonly number[]>(b: Box, weights: T, gap = 18): Boxes<T> {
  const total = weights.reduce((s, w) => s + w, 0)
  const free = b.w - gap * (weights.length - 1)
  let x = b.x
  return weights.map((w) => {
    const box = { x, y: b.y, w: (free * w) / total, h: b.h }
    x += box.w + gap
    return box
  }) as Boxes<T>
}

/** Split a box into rows with gaps, by relative weights. */
function rows<const T extends readonly number[]>(b: Box, weights: T, gap = 18): Boxes<T> {
  const total = weights.reduce((s, w) => s + w, 0)
  const free = b.h - gap * (weights.length - 1)
  let y = b.y
  return weights.map((w) => {
    const box = { x: b.x, y, w: b.w, h: (free * w) / total }
    y += box.h + gap
    return box
  }) as Boxes<T>
}

type Layout = (ctx: Ctx, th: Theme, body: Box) => string

/**
 * Floating notification card that overlaps the window edge: gives depth and
 * tells a tiny story (a goal reached, a sync done) without any words.
 */
function callout(th: Theme, x: number, y: number, g: Parameters<typeof badge>[3], color: string): string {
  const w = 250
  const h = 92
  const fg = th.mode === 'dark' ? P.white : P.navy
  return [
    panel(th, x, y, w, h, { r: 20 }),
    badge(x + 46, y + h / 2, 26, g, color),
    bar(x + 86, y + 28, 120, 10, fg, th.lineOpacity * 2),
    bar(x + 86, y + 52, 80, 9, color, 0.9),
  ].join('')
}

const P = palette

/** One layout per case-study image, keyed `<service>-<n>`. */
interface CaseLayout {
  sidebar: boolean
  draw: Layout
  callout: (th: Theme) => string
}

const layouts: Record<`${ServiceKey}-${1 | 2}`, CaseLayout> = {
  'transformacion_digital-1': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [k, main] = rows(b, [1, 3.2])
      const ks = cols(k, [1, 1, 1, 1])
      const [chart, bars] = cols(main, [1.8, 1])
      return [
        ...ks.map((box, i) => kpi(ctx, th, box, cycle([P.primary, P.teal, P.sky, P.primary], i), i !== 2)),
        lineChart(ctx, th, chart, [
          { values: ctx.rng.series(12, 0.2, 0.055, 0.06), color: P.primary, area: true },
          { values: ctx.rng.series(12, 0.3, 0.02, 0.05), color: P.teal },
        ]),
        barChart(
          th,
          bars,
          [0, 1, 2, 3, 4].map((i) => [0.3 + i * 0.12, 0.2 + i * 0.1]),
          [P.primary, P.sky],
        ),
      ].join('')
    },
    callout: (th) => callout(th, 880, 640, 'chart', P.teal),
  },
  'transformacion_digital-2': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [g, bottom] = rows(b, [1.6, 1])
      const [l, r] = cols(bottom, [1.4, 1])
      return [
        gantt(ctx, th, g, [P.primary, P.sky, P.teal, P.primary, P.sky]),
        lineChart(ctx, th, l, [{ values: ctx.rng.series(10, 0.25, 0.06, 0.05), color: P.teal, area: true }], false),
        progressList(ctx, th, r, [0.92, 0.7, 0.45], [P.teal, P.primary, P.sky]),
      ].join('')
    },
    callout: (th) => callout(th, 890, 30, 'check', P.teal),
  },
  'creacion_paginas_web-1': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [top, bottom] = rows(b, [1.5, 1])
      const [chart, pie] = cols(top, [1.8, 1])
      return [
        lineChart(ctx, th, chart, [
          { values: ctx.rng.series(14, 0.3, 0.03, 0.09), color: P.sky, area: true },
          { values: ctx.rng.series(14, 0.15, 0.02, 0.05), color: P.primary },
        ]),
        donut(th, pie, [0.55, 0.3, 0.15], [P.sky, P.primary, P.teal]),
        table(ctx, th, bottom, 3, [P.sky, P.teal, P.primary]),
      ].join('')
    },
    callout: (th) => callout(th, 60, 640, 'bolt', P.sky),
  },
  'creacion_paginas_web-2': {
    sidebar: false,
    draw: (ctx, th, b) => {
      const [g, rest] = rows(b, [1, 1.35])
      const [left, right] = cols(rest, [1.5, 1])
      return [
        gauges(th, g, [0.98, 0.95, 1, 0.92], [P.teal, P.teal, P.sky, P.teal]),
        barChart(
          th,
          left,
          Array.from({ length: 8 }, (_, i) => [0.25 + ((i * 37) % 50) / 100]),
          [P.sky],
        ),
        progressList(ctx, th, right, [0.96, 0.88, 0.74], [P.sky, P.teal, P.primary]),
      ].join('')
    },
    callout: (th) => callout(th, 890, 650, 'check', P.teal),
  },
  'integracion_crms-1': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [k, board] = rows(b, [1, 3.4])
      const ks = cols(k, [1, 1, 1])
      return [
        ...ks.map((box, i) => kpi(ctx, th, box, cycle([P.teal, P.primary, P.sky], i))),
        kanban(ctx, th, board, [3, 2, 3, 1], [P.sky, P.primary, P.teal, P.sun]),
      ].join('')
    },
    callout: (th) => callout(th, 890, 640, 'user', P.teal),
  },
  'integracion_crms-2': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [left, right] = cols(b, [1.7, 1])
      const [r1, r2] = rows(right, [1, 1.2])
      return [
        table(ctx, th, left, 6, [P.teal, P.primary, P.sky]),
        donut(th, r1, [0.5, 0.3, 0.2], [P.teal, P.primary, P.sky]),
        barChart(
          th,
          r2,
          [0, 1, 2, 3, 4].map((i) => [0.4 + ((i * 29) % 40) / 100]),
          [P.teal],
        ),
      ].join('')
    },
    callout: (th) => callout(th, 60, 650, 'database', P.primary),
  },
  'soporte_automatizado-1': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [left, chat] = cols(b, [1.8, 1])
      const [k, chart] = rows(left, [1, 2.6])
      const ks = cols(k, [1, 1])
      return [
        kpi(ctx, th, ks[0], P.teal),
        kpi(ctx, th, ks[1], P.primary, false),
        barChart(
          th,
          chart,
          Array.from({ length: 7 }, (_, i) => [0.3 + ((i * 23) % 45) / 100, 0.15 + ((i * 31) % 30) / 100]),
          [P.primary, P.teal],
        ),
        chatPanel(ctx, th, chat, P.primary),
      ].join('')
    },
    callout: (th) => callout(th, 890, 30, 'chat', P.primary),
  },
  'soporte_automatizado-2': {
    sidebar: true,
    draw: (ctx, th, b) => videoGrid(th, b, 3, 2, ctx),
    callout: (th) => callout(th, 60, 650, 'doc', P.teal),
  },
  'contenido_multilingue-1': {
    sidebar: true,
    draw: (ctx, th, b) => {
      const [map, side] = cols(b, [1.8, 1])
      const [p1, p2] = rows(side, [1.3, 1])
      return [
        dotMap(th, map, P.primary),
        progressList(ctx, th, p1, [0.9, 0.76, 0.58], [P.primary, P.teal, P.sky]),
        donut(th, p2, [0.45, 0.35, 0.2], [P.primary, P.teal, P.sky]),
      ].join('')
    },
    callout: (th) => callout(th, 890, 650, 'chat', P.teal),
  },
  'contenido_multilingue-2': {
    sidebar: false,
    draw: (ctx, th, b) => {
      const [top, ed] = rows(b, [1.35, 2.3])
      const [g, trend] = cols(top, [1.3, 1])
      return [
        gauges(th, g, [1, 0.86, 0.64], [P.primary, P.teal, P.sky]),
        lineChart(ctx, th, trend, [{ values: ctx.rng.series(9, 0.2, 0.07, 0.05), color: P.teal, area: true }], false),
        translationEditor(ctx, th, ed, [P.primary, P.teal, P.sky]),
      ].join('')
    },
    callout: (th) => callout(th, 60, 30, 'check', P.teal),
  },
}

/** The stage behind the window: dark for light screens and light for dark screens. */
function stage(ctx: Ctx, dark: boolean, accent: string): string {
  if (dark) {
    return [
      darkBase(ctx),
      glow(ctx, { x: 900, y: 200, r: 700, color: P.primary, opacity: 0.45 }),
      glow(ctx, { x: 150, y: 760, r: 500, color: accent === P.primary ? P.teal : accent, opacity: 0.22 }),
      fadingGrid(ctx, { spacing: 40, color: P.sky, opacity: 0.09, focus: { x: 600, y: 400, r: 800 } }),
      circuitTraces(ctx, {
        region: { x: 0, y: 0, w: W, h: H },
        count: 10,
        grid: 20,
        colors: [P.sky, P.teal],
        opacity: [0.15, 0.35],
        width: 1.5,
        glowNodes: true,
      }),
    ].join('')
  }
  return [
    lightBase(ctx),
    glow(ctx, { x: 1000, y: 100, r: 700, color: P.sky, opacity: 0.28 }),
    glow(ctx, { x: 100, y: 760, r: 500, color: accent, opacity: 0.14 }),
    fadingGrid(ctx, { spacing: 40, color: P.navy, opacity: 0.07, focus: { x: 600, y: 400, r: 800 } }),
  ].join('')
}

export function caseStudy(key: ServiceKey, n: 1 | 2): string {
  const ctx: Ctx = { defs: new Defs('c'), rng: new Rng(`case:${key}:${n}`), width: W, height: H }
  const accents = serviceAccents[key]
  const darkStage = n === 1
  const th = makeTheme(ctx, darkStage ? 'light' : 'dark', accents)
  const spec = layouts[`${key}-${n}`]
  const win = browserWindow(
    ctx,
    th,
    WINDOW.x,
    WINDOW.y,
    WINDOW.w,
    WINDOW.h,
    (r) => {
      const { markup, frame } = shell(th, r, accents.main, spec.sidebar)
      return markup + spec.draw(ctx, th, frame.body)
    },
    { r: 22 },
  )
  return svgDocument(W, H, ctx.defs, [stage(ctx, darkStage, accents.main), win, spec.callout(th)])
}
