import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderWithStore } from '../../../test/render';
import { signedInState } from '../../../test/store-state';
import { Markdown } from '../components/markdown';
import { markdownToHtml, sanitize } from '../components/markdown-html';

jest.setTimeout(60_000);

/** Parses sanitised HTML into a detached tree, to look for what must not be there. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function assertHarmless(html: string) {
  const root = parse(html);
  expect(root.querySelector('script, style, iframe, object, embed, form, input, button, textarea, select, link, meta, base')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/javascript:|vbscript:|expression\s*\(/i);
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attribute.name)) {
        expect(attribute.value).not.toMatch(/^\s*data:/i);
      }
    }
  }
}

// What authors (or an imported file) could put into a question text to run script in a teacher's session.
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '![x](https://example.org/a.png" onerror="alert(1))',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<svg onload=alert(1)><circle r=5 /></svg>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '$\\href{javascript:alert(1)}{x}$',
  '$$\\url{javascript:alert(1)}$$',
  '![pic](javascript:alert(1))',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<details open ontoggle=alert(1)>',
  '[x](vbscript:msgbox(1))',
];

describe('markdownToHtml', () => {
  it('has a harmlessness check that catches what it looks for', () => {
    expect(() => assertHarmless('<img src="x" onerror="alert(1)">')).toThrow();
    expect(() => assertHarmless('<a href="javascript:alert(1)">x</a>')).toThrow();
    expect(() => assertHarmless('<a href="data:text/html,x">x</a>')).toThrow();
    expect(() => assertHarmless('<script>alert(1)</script>')).toThrow();
  });

  it.each(XSS_CORPUS)('leaves nothing that runs script: %s', (source) => {
    assertHarmless(markdownToHtml(source));
  });

  it('also cleans markup that reaches the sanitiser directly', () => {
    for (const source of XSS_CORPUS) assertHarmless(sanitize(source));
    const cleaned = parse(sanitize('<a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg><img src="x" onerror="alert(1)">'));
    expect(cleaned.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(cleaned.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('shows raw HTML as text instead of markup', () => {
    const root = parse(markdownToHtml('<b>bold</b> <script>alert(1)</script>'));
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('<b>bold</b>');
  });

  it('opens links in a new tab without giving the page access to this one', () => {
    const link = parse(markdownToHtml('[docs](https://example.org/docs)')).querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders inline and display math with KaTeX', () => {
    const root = parse(markdownToHtml('Euler: $e^{i\\pi} + 1 = 0$ and\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nCosts $5 and $6.'));
    expect(root.querySelectorAll('.katex')).toHaveLength(2);
    expect(root.querySelector('.katex-display')).not.toBeNull();
    expect(root.querySelector('annotation')?.textContent).toBe('e^{i\\pi} + 1 = 0');
    // KaTeX draws roots in SVG: that survives sanitising.
    expect(parse(markdownToHtml('$\\sqrt{2}$')).querySelector('.katex svg path')).not.toBeNull();
    // Dollar amounts are not math.
    expect(root.textContent).toContain('Costs $5 and $6.');
  });

  it('renders a broken formula as its source instead of failing', () => {
    const root = parse(markdownToHtml('$\\frac{1}{$'));
    expect(root.textContent).toContain('\\frac{1}{');
  });

  it('renders code blocks as escaped, styled code', () => {
    const root = parse(markdownToHtml('```sql\nSELECT * FROM t WHERE a < 3 -- <script>\n```'));
    const code = root.querySelector('pre.eh-md-code code.language-sql');
    expect(code?.textContent).toBe('SELECT * FROM t WHERE a < 3 -- <script>\n');
    expect(root.querySelector('script')).toBeNull();
  });

  it('keeps https images, loads attachments by id and shows other images as their alt text', () => {
    const root = parse(markdownToHtml('![a](https://example.org/a.png) ![b](attachment:12) ![c](http://example.org/c.png)'));
    const images = root.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', 'https://example.org/a.png');
    expect(images[1]).toHaveAttribute('data-attachment-id', '12');
    expect(images[1]).not.toHaveAttribute('src');
    expect(root.querySelector('.eh-md-image-alt')?.textContent).toBe('c');
  });

  it('turns gap markers into gap hosts only when asked to', () => {
    expect(parse(markdownToHtml('A [[1]] b [[2]]', { gaps: true })).querySelectorAll('[data-gap]')).toHaveLength(2);
    expect(parse(markdownToHtml('A [[1]] b')).textContent?.trim()).toBe('A [[1]] b');
  });
});

describe('Markdown', () => {
  const createObjectURL = jest.fn(() => 'blob:attachment-7');
  beforeEach(() => {
    server.use(http.put(apiUrl('/user/settings'), () => ok()));
    URL.createObjectURL = createObjectURL;
  });

  it('loads an attachment image with the bearer token and shows it from a blob URL', async () => {
    server.use(http.get(apiUrl('/attachments/7'), () => HttpResponse.html('PNG')));
    renderWithStore(<Markdown source="![plot](attachment:7)" />, { preloadedState: signedInState({ currCourseId: 3 }) });
    const image = screen.getByRole('img', { name: 'plot' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:attachment-7'));
    const [request] = sentRequests('GET /attachments/7');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request.headers.get('Context-Course-Id')).toBe('3');
  });

  it('shows the alt text when an attachment cannot be loaded', async () => {
    server.use(http.get(apiUrl('/attachments/8'), () => apiError(404, 'NOT_FOUND', 'gone')));
    renderWithStore(<Markdown source="![schema diagram](attachment:8)" />, { preloadedState: signedInState() });
    expect(await screen.findByText('schema diagram')).toHaveClass('eh-md-image-failed');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
