// A user's role as a coloured badge (Turkish label from the shared role table).
import { ROLE_LABELS, type Role } from '@menu/shared';
import { Tag } from 'antd';

export const ROLE_COLOURS: Record<Role, string> = {
  SuperAdmin: 'magenta',
  Admin: 'blue',
  Manager: 'green',
  Garson: 'orange',
  User: 'default',
};
/** Avatar backgrounds in the same hues as the badges. */
// Backgrounds of white initials: each at least 4.5:1 with white (WCAG AA).
export const ROLE_AVATAR_COLOURS: Record<Role, string> = {
  SuperAdmin: '#9e1068',
  Admin: '#0958d9',
  Manager: '#237804',
  Garson: '#ad4e00',
  User: '#595959',
};

export function RoleTag({ role }: { role: Role }) {
  return (
    <Tag color={ROLE_COLOURS[role]} style={{ marginInlineEnd: 0 }}>
      {ROLE_LABELS[role]}
    </Tag>
  );
}
