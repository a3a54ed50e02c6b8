import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { postsByLang, publishedByLang } from './blog.ts'
import type { Step } from '../context.ts'

/** The JavaScript no page loads goes: the inlined scripts' own files, and whatever no page or island reaches; so do the manifests. */
export const pruneScripts: Step = {
  name: 'prune scripts',
  run({ dist, pages, clientManifest: manifest }) {
    const used = new Set([...pages.values()].flatMap((page) => page.facts?.scripts ?? []))
    // A used chunk's imports stay, those it fetches on demand too.
    const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
    // A Set's loop visits what is added to it as it goes: every chunk reached, once.
    for (const file of used) {
      const chunk = byFile.get(file)
      for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        const imported = manifest[key]?.file
        if (imported) used.add(imported)
      }
    }
    const assets = join(dist, 'assets')
    for (const name of existsSync(assets) ? readdirSync(assets) : [])
      if (name.endsWith('.js') && !used.has(`assets/${name}`)) rmSync(join(assets, name))
    // Written for vite-react-ssg, which reads them from there as it renders (scripts/build/index.ts, stage 3).
    rmSync(join(dist, '.vite'), { recursive: true, force: true })
  },
}

/** The stylesheets the client build wrote for the islands' own modules go: every page inlines the site's. */
export const pruneStylesheets: Step = {
  name: 'prune stylesheets',
  run({ dist, stylesheet }) {
    for (const name of readdirSync(join(dist, 'assets')))
      if (name.endsWith('.css') && `assets/${name}` !== stylesheet.file) rmSync(join(dist, 'assets', name))
  },
}

/** Covers only unpublished posts use go: a draft's cover in public/images/blog/ would name it in dist/. */
export const unpublishedCovers: Step = {
  name: 'unpublished covers',
  run(build) {
    const published = new Set([...publishedByLang(build).values()].flat().map((post) => post.image))
    for (const { image } of [...postsByLang(build).values()].flat()) {
      if (image.startsWith('/images/blog/') && !published.has(image)) rmSync(join(build.dist, image), { force: true })
    }
  },
}
