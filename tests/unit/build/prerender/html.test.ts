import { describe, expect, it } from 'vitest'
import { withPolicyMeta } from '../../../../scripts/build/prerender/html.ts'

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset and viewport, before anything it governs, escaped for its attribute', () => {
    const html =
      '<html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><script type="speculationrules">{}</script></head></html>'
    expect(withPolicyMeta(html, `script-src 'self' "x" &`)).toBe(
      '<html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width">' +
        `<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot; &amp;"/>` +
        '<script type="speculationrules">{}</script></head></html>',
    )
  })
})
