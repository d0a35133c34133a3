import { theme } from 'antd';
import { useT } from '../../i18n';

/** docs/requirements.md#the-product: the footer states that the product is an exam web application. Plain markup: it is on every page. */
export function AppFooter() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <footer
      style={{
        textAlign: 'center', padding: `${token.padding}px ${token.paddingLG}px`, color: token.colorTextSecondary,
        fontSize: token.fontSize,
      }}
    >
      {t('footer.text')}
    </footer>
  );
}
