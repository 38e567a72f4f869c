// A 24-hour time typed as 'SS:DD' (the colon comes by itself: '0930' becomes '09:30'). A plain text
// box is quicker than a picker for the few times a week has, works the same on phones (numeric
// keyboard) and never shows AM/PM whatever the browser's language.
import { tr } from '@menu/shared';
import { Input } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';

export interface TimeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  status?: 'error';
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/** Keeps digits, inserts the colon after the hours: '9' -> '9', '093' -> '09:3', '09:30' -> '09:30'. */
export function normaliseTimeTyping(text: string): string {
  const trimmed = text.trim();
  if (/^\d{1,2}:\d{0,2}$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** '9:30' -> '09:30' once the user leaves the box. */
export function padTime(text: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : text;
}

export function TimeInput({ id, value, onChange, status, disabled, ...rest }: TimeInputProps) {
  return (
    <Input
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(normaliseTimeTyping(e.target.value))}
      onBlur={() => value && onChange?.(padTime(value))}
      placeholder={tr.schedule.timePlaceholder}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      status={status}
      disabled={disabled}
      aria-invalid={rest['aria-invalid']}
      prefix={<ClockCircleOutlined aria-hidden style={{ color: 'rgba(0,0,0,0.35)' }} />}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
