/**
 * What XML 1.0 cannot hold at all, in any form, escaped or not: the C0 control characters but tab,
 * line feed and carriage return, a lone half of a surrogate pair, U+FFFE and U+FFFF. One of them
 * makes the whole document malformed, and a feed reader then drops the whole feed.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu

/**
 * Text as XML character data or an attribute value: markup escaped, and what XML cannot hold
 * dropped. The content check refuses control characters at their line (a form feed in a title);
 * this keeps the feeds and the sitemap XML by construction whatever reaches them (a strings file,
 * a future field).
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
