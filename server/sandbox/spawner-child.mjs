// The spawner: a small process that starts the sandboxes' processes for the server (process.ts). Starting a process
// copies the page tables of the one that starts it, and the server holds the embedded database's WebAssembly memory
// and the application's heap (hundreds of megabytes): there a start cost ~30 ms of the server's CPU, here ~2 ms.
// Requests come as IPC messages { id, request }, answers go back as { id, result }. When the server goes (its
// channel closes, also when it was killed), every run in progress is killed and the spawner ends.
import { runCapped, runningGroups } from './run-capped.mjs';

process.on('message', (message) => {
  const { id, request } = message;
  runCapped(request).then(
    (result) => process.send?.({ id, result }),
    (error) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

process.on('disconnect', () => {
  for (const group of runningGroups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  process.exit(0);
});
