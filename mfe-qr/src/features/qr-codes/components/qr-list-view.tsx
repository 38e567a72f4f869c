// The codes: loading cards, the empty state (clear the filters, or create the first code), a grid of cards
// or the table.
import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { EmptyState, SkeletonCardGrid, type ViewMode } from '@menu/shared/ui';
import { Button, Col, Row } from 'antd';
import type { QrList } from '../hooks/use-qr-list';
import type { QrItemHandlers } from './qr-actions-bar';
import { QrCard } from './qr-card';
import { QrTable } from './qr-table';

const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

interface QrListViewProps {
  codes: QrList;
  view: ViewMode;
  restaurantName: (id: number) => string;
  togglingId: number | null;
  handlers: QrItemHandlers;
  onCreate: () => void;
}

export function QrListView({ codes, view, restaurantName, togglingId, handlers, onCreate }: QrListViewProps) {
  const { query, list, filtered, selectedIds, visits } = codes;
  if (query.isPending) return <SkeletonCardGrid count={8} col={GRID_COL} label={tr.common.loading} />;
  if (list.length === 0 && !query.isError)
    return (
      <EmptyState
        title={tr.qr.empty}
        description={filtered ? tr.qr.emptyFiltered : tr.qr.emptyHint}
        action={
          filtered ? (
            <Button icon={<ClearOutlined />} onClick={codes.clear}>
              {tr.common.clearFilters}
            </Button>
          ) : (
            <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
              {tr.qr.createFirst}
            </Button>
          )
        }
      />
    );
  if (view === 'grid')
    return (
      <Row gutter={[16, 16]} role="list" aria-label={tr.qr.listLabel}>
        {list.map((qr) => (
          <Col key={qr.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
            <QrCard
              qr={qr}
              restaurantName={restaurantName(qr.restaurantId)}
              selected={selectedIds.includes(qr.id)}
              onSelect={codes.select}
              busy={togglingId === qr.id}
              handlers={handlers}
              visits={visits?.get(qr.id)}
            />
          </Col>
        ))}
      </Row>
    );
  return (
    <QrTable
      list={list}
      restaurantName={restaurantName}
      selectedIds={selectedIds}
      onSelectionChange={codes.setSelectedIds}
      busyId={togglingId}
      handlers={handlers}
      visits={visits}
    />
  );
}
