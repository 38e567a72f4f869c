// Product variants management (docs/screens.md): search; restaurant, category and product filters; advanced
// filters (status, default); grid/list toggle (grid first); modal with price preview; reorder in list view.
import { tr, useRestaurantChoices, type Variant } from '@menu/shared';
import { ScreenPage } from '@menu/shared/ui';
import { Typography } from 'antd';
import { CatalogListView } from '../../../lists/catalog-list-view';
import { useCategories, useProducts } from '../../../lists/catalog-lists';
import { nextDisplayOrder } from '../../../lists/display-order';
import { useCatalogScreen } from '../../../lists/use-catalog-screen';
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
  const screen = useCatalogScreen<Variant>(variants, text.newVariant);
  const { list, editor } = screen;
  const f = useVariantFilters(list, products.data ?? [], categories.data ?? []);
  const several = restaurants.options.length > 1;
  const loading = (variants.isPending || products.isPending) && !variants.isError;

  return (
    <ScreenPage
      id="variants"
      maxWidth={1400}
      text={text}
      meta={<Typography.Text type="secondary">{text.count(f.filtered.length)}</Typography.Text>}
      extra={screen.newButton}
    >
      <VariantFilterBar f={f} view={screen.view} onView={screen.setView} />

      <CatalogListView
        screen={screen}
        filters={f}
        loading={loading}
        skeletons={6}
        text={text}
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
        onSubmit={(body) => editor.saveAndClose(actions.save(body))}
      />
    </ScreenPage>
  );
}
