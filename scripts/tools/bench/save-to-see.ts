import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import { CHROME_PATH } from './chromium.ts'
import { syntheticPostFile } from './workspace.ts'

/** A dev server: its process and the address it printed. */
export interface DevServer {
  origin: string
  stop: () => Promise<void>
}

/** Starts a dev server (`npm run dev`'s or `astro dev`) and waits for the address it prints. */
export async function startDevServer(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<DevServer> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} printed no address in 180 s:\n${output}`)), 180_000)
    const read = (data: Buffer) => {
      output += String(data)
      const found = /Local:?\s+(http:\/\/[^\s/]+)/.exec(stripVTControlCharacters(output))?.[1]
      if (found) {
        clearTimeout(timer)
        resolve(found)
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before printing its address:\n${output}`)))
  })
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** One dev server measured: where it serves, the post page to watch and the file behind it. */
export interface SaveTarget {
  server: DevServer
  /** The page shown, e.g. /blog/articulo-001/. */
  path: string
  /** The post's file, the one saved. */
  file: string
}

/**
 * Save→see, as an editor has it: the post's page is open in Chromium, a sentence is added to the
 * post's file, and the time runs until that sentence shows in the open page (updated in place or
 * reloaded, whichever the dev server does). For each target in turn, `runs` times, alternating
 * between the targets so that both meet the same machine. Milliseconds per target.
 */
export async function measureSaveToSee(targets: SaveTarget[], runs: number): Promise<number[][]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] })
  const originals = targets.map((target) => readFileSync(target.file, 'utf8'))
  try {
    const pages: Page[] = []
    for (const target of targets) {
      const page = await browser.newPage()
      await page.goto(new URL(target.path, target.server.origin).href, { timeout: 180_000 })
      // Whatever the dev server does after a first visit (dependency scans, module warm-up) settles.
      await page.waitForTimeout(2000)
      pages.push(page)
    }
    const times: number[][] = targets.map(() => [])
    for (let run = 0; run < runs; run++) {
      for (const [i, target] of targets.entries()) {
        const page = pages[i] as Page
        const marker = `Marcador${run}x${Date.now()}`
        const started = performance.now()
        writeFileSync(target.file, `${(originals[i] as string).trimEnd()}\n\nUna frase nueva para medir ${marker}.\n`)
        await page.waitForFunction((text) => document.body?.innerText.includes(text), marker, { timeout: 120_000, polling: 10 })
        times[i]?.push(Math.round(performance.now() - started))
        await page.waitForTimeout(800)
      }
    }
    return times
  } finally {
    targets.forEach((target, i) => writeFileSync(target.file, originals[i] as string))
    await browser.close()
  }
}

/** The post the save→see runs edit in a site of synthetic posts (scale.ts): the first Spanish one, and its page. */
export function firstPost(dir: string): { path: string; file: string } {
  const name = syntheticPostFile(0)
  return { path: `/blog/${name.replace(/\.mdx$/, '')}/`, file: join(dir, 'content/es/blog', name) }
}
