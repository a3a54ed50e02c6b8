/**
 * `npm run build`: vite-react-ssg's build with React's production build.
 *
 * React picks its development or production build from NODE_ENV the first time it is imported,
 * and vite-react-ssg's own CLI imports React (react-dom/server) before anything sets NODE_ENV:
 * every page was rendered by React's development build, about 15% slower, for the same HTML.
 * So NODE_ENV is set here first, and vite-react-ssg is imported only after it.
 * scripts/vite/react-build.ts checks it, and the build stops if it ever regresses.
 */
import { writeFileSync } from 'node:fs'

process.env.NODE_ENV = 'production'

const { build } = await import('vite-react-ssg/node')
await build()

// For the bench (scripts/bench/scale.ts): the most memory the build held at once.
if (process.env.BUILD_STATS_FILE) {
  writeFileSync(process.env.BUILD_STATS_FILE, JSON.stringify({ peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }))
}
