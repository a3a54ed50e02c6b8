import { relative } from 'node:path'
import { writeJsonSchemas } from './json-schemas.ts'

/** `npm run content:schemas`: regenerates content/_schemas/*.schema.json from the zod schemas. */
for (const file of writeJsonSchemas('content/_schemas')) console.log(`wrote ${relative(process.cwd(), file)}`)
