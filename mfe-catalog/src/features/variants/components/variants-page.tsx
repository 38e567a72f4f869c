// Product variants management (docs/screens.md): search; restaurant, category and product filters; advanced
// filters (status, default); grid/list toggle (grid first); modal with price preview; reorder in list view.
import { PlusOutlined } from '@ant-design/icons';
import { loadAlertMessage, tr, useRestaurantChoices, type Variant } from '@menu/shared';
import { nextDisplayOrder } from '../../../lists/display-order';
import {
  EmptyState,
  LoadFailedAlert,
  PageHeader,
  SkeletonCardGrid,
  useRecordEditor,
  type ViewMode,
} from '@menu/shared/ui';
import { useCategories, useProducts } from '../../../lists/catalog-lists';
import { Button, Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { useVariants } from '../api/get-variants';
import { useVariantActions } from '../hooks/use-variant-actions';
import { useVariantFilters } from '../hooks/use-variant-filters';
import { VariantCard } from './variant-card';
import { VariantFilterBar } from './variant-filter-bar';
import { VariantForm } from './variant-form';
import { VariantTable } from './variant-table';

const text = tr.catalog.variants;
const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

export function VariantsPage() {
  const variants = useVariants();
  const products = useProducts();
  const categories = useCategories();
  const restaurants = useRestaurantChoices();
  const actions = useVariantActions();
  // A load error clears the list: never a stale list under an error.
  const list = variants.isError ? [] : (variants.data ?? []);
  const f = useVariantFilters(list, products.data ?? [], categories.data ?? []);
  const [view, setView] = useState<ViewMode>('grid');
  const editor = useRecordEditor<Variant>();
  const several = restaurants.options.length > 1;

  const submit = (body: Parameters<typeof actions.save>[0]) => editor.saveAndClose(actions.save(body));
  const newButton = (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => editor.edit(null)}>
      {text.newVariant}
    </Button>
  );
  const loading = (variants.isPending || products.isPending) && !variants.isError;

  return (
    <section aria-labelledby="variants-title" style={{ maxWidth: 1400, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="variants-title">{text.title}</span>}
        subtitle={text.subtitle}
        meta={<Typography.Text type="secondary">{text.count(f.filtered.length)}</Typography.Text>}
        extra={newButton}
      />

      <VariantFilterBar f={f} view={view} onView={setView} />

      {variants.isError ? (
        <LoadFailedAlert
          title={loadAlertMessage(variants.error)}
          onRetry={() => variants.refetch()}
          retrying={variants.isFetching}
        />
      ) : null}

      {loading ? (
        <SkeletonCardGrid count={6} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : variants.data && list.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : list.length > 0 && f.filtered.length === 0 ? (
        <EmptyState title={text.noResults} action={<Button onClick={f.clear}>{tr.common.clearFilters}</Button>} />
      ) : f.filtered.length > 0 && view === 'grid' ? (
        <Row gutter={[16, 16]} role="list" aria-label={text.listLabel}>
          {f.filtered.map((v) => (
            <Col key={v.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              <VariantCard
                variant={v}
                product={f.productById.get(v.productId)}
                busy={actions.toggling?.variant.id === v.id}
                onEdit={editor.edit}
                onDelete={actions.confirmDelete}
                onToggle={(x, flag) => void actions.toggle(x, flag)}
              />
            </Col>
          ))}
        </Row>
      ) : f.filtered.length > 0 ? (
        <VariantTable
          variants={f.filtered}
          allVariants={list}
          productById={f.productById}
          movingId={actions.movingId}
          onMove={(v, d) => void actions.move(v, d)}
          onEdit={editor.edit}
          onDelete={actions.confirmDelete}
          onToggle={(x, flag) => void actions.toggle(x, flag)}
        />
      ) : null}

      <VariantForm
        open={editor.open}
        variant={editor.editing}
        products={products.data ?? []}
        restaurantNameOf={several ? restaurants.nameOf : undefined}
        defaultProduct={f.filters.productId}
        nextOrder={(productId) => nextDisplayOrder(list.filter((v) => v.productId === productId))}
        saving={actions.saving}
        onClose={() => editor.close()}
        onSubmit={submit}
      />
    </section>
  );
}
