/**
 * The video players a page may embed (<Video>: src/components/mdx/Video.tsx), each in its
 * privacy-enhanced form: YouTube's from youtube-nocookie.com, Vimeo's with `dnt=1`. An id has its
 * provider's form, so it names a video and nothing else: no path, no query, no other site. The
 * content check (scripts/build/content/components.ts), the page's CSP (frame-src:
 * scripts/build/prerender/policy.ts) and the play button (src/islands/video.ts) all read this.
 * Only what the play button needs is here, since it is inlined in the page; the rest is VIDEO_PAGES.
 */
export const VIDEO_PLAYERS = {
  youtube: { id: /^[\w-]{11}$/, embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` },
  vimeo: { id: /^[1-9]\d{0,11}$/, embed: (id: string) => `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` },
} as const

export type VideoProvider = keyof typeof VIDEO_PLAYERS

/** Each provider's name, and the page a video has on its site: where the video links without JavaScript. */
export const VIDEO_PAGES: Record<VideoProvider, { name: string; watch: (id: string) => string }> = {
  youtube: { name: 'YouTube', watch: (id) => `https://www.youtube.com/watch?v=${id}` },
  vimeo: { name: 'Vimeo', watch: (id) => `https://vimeo.com/${id}` },
}

/** The player of `provider`, when it is one of VIDEO_PLAYERS and `id` has its form. */
export function videoPlayer(provider: string | undefined, id: string | undefined) {
  const player = provider && Object.hasOwn(VIDEO_PLAYERS, provider) ? VIDEO_PLAYERS[provider as VideoProvider] : undefined
  return player && player.id.test(id ?? '') ? player : undefined
}

/** The origin a provider's player is framed from, for a page's frame-src. */
export const playerOrigin = (provider: VideoProvider): string => new URL(VIDEO_PLAYERS[provider].embed('0')).origin
