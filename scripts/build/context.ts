import { join, relative } from 'node:path'
import { loadEnv } from 'vite'
import { buildCodeVersion, buildModules } from './cache/build-code.ts'
import type { PageCache } from './cache/page-cache.ts'
import type { ServerBundle } from './plugins/server-bundle.ts'
import type { Stylesheet } from './plugins/stylesheet.ts'
import type { ClientCode, Manifest } from './prerender/client-code.ts'
import { NOT_FOUND_PATHS } from './prerender/not-found.ts'
import type { PageFacts } from './prerender/page-facts.ts'

/** One page of the site, by its published address (`/en/about/`), as this build made it. */
export interface Page {
  /** The content modules its render read, as the server build names them. */
  reads: string[]
  /** Rendered by this build, or reused from the page cache as an earlier build wrote and checked it. */
  reused: boolean
  /** What it holds that the steps need, once it is in dist/. */
  facts?: PageFacts
}

/** Where a page is in dist/: `<path>/index.html` (vite.config.ts: ssgOptions), and a not-found page's `<path>.html` once its step moved it. */
export const pageFile = (dist: string, path: string): string =>
  NOT_FOUND_PATHS.includes(path) ? join(dist, `${path.slice(1, -1)}.html`) : join(dist, path, 'index.html')

/** What one build knows, made at its start and handed to each stage, plugin and step that needs it: nothing of it lives anywhere else. */
export interface Build {
  root: string
  /** The site as deployed. */
  dist: string
  /** The mode Vite builds in, `production` unless `MODE` says otherwise. */
  mode: string
  /** Where the contact form sends, for its pages' policy: EmailJS's API origin, or 'self' for the local outbox (no public key). */
  emailOrigin: string
  /** The build's own code, part of every cache key. */
  codeVersion: string
  /** The project's files that code is made of, from the root. */
  codeModules: string[]
  /** The files each virtual content module was made from, by its id. */
  contentSources: Map<string, string[]>
  /** Each image variant's source and file in the cache, by where each goes in dist/, once encoded. */
  imageVariants: Map<string, { source: string; file: string }>
  /** The server build's output, once it is written. */
  server?: ServerBundle
  /** The client code the pages run, once the client build is in dist/. */
  clientCode?: ClientCode
  /** The client build's chunks and what each imports, once it is in dist/: what a page's scripts reach. */
  clientManifest?: Manifest
  /** The site's one stylesheet, once the server build wrote it. */
  stylesheet?: Stylesheet
  /** The rendered pages of earlier builds, opened as the render stage starts, once the client build is in dist/. */
  pageCache?: PageCache
  /** Every page of the site, the not-found pages included, by published address. */
  pages: Map<string, Page>
  /** What each file the steps wrote was made from, by its path in dist/. */
  stepSources: Map<string, string[]>
}

/** A build whose pages vite-react-ssg has rendered and written: its client code, stylesheet and page cache known. */
export type RenderedBuild = Build & { clientCode: ClientCode; clientManifest: Manifest; stylesheet: Stylesheet; pageCache: PageCache }

/** One thing done to dist/ once every page is rendered (steps/index.ts lists them): a name the build's log and timings use. */
export interface Step {
  name: string
  run(build: RenderedBuild): void | Promise<void>
}

export function createBuild(root: string): Build {
  const mode = process.env.MODE || process.env.NODE_ENV || 'production'
  const modules = buildModules(root)
  const env = loadEnv(mode, root, 'VITE_')
  return {
    root,
    dist: join(root, 'dist'),
    mode,
    emailOrigin: env.VITE_EMAILJS_PUBLIC_KEY ? env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com' : "'self'",
    codeVersion: buildCodeVersion(root, modules),
    codeModules: modules.map((file) => relative(root, file)),
    contentSources: new Map(),
    imageVariants: new Map(),
    pages: new Map(),
    stepSources: new Map(),
  }
}
