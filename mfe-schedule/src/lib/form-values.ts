// Conversions between what the forms hold (text times, dayjs dates) and the wire shapes (HH:MM:SS, YYYY-MM-DD).
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

/** The first message of each field, for form.setFields. */
export function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !byField.has(field)) byField.set(field, issue.message);
  }
  return byField;
}

const TIMES_REQUIRED = 'Açılış ve kapanış saatleri zorunludur';
/** 'Açılış ve kapanış saatleri zorunludur' is reported once: put it on whichever time is empty. */
export function markEmptyTimes(fields: Map<string, string>, raw: { openTime: unknown; closeTime: unknown }) {
  const message = fields.get('openTime');
  if (message !== TIMES_REQUIRED) return;
  fields.delete('openTime');
  if (!raw.openTime) fields.set('openTime', message);
  if (!raw.closeTime) fields.set('closeTime', message);
}

/** Once the user changes a field, its old message and the banner no longer apply (only touched when set,
 * so typing does not re-render the whole form at every key). */
export function clearErrors(form: FormInstance, changed: object, banner: string | null, setBanner: (message: string | null) => void) {
  const names = Object.keys(changed);
  if (names.includes('isClosed')) names.push('openTime', 'closeTime');
  const withErrors = names.filter((name) => form.getFieldError(name).length > 0);
  if (withErrors.length) form.setFields(withErrors.map((name) => ({ name, errors: [] })));
  if (banner !== null) setBanner(null);
}
