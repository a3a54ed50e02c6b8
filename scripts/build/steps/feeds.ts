import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { blogSources, blogStrings, publishedByLang } from './blog.ts'
import type { Step } from './context.ts'
import { feedPath, rssFeed } from './rss.ts'

/** The blog's feed in each language (RSS 2.0): /rss.xml, /en/rss.xml, /pt/rss.xml. */
export const feeds: Step = {
  name: 'feeds',
  run({ root, dist, stepSources }) {
    for (const [lang, posts] of publishedByLang(root)) {
      const strings = blogStrings(root, lang)
      const file = join(dist, feedPath(lang))
      stepSources.set(feedPath(lang).slice(1), blogSources(lang, posts))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(
        file,
        rssFeed(lang, posts, {
          title: strings.meta.title,
          description: strings.meta.description,
          tagNames: strings.tags,
          authorNames: Object.fromEntries(Object.entries(strings.authors).map(([key, author]) => [key, author.name])),
        }),
      )
    }
  },
}
