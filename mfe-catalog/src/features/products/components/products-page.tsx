// Product management (docs/screens.md): inline create/edit form, name search with 'N ürün bulundu', a card
// grid paginated on the client (24 a page) so a menu of thousands of products stays responsive.
import { PlusOutlined } from '@ant-design/icons';
import { tr, useEditLink, useSession, type Product, useRestaurantChoices } from '@menu/shared';
import { nextDisplayOrder } from '../../../lists/display-order';
import { EmptyState, QueryFailedAlert, ScreenPage, SkeletonCardGrid } from '@menu/shared/ui';
import { useCategories, useProducts } from '../../../lists/catalog-lists';
import { Button, Col, Flex, Pagination, Row } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { productErrorMessage } from '../api/product-errors';
import { useProductActions } from '../hooks/use-product-actions';
import { PRODUCTS_PAGE_SIZE, useProductList } from '../hooks/use-product-list';
import { ProductSearchBar } from './product-search-bar';

export { PRODUCTS_PAGE_SIZE } from '../hooks/use-product-list';
import { ProductCard } from './product-card';
import { ProductForm } from './product-form';
import { BulkAllergensButton } from './bulk-allergens';
import { BulkSoldOutButton } from './sold-out';
import { useSoldOutTap } from '../api/sold-out';
import { CatalogTransferButton } from './catalog-transfer';

const text = tr.catalog.products;
const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: Product };

export function ProductsPage() {
  const user = useSession((s) => s.user);
  const products = useProducts();
  const categories = useCategories();
  const restaurants = useRestaurantChoices();
  const actions = useProductActions();
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const list = useProductList(products.data);
  const { search, query, filtered, visible, currentPage } = list;

  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const all = products.data ?? [];
  const showRestaurant = restaurants.options.length > 1;

  const onEdit = useCallback((product: Product) => {
    setFormState({ mode: 'edit', product });
    globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, []);
  const onToggle = useCallback((p: Product) => void actions.toggle(p), [actions]);
  const onSoldOut = useSoldOutTap();
  useEditLink(products.data, onEdit);

  async function submit(body: Parameters<typeof actions.save>[0]) {
    await actions.save(body);
    setFormState({ mode: 'closed' });
  }
  const newButton =
    formState.mode === 'closed' ? (
      <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
        {text.newProduct}
      </Button>
    ) : null;

  return (
    <ScreenPage
      id="products"
      maxWidth={1400}
      text={text}
      subtitle={user?.role === 'SuperAdmin' ? text.subtitleAll : text.subtitleOwn}
      extra={
        <Flex gap={8} wrap>
          <BulkSoldOutButton products={all} shown={filtered} />
          <BulkAllergensButton products={all} shown={filtered} />
          <CatalogTransferButton />
          {newButton}
        </Flex>
      }
    >
      {formState.mode !== 'closed' ? (
        <ProductForm
          product={formState.mode === 'edit' ? formState.product : null}
          restaurants={restaurants.options}
          categories={categories.data ?? []}
          defaultRestaurant={restaurants.single}
          nextOrder={(categoryId) => nextDisplayOrder(all.filter((p) => p.categoryId === categoryId))}
          saving={actions.saving}
          onCancel={() => setFormState({ mode: 'closed' })}
          onSubmit={submit}
        />
      ) : null}

      <ProductSearchBar
        list={list}
        categories={categories.data ?? []}
        categoryLabel={(c) => (showRestaurant ? `${c.name} · ${restaurants.nameOf(c.restaurantId)}` : c.name)}
        loaded={products.data !== undefined}
      />

      <QueryFailedAlert
        query={products}
        title={text.loadFailedTitle}
        description={(error) => productErrorMessage(error, 'load')}
      />

      {products.isPending && !products.isError ? (
        <SkeletonCardGrid count={8} col={GRID_COL} label={tr.common.loading} />
      ) : products.data && all.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : products.data && filtered.length === 0 ? (
        <EmptyState
          title={text.noResults}
          description={query ? text.noResultsHint(search.trim()) : undefined}
          action={<Button onClick={list.clear}>{text.clearSearch}</Button>}
        />
      ) : visible.length > 0 ? (
        <>
          <Row gutter={[16, 16]} role="list" aria-label={text.listLabel}>
            {visible.map((p) => (
              <Col key={p.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
                <ProductCard
                  product={p}
                  categoryName={categoryNames.get(p.categoryId) ?? ''}
                  restaurantName={showRestaurant ? restaurants.nameOf(p.restaurantId) : undefined}
                  toggling={actions.togglingId === p.id}
                  deleting={actions.deletingId === p.id}
                  onEdit={onEdit}
                  onToggle={onToggle}
                  onSoldOut={onSoldOut}
                  onDelete={actions.confirmDelete}
                />
              </Col>
            ))}
          </Row>
          {filtered.length > PRODUCTS_PAGE_SIZE ? (
            <Flex justify="center" style={{ marginTop: 24 }}>
              <Pagination
                aria-label={text.pageLabel}
                current={currentPage}
                pageSize={PRODUCTS_PAGE_SIZE}
                total={filtered.length}
                showSizeChanger={false}
                onChange={(next) => {
                  list.setPage(next);
                  globalThis.scrollTo?.({ top: 0 });
                }}
              />
            </Flex>
          ) : null}
        </>
      ) : null}
    </ScreenPage>
  );
}
