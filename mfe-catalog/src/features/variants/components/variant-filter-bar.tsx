// The variants' filters: search; restaurant, category and product; (advanced) status and whether a variant is
// its product's default; with the grid/list switch.
import { tr } from '@menu/shared';
import { FilterField, RecordFilter } from '@menu/shared/ui';
import { Segmented } from 'antd';
import { CatalogFilterBar, type ScreenFilterBarProps } from '../../../lists/catalog-filter-bar';
import type { DefaultFilter, useVariantFilters } from '../hooks/use-variant-filters';

const text = tr.catalog.variants;

export function VariantFilterBar(props: ScreenFilterBarProps<ReturnType<typeof useVariantFilters>>) {
  const { f } = props;
  return (
    <CatalogFilterBar
      {...props}
      text={text}
      restaurantWidth={200}
      advanced={
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
      }
    >
      <RecordFilter
        label={text.filters.category}
        placeholder={text.filters.allCategories}
        records={f.categoryOptions}
        value={f.filters.categoryId}
        onChange={(categoryId) => f.set({ categoryId })}
        style={{ flex: '0 1 200px', minWidth: 160 }}
      />
      <RecordFilter
        label={text.filters.product}
        placeholder={text.filters.allProducts}
        records={f.productOptions}
        value={f.filters.productId}
        onChange={(productId) => f.set({ productId })}
        style={{ flex: '0 1 220px', minWidth: 160 }}
      />
    </CatalogFilterBar>
  );
}
