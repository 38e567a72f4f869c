// The user management screen (docs/screens.md, "Kullanıcı Yönetimi"): header, stats, filters, cards or
// list, create/edit dialog.
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS, tr } from '@menu/shared';
import { QueryFailedAlert, ScreenPage } from '@menu/shared/ui';
import { Button, Flex, Tag, Typography } from 'antd';
import { usersLoadMessage } from '../api/user-errors';
import { useUsersPage } from '../hooks/use-users-page';
import { UserFiltersBar } from './user-filters';
import { UserForm } from './user-form';
import { UsersList } from './users-list';
import { UserStats } from './user-stats';

export function UsersPage() {
  const page = useUsersPage();
  const { viewer, restaurants, users, editor } = page;

  // One form at a time: the new-user button is hidden while a form is open.
  const newButton = editor.open ? null : (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => editor.edit(null)}>
      {tr.users.newUser}
    </Button>
  );

  return (
    <ScreenPage
      id="users"
      text={tr.users}
      subtitle={page.isSuperAdmin ? tr.users.subtitleAll : tr.users.subtitleOwn}
      meta={
        <Flex gap={8} wrap align="center">
          {viewer ? (
            <Tag icon={<UserOutlined />} color="blue" style={{ marginInlineEnd: 0 }}>
              {tr.common.role}: {ROLE_LABELS[viewer.role]}
            </Tag>
          ) : null}
          <Typography.Text type="secondary">{tr.common.restaurantCount(restaurants.length)}</Typography.Text>
        </Flex>
      }
      extra={newButton}
    >
      <QueryFailedAlert
        query={users}
        title={tr.users.loadFailedTitle}
        description={usersLoadMessage}
        style={{ marginBottom: 16 }}
      />

      <UserStats stats={page.stats} loading={page.loading} />

      <UserFiltersBar
        filters={page.filters}
        onChange={page.setFilters}
        restaurants={restaurants}
        showRestaurantFilter={page.isSuperAdmin || restaurants.length > 1}
        view={page.view}
        onViewChange={page.setView}
      />

      <UsersList page={page} newButton={newButton} />

      <UserForm user={editor.editing} {...page.form} />
    </ScreenPage>
  );
}
