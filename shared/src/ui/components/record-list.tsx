// The parts every list screen draws the same way: the header's "new record" button, the restaurant filter on
// a line of its own, and the records as a grid of cards (a list for screen readers, each card stretched to
// its row's height).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Row, type ColProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useRestaurantChoices } from '@menu/shared';
import { RestaurantFilter, type RestaurantFilterProps } from './restaurant-select';

export function NewRecordButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onClick} aria-label={label}>
      {label}
    </Button>
  );
}

export interface RecordGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** The list's accessible name. */
  label: string;
  /** Each card's column widths per breakpoint. */
  col: ColProps;
  children: (item: T) => ReactNode;
}

export function RecordGrid<T>({ items, keyOf, label, col, children }: RecordGridProps<T>) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {items.map((item) => (
        <Col key={keyOf(item)} {...col} role="listitem" style={{ display: 'flex' }}>
          {children(item)}
        </Col>
      ))}
    </Row>
  );
}

/** The list's "which restaurant" filter above the cards; nothing for a user with one restaurant. */
export function RestaurantFilterRow(props: RestaurantFilterProps) {
  const { restaurants } = useRestaurantChoices();
  if (restaurants.length <= 1) return null;
  return (
    <div style={{ maxWidth: 360, marginBottom: 20 }}>
      <RestaurantFilter {...props} style={{ width: '100%' }} />
    </div>
  );
}
