import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { ROOT, SPAWN_TIMEOUT } from '../build/content/fixtures.ts'

/** The rules a file breaks under the repository's own eslint.config.js, as `npm run lint` sees it. */
async function rulesBroken(relative: string, code: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, relative) })
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId)
}

const COUNTER = `import { useState } from 'react'

export function Counter({ enabled }: { enabled: boolean }) {
  HOOK
  return <button type="button" disabled={!enabled} onClick={() => setCount(count + 1)}>{count}</button>
}
`

describe('npm run lint', () => {
  it(
    'passes a component that calls its hooks unconditionally',
    async () => {
      expect(await rulesBroken('src/components/Counter.tsx', COUNTER.replace('HOOK', 'const [count, setCount] = useState(0)'))).toEqual([])
    },
    SPAWN_TIMEOUT,
  )

  it(
    'fails a component that calls a hook conditionally (the rules of hooks)',
    async () => {
      const conditional = COUNTER.replace('HOOK', 'if (!enabled) return null\n  const [count, setCount] = useState(0)')
      expect(await rulesBroken('src/components/Counter.tsx', conditional)).toEqual(['react-hooks/rules-of-hooks'])
    },
    SPAWN_TIMEOUT,
  )

  it(
    'fails an image without alternative text (jsx-a11y)',
    async () => {
      expect(await rulesBroken('src/components/Logo.tsx', 'export const Logo = () => <img src="/images/logo.png" />\n')).toEqual([
        'jsx-a11y/alt-text',
      ])
    },
    SPAWN_TIMEOUT,
  )
})
