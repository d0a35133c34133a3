import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Drawer, Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { selectRoleName } from '../../core/auth/auth-slice';
import { AcademicYearSelector } from '../../features/courses/academic-year-selector';
import { CourseSelector } from '../../features/courses/course-selector';
import { SearchBox } from '../../features/search/search-box';
import { useT } from '../../i18n';
import { useAppSelector } from '../../core/hooks';
import { Brand } from '../layouts/brand';
import { useLogout } from '../logout';
import { BREAKPOINT_LG, BREAKPOINT_MD, useMinWidth } from '../use-media-query';
import { allSections, menuSections } from './menu-sections';
import { UserBlock } from './user-block';

function useMenuItems(onNavigate?: () => void): MenuProps['items'] {
  const t = useT();
  const roleName = useAppSelector(selectRoleName);
  return menuSections(roleName).map((section) => ({
    key: section.key,
    icon: section.icon,
    label: t(section.labelKey),
    children: section.items.map((item) => ({
      key: item.path,
      icon: item.icon,
      label: <Link to={item.path} onClick={onNavigate}>{t(item.labelKey)}</Link>,
    })),
  }));
}

/** The main layout's header: menus, search and command palette, course and academic year, the user. */
export function AppHeader() {
  const t = useT();
  const { token } = theme.useToken();
  const location = useLocation();
  const logout = useLogout();
  const wide = useMinWidth(BREAKPOINT_MD);
  const extraWide = useMinWidth(BREAKPOINT_LG);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const items = useMenuItems(closeDrawer);
  const selectedKeys = [location.pathname];

  const bar = {
    display: 'flex', alignItems: 'center', gap: token.marginMD, paddingInline: token.paddingLG,
  } as const;
  const headerStyle = {
    height: 'auto', lineHeight: 'normal', padding: 0, position: 'sticky', top: 0, zIndex: 10,
    background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`,
    boxShadow: token.boxShadowTertiary,
  } as const;

  if (!wide) {
    return (
      <Layout.Header style={headerStyle}>
        <div style={{ ...bar, height: 56, gap: token.marginSM, paddingInline: token.paddingSM }}>
          <Button type="text" icon={<MenuOutlined />} aria-label={t('menu.openMenu')} onClick={() => setDrawerOpen(true)} />
          <Brand />
          <div style={{ flex: 1 }} />
          <UserBlock onLogout={logout} showName={false} />
        </div>
        <div style={{ ...bar, paddingInline: token.paddingSM, paddingBottom: token.paddingSM }}>
          <SearchBox onLogout={logout} block />
        </div>
        <Drawer title={t('menu.drawerTitle')} placement="left" open={drawerOpen} onClose={closeDrawer} size={320} styles={{ body: { padding: 0 } }}>
          <div style={{ display: 'grid', gap: token.marginSM, padding: token.padding }}>
            <Typography.Text type="secondary" strong>{t('menu.context')}</Typography.Text>
            <CourseSelector block />
            <AcademicYearSelector block />
          </div>
          <Menu mode="inline" items={items} selectedKeys={selectedKeys} defaultOpenKeys={allSections().map((s) => s.key)} style={{ borderInlineEnd: 'none' }} />
        </Drawer>
      </Layout.Header>
    );
  }

  return (
    <Layout.Header style={headerStyle}>
      <div style={{ ...bar, height: 56 }}>
        <Brand />
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={selectedKeys}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '54px' }}
        />
        <UserBlock onLogout={logout} showName={extraWide} />
      </div>
      <div style={{ ...bar, height: 48, background: token.colorFillQuaternary, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <SearchBox onLogout={logout} />
        <div style={{ flex: 1 }} />
        <CourseSelector />
        <AcademicYearSelector />
      </div>
    </Layout.Header>
  );
}
