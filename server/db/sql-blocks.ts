import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CompiledQuery } from 'kysely';
import { keepPrepared, type Executor } from './connect.js';
import { compileNamedParameters } from './sql-text.js';

/** One `-- BLOCK name` section of a `.sql` file, compiled once. */
export interface SqlBlock {
  name: string;
  text: string;
  names: string[];
}

export type SqlParams = Record<string, unknown>;

/**
 * Loads the `-- BLOCK name` sections of a `.sql` file. Files are read once, when the module that owns them is
 * imported; a missing block is a programming error and fails at start-up, not at request time.
 *
 * A line `-- INCLUDE name` in a block stands for the text of block `name` of the same file (e.g. the filters that
 * a count and its page share); a block that is only included need not be asked for.
 */
export function loadSqlBlocks<Name extends string>(fileUrl: URL, expected: readonly Name[]): Record<Name, SqlBlock> {
  const path = fileURLToPath(fileUrl);
  const source = readFileSync(path, 'utf8');
  const bodies = new Map<string, string>();
  const marker = /^--\s*BLOCK\s+([A-Za-z0-9_]+)\s*$/gm;
  const found = [...source.matchAll(marker)];
  found.forEach((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = index + 1 < found.length ? found[index + 1].index : source.length;
    if (bodies.has(match[1])) throw new Error(`${path}: block ${match[1]} is defined twice`);
    bodies.set(match[1], source.slice(start, end).trim().replace(/;\s*$/, ''));
  });
  const included = new Set<string>();
  const expand = (name: string, body: string, seen: string[]): string =>
    body.replace(/^[ \t]*--\s*INCLUDE\s+([A-Za-z0-9_]+)[ \t]*$/gm, (_include, part: string) => {
      const text = bodies.get(part);
      if (text === undefined) throw new Error(`${path}: block ${name} includes ${part}, which is missing`);
      if (seen.includes(part)) throw new Error(`${path}: block ${part} includes itself`);
      included.add(part);
      return expand(part, text, [...seen, part]);
    });
  const blocks = new Map<string, SqlBlock>();
  for (const [name, body] of bodies) blocks.set(name, { name, ...compileNamedParameters(expand(name, body, [name])) });
  const result = {} as Record<Name, SqlBlock>;
  for (const name of expected) {
    const block = blocks.get(name);
    if (!block) throw new Error(`${path}: block ${name} is missing`);
    result[name] = block;
  }
  const unused = [...blocks.keys()].filter((name) => !expected.includes(name as Name) && !included.has(name));
  if (unused.length > 0) throw new Error(`${path}: blocks ${unused.join(', ')} are not used`);
  return result;
}

/**
 * Marks a block as a statement kept prepared on each connection (connect.ts, keepPrepared): for the statements run
 * hundreds or thousands of times a second, whose parsing and planning would cost more than running them. Only for
 * statements whose one generic plan is as good as planning each run: point lookups by key, not optional filters.
 */
export function prepared(block: SqlBlock, options: { onPglite?: boolean } = {}): SqlBlock {
  keepPrepared(block.text, `examhall_${block.name}`, options);
  return block;
}

export type SortOrder = 'asc' | 'desc';

const ordered = new Map<string, SqlBlock>();

/**
 * The block with its `/*order*\/` markers replaced by an order block (its terms each made DESC for descending).
 * Order blocks take no parameters, so the block's compiled parameters stay as they are.
 */
export function withOrder(block: SqlBlock, order: SqlBlock, sortOrder: SortOrder): SqlBlock {
  const key = `${block.name}:${order.name}:${sortOrder}`;
  let result = ordered.get(key);
  if (!result) {
    if (order.names.length > 0 || !block.text.includes('/*order*/')) throw new Error(`${block.name} cannot be ordered by ${order.name}`);
    const terms = order.text.split(',').map((term) => (sortOrder === 'desc' ? `${term.trim()} DESC` : term.trim()));
    result = { ...block, name: key, text: block.text.replaceAll('/*order*/', terms.join(', ')) };
    ordered.set(key, result);
  }
  return result;
}

/** Parameters by name; names a block does not use are ignored, so related blocks can share one object. */
function parameters(block: SqlBlock, params: SqlParams): unknown[] {
  return block.names.map((name) => {
    if (!(name in params)) throw new Error(`SQL block ${block.name} needs parameter ${name}`);
    const value = params[name];
    // undefined would be sent as NULL by pg anyway; requiring null keeps "forgot to pass" and "none" apart.
    if (value === undefined) throw new Error(`SQL block ${block.name}: parameter ${name} is undefined`);
    return value;
  });
}

export async function queryRows<Row>(executor: Executor, block: SqlBlock, params: SqlParams = {}): Promise<Row[]> {
  const result = await executor.executeQuery<Row>(CompiledQuery.raw(block.text, parameters(block, params)));
  return result.rows;
}

export async function queryOptionalRow<Row>(
  executor: Executor,
  block: SqlBlock,
  params: SqlParams = {},
): Promise<Row | undefined> {
  const rows = await queryRows<Row>(executor, block, params);
  if (rows.length > 1) throw new Error(`SQL block ${block.name} returned ${rows.length} rows, expected at most one`);
  return rows[0];
}

export async function queryRow<Row>(executor: Executor, block: SqlBlock, params: SqlParams = {}): Promise<Row> {
  const row = await queryOptionalRow<Row>(executor, block, params);
  if (!row) throw new Error(`SQL block ${block.name} returned no row`);
  return row;
}

/** Runs a statement and returns the number of rows it changed. */
export async function execute(executor: Executor, block: SqlBlock, params: SqlParams = {}): Promise<number> {
  const result = await executor.executeQuery(CompiledQuery.raw(block.text, parameters(block, params)));
  return Number(result.numAffectedRows ?? 0);
}
