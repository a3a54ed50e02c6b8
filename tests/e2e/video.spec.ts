import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { distHtmlFiles, readDist, urlOf } from './support/dist.ts'
import { watchViolations } from './support/policy.ts'
import { localePath, throttleLikeAPhone, watchForErrors } from './support/site.ts'

// A video in a post (src/components/mdx/Video.tsx, src/islands/video.ts; docs/decisions.md, "A
// video is a link until its play button is pressed"): its poster and a play button, nothing from
// the provider until the press, then the provider's privacy-enhanced player in place, framed under
// the page's CSP. This machine has no internet: the provider's addresses are answered by a small
// local page, through Playwright's routing, so what the browser asks for, and whether the CSP lets
// the frame load, is what is tested.

/** Every host a YouTube or Vimeo embed, page or thumbnail is served from. */
const PROVIDER_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com|vimeo\.com|vimeocdn\.com)$/
const fromProvider = (url: string) => url.startsWith('http') && PROVIDER_HOSTS.test(new URL(url).hostname)

/** The privacy-enhanced players, as the issue names them. */
const PLAYER: Record<string, (id: string) => string> = {
  youtube: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  vimeo: (id) => `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
}
const STAND_IN = 'A stand-in for the provider player'
const PLAYER_PAGE = `<!doctype html><html lang="en"><title>Player</title><body style="margin:0;background:#000;color:#fff"><p id="player">${STAND_IN}</p></body></html>`

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Each built page with a video, with its first video as the page carries it. */
const VIDEOS = distHtmlFiles().flatMap((file) => {
  const found = /<div [^>]*?data-video="([^"]+)" data-video-id="([^"]+)" data-video-title="([^"]+)"/.exec(readDist(file))
  return found ? [{ url: urlOf(file), provider: found[1] as string, id: found[2] as string, title: decode(found[3] as string) }] : []
})

/** Every request the page makes, and the provider's answered by the stand-in player. */
async function watchRequests(page: Page): Promise<string[]> {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.context().route(
    (url) => fromProvider(url.href),
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAYER_PAGE }),
  )
  return requests
}

test('a real post shows a video in every language', () => {
  const post = '/blog/tutoriales-que-reducen-consultas-de-soporte/'
  expect(VIDEOS.map((video) => video.url).sort()).toEqual(['es', 'en', 'pt'].map((lang) => localePath(lang as 'es', post)).sort())
})

for (const video of VIDEOS) {
  test(`${video.url}: the poster, nothing from ${video.provider} until play, then its privacy-enhanced player in place`, async ({ page }) => {
    const errors = watchForErrors(page)
    const violations = await watchViolations(page)
    const requests = await watchRequests(page)
    await page.goto(video.url)
    const box = page.locator('[data-video]')
    const button = box.getByRole('button', { name: new RegExp(`: ${video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    await button.scrollIntoViewIfNeeded()
    // The poster, from the site itself, at the video's aspect ratio.
    const poster = box.locator('img')
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(page.url()).origin)
    const before = await box.boundingBox()
    const [width, height] = [Number(await poster.getAttribute('width')), Number(await poster.getAttribute('height'))]
    expect(Math.abs((before?.width ?? 0) / (before?.height ?? 1) - width / height)).toBeLessThan(0.01)

    // Intent is not a press: hovering and focusing the button ask nothing of the provider.
    await button.hover()
    await button.focus()
    await page.waitForLoadState('networkidle')
    expect(requests.filter(fromProvider)).toEqual([])
    expect(await page.context().cookies()).toEqual([])

    await button.click()
    const frame = box.locator('iframe')
    await expect(frame).toHaveAttribute('src', PLAYER[video.provider]!(video.id))
    await expect(frame).toHaveAttribute('title', video.title)
    // The player loaded in the frame, under the page's CSP (its header and its <meta>), and has the focus.
    await expect(page.frameLocator('[data-video] iframe').locator('#player')).toHaveText(STAND_IN)
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true)
    // In the poster's place: nothing on the page moved.
    expect(await box.boundingBox()).toEqual(before)
    await expect(box.getByRole('button')).toHaveCount(0)
    expect(requests.filter(fromProvider)).toEqual([PLAYER[video.provider]!(video.id)])
    expect(violations).toEqual([])
    errors()
    // Last: axe messages the frame from the page's origin, which the browser warns about.
    expect(await axeViolations(page)).toEqual([])
  })
}

test('the play button answers the keyboard, and at once on a slow phone: it is there when the page is parsed, and asks for no script', async ({
  page,
}) => {
  const video = VIDEOS[0]!
  const requests = await watchRequests(page)
  await throttleLikeAPhone(page)
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto(video.url, { waitUntil: 'domcontentloaded' })
  const button = page.locator('[data-video] button')
  await expect(button).toHaveCount(1)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.frameLocator('[data-video] iframe').locator('#player')).toHaveText(STAND_IN)
  expect(await page.locator('[data-video] iframe').evaluate((element) => element === document.activeElement)).toBe(true)
  expect(scripts).toEqual([])
  expect(requests.filter(fromProvider)).toEqual([PLAYER[video.provider]!(video.id)])
})

test('the CSP frames a page’s own video player only: another provider on that page, or any player on a page without a video, is refused', async ({
  page,
}) => {
  const violations = await watchViolations(page)
  const requests = await watchRequests(page)
  const frame = (src: string) =>
    page.evaluate((url) => document.body.append(Object.assign(document.createElement('iframe'), { src: url, title: 'x' })), src)
  const video = VIDEOS[0]!
  await page.goto(video.url)
  await frame(PLAYER.vimeo!('76979871'))
  await expect.poll(() => violations).toContain('frame-src')
  await page.goto('/en/about/')
  violations.length = 0
  await frame(PLAYER.youtube!('aaaaaaaaaaa'))
  await expect.poll(() => violations).toContain('frame-src')
  expect(requests.filter(fromProvider)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a video is its poster and a link to it on the provider’s site, named by its title, which asks nothing until followed', async ({ page }) => {
    const video = VIDEOS[0]!
    const requests = await watchRequests(page)
    await page.goto(video.url)
    const box = page.locator('[data-video]')
    await expect(box.getByRole('button')).toHaveCount(0)
    const link = box.getByRole('link')
    await expect(link).toHaveAccessibleName(new RegExp(`: ${video.title}$`))
    await link.scrollIntoViewIfNeeded()
    await expect.poll(() => box.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(requests.filter(fromProvider)).toEqual([])
    await link.click()
    await expect(page).toHaveURL(`https://www.youtube.com/watch?v=${video.id}`)
  })
})
