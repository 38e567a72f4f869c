// The variants' filters: search; restaurant, category and product; (advanced) status and whether a variant is
// its product's default; with the grid/list switch.
import { tr } from '@menu/shared';
import { FilterBar, FilterField, RestaurantFilter, searchBy, StatusSegmented, type ViewMode } from '@menu/shared/ui';
import { Segmented, Select } from 'antd';
import type { DefaultFilter, useVariantFilters } from '../hooks/use-variant-filters';

const text = tr.catalog.variants;

interface VariantFilterBarProps {
  f: ReturnType<typeof useVariantFilters>;
  view: ViewMode;
  onView: (mode: ViewMode) => void;
}

export function VariantFilterBar({ f, view, onView }: VariantFilterBarProps) {
  return (
    <FilterBar
      search={{
        value: f.filters.search,
        onChange: (search) => f.set({ search }),
        label: text.searchLabel,
        placeholder: text.searchPlaceholder,
      }}
      active={f.active}
      onClear={f.clear}
      view={{ value: view, onChange: onView }}
      advanced={
        <>
          <StatusSegmented
            label={text.filters.status}
            value={f.filters.status}
            onChange={(status) => f.set({ status })}
          />
          <FilterField label={text.filters.isDefault}>
            <Segmented<DefaultFilter>
              aria-label={text.filters.isDefault}
              value={f.filters.isDefault}
              onChange={(isDefault) => f.set({ isDefault })}
              options={[
                { value: 'all', label: tr.common.all },
                { value: 'default', label: text.filters.onlyDefault },
                { value: 'other', label: text.filters.notDefault },
              ]}
            />
          </FilterField>
        </>
      }
    >
      <RestaurantFilter
        aria-label={text.filters.restaurant}
        value={f.filters.restaurantId ?? null}
        onChange={(restaurantId) => f.set({ restaurantId: restaurantId ?? undefined })}
        style={{ flex: '0 1 200px', minWidth: 160 }}
      />
      <Select
        aria-label={text.filters.category}
        placeholder={text.filters.allCategories}
        allowClear
        showSearch={searchBy()}
        options={f.categoryOptions.map((x) => ({ value: x.id, label: x.name }))}
        value={f.filters.categoryId}
        onChange={(v) => f.set({ categoryId: v })}
        style={{ flex: '0 1 200px', minWidth: 160 }}
      />
      <Select
        aria-label={text.filters.product}
        placeholder={text.filters.allProducts}
        allowClear
        showSearch={searchBy()}
        options={f.productOptions.map((p) => ({ value: p.id, label: p.name }))}
        value={f.filters.productId}
        onChange={(v) => f.set({ productId: v })}
        style={{ flex: '0 1 220px', minWidth: 160 }}
      />
    </FilterBar>
  );
}
