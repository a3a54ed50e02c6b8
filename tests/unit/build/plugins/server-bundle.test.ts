import { describe, expect, it } from 'vitest'
import { contentModuleId, serverBundlePlugin, type ServerBundle } from '../../../../scripts/build/plugins/server-bundle.ts'

/**
 * What the server build tells the page cache (plugins/server-bundle.ts): each content module's
 * chunk apart, by the id pages note it by, and everything else as one hash of the code every page
 * shares. A bundle as Rolldown hands it to generateBundle.
 */
const ROOT = '/site'

type Output =
  | { type: 'chunk'; fileName: string; code: string; imports: string[]; isDynamicEntry: boolean; facadeModuleId: string | null; moduleIds: string[] }
  | { type: 'asset'; fileName: string; source: string }

const chunk = (fileName: string, code: string, moduleIds: string[], extra: Partial<Output> = {}): Output =>
  ({ type: 'chunk', fileName, code, imports: [], isDynamicEntry: true, facadeModuleId: moduleIds[0] ?? null, moduleIds, ...extra }) as Output

function bundleOf(outputs: Output[], ssr = true): ServerBundle | undefined {
  let noted: ServerBundle | undefined
  const plugin = serverBundlePlugin(ROOT, (bundle) => (noted = bundle))
  const generate = plugin.generateBundle as (this: object, options: object, bundle: Record<string, Output>) => void
  generate.call({ environment: { config: { build: { ssr } } } }, {}, Object.fromEntries(outputs.map((output) => [output.fileName, output])))
  return noted
}

const SITE = () => [
  chunk(
    'main.mjs',
    'import("./assets/hola.js"); import("./assets/es.js")',
    ['/site/src/main.tsx', '/site/src/pages/Home.tsx', '/site/node_modules/react/index.js'],
    { isDynamicEntry: false },
  ),
  chunk('assets/hola.js', 'export default "Hola"', ['/site/content/es/blog/hola.mdx']),
  chunk('assets/es.js', 'export default [{ slug: "hola" }]', ['\0virtual:content/blog/es']),
  { type: 'asset', fileName: 'assets/style-abc.css', source: 'body{}' } as Output,
]

describe('the server build, as the page cache reads it', () => {
  it('names each content module by the id a page notes, and the project files of the rest', () => {
    const bundle = bundleOf(SITE())
    expect([...(bundle?.content.keys() ?? [])].sort()).toEqual(['content/es/blog/hola.mdx', 'virtual:content/blog/es'])
    expect(bundle?.code).toEqual(['src/main.tsx', 'src/pages/Home.tsx'])
  })

  it("changes a content module's hash and nothing else when its chunk changes; the shared hash when any other output does", () => {
    const before = bundleOf(SITE()) as ServerBundle
    const edited = SITE()
    ;(edited[1] as { code: string }).code = 'export default "Hola, otra vez"'
    const after = bundleOf(edited) as ServerBundle
    expect(after.shared).toBe(before.shared)
    expect(after.content.get('content/es/blog/hola.mdx')).not.toBe(before.content.get('content/es/blog/hola.mdx'))
    expect(after.content.get('virtual:content/blog/es')).toBe(before.content.get('virtual:content/blog/es'))
    const styled = SITE()
    ;(styled[3] as { source: string }).source = 'body{color:red}'
    expect((bundleOf(styled) as ServerBundle).shared).not.toBe(before.shared)
  })

  it('counts a content chunk another chunk imports statically, or one holding code, as shared: a page could read it unnoted', () => {
    const imported = SITE()
    ;(imported[0] as { imports: string[] }).imports = ['assets/hola.js']
    expect(bundleOf(imported)?.content.has('content/es/blog/hola.mdx')).toBe(false)
    const mixed = SITE()
    ;(mixed[2] as { moduleIds: string[] }).moduleIds.push('/site/src/content/helpers.ts')
    expect(bundleOf(mixed)?.content.has('virtual:content/blog/es')).toBe(false)
  })

  it('notes nothing of the client build', () => {
    expect(bundleOf(SITE(), false)).toBeUndefined()
  })
})

describe('a content module id', () => {
  it('is a file under content/ relative to the root, or a virtual content module, and nothing else', () => {
    expect(contentModuleId(ROOT, '/site/content/en/services/crm.mdx?v=1')).toBe('content/en/services/crm.mdx')
    expect(contentModuleId(ROOT, '\0virtual:content/strings/pt')).toBe('virtual:content/strings/pt')
    expect(contentModuleId(ROOT, '/site/src/content/services.ts')).toBeUndefined()
    expect(contentModuleId(ROOT, '/elsewhere/content/x.mdx')).toBeUndefined()
  })
})
