import { expect, test } from '@playwright/test'
import { contentSecurityPolicy } from '../../scripts/build/prerender/policy.ts'
import { DIST, readDist } from './support/dist.ts'
import {
  ask,
  everyPublishedUrlAnswers200,
  handTypedAddressesReachTheirPages,
  handTypedContactPreselects,
  inBatches,
  onlyAssetsAreImmutable,
  securityHeadersArrive,
  unknownAddressesAnswer404InTheirLanguage,
} from './support/host-checks.ts'
import { startCloudflarePages, type Host } from './support/hosts.ts'
import { COMPARED_HEADERS, requestCorpus, type CorpusRequest } from './support/request-corpus.ts'

/**
 * dist/ on Cloudflare Pages' own runtime (`wrangler pages dev`: the asset server Pages runs in
 * production, offline): what the site publishes works there as it is, and the project's own server
 * (`npm start`, which the other browser tests use) answers every request of a corpus as it does.
 */
test.describe.configure({ mode: 'default' })

let cloudflare: Host

test.beforeAll(async () => {
  test.setTimeout(90_000)
  cloudflare = await startCloudflarePages(DIST)
})

test.afterAll(async () => {
  await cloudflare?.stop()
})

/** The header-only part of the policy (what a <meta> cannot carry), as the build defines it. */
const HEADER_ONLY = contentSecurityPolicy({ scriptHashes: [], emailOrigin: "'self'" }, 'header-only')

test('every address dist/ publishes answers 200 on Cloudflare Pages, with no redirect', async () => {
  test.setTimeout(120_000)
  const count = await everyPublishedUrlAnswers200(cloudflare)
  test.info().annotations.push({ type: 'published addresses', description: String(count) })
})

test('addresses typed by hand without the slash reach their pages on Cloudflare Pages, the query kept', async () => {
  await handTypedAddressesReachTheirPages(cloudflare)
})

test('an unknown address under /, /en/ and /pt/ answers 404 with its language’s page on Cloudflare Pages', async () => {
  await unknownAddressesAnswer404InTheirLanguage(cloudflare)
})

test('the security headers arrive on Cloudflare Pages: _headers’ policy is the page’s own plus what only a header carries', async () => {
  await securityHeadersArrive(cloudflare, (meta) => `${meta}; ${HEADER_ONLY}`)
  // The contact pages' rule replaces the policy of every page (`! Content-Security-Policy`): one
  // policy arrives, not two.
  for (const path of ['/contact/', '/en/contact/', '/pt/contact/']) {
    const answer = await ask(cloudflare, path)
    expect(
      answer.rawHeaders.filter((entry, i) => i % 2 === 0 && entry.toLowerCase() === 'content-security-policy'),
      path,
    ).toHaveLength(1)
    expect(String(answer.headers['content-security-policy']), path).not.toContain(',')
  }
})

test('on Cloudflare Pages, files under /assets/ are cached as immutable and nothing else is', async () => {
  test.setTimeout(120_000)
  await onlyAssetsAreImmutable(cloudflare)
})

test('on Cloudflare Pages, the contact address typed by hand opens the form with its service selected', async ({ page }) => {
  await handTypedContactPreselects(page, cloudflare)
})

/**
 * Where the local runtime is not Cloudflare Pages as deployed, and why; each is pinned, so a
 * wrangler that changes shows here. `wrangler pages dev` looks files up on disk and, for a path
 * that goes through a file (`_headers/index.html`, `rss.xml/index.html`), its lstat fails with
 * ENOTDIR, which it answers 502. Deployed, neither lookup finds anything (Pages does not upload
 * `_headers`, and no asset is named `rss.xml/index.html`), so Cloudflare answers as for any unknown
 * address, which is what the project's server answers.
 */
const RUNTIME_QUIRKS: Record<string, string> = {
  '/_headers': 'ENOTDIR',
  '/rss.xml/': 'ENOTDIR',
}

test('the project’s server answers the request corpus as Cloudflare Pages does: status, Location, type, caching, security headers', async ({
  baseURL,
}) => {
  test.setTimeout(180_000)
  const local = { port: Number(new URL(baseURL ?? '').port) }
  const corpus = requestCorpus()
  for (const path of Object.keys(RUNTIME_QUIRKS)) expect(corpus.map((request) => request.path)).toContain(path)
  const compare = async (request: CorpusRequest) => {
    const [theirs, ours] = await Promise.all([
      ask(cloudflare, request.path, request.method, request.headers),
      ask(local, request.path, request.method, request.headers),
    ])
    const quirk = RUNTIME_QUIRKS[request.path]
    if (quirk) {
      expect([theirs.status, theirs.body.toString()], `wrangler's ${quirk} quirk at ${request.path}`).toEqual([502, expect.stringContaining(quirk)])
      expect([ours.status, ours.body.toString()], request.path).toEqual([404, expect.stringContaining('<h1')])
      return { request, differences: [] as string[], status: `${theirs.status}/${ours.status}` }
    }
    const differences = [
      ...(theirs.status === ours.status ? [] : [`status ${theirs.status} vs ${ours.status}`]),
      ...COMPARED_HEADERS.filter((name) => String(theirs.headers[name]) !== String(ours.headers[name])).map(
        (name) => `${name}: ${String(theirs.headers[name])} vs ${String(ours.headers[name])}`,
      ),
    ]
    return { request, differences, status: String(theirs.status) }
  }
  const results = await inBatches(corpus, 6, compare)
  const byStatus = new Map<string, number>()
  for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  const summary = `${results.length} requests: ${[...byStatus].map(([status, n]) => `${n} × ${status}`).join(', ')}`
  test.info().annotations.push({ type: 'request corpus', description: summary })
  console.log(`Cloudflare Pages vs npm start, ${summary}`)
  const different = results
    .filter((result) => result.differences.length)
    .map(
      ({ request, differences }) =>
        `${request.method} ${request.path} ${JSON.stringify(request.headers)} (${request.kind}): ${differences.join('; ')}`,
    )
  expect(different, 'answers that differ (Cloudflare Pages vs npm start)').toEqual([])
  expect(readDist('_headers')).toContain('/*') // the corpus ran against a site with rules to apply
})
