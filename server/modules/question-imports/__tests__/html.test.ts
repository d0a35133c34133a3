import { describe, expect, test } from '@jest/globals';
import { htmlToMarkdown, questionMarkdown, resolveImageTokens, resolveQuestionImages } from '../html.js';
import { richText } from '../source.js';

describe('htmlToMarkdown', () => {
  test.each([
    ['paragraphs, bold, italics and entities', '<p>Which <b>key</b> is <i>minimal</i>?</p><p>R &amp; S</p>', 'Which **key** is *minimal*?\n\nR & S'],
    ['line breaks', 'Line one<br />Line two', 'Line one  \nLine two'],
    ['links and images', '<p>See <a href="https://example.org/a b">the docs</a> <img src="x.png" alt="A [b]"></p>', 'See [the docs](https://example.org/a%20b) ![A \\[b\\]](x.png)'],
    ['lists, nested', '<ul><li>one</li><li>two<ol><li>nested</li></ol></li></ul><p>after</p>', '- one\n- two\n\n   1. nested\n\nafter'],
    ['TeX from Moodle’s filter', '<p>Solve \\(x^2 = 4\\) and \\[E = mc^2\\]</p>', 'Solve $x^2 = 4$ and $$E = mc^2$$'],
    ['Markdown characters in text', '<p>a_b and 2*3 &lt;tag&gt; but a ____ blank</p>', 'a\\_b and 2\\*3 \\<tag\\> but a ____ blank'],
    ['code spans and blocks keep their text', '<pre>int *p = &amp;x;\n  return *p;</pre><p>Use <code>a*b</code>.</p>', '```\nint *p = &x;\n  return *p;\n```\n\nUse `a*b`.'],
    ['headings; unknown tags keep their text', '<h3>Title</h3><p><span style="color:red">red</span> text</p>', '### Title\n\nred text'],
  ])('%s', (_name, html, markdown) => {
    expect(htmlToMarkdown(html)).toBe(markdown);
  });

  test('a table becomes lines of text, and says so', () => {
    const lost: string[] = [];
    expect(htmlToMarkdown('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>', (what) => lost.push(what))).toBe('a | b  \nc | d');
    expect(lost).toEqual(['a table, whose cells are kept as lines of text']);
  });
});

describe('questionMarkdown', () => {
  test('Markdown stays, plain text is escaped, Moodle’s format keeps its line breaks', () => {
    expect(questionMarkdown(richText('**bold** <b>', 'markdown'))).toBe('**bold** <b>');
    expect(questionMarkdown(richText('2*3 <b>', 'plain_text'))).toBe('2\\*3 \\<b\\>');
    expect(questionMarkdown(richText('first\nsecond', 'moodle_auto_format'))).toBe('first  \nsecond');
  });
});

test('resolveImageTokens replaces whole tokens only', () => {
  const ids = new Map([
    ['pending-1-1', 5],
    ['pending-1-10', 6],
  ]);
  expect(resolveImageTokens('![a](attachment:pending-1-1) ![b](attachment:pending-1-10) attachment:pending-2-1', ids)).toBe(
    '![a](attachment:5) ![b](attachment:6) attachment:pending-2-1',
  );
});

test('resolveQuestionImages resolves references anywhere in a question', () => {
  const question = {
    text: '![a](attachment:pending-3-1) "quoted"',
    content: { options: [{ text: '![b](attachment:pending-3-2)\nnext' }] },
  };
  expect(resolveQuestionImages(question, new Map([['pending-3-1', 8], ['pending-3-2', 9]]))).toEqual({
    text: '![a](attachment:8) "quoted"',
    content: { options: [{ text: '![b](attachment:9)\nnext' }] },
  });
});
