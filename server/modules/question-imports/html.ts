import { decodeHTML } from 'entities';
import TurndownService from 'turndown';
import { MAX_IMAGE_BYTES, sniffImageType } from '../../rules/images.js';
import type { EmbeddedFile, RichText } from './source.js';

/** What the converters read of a DOM node (the server has no DOM types). */
interface HtmlNode {
  nodeName: string;
  nodeType: number;
  nodeValue: string | null;
  childNodes: ArrayLike<HtmlNode>;
  parentNode: HtmlNode | null;
  getAttribute(name: string): string | null;
}

const asNode = (node: unknown) => node as HtmlNode;
const TEXT_NODE = 3;

/** An HTML fragment's text as a reader sees it, on one line: tags dropped, entities decoded, spaces collapsed. */
const plainTextService = new TurndownService();
plainTextService.escape = (text) => text;
// Every element stands apart from its neighbours by a space (a cell, a line break, a paragraph).
plainTextService.addRule('text', { filter: () => true, replacement: (content) => ` ${content} ` });

export function htmlToText(html: string): string {
  return plainTextService.turndown(html).replace(/\s+/g, ' ').trim();
}

/** Markdown's own characters in running text; a run of three or more underscores is a blank and stays. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*[\]<>]/g, '\\$&').replace(/(?<!_)_{1,2}(?!_)/g, (run) => run.replace(/_/g, '\\_'));
}

/** TeX as Moodle's filter writes it, `\(…\)` and `\[…\]`, or `$$…$$`: kept as the bank's `$…$` and `$$…$$`. */
const texPattern = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\$\$([\s\S]+?)\$\$/g;

/** Running text as Markdown: its TeX as math, the rest escaped. */
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

/** A link or image address inside `(…)`: the characters that would end it are percent-encoded. */
const markdownUrl = (url: string) => url.replace(/[()\s]/g, encodeURIComponent);

/** A `<pre>`'s text as written, its `<br>`s as line breaks and other tags dropped. */
function preformattedText(node: HtmlNode): string {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeName === 'BR') return '\n';
  return Array.from(node.childNodes, preformattedText).join('');
}

const tableParts = ['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'CAPTION', 'COLGROUP', 'COL'];

/** turndown, set up for the bank's Markdown; `lost` hears of what cannot be kept. */
function markdownService(lost: (what: string) => void): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    strongDelimiter: '**',
    emDelimiter: '*',
    codeBlockStyle: 'fenced',
    br: '  ',
  });
  service.escape = inlineText;
  let lostTable = false;
  return service
    .addRule('preformatted', {
      filter: 'pre',
      replacement: (_content, node) => `\n\n\`\`\`\n${preformattedText(asNode(node))}\n\`\`\`\n\n`,
    })
    .addRule('teletype', {
      // Like <code>: its text as written, never escaped (turndown marks only <code> as code).
      filter: (node) => asNode(node).nodeName === 'TT',
      replacement: (_content, node) => `\`${preformattedText(asNode(node)).replace(/\s+/g, ' ')}\``,
    })
    .addRule('link', {
      filter: 'a',
      replacement: (content, node) => {
        const href = asNode(node).getAttribute('href') ?? '';
        return href ? `[${content}](${markdownUrl(href)})` : `[${content}]`;
      },
    })
    .addRule('image', {
      filter: 'img',
      replacement: (_content, node) => {
        const src = markdownUrl(asNode(node).getAttribute('src') ?? '');
        const alt = (asNode(node).getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
        return src ? `![${escapeMarkdown(alt)}](${src})` : '';
      },
    })
    .addRule('listItem', {
      filter: 'li',
      replacement: (content, node) => {
        const item = asNode(node);
        const list = item.parentNode;
        const depth = '   '.repeat(Math.max(0, listDepth(item) - 1));
        const marker =
          list?.nodeName === 'OL'
            ? `${Array.from(list.childNodes).filter((child) => child.nodeName === 'LI').indexOf(item) + 1}.`
            : '-';
        return `\n${depth}${marker} ${content.replace(/^\n+/, '').replace(/\n+$/, '')}`;
      },
    })
    .addRule('list', { filter: ['ul', 'ol'], replacement: (content) => `\n\n${content}\n\n` })
    // Quotes and rules are not the bank's: their text stays, as paragraphs.
    .addRule('blockquote', { filter: ['blockquote', 'hr'], replacement: (content) => `\n\n${content}\n\n` })
    .addRule('tableCell', {
      filter: ['td', 'th'],
      replacement: (content, node) => {
        lostTableOnce();
        return isLastCell(asNode(node)) ? content : `${content} | `;
      },
    })
    .addRule('tableRow', { filter: 'tr', replacement: (content) => `${content.trim()}  \n` })
    .addRule('table', {
      filter: (node) => tableParts.includes(asNode(node).nodeName),
      replacement: (content) => {
        lostTableOnce();
        return `\n\n${content}\n\n`;
      },
    });

  function lostTableOnce() {
    if (lostTable) return;
    lostTable = true;
    lost('a table, whose cells are kept as lines of text');
  }
}

function listDepth(node: HtmlNode): number {
  let depth = 0;
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    if (parent.nodeName === 'UL' || parent.nodeName === 'OL') depth++;
  }
  return depth;
}

function isLastCell(cell: HtmlNode): boolean {
  const cells = Array.from(cell.parentNode?.childNodes ?? []).filter((child) => child.nodeName === 'TD' || child.nodeName === 'TH');
  return cells[cells.length - 1] === cell;
}

/**
 * HTML as the bank's Markdown (turndown). The SPA renders Markdown with raw HTML switched off, so HTML from Moodle
 * would show as tags; the common markup (paragraphs, line breaks, bold, italics, code, links, images, lists,
 * headings) becomes its Markdown, TeX its math, and anything else (tables, spans, fonts) its text. `lost` is told
 * about tables, whose layout cannot be kept.
 */
export function htmlToMarkdown(html: string, lost: (what: string) => void = () => undefined): string {
  return (
    markdownService(lost)
      .turndown(html)
      // Blank lines (also those of spaces left by line breaks) collapse to one, except inside code blocks.
      .split(/(\n```\n[\s\S]*?\n```\n)/)
      .map((part, index) => (index % 2 === 1 ? part : part.replace(/\n(?:[ \t]*\n)+/g, '\n\n')))
      .join('')
      .trim()
  );
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
  return rich.format === 'html' ? htmlToText(rich.text) : decodeHTML(rich.text).replace(/\s+/g, ' ').trim();
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
  const mediaType = sniffImageType(data)?.mediaType;
  if (!mediaType) {
    collector.warnings.push(`The file “${file.name}” is not a PNG, JPEG, GIF or WebP image and was left out.`);
    return null;
  }
  if (data.length > MAX_IMAGE_BYTES) {
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
