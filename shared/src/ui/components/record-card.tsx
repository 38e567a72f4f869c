// The card of one record in a list screen's grid: an article named after the record, its body a column that fills
// the grid cell, dimmed while the record is off, with the edit and delete buttons (and any others) at its foot.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { tr } from '@menu/shared';

export interface RecordCardProps {
  /** The record's name: the article's accessible name. */
  name: string;
  /** Below 1 while the record is inactive or unavailable. */
  opacity?: number;
  /** Space between the body's parts. */
  gap?: number;
  cover?: ReactNode;
  actions?: ReactNode[];
  style?: CSSProperties;
  /** Added to the body's column layout (padding). */
  bodyStyle?: CSSProperties;
  children: ReactNode;
}

export function RecordCard(props: RecordCardProps) {
  const { name, opacity = 1, gap = 8, cover, actions, style, bodyStyle, children } = props;
  return (
    <Card
      role="article"
      aria-label={name}
      cover={cover}
      style={{ height: '100%', width: '100%', display: 'flex', flexDirection: 'column', opacity, ...style }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap, ...bodyStyle } }}
      actions={actions}
    >
      {children}
    </Card>
  );
}

export interface CardActionProps {
  /** The button's accessible name, naming the record ("Mercimek Çorbası düzenle"). */
  label: string;
  onClick: () => void;
  loading?: boolean;
  /** The icon alone, its word in a tooltip (the compact cards of the schedule screens). */
  iconOnly?: boolean;
}

function CardAction({
  label,
  onClick,
  loading,
  iconOnly,
  word,
  icon,
  danger,
}: CardActionProps & {
  word: string;
  icon: ReactNode;
  danger?: boolean;
}) {
  const button = (
    <Button type="text" danger={danger} icon={icon} loading={loading} onClick={onClick} aria-label={label}>
      {iconOnly ? null : word}
    </Button>
  );
  return iconOnly ? <Tooltip title={word}>{button}</Tooltip> : button;
}

/** "Düzenle" at a card's foot. */
export function EditAction(props: CardActionProps) {
  return <CardAction {...props} word={tr.common.edit} icon={<EditOutlined />} />;
}

/** "Sil" at a card's foot (the screen asks for confirmation). */
export function DeleteAction(props: CardActionProps) {
  return <CardAction {...props} word={tr.common.delete} icon={<DeleteOutlined />} danger />;
}

export interface ActiveTagProps {
  active: boolean;
  /** The words for on and off ("Aktif" and "Pasif" unless given). */
  on?: string;
  off?: string;
}

/** The tag of a record's status: green "Aktif" or grey "Pasif". */
export function ActiveTag({ active, on = tr.common.active, off = tr.common.passive }: ActiveTagProps) {
  return (
    <Tag color={active ? 'success' : 'default'} style={{ marginInlineEnd: 0, flex: '0 0 auto' }}>
      {active ? on : off}
    </Tag>
  );
}

/** A card's first line: the record's name as its heading (long names wrap anywhere) and its status tag. */
export function CardTitle({ name, level, ...status }: { name: string; level: 4 | 5 } & ActiveTagProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={8}>
      <Typography.Title level={level} style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography.Title>
      <ActiveTag {...status} />
    </Flex>
  );
}

/** What a screen tells a record's card: edit, (de)activate and delete it, and whether a switch or a delete is under way. */
export interface RecordCardCallbacks<T> {
  toggling?: boolean;
  deleting?: boolean;
  onEdit: (record: T) => void;
  onToggle: (record: T) => void;
  onDelete: (record: T) => void;
}

/** A card's last line under a thin rule, held at the card's foot: its figures on one side, its controls on the other. */
export function CardFooter({ space = 8, children }: { space?: number; children: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align="center"
      wrap
      gap={8}
      style={{ marginTop: 'auto', paddingTop: space, borderTop: '1px solid #f0f0f0' }}
    >
      {children}
    </Flex>
  );
}
