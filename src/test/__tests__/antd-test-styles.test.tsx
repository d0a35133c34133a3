import { render } from '@testing-library/react';
import { Button } from 'antd';
import { AntdTestStyles, keepObservableStyles } from '../antd-test-styles';

describe('AntdTestStyles', () => {
  it('keeps the declarations a test can observe and the nested rules that hold them', () => {
    expect(keepObservableStyles.visit!({
      color: 'red', display: 'none', opacity: 0, pointerEvents: 'none', visibility: 'hidden', padding: 4,
      '&-hidden': { display: 'none', margin: 0 },
    })).toEqual({
      display: 'none', opacity: 0, pointerEvents: 'none', visibility: 'hidden', '&-hidden': { display: 'none', margin: 0 },
    });
  });

  it('reaches the styles antd injects into the page', () => {
    render(<AntdTestStyles><Button>Save</Button></AntdTestStyles>);
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toMatch(/\.ant-btn[^{]*\{[^}]*display:inline-flex/);
    expect(css).not.toMatch(/\.ant-btn[^{]*\{[^}]*cursor:/);
  });
});
