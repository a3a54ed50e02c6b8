import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../../../scripts/build/content/parse.ts'
import { serviceScaffold } from '../../../../scripts/tools/scaffold/service.ts'
import { scaffold, ScaffoldError } from '../../../../scripts/tools/scaffold/writer.ts'
import { ROOT, SPAWN_TIMEOUT, contentCopy } from '../../build/content/fixtures.ts'

const FILES = ['content/es/services/asesoria_legal.mdx', 'content/en/services/asesoria_legal.mdx', 'content/pt/services/asesoria_legal.mdx']

let dir = ''
beforeEach(() => {
  dir = contentCopy()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const read = (file: string) => readFileSync(join(dir, file), 'utf8')

describe('npm run new:service -- <key>', () => {
  it('writes the service in the three languages', () => {
    expect(scaffold(dir, serviceScaffold, 'asesoria_legal')).toEqual(FILES)
    for (const file of FILES) expect(existsSync(join(dir, file))).toBe(true)
  })

  it('every field is present and valid in shape: the only problem of each file is that it is unfinished', () => {
    scaffold(dir, serviceScaffold, 'asesoria_legal')
    for (const file of FILES) {
      const problems = parseContentFile(file, read(file), dir).issues.map(formatIssue)
      expect(problems).toEqual([
        `${file}:4:8: title: unfinished: replace every TODO with real text (title, description, buttonLabel, meta.title and 11 more)`,
      ])
    }
  })

  it('check:content then fails, naming each of the three files', () => {
    scaffold(dir, serviceScaffold, 'asesoria_legal')
    const unfinished = checkContent(dir).filter((issue) => issue.message.startsWith('unfinished'))
    expect(unfinished.map((issue) => issue.file)).toEqual(FILES)
  })

  it('once every TODO is written, the files pass but for the images still to add', () => {
    scaffold(dir, serviceScaffold, 'asesoria_legal')
    for (const file of FILES) writeFileSync(join(dir, file), read(file).replaceAll('TODO', 'Listo'))
    const problems = checkContent(dir).map((issue) => issue.message)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((message) => message.startsWith('expected an image at public/images/'))).toBe(true)
  })

  it('places the new service after the last one on the grids', () => {
    const orders = readdirSync(join(dir, 'content/es/services')).map((name) => matter(read(`content/es/services/${name}`), {}).data.order as number)
    scaffold(dir, serviceScaffold, 'asesoria_legal')
    expect(matter(read(FILES[0] as string), {}).data.order).toBe(Math.max(...orders) + 1)
  })

  it('refuses a key that exists, and writes nothing', () => {
    const before = read('content/en/services/integracion_crms.mdx')
    expect(() => scaffold(dir, serviceScaffold, 'integracion_crms')).toThrow(
      new ScaffoldError('service "integracion_crms" exists already (content/es/services/integracion_crms.mdx): choose another key'),
    )
    expect(read('content/en/services/integracion_crms.mdx')).toBe(before)
  })

  it.each(['Asesoria', 'asesoria-legal', 'asesoria__legal', '_asesoria', '../asesoria', 'asesoría'])('refuses the invalid key %s', (key) => {
    expect(() => scaffold(dir, serviceScaffold, key)).toThrow(`invalid service key "${key}": lowercase letters, digits and single underscores`)
    expect(readdirSync(join(dir, 'content/es/services'))).toHaveLength(5)
  })

  it(
    'the command says why it refuses, in one line, and exits non-zero',
    () => {
      const result = spawnSync(process.execPath, [join(ROOT, 'scripts/tools/scaffold/index.ts'), 'service', 'Bad-Key'], {
        cwd: dir,
        encoding: 'utf8',
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toBe('invalid service key "Bad-Key": lowercase letters, digits and single underscores, like integracion_crms\n')
    },
    SPAWN_TIMEOUT,
  )
})
