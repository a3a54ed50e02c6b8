import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { jsonSchemas } from '../../../../scripts/tools/content-schemas/json-schemas.ts'
import { ROOT } from '../../build/content/fixtures.ts'

describe('content/_schemas', () => {
  it.each(Object.entries(jsonSchemas()))('%s.schema.json is up to date with the zod schema (npm run content:schemas)', (name, schema) => {
    const committed: unknown = JSON.parse(readFileSync(join(ROOT, 'content/_schemas', `${name}.schema.json`), 'utf8'))
    expect(committed).toEqual(schema)
  })

  it('carries the real rules, not just types', () => {
    const service = jsonSchemas().service as { properties: { hero: { properties: { height: { pattern: string } } } }; required: string[] }
    expect(service.properties.hero.properties.height.pattern).toContain('px|vh')
    expect(service.required).toEqual(expect.arrayContaining(['title', 'hero', 'callToAction']))
  })
})
