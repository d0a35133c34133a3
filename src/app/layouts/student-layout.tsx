import { Suspense } from 'react';
import { App as AntApp, Layout, theme } from 'antd';
import { LoadingScreen } from '../../components/loading-screen';
import { AlertsDisplay } from '../../features/alerts/alerts-display';
import { UserBlock } from '../header/user-block';
import { useLogout } from '../logout';
import { GuardedOutlet } from '../route-access';
import { BREAKPOINT_LG, useMinWidth } from '../use-media-query';
import { AppFooter } from './app-footer';
import { Brand } from './brand';

/** The student's layout: the brand, the user (settings, logout), the page, the footer. No staff menus. */
export default function StudentLayout() {
  const { token } = theme.useToken();
  const logout = useLogout();
  const wide = useMinWidth(BREAKPOINT_LG);
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            height: 56, lineHeight: 'normal', position: 'sticky', top: 0, zIndex: 10, display: 'flex', alignItems: 'center',
            gap: token.marginMD, paddingInline: token.paddingLG, background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`, boxShadow: token.boxShadowTertiary,
          }}
        >
          <Brand />
          <div style={{ flex: 1 }} />
          <UserBlock onLogout={logout} showName={wide} />
        </Layout.Header>
        <Layout.Content style={{ width: '100%', maxWidth: 1100, margin: '0 auto', padding: token.paddingLG }}>
          <AlertsDisplay />
          <Suspense fallback={<LoadingScreen />}>
            <GuardedOutlet />
          </Suspense>
        </Layout.Content>
        <AppFooter />
      </Layout>
    </AntApp>
  );
}
