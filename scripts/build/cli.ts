import module from 'node:module'

// `npm run build`. Node's compile cache on first, as Vite's and Astro's own commands turn it on: V8's
// compiled code of every module the build loads, kept between runs (in the system's temporary
// folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Then the build itself, index.ts, whose modules
// it can only cache if they are loaded after this line (docs/decisions.md, "Node's compile cache").
module.enableCompileCache()
await import('./index.ts')
