/**
 * Formulas of Moodle's calculated questions and of the bank's templates, read into one tree and written back in
 * either spelling. Moodle evaluates a formula as PHP after putting each wildcard's value in parentheses
 * (`{a} ** 2` with a = −2 is `(-2) ** 2`); the bank fills `{{a}}` in brackets too and evaluates the result with its own
 * arithmetic (server/grading/expression.ts: + - * / % ** and min, max, round, floor, ceil, abs, with the same
 * precedence as PHP: `**` binds tighter than a unary minus and is right-associative). So a formula moves between the
 * two by its tree, not by its text: PHP functions the bank has no equivalent for are refused by name, pow and fmod
 * become `**` and `%`, and PHP's integer `%` truncates its operands.
 */
import { FUNCTIONS } from '../../grading/expression.js';

export type Formula =
  | { type: 'number'; text: string }
  | { type: 'variable'; name: string }
  /** Parentheses as the author wrote them; kept so that a formula reads as written after the trip. */
  | { type: 'group'; inner: Formula }
  | { type: 'negate'; operand: Formula }
  | { type: 'binary'; operator: Operator; left: Formula; right: Formula }
  | { type: 'call'; name: string; args: Formula[] };

type Operator = '+' | '-' | '*' | '/' | '%' | '**';

/**
 * How variables are written: `moodle` as wildcards `{a}` (Moodle's formulas and texts), `bank` as placeholders
 * `{{a}}` (a numerical key's value, filled before it is evaluated), `expr` as bare names (a template's expr variable).
 */
export type Dialect = 'moodle' | 'bank' | 'expr';

/** Why a formula cannot be read or moved; the message completes "the formula … ". */
export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

/** The functions the bank's expressions have, with their argument counts [least, most]. */
const bankFunctions: Readonly<Record<string, [number, number]>> = FUNCTIONS;

/** Moodle's wildcard (qtype_calculated::PLACEHODLER_REGEX): a letter, then anything but `>} <{"'` and a backquote. */
export const moodleWildcard = /\{([A-Za-z][^>} <{"'`]*)\}/;
const bankPlaceholder = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/;

type Token = { kind: 'number' | 'variable' | 'name' | 'symbol'; text: string } | { kind: 'end'; text: '' };

const leadingNumber = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const leadingPlaceholder: Record<Dialect, RegExp | null> = {
  moodle: new RegExp(`^${moodleWildcard.source}`),
  bank: new RegExp(`^${bankPlaceholder.source}`),
  expr: null,
};
const leadingName = /^[A-Za-z_][A-Za-z0-9_]*/;
const leadingSymbol = /^(?:\*\*|[-+*/%(),])/;

function tokenize(source: string, dialect: Dialect): Token[] {
  const tokens: Token[] = [];
  let rest = source;
  while (rest.trim() !== '') {
    rest = rest.trimStart();
    const number = leadingNumber.exec(rest);
    const placeholder = leadingPlaceholder[dialect]?.exec(rest) ?? null;
    const name = leadingName.exec(rest);
    const symbol = leadingSymbol.exec(rest);
    let token: Token;
    if (number) token = { kind: 'number', text: number[0] };
    else if (placeholder) token = { kind: 'variable', text: placeholder[1] };
    else if (name) token = { kind: dialect === 'expr' && !/^\s*\(/.test(rest.slice(name[0].length)) ? 'variable' : 'name', text: name[0] };
    else if (symbol) token = { kind: 'symbol', text: symbol[0] };
    else {
      const character = [...rest][0];
      if (character === '{') throw new FormulaError(`has “${/^\{[^}]*\}?/.exec(rest)?.[0]}”, which is not a wildcard`);
      if (character === '^') throw new FormulaError('uses “^”, which is PHP’s bitwise exclusive or, not a power (pow(x, y) or ** is)');
      if ('<>=!&|?:~'.includes(character)) throw new FormulaError(`uses the operator “${character}”, which the bank’s formulas do not have`);
      throw new FormulaError(`has the character “${character}”, which is not part of a formula`);
    }
    tokens.push(token);
    const length = number?.[0].length ?? placeholder?.[0].length ?? name?.[0].length ?? symbol?.[0].length ?? 0;
    rest = rest.slice(length);
  }
  tokens.push({ kind: 'end', text: '' });
  return tokens;
}

const MAX_DEPTH = 60;

/** Reads a formula written in the dialect; throws FormulaError with what is wrong. */
export function parseFormula(source: string, dialect: Dialect): Formula {
  const tokens = tokenize(source, dialect);
  let index = 0;
  const peek = () => tokens[index];
  const isSymbol = (text: string) => peek().kind === 'symbol' && peek().text === text;
  const unexpected = (): never => {
    const token = peek();
    throw new FormulaError(token.kind === 'end' ? 'ends too early' : `has “${token.text}” where it cannot stand`);
  };
  const expect = (text: string) => {
    if (!isSymbol(text)) unexpected();
    index += 1;
  };

  const additive = (depth: number): Formula => {
    let left = multiplicative(depth);
    while (isSymbol('+') || isSymbol('-')) {
      const operator = tokens[index++].text as Operator;
      left = { type: 'binary', operator, left, right: multiplicative(depth) };
    }
    return left;
  };
  const multiplicative = (depth: number): Formula => {
    let left = unary(depth);
    while (isSymbol('*') || isSymbol('/') || isSymbol('%')) {
      const operator = tokens[index++].text as Operator;
      left = { type: 'binary', operator, left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): Formula => {
    if (depth > MAX_DEPTH) throw new FormulaError('is nested too deeply');
    if (isSymbol('-')) {
      index += 1;
      return { type: 'negate', operand: unary(depth + 1) };
    }
    if (isSymbol('+')) {
      index += 1;
      return unary(depth + 1);
    }
    const base = primary(depth);
    if (!isSymbol('**')) return base;
    index += 1;
    return { type: 'binary', operator: '**', left: base, right: unary(depth + 1) };
  };
  const primary = (depth: number): Formula => {
    const token = peek();
    if (token.kind === 'number') {
      index += 1;
      return { type: 'number', text: token.text };
    }
    if (token.kind === 'variable') {
      index += 1;
      return { type: 'variable', name: token.text };
    }
    if (token.kind === 'symbol' && token.text === '(') {
      index += 1;
      const inner = additive(depth + 1);
      expect(')');
      return { type: 'group', inner };
    }
    if (token.kind === 'name') {
      index += 1;
      if (!isSymbol('(')) throw new FormulaError(`has “${token.text}”, which is neither a function nor a ${dialect === 'moodle' ? 'wildcard' : 'placeholder'}`);
      index += 1;
      const args: Formula[] = [];
      if (!isSymbol(')')) {
        args.push(additive(depth + 1));
        while (isSymbol(',')) {
          index += 1;
          args.push(additive(depth + 1));
        }
      }
      expect(')');
      return { type: 'call', name: token.text, args };
    }
    return unexpected();
  };

  const formula = additive(0);
  if (peek().kind !== 'end') unexpected();
  return formula;
}

/** The variables a formula reads, in the order they first appear. */
export function formulaVariables(formula: Formula): string[] {
  const names: string[] = [];
  const visit = (node: Formula): void => {
    switch (node.type) {
      case 'variable':
        if (!names.includes(node.name)) names.push(node.name);
        break;
      case 'group':
        visit(node.inner);
        break;
      case 'negate':
        visit(node.operand);
        break;
      case 'binary':
        visit(node.left);
        visit(node.right);
        break;
      case 'call':
        node.args.forEach(visit);
        break;
      case 'number':
        break;
    }
  };
  visit(formula);
  return names;
}

const precedenceOf = (operator: Operator) => (operator === '+' || operator === '-' ? 1 : operator === '**' ? 4 : 2);

export interface PrintOptions {
  /**
   * `bank` only: variables whose value may be negative. Their filled text (`-2`) reads as a unary minus, so as the
   * base of `**` they are put in parentheses, as Moodle does with every value.
   */
  negative?: ReadonlySet<string>;
}

/**
 * Writes a formula in the dialect, with the parentheses the author wrote and those its structure needs (a formula
 * built by a conversion, such as pow(a + 1, 2) → (a + 1) ** 2).
 */
export function printFormula(formula: Formula, dialect: Dialect, options: PrintOptions = {}): string {
  const negative = options.negative ?? new Set<string>();
  const precedence = (node: Formula): number => {
    if (node.type === 'binary') return precedenceOf(node.operator);
    if (node.type === 'negate') return 3;
    if (node.type === 'variable' && dialect === 'bank' && negative.has(node.name)) return 3;
    return 5;
  };
  const print = (node: Formula, least: number): string => {
    const text = raw(node);
    return precedence(node) < least ? `(${text})` : text;
  };
  const unwrap = (node: Formula): Formula => (node.type === 'group' ? unwrap(node.inner) : node);
  // A call's arguments need no parentheses of their own: pow((a + 1), 2) reads as pow(a + 1, 2).
  const argument = (node: Formula) => print(unwrap(node), 0);
  const raw = (node: Formula): string => {
    switch (node.type) {
      case 'number':
        return node.text;
      case 'variable':
        return dialect === 'moodle' ? `{${node.name}}` : dialect === 'bank' ? `{{${node.name}}}` : node.name;
      case 'group':
        // ((a)) — an inlined expr variable the author had put in parentheses — is written once.
        return `(${print(unwrap(node.inner), 0)})`;
      case 'negate': {
        const operand = print(node.operand, 3);
        // `--x` is PHP's decrement.
        return operand.startsWith('-') ? `- ${operand}` : `-${operand}`;
      }
      case 'binary': {
        const own = precedenceOf(node.operator);
        const left = print(node.left, node.operator === '**' ? 5 : own);
        const right = print(node.right, node.operator === '**' ? 3 : own + 1);
        return `${left} ${node.operator} ${right}`;
      }
      case 'call':
        return `${node.name}(${node.args.map(argument).join(', ')})`;
    }
  };
  return print(formula, 0);
}

/** What the conversion from Moodle needs to know of the wildcards. */
export interface MoodleVariables {
  /** Whether a wildcard always holds an integer (its values have no decimals). */
  isInteger(name: string): boolean;
}

const ONE: Formula = { type: 'number', text: '1' };

/** PHP's (int) cast, truncation toward zero, in the bank's arithmetic: x − x % 1 (% keeps the dividend's sign). */
const truncated = (value: Formula): Formula => ({
  type: 'group',
  inner: { type: 'binary', operator: '-', left: value, right: { type: 'binary', operator: '%', left: value, right: ONE } },
});

function isInteger(node: Formula, variables: MoodleVariables): boolean {
  switch (node.type) {
    case 'number':
      return /^\d+$/.test(node.text);
    case 'variable':
      return variables.isInteger(node.name);
    case 'group':
      return isInteger(node.inner, variables);
    case 'negate':
      return isInteger(node.operand, variables);
    case 'binary':
      return ['+', '-', '*', '%'].includes(node.operator) && isInteger(node.left, variables) && isInteger(node.right, variables);
    case 'call': {
      const name = node.name.toLowerCase();
      if (['floor', 'ceil'].includes(name) || (name === 'round' && node.args.length === 1)) return true;
      return ['abs', 'min', 'max'].includes(name) && node.args.every((arg) => isInteger(arg, variables));
    }
  }
}

function arity(name: string, args: Formula[], least: number, most: number): void {
  if (args.length < least || args.length > most) {
    const wanted = least === most ? `${least}` : most > 2 ? `at least ${least}` : `${least} or ${most}`;
    throw new FormulaError(`calls ${name}() with ${args.length} arguments; it takes ${wanted}`);
  }
}

/**
 * A Moodle formula as the bank's, value for value: pow(x, y) is x ** y, fmod(x, y) is x % y (both the C remainder),
 * PHP's `%` truncates its operands to integers first (left as `%` where both are integers already), and a PHP octal
 * literal (010) is its value. Functions the bank has no equivalent for (pi, sqrt, sin, log, exp, …) are refused by
 * name: the bank's expressions have only + - * / % ** and min, max, round, floor, ceil, abs.
 */
export function moodleToBank(formula: Formula, variables: MoodleVariables): Formula {
  const convert = (node: Formula): Formula => {
    switch (node.type) {
      case 'number':
        if (/^0\d+$/.test(node.text)) {
          if (/[89]/.test(node.text)) throw new FormulaError(`has “${node.text}”, which PHP does not read as a number`);
          return { type: 'number', text: String(parseInt(node.text, 8)) };
        }
        return node;
      case 'variable':
        return node;
      case 'group':
        return { type: 'group', inner: convert(node.inner) };
      case 'negate':
        return { type: 'negate', operand: convert(node.operand) };
      case 'binary': {
        const left = convert(node.left);
        const right = convert(node.right);
        if (node.operator !== '%') return { ...node, left, right };
        return {
          type: 'binary',
          operator: '%',
          left: isInteger(node.left, variables) ? left : truncated(left),
          right: isInteger(node.right, variables) ? right : truncated(right),
        };
      }
      case 'call': {
        const name = node.name.toLowerCase();
        const args = node.args.map(convert);
        if (name === 'pow' || name === 'fmod') {
          arity(name, args, 2, 2);
          return { type: 'binary', operator: name === 'pow' ? '**' : '%', left: args[0], right: args[1] };
        }
        if (name === 'pi') throw new FormulaError('uses pi(), which the bank’s formulas do not have');
        // Own names only: `constructor()` is no function of ours.
        const counts = Object.hasOwn(bankFunctions, name) ? bankFunctions[name] : undefined;
        if (!counts) {
          throw new FormulaError(
            `uses the function ${name}(), which the bank’s formulas do not have (they have + - * / % ** and min, max, round, floor, ceil, abs)`,
          );
        }
        arity(name, args, ...counts);
        return { type: 'call', name, args };
      }
    }
  };
  return convert(formula);
}

/** What the conversion to Moodle needs to know of the template's variables. */
export interface BankVariables {
  /** How a variable is written in Moodle: a wildcard, or (an expr variable) its formula, read in the expr dialect. */
  resolve(name: string): { kind: 'wildcard' } | { kind: 'formula'; formula: Formula };
}

/**
 * A formula of the bank's as Moodle's, value for value: `x ** y` is pow(x, y), `x % y` is fmod(x, y) (PHP's `%` would
 * truncate), an expr variable is its own formula in parentheses, and min or max of one value is that value (Moodle
 * asks for two). Throws FormulaError for what resolve refuses.
 */
export function bankToMoodle(formula: Formula, variables: BankVariables): Formula {
  const convert = (node: Formula): Formula => {
    switch (node.type) {
      case 'number':
        return node;
      case 'variable': {
        const resolved = variables.resolve(node.name);
        return resolved.kind === 'wildcard' ? node : { type: 'group', inner: convert(resolved.formula) };
      }
      case 'group':
        return { type: 'group', inner: convert(node.inner) };
      case 'negate':
        return { type: 'negate', operand: convert(node.operand) };
      case 'binary': {
        const left = convert(node.left);
        const right = convert(node.right);
        if (node.operator === '**') return { type: 'call', name: 'pow', args: [left, right] };
        if (node.operator === '%') return { type: 'call', name: 'fmod', args: [left, right] };
        return { ...node, left, right };
      }
      case 'call': {
        const args = node.args.map(convert);
        if ((node.name === 'min' || node.name === 'max') && args.length === 1) return { type: 'group', inner: args[0] };
        return { ...node, args };
      }
    }
  };
  return convert(formula);
}

/** The bases of `**` that are a bare variable, in a formula of the bank dialect. */
export function powerBases(formula: Formula): string[] {
  const names: string[] = [];
  const visit = (node: Formula): void => {
    if (node.type === 'binary') {
      if (node.operator === '**' && node.left.type === 'variable' && !names.includes(node.left.name)) names.push(node.left.name);
      visit(node.left);
      visit(node.right);
    } else if (node.type === 'group') visit(node.inner);
    else if (node.type === 'negate') visit(node.operand);
    else if (node.type === 'call') node.args.forEach(visit);
  };
  visit(formula);
  return names;
}
