// What the add-ons' and the variants' screens show under their filters, in one place: the load failure with a
// retry, loading cards, the empty list with the 'new' button, 'no results' with 'clear filters', then the
// records as cards (grid) or as the screen's table (list).
import { loadAlertMessage, tr } from '@menu/shared';
import { EmptyState, QueryFailedAlert, SkeletonCardGrid } from '@menu/shared/ui';
import { Button, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import type { CatalogScreen } from './use-catalog-screen';

export const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

interface CatalogListViewProps<T extends { id: number }> {
  /** The screen's state: the query, the records loaded (empty after a failure), the view, the 'new' button. */
  screen: CatalogScreen<T>;
  /** The records the filters let through, and clearing the filters. */
  filters: { filtered: T[]; clear: () => void };
  loading: boolean;
  skeletons: number;
  text: { empty: string; emptyHint: string; noResults: string; listLabel: string };
  card: (record: T) => ReactNode;
  table: () => ReactNode;
}

export function CatalogListView<T extends { id: number }>(props: CatalogListViewProps<T>) {
  const { query, list, view, newButton } = props.screen;
  const { filtered, clear } = props.filters;
  const { text } = props;
  return (
    <>
      <QueryFailedAlert query={query} title={loadAlertMessage} />
      {props.loading ? (
        <SkeletonCardGrid count={props.skeletons} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : query.data && list.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : list.length > 0 && filtered.length === 0 ? (
        <EmptyState title={text.noResults} action={<Button onClick={clear}>{tr.common.clearFilters}</Button>} />
      ) : filtered.length === 0 ? null : view === 'grid' ? (
        <Row gutter={[16, 16]} role="list" aria-label={text.listLabel}>
          {filtered.map((record) => (
            <Col key={record.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              {props.card(record)}
            </Col>
          ))}
        </Row>
      ) : (
        props.table()
      )}
    </>
  );
}
