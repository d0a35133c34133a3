import { Suspense } from 'react';
import { App as AntApp, Layout, theme } from 'antd';
import { LoadingScreen } from '../../components/loading-screen';
import { AlertsDisplay } from '../../features/alerts/alerts-display';
import { PresenceReporter } from '../../features/admin/presence-reporter';
import { AppHeader } from '../header/app-header';
import { GuardedOutlet } from '../route-access';
import { AppFooter } from './app-footer';

/** The staff layout: header with menus and context, the page with its alerts, the footer. */
export default function StaffLayout() {
  const { token } = theme.useToken();
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader />
        <PresenceReporter />
        <Layout.Content style={{ width: '100%', maxWidth: 1440, margin: '0 auto', padding: token.paddingLG }}>
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
