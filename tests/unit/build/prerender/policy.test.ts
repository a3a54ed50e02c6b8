import { describe, expect, it } from 'vitest'
import { headersFor, parseHeaders } from '../../../../scripts/tools/serve/headers.ts'
import { withPolicyMeta } from '../../../../scripts/build/prerender/html.ts'
import {
  contentSecurityPolicy,
  cspHash,
  foreignScripts,
  frameSources,
  headersFileText,
  HOST_RULES_LIMIT,
  inlineScriptError,
  ownScriptHashes,
  SECURITY_HEADERS,
} from '../../../../scripts/build/prerender/policy.ts'
import { SPECULATION_RULES } from '../../../../scripts/build/prerender/client-code.ts'

const ENHANCE = 'document.documentElement.dataset.enhanced=""'
const LOADER = 'loadIslands()'
const OWN = new Set(ownScriptHashes([ENHANCE, LOADER, SPECULATION_RULES]))
/** What the check finds in these pages, as the build reports it (steps/check-pages.ts). */
const foreignIn = (pages: { name: string; html: string }[]) => pages.flatMap((p) => foreignScripts(OWN, p))
/** A page with its policy <meta>, which lists `listed` (by default, the scripts it runs: the page script and the Speculation Rules). */
const page = (head: string, listed = [ENHANCE, SPECULATION_RULES]) =>
  withPolicyMeta(
    `<!doctype html><html><head><script>${ENHANCE}</script><script type="speculationrules">${SPECULATION_RULES}</script>${head}</head><body><p>x</p></body></html>`,
    contentSecurityPolicy({ scriptHashes: ownScriptHashes(listed), emailOrigin: "'self'" }, 'meta'),
  )

describe("the CSP's script-src: the build's own inline scripts, nothing collected from pages", () => {
  it("hashes the page script and the Speculation Rules, and accepts data blocks and the island's file", () => {
    const pages = [
      { name: 'dist/index.html', html: page('<script type="application/ld+json">{"@type":"Organization"}</script>') },
      { name: 'dist/contact/index.html', html: page('<script type="module" src="/assets/contact-abc.js"></script>') },
    ]
    expect(foreignIn(pages)).toEqual([])
    const hashes = ownScriptHashes([ENHANCE, SPECULATION_RULES])
    expect(hashes).toEqual([cspHash(ENHANCE), cspHash(SPECULATION_RULES)].sort())
    expect(contentSecurityPolicy({ scriptHashes: hashes, emailOrigin: "'self'" })).toContain(`script-src 'strict-dynamic' ${hashes.join(' ')};`)
  })

  it('fails, naming the page, when a page was given another inline script after rendering', () => {
    const pages = [
      { name: 'dist/index.html', html: page('') },
      { name: 'dist/en/about/index.html', html: page('').replace('<p>x</p>', '<p>x</p><script>fetch("/steal?"+document.cookie)</script>') },
    ]
    expect(foreignIn(pages)).toEqual([
      'dist/en/about/index.html: an inline script the build did not write: <script>fetch("/steal?"+document.cookie)</script>',
    ])
    const error = inlineScriptError(foreignIn(pages))
    expect(error.name).toBe('InlineScriptError')
    expect(error.message).toBe(`Unexpected inline script:\n${foreignIn(pages).join('\n')}`)
  })

  it('fails on an inline module script and on an altered copy of its own script alike', () => {
    for (const extra of ['<script type="module">import("/x.js")</script>', `<script>${ENHANCE};alert(1)</script>`]) {
      expect(foreignIn([{ name: 'dist/blog/index.html', html: page(extra) }])).toEqual([
        expect.stringContaining('dist/blog/index.html: an inline script the build did not write'),
      ])
    }
  })
})

describe("a page's policy: exactly the scripts it runs", () => {
  it('fails, naming the page, when it runs a script of the build its policy does not list, which a browser would refuse', () => {
    const html = page('').replace('<p>x</p>', `<p>x</p><script>${LOADER}</script>`)
    expect(foreignIn([{ name: 'dist/about/index.html', html }])).toEqual([
      `dist/about/index.html: its policy does not list a script it runs: <script>${LOADER}</script>`,
    ])
    expect(
      foreignIn([
        {
          name: 'dist/about/index.html',
          html: page('', [ENHANCE, LOADER, SPECULATION_RULES]).replace('<p>x</p>', `<p>x</p><script>${LOADER}</script>`),
        },
      ]),
    ).toEqual([])
  })

  it('fails when its policy lists a script it does not run: a hash no page uses never appears', () => {
    expect(foreignIn([{ name: 'dist/index.html', html: page('', [ENHANCE, LOADER, SPECULATION_RULES]) }])).toEqual([
      `dist/index.html: its policy lists a script it does not run: ${cspHash(LOADER)}`,
    ])
  })

  it('fails a page without a policy, whose scripts no policy lists', () => {
    const bare = page('').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    expect(foreignIn([{ name: 'dist/index.html', html: bare }])).toHaveLength(2)
  })
})

describe('what runs in a page, read as a browser parses it', () => {
  it('is not fooled by markup written as text: in an attribute, a title, a code sample', () => {
    const text = '</script><script>alert(1)</script>'
    const html = page(
      `<title>${text}</title><meta property="og:title" content="${text}">` +
        '<script type="application/ld+json">{"headline":"\\u003c/script>"}</script>',
    ).replace('<p>x</p>', '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>')
    expect(foreignIn([{ name: 'dist/blog/x/index.html', html }])).toEqual([])
  })

  // The check skips the inlined stylesheet's text (page-scripts.ts) only where it is a style
  // element's text; each page here writes "<style>…</style>" where it is something else, with a
  // script inside that a browser runs.
  it('finds a script written inside what only looks like the stylesheet', () => {
    const hidden = '<script>alert(1)</script>'
    const disguises = {
      title: `<title><style>x</title>${hidden}</style></title>`,
      comment: `<!--<style>-->${hidden}</style>`,
      attribute: `<meta name="x" content="<style>">${hidden}</style>">`,
      noscript: `<noscript><style></noscript>${hidden}</style></noscript>`,
      textarea: `</head><body><textarea><style></textarea>${hidden}</style></textarea>`,
      svg: `</head><body><svg><style>${hidden}</style></svg>`,
      mathml: `</head><body><math><style>${hidden}</style></math>`,
    }
    for (const [where, markup] of Object.entries(disguises)) {
      expect(foreignIn([{ name: `dist/${where}.html`, html: page(markup) }]), where).toEqual([
        `dist/${where}.html: an inline script the build did not write: ${hidden}`,
      ])
    }
  })

  it('reads past a real stylesheet, whatever its CSS says, to the scripts after it', () => {
    const css = 'a::after{content:"<script>alert(1)</script>"}p{color:red}'
    const html = page(`<style>${css}</style><style>b{}</style>`)
    expect(foreignIn([{ name: 'dist/index.html', html }])).toEqual([])
    const planted = html.replace('<p>x</p>', '<p>x</p><script>alert(2)</script>')
    expect(foreignIn([{ name: 'dist/index.html', html: planted }])).toEqual([
      'dist/index.html: an inline script the build did not write: <script>alert(2)</script>',
    ])
  })

  it('counts an inline event handler as script the build did not write', () => {
    const html = page('').replace('<p>x</p>', '<img src="/x.png" alt="" onerror="alert(1)">')
    expect(foreignIn([{ name: 'dist/index.html', html }])).toEqual([
      'dist/index.html: an inline event handler the build did not write: <img onerror>',
    ])
  })
})

describe('the policy in a header and in a <meta>', () => {
  const options = { scriptHashes: ["'sha256-abc='"], emailOrigin: 'https://api.emailjs.com' }

  it('splits into what a <meta> may carry and what only a header can, which together are the whole policy', () => {
    const whole = contentSecurityPolicy(options).split('; ')
    const meta = contentSecurityPolicy(options, 'meta').split('; ')
    const headerOnly = contentSecurityPolicy(options, 'header-only').split('; ')
    expect(headerOnly).toEqual(["frame-ancestors 'none'"])
    expect(meta).not.toContainEqual(expect.stringMatching(/^(frame-ancestors|report-uri|sandbox)\b/))
    expect([...meta, ...headerOnly].sort()).toEqual([...whole].sort())
    expect(meta).toContain("script-src 'strict-dynamic' 'sha256-abc='")
    expect(meta).toContain("connect-src 'self' https://api.emailjs.com")
  })

  it('leaves a page’s requests on its own scheme: no upgrade-insecure-requests, which WebKit applies to http://localhost', () => {
    for (const form of ['header', 'meta'] as const) expect(contentSecurityPolicy(options, form)).not.toMatch(/upgrade-insecure-requests/)
  })
})

describe('dist/_headers', () => {
  const plain = { scriptHashes: ["'sha256-page='"], emailOrigin: "'self'" }
  const contact = { scriptHashes: ["'sha256-loader='", "'sha256-page='"], emailOrigin: 'https://api.emailjs.com' }
  const { text } = headersFileText(plain, [
    { path: '/', policy: plain },
    { path: '/about/', policy: plain },
    { path: '/contact/', policy: contact },
    { path: '/en/contact/', policy: contact },
  ])
  const rules = parseHeaders(text)

  it("gives each page its own policy: the island's scripts and the e-mail provider on the pages that send the form only", () => {
    for (const path of ['/contact/', '/en/contact/'])
      expect(headersFor(rules, path)['content-security-policy'], path).toBe(contentSecurityPolicy(contact))
    for (const path of ['/', '/about/', '/pt/contact/', '/contact/x', '/en/nope'])
      expect(headersFor(rules, path)['content-security-policy'], path).toBe(contentSecurityPolicy(plain))
    // A rule only where a page's policy differs from every other page's.
    expect(text.match(/^\//gm)).toHaveLength(1 + 2 + 2)
  })

  it('sends the security headers everywhere and a year of immutable caching under /assets/ only', () => {
    for (const path of ['/', '/contact/', '/assets/app.js', '/images/a.jpg'])
      for (const [name, value] of SECURITY_HEADERS) expect(headersFor(rules, path)[name.toLowerCase()], `${path} ${name}`).toBe(value)
    expect(headersFor(rules, '/assets/app.js')['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/about/')['cache-control']).toBeUndefined()
  })

  it('past the rules Cloudflare Pages reads, gives every path one policy, the union, which each page’s own <meta> narrows', () => {
    const video = { scriptHashes: ["'sha256-page='", "'sha256-video='"], emailOrigin: "'self'", frameSources: ['https://www.youtube-nocookie.com'] }
    const many = [
      ...Array.from({ length: HOST_RULES_LIMIT }, (_, i) => ({ path: `/blog/p${i}/`, policy: video })),
      { path: '/contact/', policy: contact },
      { path: '/about/', policy: plain },
    ]
    const { text: merged, merged: isMerged } = headersFileText(plain, many)
    expect(isMerged).toBe(true)
    // One rule for pages, read whole by the host: no page is left with the header of another.
    expect(merged.match(/Content-Security-Policy/g)).toHaveLength(1)
    const union = contentSecurityPolicy({
      scriptHashes: ["'sha256-loader='", "'sha256-page='", "'sha256-video='"],
      emailOrigin: 'https://api.emailjs.com',
      frameSources: ['https://www.youtube-nocookie.com'],
    })
    for (const path of ['/', '/blog/p7/', '/contact/']) expect(headersFor(parseHeaders(merged), path)['content-security-policy'], path).toBe(union)
    // Within the limit, every page keeps a rule of its own, as above.
    const fitting = parseHeaders(headersFileText(plain, many.slice(HOST_RULES_LIMIT - 3 - 1)).text)
    expect(headersFor(fitting, '/blog/p99/')['content-security-policy']).toBe(contentSecurityPolicy(video))
    expect(headersFor(fitting, '/about/')['content-security-policy']).toBe(contentSecurityPolicy(plain))
  })
})

describe("frame-src: a video's player, on the pages with that video only", () => {
  const options = { scriptHashes: ["'sha256-abc='"], emailOrigin: 'https://api.emailjs.com' }
  const youtube = '<figure><div data-video="youtube" data-video-id="aqz-KE-bpKQ"></div></figure>'
  const vimeo = '<figure><div data-video="vimeo" data-video-id="76979871"></div></figure>'

  it("names each player a page's videos use, once, and none on a page without a video", () => {
    expect(frameSources(`<main>${vimeo}${youtube}${youtube}</main>`)).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com'])
    expect(frameSources('<main><p>data-video="youtube"</p></main>')).toEqual([])
    const policy = contentSecurityPolicy({ ...options, frameSources: frameSources(youtube) }, 'meta')
    expect(policy.split('; ')).toContain('frame-src https://www.youtube-nocookie.com')
    expect(contentSecurityPolicy(options)).not.toContain('frame-src')
  })

  it('gives each page with a video a rule of its own in _headers, with the form pages’ e-mail provider where it sends the form', () => {
    const plain = { ...options, emailOrigin: "'self'" }
    const rules = parseHeaders(
      headersFileText(plain, [
        { path: '/blog/video/', policy: { ...plain, frameSources: ['https://www.youtube-nocookie.com'] } },
        { path: '/en/contact/', policy: { ...options, frameSources: ['https://player.vimeo.com'] } },
        { path: '/contact/', policy: options },
        { path: '/blog/', policy: plain },
      ]).text,
    )
    const policy = (path: string) => headersFor(rules, path)['content-security-policy'] ?? ''
    expect(policy('/blog/video/')).toContain("connect-src 'self'; frame-src https://www.youtube-nocookie.com;")
    expect(policy('/en/contact/')).toContain("connect-src 'self' https://api.emailjs.com; frame-src https://player.vimeo.com;")
    expect(policy('/contact/')).toContain("connect-src 'self' https://api.emailjs.com;")
    for (const path of ['/contact/', '/', '/blog/', '/blog/video/x', '/en/blog/video/']) expect(policy(path), path).not.toContain('frame-src')
  })
})
