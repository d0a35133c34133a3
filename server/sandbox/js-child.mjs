// The JavaScript sandbox, run as its own long-lived Node process (plain .mjs so that it starts the same under tsx,
// Jest and compiled builds). It reads batches as JSON lines on stdin ({id, source, inputs, timeLimitMs,
// memoryLimitMb, …}), one at a time, and runs the program once per input, each time in a fresh isolated-vm isolate
// and context: a separate V8 heap with a memory limit and a timeout, whose only links to the outside are the
// input, output and exit functions below, disposed of after the run. Nothing of Node's own reaches in there: the
// `require` and `process` the program sees are stand-ins written in the prelude. Nothing of a run outlives it
// either: its globals, its changes to built-in prototypes and its pending promises go with its isolate, and there
// are no timers to keep.
// It writes one JSON line per event: {type:'ready'} once isolated-vm is loaded, {type:'start', id, index} before a
// run, {type:'run', id, index, outcome} after it, {type:'done', id} after the batch. It exits when its input ends.
// The memory limit of every batch must be the one the process was started for (its data-segment limit).
import { createRequire } from 'node:module';
import { stdinLines } from './stdin-lines.mjs';

const require = createRequire(import.meta.url);
const ivm = require('isolated-vm');

const MEMORY_ERROR = /memory limit/i;
const TIMEOUT_ERROR = /timed out/i;
// What V8 throws when isolated-vm's allocator refuses an ArrayBuffer (typed arrays, SharedArrayBuffer included)
// that would take the isolate past its memory limit.
const ALLOCATION_ERROR = /^Array buffer allocation failed$/;

// The program's view: input()/readline() return the next line of standard input (without its newline), or null
// at its end; readAll() returns what is left; print() and console.log() write a line to standard output, and
// console.error() to standard error. Programs written the Node way work too: a `require` that serves only `fs`
// (standard input and output, no files), `readline` and `process`, and a global `process` with stdin events,
// stdout.write, argv and exit. All of it is plain JavaScript inside the isolate over the same two host
// functions, so the isolate gains no reach: no files, no network, no timers, the same memory and time limits.
// Every global is writable and configurable, so that `const readline = require('readline')` or `let input`
// shadows it instead of being a SyntaxError.
// Memory: the process runs with --no-expose-wasm and --no-harmony-rab-gsab, because WebAssembly memories and
// resizable or growable buffers are reserved and committed outside isolated-vm's allocator, so its limit would not
// count them. The prelude deletes WebAssembly as well, should a Node ever ignore the flag. Text written out is cut
// here, inside the isolate, to just past the output cap: a huge string is never copied into the host's heap.
const PRELUDE = `
'use strict';
{
  const hostRead = globalThis.__read;
  const rawWrite = globalThis.__write;
  const hostExit = globalThis.__exit;
  const writeLimit = globalThis.__writeLimit;
  delete globalThis.__read;
  delete globalThis.__write;
  delete globalThis.__exit;
  delete globalThis.__writeLimit;
  delete globalThis.WebAssembly;
  const hostWrite = (fd, text) => rawWrite(fd, text.length > writeLimit ? text.slice(0, writeLimit) : text);
  const show = (value) => {
    if (typeof value === 'string') return value;
    if (value === undefined) return 'undefined';
    if (typeof value === 'function') return '[Function]';
    if (typeof value === 'bigint') return String(value) + 'n';
    // As Node prints them: JSON would make NaN and Infinity "null" and -0 "0".
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
    if (typeof value === 'symbol') return value.toString();
    try {
      const json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch {
      return String(value);
    }
  };
  const line = (args) => args.map(show).join(' ') + '\\n';
  const input = () => hostRead(0);
  // The raw text left, newlines included, as Node's readFileSync(0) and stdin's data events give it.
  const rest = () => hostRead(2);
  const out = (...args) => hostWrite(1, line(args));
  const err = (...args) => hostWrite(2, line(args));
  const later = (work) => { Promise.resolve().then(work); };

  class Emitter {
    constructor() { this._listeners = new Map(); }
    on(name, listener) {
      if (!this._listeners.has(name)) this._listeners.set(name, []);
      this._listeners.get(name).push(listener);
      this._listening(name);
      return this;
    }
    addListener(name, listener) { return this.on(name, listener); }
    once(name, listener) {
      const once = (...args) => { this.off(name, once); listener.apply(this, args); };
      return this.on(name, once);
    }
    off(name, listener) {
      const list = this._listeners.get(name) ?? [];
      const at = list.indexOf(listener);
      if (at >= 0) list.splice(at, 1);
      return this;
    }
    removeListener(name, listener) { return this.off(name, listener); }
    removeAllListeners(name) {
      if (name === undefined) this._listeners.clear();
      else this._listeners.delete(name);
      return this;
    }
    listenerCount(name) { return (this._listeners.get(name) ?? []).length; }
    emit(name, ...args) {
      const list = [...(this._listeners.get(name) ?? [])];
      for (const listener of list) listener.apply(this, args);
      return list.length > 0;
    }
    _listening() {}
  }

  const writer = (fd) => ({
    fd,
    isTTY: false,
    write(chunk, encoding, callback) {
      hostWrite(fd, typeof chunk === 'string' ? chunk : String(chunk));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') later(() => done());
      return true;
    },
    end(chunk) { if (chunk !== undefined && chunk !== null) hostWrite(fd, String(chunk)); },
    on() { return this; },
    once() { return this; },
  });
  const stdout = writer(1);
  const stderr = writer(2);

  // Standard input as a stream that starts flowing once it is listened to (or resumed): after the program's own
  // code, everything left arrives as one 'data' chunk (or one 'readable' with read()), then 'end' and 'close'.
  class Stdin extends Emitter {
    constructor() {
      super();
      this.fd = 0;
      this.isTTY = false;
      this._scheduled = false;
      this._ended = false;
    }
    _listening(name) {
      if (name === 'data' || name === 'readable' || name === 'end' || name === 'close') this.resume();
    }
    resume() {
      if (!this._scheduled) {
        this._scheduled = true;
        later(() => this._flow());
      }
      return this;
    }
    pause() { return this; }
    setEncoding() { return this; }
    read() {
      const text = rest();
      return text === '' ? null : text;
    }
    _flow() {
      if (this._ended) return;
      if (this.listenerCount('readable') > 0) this.emit('readable');
      else {
        const text = rest();
        if (text !== '') this.emit('data', text);
      }
      this._ended = true;
      this.emit('end');
      this.emit('close');
    }
  }
  const stdin = new Stdin();

  const process = {
    stdin,
    stdout,
    stderr,
    argv: ['node', 'main.js'],
    env: {},
    platform: 'linux',
    exitCode: undefined,
    exit(code) {
      const status = code === undefined ? (process.exitCode ?? 0) : code;
      hostExit(Number.isInteger(Number(status)) ? Number(status) : 1);
    },
    nextTick(callback, ...args) { later(() => callback(...args)); },
    on() { return process; },
    once() { return process; },
  };

  const STDIN_PATHS = [0, '/dev/stdin'];
  const fs = {
    readFileSync(path) {
      if (!STDIN_PATHS.includes(path)) {
        throw new Error('There are no files in the sandbox: only standard input (fs.readFileSync(0) or "/dev/stdin") can be read');
      }
      return rest();
    },
    writeSync(fd, data) {
      if (fd !== 1 && fd !== 2) throw new Error('There are no files in the sandbox: only standard output (1) and error (2) can be written');
      const text = typeof data === 'string' ? data : String(data);
      hostWrite(fd, text);
      return text.length;
    },
  };

  // Lines come from standard input as the program asks for them: 'line' events after its own code, or one line
  // per step of for await (const line of rl); 'close' follows the last.
  class Interface extends Emitter {
    constructor(output) {
      super();
      this._output = output;
      this._closed = false;
      this._scheduled = false;
      this._iterating = false;
    }
    _listening(name) {
      if ((name === 'line' || name === 'close') && !this._scheduled) {
        this._scheduled = true;
        later(() => this._flow());
      }
    }
    _flow() {
      if (this._iterating) return;
      while (!this._closed) {
        const text = input();
        if (text === null) break;
        this.emit('line', text);
      }
      this.close();
    }
    close() {
      if (this._closed) return;
      this._closed = true;
      this.emit('close');
    }
    question(query, options, callback) {
      const answer = typeof options === 'function' ? options : callback;
      if (this._output === stdout || this._output === stderr) this._output.write(String(query));
      later(() => { const text = input(); if (typeof answer === 'function') answer(text ?? ''); });
    }
    pause() { return this; }
    resume() { return this; }
    setPrompt() {}
    prompt() {}
    write() {}
    [Symbol.asyncIterator]() {
      this._iterating = true;
      const finished = () => { this.close(); return Promise.resolve({ value: undefined, done: true }); };
      return {
        next: () => {
          if (this._closed) return Promise.resolve({ value: undefined, done: true });
          const text = input();
          return text === null ? finished() : Promise.resolve({ value: text, done: false });
        },
        return: finished,
        [Symbol.asyncIterator]() { return this; },
      };
    }
  }
  const readline = {
    createInterface(options) {
      const output = options !== null && typeof options === 'object' && 'input' in options ? options.output : undefined;
      return new Interface(output);
    },
  };

  const modules = { fs, readline, process };
  const require = (name) => {
    const id = String(name).replace(/^node:/, '');
    if (Object.prototype.hasOwnProperty.call(modules, id)) return modules[id];
    throw new Error("Module '" + id + "' is not available in the sandbox (only fs for standard input and output, readline and process are)");
  };

  const globals = {
    input,
    readline: input,
    readAll: () => hostRead(1),
    print: out,
    console: Object.freeze({ log: out, info: out, debug: out, warn: err, error: err }),
    require,
    process,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  }
}
`;

const lines = stdinLines();

function emit(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

function runOnce(request, input) {
  const isolate = new ivm.Isolate({ memoryLimit: request.memoryLimitMb });
  const output = { 1: [], 2: [] };
  const size = { 1: 0, 2: 0 };
  const caps = { 1: request.maxStdoutBytes, 2: request.maxStderrBytes };
  let outputTruncated = false;
  // An offset into the raw input: lines, the rest as lines (readAll) and the raw rest (the Node idioms) all
  // consume from the same place, so a program may mix them.
  let offset = 0;

  const read = (mode) => {
    if (mode === 2) {
      const raw = input.slice(offset);
      offset = input.length;
      return raw;
    }
    if (mode === 1) {
      const text = input.slice(offset);
      offset = input.length;
      return text.endsWith('\n') ? text.slice(0, -1) : text;
    }
    if (offset >= input.length) return null;
    const end = input.indexOf('\n', offset);
    const text = end === -1 ? input.slice(offset) : input.slice(offset, end);
    offset = end === -1 ? input.length : end + 1;
    return text;
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

  let exitStatus = null;
  // process.exit(): the run ends here with that status, like output past the cap, by a termination the program
  // cannot catch.
  const exit = (status) => {
    exitStatus = status;
    isolate.dispose();
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
    jail.setSync('__exit', new ivm.Callback(exit));
    // A UTF-8 byte per UTF-16 unit at least: text this long already passes either cap.
    jail.setSync('__writeLimit', Math.max(request.maxStdoutBytes, request.maxStderrBytes) + 1);
    context.evalSync(PRELUDE);
    const script = isolate.compileScriptSync(request.source, { filename: 'main.js' });
    script.runSync(context, { timeout: request.timeLimitMs });
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    if (outputTruncated) error = 'Output limit exceeded';
    else if (exitStatus !== null) error = exitStatus === 0 ? null : `Exited with code ${exitStatus}`;
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
      const thrown = frame === undefined ? `${name}: ${message}` : `${name}: ${message} (${frame.trim().replace(/^at /, '')})`;
      write(2, `${thrown}\n`);
      // A refused buffer the program did not catch: the memory limit, with the line that asked for it.
      if (ALLOCATION_ERROR.test(message)) {
        memoryExceeded = true;
        error = 'Memory limit exceeded';
      } else error = thrown;
    }
  }
  if (!isolate.isDisposed) isolate.dispose();
  return {
    stdout: output[1].join(''),
    stderr: output[2].join(''),
    exitCode: exitStatus ?? (error === null ? 0 : 1),
    timedOut,
    memoryExceeded,
    outputTruncated,
    timeMs: performance.now() - started,
    error,
  };
}

emit({ type: 'ready' });
for (let line = await lines.next(); line !== null; line = await lines.next()) {
  const request = JSON.parse(line);
  request.inputs.forEach((input, index) => {
    emit({ type: 'start', id: request.id, index });
    emit({ type: 'run', id: request.id, index, outcome: runOnce(request, input) });
  });
  emit({ type: 'done', id: request.id });
}
// Whatever is still queued for the pipe goes out before the process ends.
process.stdout.write('', () => process.exit(0));
