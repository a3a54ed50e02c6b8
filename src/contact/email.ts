// Limits of an address as SMTP carries it (RFC 5321): the path, the local part, one DNS label.
const MAX_ADDRESS = 254
const MAX_LOCAL_PART = 64
const MAX_LABEL = 63

// Dot-atoms: runs of the allowed characters with single dots between them (no leading,
// trailing or doubled dot).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
// Letters, digits and hyphens that neither start nor end the label.
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
// The top-level label: two or more characters, the first a letter ("com", "uy", "xn--p1ai").
const TOP_LEVEL_LABEL = /^[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/

/**
 * The address check (docs/product.md, "Validation") on the trimmed value. Lengths are checked
 * before any pattern, so no pattern ever runs on a long input.
 */
export function isValidEmail(raw: string): boolean {
  const value = raw.trim()
  if (value.length > MAX_ADDRESS) return false
  const at = value.lastIndexOf('@')
  if (at < 1) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  const topLevel = labels.pop()
  if (local.length > MAX_LOCAL_PART || !LOCAL_PART.test(local)) return false
  if (topLevel === undefined || labels.length === 0) return false
  if (!TOP_LEVEL_LABEL.test(topLevel) || topLevel.length > MAX_LABEL) return false
  return labels.every((label) => label.length <= MAX_LABEL && LABEL.test(label))
}
