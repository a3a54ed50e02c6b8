import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { statedPeakRssMiB } from './workspace.ts'

/** One line a build printed, and when (seconds since it started). */
export interface TimedLine {
  at: number
  text: string
}

export interface TimedBuild {
  seconds: number
  lines: TimedLine[]
  peakRssMiB?: number
}

// GNU time, where installed, reports a child's peak memory (`%M`, KiB) on its last line of stderr.
const GNU_TIME = '/usr/bin/time'

/**
 * Runs a build, noting when each line of its output arrives: the phases are read from those
 * times (buildPhases). Output is read as it comes, so a build that prints a line per page is
 * never slowed by a full pipe. The peak memory is the build's own report (BUILD_STATS_FILE,
 * scripts/build/index.ts) or GNU time's.
 */
export async function timedBuild(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<TimedBuild> {
  const stats = join(cwd, '.build-stats.json')
  rmSync(stats, { force: true })
  const measureMemory = existsSync(GNU_TIME)
  const [run, runArgs] = measureMemory ? [GNU_TIME, ['-f', 'peak-rss-kib %M', command, ...args]] : [command, args]
  const started = performance.now()
  const child = spawn(run, runArgs, { cwd, env: { ...process.env, BUILD_STATS_FILE: stats, NO_COLOR: '1', FORCE_COLOR: '0', ...env } })
  const lines: TimedLine[] = []
  let output = ''
  const read = (data: Buffer) => {
    const at = (performance.now() - started) / 1000
    const text = String(data)
    output += text
    for (const line of text.split('\n')) if (line.trim()) lines.push({ at, text: line })
  }
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output.slice(-3000)}`)
  const own = statedPeakRssMiB(stats)
  const timed = /peak-rss-kib (\d+)/.exec(output)?.[1]
  return { seconds, lines, peakRssMiB: own ?? (timed ? Math.round(Number(timed) / 1024) : undefined) }
}

/** A phase of a build and the line that starts it. */
export type PhaseMarks = [name: string, starts: RegExp][]

/** This site's build (scripts/build/index.ts through vite-react-ssg), as its output marks it. */
export const OUR_PHASES: PhaseMarks = [
  ['client build', /^\[client\]/],
  ['server build: compile', /Build for server/],
  ['server build: bundle', /modules transformed/],
  ['render pages', /Rendering Pages/],
  // Printed as vite-react-ssg calls onFinished, where the steps run; `[pages]` comes before the render.
  ['post-render steps', /\[vite-react-ssg\] Build finished/],
]

/** Astro's `astro build`, as its output marks it. */
export const ASTRO_PHASES: PhaseMarks = [
  ['content sync', /\[content\] Syncing content/],
  ['types and build info', /\[content\] Synced content/],
  ['server and client builds', /Building static entrypoints/],
  ['render pages', /generating static routes|Rearranging server assets/],
  ['finish', /\[build\] \d+ page\(s\) built in/],
]

/**
 * How long each phase of a build took, in seconds: from the line that starts it to the line that
 * starts the next (the last ends with the build). Before the first mark is `startup`. A phase
 * whose mark comes after the next one's, or never, is left out.
 */
export function buildPhases(build: TimedBuild, marks: PhaseMarks): Record<string, number> {
  const starts: [string, number][] = [['startup', 0]]
  // Marks are matched in order: `modules transformed` is the server build's only after `Build for server`.
  let from = 0
  for (const [name, pattern] of marks) {
    const index = build.lines.findIndex((line, i) => i >= from && pattern.test(line.text.replace(/^\S*\d\d:\d\d:\d\d\s+/, '')))
    if (index < 0) continue
    starts.push([name, build.lines[index]?.at ?? 0])
    from = index + 1
  }
  const phases: Record<string, number> = {}
  starts.forEach(([name, at], i) => {
    phases[name] = (starts[i + 1]?.[1] ?? build.seconds) - at
  })
  return phases
}
