/** Trim, collapse runs of whitespace to one space, Unicode NFC; lower case unless case matters. */
export function normaliseText(text: string, caseSensitive: boolean): string {
  const collapsed = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  return caseSensitive ? collapsed : collapsed.toLowerCase();
}
