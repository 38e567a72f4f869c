// The product list's search box, category filter and 'N ürün bulundu'.
import { tr, type Category } from '@menu/shared';
import { RecordFilter, SearchBox } from '@menu/shared/ui';
import { Flex, Typography } from 'antd';
import type { ProductList } from '../hooks/use-product-list';

const text = tr.catalog.products;

interface ProductSearchBarProps {
  list: ProductList;
  categories: Category[];
  categoryLabel: (category: Category) => string;
  /** The products have loaded (the count shows then). */
  loaded: boolean;
}

export function ProductSearchBar({ list, categories, categoryLabel, loaded }: ProductSearchBarProps) {
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={list.search}
        onChange={list.changeSearch}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <RecordFilter
        label={text.fields.categoryId}
        placeholder={tr.catalog.variants.filters.allCategories}
        records={categories.map((c) => ({ id: c.id, name: categoryLabel(c) }))}
        value={list.categoryFilter}
        onChange={list.changeCategory}
        style={{ flex: '0 1 260px', minWidth: 180 }}
      />
      {loaded ? (
        <Typography.Text type="secondary" role="status">
          {text.found(list.filtered.length)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
