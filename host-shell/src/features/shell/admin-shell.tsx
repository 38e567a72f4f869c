// docs/screens.md, Admin shell: header (title, initials, full name, role, sign-out, mobile menu toggle), navigation
// with the Ürünler, QR and Çalışma Düzeni dropdowns, and the selected tab in the URL (/{screenId}).
// This chunk is loaded after sign-in; it brings antd (a shared singleton) for the whole portal.
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { hasPermission, initials, ROLE_LABELS, sessionStore, tr, useSession, type Permission } from '@menu/shared';
import { accessibleBrand, AppProviders, DEFAULT_BRAND } from '@menu/shared/ui';
import { Avatar, Button, Drawer, Grid, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PermissionRequired } from '../session/protected-route';
import { RemoteScreen } from '../remotes/remote-screen';
import { defaultScreen, SCREEN_BY_ID, visibleNavigation, type NavItem, type ScreenId } from './screens';
import './admin-shell.css';

function toMenuItems(items: NavItem[]): MenuProps['items'] {
  return items.map((item) =>
    item.children
      ? { key: item.key, label: item.label, children: toMenuItems(item.children) }
      : { key: item.screen!, label: item.label },
  );
}

export function ShellFrame() {
  const user = useSession((s) => s.user)!;
  const restaurants = useSession((s) => s.restaurants);
  const { screen: screenParam } = useParams();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const content = useRef<HTMLElement>(null);

  const can = useMemo(() => (p: Permission) => hasPermission(user, p), [user]);
  const nav = useMemo(() => visibleNavigation(can), [can]);
  const fallback = defaultScreen(can);

  if (!screenParam) {
    if (!fallback) return <PermissionRequired permission="manage_products" />;
  } else if (!SCREEN_BY_ID.has(screenParam as ScreenId)) {
    return <Navigate to="/" replace />;
  }
  const screenId = (screenParam as ScreenId | undefined) ?? fallback!;
  const screen = SCREEN_BY_ID.get(screenId)!;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  const go: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    navigate(key === fallback ? '/' : `/${key}`);
    // A group's popup closes once an item is chosen, by keyboard too (rc-menu keeps it open after Enter until
    // Escape, which it is sent), and the focus moves on to the screen.
    setTimeout(() => {
      const active = document.activeElement;
      if (active?.closest('.ant-menu-submenu-popup'))
        active.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', keyCode: 27, bubbles: true }),
        );
      content.current?.focus({ preventScroll: true });
    }, 0);
  };
  const signOut = () => {
    // The store forgets the session at once; the server revokes it in the background.
    void sessionStore.getState().logout();
    navigate('/login', { replace: true });
  };
  const items = toMenuItems(nav);

  return (
    <Layout className="shell">
      <Layout.Header className="shell__header">
        {isMobile && (
          <Button
            className="shell__toggle"
            type="text"
            icon={<MenuOutlined />}
            aria-label={tr.shell.menuToggle}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen((o) => !o)}
          />
        )}
        <div className="shell__title">
          <span className="shell__logo" aria-hidden="true">
            QR
          </span>
          <span className="shell__title-text">{tr.common.appTitle}</span>
        </div>
        {!isMobile && (
          <nav className="shell__nav" aria-label="Ana menü">
            <Menu mode="horizontal" triggerSubMenuAction="click" selectedKeys={[screenId]} items={items} onClick={go} />
          </nav>
        )}
        <div className="shell__user">
          <Avatar className="shell__avatar" style={{ backgroundColor: 'var(--brand)' }}>
            {initials(user.firstName, user.lastName) || initials(user.username)}
          </Avatar>
          {!isMobile && (
            <div className="shell__who">
              <Typography.Text strong className="shell__name">
                {fullName}
              </Typography.Text>
              <Typography.Text type="secondary" className="shell__role">
                {ROLE_LABELS[user.role]}
              </Typography.Text>
            </div>
          )}
          <Button icon={<LogoutOutlined />} onClick={signOut} aria-label={tr.auth.logout}>
            {isMobile ? null : tr.auth.logout}
          </Button>
        </div>
      </Layout.Header>
      {isMobile && (
        <Drawer
          title={
            <div>
              <div>{fullName}</div>
              <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                {ROLE_LABELS[user.role]}
              </Typography.Text>
            </div>
          }
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
        >
          <Menu
            mode="inline"
            selectedKeys={[screenId]}
            items={items}
            onClick={go}
            defaultOpenKeys={nav.filter((n) => n.children).map((n) => n.key)}
          />
        </Drawer>
      )}
      <Layout.Content className="shell__content" ref={content} tabIndex={-1} aria-label={screen.label}>
        {hasPermission(user, screen.permission) ? (
          <RemoteScreen key={screen.id} remote={screen.remote} exposed={screen.exposed} />
        ) : (
          <PermissionRequired permission={screen.permission} />
        )}
      </Layout.Content>
      <span hidden data-restaurant-count={restaurants.length} />
    </Layout>
  );
}

/** The brand colour: the user's own restaurant's primary colour, the product default otherwise. */
function useBrandColour(): string | undefined {
  const user = useSession((s) => s.user);
  const restaurants = useSession((s) => s.restaurants);
  if (!user || user.role === 'SuperAdmin') return undefined;
  return restaurants.find((r) => r.id === user.restaurantId)?.primaryColor ?? undefined;
}

export default function AdminShell() {
  const brand = useBrandColour();
  return (
    <AppProviders primaryColor={brand}>
      <div style={{ ['--brand' as string]: accessibleBrand(brand, DEFAULT_BRAND) }}>
        <ShellFrame />
      </div>
    </AppProviders>
  );
}
