/**
 * Minimal SVG string builder. Compositions are plain functions returning SVG
 * markup; this module keeps attribute formatting, number rounding and <defs>
 * bookkeeping in one place so every composition stays short and readable.
 */

import type { Rng } from './random.ts'
import { at } from './util.ts'

export type AttrValue = string | number | undefined | null | false
export type Attrs = Record<string, AttrValue>

/** Round to 2 decimals: keeps markup compact and output stable across runs. */
export function num(value: number): string {
  if (Number.isInteger(value)) return String(value)
  const fixed = value.toFixed(2).replace(/\.?0+$/, '')
  return fixed === '-0' ? '0' : fixed
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function formatAttrs(attrs: Attrs): string {
  let out = ''
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeAttr(value)}"`
  }
  return out
}

/** Build one element. Children may be a string or a list of strings. */
export function tag(name: string, attrs: Attrs = {}, children?: string | readonly string[]): string {
  const inner = Array.isArray(children) ? children.join('') : (children ?? '')
  return inner === '' ? `<${name}${formatAttrs(attrs)}/>` : `<${name}${formatAttrs(attrs)}>${inner}</${name}>`
}

export const group = (attrs: Attrs, children: string | readonly string[]): string => tag('g', attrs, children)

/** Path data from points, with a flag to close the shape. */
export function polyPath(points: ReadonlyArray<readonly [number, number]>, close = false): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(' ')
  return close ? `${d} Z` : d
}

/**
 * Smooth path through points (Catmull-Rom converted to cubic Béziers). Used for
 * chart lines and waves so curves look designed rather than jagged.
 */
export function smoothPath(points: ReadonlyArray<readonly [number, number]>, tension = 0.5): string {
  if (points.length < 2) return ''
  const pt = (i: number): readonly [number, number] => at(points, Math.max(0, Math.min(points.length - 1, i)))
  let d = `M${num(pt(0)[0])} ${num(pt(0)[1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = pt(i - 1)
    const p1 = pt(i)
    const p2 = pt(i + 1)
    const p3 = pt(i + 2)
    const k = tension / 3
    const c1x = p1[0] + (p2[0] - p0[0]) * k
    const c1y = p1[1] + (p2[1] - p0[1]) * k
    const c2x = p2[0] - (p3[0] - p1[0]) * k
    const c2y = p2[1] - (p3[1] - p1[1]) * k
    d += ` C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`
  }
  return d
}

/** Arc segment of a ring, as a stroke-able path (angles in degrees, 0 = up, clockwise). */
export function arcPath(cx: number, cy: number, r: number, startDeg: number, endDeg: number): string {
  const toXY = (deg: number): [number, number] => {
    const rad = ((deg - 90) * Math.PI) / 180
    return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)]
  }
  const [x1, y1] = toXY(startDeg)
  const [x2, y2] = toXY(endDeg)
  const large = endDeg - startDeg > 180 ? 1 : 0
  return `M${num(x1)} ${num(y1)} A${num(r)} ${num(r)} 0 ${large} 1 ${num(x2)} ${num(y2)}`
}

/** Regular polygon points (used for hexagons and stars). */
export function polygonPoints(cx: number, cy: number, r: number, sides: number, rotationDeg = 0): Array<[number, number]> {
  const pts: Array<[number, number]> = []
  for (let i = 0; i < sides; i++) {
    const a = ((rotationDeg + (360 / sides) * i) * Math.PI) / 180
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return pts
}

/** A closed hexagon with a vertex pointing right: the brand's ring shape. */
export function hexPath(cx: number, cy: number, r: number): string {
  return polyPath(polygonPoints(cx, cy, r, 6, 0), true)
}

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number]

export interface LinearDir {
  x1: number
  y1: number
  x2: number
  y2: number
}

/**
 * Collects <defs> for one document and hands back `url(#id)` references.
 * Ids are sequential per document, so output is deterministic.
 */
export class Defs {
  private readonly parts: string[] = []
  private count = 0

  private readonly prefix: string

  constructor(prefix = 'd') {
    this.prefix = prefix
  }

  private nextId(kind: string): string {
    this.count += 1
    return `${this.prefix}${kind}${this.count}`
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) => tag('stop', { offset: num(offset), 'stop-color': color, 'stop-opacity': opacity ?? undefined }))
      .join('')
  }

  /** Linear gradient; by default in objectBoundingBox units (0..1 across the shape). */
  linear(stops: readonly Stop[], dir: LinearDir = { x1: 0, y1: 0, x2: 1, y2: 1 }, userSpace = false): string {
    const id = this.nextId('l')
    this.parts.push(tag('linearGradient', { id, ...dir, gradientUnits: userSpace ? 'userSpaceOnUse' : undefined }, this.stops(stops)))
    return `url(#${id})`
  }

  /** Radial gradient in user space: the natural choice for glows placed at a point. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.nextId('r')
    this.parts.push(tag('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse' }, this.stops(stops)))
    return `url(#${id})`
  }

  /** Gaussian blur filter with a generous region so soft shadows are not clipped. */
  blur(stdDeviation: number): string {
    const id = this.nextId('f')
    this.parts.push(
      tag(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%', 'color-interpolation-filters': 'sRGB' },
        tag('feGaussianBlur', { stdDeviation }),
      ),
    )
    return `url(#${id})`
  }

  /** Luminance mask from arbitrary content (white = visible). */
  mask(content: string): string {
    const id = this.nextId('m')
    this.parts.push(tag('mask', { id, maskUnits: 'userSpaceOnUse', x: -5000, y: -5000, width: 10000, height: 10000 }, content))
    return `url(#${id})`
  }

  clip(content: string): string {
    const id = this.nextId('c')
    this.parts.push(tag('clipPath', { id }, content))
    return `url(#${id})`
  }

  /** Repeating tile in user space (grids, dot fields). */
  pattern(width: number, height: number, content: string): string {
    const id = this.nextId('p')
    this.parts.push(tag('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, content))
    return `url(#${id})`
  }

  render(): string {
    return this.parts.length ? tag('defs', {}, this.parts) : ''
  }
}

/** Wrap a body into a complete SVG document of a given pixel size. */
export function svgDocument(width: number, height: number, defs: Defs, body: string | readonly string[], viewBox = `0 0 ${width} ${height}`): string {
  const inner = Array.isArray(body) ? body.join('') : body
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs.render()}${inner}</svg>`
}

/** Drawing context shared by composition helpers. */
export interface Ctx {
  defs: Defs
  rng: Rng
  width: number
  height: number
}
