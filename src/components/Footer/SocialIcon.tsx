import type { SocialId } from '../../site'

// Simple 24-unit glyphs drawn for this site, shown at 40x40 (spec: social icons are 40x40px).
const GLYPHS: Record<SocialId, string> = {
  linkedin:
    'M5 9h3v10H5zM6.5 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.4h.04c.4-.76 1.39-1.56 2.86-1.56 3.06 0 3.62 2 3.62 4.62V19h-3v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V19h-3z',
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.86.24-1.45 1.48-1.45H16.5V4.47A21 21 0 0 0 14.26 4.35c-2.22 0-3.76 1.36-3.76 3.85v2.3H8v3h2.5V21z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.75a3.05 3.05 0 1 1 0-6.1 3.05 3.05 0 0 1 0 6.1zM16.9 6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2zM12 3.6c2.28 0 2.55 0 3.45.05 2.32.1 3.4 1.2 3.5 3.5.04.9.05 1.17.05 3.45v2.8c0 2.28 0 2.55-.05 3.45-.1 2.3-1.18 3.4-3.5 3.5-.9.04-1.17.05-3.45.05h-0c-2.28 0-2.55 0-3.45-.05-2.33-.1-3.4-1.2-3.5-3.5C5 15.95 5 15.68 5 13.4v-2.8c0-2.28 0-2.55.05-3.45.1-2.3 1.18-3.4 3.5-3.5.9-.04 1.17-.05 3.45-.05z',
}

/** A social network's mark, decorative: its link carries the accessible name. */
export function SocialIcon({ id }: { id: SocialId }) {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={GLYPHS[id]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
