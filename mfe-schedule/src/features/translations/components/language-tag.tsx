// A language as a coloured badge: 'EN English'.
import { LANGUAGES } from '@menu/shared';
import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  tr: 'red',
  en: 'blue',
  de: 'gold',
  fr: 'geekblue',
  es: 'orange',
  it: 'green',
  ru: 'purple',
  ar: 'cyan',
};

export function languageLabel(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.label ?? code;
}

export function LanguageTag({ code, count }: { code: string; count?: number }) {
  return (
    <Tag color={COLOURS[code] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      <strong>{code.toUpperCase()}</strong> {languageLabel(code)}
      {count != null ? ` · ${count}` : ''}
    </Tag>
  );
}
