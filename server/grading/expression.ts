/**
 * The arithmetic of `expr` template variables: numbers, earlier variables, + - * / % ** (right-associative,
 * binding tighter than unary minus as in mathematics: -2**2 = -4), parentheses and min, max, round, floor,
 * ceil, abs. A hand-written recursive-descent parser, so a template can never run JavaScript.
 */

export type Expression =
  | { type: 'number'; value: number }
  | { type: 'variable'; name: string }
  | { type: 'negate'; operand: Expression }
  | { type: 'binary'; operator: BinaryOperator; left: Expression; right: Expression }
  | { type: 'call'; name: FunctionName; args: Expression[] };

type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '**';
type FunctionName = 'min' | 'max' | 'round' | 'floor' | 'ceil' | 'abs';

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

/** The functions an expression may call, with their allowed argument counts: [least, most]. */
export const FUNCTIONS: Readonly<Record<FunctionName, [number, number]>> = {
  min: [1, 50],
  max: [1, 50],
  round: [1, 2],
  floor: [1, 1],
  ceil: [1, 1],
  abs: [1, 1],
};

/** Deeper nesting than this is refused rather than risking the stack. */
const MAX_DEPTH = 60;

type Token =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'name'; value: string; position: number }
  | { kind: 'symbol'; value: string; position: number }
  | { kind: 'end'; position: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(\*\*|[-+*/%(),]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) {
      const position = index + (/^\s*/.exec(source.slice(index))?.[0].length ?? 0);
      throw new ExpressionError(`Unexpected character "${source[position]}" at ${position + 1}`, position);
    }
    const position = pattern.lastIndex - match[0].trimStart().length;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]), position });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2], position });
    else tokens.push({ kind: 'symbol', value: match[3], position });
    index = pattern.lastIndex;
  }
  tokens.push({ kind: 'end', position: source.length });
  return tokens;
}

function describe(token: Token): string {
  if (token.kind === 'end') return 'the end';
  return `"${token.value}" at ${token.position + 1}`;
}

function unexpected(token: Token): ExpressionError {
  const what = token.kind === 'end' ? 'end of the expression' : describe(token);
  return new ExpressionError(`Unexpected ${what}`, token.position);
}

/**
 * Parses `source`; every variable must be in `knownNames` (for a template: the variables defined before this
 * one). Throws ExpressionError with the position of the first problem.
 */
export function parseExpression(source: string, knownNames: ReadonlySet<string>): Expression {
  const tokens = tokenize(source);
  let index = 0;
  const peek = () => tokens[index];
  const isSymbol = (value: string) => {
    const token = peek();
    return token.kind === 'symbol' && token.value === value;
  };
  const expect = (value: string) => {
    if (!isSymbol(value)) throw new ExpressionError(`Expected "${value}" but found ${describe(peek())}`, peek().position);
    index += 1;
  };

  const additive = (depth: number): Expression => {
    let left = multiplicative(depth);
    while (isSymbol('+') || isSymbol('-')) {
      const operator = (tokens[index++] as { value: BinaryOperator }).value;
      left = { type: 'binary', operator, left, right: multiplicative(depth) };
    }
    return left;
  };

  const multiplicative = (depth: number): Expression => {
    let left = unary(depth);
    while (isSymbol('*') || isSymbol('/') || isSymbol('%')) {
      const operator = (tokens[index++] as { value: BinaryOperator }).value;
      left = { type: 'binary', operator, left, right: unary(depth) };
    }
    return left;
  };

  const unary = (depth: number): Expression => {
    if (depth > MAX_DEPTH) throw new ExpressionError('The expression is nested too deeply', peek().position);
    if (isSymbol('-')) {
      index += 1;
      return { type: 'negate', operand: unary(depth + 1) };
    }
    if (isSymbol('+')) {
      index += 1;
      return unary(depth + 1);
    }
    return power(depth);
  };

  const power = (depth: number): Expression => {
    const base = primary(depth);
    if (!isSymbol('**')) return base;
    index += 1;
    return { type: 'binary', operator: '**', left: base, right: unary(depth + 1) };
  };

  const primary = (depth: number): Expression => {
    const token = peek();
    if (token.kind === 'number') {
      index += 1;
      return { type: 'number', value: token.value };
    }
    if (token.kind === 'symbol' && token.value === '(') {
      index += 1;
      const inner = additive(depth + 1);
      expect(')');
      return inner;
    }
    if (token.kind === 'name') {
      index += 1;
      if (isSymbol('(')) {
        if (!Object.hasOwn(FUNCTIONS, token.value)) {
          throw new ExpressionError(`Unknown function "${token.value}" at ${token.position + 1}`, token.position);
        }
        const name = token.value as FunctionName;
        index += 1;
        const args: Expression[] = [];
        if (!isSymbol(')')) {
          args.push(additive(depth + 1));
          while (isSymbol(',')) {
            index += 1;
            args.push(additive(depth + 1));
          }
        }
        expect(')');
        const [least, most] = FUNCTIONS[name];
        if (args.length < least || args.length > most) {
          const wanted = least === most ? `${least}` : `${least} to ${most}`;
          throw new ExpressionError(`${name} takes ${wanted} arguments, not ${args.length}`, token.position);
        }
        return { type: 'call', name, args };
      }
      if (!knownNames.has(token.value)) {
        throw new ExpressionError(`Unknown variable "${token.value}" at ${token.position + 1}`, token.position);
      }
      return { type: 'variable', name: token.value };
    }
    throw unexpected(token);
  };

  const tree = additive(0);
  if (peek().kind !== 'end') throw unexpected(peek());
  return tree;
}

/** Names of the variables an expression reads. */
export function variablesOf(expression: Expression): Set<string> {
  const names = new Set<string>();
  const visit = (node: Expression): void => {
    if (node.type === 'variable') names.add(node.name);
    else if (node.type === 'negate') visit(node.operand);
    else if (node.type === 'binary') {
      visit(node.left);
      visit(node.right);
    } else if (node.type === 'call') node.args.forEach(visit);
  };
  visit(expression);
  return names;
}

function roundHalfAwayFromZero(value: number, digits: number): number {
  const factor = 10 ** Math.trunc(digits);
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Evaluates a parsed expression; a result that is not a finite number (1/0, 0/0) is an ExpressionError. */
export function evaluateExpression(expression: Expression, values: Readonly<Record<string, number>>): number {
  const evaluate = (node: Expression): number => {
    switch (node.type) {
      case 'number':
        return node.value;
      case 'variable': {
        const value = values[node.name];
        if (value === undefined || !Number.isFinite(value)) {
          throw new ExpressionError(`The variable "${node.name}" has no numeric value`, 0);
        }
        return value;
      }
      case 'negate':
        return -evaluate(node.operand);
      case 'binary': {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        switch (node.operator) {
          case '+':
            return left + right;
          case '-':
            return left - right;
          case '*':
            return left * right;
          case '/':
            return left / right;
          case '%':
            return left % right;
          case '**':
            return left ** right;
        }
        break;
      }
      case 'call': {
        const args = node.args.map(evaluate);
        switch (node.name) {
          case 'min':
            return Math.min(...args);
          case 'max':
            return Math.max(...args);
          case 'round':
            return roundHalfAwayFromZero(args[0], args[1] ?? 0);
          case 'floor':
            return Math.floor(args[0]);
          case 'ceil':
            return Math.ceil(args[0]);
          case 'abs':
            return Math.abs(args[0]);
        }
      }
    }
    throw new ExpressionError('Unsupported expression', 0);
  };
  const result = evaluate(expression);
  if (!Number.isFinite(result)) throw new ExpressionError('The expression does not give a finite number', 0);
  return result;
}
