// Category management (docs/screens.md): header, restaurant filter, card grid, create/edit modal.
import { PlusOutlined } from '@ant-design/icons';
import { tr, useSession, type Category, useRestaurantChoices } from '@menu/shared';
import { nextDisplayOrder } from '../../../lists/display-order';
import {
  EmptyState,
  QueryFailedAlert,
  ScreenPage,
  SkeletonCardGrid,
  useRecordEditor,
  RestaurantFilter,
} from '@menu/shared/ui';
import { useCategories } from '../../../lists/catalog-lists';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { categoryErrorMessage } from '../api/category-errors';
import { useCategoryActions } from '../hooks/use-category-actions';
import { CategoryCard } from './category-card';
import { CategoryForm } from './category-form';

const text = tr.catalog.categories;
const GRID_COL = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

export function CategoriesPage() {
  const user = useSession((s) => s.user);
  const categories = useCategories();
  const restaurants = useRestaurantChoices();
  const actions = useCategoryActions();
  const editor = useRecordEditor<Category>();
  const [restaurantFilter, setRestaurantFilter] = useState<number | null>(null);

  const list = useMemo(() => {
    const all = categories.data ?? [];
    return restaurantFilter ? all.filter((c) => c.restaurantId === restaurantFilter) : all;
  }, [categories.data, restaurantFilter]);

  const submit = (body: Parameters<typeof actions.save>[0]) => editor.saveAndClose(actions.save(body));

  const newButton = (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => editor.edit(null)}>
      {text.newCategory}
    </Button>
  );

  return (
    <ScreenPage
      id="categories"
      text={text}
      subtitle={user?.role === 'SuperAdmin' ? text.subtitleAll : text.subtitleOwn}
      meta={<Typography.Text type="secondary">{text.count(list.length)}</Typography.Text>}
      extra={newButton}
    >
      {restaurants.options.length > 1 ? (
        <Flex style={{ marginBottom: 16 }}>
          <RestaurantFilter value={restaurantFilter} onChange={setRestaurantFilter} style={{ minWidth: 240 }} />
        </Flex>
      ) : null}

      <QueryFailedAlert
        query={categories}
        title={text.loadFailedTitle}
        description={(error) => categoryErrorMessage(error, 'load')}
      />

      {categories.isPending && !categories.isError ? (
        <SkeletonCardGrid count={6} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : categories.data && list.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : list.length > 0 ? (
        <Row gutter={[16, 16]} role="list" aria-label={text.listLabel}>
          {list.map((c) => (
            <Col key={c.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              <CategoryCard
                category={c}
                restaurantName={restaurants.nameOf(c.restaurantId)}
                toggling={actions.togglingId === c.id}
                deleting={actions.deletingId === c.id}
                onEdit={editor.edit}
                onToggle={(x) => void actions.toggle(x)}
                onDelete={actions.confirmDelete}
              />
            </Col>
          ))}
        </Row>
      ) : null}

      <CategoryForm
        open={editor.open}
        category={editor.editing}
        restaurants={restaurants.options}
        defaultRestaurant={restaurants.single ?? restaurantFilter ?? undefined}
        nextOrder={nextDisplayOrder(
          (categories.data ?? []).filter(
            (c) => c.restaurantId === (restaurants.single ?? restaurantFilter ?? c.restaurantId),
          ),
        )}
        saving={actions.saving}
        onClose={() => editor.close()}
        onSubmit={submit}
      />
    </ScreenPage>
  );
}
