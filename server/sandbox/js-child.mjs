// The JavaScript sandbox, run as its own Node process (plain .mjs so that it starts the same under tsx, Jest and
// compiled builds). It reads one batch as JSON on stdin and runs the program once per input, each time in a fresh
// isolated-vm isolate: a separate V8 heap with a memory limit and a timeout, whose only links to the outside are
// the input and output functions below. Nothing of Node (require, process, fs, the network) exists in there.
// It writes one JSON line per event: {type:'start', index} before a run, {type:'run', index, outcome} after it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ivm = require('isolated-vm');

const MEMORY_ERROR = /memory limit/i;
const TIMEOUT_ERROR = /timed out/i;

// The program's view: input()/readline() return the next line of standard input (without its newline), or null
// at its end; readAll() returns what is left; print() and console.log() write a line to standard output, and
// console.error() to standard error.
const PRELUDE = `
'use strict';
{
  const hostRead = globalThis.__read;
  const hostWrite = globalThis.__write;
  delete globalThis.__read;
  delete globalThis.__write;
  const show = (value) => {
    if (typeof value === 'string') return value;
    if (value === undefined) return 'undefined';
    if (typeof value === 'function') return '[Function]';
    if (typeof value === 'bigint') return String(value) + 'n';
    try {
      const json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch {
      return String(value);
    }
  };
  const line = (args) => args.map(show).join(' ') + '\\n';
  const input = () => hostRead(0);
  const out = (...args) => hostWrite(1, line(args));
  const err = (...args) => hostWrite(2, line(args));
  Object.defineProperties(globalThis, {
    input: { value: input },
    readline: { value: input },
    readAll: { value: () => hostRead(1) },
    print: { value: out },
    console: { value: Object.freeze({ log: out, info: out, debug: out, warn: err, error: err }) },
  });
}
`;

function readRequest() {
  return new Promise((resolve, reject) => {
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    process.stdin.on('error', reject);
  });
}

function emit(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

function runOnce(request, input) {
  const isolate = new ivm.Isolate({ memoryLimit: request.memoryLimitMb });
  const output = { 1: [], 2: [] };
  const size = { 1: 0, 2: 0 };
  const caps = { 1: request.maxStdoutBytes, 2: request.maxStderrBytes };
  let outputTruncated = false;
  const lines = input.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let next = 0;

  const read = (all) => {
    if (all) {
      const rest = lines.slice(next).join('\n');
      next = lines.length;
      return rest;
    }
    return next < lines.length ? lines[next++] : null;
  };
  const write = (stream, text) => {
    const bytes = Buffer.byteLength(text);
    if (size[stream] + bytes > caps[stream]) {
      output[stream].push(Buffer.from(text).subarray(0, caps[stream] - size[stream]).toString('utf8'));
      size[stream] = caps[stream];
      outputTruncated = true;
      // Stops the program at once: a catch in the program cannot swallow a termination.
      isolate.dispose();
      return;
    }
    output[stream].push(text);
    size[stream] += bytes;
  };

  const started = performance.now();
  let error = null;
  let timedOut = false;
  let memoryExceeded = false;
  try {
    const context = isolate.createContextSync();
    const jail = context.global;
    jail.setSync('globalThis', jail.derefInto());
    jail.setSync('__read', new ivm.Callback(read));
    jail.setSync('__write', new ivm.Callback(write));
    context.evalSync(PRELUDE);
    const script = isolate.compileScriptSync(request.source, { filename: 'main.js' });
    script.runSync(context, { timeout: request.timeLimitMs });
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    if (outputTruncated) error = 'Output limit exceeded';
    else if (TIMEOUT_ERROR.test(message)) {
      timedOut = true;
      error = 'Time limit exceeded';
    } else if (MEMORY_ERROR.test(message) || isolate.isDisposed) {
      memoryExceeded = true;
      error = 'Memory limit exceeded';
    } else {
      // The program's own exception: its message and the first frame, which points into main.js.
      const stack = caught instanceof Error && typeof caught.stack === 'string' ? caught.stack.split('\n') : [];
      const frame = stack.find((entry) => entry.includes('main.js'));
      const name = caught instanceof Error ? caught.name : 'Error';
      error = frame === undefined ? `${name}: ${message}` : `${name}: ${message} (${frame.trim().replace(/^at /, '')})`;
      write(2, `${error}\n`);
    }
  }
  if (!isolate.isDisposed) isolate.dispose();
  return {
    stdout: output[1].join(''),
    stderr: output[2].join(''),
    exitCode: error === null ? 0 : 1,
    timedOut,
    memoryExceeded,
    outputTruncated,
    timeMs: performance.now() - started,
    error,
  };
}

const request = await readRequest();
request.inputs.forEach((input, index) => {
  emit({ type: 'start', index });
  emit({ type: 'run', index, outcome: runOnce(request, input) });
});
