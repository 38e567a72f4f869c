// Product variants management (docs/screens.md): search; restaurant, category and product filters; advanced
// filters (status, default); grid/list toggle (grid first); modal with price preview; reorder in list view.
import { PlusOutlined } from '@ant-design/icons';
import { tr, useRestaurantChoices, type Variant } from '@menu/shared';
import { nextDisplayOrder } from '../../../lists/display-order';
import { ScreenPage, useRecordEditor, type ViewMode } from '@menu/shared/ui';
import { CatalogListView } from '../../../lists/catalog-list-view';
import { useCategories, useProducts } from '../../../lists/catalog-lists';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useVariants } from '../api/get-variants';
import { useVariantActions } from '../hooks/use-variant-actions';
import { useVariantFilters } from '../hooks/use-variant-filters';
import { VariantCard } from './variant-card';
import { VariantFilterBar } from './variant-filter-bar';
import { VariantForm } from './variant-form';
import { VariantTable } from './variant-table';

const text = tr.catalog.variants;

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
    <ScreenPage
      id="variants"
      maxWidth={1400}
      text={text}
      meta={<Typography.Text type="secondary">{text.count(f.filtered.length)}</Typography.Text>}
      extra={newButton}
    >
      <VariantFilterBar f={f} view={view} onView={setView} />

      <CatalogListView
        query={variants}
        list={list}
        filtered={f.filtered}
        loading={loading}
        skeletons={6}
        text={text}
        newButton={newButton}
        onClear={f.clear}
        view={view}
        card={(v) => (
          <VariantCard
            variant={v}
            product={f.productById.get(v.productId)}
            busy={actions.toggling?.variant.id === v.id}
            onEdit={editor.edit}
            onDelete={actions.confirmDelete}
            onToggle={(x, flag) => void actions.toggle(x, flag)}
          />
        )}
        table={() => (
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
        )}
      />

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
    </ScreenPage>
  );
}
