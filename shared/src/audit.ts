// A row of the change trail in words: "Ayşe Yılmaz, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı ·
// 12.11.2026 14:03". One wording for the screen, the product form's history and the CSV/XLSX exports.
import { formatDateTime, formatLira, formatTime } from './format';
import { ROLE_LABELS, type Role } from './roles';
import { audit as text } from './strings/audit';
import { menu } from './strings/menu';

/** What the wording needs of an entry (AuditEvent's fields). */
export interface AuditWords {
  at: string | null;
  userName: string | null;
  entity: string;
  recordLabel: string | null;
  action: string;
  event: string | null;
  changes: Record<string, unknown>;
}

const MONEY_FIELDS = new Set(['price', 'discounted_price', 'price_modifier']);
const TIME_FIELDS = new Set(['open_time', 'close_time']);
const INSTANT_FIELDS = new Set(['sold_out_until']);
const FRONT_VOWELS: Record<string, string> = { a: 'ın', ı: 'ın', e: 'in', i: 'in', o: 'un', u: 'un', ö: 'ün', ü: 'ün' };

/** "Mercimek Çorbası" → "Mercimek Çorbası'nın", "Lahmacun" → "Lahmacun'un" (Turkish vowel harmony). */
export function genitive(name: string): string {
  const lower = name.toLocaleLowerCase('tr-TR');
  const vowels = lower.match(/[aıeioöuü]/g);
  const suffix = FRONT_VOWELS[vowels?.[vowels.length - 1] ?? 'e'] ?? 'in';
  const endsWithVowel = /[aıeioöuü]$/.test(lower);
  return `${name}'${endsWithVowel ? 'n' : ''}${suffix}`;
}

/** One value as the screen shows it: lira for prices, Evet/Hayır, role names, "boş" for nothing. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return text.empty_value;
  if (MONEY_FIELDS.has(field)) return formatLira(value as number | string);
  if (TIME_FIELDS.has(field) && typeof value === 'string') return formatTime(value);
  if (INSTANT_FIELDS.has(field) && typeof value === 'string') return formatDateTime(value);
  if (field === 'role' && typeof value === 'string' && value in ROLE_LABELS) return ROLE_LABELS[value as Role];
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : text.empty_value;
  const shown = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}…` : shown;
}

function recordName(entry: AuditWords): string {
  if (entry.entity === 'restaurant_hours' && entry.recordLabel && /^\d$/.test(entry.recordLabel))
    return menu.days[Number(entry.recordLabel)] ?? entry.recordLabel;
  return entry.recordLabel || text.unnamed;
}

/** The sentence without the time. */
export function auditSentence(entry: AuditWords): string {
  const who = entry.userName || text.someone;
  if (entry.action === 'event') {
    const named = (entry.changes.userName as string | undefined) || entry.recordLabel || who;
    const words =
      entry.event && text.security[entry.event]
        ? text.security[entry.event](named)
        : text.securityOther(entry.event ?? '', named);
    const reason = typeof entry.changes.reason === 'string' ? ` (${text.reason(entry.changes.reason)})` : '';
    return words + reason;
  }
  const noun = text.nouns[entry.entity] ?? entry.entity;
  if (entry.action === 'create') return text.created(who, noun, recordName(entry));
  if (entry.action === 'delete') return text.deleted(who, noun, recordName(entry));
  const clauses = Object.entries(entry.changes).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
    return `${text.fields[field] ?? text.otherField(field)} ${auditValue(field, before)} → ${auditValue(field, after)}`;
  });
  return text.updated(who, genitive(recordName(entry)), clauses.join(', '));
}

/** The sentence and when: "… yaptı · 12.11.2026 14:03". */
export function auditLine(entry: AuditWords): string {
  return `${auditSentence(entry)} · ${formatDateTime(entry.at)}`;
}
