/**
 * The videos' play buttons: inlined at the end of the <body> of a page with a video, and only
 * there (scripts/build/prerender/client-code.ts), so a press answers from the first paint, with
 * nothing to download (docs/decisions.md, "A video is a link until its play button is pressed").
 * The page carries each video as its poster, a link to the video on its provider's site
 * (src/components/mdx/Video.tsx): nothing of the provider's is requested. This turns each link
 * into a button which, pressed, puts the provider's privacy-enhanced player in its place, playing,
 * and moves the focus into it. Only a player of src/islands/video-players.ts, by an id of its
 * form: a container planted in a page cannot make it frame anything else.
 */
import { videoPlayer } from './video-players.ts'

for (const box of document.querySelectorAll<HTMLElement>('[data-video]')) {
  const { video, videoId = '', videoTitle = '', videoPlay = '' } = box.dataset
  const player = videoPlayer(video, videoId)
  const link = box.querySelector('a')
  if (!player || !link) continue
  const button = Object.assign(document.createElement('button'), { type: 'button', className: link.className })
  button.append(...link.childNodes)
  const label = button.querySelector('[data-video-label]')
  if (label) label.textContent = videoPlay
  link.replaceWith(button)
  button.addEventListener(
    'click',
    () => {
      const frame = Object.assign(document.createElement('iframe'), {
        src: player.embed(videoId),
        title: videoTitle,
        allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
      })
      // The poster stays under the player until the player has painted over it.
      button.replaceWith(...button.querySelectorAll('picture, img:not(picture img)'), frame)
      frame.focus()
    },
    { once: true },
  )
}
