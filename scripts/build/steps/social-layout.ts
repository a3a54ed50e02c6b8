import { join } from 'node:path'
import type { Lang } from '../../../src/i18n/languages.ts'

/** A post's social image: 1200x630, the size link previews show. */
export const SOCIAL_W = 1200
export const SOCIAL_H = 630
/** Where the text block may go: left of the background's circuits, below its mark. */
export const SOCIAL_TEXT = { x: 80, y: 190, width: 860, height: 340 } as const

/** A language's background for the posts' social images, drawn by scripts/tools/images/: the build reads the picture, never the drawing code. */
export const socialBackgroundFile = (root: string, lang: Lang) => join(root, 'scripts/build/assets', `social-background-${lang}.png`)
