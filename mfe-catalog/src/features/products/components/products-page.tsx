// Product management (docs/screens.md): inline create/edit form, name search with 'N ürün bulundu', a card
// grid paginated on the client (24 a page) so a menu of thousands of products stays responsive.
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  matchesSearch,
  nextDisplayOrder,
  tr,
  useEditLink,
  useSession,
  type Product,
  useRestaurantChoices,
} from '@menu/shared';
import {
  EmptyState,
  LoadFailedAlert,
  PageHeader,
  SkeletonCardGrid,
  useCategories,
  useProducts,
  searchBy,
} from '@menu/shared/ui';
import { Button, Col, Flex, Input, Pagination, Row, Select, Typography } from 'antd';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { productErrorMessage } from '../api/product-errors';
import { useProductActions } from '../hooks/use-product-actions';
import { ProductCard } from './product-card';
import { ProductForm } from './product-form';
import { BulkAllergensButton } from './bulk-allergens';
import { CatalogTransferButton } from './catalog-transfer';

const text = tr.catalog.products;
const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;
export const PRODUCTS_PAGE_SIZE = 24;

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: Product };

export function ProductsPage() {
  const user = useSession((s) => s.user);
  const products = useProducts();
  const categories = useCategories();
  const restaurants = useRestaurantChoices();
  const actions = useProductActions();
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const [search, setSearch] = useState('');
  const [categoryFilter, setCategoryFilter] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search);

  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const all = products.data ?? [];
  const filtered = useMemo(
    () =>
      (products.data ?? []).filter(
        (p) => matchesSearch(query, p.name) && (!categoryFilter || p.categoryId === categoryFilter),
      ),
    [products.data, query, categoryFilter],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / PRODUCTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = filtered.slice((currentPage - 1) * PRODUCTS_PAGE_SIZE, currentPage * PRODUCTS_PAGE_SIZE);
  const showRestaurant = restaurants.options.length > 1;

  const onEdit = useCallback((product: Product) => {
    setFormState({ mode: 'edit', product });
    globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, []);
  const onToggle = useCallback((p: Product) => void actions.toggle(p), [actions]);
  useEditLink(products.data, onEdit);

  async function submit(body: Parameters<typeof actions.save>[0]) {
    await actions.save(body);
    setFormState({ mode: 'closed' });
  }
  function clearSearch() {
    setSearch('');
    setCategoryFilter(undefined);
    setPage(1);
  }

  const newButton =
    formState.mode === 'closed' ? (
      <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
        {text.newProduct}
      </Button>
    ) : null;

  return (
    <section aria-labelledby="products-title" style={{ maxWidth: 1400, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="products-title">{text.title}</span>}
        subtitle={user?.role === 'SuperAdmin' ? text.subtitleAll : text.subtitleOwn}
        extra={
          <Flex gap={8} wrap>
            <BulkAllergensButton products={all} shown={filtered} />
            <CatalogTransferButton />
            {newButton}
          </Flex>
        }
      />

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

      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={text.searchPlaceholder}
          aria-label={text.searchLabel}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Select
          aria-label={text.fields.categoryId}
          placeholder={tr.catalog.variants.filters.allCategories}
          allowClear
          showSearch={searchBy()}
          options={(categories.data ?? []).map((c) => ({
            value: c.id,
            label: showRestaurant ? `${c.name} · ${restaurants.nameOf(c.restaurantId)}` : c.name,
          }))}
          value={categoryFilter}
          onChange={(v) => {
            setCategoryFilter(v);
            setPage(1);
          }}
          style={{ flex: '0 1 260px', minWidth: 180 }}
        />
        {products.data ? (
          <Typography.Text type="secondary" role="status">
            {text.found(filtered.length)}
          </Typography.Text>
        ) : null}
      </Flex>

      {products.isError ? (
        <LoadFailedAlert
          title={text.loadFailedTitle}
          description={productErrorMessage(products.error, 'load')}
          onRetry={() => products.refetch()}
          retrying={products.isFetching}
        />
      ) : null}

      {products.isPending && !products.isError ? (
        <SkeletonCardGrid count={8} col={GRID_COL} label={tr.common.loading} />
      ) : products.data && all.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : products.data && filtered.length === 0 ? (
        <EmptyState
          title={text.noResults}
          description={query ? text.noResultsHint(search.trim()) : undefined}
          action={<Button onClick={clearSearch}>{text.clearSearch}</Button>}
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
                  setPage(next);
                  globalThis.scrollTo?.({ top: 0 });
                }}
              />
            </Flex>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
