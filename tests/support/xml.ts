import { SaxesParser } from 'saxes'

/**
 * What a real XML parser finds wrong with a document: saxes, a conforming XML 1.0 parser with
 * namespaces (the one jsdom parses XML with), which refuses what XML cannot hold (a form feed,
 * U+FFFF) as a feed reader's parser does. Empty when the document is well-formed.
 */
export function xmlErrors(text: string, fileName = 'document'): string[] {
  const parser = new SaxesParser({ xmlns: true, fileName })
  const errors: string[] = []
  parser.on('error', (error) => errors.push(error.message))
  parser.write(text).close()
  return errors
}
