// @vitest-environment jsdom
import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Video } from '../../../src/components/mdx/Video.tsx'
import type { VideoProvider } from '../../../src/islands/video-players.ts'
import base from '../../../content/es/strings/base.json'

// The videos' script (src/islands/video.ts) on the markup the build writes (src/components/mdx/
// Video.tsx): each link becomes a play button, which puts the provider's privacy-enhanced player
// in its place. The browser tests (tests/e2e/video.spec.ts) run it on the real post, a YouTube
// video; here both providers, and containers the script must leave alone.

const POSTER = '/images/videos/tutorial-en-video.jpg'

async function page(videos: { provider: VideoProvider; id: string; title: string }[], extra = ''): Promise<void> {
  const i18n = i18next.createInstance()
  await i18n.init({ lng: 'es', ns: ['base'], resources: { es: { base } }, interpolation: { escapeValue: false } })
  document.body.innerHTML =
    renderToString(
      <I18nextProvider i18n={i18n}>
        {videos.map((video) => (
          <Video key={video.id} {...video} poster={POSTER} />
        ))}
      </I18nextProvider>,
    ) + extra
  vi.resetModules()
  await import('../../../src/islands/video.ts')
}

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('the videos’ script', () => {
  it('makes each video’s link a play button, which puts that provider’s privacy-enhanced player in its place, playing, and focuses it', async () => {
    await page([
      { provider: 'youtube', id: 'a_b-C_d-E_1', title: 'Un tutorial' },
      { provider: 'vimeo', id: '76979871', title: 'Otro "tutorial"' },
    ])
    expect(document.querySelectorAll('[data-video] a')).toHaveLength(0)
    const [youtube, vimeo] = [...document.querySelectorAll<HTMLButtonElement>('[data-video] button')]
    expect(youtube?.type).toBe('button')
    expect(youtube?.textContent).toBe('Reproducir (YouTube): Un tutorial')
    expect(vimeo?.textContent).toBe('Reproducir (Vimeo): Otro "tutorial"')
    expect(youtube?.querySelector('img')?.getAttribute('src')).toBe(POSTER)

    vimeo?.click()
    const frame = document.querySelector<HTMLIFrameElement>('[data-video="vimeo"] iframe')
    expect(frame?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1')
    expect(frame?.title).toBe('Otro "tutorial"')
    expect(frame?.allow).toContain('autoplay')
    expect(document.activeElement).toBe(frame)
    // The poster stays beneath the player until it paints; the button is gone.
    expect(document.querySelector('[data-video="vimeo"] img')?.getAttribute('src')).toBe(POSTER)
    expect(document.querySelector('[data-video="vimeo"] button')).toBeNull()
    // The other video is as it was until its own press.
    expect(document.querySelector('[data-video="youtube"] iframe')).toBeNull()
    youtube?.click()
    expect(document.querySelector<HTMLIFrameElement>('[data-video="youtube"] iframe')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/a_b-C_d-E_1?autoplay=1',
    )
  })

  it('leaves a container it does not know as the link it is: another player, an id of another form, a name from Object’s prototype', async () => {
    const planted = (provider: string, id: string) =>
      `<div data-video="${provider}" data-video-id="${id}" data-video-title="x"><a href="https://example.com/">x</a></div>`
    await page(
      [],
      [
        planted('dailymotion', 'x8abcd'),
        planted('youtube', '../../evil?'),
        planted('youtube', 'aqz-KE-bpKQ&origin=https://evil.example'),
        planted('vimeo', '1 onload=alert(1)'),
        planted('constructor', '1'),
        planted('__proto__', '1'),
      ].join(''),
    )
    expect(document.querySelectorAll('[data-video] a')).toHaveLength(6)
    expect(document.querySelectorAll('[data-video] button, iframe')).toHaveLength(0)
  })
})
