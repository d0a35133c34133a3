// Profiles the process that imports it (Node refuses --cpu-prof in NODE_OPTIONS, but takes --import): the CPU
// profile is written to BENCH_PROFILE_DIR (default /tmp) when the process is asked to stop (SIGTERM, SIGINT), as the
// exam benches do at the end of their measured phases. Open the .cpuprofile in Chrome's DevTools (Performance).
//
//   BENCH_SERVER_NODE_OPTIONS="--import ./bench/cpu-profile.mjs" npm run bench:answers
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');

function save() {
  session.post('Profiler.stop', (error, result) => {
    if (error) return console.error('cpu-profile:', error);
    const path = join(process.env.BENCH_PROFILE_DIR ?? '/tmp', `server-${process.pid}.cpuprofile`);
    writeFileSync(path, JSON.stringify(result.profile));
    console.info(`cpu-profile: wrote ${path}`);
  });
}
process.once('SIGTERM', save);
process.once('SIGINT', save);
