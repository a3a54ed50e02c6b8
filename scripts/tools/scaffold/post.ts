import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dayIn } from '../../../src/content/blog/publishing.ts'
import type { Lang } from '../../../src/i18n/languages.ts'
import { site } from '../../../src/site.ts'
import type { ScaffoldKind } from './writer.ts'

/** The author and tag keys a language's strings name (blog.authors, blog.tags in base.json). */
function blogKeys(root: string, lang: Lang): { authors: string[]; tags: string[] } {
  const file = join(root, 'content', lang, 'strings', 'base.json')
  const blog = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { blog?: { authors?: object; tags?: object } }).blog : undefined
  return { authors: Object.keys(blog?.authors ?? {}), tags: Object.keys(blog?.tags ?? {}) }
}

/**
 * `npm run new:post -- <slug>`: content/<lang>/blog/<slug>.mdx, as content/README.md lists its
 * fields. Dated today (the site's time zone), so it publishes with the first build once merged;
 * its author and tag are existing keys, named in a comment with the others to choose from.
 */
export const postScaffold: ScaffoldKind = {
  name: 'post',
  keyPattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  keyRule: 'lowercase words joined by single hyphens, like traducir-producto-portugues-brasil',
  path: (lang, slug) => `content/${lang}/blog/${slug}.mdx`,
  template: (lang, slug, root) => {
    const { authors, tags } = blogKeys(root, lang)
    return `---
# A new post (${lang}). Replace every TODO with real text, add the cover image, then run
# npm run check:content. Fields: content/README.md, "Writing a post".
title: 'TODO: the title, 10 to 70 characters'
description: 'TODO: the card and search text, 50 to 170 characters long'
# The day it is published (YYYY-MM-DD); a later day schedules it.
date: ${dayIn(site.timeZone)}
# One of: ${authors.join(', ')} (blog.authors in content/${lang}/strings/base.json)
author: ${authors[0] ?? 'TODO'}
# One to five of: ${tags.join(', ')} (blog.tags in content/${lang}/strings/base.json)
tags:
  - ${tags[0] ?? 'TODO'}
# The cover, 1200x800, the same file in the three languages.
image: /images/blog/${slug}.jpg
# draft: true   (optional: keeps it out of every build; npm run dev shows it)
---

TODO: the post, in Markdown: paragraphs, ## subtitles, lists, and the Callout and Figure blocks (content/README.md).
`
  },
}
