import { PresenceReporter } from '../../features/admin/presence-reporter';
import { AppHeader } from '../header/app-header';
import { SignedInFrame } from './signed-in-frame';

/** The staff layout: header with menus, search and course context, the page with its alerts, the footer. */
export default function StaffLayout() {
  return (
    <SignedInFrame
      maxWidth={1440}
      header={(
        <>
          <AppHeader />
          <PresenceReporter />
        </>
      )}
    />
  );
}
