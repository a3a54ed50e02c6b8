import { execFileSync } from 'node:child_process'

const GIB = 2 ** 30

/**
 * Seconds this machine takes to hand a new process 1 GiB it has not touched yet: a fresh Node
 * writes one byte to each 4 KiB page of `bytes`, the time scaled to 1 GiB, the fastest of `runs`
 * (the machine's floor). Every new renderer and every build pays this, with scripts or without: a
 * VM that hands free pages back to its host (virtio-balloon free page reporting) took 3 to 4.7 s,
 * and every browser timing of its bench slowed with it (bench/history.md, 2026-12-02), so the
 * report prints it beside the cores.
 */
export function freshMemorySeconds(bytes = GIB, runs = 3): number {
  const probe = `
    const started = performance.now()
    for (let left = ${bytes}; left > 0; left -= 64 * 2 ** 20) {
      const block = Buffer.allocUnsafeSlow(Math.min(left, 64 * 2 ** 20))
      for (let i = 0; i < block.length; i += 4096) block[i] = 1
    }
    console.log(performance.now() - started)`
  const times = Array.from({ length: runs }, () => Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })))
  return (Math.min(...times) / 1000) * (GIB / bytes)
}
