/** Puts every Suspense boundary React streamed out of line back in its place: else its script moves it in after the first paint, if at all. */
export function inlineOutlinedBoundaries(html: string): string {
  const reveals = [...html.matchAll(/\$RC\("([^"]+)","([^"]+)"\)/g)].map(([, boundary, segment]) => ({ boundary: boundary!, segment: segment! }))
  if (reveals.length === 0) return html
  let out = html
  for (const { boundary, segment } of reveals) {
    // The page has been through jsdom by now, which writes `hidden` as `hidden=""`.
    const hidden = cut(out, new RegExp(`<div hidden(?:="")? id="${segment}">`), balancedEnd(/<div\b/g, /<\/div>/g))
    out = hidden.before + hidden.after
    const placeholder = cut(out, new RegExp(`<!--\\$\\?--><template id="${boundary}"></template>`), balancedEnd(/<!--\$[?!]?-->/g, /<!--\/\$-->/g))
    out = `${placeholder.before}<!--$-->${hidden.inner}<!--/$-->${placeholder.after}`
  }
  out = out.replace(/<script>([\s\S]*?)<\/script>/g, (tag, code: string) => (isRevealInstruction(code) ? '' : tag))
  const leftover = /<div hidden(?:="")? id="S:|<template id="B:|\$R[A-Z]\(/.exec(out)
  if (leftover)
    throw new Error(`inlineOutlinedBoundaries: "${leftover[0]}" is left in the page; has React changed how it streams Suspense boundaries?`)
  return out
}

/** React's streaming runtime: the $RC/$RV/$RB definitions and calls, and the $RT frame timer. */
function isRevealInstruction(code: string): boolean {
  return code.includes('$RC(') || /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/.test(code)
}

/** Where the element opened just before `from` closes: after the close that balances the opens. */
function balancedEnd(open: RegExp, close: RegExp) {
  return (html: string, from: number) => {
    let depth = 1
    let at = from
    while (depth > 0) {
      open.lastIndex = close.lastIndex = at
      const nextOpen = open.exec(html)
      const nextClose = close.exec(html)
      if (!nextClose) return -1
      if (nextOpen && nextOpen.index < nextClose.index) {
        depth++
        at = nextOpen.index + nextOpen[0].length
      } else {
        depth--
        at = nextClose.index + nextClose[0].length
      }
    }
    return at
  }
}

/** Splits `html` around the element that starts with `start`: what is before, inside and after. */
function cut(html: string, start: RegExp, findEnd: (html: string, from: number) => number) {
  const opening = start.exec(html)
  const end = opening ? findEnd(html, opening.index + opening[0].length) : -1
  if (!opening || end < 0)
    throw new Error(`inlineOutlinedBoundaries: no complete ${start.source} in the page; has React changed how it streams Suspense boundaries?`)
  const begin = opening.index
  const closing = html.slice(0, end).lastIndexOf('<')
  return { before: html.slice(0, begin), inner: html.slice(begin + opening[0].length, closing), after: html.slice(end) }
}
