import DOMPurify, { type Config } from 'dompurify';
import katex from 'katex';
import MarkdownItParser, { type MarkdownIt, type StateBlock, type StateInline } from 'markdown-it';

// Question text → sanitised HTML. markdown-it runs with raw HTML off, so what an author types is never markup;
// KaTeX and the image rule add markup of their own; DOMPurify then checks everything once more before it reaches
// the DOM, so a bug in any of the three is not an injection.

/** The attribute an attachment image carries instead of a src; Markdown loads the bytes with the user's token. */
export const ATTACHMENT_ATTR = 'data-attachment-id';
/** The attribute of a text-completion gap's host element (the gap's index, from 0). */
export const GAP_ATTR = 'data-gap';

const ATTACHMENT_SRC = /^attachment:(\d{1,12})$/;
const SAFE_LINK = /^(?:https?:|mailto:|#)/i;
// DOMPurify's hooks are global: they fire for every sanitize call in the page. sanitize() is synchronous, so this
// flag confines ours to the calls made here.
let sanitizing = false;

function renderMath(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, {
    displayMode,
    throwOnError: false,
    // No \href, \url, \htmlClass … : a formula cannot make links or classes.
    trust: false,
    strict: 'ignore',
    maxSize: 50,
    maxExpand: 500,
  });
}

/** `$…$` and `$$…$$` inside a paragraph; `$5 and $6` stays text (no space after the opening `$`, none before the closing one). */
function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== 0x24 /* $ */) return false;
  const display = src.charCodeAt(pos + 1) === 0x24;
  const marker = display ? '$$' : '$';
  const start = pos + marker.length;
  if (start >= posMax || (!display && /\s/.test(src[start]))) return false;
  let end = start;
  for (;;) {
    end = src.indexOf(marker, end);
    if (end < 0 || end >= posMax) return false;
    if (src[end - 1] === '\\') {
      end += 1;
      continue;
    }
    if (!display && (/\s/.test(src[end - 1]) || /\d/.test(src[end + 1] ?? ''))) {
      end += 1;
      continue;
    }
    break;
  }
  if (end === start) return false;
  if (!silent) {
    const token = state.push(display ? 'math_display' : 'math_inline', 'math', 0);
    token.content = src.slice(start, end);
  }
  state.pos = end + marker.length;
  return true;
}

/** A block that starts with `$$` on its own line (or `$$ … $$` on one line). */
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let pos = state.bMarks[startLine] + state.tShift[startLine];
  let max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (pos + 2 > max || state.src.slice(pos, pos + 2) !== '$$') return false;
  pos += 2;
  let firstLine = state.src.slice(pos, max);
  let lastLine = '';
  let next = startLine;
  let found = false;
  if (firstLine.trim().endsWith('$$')) {
    firstLine = firstLine.trim().slice(0, -2);
    found = true;
  }
  if (silent) return true;
  while (!found) {
    next += 1;
    if (next >= endLine) break;
    pos = state.bMarks[next] + state.tShift[next];
    max = state.eMarks[next];
    if (pos < max && state.sCount[next] < state.blkIndent) break;
    const line = state.src.slice(pos, max).trim();
    if (line.endsWith('$$')) {
      lastLine = line.slice(0, -2);
      found = true;
    }
  }
  if (!found) return false;
  state.line = next + 1;
  const token = state.push('math_display', 'math', 0);
  token.block = true;
  token.content = [
    firstLine,
    state.getLines(startLine + 1, next, state.tShift[startLine], true),
    lastLine,
  ].filter((part) => part.trim() !== '').join('\n');
  token.map = [startLine, state.line];
  token.markup = '$$';
  return true;
}

/** `[[n]]` → an empty host element for gap n − 1; only for text completion. */
function gapInline(state: StateInline, silent: boolean): boolean {
  const match = /^\[\[(\d{1,3})\]\]/.exec(state.src.slice(state.pos, state.posMax));
  if (!match) return false;
  if (!silent) {
    const token = state.push('gap', 'span', 0);
    token.meta = { index: Number(match[1]) - 1 };
  }
  state.pos += match[0].length;
  return true;
}

function createRenderer(withGaps: boolean): MarkdownIt {
  const md = new MarkdownItParser({ html: false, linkify: true, typographer: false, breaks: false });
  md.inline.ruler.before('escape', 'math_inline', mathInline);
  md.block.ruler.after('blockquote', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  if (withGaps) md.inline.ruler.before('link', 'gap', gapInline);
  md.renderer.rules.math_inline = (tokens, idx) => renderMath(tokens[idx].content, false);
  md.renderer.rules.math_display = (tokens, idx) => {
    const html = renderMath(tokens[idx].content, true);
    return tokens[idx].block ? `<div class="eh-md-math">${html}</div>\n` : html;
  };
  md.renderer.rules.gap = (tokens, idx) => `<span class="eh-md-gap" ${GAP_ATTR}="${(tokens[idx].meta as { index: number }).index}"></span>`;
  md.renderer.rules.image = (tokens, idx, _options, _env, self) => {
    const token = tokens[idx];
    const src = String(token.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token.children ?? [], _options, _env);
    const escapedAlt = md.utils.escapeHtml(alt);
    const attachment = ATTACHMENT_SRC.exec(src);
    if (attachment) return `<img ${ATTACHMENT_ATTR}="${attachment[1]}" alt="${escapedAlt}">`;
    // Only https images: http would be mixed content, and data: or other schemes are a way to smuggle content.
    if (/^https:\/\//i.test(src)) return `<img src="${md.utils.escapeHtml(src)}" alt="${escapedAlt}" loading="lazy">`;
    return `<span class="eh-md-image-alt">${escapedAlt}</span>`;
  };
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx];
    const language = token.info.trim().split(/\s+/)[0].replace(/[^\w+#-]/g, '');
    const className = language ? ` class="language-${language}"` : '';
    return `<pre class="eh-md-code"><code${className}>${md.utils.escapeHtml(token.content)}</code></pre>\n`;
  };
  return md;
}

let purifierReady = false;

function setUpPurifier() {
  if (purifierReady) return;
  purifierReady = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!sanitizing) return;
    // KaTeX sizes its boxes with inline styles; nothing else of ours writes one. A style that could run or load
    // something (javascript:, expression(), url(), @import) is dropped.
    if (data.attrName === 'style' && /javascript:|expression\s*\(|url\s*\(|@import|behavior\s*:/i.test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!sanitizing || node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    if (!SAFE_LINK.test(href.trim())) {
      node.removeAttribute('href');
      return;
    }
    if (!href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

// Raw HTML is off in markdown-it, so the only markup is ours and KaTeX's (which draws roots and arrows in SVG and
// sizes its boxes with inline styles); everything else a text could smuggle in is forbidden outright.
const PURIFY_CONFIG: Config & { RETURN_DOM?: false; RETURN_DOM_FRAGMENT?: false; RETURN_TRUSTED_TYPE?: false } = {
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  // KaTeX's MathML keeps the TeX source in <annotation> for screen readers and copying.
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['target', 'encoding'],
  FORBID_TAGS: [
    'style', 'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select',
    'textarea', 'option', 'link', 'meta', 'base', 'foreignObject', 'animate', 'set', 'use',
  ],
  FORBID_ATTR: ['srcset', 'action', 'formaction', 'xlink:href'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** Sanitises HTML made by the markdown pipeline (exported for the tests of the sanitiser itself). */
export function sanitize(html: string): string {
  setUpPurifier();
  sanitizing = true;
  try {
    return DOMPurify.sanitize(html, PURIFY_CONFIG);
  } finally {
    sanitizing = false;
  }
}

const renderers = new Map<boolean, MarkdownIt>();

/** The sanitised HTML of a markdown text with math, code blocks and images; `gaps` turns [[n]] into gap hosts. */
export function markdownToHtml(source: string, { gaps = false }: { gaps?: boolean } = {}): string {
  let md = renderers.get(gaps);
  if (!md) {
    md = createRenderer(gaps);
    renderers.set(gaps, md);
  }
  return sanitize(md.render(source));
}
