export const ELLIPSIS = '...';

/** docs/requirements.md#constants: a text longer than `max` is cut to `max - 3` characters and ends with '...', so it is `max` long. */
export function trimText(text: string | null | undefined, max: number): string {
  if (text == null) return '';
  if (text.length <= max) return text;
  return text.slice(0, Math.max(0, max - ELLIPSIS.length)) + ELLIPSIS;
}
