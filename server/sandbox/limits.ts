/** Limits every sandbox applies on top of a request's own time and memory limits. */

/** Bytes of standard output kept per run; past it the run is killed and `outputTruncated` set. */
export const MAX_STDOUT_BYTES = 64 * 1024;
/** Bytes of standard error kept per run (errors are short; tracebacks of a recursion bomb are not). */
export const MAX_STDERR_BYTES = 16 * 1024;

/** Wall-clock limit of a C or C++ compilation, separate from the run's limit. */
export const COMPILE_TIME_LIMIT_MS = 20_000;
/** Address space of the compiler: cc1plus needs a few hundred MB for the standard headers. */
export const COMPILE_MEMORY_LIMIT_MB = 1_024;

/**
 * Processes (threads included) one sandbox may hold. Counted per user namespace, so it limits one run, not all
 * runs together; a fork bomb stops here.
 */
export const MAX_PROCESSES = 32;
/** Largest file a sandboxed process may write (the compiler's object files and binary). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
export const MAX_OPEN_FILES = 64;

/** Bounds of a request's limits, so a question cannot ask for a runaway budget. */
export const TIME_LIMIT_MS = { min: 100, max: 30_000 } as const;
export const MEMORY_LIMIT_MB = { min: 16, max: 1_024 } as const;

/**
 * Time a sandbox process gets to start before it serves: loading isolated-vm takes about 100 ms; PGlite's initdb
 * about 3 s (once per installation, for the snapshot) and restoring the snapshot about 0.3 s on a quiet 2-core
 * machine, many times that under load, where a niced process competing with busy ones gets a fraction of the CPU.
 * No student code runs before then.
 */
export const JS_STARTUP_ALLOWANCE_MS = 5_000;
export const SQL_STARTUP_ALLOWANCE_MS = 60_000;

/** V8 heap of a sandbox's Node child; the student's code lives in the isolate or the WebAssembly memory. */
export const CHILD_HEAP_MB = 256;

/**
 * Data segment (RLIMIT_DATA: every private writable mapping, so V8's heap pages, ArrayBuffer backing stores and
 * what ICU or BigInt arithmetic allocate with malloc) of the JavaScript sandbox's Node process, beyond the
 * program's own allowance: Node, isolated-vm and their threads' stacks take about 100 MB before the program
 * allocates anything.
 */
export const JS_RUNTIME_MEMORY_MB = 128;
/**
 * The program's allowance in the data segment, in multiples of its memory limit: the isolate's heap may hold
 * about twice its limit while the collector runs before isolated-vm stops it (measured: 16 MB needs 32, 256 MB
 * needs 512).
 */
export const JS_HEAP_MEMORY_FACTOR = 2;

/** The JavaScript sandbox's whole data segment for a memory limit (MB). */
export const javascriptDataLimitMb = (memoryLimitMb: number): number => JS_RUNTIME_MEMORY_MB + JS_HEAP_MEMORY_FACTOR * memoryLimitMb;
/** WebAssembly memory of the SQL sandbox (64 KiB pages): past it PostgreSQL reports "out of memory". */
export const SQL_WASM_MEMORY_PAGES = 8_192;

/**
 * Resident memory of a waiting SQL sandbox process (Node, PGlite's WebAssembly instance with its 128 MB initial
 * memory, the database's files in memory, 16 MB of shared buffers): about 310 MB measured, rounded up. The default
 * number of processes is what fits in the SQL sandboxes' memory budget.
 */
export const SQL_CHILD_ESTIMATE_MB = 350;
/** Batches one SQL sandbox process serves before it is replaced (rolled-back work leaves dead rows behind). */
export const SQL_MAX_BATCHES_PER_CHILD = 1_000;
/** How long a sandbox process beyond the spares waits for work before it stops. */
export const SQL_SANDBOX_IDLE_MS = 60_000;
export const JS_SANDBOX_IDLE_MS = 60_000;
/** Batches one JavaScript sandbox process serves before it is replaced (a fresh heap now and then). */
export const JS_MAX_BATCHES_PER_CHILD = 2_000;

/** CPU priority of every sandbox (nice): student programs yield the CPU to the server. */
export const SANDBOX_NICENESS = 10;

/** Text kept of one SQL value, and of one SQL result in all. */
export const MAX_SQL_VALUE_CHARS = 10_000;
export const MAX_SQL_RESULT_CHARS = 1_000_000;

export const clamp = (value: number, bounds: { min: number; max: number }): number =>
  Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));

/**
 * The SQL sandbox on a PostgreSQL server (SQL_SANDBOX_URL). The server ends a query at its time limit
 * (statement_timeout); an answer may turn that off, so the runner terminates the backend at this many times the
 * limit.
 */
export const SQL_SERVER_KILL_FACTOR = 1.5;
/** A session left in a transaction (its process died mid-query) is ended by the server after this long. */
export const SQL_SERVER_IDLE_IN_TRANSACTION_MS = 60_000;
/** Sorts and hashes per operation before they spill to temporary files (the server's default). */
export const SQL_SERVER_WORK_MEM = '4MB';
/** Temporary files of one session (set on the login roles; needs a superuser, else postgresql.conf). */
export const SQL_SERVER_TEMP_FILE_LIMIT = '256MB';
/** Bytes of one query's result on the wire before its backend is ended (rows past the caps are dropped as they come). */
export const SQL_SERVER_WIRE_BYTES = 64 * 1024 * 1024;
