import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { parseAst } from 'vite'
import { filesUnder, sha256 } from './cache-key.ts'

/** What a module imports: imports, re-exports and `import('…')` of a literal. */
function importsOf(file: string, lang: 'js' | 'jsx' | 'ts' | 'tsx'): string[] {
  const found: string[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { type, source } = node as { type?: string; source?: { type?: string; value?: unknown } }
    const importing = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(type ?? '')
    if (importing && source?.type === 'Literal' && typeof source.value === 'string') found.push(source.value)
    for (const value of Object.values(node)) visit(value)
  }
  visit(parseAst(readFileSync(file, 'utf8'), { lang }))
  return found
}

/** The project's files the build's code is made of: its entry and its imports, transitively, read from the code so that no list can forget one. */
export function buildModules(root: string, entry = 'scripts/build/index.ts'): string[] {
  // A Set's loop visits what is added to it as it goes: every module reached, once.
  const seen = new Set([join(root, entry)])
  for (const file of seen) {
    const lang = /\.m?([jt]sx?)$/.exec(file)?.[1] as 'js' | 'jsx' | 'ts' | 'tsx' | undefined
    if (!lang) continue // JSON: its text is all there is to it
    for (const specifier of importsOf(file, lang)) {
      if (!specifier.startsWith('.')) continue
      const found = join(dirname(file), specifier)
      if (!existsSync(found) || !statSync(found).isFile())
        throw new Error(`${relative(root, file)} imports ${specifier}, which is no file (scripts/build/cache/build-code.ts)`)
      if (!found.includes(`${sep}node_modules${sep}`)) seen.add(found)
    }
  }
  return [...seen].sort()
}

/** The environment a bundle is built in, as key parts: every `VITE_` variable and NODE_ENV, by name. */
export function buildEnvironment(): string[] {
  return Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, value]) => [name, value ?? ''])
}

/** One hash of the build's code: its modules, the installed packages, their patches and Node's version; part of every cache key. */
export function buildCodeVersion(root: string, modules = buildModules(root)): string {
  const parts: (string | Buffer)[] = [process.version]
  for (const file of modules) parts.push(relative(root, file), readFileSync(file))
  const installed = join(root, 'node_modules/.package-lock.json') // npm's own record of every package's version
  parts.push(existsSync(installed) ? readFileSync(installed) : 'no installed packages recorded')
  for (const file of filesUnder(join(root, 'patches'))) parts.push(relative(root, file), readFileSync(file))
  return sha256(...parts)
}
