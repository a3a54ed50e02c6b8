import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { OutboxMessage } from './provider.ts'

export interface StoredMessage extends OutboxMessage {
  id: string
  receivedAt: string
}

/** Where messages go: OUTBOX_DIR, or .outbox in the project (both git-ignored). */
export function outboxDir(root = process.cwd()): string {
  return resolve(root, process.env.OUTBOX_DIR ?? '.outbox')
}

/**
 * How many messages the outbox keeps: far more than anyone reads while developing, and a bound on
 * the disk a runaway script (or a test loop) can fill. Past it, the oldest are deleted.
 */
export const MAX_MESSAGES = 500

// Messages stored by this process, counted: two arriving in the same millisecond still sort by arrival.
let arrivals = 0

/** Writes one message as `<time>-<arrival>-<random>.json`; the name sorts by arrival. */
export async function storeMessage(dir: string, message: OutboxMessage, now = new Date()): Promise<StoredMessage> {
  const receivedAt = now.toISOString()
  arrivals += 1
  const id = `${receivedAt.replace(/[:.]/g, '-')}-${String(arrivals).padStart(9, '0')}-${randomUUID().slice(0, 8)}`
  const stored: StoredMessage = { id, receivedAt, ...message }
  await mkdir(dir, { recursive: true })
  // Written aside, then renamed: a reader never sees half a file.
  const file = join(dir, `${id}.json`)
  await writeFile(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`)
  await rename(`${file}.tmp`, file)
  return stored
}

/** Deletes the oldest messages past the newest `keep`; returns how many went. */
export async function pruneMessages(dir: string, keep = MAX_MESSAGES): Promise<number> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  await Promise.all(old.map((name) => rm(join(dir, name), { force: true })))
  return old.length
}

/** Every stored message, newest first; files that are not messages are skipped. */
export async function listMessages(dir: string): Promise<StoredMessage[]> {
  let names: string[]
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'))
  } catch {
    return [] // nothing sent yet
  }
  const messages = await Promise.all(
    names.map(async (name) => {
      try {
        const data: unknown = JSON.parse(await readFile(join(dir, name), 'utf8'))
        return isStoredMessage(data) ? [data] : []
      } catch {
        return []
      }
    }),
  )
  return messages.flat().sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id))
}

function isStoredMessage(data: unknown): data is StoredMessage {
  if (data === null || typeof data !== 'object') return false
  const { id, receivedAt, template_params: params } = data as Record<string, unknown>
  return typeof id === 'string' && typeof receivedAt === 'string' && params !== null && typeof params === 'object'
}
