import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Card, Layout, Spin, theme } from 'antd';
import { AlertsDisplay } from '../../features/alerts/alerts-display';
import { AppFooter } from './app-footer';
import { Brand } from './brand';

/** A centred card under the product mark: sign-in, sign-out and the pages a signed-out visitor can see. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: `radial-gradient(circle at 20% 0%, ${token.colorPrimaryBg}, ${token.colorBgLayout} 60%)` }}>
      <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: token.paddingLG }}>
        <div style={{ width: '100%', maxWidth: 440, display: 'grid', gap: token.marginLG }}>
          <div style={{ textAlign: 'center' }}>
            <Brand size="large" />
          </div>
          <AlertsDisplay />
          <Card variant="borderless" style={{ boxShadow: token.boxShadowSecondary }} styles={{ body: { padding: token.paddingXL } }}>
            {children}
          </Card>
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}

export default function AuthLayout() {
  return (
    <AuthFrame>
      <Suspense fallback={<div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}><Spin /></div>}>
        <Outlet />
      </Suspense>
    </AuthFrame>
  );
}
