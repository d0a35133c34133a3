/**
 * Several servers, one database: deploy/nginx/examhall.conf on loopback in front of 3 API processes
 * (`npm run serve`) and 2 grading workers (`npm run worker`) on a new database of the PostgreSQL server at
 * DATABASE_URL. Students take an exam through nginx while one API process is killed with SIGKILL and then one
 * worker while it grades. Checked, and any failure ends the run with exit code 1 and a line `FAIL …`:
 * - every save acknowledged `saved` is in the database at the end (no acknowledged answer lost);
 * - the students keep saving: a failed save is retried (as the exam page's queue does) and reaches another process;
 * - each student's live channel reconnects with ?after=<last id> and, at the end, holds every event a fresh
 *   catch-up from the start lists (no event missed), including a message staff sent right after the kill;
 * - sign-in works through nginx, and its session is accepted by every API process;
 * - every grading job ends graded although the worker holding some of them was killed;
 * - one student takes the exam in Chromium through nginx (the built SPA, `npm run build` first): signs in on the login
 *   page, starts, and keeps changing answers while the API process is killed; every change ends "Saved" (the page's
 *   queue retried it on another process), the message sent during the kill appears on the page, the page ends with
 *   every answer saved and no page error, and the database holds what it last wrote.
 *
 *   DATABASE_URL=postgres://… npx tsx deploy/test/cluster.ts      (CI: .ci/run, step "several servers behind nginx")
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ApiClient, benchDatabase, BenchServer, createExam, createQuestionPools, nextSave, openLiveStream, prepareData, sleep, sql, startTakers,
  type BenchDatabase, type LiveStream, type Taker,
} from '../../bench/exam-support.js';
import type { Locator, Page } from 'playwright-core';
import { freePort } from '../../e2e/support/app-server.js';
import { launchBrowser, loginLocal, screenshot, type BrowserSession } from '../../e2e/support/browser.js';
import { queryRows } from '../../server/db/sql-blocks.js';
import { hashPassword } from '../../server/modules/auth/passwords.js';
import { contentOfKind, questionInput } from '../../server/test/support/question-fixtures.js';

const root = resolve(import.meta.dirname, '../..');
const STUDENTS = 12;
const started = Date.now();
const say = (text: string) => console.info(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

class Failure extends Error {}
function check(ok: boolean, message: string): void {
  if (!ok) throw new Failure(message);
}

// ---------------------------------------------------------------------------------------------------------------
// nginx with the deploy/ configuration, rewritten for loopback

function replaceOnce(text: string, from: string | RegExp, to: string, what: string): string {
  const next = text.replace(from, to);
  check(next !== text, `deploy/nginx/examhall.conf no longer has ${what}: update deploy/test/cluster.ts with it`);
  return next;
}

async function startNginx(port: number, apiPorts: number[], staticDir: string, dir: string): Promise<ChildProcess> {
  let site = readFileSync(join(root, 'deploy/nginx/examhall.conf'), 'utf8');
  site = replaceOnce(site, /^(\s*server 127\.0\.0\.1:3001 .*\n)(\s*server 127\.0\.0\.1:3002 .*\n)(\s*server 127\.0\.0\.1:3003 .*\n)/m,
    apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(''), 'the three upstream servers 127.0.0.1:3001–3003');
  site = replaceOnce(site, /^\s*listen 80;\n\s*listen \[::\]:80;\n/m, `    listen 127.0.0.1:${port};\n`, 'listen 80 and [::]:80');
  site = replaceOnce(site, 'root /opt/examhall/dist;', `root ${staticDir};`, 'root /opt/examhall/dist');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root nginx's workers drop to an unprivileged user (as in production); they write only its temp folders.
  if (asRoot) chmodSync(dir, 0o777);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) if (asRoot) chmodSync(join(dir, sub), 0o777);
  const conf = `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    check(child.exitCode === null, `nginx exited at start; its log:\n${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Failure('nginx did not answer /api/health within 10 s');
}

// ---------------------------------------------------------------------------------------------------------------
// Grading workers

function startWorker(databaseUrl: string): ChildProcess {
  // `npm run worker`'s own command.
  const child = spawn(process.execPath, ['server/launch.mjs', 'server/worker-main.ts'], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, GRADING_WORKERS: '2', NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // gone already
  }
}

/** The process group of a pid (Linux /proc), to tell which worker's group holds the job. */
function groupOf(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The student in Chromium

/** Changes the answer of the question on screen (round picks which option or text); its kind, or null if not one of these. */
async function changeAnswer(question: Locator, round: number): Promise<string | null> {
  const kind = await question.getAttribute('data-kind');
  switch (kind) {
    case 'true-false':
    case 'scale':
    case 'multiple-choice': {
      const options = question.locator('.ant-radio-wrapper, .ant-checkbox-wrapper');
      await options.nth(round % (await options.count())).click();
      return kind;
    }
    case 'free-text':
      await question.locator('textarea').fill(`Written in round ${round}, whichever server is up.`);
      return kind;
    default:
      return null;
  }
}

interface BrowserStudent {
  page: Page;
  instanceId: number;
  errors: string[];
  /** Answers one question after another until `stop()`; every change must end "Saved". Resolves with the rounds done. */
  keepAnswering(stop: () => boolean): Promise<number>;
  /** The free-text answers as the page last wrote them, by ordinal. */
  texts: Map<number, string>;
}

async function browserStudent(browser: BrowserSession, base: string, username: string, password: string, examTitle: string): Promise<BrowserStudent> {
  const context = await browser.browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/auth/login');
  await loginLocal(page, username, password);
  await page.getByRole('heading', { name: 'Open now' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: `Start ${examTitle}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await page.waitForURL(/\/take\/\d+/);
  const instanceId = Number(new URL(page.url()).pathname.split('/').pop());
  const question = page.locator('.eh-question');
  await question.waitFor({ timeout: 30_000 });
  const total = await page.locator('.eh-exam-nav-item').count();
  const status = page.locator('.eh-exam-qhead [role="status"]');
  const texts = new Map<number, string>();
  let ordinal = 0;
  let round = 0;
  return {
    page, instanceId, errors, texts,
    async keepAnswering(stop) {
      while (!stop()) {
        ordinal = (ordinal % total) + 1;
        await page.getByRole('button', { name: new RegExp(`^Question ${ordinal}, `) }).click();
        await page.getByRole('heading', { name: new RegExp(`^Question ${ordinal} of `) }).waitFor();
        round++;
        const kind = await changeAnswer(question, round);
        if (kind === null) continue;
        if (kind === 'free-text') texts.set(ordinal, await question.locator('textarea').inputValue());
        // The page says "Saved" only once the server acknowledged this change; a save that failed on the killed
        // process is retried by the page's queue and must reach another one.
        await status.getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 });
      }
      return round;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  check(Boolean(process.env.DATABASE_URL), 'DATABASE_URL must name a PostgreSQL server: the processes share one database');
  const dir = mkdtempSync(join(tmpdir(), 'examhall-cluster-'));
  const servers: BenchServer[] = [];
  const workers: ChildProcess[] = [];
  const streams: LiveStream[] = [];
  let nginx: ChildProcess | null = null;
  let bench: BenchDatabase | null = null;
  let api: ApiClient | null = null;
  let browser: BrowserSession | null = null;
  try {
    const built = join(root, 'dist');
    check(existsSync(join(built, 'index.html')), 'dist/index.html is missing: `npm run build` first (nginx serves the built SPA to the Chromium student)');
    bench = await benchDatabase();
    const databaseUrl = bench.serverEnv.DATABASE_URL;
    const prepared = await prepareData(bench, STUDENTS);
    // One student signs in with a password: set it as an administrator would.
    const signInPassword = 'cluster-Passw0rd!';
    {
      const database = await bench.open();
      await database.db.updateTable('users' as never).set({ password_hash: await hashPassword(signInPassword, 10) } as never).where('id' as never, '=', prepared.students[0].userId as never).execute();
      await database.close();
    }
    const nginxPort = await freePort();
    const base = `http://127.0.0.1:${nginxPort}`;
    for (let i = 0; i < 3; i++) servers.push(await BenchServer.create(bench, { TRUST_PROXY: 'true', PUBLIC_URL: base, PASSWORD_HASH_LOG_N: '10' }));
    await Promise.all(servers.map((server) => server.start()));
    say(`3 API processes on ports ${servers.map((s) => s.port).join(', ')}`);
    nginx = await startNginx(nginxPort, servers.map((s) => s.port), built, dir);
    say(`nginx on ${base} (configuration and logs in ${dir})`);
    workers.push(startWorker(databaseUrl), startWorker(databaseUrl));
    api = new ApiClient(base);

    // Sign-in through nginx; the session then works on every process (round robin: 3 calls, 3 processes).
    const login = await api.call(null, 'POST', '/api/auth/login', { username: 'bench-student-1', password: signInPassword });
    check(login.status === 200, `sign-in through nginx answered ${login.status}: ${JSON.stringify(login.body).slice(0, 300)}`);
    const wrong = await api.call(null, 'POST', '/api/auth/login', { username: 'bench-student-1', password: 'not the password' });
    check(wrong.status === 401, `a wrong password through nginx answered ${wrong.status}, not 401`);
    const signedIn = { userId: prepared.students[0].userId, token: login.body.data.token as string, csrfToken: login.body.data.csrfToken as string };
    for (const server of servers) {
      const direct = new ApiClient(server.url);
      const me = await direct.call(signedIn, 'GET', '/api/auth/me');
      direct.close();
      check(me.status === 200, `a session made through nginx is refused by the API process on port ${server.port} (${me.status})`);
    }
    say('sign-in through nginx: right password 200, wrong 401, the session valid on all 3 processes');

    // The exam, made and started through nginx.
    const nodeIds = await createQuestionPools(api, prepared);
    const examId = await createExam(api, prepared, nodeIds, 'CLUSTER', true, 3);
    // The first student (the one with a password) takes it in Chromium; the others by API.
    const takers: Taker[] = await startTakers(api, prepared.students.slice(1), examId);
    say(`${takers.length} students started the exam through nginx by API`);
    browser = await launchBrowser();
    const student = await browserStudent(browser, base, 'bench-student-1', signInPassword, 'Bench exam CLUSTER');
    say(`a student signed in and started in Chromium through nginx (instance ${student.instanceId})`);

    // Each student's live channel, reopened with ?after=<last id> whenever it drops (as the exam page does).
    const seen = takers.map(() => new Set<number>());
    const messagesSeen = takers.map(() => new Set<number>());
    const reconnects = takers.map(() => 0);
    let finished = false;
    const open = (index: number, after: number) => {
      const taker = takers[index];
      let last = after;
      const path = `/api/my/instances/${taker.instanceId}/live${after > 0 ? `?after=${after}` : ''}`;
      const stream = openLiveStream(base, taker.session, path, (event, data) => {
        check(event !== 'reset', `the live channel of instance ${taker.instanceId} was told to start over (reset) after ${last}`);
        const parsed = JSON.parse(data) as { id?: number; refId?: number | null };
        if (typeof parsed.id === 'number') {
          seen[index].add(parsed.id);
          last = Math.max(last, parsed.id);
        }
        if (event === 'message' && typeof parsed.refId === 'number') messagesSeen[index].add(parsed.refId);
      }, () => {
        if (finished) return;
        reconnects[index]++;
        void sleep(200).then(() => open(index, last));
      });
      // Where the stream stands when it opens: a reconnection before any event resumes from there.
      void stream.ready.then((id) => {
        last = Math.max(last, id);
      }, () => undefined);
      streams.push(stream);
      return stream;
    };
    for (let i = 0; i < takers.length; i++) open(i, 0);
    // Events before a channel first opened are not its to receive; after that, none may be missing.
    const opened = await Promise.all(streams.map((stream) => stream.ready));
    const firstSeen = (i: number) => opened[i];

    // Saving: each student saves every 150–300 ms; a failed save is sent again with the same seq until acked.
    const acked = new Map<string, { seq: number; answer: unknown }>();
    let saves = 0;
    let retries = 0;
    let stopSaving = false;
    const saving = Promise.all(takers.map(async (taker) => {
      while (!stopSaving) {
        const { ordinal, seq, answer } = nextSave(taker);
        for (let attempt = 0; ; attempt++) {
          check(attempt < 50, `a save of instance ${taker.instanceId} failed 50 times in a row: the students' pages cannot save`);
          let status = 0;
          let ack: { status: string; seq: number } | undefined;
          try {
            const res = await api!.call(taker.session, 'POST', `/api/my/instances/${taker.instanceId}/answers`, {
              answers: [{ ordinal, seq, answer, clientSavedAt: new Date().toISOString() }],
            }, 5_000);
            status = res.status;
            ack = res.status === 200 ? res.body.data.acks[0] : undefined;
          } catch {
            // the connection broke: retried below
          }
          if (ack?.status === 'saved' && ack.seq === seq) {
            acked.set(`${taker.instanceId}:${ordinal}`, { seq, answer });
            saves++;
            break;
          }
          check(status === 0 || status >= 500 || status === 200, `a save answered ${status}: only a broken connection or a 5xx may be retried`);
          retries++;
          await sleep(200);
        }
        await sleep(150 + Math.random() * 150);
      }
    }));

    const browserSaving = student.keepAnswering(() => stopSaving);

    await sleep(3_000);
    const victim = servers[1];
    await victim.kill();
    say(`API process on port ${victim.port} killed with SIGKILL mid-exam (${saves} saves acknowledged so far)`);
    // Staff send a message at once: it must reach every student, whichever process each channel is on.
    let messageId = 0;
    for (let attempt = 0; attempt < 10 && !messageId; attempt++) {
      const res = await api.call(prepared.teacher, 'POST', `/api/exams/${examId}/messages`, {
        audience: 'all', classGroup: null, studentId: null, text: 'Sent while one server was down: read "relation" for "relaton".',
      });
      if (res.status === 201) messageId = res.body.data.id as number;
      else await sleep(200);
    }
    check(messageId > 0, 'staff could not send a message through nginx while one API process was down');
    await student.page.getByText(/Sent while one server was down/).first().waitFor({ timeout: 20_000 }).catch(() => {
      throw new Failure('the message sent during the kill did not appear on the Chromium student\'s exam page within 20 s');
    });
    await sleep(4_000);
    stopSaving = true;
    await saving;
    const rounds = await browserSaving.catch((error: unknown) => {
      throw new Failure(`the Chromium student's page did not get a change saved within 30 s: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    });
    await student.page.getByText('All answers saved').waitFor({ timeout: 30_000 });
    await screenshot(student.page, 'cluster-student');
    check(student.errors.length === 0, `the Chromium student's page had errors: ${student.errors.join('; ')}`);
    say(`saving stopped: ${saves} saves acknowledged by API, ${retries} retried; the Chromium student made ${rounds} changes, each saved`);

    // Every acknowledged save is in the database.
    {
      const database = await bench.open();
      const rows = await queryRows<{ instanceId: number; ordinal: number; seq: number; answer: unknown }>(database.db, sql.select_exam_answers, { examId });
      await database.close();
      const stored = new Map(rows.map((row) => [`${row.instanceId}:${row.ordinal}`, row]));
      let lost = 0;
      for (const [key, save] of acked) {
        const row = stored.get(key);
        if (!row || row.seq < save.seq) lost++;
      }
      check(lost === 0, `${lost} acknowledged answers are not in the database`);
      for (const [ordinal, text] of student.texts) {
        const held = (stored.get(`${student.instanceId}:${ordinal}`)?.answer as { text?: string } | undefined)?.text;
        check(held === text, `the Chromium student's answer to question ${ordinal} is ${JSON.stringify(held)} in the database, not the ${JSON.stringify(text)} the page said was saved`);
      }
      say(`0 of ${acked.size} acknowledged answers lost; the Chromium student's ${student.texts.size} free-text answers held as last written`);
    }

    // Every student's channel: the message arrived, and nothing a catch-up from the start lists is missing.
    await sleep(2_000);
    for (let i = 0; i < takers.length; i++) {
      const catchUp = new Set<number>();
      let reset = false;
      const replay = openLiveStream(base, takers[i].session, `/api/my/instances/${takers[i].instanceId}/live?after=1`, (event, data) => {
        if (event === 'reset') reset = true;
        const id = (JSON.parse(data) as { id?: number }).id;
        if (typeof id === 'number') catchUp.add(id);
      }, () => undefined);
      await replay.ready;
      await sleep(200);
      replay.close();
      check(!reset, `a catch-up of instance ${takers[i].instanceId} from the start asked for a reset: too many events for this check`);
      const missed = [...catchUp].filter((id) => id > firstSeen(i) && !seen[i].has(id));
      check(missed.length === 0, `the live channel of instance ${takers[i].instanceId} missed events ${missed.join(', ')} (reconnected ${reconnects[i]} times)`);
    }
    const without = messagesSeen.filter((ids) => !ids.has(messageId)).length;
    check(without === 0, `the message sent during the kill did not arrive on the live channel of ${without} of ${takers.length} students`);
    say(`live channels: ${reconnects.reduce((a, b) => a + b, 0)} reconnections with ?after=, no event missed, the message reached all ${takers.length} students`);

    // Grading: code answers queued through nginx; the worker holding some of them is killed while it grades.
    const question = await api.expect(201, prepared.teacher, 'POST', `/api/courses/${prepared.courseId}/questions`, questionInput({ title: 'Cluster code', content: contentOfKind('code'), nodeIds: [nodeIds[0]] }));
    const jobIds: number[] = [];
    for (let i = 0; i < 12; i++) {
      const trial = await api.expect(200, prepared.teacher, 'POST', `/api/questions/${question.data.id}/trials`, {
        seed: 1, gradingModelId: null, answer: { kind: 'code', source: `function double(x) { return x * 2; } // ${i}` },
      });
      jobIds.push(trial.data.jobId as number);
    }
    const database = await bench.open();
    let killedWorker: ChildProcess | undefined;
    let heldJobs: number[] = [];
    for (let i = 0; i < 600 && !killedWorker; i++) {
      const running = (await database.db.selectFrom('grading_jobs' as never).select(['id', 'worker'] as never).where('status' as never, '=', 'running' as never).execute()) as Array<{ id: number; worker: string }>;
      for (const job of running) {
        const group = groupOf(Number(job.worker.split(':')[1]));
        const owner = workers.find((w) => w.pid === group);
        if (owner) {
          killedWorker = owner;
          heldJobs = running.filter((other) => other.worker === job.worker).map((other) => other.id);
          break;
        }
      }
      if (!killedWorker) await sleep(50);
    }
    check(killedWorker !== undefined, 'no worker took a grading job within 30 s');
    killGroup(killedWorker!, 'SIGKILL');
    say(`worker ${killedWorker!.pid} killed with SIGKILL while it held jobs ${heldJobs.join(', ')}`);
    const deadline = Date.now() + 60_000;
    let states: Array<{ id: number; status: string; attempts: number }> = [];
    while (Date.now() < deadline) {
      states = (await database.db.selectFrom('grading_jobs' as never).select(['id', 'status', 'attempts'] as never).where('id' as never, 'in', jobIds as never).execute()) as typeof states;
      if (states.every((job) => job.status === 'done' || job.status === 'failed')) break;
      await sleep(250);
    }
    await database.close();
    const notDone = states.filter((job) => job.status !== 'done');
    check(notDone.length === 0, `grading jobs not graded 60 s after a worker was killed: ${JSON.stringify(notDone)}`);
    say(`all ${jobIds.length} grading jobs graded; the killed worker's ${heldJobs.length} taken over (attempts ${states.filter((job) => heldJobs.includes(job.id)).map((job) => job.attempts).join(', ')})`);

    finished = true;
    console.info(`RESULT cluster api=3 workers=2 students=${takers.length} saves=${saves} retried=${retries} lost=0 reconnects=${reconnects.reduce((a, b) => a + b, 0)} missed_events=0 jobs=${jobIds.length} seconds=${((Date.now() - started) / 1000).toFixed(0)}`);
  } finally {
    for (const stream of streams) stream.close();
    await browser?.close().catch(() => undefined);
    api?.close();
    for (const worker of workers) killGroup(worker, 'SIGKILL');
    if (nginx) nginx.kill('SIGQUIT');
    for (const server of servers) await server.dispose().catch(() => undefined);
    await sleep(300);
    await bench?.dispose().catch((error: unknown) => console.error(`could not drop the test database: ${String(error)}`));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(`\nFAIL several servers behind nginx: ${error instanceof Failure ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
