import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { STEPS } from '../../../scripts/build/steps/index.ts'

/**
 * What the docs say of the build, held to the build itself: the stages its entry numbers
 * (scripts/build/index.ts), the steps it runs (scripts/build/steps/index.ts), and the TypeScript
 * files the docs name by a path from scripts/build/ or by a bare name, which the citation check
 * (citations.ts) leaves alone: it reads paths from the root only.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** The stages the entry's header comment numbers (` * 1. Check the content: …`), each by the words before its colon. */
function entryStages(entry: string): { number: number; name: string }[] {
  const header = /^\/\*\*([\s\S]*?)\*\//.exec(entry)?.[1]
  if (header === undefined) throw new Error('scripts/build/index.ts starts with no /** comment')
  return [...header.matchAll(/^ \* (\d+)\. ([^:\n]+):/gm)].map((m) => ({ number: Number(m[1]), name: m[2] ?? '' }))
}

/** The stages docs/decisions.md, "One readable build", lists: "The entry names the stages in the order they happen (…)". */
function decisionsStages(decisions: string): string[] {
  const list = /The entry names the stages in the order they happen \(([^)]*)\)/.exec(oneLine(decisions))?.[1]
  if (list === undefined) throw new Error('docs/decisions.md no longer says "The entry names the stages in the order they happen (…)"')
  return list.split(', ')
}

/** The diagram of docs/architecture.md, "From content/ to dist/". */
function diagram(architecture: string): string {
  const found = /^## From content\/ to dist\/\n+```\n([\s\S]*?)\n```/m.exec(architecture)?.[1]
  if (found === undefined) throw new Error('docs/architecture.md has no diagram under "From content/ to dist/"')
  return found
}

/** The stage numbers the diagram gives, in its order: at a line's start, or after an arrow. */
const diagramNumbers = (text: string) => [...text.matchAll(/(?:^ *|[▼→] +)(\d+)\. /gm)].map((m) => Number(m[1]))

/** The steps the diagram lists after "the steps, in order", each by its name, what it says in brackets aside. */
function diagramSteps(text: string): string[] {
  const list = /the steps, in order \(steps\/index\.ts\)[^\n]*\n([\s\S]*)$/.exec(text)?.[1]
  if (list === undefined) throw new Error('The diagram of docs/architecture.md lists no steps')
  return oneLine(list)
    .split('·')
    .map((name) => name.replace(/\([^)]*\)/g, '').trim())
}

/** Every file's name under scripts/ and src/: where a bare name in a doc (`finish.ts`) has to be. */
const codeNames = new Set(
  ['scripts', 'src'].flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((name) => basename(name))),
)

/** The TypeScript files a Markdown text names that do not exist: a path from the root or from scripts/build/, a bare name in the code or at the root. */
function missingFiles(text: string, names: ReadonlySet<string> = codeNames): string[] {
  // Not inside another path or an address; not a pattern (`src/islands/*.ts(x)`).
  const named = text.match(/(?<![\w./@:~*<>-])[\w-][\w./-]*\.tsx?\b(?![\w(])/g) ?? []
  return [...new Set(named)].filter((file) =>
    file.includes('/')
      ? !existsSync(join(root, file)) && !existsSync(join(root, 'scripts/build', file))
      : !names.has(file) && !existsSync(join(root, file)),
  )
}

describe('the stages of a build', () => {
  const stages = entryStages(read('scripts/build/index.ts'))

  it('are numbered by the entry from 1, one after another', () => {
    expect(stages.length).toBeGreaterThan(0)
    expect(stages.map((stage) => stage.number)).toEqual(stages.map((_, i) => i + 1))
  })

  it("are the ones docs/decisions.md lists, in the entry's order", () => {
    expect(decisionsStages(read('docs/decisions.md'))).toEqual(stages.map((stage) => lowerFirst(stage.name)))
  })

  it("are the ones docs/architecture.md's diagram numbers, in the entry's order", () => {
    expect(diagramNumbers(diagram(read('docs/architecture.md')))).toEqual(stages.map((stage) => stage.number))
  })

  it('are read as the entry and the decisions write them', () => {
    const entry = '/**\n * The build.\n *\n * 1. Check the content: all of it.\n * 2. Run the steps: each.\n */\nexport {}\n'
    expect(entryStages(entry)).toEqual([
      { number: 1, name: 'Check the content' },
      { number: 2, name: 'Run the steps' },
    ])
    const decisions = 'The entry names the stages in the\norder they happen (check the content, run the steps), and more.'
    expect(decisionsStages(decisions)).toEqual(['check the content', 'run the steps'])
  })
})

describe("docs/architecture.md's diagram", () => {
  it('lists the steps the build runs, by the names its log gives them, in their order', () => {
    expect(diagramSteps(diagram(read('docs/architecture.md')))).toEqual(STEPS.map((step) => step.name))
  })
})

describe('the TypeScript files the docs name', () => {
  it('exist: from the root, from scripts/build/ (as docs/architecture.md says its paths are), or by a bare name in the code or at the root', () => {
    const docs = readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`)
    const missing = [...docs, 'README.md', 'CONTRIBUTING.md', 'content/README.md'].flatMap((doc) =>
      missingFiles(read(doc)).map((file) => `${doc}: ${file}`),
    )
    expect(missing).toEqual([])
  })

  it('are told apart from files that are gone, and from patterns and addresses', () => {
    const names = new Set(['finish.ts', 'index.ts'])
    const text = [
      '`prerender/finish.ts` and `steps/responsive-images.ts`, `scripts/build/index.ts` and `scripts/build/gone.ts`;',
      '`finish.ts`, `finalize.ts`; src/islands/*.ts(x), https://example.com/src/a.ts and node_modules/x/src/y.ts.',
    ].join('\n')
    expect(missingFiles(text, names)).toEqual(['steps/responsive-images.ts', 'scripts/build/gone.ts', 'finalize.ts', 'node_modules/x/src/y.ts'])
  })
})
