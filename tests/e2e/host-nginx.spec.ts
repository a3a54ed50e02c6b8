import { test } from '@playwright/test'
import { contentSecurityPolicy } from '../../scripts/build/prerender/policy.ts'
import { DIST } from './support/dist.ts'
import {
  everyPublishedUrlAnswers200,
  handTypedAddressesReachTheirPages,
  handTypedContactPreselects,
  onlyAssetsAreImmutable,
  securityHeadersArrive,
  unknownAddressesAnswer404InTheirLanguage,
} from './support/host-checks.ts'
import { startNginx, type Host } from './support/hosts.ts'

/**
 * dist/ on Debian's nginx with the configuration the docs give (deploy/nginx.conf, included as
 * shipped): what the site publishes works there as it is.
 */
test.describe.configure({ mode: 'default' })

let nginx: Host

test.beforeAll(async () => {
  nginx = await startNginx(DIST)
})

test.afterAll(async () => {
  await nginx?.stop()
})

test('every address dist/ publishes answers 200 on nginx, with no redirect', async () => {
  const count = await everyPublishedUrlAnswers200(nginx)
  test.info().annotations.push({ type: 'published addresses', description: String(count) })
})

test('addresses typed by hand without the slash reach their pages on nginx, the query kept', async () => {
  await handTypedAddressesReachTheirPages(nginx)
})

test('an unknown address under /, /en/ and /pt/ answers 404 with its language’s page on nginx', async () => {
  await unknownAddressesAnswer404InTheirLanguage(nginx)
})

test('the security headers arrive on nginx: the header carries what only a header can, the page’s meta the rest', async () => {
  // deploy/nginx.conf holds no script hashes (they change with every build): each page's <meta>
  // carries the policy, and the header the directives a <meta> cannot.
  await securityHeadersArrive(nginx, () => contentSecurityPolicy({ scriptHashes: [], emailOrigin: "'self'" }, 'header-only'))
})

test('on nginx, files under /assets/ are cached as immutable and nothing else is', async () => {
  await onlyAssetsAreImmutable(nginx)
})

test('on nginx, the contact address typed by hand opens the form with its service selected', async ({ page }) => {
  await handTypedContactPreselects(page, nginx)
})
