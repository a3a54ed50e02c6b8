import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG } from '../../../src/i18n/languages.ts'
import { serviceKeysOf } from '../../build/content/files.ts'
import { readFrontmatter } from '../../build/content/frontmatter.ts'
import type { ScaffoldKind } from './writer.ts'

/** After the last service on the grids: the largest `order` in es, plus one. */
function nextOrder(root: string): number {
  const orders = serviceKeysOf(root, DEFAULT_LANG).map((key) => {
    // YAML only, as check:content reads it: a `---js` block is refused, never run.
    const { data } = readFrontmatter(key, readFileSync(join(root, 'content', DEFAULT_LANG, 'services', `${key}.mdx`), 'utf8'))
    return typeof data.order === 'number' ? data.order : 0
  })
  return Math.max(0, ...orders) + 1
}

/** `npm run new:service -- <key>`: content/<lang>/services/<key>.mdx, as content/README.md lists its fields. */
export const serviceScaffold: ScaffoldKind = {
  name: 'service',
  keyPattern: /^[a-z0-9]+(_[a-z0-9]+)*$/,
  keyRule: 'lowercase letters, digits and single underscores, like integracion_crms',
  path: (lang, key) => `content/${lang}/services/${key}.mdx`,
  template: (lang, key, root) => `---
# A new service (${lang}). Replace every TODO with real text, put its images under
# public/images/, then run npm run check:content. Fields: content/README.md.
title: 'TODO: the title'
description: 'TODO: the card text, 20 to 220 characters'
buttonLabel: 'TODO: button'
image: /images/services/${key}.jpg
order: ${nextOrder(root)}
meta:
  title: 'TODO: the page title'
  description: 'TODO: what search results show, 50 to 170 characters long'
hero:
  title: 'TODO: the banner title'
  paragraph: 'TODO: the banner text (optional: delete the line)'
  backgroundImage: /images/hero/${key}.jpg
  backgroundPosition: center
  # height: 400px   (optional: none means 80vh)
benefits:
  - description: 'TODO: a benefit, one sentence'
    image: /images/services/${key}-1.jpg
whatWeOffer:
  - title: 'TODO: an offer'
    description: 'TODO: what it is, one or two sentences'
    image: /images/services/${key}-1.jpg
caseStudies:
  - title: 'TODO: a client and what changed'
    result: 'TODO: the result, in numbers'
    image: /images/case-studies/${key}-1.jpg
whyChooseUs:
  - 'TODO: a reason'
callToAction:
  text: 'TODO: call to action'
---

<Description>
TODO: what the service is and who it is for.
</Description>

<Approach>
TODO: how we do it, step by step.
</Approach>
`,
}
