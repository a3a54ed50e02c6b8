/** A policy as a sorted list of directives, spaces normalised: "a; b" and "b;  a" are one policy. */
export const directives = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort()

/** A page's own policy, from its <meta http-equiv="Content-Security-Policy">; empty when it has none. */
export const metaPolicy = (html: string) =>
  (/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
