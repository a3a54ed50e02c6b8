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
 * every coding is refused (`br;q=0`), as static hosts answer rather than with a 406.
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
