import { Suspense, type ReactNode } from 'react';
import { App as AntApp, Layout, theme } from 'antd';
import { LoadingScreen } from '../../components/loading-screen';
import { AlertsDisplay } from '../../core/alerts/alerts-display';
import { GuardedOutlet } from '../route-access';
import { AppFooter } from './app-footer';
import { MAIN_ID, SkipLink } from './skip-link';

/** What every signed-in layout shares: its header, then the page (for the roles it allows) with alerts, the footer. */
export function SignedInFrame({ header, maxWidth }: { header: ReactNode; maxWidth: number }) {
  const { token } = theme.useToken();
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <SkipLink />
        {header}
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ width: '100%', maxWidth, margin: '0 auto', padding: token.paddingLG }}>
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
