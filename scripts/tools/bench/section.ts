/**
 * Runs one section of the bench so that its failure costs only that section: the error is logged
 * and noted in `failed`, which the report lists among its misses, and the run goes on to write
 * what every other section measured, rather than losing an hour of measurements to one failed
 * command at its end (a pull request report once did).
 */
export async function measuredSection<T>(name: string, run: () => T | Promise<T>, failed: string[]): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`${name}: failed\n${error instanceof Error ? (error.stack ?? message) : message}`)
    failed.push(`${name}: the section failed, so its budgets went unmeasured: ${message.trim().split('\n').slice(0, 8).join(' / ')}`)
    return undefined
  }
}
