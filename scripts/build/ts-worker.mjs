// A worker thread's first module: it loads TypeScript as the build does (tsx), then the module
// the worker is for. Node 20 applies neither a parent's `--import tsx` nor its execArgv loader
// hooks to a worker's own modules: started on a .ts file, a worker fails with "Unknown file
// extension". Started by tsWorker() (ts-worker.ts).
import { register } from 'tsx/esm/api'
import { workerData } from 'node:worker_threads'

register()
await import(workerData.module)
