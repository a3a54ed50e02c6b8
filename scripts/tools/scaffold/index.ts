import { postScaffold } from './post.ts'
import { serviceScaffold } from './service.ts'
import { scaffold, ScaffoldError, type ScaffoldKind } from './writer.ts'

/** `npm run new:<kind> -- <key>`: the kinds of content a command can start. */
const KINDS: Record<string, ScaffoldKind> = { service: serviceScaffold, post: postScaffold }

const [name = '', key] = process.argv.slice(2)
const kind = KINDS[name]
if (!kind) {
  console.error(`unknown kind "${name}": expected one of ${Object.keys(KINDS).join(', ')}`)
  process.exit(1)
}
try {
  const files = scaffold(process.cwd(), kind, key)
  console.log(`${files.join('\n')}\n\nReplace every TODO in these files (check:content fails until then) and add their images.`)
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error
  console.error(error.message)
  process.exit(1)
}
