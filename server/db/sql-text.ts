/**
 * Small lexical helpers for the SQL kept in `.sql` files: splitting a migration into statements and turning
 * `:name` placeholders into `$n` parameters. Both must ignore what is inside string literals, quoted
 * identifiers, dollar-quoted bodies and comments, so they share one scanner.
 */

interface Segment {
  /** `code` is plain SQL; everything else is copied through untouched. */
  kind: 'code' | 'literal' | 'comment';
  text: string;
}

function scan(source: string): Segment[] {
  const segments: Segment[] = [];
  let code = '';
  let i = 0;
  const flushCode = () => {
    if (code) segments.push({ kind: 'code', text: code });
    code = '';
  };
  const take = (kind: Segment['kind'], end: number) => {
    flushCode();
    segments.push({ kind, text: source.slice(i, end) });
    i = end;
  };

  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '-' && next === '-') {
      const eol = source.indexOf('\n', i);
      take('comment', eol === -1 ? source.length : eol);
    } else if (ch === '/' && next === '*') {
      // PostgreSQL block comments nest.
      let depth = 1;
      let j = i + 2;
      while (j < source.length && depth > 0) {
        if (source[j] === '/' && source[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (source[j] === '*' && source[j + 1] === '/') {
          depth--;
          j += 2;
        } else {
          j++;
        }
      }
      take('comment', j);
    } else if (ch === "'") {
      // E'…' strings allow backslash escapes; standard strings only double the quote.
      const escapes = /[eE]$/.test(code) && !/[A-Za-z0-9_][eE]$/.test(code);
      let j = i + 1;
      while (j < source.length) {
        if (escapes && source[j] === '\\') {
          j += 2;
        } else if (source[j] === "'" && source[j + 1] === "'") {
          j += 2;
        } else if (source[j] === "'") {
          j++;
          break;
        } else {
          j++;
        }
      }
      take('literal', j);
    } else if (ch === '"') {
      let j = i + 1;
      while (j < source.length) {
        if (source[j] === '"' && source[j + 1] === '"') j += 2;
        else if (source[j] === '"') {
          j++;
          break;
        } else j++;
      }
      take('literal', j);
    } else if (ch === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(source.slice(i));
      if (tag && !/[A-Za-z0-9_]$/.test(code)) {
        const close = source.indexOf(tag[0], i + tag[0].length);
        take('literal', close === -1 ? source.length : close + tag[0].length);
      } else {
        code += ch;
        i++;
      }
    } else {
      code += ch;
      i++;
    }
  }
  flushCode();
  return segments;
}

/** Splits a script into its statements (without the terminating semicolons); empty ones are dropped. */
export function splitStatements(source: string): string[] {
  const statements: string[] = [];
  let current = '';
  let hasCode = false;
  for (const segment of scan(source)) {
    if (segment.kind !== 'code') {
      current += segment.text;
      if (segment.kind === 'literal') hasCode = true;
      continue;
    }
    const parts = segment.text.split(';');
    parts.forEach((part, index) => {
      if (index > 0) {
        if (hasCode) statements.push(current.trim());
        current = '';
        hasCode = false;
      }
      current += part;
      if (part.trim()) hasCode = true;
    });
  }
  if (hasCode) statements.push(current.trim());
  return statements;
}

export interface CompiledSql {
  /** The statement with `$1…$n` in place of the named placeholders. */
  text: string;
  /** The placeholder names in parameter order (`$1` is `names[0]`). */
  names: string[];
}

/**
 * Replaces `:name` placeholders with positional parameters; a name used twice gets the same number. Casts
 * (`::int`) are left alone.
 */
export function compileNamedParameters(source: string): CompiledSql {
  const names: string[] = [];
  let text = '';
  for (const segment of scan(source)) {
    if (segment.kind !== 'code') {
      text += segment.text;
      continue;
    }
    text += segment.text.replace(/(^|[^:]):([A-Za-z_][A-Za-z0-9_]*)/g, (_match, before: string, name: string) => {
      let index = names.indexOf(name);
      if (index === -1) index = names.push(name) - 1;
      return `${before}$${index + 1}`;
    });
  }
  return { text, names };
}
