import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { App as AntApp, Layout, theme } from 'antd';
import { LoadingScreen } from '../../components/loading-screen';
import { AlertsDisplay } from '../../core/alerts/alerts-display';
import { AppFooter } from './app-footer';
import { Brand } from './brand';

/** Pages anyone may open without signing in (the ongoing-exam board): a slim bar with the product mark. */
export default function PublicLayout() {
  const { token } = theme.useToken();
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex', alignItems: 'center', height: 56, paddingInline: token.paddingLG,
            background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Brand />
        </Layout.Header>
        <Layout.Content style={{ width: '100%', maxWidth: 1440, margin: '0 auto', padding: token.paddingLG }}>
          <AlertsDisplay />
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <AppFooter />
      </Layout>
    </AntApp>
  );
}
