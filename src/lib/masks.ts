// Spec §5 input masks. '#' takes a digit, 'S' a letter, 'N' a letter or digit, 'X' any character; every other
// mask character is a literal that is inserted as the user types.
export const INPUT_MASKS = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fulltime: '##:##:##',
  phone: '(###) ### - ####',
  card: '#### #### #### ####',
} as const;

export type InputMaskName = keyof typeof INPUT_MASKS;

const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  S: /[a-zA-Z]/,
  N: /[0-9a-zA-Z]/,
  X: /./,
};

export function resolveMask(mask: InputMaskName | string): string {
  return mask in INPUT_MASKS ? INPUT_MASKS[mask as InputMaskName] : mask;
}

/**
 * Fits `value` into `mask`: characters that fit no token are dropped, literals are inserted, and the result stops
 * after the last character the user typed (so '2024' stays '2024' under the date mask, not '2024/').
 */
export function applyMask(value: string | null | undefined, mask: InputMaskName | string): string {
  const pattern = resolveMask(mask);
  const input = value ?? '';
  let out = '';
  let pending = '';
  let i = 0;
  for (const m of pattern) {
    if (i >= input.length) break;
    const token = TOKENS[m];
    if (!token) {
      pending += m;
      if (input[i] === m) i += 1;
      continue;
    }
    while (i < input.length && !token.test(input[i])) i += 1;
    if (i >= input.length) break;
    out += pending + input[i];
    pending = '';
    i += 1;
  }
  return out;
}

/** Whether `value` fills the whole mask. */
export function isMaskComplete(value: string, mask: InputMaskName | string): boolean {
  const pattern = resolveMask(mask);
  return value.length === pattern.length && applyMask(value, pattern) === value;
}
