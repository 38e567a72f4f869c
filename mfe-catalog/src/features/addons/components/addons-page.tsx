// Product add-ons management (docs/screens.md): search; restaurant filter; advanced filters (status, price
// range, type); clear; grid/list; 'Yeni Eklenti'; four stat cards; modal with preview and pricing tips.
import { tr, useEditLink, useRestaurantChoices, type Addon } from '@menu/shared';
import { ScreenPage } from '@menu/shared/ui';
import { CatalogListView } from '../../../lists/catalog-list-view';
import { useCatalogScreen } from '../../../lists/use-catalog-screen';
import { useAddons } from '../api/addons-api';
import { useAddonActions } from '../hooks/use-addon-actions';
import { useAddonFilters } from '../hooks/use-addon-filters';
import { AddonCard } from './addon-card';
import { AddonFilterBar } from './addon-filter-bar';
import { AddonForm } from './addon-form';
import { AddonStats } from './addon-stats';
import { AddonTable } from './addon-table';

const text = tr.catalog.addons;

export function AddonsPage() {
  const addons = useAddons();
  const restaurants = useRestaurantChoices();
  const actions = useAddonActions();
  const screen = useCatalogScreen<Addon>(addons, text.newAddon);
  const { editor } = screen;
  const f = useAddonFilters(screen.list);
  useEditLink(addons.data, editor.edit);
  const several = restaurants.options.length > 1;
  const loading = addons.isPending && !addons.isError;

  return (
    <ScreenPage id="addons" maxWidth={1400} text={text} extra={screen.newButton}>
      <AddonStats stats={f.stats} loading={loading} />

      <AddonFilterBar f={f} view={screen.view} onView={screen.setView} />

      <CatalogListView
        screen={screen}
        filters={f}
        loading={loading}
        skeletons={8}
        text={text}
        card={(a) => (
          <AddonCard
            addon={a}
            restaurantName={several ? restaurants.nameOf(a.restaurantId) : undefined}
            toggling={actions.togglingId === a.id}
            onEdit={editor.edit}
            onDelete={actions.confirmDelete}
            onToggle={(x) => void actions.toggle(x)}
          />
        )}
        table={() => (
          <AddonTable
            addons={f.filtered}
            restaurantNameOf={several ? restaurants.nameOf : undefined}
            togglingId={actions.togglingId}
            onToggle={(x) => void actions.toggle(x)}
            onEdit={editor.edit}
            onDelete={actions.confirmDelete}
          />
        )}
      />

      <AddonForm
        open={editor.open}
        addon={editor.editing}
        restaurants={restaurants.options}
        defaultRestaurant={restaurants.single ?? f.filters.restaurantId}
        saving={actions.saving}
        onClose={() => editor.close()}
        onSubmit={(body) => editor.saveAndClose(actions.save(body))}
      />
    </ScreenPage>
  );
}
