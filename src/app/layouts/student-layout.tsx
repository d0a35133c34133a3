import { Layout, theme } from 'antd';
import { UserBlock } from '../header/user-block';
import { useLogout } from '../logout';
import { BREAKPOINT_LG, useMinWidth } from '../use-media-query';
import { Brand } from './brand';
import { SignedInFrame } from './signed-in-frame';

/** The student's layout: the brand, the user (settings, logout), the page, the footer. No staff menus. */
export default function StudentLayout() {
  const { token } = theme.useToken();
  const logout = useLogout();
  const wide = useMinWidth(BREAKPOINT_LG);
  return (
    <SignedInFrame
      maxWidth={1100}
      header={(
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
      )}
    />
  );
}
