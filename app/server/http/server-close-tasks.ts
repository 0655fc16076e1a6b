import { log } from '~/server/logging/log.server'

/** Work to finish as this server process closes: what a feature counted since its last report, say. */
type CloseTask = () => Promise<void>

/**
 * Kept on globalThis: the features that add a task live in the app's bundle, the plugin that runs the tasks
 * (run-close-tasks.ts) in Nitro's, and the server bundle holds this module in each.
 */
const slot = globalThis as typeof globalThis & { __serverCloseTasks?: Set<CloseTask> }
slot.__serverCloseTasks ??= new Set()
const tasks = slot.__serverCloseTasks

/** Runs `task` when the server closes, after its drain and while the built-in backend still answers. */
export function onServerClose(task: CloseTask): void {
  tasks.add(task)
}

/** Runs every task added, side by side; one that fails is logged and the others go on. */
export async function runServerCloseTasks(): Promise<void> {
  await Promise.all(
    [...tasks].map((task) =>
      task().catch((error: unknown) => log.error('server', 'a task at the server’s close failed', { error })),
    ),
  )
}
