import 'katex/dist/katex.min.css';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'react-redux';
import type { RootState } from '../../../core/store';
import { env } from '../../../config/env';
import { t } from '../../../i18n';
import { ATTACHMENT_ATTR, GAP_ATTR, markdownToHtml } from './markdown-html';
import './markdown.css';
import '../messages-renderers';

// Attachment images are served only to signed-in users who may see them (staff of the course; a student whose
// started exam shows them), so an <img src> (which sends no bearer token) cannot load them: the bytes are fetched the way the base query authenticates and shown from a blob URL. Blob URLs are kept
// per attachment for the page's lifetime (questions show the same images again and again), the oldest dropped
// beyond a bound.
const MAX_CACHED_IMAGES = 100;
const imageCache = new Map<string, Promise<string>>();

function loadAttachment(id: string, state: RootState): Promise<string> {
  // Keyed by the session too: after a sign-out, another user must not see what the previous one could.
  const key = `${state.auth.token ?? ''}:${id}`;
  const cached = imageCache.get(key);
  if (cached) return cached;
  const headers = new Headers();
  if (state.auth.token) headers.set('Authorization', `Bearer ${state.auth.token}`);
  headers.set('Context-Course-Id', String(state.settings.currCourseId || 0));
  headers.set('Context-Academic-Year-Id', String(state.settings.currAcademicYearId || 0));
  const loading = fetch(`${env.apiBaseUrl}/attachments/${id}`, { headers, credentials: 'include' }).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return URL.createObjectURL(await response.blob());
  });
  // A failure is not remembered: the next render tries again (the session may have been renewed meanwhile).
  loading.catch(() => imageCache.delete(key));
  imageCache.set(key, loading);
  if (imageCache.size > MAX_CACHED_IMAGES) {
    const [oldestKey, oldest] = imageCache.entries().next().value as [string, Promise<string>];
    imageCache.delete(oldestKey);
    oldest.then((url) => URL.revokeObjectURL(url), () => {});
  }
  return loading;
}

const ATTACHMENT_REFERENCE = /attachment:(\d{1,12})(?!\d)/g;

/**
 * Starts loading every image that `text` (markdown, or the JSON of question views) refers to, so that they show
 * later without the network: the exam page preloads all of an instance's images when it opens. Failures are left
 * to the render, which tries again.
 */
export function preloadAttachments(text: string, state: RootState): void {
  const ids = new Set([...text.matchAll(ATTACHMENT_REFERENCE)].map((match) => match[1]));
  for (const id of [...ids].slice(0, MAX_CACHED_IMAGES)) loadAttachment(id, state).catch(() => {});
}

function showAttachments(root: HTMLElement, state: RootState, isCurrent: () => boolean) {
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${ATTACHMENT_ATTR}]`)) {
    const id = img.getAttribute(ATTACHMENT_ATTR) ?? '';
    img.classList.add('eh-md-image-loading');
    img.setAttribute('aria-busy', 'true');
    loadAttachment(id, state).then(
      (url) => {
        if (!isCurrent()) return;
        img.src = url;
        img.classList.remove('eh-md-image-loading');
        img.removeAttribute('aria-busy');
      },
      () => {
        if (!isCurrent()) return;
        const alt = document.createElement('span');
        alt.className = 'eh-md-image-alt eh-md-image-failed';
        alt.textContent = img.alt || t('questionRenderers.markdown.imageFailed');
        alt.title = t('questionRenderers.markdown.imageFailed');
        img.replaceWith(alt);
      },
    );
  }
}

export interface MarkdownProps {
  source: string;
  /** Renders `[[n]]` as the element `renderGap(n - 1)` returns (text completion); plain text otherwise. */
  renderGap?: (index: number) => ReactNode;
  /** Inline (a span, no block margins): short texts inside a label, such as a choice's option. */
  inline?: boolean;
  className?: string;
  id?: string;
}

/** Markdown with math ($…$, $$…$$), code blocks and images, sanitised before it reaches the DOM. */
export function Markdown({ source, renderGap, inline = false, className, id }: MarkdownProps) {
  const withGaps = renderGap !== undefined;
  const html = useMemo(() => markdownToHtml(source, { gaps: withGaps }), [source, withGaps]);
  const ref = useRef<HTMLElement>(null);
  const store = useStore<RootState>();
  const [gapHosts, setGapHosts] = useState<HTMLElement[]>([]);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    let current = true;
    showAttachments(root, store.getState(), () => current);
    setGapHosts(withGaps ? [...root.querySelectorAll<HTMLElement>(`[${GAP_ATTR}]`)] : []);
    return () => {
      current = false;
    };
  }, [html, withGaps, store]);

  const classes = ['eh-markdown', inline ? 'eh-markdown-inline' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      {/* The HTML comes from markdownToHtml, which sanitises everything it returns (DOMPurify). */}
      {inline
        ? <span id={id} ref={ref} className={classes} dangerouslySetInnerHTML={{ __html: html }} />
        : <div id={id} ref={ref as RefObject<HTMLDivElement>} className={classes} dangerouslySetInnerHTML={{ __html: html }} />}
      {renderGap && gapHosts.map((host, i) => createPortal(renderGap(Number(host.getAttribute(GAP_ATTR))), host, String(i)))}
    </>
  );
}
