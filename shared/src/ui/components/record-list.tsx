// The parts every list screen draws the same way: the header's "new record" button, the restaurant filter on
// a line of its own, the records as a grid of cards (a list for screen readers, each card stretched to its
// row's height), and what stands in their place while they load, fail or are none.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Row, type ColProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { tr, useRestaurantChoices } from '@menu/shared';
import { EmptyState } from './empty-state';
import { QueryFailedAlert, type FailedQuery } from './load-failed-alert';
import { RestaurantFilter, type RestaurantFilterProps } from './restaurant-select';
import { SkeletonCardGrid } from './skeleton-card-grid';

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

export interface RestaurantRecordsBodyProps {
  query: FailedQuery & { isPending: boolean; data?: unknown };
  /** The screen's restaurant filter (`useRestaurantRecords`) and its label. */
  filter: { value: number | null; onChange: (restaurantId: number | null) => void; label: string };
  /** The failure alert's title, read from the error. */
  loadFailed: (error: unknown) => ReactNode;
  /** How many loading cards, in the grid's columns. */
  skeletons: number;
  col: ColProps;
  /** Whether the loaded list shows no record. */
  empty: boolean;
  text: { empty: string; emptyHint: string };
  newButton: ReactNode;
  /** The records. */
  children: ReactNode;
}

/**
 * The body of a card screen of restaurants' records: the restaurant filter, the load failure with a retry,
 * loading cards, the empty list offering a new record, or the records.
 */
export function RestaurantRecordsBody(props: RestaurantRecordsBodyProps) {
  const { query, filter, loadFailed, skeletons, col, empty, text, newButton, children } = props;
  return (
    <>
      <RestaurantFilterRow aria-label={filter.label} value={filter.value} onChange={filter.onChange} />
      <QueryFailedAlert query={query} title={loadFailed} />
      {query.isPending ? (
        <SkeletonCardGrid count={skeletons} col={col} cover={false} label={tr.common.loading} />
      ) : query.data && empty ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : (
        children
      )}
    </>
  );
}
