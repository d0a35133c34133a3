import { Layout, Typography, theme } from 'antd';
import { useT } from '../../i18n';

export function AppFooter() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: `${token.padding}px ${token.paddingLG}px` }}>
      <Typography.Text type="secondary">{t('footer.text')}</Typography.Text>
    </Layout.Footer>
  );
}
