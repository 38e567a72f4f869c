// The users screen's list: loading cards, the empty and no-match states, the count, and the users as cards
// or as a table.
import { tr } from '@menu/shared';
import { EmptyState, SkeletonCardGrid } from '@menu/shared/ui';
import { Button, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { hasActiveFilters, NO_FILTERS } from '../hooks/filter-users';
import type { UsersPageState } from '../hooks/use-users-page';
import { UserCard } from './user-card';
import { UserTable } from './user-table';

const GRID_COL = { xs: 24, md: 12, xl: 8 } as const;

export function UsersList({ page, newButton }: { page: UsersPageState; newButton: ReactNode }) {
  const { users, all, shown, filters, viewer, actions, editor } = page;
  if (page.loading) return <SkeletonCardGrid count={6} col={GRID_COL} cover={false} label={tr.common.loading} />;
  if (users.isSuccess && all.length === 0)
    return <EmptyState title={tr.users.empty} description={tr.users.emptyHint} action={newButton} />;
  if (users.isSuccess && shown.length === 0)
    return (
      <EmptyState
        title={tr.users.noMatch}
        description={tr.users.noMatchHint}
        action={<Button onClick={() => page.setFilters(NO_FILTERS)}>{tr.common.clearFilters}</Button>}
      />
    );
  if (shown.length === 0) return null;
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} role="status">
        {hasActiveFilters(filters) ? tr.users.showing(shown.length, all.length) : tr.users.userCount(all.length)}
      </Typography.Paragraph>
      {page.view === 'grid' ? (
        <Row gutter={[16, 16]} role="list" aria-label={tr.users.listLabel}>
          {shown.map((u) => (
            <Col key={u.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              <UserCard
                user={u}
                restaurantName={page.restaurantName(u)}
                isSelf={u.id === viewer?.id}
                permissions={page.rowPermissions(u)}
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
          restaurantName={page.restaurantName}
          permissionsFor={page.rowPermissions}
          togglingId={actions.togglingId}
          deletingId={actions.deletingId}
          onEdit={editor.edit}
          onToggle={(x) => void actions.toggleActive(x)}
          onDelete={actions.confirmDelete}
        />
      )}
    </>
  );
}
