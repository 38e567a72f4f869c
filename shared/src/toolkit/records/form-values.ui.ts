// Conversions between what the forms hold (text times, dayjs dates) and the wire shapes (HH:MM:SS,
// YYYY-MM-DD), and clearing stale messages once a field is changed.
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** '09:30:00' -> '09:30' for the time boxes; null -> ''. */
export { formatTime as wireTimeToInput } from '@menu/shared';

export function dateToDayjs(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value.slice(0, 10));
  return d.isValid() ? d : null;
}

export function dayjsToDate(value: Dayjs | null | undefined): string {
  return value && value.isValid() ? value.format('YYYY-MM-DD') : '';
}

/**
 * Once the user changes a field, its old message and the banner no longer apply. `linked` names fields
 * whose messages go with another's (ticking 'closed' clears both times). Only touched when set, so typing
 * does not re-render the whole form at every key.
 */
export function clearErrors(
  form: FormInstance,
  changed: object,
  banner: string | null,
  setBanner: (message: string | null) => void,
  linked: Record<string, readonly string[]> = {},
) {
  const names = Object.keys(changed).flatMap((name) => [name, ...(linked[name] ?? [])]);
  const withErrors = names.filter((name) => form.getFieldError(name as never).length > 0);
  if (withErrors.length) form.setFields(withErrors.map((name) => ({ name: name as never, errors: [] })));
  if (banner !== null) setBanner(null);
}
