// The QR code management screen (docs/screens.md): stats, search and filters, grid or list, create/edit,
// view, bulk create, and the print-ready PDF and PNG ZIP of the selected (or listed) codes.
import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PRIMARY_COLOR, loadAlertMessage, tr, useRestaurantChoices } from '@menu/shared';
import { QueryFailedAlert, ScreenPage, useRecordEditor, type ViewMode } from '@menu/shared/ui';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import type { QrCodeItem } from '../api/qr-codes';
import { useQrActions } from '../hooks/use-qr-actions';
import { useQrList } from '../hooks/use-qr-list';
import { BulkCreateModal } from './bulk-create-modal';
import { QrFilterBar } from './qr-filter-bar';
import { QrFormModal } from './qr-form-modal';
import { QrListView } from './qr-list-view';
import { ExportProgressModal, PrintBar, ReprintBanner } from './qr-print-bar';
import { QrStats } from './qr-stats';
import { QrViewModal } from './qr-view-modal';

export function QrCodesPage() {
  const { restaurants, nameOf } = useRestaurantChoices();
  const codes = useQrList();
  const [view, setView] = useState<ViewMode>('grid');
  const editor = useRecordEditor<QrCodeItem>();
  const [viewing, setViewing] = useState<QrCodeItem | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const lookup = useMemo(() => {
    const byId = new Map(restaurants.map((r) => [r.id, r]));
    return { name: nameOf, colour: (id: number) => byId.get(id)?.primaryColor ?? DEFAULT_PRIMARY_COLOR };
  }, [restaurants, nameOf]);
  const actions = useQrActions(lookup);
  const { query, list, selected, targets } = codes;

  const openCreate = () => editor.edit(null);
  const handlers = {
    onView: setViewing,
    onDownload: (q: QrCodeItem) => void actions.downloadPng(q),
    onToggle: (q: QrCodeItem) => void actions.toggleActive(q),
    onEdit: editor.edit,
    onDelete: actions.confirmDelete,
    onReprinted: (q: QrCodeItem) => void actions.markReprinted(q),
  };

  return (
    <ScreenPage
      id="qr"
      text={tr.qr}
      extra={
        <>
          <Button size="large" icon={<AppstoreAddOutlined />} onClick={() => setBulkOpen(true)}>
            {tr.qr.bulk}
          </Button>
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={openCreate}>
            {tr.qr.newQr}
          </Button>
        </>
      }
    >
      <QrStats stats={codes.stats} loading={query.isPending} />
      <QrFilterBar list={codes} view={view} onView={setView} />
      <ReprintBanner
        toReprint={codes.toReprint}
        onSelect={() => codes.setSelectedIds(codes.toReprint.map((q) => q.id))}
      />
      {list.length > 0 ? (
        <PrintBar
          selectedCount={selected.length}
          onClearSelection={() => codes.setSelectedIds([])}
          onPdf={() => void actions.exportPdf(targets)}
          onZip={() => void actions.exportZip(targets)}
          exporting={!!actions.exporting}
        />
      ) : null}
      <QueryFailedAlert query={query} title={tr.qr.loadFailedTitle} description={(error) => loadAlertMessage(error)} />
      <QrListView
        codes={codes}
        view={view}
        restaurantName={lookup.name}
        togglingId={actions.togglingId}
        handlers={handlers}
        onCreate={openCreate}
      />

      <QrFormModal
        open={editor.open}
        record={editor.editing}
        restaurants={restaurants}
        automaticUrl={codes.automaticUrl}
        saving={actions.saving}
        onCancel={editor.close}
        onSubmit={(values) => editor.saveAndClose(actions.save(values, editor.editing))}
      />
      <QrViewModal
        qr={viewing}
        restaurantName={viewing ? lookup.name(viewing.restaurantId) : ''}
        onClose={() => setViewing(null)}
        onDownload={(q) => void actions.downloadPng(q)}
      />
      <BulkCreateModal
        open={bulkOpen}
        restaurants={restaurants}
        onSubmit={actions.bulkCreate}
        onClose={() => setBulkOpen(false)}
      />
      <ExportProgressModal exporting={actions.exporting} />
    </ScreenPage>
  );
}
