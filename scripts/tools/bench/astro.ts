import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sha256 } from '../../build/cache/cache-key.ts'

/**
 * The equivalent Astro site the bench measures this one beside (bench/astro-site/: the same
 * languages, a zod collection of the same MDX posts with Shiki, post pages, paginated lists, tag
 * pages, a React header). Installed on demand by the bench, outside the project's dependencies,
 * under node_modules/.cache/bench-astro/, from its own lockfile; never by npm ci or npm test.
 */
const SITE = 'bench/astro-site'

/** Astro 7 needs Node 22.12 or later; where this Node is older, the bench runs Astro with this one, from npm. */
const ASTRO_NODE = '22.23.3'

export interface AstroInstall {
  /** The Node that runs Astro. */
  node: string
  /** The installed site's node_modules. */
  modules: string
}

const nodeIsRecentEnough = () => {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 12)
}

/** Installs the Astro site's dependencies (once per lockfile) and, when needed, a Node for it. */
export function installAstro(root: string): AstroInstall {
  const lock = readFileSync(join(root, SITE, 'package-lock.json'))
  const dir = join(root, 'node_modules/.cache/bench-astro', sha256(lock).slice(0, 16))
  if (!existsSync(join(dir, 'node_modules/astro/package.json'))) {
    console.log(`Installing the Astro site's dependencies in ${dir} ...`)
    mkdirSync(dir, { recursive: true })
    for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, SITE, file), join(dir, file))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' })
  }
  let node = process.execPath
  if (!nodeIsRecentEnough()) {
    const pkg = `node-${process.platform}-${process.arch}`
    node = join(dir, 'node', 'node_modules', pkg, 'bin', 'node')
    if (!existsSync(node)) {
      console.log(`Installing Node ${ASTRO_NODE} for Astro (${pkg} from npm) ...`)
      mkdirSync(join(dir, 'node'), { recursive: true })
      // A package of its own: without it npm would install into the nearest folder above that has one.
      writeFileSync(join(dir, 'node', 'package.json'), '{ "private": true }\n')
      execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${ASTRO_NODE}`], {
        cwd: join(dir, 'node'),
        stdio: 'inherit',
      })
    }
  }
  return { node, modules: join(dir, 'node_modules') }
}

/** A throwaway Astro site with `siteCopy`'s content and public files (the same posts this site builds). */
export function astroCopy(root: string, install: AstroInstall, siteCopy: string, label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `bench-astro-${label}-`))
  for (const entry of ['astro.config.mjs', 'package.json', 'src']) cpSync(join(root, SITE, entry), join(dir, entry), { recursive: true })
  for (const entry of ['content', 'public']) cpSync(join(siteCopy, entry), join(dir, entry), { recursive: true })
  symlinkSync(install.modules, join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The command that runs Astro's CLI in an Astro copy. */
export const astroCli = (install: AstroInstall, ...args: string[]): [string, string[]] => [
  install.node,
  [join(install.modules, 'astro/bin/astro.mjs'), ...args],
]

/** What Astro keeps between builds: its content layer's store and its caches (images, content). */
export function emptyAstroCaches(dir: string): void {
  for (const cache of ['.astro', 'node_modules/.astro', 'node_modules/.vite']) rmSync(join(dir, cache), { recursive: true, force: true })
}
