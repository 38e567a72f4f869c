// The restaurant management screen (docs/screens.md): header, card grid, create/edit drawer.
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS, tr, useSession, type Restaurant } from '@menu/shared';
import { EmptyState, QueryFailedAlert, ScreenPage, SkeletonCardGrid, useRecordEditor } from '@menu/shared/ui';
import { Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { useRestaurants } from '../api/get-restaurants';
import { restaurantErrorMessage } from '../api/restaurant-errors';
import { useRestaurantActions } from '../hooks/use-restaurant-actions';
import { RestaurantCard } from './restaurant-card';
import { RestaurantForm } from './restaurant-form';

const GRID_COL = { xs: 24, md: 12, lg: 8 } as const;

export function RestaurantsPage() {
  const user = useSession((s) => s.user);
  const sessionCount = useSession((s) => s.restaurants.length);
  const restaurants = useRestaurants();
  const actions = useRestaurantActions(user);
  const editor = useRecordEditor<Restaurant>();
  // Kept after closing so the drawer does not change title while it slides out.

  const list = restaurants.data ?? [];
  const count = restaurants.data ? list.length : sessionCount;

  const submit = (values: Parameters<typeof actions.save>[0]) =>
    editor.saveAndClose(actions.save(values, editor.editing));

  const newButton = actions.permissions.create ? (
    <Button
      type="primary"
      size="large"
      icon={<PlusOutlined />}
      onClick={() => editor.edit(null)}
      aria-label={tr.restaurants.newRestaurant}
    >
      {tr.restaurants.newRestaurant}
    </Button>
  ) : null;

  return (
    <ScreenPage
      id="restaurants"
      text={tr.restaurants}
      subtitle={user?.role === 'SuperAdmin' ? tr.restaurants.subtitleAll : tr.restaurants.subtitleOwn}
      meta={
        <Flex gap={8} wrap align="center">
          {user ? (
            <Tag icon={<UserOutlined />} color="blue" style={{ marginInlineEnd: 0 }}>
              {tr.common.role}: {ROLE_LABELS[user.role]}
            </Tag>
          ) : null}
          <Typography.Text type="secondary">{tr.common.restaurantCount(count)}</Typography.Text>
        </Flex>
      }
      extra={newButton}
    >
      <QueryFailedAlert
        query={restaurants}
        title={tr.restaurants.loadFailedTitle}
        description={(error) => restaurantErrorMessage(error, 'load')}
      />

      {restaurants.isPending && !restaurants.isError ? (
        <SkeletonCardGrid count={6} col={GRID_COL} label={tr.common.loading} />
      ) : restaurants.data && list.length === 0 ? (
        <EmptyState
          title={tr.restaurants.empty}
          description={actions.permissions.create ? tr.restaurants.emptyHint : undefined}
          action={newButton}
        />
      ) : list.length > 0 ? (
        <Row gutter={[20, 20]} role="list" aria-label={tr.restaurants.listLabel}>
          {list.map((r) => (
            <Col key={r.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              <RestaurantCard
                restaurant={r}
                canEdit={actions.permissions.edit}
                canDelete={actions.permissions.delete}
                toggling={actions.togglingId === r.id}
                deleting={actions.deletingId === r.id}
                onEdit={editor.edit}
                onToggle={(x) => void actions.toggleActive(x)}
                onDelete={actions.confirmDelete}
              />
            </Col>
          ))}
        </Row>
      ) : null}

      <RestaurantForm
        open={editor.open}
        restaurant={editor.editing}
        saving={actions.saving}
        canSave={editor.editing ? actions.permissions.edit : actions.permissions.create}
        onClose={() => editor.close()}
        onSubmit={submit}
      />
    </ScreenPage>
  );
}
