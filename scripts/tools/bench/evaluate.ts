/** What the DevTools protocol's Runtime.evaluate answers. */
export interface EvaluateResult {
  result: { value?: unknown }
  exceptionDetails?: { text: string; exception?: { description?: string } }
}

/** Sends Runtime.evaluate with these parameters over whichever session reaches the page. */
export type SendEvaluate = (
  method: 'Runtime.evaluate',
  params: { expression: string; returnByValue: true; awaitPromise: true },
) => Promise<EvaluateResult>

/**
 * Evaluates an expression in a page through the DevTools protocol (awaiting a promise) and
 * returns its value: no driver's helper script runs in the page for it.
 */
export async function evaluateInPage<T>(send: SendEvaluate, expression: string): Promise<T> {
  const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
  if (exceptionDetails) throw new Error(`${expression.slice(0, 80)}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
  return result.value as T
}
