// The list view: one row per user with the same facts and actions as the cards.
import { formatAccountAge, formatDateTime, initials, tr, type User, type UserRowPermissions } from '@menu/shared';
import { Avatar, Flex, Table, Tag, Typography } from 'antd';
import { fullName, StatusSwitch, UserActions } from './user-card';
import { ROLE_AVATAR_COLOURS, RoleTag } from './role-tag';

export interface UserTableProps {
  users: User[];
  viewerId: number | null;
  restaurantName: (user: User) => string;
  permissionsFor: (user: User) => UserRowPermissions;
  togglingId: number | null;
  deletingId: number | null;
  onEdit: (user: User) => void;
  onToggle: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserTable({
  users,
  viewerId,
  restaurantName,
  permissionsFor,
  togglingId,
  deletingId,
  onEdit,
  onToggle,
  onDelete,
}: UserTableProps) {
  return (
    <Table<User>
      rowKey="id"
      dataSource={users}
      pagination={users.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 1000 }}
      aria-label={tr.users.listLabel}
      locale={{ emptyText: tr.common.noMatches }}
      columns={[
        {
          key: 'user',
          title: tr.users.columns.user,
          fixed: 'left',
          width: 240,
          render: (_, user) => (
            <Flex gap={10} align="center">
              <Avatar style={{ background: ROLE_AVATAR_COLOURS[user.role], flex: '0 0 auto' }}>
                {initials(user.firstName, user.lastName) || initials(user.username)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block' }}>
                  {fullName(user)}{' '}
                  {user.id === viewerId ? <Tag style={{ marginInlineStart: 4 }}>{tr.users.you}</Tag> : null}
                </Typography.Text>
                <Typography.Text type="secondary">@{user.username}</Typography.Text>
              </div>
            </Flex>
          ),
        },
        { key: 'restaurant', title: tr.users.fields.restaurant, render: (_, user) => restaurantName(user) },
        { key: 'role', title: tr.users.fields.role, width: 140, render: (_, user) => <RoleTag role={user.role} /> },
        {
          key: 'status',
          title: tr.users.fields.isActive,
          width: 120,
          render: (_, user) => (
            <StatusSwitch
              user={user}
              permissions={permissionsFor(user)}
              toggling={togglingId === user.id}
              onToggle={onToggle}
            />
          ),
        },
        {
          key: 'email',
          title: tr.users.fields.email,
          render: (_, user) =>
            user.email ? <Typography.Link href={`mailto:${user.email}`}>{user.email}</Typography.Link> : '-',
        },
        { key: 'age', title: tr.users.accountAge, width: 110, render: (_, user) => formatAccountAge(user.createdDate) },
        {
          key: 'lastLogin',
          title: tr.users.lastLogin,
          width: 170,
          render: (_, user) =>
            user.lastLoginDate ? (
              formatDateTime(user.lastLoginDate)
            ) : (
              <Typography.Text type="secondary">{tr.users.neverSignedIn}</Typography.Text>
            ),
        },
        {
          key: 'actions',
          title: tr.users.columns.actions,
          fixed: 'right',
          width: 100,
          render: (_, user) => (
            <UserActions
              compact
              user={user}
              permissions={permissionsFor(user)}
              deleting={deletingId === user.id}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ),
        },
      ]}
    />
  );
}
