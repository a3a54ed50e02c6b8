import { describe, expect, it } from 'vitest'
import { ownScriptTime, type Task } from '../../../../scripts/tools/bench/own-script.ts'

const PAGE = 'https://localhost:4520/services'
const FILE = 'https://localhost:4520/assets/contact-a.js'
const THIRD_PARTY = 'https://cdn.example.com/widget.js'

/** A task of Lighthouse's tree: its event (name, the URL its data names), group and self time, under a parent. */
function task(name: string, selfTime: number, options: { url?: string; group?: string; parent?: Task; attributed?: string[] } = {}): Task {
  const { url, group = 'scriptEvaluation', parent, attributed } = options
  return {
    event: { name, args: url === undefined ? {} : { data: { url } } },
    parent,
    selfTime,
    group: { id: group },
    // Lighthouse's rule: a task inherits its parent's URLs, then adds its own.
    attributableURLs: attributed ?? [...new Set([...(parent?.attributableURLs ?? []), ...(url ? [url] : [])])],
  }
}

describe("a page's own scripts' time, as Lighthouse's bootup-time counts it, without what is not theirs", () => {
  const parse = task('ParseHTML', 6, { url: PAGE, group: 'parseHTML' })
  const inline = task('EvaluateScript', 0.3, { url: PAGE, parent: parse })
  const ownTasks = [
    inline,
    task('v8.compile', 0.4, { url: PAGE, group: 'scriptParseCompile', parent: inline }),
    task('v8.run', 0.5, { parent: inline }),
  ]
  const dispatch = task('EventDispatch', 0.2, { attributed: [PAGE] })
  const listener = task('FunctionCall', 0.6, { url: PAGE, parent: dispatch })

  it("counts an inline script's compile and run and its listeners' calls, times the simulated CPU slowdown", () => {
    expect(ownScriptTime([parse, ...ownTasks, dispatch, listener], PAGE, [], 4)).toBeCloseTo((0.3 + 0.4 + 0.5 + 0.6) * 4)
  })

  it("leaves out what is counted to the page's URL but is no script of it: events, microtasks, Lighthouse's probes", () => {
    const microtasks = task('RunMicrotasks', 5, { attributed: [PAGE] })
    // Lighthouse evaluates its probes in the page: no URL of the page's own.
    const probe = task('EvaluateScript', 0.7, { attributed: [PAGE] })
    const probeCompile = task('v8.compile', 0.2, { url: '', group: 'scriptParseCompile', parent: probe })
    expect(ownScriptTime([parse, dispatch, microtasks, probe, probeCompile], PAGE, [], 4)).toBe(0)
  })

  it('counts what Lighthouse attributes to a script file of the page’s origin, and not a third party’s', () => {
    const file = task('EvaluateScript', 2, { url: FILE })
    const fileCompile = task('v8.compile', 1, { url: FILE, group: 'scriptParseCompile', parent: file })
    const foreign = task('EvaluateScript', 50, { url: THIRD_PARTY })
    // Forced layout inside a script is time the audit sums apart from scripting.
    const layout = task('Layout', 3, { group: 'styleLayout', parent: file })
    expect(ownScriptTime([file, fileCompile, foreign, layout], PAGE, [FILE, THIRD_PARTY], 4)).toBeCloseTo(12)
  })
})
