import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { freePort } from '../hosts.ts'
import { scrollIntoPlace, type Driver, type Engine, type Key, type Viewport } from './driver.ts'

// WebKitGTK (Safari's engine) as Debian packages it: WebKitWebDriver starts its MiniBrowser, which
// needs a display, given by an Xvfb of our own. The client is the W3C WebDriver protocol itself,
// a handful of HTTP commands (https://www.w3.org/TR/webdriver2/), not a library.

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const KEYS: Record<Key, string> = { Escape: '\uE00C', Enter: '\uE007' }

function executable(env: string, path: string, pkg: string): string {
  const found = process.env[env] ?? path
  if (!existsSync(found)) throw new Error(`${found} not found (${env} names another): apt-get install ${pkg}`)
  return found
}

/** Starts an X server on a display number it picks itself (-displayfd), so workers never collide. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(executable('XVFB_PATH', '/usr/bin/Xvfb', 'xvfb'), ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const [chunk] = (await Promise.race([once(xvfb.stdio[3] as Readable, 'data'), once(xvfb, 'exit')])) as [Buffer | number]
  if (!Buffer.isBuffer(chunk)) throw new Error(`Xvfb exited (${chunk}) before it gave a display`)
  return { display: `:${chunk.toString().trim()}`, process: xvfb }
}

type Command = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>

function client(base: string): Command {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
    })
    const { value } = (await response.json()) as { value: { error?: string; message?: string } | null }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`)
    return value
  }
}

async function untilReady(command: Command, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    const ready = await command('GET', '/status').then(
      (status) => (status as { ready?: boolean }).ready === true,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('WebKitWebDriver did not answer')
}

/** A script for execute/async that runs `fn` with `args` and hands back its result, or its error. */
const asyncScript = (fn: string, args: unknown[]) =>
  `const done = arguments[0];
  Promise.resolve().then(() => (${fn})(...${JSON.stringify(args)}))
    .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`

/**
 * WebKit through WebKitWebDriver: one MiniBrowser window for the worker's tests, one after another.
 * A new window for each took seconds on a busy machine; a test empties this one's session storage
 * instead (the contact form's draft and last send), and the next test opens its own page.
 */
export async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverProcess = spawn(executable('WEBKIT_DRIVER_PATH', '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'), [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  })
  const stop = () => {
    driverProcess.kill()
    xvfb.process.kill()
  }
  try {
    const base = client(`http://127.0.0.1:${port}`)
    await untilReady(base, driverProcess)
    const { sessionId } = (await base('POST', '/session', { capabilities: { alwaysMatch: { pageLoadStrategy: 'normal' } } })) as { sessionId: string }
    const driver = windowDriver((method, path, body) => base(method, `/session/${sessionId}${path}`, body))
    let size: Viewport | undefined
    return {
      name: 'webkit',
      async open(viewport) {
        if (size?.width !== viewport.width || size.height !== viewport.height) await resize(driver, viewport)
        size = viewport
        return driver
      },
      async close() {
        await base('DELETE', `/session/${sessionId}`).catch(() => undefined)
        stop()
      },
    }
  } catch (error) {
    stop()
    throw error
  }
}

function windowDriver(command: Command): Driver & { command: Command } {
  const evaluate: Driver['evaluate'] = async (fn, ...args) => {
    const result = (await command('POST', '/execute/async', { script: asyncScript(fn.toString(), args), args: [] })) as {
      value?: unknown
      error?: string
    }
    if (result.error) throw new Error(`In the page: ${result.error}`)
    return result.value as never
  }
  const element = async (selector: string) => {
    const found = (await command('POST', '/element', { using: 'css selector', value: selector })) as Record<string, string>
    return found[ELEMENT] as string
  }
  // Scrolled into place first (./driver.ts): WebKitWebDriver's own scrolling can leave an element
  // at the page's foot "not interactable". Now and then, just after a page loaded, so is one in
  // plain sight: the click is tried again for up to 2 s, as Playwright's clicks wait.
  const click = async (selector: string) => {
    const id = await element(selector)
    await evaluate(scrollIntoPlace, selector)
    for (let tries = 1; ; tries++) {
      try {
        return void (await command('POST', `/element/${id}/click`))
      } catch (error) {
        if (tries === 20 || !String(error).includes('not interactable')) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }
  // A click that starts a navigation returns once the new page has loaded (the page load
  // strategy, "normal"); what is checked is that a new page is there, loaded.
  const follow = async (selector: string) => {
    await evaluate(() => void Object.assign(window, { __left: false }))
    await click(selector)
    const arrived = () => evaluate(() => !('__left' in window) && document.readyState === 'complete').catch(() => false)
    for (let tries = 0; !(await arrived()); tries++) {
      if (tries === 150) throw new Error(`${selector} led to no page that loaded`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const perform = async (actions: unknown[]) => {
    await command('POST', '/actions', { actions })
    await command('DELETE', '/actions')
  }
  return {
    command,
    goto: async (url) => void (await command('POST', '/url', { url })),
    evaluate,
    click,
    follow,
    clickAt: (x, y) =>
      perform([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    type: async (selector, text) => void (await command('POST', `/element/${await element(selector)}/value`, { text })),
    press: (key) =>
      perform([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ],
        },
      ]),
    close: () => evaluate(() => void (location.protocol === 'http:' && sessionStorage.clear())),
  }
}

/** Sizes the window so that its viewport is `viewport`: the window's own bars take some of it. */
async function resize({ command, evaluate }: ReturnType<typeof windowDriver>, { width, height }: Viewport): Promise<void> {
  await command('POST', '/window/rect', { width, height })
  const [innerWidth, innerHeight] = await evaluate(() => [window.innerWidth, window.innerHeight])
  await command('POST', '/window/rect', { width: width * 2 - (innerWidth ?? 0), height: height * 2 - (innerHeight ?? 0) })
  const inner = await evaluate(() => [window.innerWidth, window.innerHeight])
  if (inner[0] !== width || inner[1] !== height) throw new Error(`WebKit's window gives a ${inner.join('×')} viewport, not ${width}×${height}`)
}
