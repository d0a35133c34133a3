import type { EmbeddedFile, RichText } from './source.js';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  deg: '°',
  times: '×',
  minus: '−',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/** What a reader sees of an HTML fragment, on one line: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markdown's own characters in running text; a run of three or more underscores is a blank and stays. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*[\]<>]/g, '\\$&').replace(/(?<!_)_{1,2}(?!_)/g, (run) => run.replace(/_/g, '\\_'));
}

/** TeX as Moodle's filter writes it, `\(…\)` and `\[…\]`, or `$$…$$`: kept as the bank's `$…$` and `$$…$$`. */
const texPattern = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\$\$([\s\S]+?)\$\$/g;

function inlineText(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(texPattern)) {
    result += escapeMarkdown(text.slice(last, match.index));
    result += match[1] !== undefined ? `$${match[1].trim()}$` : `$$${(match[2] ?? match[3]).trim()}$$`;
    last = (match.index ?? 0) + match[0].length;
  }
  return result + escapeMarkdown(text.slice(last));
}

function attributeOf(attributes: string, name: string): string {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
}

const blockTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'table', 'tbody', 'thead', 'ul', 'ol', 'center']);
const tablePartTags = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'col', 'caption']);

/**
 * HTML as the bank's Markdown. The SPA renders Markdown with raw HTML switched off, so HTML from Moodle would
 * show as tags; the common markup (paragraphs, line breaks, bold, italics, code, links, images, lists, headings)
 * becomes its Markdown, TeX its math, and anything else (tables, spans, fonts) its text. `lost` is told about
 * tables, whose layout cannot be kept.
 */
export function htmlToMarkdown(html: string, lost: (what: string) => void = () => undefined): string {
  let out = '';
  const links: string[] = [];
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let pre = 0;
  let code = 0;
  let lostTable = false;
  const tokens = html.matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|[^<]+|</g);
  for (const [token, closing, rawName, attributes = ''] of tokens) {
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      if (pre > 0) out += decodeEntities(token);
      // Inside a code span Markdown escapes are not read, so the text goes in as it is.
      else if (code > 0) out += decodeEntities(token).replace(/\s+/g, ' ');
      else out += inlineText(decodeEntities(token).replace(/\s+/g, ' '));
      continue;
    }
    const name = rawName.toLowerCase();
    const opening = closing !== '/';
    if (name === 'br') out += pre > 0 ? '\n' : '  \n';
    else if (name === 'pre') {
      pre += opening ? 1 : -1;
      out += opening ? '\n\n```\n' : '\n```\n\n';
    } else if (pre > 0) continue;
    else if (name === 'strong' || name === 'b') out += '**';
    else if (name === 'em' || name === 'i') out += '*';
    else if (name === 'code' || name === 'tt') {
      code += opening ? 1 : -1;
      out += '`';
    }
    else if (name === 'a') {
      if (opening) {
        links.push(attributeOf(attributes, 'href'));
        out += '[';
      } else {
        const href = links.pop() ?? '';
        out += href ? `](${href.replace(/[()\s]/g, encodeURIComponent)})` : ']';
      }
    } else if (name === 'img' && opening) {
      const src = attributeOf(attributes, 'src').replace(/[()\s]/g, encodeURIComponent);
      if (src) out += `![${escapeMarkdown(attributeOf(attributes, 'alt').replace(/\s+/g, ' ').trim())}](${src})`;
    } else if (name === 'ul' || name === 'ol') {
      if (opening) lists.push({ ordered: name === 'ol', count: 0 });
      else lists.pop();
      out += '\n\n';
    } else if (name === 'li' && opening) {
      const list = lists[lists.length - 1];
      const depth = '   '.repeat(Math.max(0, lists.length - 1));
      if (list) list.count += 1;
      out += `\n${depth}${list?.ordered ? `${list.count}.` : '-'} `;
    } else if (/^h[1-6]$/.test(name)) {
      out += opening ? `\n\n${'#'.repeat(Number(name[1]))} ` : '\n\n';
    } else if (name === 'tr' && !opening) out += '  \n';
    else if ((name === 'td' || name === 'th') && !opening) out += ' | ';
    else if (blockTags.has(name)) out += '\n\n';
    if (tablePartTags.has(name)) lostTable = true;
  }
  if (lostTable) lost('a table, whose cells are kept as lines of text');
  // Code blocks keep their spacing; the layout fixes below apply to the text around them.
  const tidy = (text: string) =>
    text
      // The separator after a row's last cell.
      .replace(/ \| *(\n|$)/g, (_end, lineBreak: string) => (lineBreak ? '  \n' : ''))
      // Two spaces before a line break make a hard break in Markdown; one is noise.
      .replace(/([ \t]*)\n/g, (_line, spaces: string) => (spaces.length >= 2 ? '  \n' : '\n'))
      // Collapsed whitespace leaves spaces at the start of lines; only a nested list item's indent means something.
      .replace(/\n([ \t]+)(\S*)/g, (whole, _indent, word: string) => (/^(-|\d+\.)$/.test(word) ? whole : `\n${word}`))
      .replace(/\n(?:[ \t]*\n)+/g, '\n\n');
  return out
    .split(/(\n```\n[\s\S]*?\n```\n)/)
    .map((part, index) => (index % 2 === 1 ? part : tidy(part)))
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Question text as the bank's Markdown: HTML (and Moodle's own format, which is text with HTML and line breaks)
 * is converted; Markdown stays; plain text is escaped so that none of it reads as Markdown.
 */
export function questionMarkdown(rich: RichText, lost?: (what: string) => void): string {
  switch (rich.format) {
    case 'markdown':
      return rich.text.trim();
    case 'plain_text':
      return escapeMarkdown(rich.text.trim()).replace(/\r?\n/g, '  \n');
    case 'moodle_auto_format':
      return htmlToMarkdown(rich.text.trim().replace(/\r?\n/g, '<br>'), lost);
    default:
      return htmlToMarkdown(rich.text, lost);
  }
}

/** An accepted answer of a gap: always plain text (students type it). */
export function plainAnswer(rich: RichText): string {
  return rich.format === 'html' ? htmlToText(rich.text) : decodeEntities(rich.text).replace(/\s+/g, ' ').trim();
}

export const maxAttachmentBytes = 5 * 1024 * 1024;

/** The image types attachments accept, recognised from the first bytes as uploads are. */
export function sniffImageType(data: Buffer): string | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** An image of the file that becomes an attachment when the import is applied. */
export interface PendingImage {
  /** Stands for the attachment's id in the question's text until it is stored: `attachment:<token>`. */
  token: string;
  fileName: string;
  mediaType: string;
  data: Buffer;
}

export interface ImageCollector {
  images: PendingImage[];
  warnings: string[];
}

/** The `attachment:` reference an image has until apply knows its id; see `resolveImageTokens`. */
const pendingReference = (token: string) => `attachment:${token}`;

function pendingImage(collector: ImageCollector, prefix: string, file: EmbeddedFile): PendingImage | null {
  const data = Buffer.from(file.base64, 'base64');
  const mediaType = sniffImageType(data);
  if (!mediaType) {
    collector.warnings.push(`The file “${file.name}” is not a PNG, JPEG, GIF or WebP image and was left out.`);
    return null;
  }
  if (data.length > maxAttachmentBytes) {
    collector.warnings.push(`The image “${file.name}” is larger than 5 MB and was left out.`);
    return null;
  }
  const image = { token: `${prefix}-${collector.images.length + 1}`, fileName: file.name, mediaType, data };
  collector.images.push(image);
  return image;
}

/**
 * Replaces `@@PLUGINFILE@@/name` references to the files embedded with a text by references to pending
 * attachments. A reference to a file the export does not contain, or to one that is not an image, stays as it
 * was, with a warning.
 */
export function embedFiles(text: string, files: EmbeddedFile[], collector: ImageCollector, prefix: string): string {
  const byName = new Map<string, PendingImage | null>();
  return text.replace(/@@PLUGINFILE@@\/([^"'\s)<>]+)/g, (whole, encoded: string) => {
    let name = encoded;
    try {
      name = decodeURIComponent(encoded);
    } catch {
      // A malformed escape is looked up as written.
    }
    if (!byName.has(name)) {
      const file = files.find((candidate) => candidate.name === name);
      if (!file) {
        collector.warnings.push(`The text refers to the file “${name}”, which the export does not contain.`);
        byName.set(name, null);
      } else {
        byName.set(name, pendingImage(collector, prefix, file));
      }
    }
    const image = byName.get(name);
    return image ? pendingReference(image.token) : whole;
  });
}

/** Moodle 1.9's `<image_base64>`: the image goes below the question text as a Markdown image. */
export function appendLegacyImage(text: string, file: EmbeddedFile, collector: ImageCollector, prefix: string): string {
  const image = pendingImage(collector, prefix, file);
  if (!image) return text;
  const alt = file.name.replace(/[[\]\\]/g, '');
  return `${text}\n\n![${alt}](${pendingReference(image.token)})`;
}

/** A pending image's token: unique per question (`pending-<question index>-<n>`). */
export const imageTokenPrefix = (questionIndex: number) => `pending-${questionIndex}`;

/** Puts the stored attachments' ids in place of the pending references (a token is never a prefix of another). */
export function resolveImageTokens(text: string, ids: ReadonlyMap<string, number>): string {
  return text.replace(/attachment:(pending-\d+-\d+)(?!\d)/g, (whole, token: string) => {
    const id = ids.get(token);
    return id === undefined ? whole : `attachment:${id}`;
  });
}

/**
 * A question with its pending references resolved, wherever they are (text, options, items, gap text, model
 * answer). Tokens and ids are letters, digits and hyphens, so replacing them inside the JSON text cannot break it.
 */
export function resolveQuestionImages<T>(question: T, ids: ReadonlyMap<string, number>): T {
  return ids.size === 0 ? question : (JSON.parse(resolveImageTokens(JSON.stringify(question), ids)) as T);
}
