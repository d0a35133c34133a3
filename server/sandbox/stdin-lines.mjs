// Standard input as lines, for the sandboxes' child processes (js-child.mjs, sql-child.mjs): plain .mjs like them,
// and readable under their permission model (the runners allow this file, see CHILD_SHARED_MODULE_READS in child.ts).

/** The lines of standard input, one at a time; null once it has ended. */
export function stdinLines() {
  const queue = [];
  const waiting = [];
  // The pieces of a line not yet ended: a line of megabytes (an SQL snapshot) comes in many chunks, joined once.
  let pending = [];
  let ended = false;
  const deliver = (line) => {
    if (waiting.length > 0) waiting.shift()(line);
    else queue.push(line);
  };
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    const parts = chunk.split('\n');
    if (parts.length === 1) {
      pending.push(chunk);
      return;
    }
    deliver(pending.join('') + parts[0]);
    for (const line of parts.slice(1, -1)) deliver(line);
    pending = [parts[parts.length - 1]];
  });
  process.stdin.on('end', () => {
    ended = true;
    for (const resolve of waiting.splice(0)) resolve(null);
  });
  return {
    /** Whether a line (or the end) is there to be read. */
    waiting: () => queue.length > 0 || ended,
    /** @returns {Promise<string | null>} */
    next: () => new Promise((resolve) => {
      if (queue.length > 0) resolve(queue.shift());
      else if (ended) resolve(null);
      else waiting.push(resolve);
    }),
  };
}
