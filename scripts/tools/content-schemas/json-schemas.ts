import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { aboutSchema, homeStringsSchema, postSchema, privacyPolicySchema, serviceSchema } from '../../../src/content/schemas.ts'

/** Each kind's schema as JSON Schema, so editors' tools can complete and check frontmatter. */
export const KINDS = {
  service: serviceSchema,
  post: postSchema,
  about: aboutSchema,
  'privacy-policy': privacyPolicySchema,
  'home-strings': homeStringsSchema,
} as const

export function jsonSchemas(): Record<keyof typeof KINDS, unknown> {
  return Object.fromEntries(
    Object.entries(KINDS).map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })]),
  ) as Record<keyof typeof KINDS, unknown>
}

export function writeJsonSchemas(dir: string): string[] {
  mkdirSync(dir, { recursive: true })
  return Object.entries(jsonSchemas()).map(([name, schema]) => {
    const file = join(dir, `${name}.schema.json`)
    writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`)
    return file
  })
}
