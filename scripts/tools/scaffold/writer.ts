import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { LANGS, type Lang } from '../../../src/i18n/languages.ts'

/**
 * A kind of content that `npm run new:<name> -- <key>` starts: one file per language, every
 * field present and valid in shape, every text marked unfinished (UNFINISHED, in
 * scripts/build/content/unfinished.ts) so that check:content and the build refuse it until an editor
 * has written it.
 */
export interface ScaffoldKind {
  /** The word after `new:`, like "service". */
  name: string
  /** What a key may look like, and the rule said in a few words for the refusal. */
  keyPattern: RegExp
  keyRule: string
  /** Where the item's file goes in one language, from the project root. */
  path(lang: Lang, key: string): string
  /** The file's text in one language; `root` lets it read what exists (the next `order`). */
  template(lang: Lang, key: string, root: string): string
}

/** A refusal, said in one line: an invalid key, or one that exists. */
export class ScaffoldError extends Error {}

/** Writes the item's file in every language; returns their paths from the project root. */
export function scaffold(root: string, kind: ScaffoldKind, key: string | undefined): string[] {
  if (!key) throw new ScaffoldError(`usage: npm run new:${kind.name} -- <key> (${kind.keyRule})`)
  if (!kind.keyPattern.test(key)) throw new ScaffoldError(`invalid ${kind.name} key "${key}": ${kind.keyRule}`)
  const files = LANGS.map((lang) => kind.path(lang, key))
  const existing = files.find((file) => existsSync(join(root, file)))
  if (existing) throw new ScaffoldError(`${kind.name} "${key}" exists already (${existing}): choose another key`)
  // Every text first, then every file: a template that throws leaves nothing half-written.
  const texts = LANGS.map((lang) => kind.template(lang, key, root))
  files.forEach((file, i) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), texts[i] as string, { flag: 'wx' })
  })
  return files
}
