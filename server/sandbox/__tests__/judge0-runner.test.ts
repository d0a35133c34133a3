import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { createJudge0Runner, JUDGE0_CE_LANGUAGE_IDS, JUDGE0_JAVASCRIPT_PRELUDE, judge0Source } from '../judge0-runner.js';

interface Submission {
  language_id: number;
  source_code: string;
  stdin: string;
  cpu_time_limit: number;
  memory_limit: number;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const unb64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/**
 * A fake Judge0: it "runs" a program by what its source says, the way Judge0 would answer for it, and records
 * what it was sent.
 */
function verdict(submission: Submission) {
  const source = unb64(submission.source_code);
  const stdin = unb64(submission.stdin);
  const base = { stdout: null, stderr: null, compile_output: null, message: null, exit_code: 0, time: '0.012', memory: 3_000 };
  if (source.includes('COMPILE_ERROR')) return { ...base, compile_output: b64('main.c:1: error: expected ;'), status: { id: 6, description: 'Compilation Error' } };
  if (source.includes('LOOP')) return { ...base, time: '1.0', status: { id: 5, description: 'Time Limit Exceeded' } };
  if (source.includes('SEGV')) return { ...base, exit_code: null, stderr: b64('boom'), status: { id: 11, description: 'Runtime Error (SIGSEGV)' } };
  if (source.includes('HOG')) return { ...base, memory: submission.memory_limit, status: { id: 12, description: 'Runtime Error (Other)' } };
  if (source.includes('FLOOD')) return { ...base, stdout: b64('x'.repeat(200_000)), status: { id: 3, description: 'Accepted' } };
  return { ...base, stdout: b64(`echo:${stdin}`), status: { id: 3, description: 'Accepted' } };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

describe('the Judge0 runner', () => {
  let server: Server;
  let url: string;
  const received: { url: string; token: string | undefined; body: Submission }[] = [];

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.headers['x-auth-token'] !== 'secret') {
        response.statusCode = 401;
        response.end('{}');
        return;
      }
      if (request.method === 'GET' && request.url === '/languages') {
        response.end(JSON.stringify([50, 54, 71, 63].map((id) => ({ id, name: `language ${id}` }))));
        return;
      }
      const body = JSON.parse(await readBody(request)) as Submission;
      received.push({ url: request.url ?? '', token: request.headers['x-auth-token'] as string | undefined, body });
      response.statusCode = 201;
      response.end(JSON.stringify(verdict(body)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const runner = () => createJudge0Runner(url, { authToken: 'secret' });
  const request = (source: string, inputs = ['a']) => ({ language: 'python' as const, source, inputs, timeLimitMs: 1_500, memoryLimitMb: 128 });

  it('sends one base64 submission per input with the limits and token, and reads the output', async () => {
    received.length = 0;
    const batch = await runner().run(request('print(input())', ['one\n', 'two\n']));
    expect(batch.compileError).toBeNull();
    expect(batch.runs.map((run) => [run.stdout, run.error, run.timedOut])).toEqual([
      ['echo:one\n', null, false],
      ['echo:two\n', null, false],
    ]);
    expect(batch.runs[0].timeMs).toBe(12);
    expect(received).toHaveLength(2);
    expect(received[0].url).toBe('/submissions?base64_encoded=true&wait=true');
    expect(received[0].body).toMatchObject({
      language_id: JUDGE0_CE_LANGUAGE_IDS.python,
      source_code: b64('print(input())'),
      stdin: b64('one\n'),
      cpu_time_limit: 1.5,
      memory_limit: 128 * 1024,
    });
  });

  it('maps Judge0 statuses: compilation error, time limit, run-time error, memory', async () => {
    expect(await runner().run(request('COMPILE_ERROR', ['a', 'b']))).toEqual({ compileError: 'main.c:1: error: expected ;', runs: [] });
    expect((await runner().run(request('LOOP'))).runs[0]).toMatchObject({ timedOut: true, error: 'Time limit exceeded' });
    expect((await runner().run(request('SEGV'))).runs[0]).toMatchObject({ timedOut: false, error: 'Runtime Error (SIGSEGV)', stderr: 'boom' });
    expect((await runner().run(request('HOG'))).runs[0]).toMatchObject({ memoryExceeded: true, error: 'Memory limit exceeded' });
  });

  it('caps the output it keeps', async () => {
    const [run] = (await runner().run(request('FLOOD'))).runs;
    expect(run).toMatchObject({ outputTruncated: true, error: 'Output limit exceeded' });
    expect(run.stdout.length).toBeLessThan(200_000);
  });

  it('reports the languages the service offers, and none when it is unreachable or refuses', async () => {
    const offered = await runner().languages();
    expect(offered.map((info) => [info.language, info.runner, info.available])).toEqual([
      ['javascript', 'judge0', true],
      ['python', 'judge0', true],
      ['c', 'judge0', true],
      ['cpp', 'judge0', true],
      ['java', 'judge0', false],
    ]);
    const refused = await createJudge0Runner(url).languages();
    expect(refused.every((info) => !info.available && /401/.test(info.reason ?? ''))).toBe(true);
    const unreachable = await createJudge0Runner('http://127.0.0.1:9/').languages();
    expect(unreachable.every((info) => !info.available && /not reachable/.test(info.reason ?? ''))).toBe(true);
  });

  it('fails the run when the service answers with an error, rather than grading it', async () => {
    await expect(createJudge0Runner(url).run(request('print(1)'))).rejects.toThrow(/401/);
  });

  it('gives JavaScript the local sandbox’s input helpers on the program’s first line; other languages go as they are', async () => {
    received.length = 0;
    await runner().run({ ...request('console.log(readAll())'), language: 'javascript' });
    expect(unb64(received[0].body.source_code)).toBe(`${JUDGE0_JAVASCRIPT_PRELUDE}console.log(readAll())`);
    expect(JUDGE0_JAVASCRIPT_PRELUDE).not.toContain('\n');
    await runner().run(request('print(1)'));
    expect(unb64(received[1].body.source_code)).toBe('print(1)');
  });
});

describe('the Judge0 JavaScript prelude in plain Node (what Judge0 runs)', () => {
  const node = (source: string, input: string) =>
    spawnSync(process.execPath, ['-e', judge0Source({ language: 'javascript', source })], { input, encoding: 'utf8' });

  it.each([
    ['input() and readline() by line, then readAll()', 'print(input(), readline()); console.log(JSON.stringify(readAll())); print(input());', 'a\nb\nc\nd\n', 'a b\n"c\\nd"\nnull\n'],
    ['fs.readFileSync(0) untouched by the helpers', "console.log(require('fs').readFileSync(0, 'utf8').split('\\n').length)", '1\n2\n', '3\n'],
    ['a readline interface shadowing the helper', "const readline = require('readline'); const rl = readline.createInterface({ input: process.stdin }); let n = 0; rl.on('line', (l) => { n += Number(l); }); rl.on('close', () => console.log(n));", '4\n5\n', '9\n'],
  ])('%s', (_name, source, input, expected) => {
    const result = node(source, input);
    expect([result.stdout, result.stderr]).toEqual([expected, '']);
  });

  it('keeps the program’s line numbers in errors', () => {
    const result = node('const a = 1;\nnull.x;', '');
    expect(result.stderr).toMatch(/\[eval\]:2/);
  });
});
