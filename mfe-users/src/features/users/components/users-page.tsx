// The user management screen (docs/screens.md, "Kullanıcı Yönetimi"): header, stats, filters, cards or
// list, create/edit dialog.
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS, tr, useSession, type User, userRowPermissions } from '@menu/shared';
import {
  EmptyState,
  LoadFailedAlert,
  PageHeader,
  SkeletonCardGrid,
  useRecordEditor,
  type ViewMode,
} from '@menu/shared/ui';
import { Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { UserValues } from '../api/request-body';
import { usersLoadMessage } from '../api/user-errors';
import { useUsers } from '../api/get-users';
import {
  filterUsers,
  hasActiveFilters,
  NO_FILTERS,
  restaurantIdFromToken,
  userStats,
  type UserFilters,
} from '../hooks/filter-users';
import { useUserActions } from '../hooks/use-user-actions';
import { UserCard } from './user-card';
import { UserFiltersBar } from './user-filters';
import { UserForm } from './user-form';
import { UserStats } from './user-stats';
import { UserTable } from './user-table';

const GRID_COL = { xs: 24, md: 12, xl: 8 } as const;

export function UsersPage() {
  const viewer = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const restaurants = useSession((s) => s.restaurants);
  const users = useUsers();
  const actions = useUserActions();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [view, setView] = useState<ViewMode>('grid');
  const editor = useRecordEditor<User>();

  const isSuperAdmin = viewer?.role === 'SuperAdmin';
  // docs/screens.md, Error messages: after a failed load the lists are emptied.
  const all = useMemo(() => (users.isError ? [] : (users.data ?? [])), [users.data, users.isError]);
  const shown = useMemo(() => filterUsers(all, filters), [all, filters]);
  const stats = useMemo(() => userStats(all), [all]);
  const restaurantNames = useMemo(() => new Map(restaurants.map((r) => [r.id, r.name])), [restaurants]);
  const defaultRestaurantId =
    restaurantIdFromToken(token) ?? viewer?.restaurantId ?? (restaurants.length === 1 ? restaurants[0].id : null);

  const restaurantName = (user: User) =>
    user.restaurantId == null
      ? tr.users.noRestaurant
      : (restaurantNames.get(user.restaurantId) ?? `#${user.restaurantId}`);
  const rowPermissions = (user: User) => userRowPermissions(viewer, user);

  const submit = (values: UserValues) => editor.saveAndClose(actions.save(values, editor.editing));

  // One form at a time: the new-user button is hidden while a form is open.
  const newButton = editor.open ? null : (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => editor.edit(null)}>
      {tr.users.newUser}
    </Button>
  );
  const loading = users.isPending && !users.isError;

  return (
    <section aria-labelledby="users-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="users-title">{tr.users.title}</span>}
        subtitle={isSuperAdmin ? tr.users.subtitleAll : tr.users.subtitleOwn}
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
      />

      {users.isError ? (
        <LoadFailedAlert
          title={tr.users.loadFailedTitle}
          description={usersLoadMessage(users.error)}
          onRetry={() => users.refetch()}
          retrying={users.isFetching}
          style={{ marginBottom: 16 }}
        />
      ) : null}

      <UserStats stats={stats} loading={loading} />

      <UserFiltersBar
        filters={filters}
        onChange={setFilters}
        restaurants={restaurants}
        showRestaurantFilter={isSuperAdmin || restaurants.length > 1}
        view={view}
        onViewChange={setView}
      />

      {loading ? (
        <SkeletonCardGrid count={6} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : users.isSuccess && all.length === 0 ? (
        <EmptyState title={tr.users.empty} description={tr.users.emptyHint} action={newButton} />
      ) : users.isSuccess && shown.length === 0 ? (
        <EmptyState
          title={tr.users.noMatch}
          description={tr.users.noMatchHint}
          action={<Button onClick={() => setFilters(NO_FILTERS)}>{tr.common.clearFilters}</Button>}
        />
      ) : shown.length > 0 ? (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} role="status">
            {hasActiveFilters(filters) ? tr.users.showing(shown.length, all.length) : tr.users.userCount(all.length)}
          </Typography.Paragraph>
          {view === 'grid' ? (
            <Row gutter={[16, 16]} role="list" aria-label={tr.users.listLabel}>
              {shown.map((u) => (
                <Col key={u.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
                  <UserCard
                    user={u}
                    restaurantName={restaurantName(u)}
                    isSelf={u.id === viewer?.id}
                    permissions={rowPermissions(u)}
                    toggling={actions.togglingId === u.id}
                    deleting={actions.deletingId === u.id}
                    onEdit={editor.edit}
                    onToggle={(x) => void actions.toggleActive(x)}
                    onDelete={actions.confirmDelete}
                  />
                </Col>
              ))}
            </Row>
          ) : (
            <UserTable
              users={shown}
              viewerId={viewer?.id ?? null}
              restaurantName={restaurantName}
              permissionsFor={rowPermissions}
              togglingId={actions.togglingId}
              deletingId={actions.deletingId}
              onEdit={editor.edit}
              onToggle={(x) => void actions.toggleActive(x)}
              onDelete={actions.confirmDelete}
            />
          )}
        </>
      ) : null}

      <UserForm
        open={editor.open}
        user={editor.editing}
        restaurants={restaurants}
        defaultRestaurantId={defaultRestaurantId}
        canAssignSuperAdmin={isSuperAdmin}
        isSelf={!!editor.editing && editor.editing.id === viewer?.id}
        saving={actions.saving}
        onClose={() => editor.close()}
        onSubmit={submit}
      />
    </section>
  );
}
