/**
 * The thread that checks pages for inline scripts the build did not write while the rest render
 * (written-pages.ts): each page as it arrives; at `null`, what it found, by page.
 */
import { existsSync, readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { foreignScripts, ownScriptHashes, type WrittenPage } from './policy.ts'

// The lowest priority, on Linux (a thread is a task there, with a nice value of its own): the
// check only takes the CPU the render leaves idle, and the render never waits for it.
if (existsSync('/proc/thread-self')) setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19)

const own = new Set(ownScriptHashes((workerData as { ownScripts: string[] }).ownScripts))
const found = new Map<string, string[]>()
parentPort?.on('message', (page: WrittenPage | null) => {
  if (page === null) return parentPort?.postMessage(found)
  const foreign = foreignScripts(own, page)
  if (foreign.length) found.set(page.name, foreign)
})
