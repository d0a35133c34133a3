import { Suspense } from 'react';
import { App as AntApp, Layout, theme } from 'antd';
import { LoadingScreen } from '../../components/loading-screen';
import { AlertsDisplay } from '../../core/alerts/alerts-display';
import { GuardedOutlet } from '../route-access';

/** Full-screen pages (test generation, instance preview): the whole window for the content, no header. */
export default function FullscreenLayout() {
  const { token } = theme.useToken();
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Content style={{ padding: token.paddingLG }}>
          <AlertsDisplay />
          <Suspense fallback={<LoadingScreen />}>
            <GuardedOutlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </AntApp>
  );
}
