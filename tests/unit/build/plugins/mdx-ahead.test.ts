import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contentMdxFiles, startMdxAhead, type MdxAhead } from '../../../../scripts/build/plugins/mdx-ahead.ts'
import { mdxPipeline } from '../../../../scripts/build/plugins/mdx-pipeline.ts'

/**
 * The second thread that compiles MDX while the build starts (scripts/build/plugins/mdx-ahead.ts):
 * on a copy of the site's content, what it hands the build must be what the build would have
 * compiled itself, and whatever it cannot vouch for is left to the build.
 */
const project = join(import.meta.dirname, '../../../..')
let root = ''
let ahead: MdxAhead | undefined

async function compiledHere(file: string, text: string): Promise<string | undefined> {
  const pipeline = mdxPipeline(root, false)
  ;(pipeline.config as unknown as (c: unknown, env: { mode: string; command: string }) => void)({}, { mode: 'production', command: 'build' })
  const result = await (pipeline.transform as unknown as (code: string, id: string) => Promise<{ code: string } | undefined>)(text, file)
  return result?.code
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mdx-ahead-'))
  cpSync(join(project, 'content'), join(root, 'content'), { recursive: true })
  symlinkSync(join(project, 'public'), join(root, 'public'))
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'))
})

afterEach(async () => {
  await ahead?.stop()
  ahead = undefined
  rmSync(root, { recursive: true, force: true })
})

describe('compiling MDX on a second thread', () => {
  it("hands the build, for every file it took, the code the build's own compile gives", async () => {
    ahead = startMdxAhead(root, 'production')
    await ahead.finished
    const files = contentMdxFiles(root)
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const taken = ahead.take(file, text)
      expect(taken, file).toBeDefined()
      expect((await taken)?.code, file).toBe(await compiledHere(file, text))
    }
    expect(ahead.counts()).toEqual({ compiled: files.length, used: files.length })
  })

  it('never compiles a file the build claimed first', async () => {
    ahead = startMdxAhead(root, 'production')
    const files = contentMdxFiles(root)
    // Claimed at once, before the worker has loaded its compiler.
    for (const file of files) expect(ahead.take(file, readFileSync(file, 'utf8'))).toBeUndefined()
    await ahead.finished
    expect(ahead.counts()).toEqual({ compiled: 0, used: 0 })
  })

  it('leaves to the build a file whose text changed after the worker read it', async () => {
    ahead = startMdxAhead(root, 'production')
    await ahead.finished
    const [file] = contentMdxFiles(root)
    const edited = `${readFileSync(file as string, 'utf8')}\nOne more sentence.\n`
    expect(await ahead.take(file as string, edited)).toBeUndefined()
  })

  it('leaves to the build a file it could not compile, so the build reports the problem', async () => {
    const broken = join(root, 'content/en/blog/velocidad-sitio-web-ventas.mdx')
    const text = `${readFileSync(broken, 'utf8')}\n<script>alert(1)</script>\n`
    writeFileSync(broken, text)
    ahead = startMdxAhead(root, 'production')
    await ahead.finished
    expect(await ahead.take(broken, text)).toBeUndefined()
    await expect(compiledHere(broken, text)).rejects.toThrow(/velocidad-sitio-web-ventas\.mdx:\d+:\d+/)
  })

  it('leaves every file to the build when the worker is stopped', async () => {
    ahead = startMdxAhead(root, 'production')
    await ahead.stop()
    const [file] = contentMdxFiles(root)
    expect(await ahead.take(file as string, readFileSync(file as string, 'utf8'))).toBeUndefined()
  })
})
