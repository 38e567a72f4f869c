// One user: initials, full name, user name, restaurant, role badge, status toggle, email, account age,
// last sign-in, and the actions the signed-in user is allowed.
import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  LoginOutlined,
  MailOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { formatAccountAge, formatDateTime, initials, tr, type User, type UserRowPermissions } from '@menu/shared';
import { CardDetail, CardFooter, type RecordCardCallbacks } from '@menu/shared/ui';
import { Avatar, Button, Card, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { ROLE_AVATAR_COLOURS, RoleTag } from './role-tag';

export interface UserCardProps extends RecordCardCallbacks<User> {
  user: User;
  restaurantName: string;
  isSelf: boolean;
  permissions: UserRowPermissions;
}

export function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

export function lockedTooltip(permissions: UserRowPermissions): string | undefined {
  if (permissions.lockedReason === 'self') return tr.users.selfLocked;
  if (permissions.lockedReason === 'superAdmin') return tr.users.superAdminLocked;
  return undefined;
}

/**
 * Edit and delete, disabled with the reason when the viewer may not. On a card they carry their words; in the
 * list (compact) they are icons whose tooltip names them.
 */
export function UserActions({
  user,
  permissions,
  deleting,
  onEdit,
  onDelete,
  compact = false,
}: Pick<UserCardProps, 'user' | 'permissions' | 'deleting' | 'onEdit' | 'onDelete'> & { compact?: boolean }) {
  const name = fullName(user);
  const tip = (allowed: boolean, label: string) =>
    allowed ? (compact ? label : undefined) : lockedTooltip(permissions);
  return (
    <Flex gap={4}>
      <Tooltip title={tip(permissions.edit, tr.common.edit)}>
        <Button
          type="text"
          icon={<EditOutlined />}
          disabled={!permissions.edit}
          onClick={() => onEdit(user)}
          aria-label={tr.users.editAria(name)}
        >
          {compact ? null : tr.common.edit}
        </Button>
      </Tooltip>
      <Tooltip title={tip(permissions.toggleOrDelete, tr.common.delete)}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={!permissions.toggleOrDelete}
          loading={deleting}
          onClick={() => onDelete(user)}
          aria-label={tr.users.deleteAria(name)}
        >
          {compact ? null : tr.common.delete}
        </Button>
      </Tooltip>
    </Flex>
  );
}

export function StatusSwitch({
  user,
  permissions,
  toggling,
  onToggle,
}: Pick<UserCardProps, 'user' | 'permissions' | 'toggling' | 'onToggle'>) {
  const name = fullName(user);
  return (
    <Tooltip title={permissions.toggleOrDelete ? undefined : lockedTooltip(permissions)}>
      <Flex align="center" gap={8}>
        <Switch
          checked={user.isActive}
          loading={toggling}
          disabled={!permissions.toggleOrDelete}
          onChange={() => onToggle(user)}
          aria-label={tr.users.statusToggleAria(name)}
          size="small"
        />
        <Typography.Text type={user.isActive ? 'success' : 'secondary'} strong={user.isActive}>
          {user.isActive ? tr.common.active : tr.common.passive}
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
}

export function UserCard({
  user,
  restaurantName,
  isSelf,
  permissions,
  toggling,
  deleting,
  onEdit,
  onToggle,
  onDelete,
}: UserCardProps) {
  const name = fullName(user);
  return (
    <Card
      role="article"
      aria-label={name}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: user.isActive ? 1 : 0.8,
      }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 14 } }}
    >
      <Flex gap={12} align="flex-start">
        <Avatar
          size={52}
          style={{ background: ROLE_AVATAR_COLOURS[user.role], flex: '0 0 auto', fontSize: 20, fontWeight: 600 }}
        >
          {initials(user.firstName, user.lastName) || initials(user.username)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Flex align="center" gap={6} wrap>
            <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Title>
            {isSelf ? <Tag style={{ marginInlineEnd: 0 }}>{tr.users.you}</Tag> : null}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            @{user.username}
          </Typography.Text>
        </div>
        <RoleTag role={user.role} />
      </Flex>

      <Flex vertical gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <CardDetail icon={<ShopOutlined />} label={tr.users.fields.restaurant}>
          {restaurantName}
        </CardDetail>
        <CardDetail icon={<MailOutlined />} label={tr.users.fields.email}>
          {user.email ? (
            <Typography.Link href={`mailto:${user.email}`} aria-label={tr.users.emailAria(name, user.email)}>
              {user.email}
            </Typography.Link>
          ) : (
            '-'
          )}
        </CardDetail>
        <CardDetail icon={<CalendarOutlined />} label={tr.users.accountAge}>
          {tr.users.accountAge}: {formatAccountAge(user.createdDate)}
        </CardDetail>
        <CardDetail icon={<LoginOutlined />} label={tr.users.lastLogin}>
          {tr.users.lastLogin}: {user.lastLoginDate ? formatDateTime(user.lastLoginDate) : tr.users.neverSignedIn}
        </CardDetail>
      </Flex>

      <CardFooter space={12}>
        <StatusSwitch user={user} permissions={permissions} toggling={toggling} onToggle={onToggle} />
        <UserActions user={user} permissions={permissions} deleting={deleting} onEdit={onEdit} onDelete={onDelete} />
      </CardFooter>
    </Card>
  );
}
