/** The encodings the server can send a text file in, the smallest first. */
export type Encoding = 'br' | 'gzip'

const PREFERENCE = ['br', 'gzip', 'identity'] as const

/** Each coding's weight in an Accept-Encoding header (RFC 9110, 12.5.3): `gzip;q=0.5` is 0.5. */
function weights(accept: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const element of accept.split(',')) {
    const [coding = '', ...params] = element.split(';').map((part) => part.trim().toLowerCase())
    if (coding === '') continue
    const q = params.find((param) => /^q\s*=/.test(param))
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''))
    // A malformed weight counts as refusing the coding, never as preferring it.
    found.set(coding, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0)
  }
  return found
}

/**
 * The encoding a response takes for this Accept-Encoding header: the coding the client weighs
 * highest, the smaller on a tie; undefined means the file as it is. A coding the header does not
 * name takes the weight of `*` if it is there, else it is not acceptable. The file as it is comes
 * first only when `identity` is named with the highest weight; otherwise it is what is left when
 * every coding is refused (`br;q=0`). A request that refuses identity itself is answered 406
 * before any of this (refusesIdentity), as Cloudflare Pages answers it.
 */
export function chooseEncoding(accept: string): Encoding | undefined {
  const listed = weights(accept)
  const any = listed.get('*')
  const weightOf = (coding: (typeof PREFERENCE)[number]) => listed.get(coding) ?? any ?? 0
  let best: (typeof PREFERENCE)[number] = 'identity'
  let bestWeight = 0
  for (const coding of PREFERENCE) {
    const weight = weightOf(coding)
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best === 'identity' ? undefined : best
}

/**
 * Whether a request refuses the file as it is, so that Cloudflare Pages answers 406 Not Acceptable
 * rather than send it: `identity;q=0`, or `*;q=0` with identity not named. Read as Cloudflare
 * reads the header (its asset server's parseQualityWeightedList: spaces dropped, names and `;q=`
 * as written), so the two agree on every header, the odd ones included.
 */
export function refusesIdentity(accept: string): boolean {
  const weights = new Map<string, number>()
  for (const element of accept.replace(/\s/g, '').split(',')) {
    const [coding = '', weight] = element.split(';q=')
    weights.set(coding, weight ? parseFloat(weight) : 1)
  }
  return weights.get('identity') === 0 || (weights.get('*') === 0 && !weights.has('identity'))
}

/**
 * Whether Cloudflare's edge refuses the request outright (415 Unsupported Media Type, whatever the
 * site answered): it refuses the file as it is (`identity;q=0`, `*;q=0`) and accepts neither
 * coding the edge compresses with before it accepts the file as it is. As miniflare models the
 * edge for `wrangler pages dev` (its entry worker's ensureAcceptableEncoding): elements it cannot
 * read (`GZIP`, `br;q=x`) are skipped, the rest taken by weight.
 */
export function edgeRefuses(accept: string): boolean {
  const elements = accept
    .split(',')
    .map((element) => /^(?<coding>[a-z]+|\*)(?:\s*;\s*q=(?<weight>\d+(?:.\d+)?))?$/.exec(element.trim())?.groups)
    .flatMap((groups) => (groups ? [{ coding: groups.coding ?? '', weight: groups.weight === undefined ? 1 : parseFloat(groups.weight) }] : []))
    .sort((a, b) => b.weight - a.weight)
  let refused = false
  for (const { coding, weight } of elements) {
    if (weight === 0) refused ||= coding === 'identity' || coding === '*'
    else if (coding === 'gzip' || coding === 'br' || coding === 'identity') return false
  }
  return refused
}
