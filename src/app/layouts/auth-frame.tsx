import type { ReactNode } from 'react';
import { theme } from 'antd';
import { AlertsDisplay } from '../../core/alerts/alerts-display';
import { AppFooter } from './app-footer';
import { Brand } from './brand';

/**
 * A centred card under the product mark: sign-in, sign-out and the pages a signed-out visitor can see. Plain
 * elements styled with the theme's tokens rather than antd's Layout and Card: this frame is on the first page
 * most visitors load, and Card alone brings in antd's tabs and menus.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh', display: 'flex', flexDirection: 'column',
        background: `radial-gradient(circle at 20% 0%, ${token.colorPrimaryBg}, ${token.colorBgLayout} 60%)`,
      }}
    >
      <main style={{ flex: 'auto', display: 'grid', placeItems: 'center', padding: token.paddingLG }}>
        <div style={{ width: '100%', maxWidth: 440, display: 'grid', gap: token.marginLG }}>
          <div style={{ textAlign: 'center' }}>
            <Brand size="large" />
          </div>
          <AlertsDisplay />
          <section
            style={{
              background: token.colorBgContainer, color: token.colorText, borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary, padding: token.paddingXL,
            }}
          >
            {children}
          </section>
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
