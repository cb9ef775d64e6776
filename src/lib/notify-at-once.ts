import { defaultScheduler, notifyManager } from '@tanstack/react-query';

let atOnce = 0;
let installed = false;

/**
 * Runs `change` (writes to the query cache) with react-query telling the views in a microtask of the same task,
 * not in a task of their own (its default, `setTimeout(0)`). After a press the browser paints a frame between the
 * press's task and that next task: the change would show a frame later (issue 34: the 100-line cart's plus showed
 * the busy buttons in one frame and the new quantity and totals about 17 ms later, in the next). Every other write
 * keeps react-query's default.
 */
export function notifyAtOnce<T>(change: () => T): T {
  if (!installed) {
    installed = true;
    notifyManager.setScheduler((callback) =>
      atOnce > 0 ? queueMicrotask(callback) : defaultScheduler(callback),
    );
  }
  atOnce++;
  try {
    return change();
  } finally {
    atOnce--;
  }
}
