import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

/** What the sum reads of a task of Lighthouse's main-thread task tree (its TaskNode). */
export interface Task {
  event: { name: string; args?: { data?: { url?: string }; beginData?: { url?: string } } }
  parent?: Task
  selfTime: number
  group: { id: string }
  attributableURLs: string[]
}

/** Trace events that are a script's own code running: it being compiled, run, or called back. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.run', 'v8.evaluateModule', 'FunctionCall'])

/** Lighthouse's bootup-time counts these groups of a task's time (scripting, and parse and compile). */
const BOOTUP_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile'])

const urlOf = (event: Task['event']): string | undefined => event.args?.data?.url ?? event.args?.beginData?.url

/** Whether the task is, or runs inside, code whose source is the page itself: an inline script. */
function inInlineScript(task: Task, pageUrl: string): boolean {
  for (let node: Task | undefined = task; node; node = node.parent)
    if (SCRIPT_EVENTS.has(node.event.name) && urlOf(node.event) === pageUrl) return true
  return false
}

/**
 * The main-thread time of a page's own scripts, as Lighthouse's bootup-time counts it (the same
 * tasks, attributed to URLs by Lighthouse's own rule, the same groups, times its simulated CPU
 * slowdown), but only what is theirs: the tasks attributed to a script file of the page's origin,
 * and, of those attributed to the page's own URL, the ones inside its inline scripts (compiled, run
 * or called back). The audit counts to the page's URL whatever it cannot attribute elsewhere too:
 * the document's events, microtask checkpoints and Lighthouse's own probes, 8-35 ms a run on this
 * machine for a copy of the page without any script. Those are left out here.
 */
export function ownScriptTime(tasks: Task[], pageUrl: string, scriptUrls: string[], multiplier: number): number {
  const origin = new URL(pageUrl).origin
  const files = new Set(scriptUrls.filter((url) => URL.canParse(url) && new URL(url).origin === origin))
  const jsUrls = new Set(scriptUrls)
  let total = 0
  for (const task of tasks) {
    if (!BOOTUP_GROUPS.has(task.group.id)) continue
    const url = getAttributableURLForTask(task as Parameters<typeof getAttributableURLForTask>[0], jsUrls)
    if (files.has(url) || (url === pageUrl && inInlineScript(task, pageUrl))) total += task.selfTime
  }
  return total * multiplier
}

/** Lighthouse's main-thread tasks of a run's trace, as its bootup-time audit builds them. */
export function mainThreadTasks(trace: Parameters<typeof TraceProcessor.processTrace>[0]): Task[] {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace)
  return MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin) as unknown as Task[]
}
