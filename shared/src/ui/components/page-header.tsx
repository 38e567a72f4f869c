// The header row of an admin screen: title, subtitle and a meta line on the left, actions on the right;
// on a phone the actions wrap below the text instead of squeezing it. ScreenPage puts a screen's header and
// content in the section its title names.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A small line under the subtitle (role, counts...). */
  meta?: ReactNode;
  /** Buttons shown on the right. */
  extra?: ReactNode;
}

export function PageHeader({ title, subtitle, meta, extra }: PageHeaderProps) {
  return (
    <Flex component="header" justify="space-between" align="flex-start" wrap gap={16} style={{ marginBottom: 24 }}>
      <div style={{ minWidth: 0, flex: '1 1 280px' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 15 }}>
            {subtitle}
          </Typography.Paragraph>
        ) : null}
        {meta ? <div style={{ marginTop: 8 }}>{meta}</div> : null}
      </div>
      {extra ? (
        <Flex gap={8} wrap style={{ flex: '0 1 auto', minWidth: 0 }}>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}

export interface ScreenPageProps extends Omit<PageHeaderProps, 'title' | 'subtitle'> {
  /** Names the title's element (`<id>-title`), which labels the section. */
  id: string;
  /** The screen's strings: its title and, unless `subtitle` says otherwise, its subtitle. */
  text: { title: string; subtitle?: string };
  subtitle?: ReactNode;
  /** The widest the screen grows (px); the catalogue's wide lists take 1400. */
  maxWidth?: number;
  children?: ReactNode;
}

/** An admin screen: a section centred on the page and labelled by its header's title, the header, its content. */
export function ScreenPage({
  id,
  text,
  subtitle = text.subtitle,
  maxWidth = 1280,
  children,
  ...header
}: ScreenPageProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} style={{ maxWidth, margin: '0 auto', width: '100%' }}>
      <PageHeader title={<span id={titleId}>{text.title}</span>} subtitle={subtitle} {...header} />
      {children}
    </section>
  );
}
