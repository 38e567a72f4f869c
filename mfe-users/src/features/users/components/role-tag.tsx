// A user's role as a coloured badge (Turkish label from the shared role table).
import { ROLE_LABELS, type Role } from '@menu/shared';
import { Tag } from 'antd';

export const ROLE_COLOURS: Record<Role, string> = { SuperAdmin: 'magenta', Admin: 'blue', Manager: 'green', User: 'default' };
/** Avatar backgrounds in the same hues as the badges. */
export const ROLE_AVATAR_COLOURS: Record<Role, string> = { SuperAdmin: '#c41d7f', Admin: '#1677ff', Manager: '#389e0d', User: '#8c8c8c' };

export function RoleTag({ role }: { role: Role }) {
  return (
    <Tag color={ROLE_COLOURS[role]} style={{ marginInlineEnd: 0 }}>
      {ROLE_LABELS[role]}
    </Tag>
  );
}
