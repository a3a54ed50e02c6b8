/**
 * `measure()`, tried up to `attempts` times in all: the browser now and then fails a run for
 * reasons of its own (Lighthouse: no trace recorded, NO_NAVSTART; a click whose page stopped
 * answering). Each retry is logged with its reason, and noted in `failures` where the report
 * should show it; the last failure is thrown.
 */
export async function retried<T>(what: string, measure: () => Promise<T>, options: { attempts?: number; failures?: string[] } = {}): Promise<T> {
  const { attempts = 3, failures } = options
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure()
    } catch (error) {
      if (attempt >= attempts) throw error
      const reason = `${what}: ${(error as Error).message}`
      failures?.push(reason)
      console.warn(`  retrying ${reason}`)
    }
  }
}
