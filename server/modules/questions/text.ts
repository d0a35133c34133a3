/** Text helpers of the question bank: search words, tags and plain-text previews of markdown. */

/** Words of a search as the `simple` text-search parser splits them: runs of letters, marks and digits. */
function searchWords(query: string): string[] {
  return [...new Set(query.normalize('NFC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean))];
}

/** More words than this narrow nothing further and only make the query costlier. */
const maxWords = 16;

/**
 * A tsquery for `to_tsquery('simple', …)`: every word must match, the last one as a prefix (the user may still
 * be typing it). The words hold letters and digits only, so nothing the user types can become tsquery syntax.
 * Null when the query has no words.
 */
export function searchTsquery(query: string | undefined): string | null {
  const words = searchWords(query ?? '').slice(0, maxWords);
  if (words.length === 0) return null;
  return words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** Trimmed, blank ones dropped, de-duplicated case-insensitively (the first spelling is kept). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * Markdown (and inline HTML) reduced to its words for previews and snippets: images and links keep their text,
 * markup characters go, whitespace collapses. The search markers « and » survive.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/```[^\n]*|~~~[^\n]*/g, ' ')
    .replace(/[*_~`#|]+/g, '')
    .replace(/\$\$?/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function textPreview(markdown: string, length = 200): string {
  const text = plainText(markdown);
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
