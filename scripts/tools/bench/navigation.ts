import { setTimeout as sleep } from 'node:timers/promises'
import type { Chromium } from './chromium.ts'
import { evaluateInPage, type EvaluateResult } from './evaluate.ts'
import { CLICK_BINDING, OBSERVER_SCRIPT } from './observer.ts'
import { withDeadline } from './deadline.ts'
import { retried } from './retry.ts'
import { arrivalOf, type ClickRun } from './phone.ts'
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK, PHONE_SCREEN } from './profile.ts'

const debug = process.env.BENCH_DEBUG ? (...args: unknown[]) => console.log('  [click]', ...args) : () => {}

interface TargetInfo {
  targetId: string
  type: string
  subtype?: string
  browserContextId?: string
}

/** Evaluates an expression in a page (awaiting a promise) and returns its value. */
function evaluate<T>(chromium: Chromium, sessionId: string, expression: string): Promise<T> {
  return evaluateInPage((method, params) => chromium.send<EvaluateResult>(method, params, sessionId), expression)
}

/**
 * Polls `check` every 20 ms until it returns a value other than undefined. A check that does not
 * answer counts as a miss, so the deadline holds even then.
 */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = await withDeadline(check(), Math.max(0, deadline - performance.now()), what).catch(() => undefined)
    if (value !== undefined) return value
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

/**
 * Throttles a page target like the phone and installs the observer. The commands are sent, not
 * awaited, before the target is resumed: a prerendering target answers some of them only once it
 * runs, and the protocol applies a session's commands in the order they were sent.
 */
function setUpPhoneTarget(chromium: Chromium, sessionId: string): Promise<unknown>[] {
  return [
    chromium.send('Page.enable', {}, sessionId),
    chromium.send('Runtime.enable', {}, sessionId),
    chromium.send('Network.enable', {}, sessionId),
    chromium.send('Network.emulateNetworkConditions', PHONE_NETWORK, sessionId),
    chromium.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN }, sessionId),
    chromium.send('Emulation.setDeviceMetricsOverride', { ...PHONE_SCREEN, mobile: true }, sessionId),
    chromium.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER_SCRIPT }, sessionId),
    chromium.send('Runtime.addBinding', { name: CLICK_BINDING }, sessionId),
  ]
}

/** Page sessions set up like the phone (throttled, observed) and running. */
const readySessions = new Set<string>()

/**
 * Auto-attaches to every tab, and through each tab to its pages, pausing each new target until
 * it is set up: the way DevTools and Puppeteer attach, which leaves prerendering on.
 */
export async function attachThroughTabs(chromium: Chromium): Promise<void> {
  chromium.on(({ method, params, sessionId: parent }) => {
    if (method === 'Target.detachedFromTarget') readySessions.delete(params.sessionId as string)
    if (method !== 'Target.attachedToTarget') return
    const { sessionId, targetInfo, waitingForDebugger } = params as { sessionId: string; targetInfo: TargetInfo; waitingForDebugger: boolean }
    const isPage = parent !== undefined && targetInfo.type === 'page'
    const commands =
      targetInfo.type === 'tab'
        ? [
            chromium.send(
              'Target.setAutoAttach',
              { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'page' }] },
              sessionId,
            ),
          ]
        : isPage
          ? setUpPhoneTarget(chromium, sessionId)
          : []
    if (waitingForDebugger) commands.push(chromium.send('Runtime.runIfWaitingForDebugger', {}, sessionId))
    Promise.allSettled(commands).then((results) => {
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) console.warn(`  setting up a ${targetInfo.type} target failed: ${(failed as PromiseRejectedResult).reason}`)
      else if (isPage) readySessions.add(sessionId)
    })
  })
  await chromium.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'tab' }] })
}

/**
 * Opens `from` in a fresh browser context (cold cache), waits for it to load (and, if asked, for
 * its client router to hydrate), moves the mouse onto the first service card's link, waits
 * `hoverMs` and clicks. The time is the page clock's: from the click event in the first page to
 * the frame that showed the next page's h1, in whichever document showed it.
 */
export async function clickToNextPage(
  chromium: Chromium,
  options: { origin: string; from: string; link: string; hoverMs: number; waitForHydration?: boolean },
): Promise<ClickRun> {
  const { browserContextId } = await chromium.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true })
  const pages: string[] = [] // page sessions of this context, oldest first
  let clickedAt: number | undefined
  const stop = chromium.on(({ method, params, sessionId }) => {
    if (method === 'Target.attachedToTarget') {
      const { targetInfo } = params as { targetInfo: TargetInfo }
      if (targetInfo.type === 'page' && targetInfo.browserContextId === browserContextId) pages.push(params.sessionId as string)
    }
    if (method === 'Runtime.bindingCalled' && params.name === CLICK_BINDING && sessionId && pages.includes(sessionId)) {
      clickedAt = Number(params.payload)
    }
  })
  try {
    await chromium.send('Target.createTarget', { url: 'about:blank', browserContextId })
    const page = await until('the new page', async () => (pages[0] && readySessions.has(pages[0]) ? pages[0] : undefined))
    debug('page ready', page)
    await chromium.send('Page.navigate', { url: `${options.origin}${options.from}` }, page)
    const ready = options.waitForHydration
      ? `document.readyState === 'complete' && document.documentElement.dataset.hydrated === 'true'`
      : `document.readyState === 'complete'`
    await until(`${options.from} to load`, async () =>
      (await evaluate<boolean>(chromium, page, `location.pathname === ${JSON.stringify(options.from)} && ${ready}`)) ? true : undefined,
    )
    debug('loaded')
    const { x, y, href } = await evaluate<{ x: number; y: number; href: string }>(
      chromium,
      page,
      `(async () => {
        const link = document.querySelector(${JSON.stringify(options.link)})
        link.scrollIntoView({ block: 'center', behavior: 'instant' })
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const box = link.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, href: link.getAttribute('href') }
      })()`,
    )
    debug('link at', x, y, href)
    await chromium.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, page)
    await sleep(options.hoverMs)
    await chromium.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 }, page)
    await chromium.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 }, page)
    debug('clicked')
    // The next page's h1 shows in this page's document (a client-side navigation), in this page
    // after a navigation, or in an activated prerendered page's target: look in all of them.
    const readNext = `(() => {
      const marks = window.__bench
      const h1 = marks && marks.h1.find((entry) => entry.path === ${JSON.stringify(href)})
      return h1 ? JSON.stringify({ t: h1.t, sameDocument: marks.h1.length > 1, prerendered: marks.prerendered }) : ''
    })()`
    const shown = await until(`the h1 of ${href}`, async () => {
      for (const session of [...pages].reverse()) {
        const json = await evaluate<string>(chromium, session, readNext).catch(() => '') // a page gone with its navigation
        if (json) return JSON.parse(json) as { t: number; sameDocument: boolean; prerendered: boolean }
      }
      return undefined
    })
    const clicked = await until('the click', async () => clickedAt)
    return { ms: shown.t - clicked, arrival: arrivalOf(shown) }
  } finally {
    stop()
    await chromium.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {})
  }
}

type ClickOptions = Parameters<typeof clickToNextPage>[1]

/**
 * The click to the next page on each site, `runs` times each, their runs taking turns so that
 * whatever else the machine does weighs on all alike; first one click on each that is not counted
 * (a fresh Chromium's first navigation also starts its processes). A click the browser fails is
 * taken again (retried): `retried` lists each such failure, for the report.
 */
export async function compareClicks<Site extends string>(
  chromium: Chromium,
  sites: Record<Site, ClickOptions>,
  runs: number,
): Promise<{ measured: Record<Site, ClickRun[]>; retried: string[] }> {
  const names = Object.keys(sites) as Site[]
  const failures: string[] = []
  const click = (name: Site) =>
    retried(`the click from ${sites[name].origin}${sites[name].from}`, () => clickToNextPage(chromium, sites[name]), { failures })
  for (const name of names) await click(name)
  const measured = Object.fromEntries(names.map((name) => [name, [] as ClickRun[]])) as Record<Site, ClickRun[]>
  for (let run = 0; run < runs; run++) {
    for (const name of names) measured[name].push(await click(name))
    debug(`run ${run + 1}: ${names.map((name) => `${name} ${Math.round(measured[name][run]?.ms ?? Number.NaN)} ms`).join(', ')}`)
  }
  return { measured, retried: failures }
}
