// One restaurant: cover image (or a gradient in its brand colours), logo or initials, status, contact
// details, creation date, brand colours and the actions the user is allowed.
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { tr, type Restaurant } from '@menu/shared';
import { CardTitle, DeleteAction, EditAction, RecordCard, type RecordCardCallbacks } from '@menu/shared/ui';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LOGO_SIZE, RestaurantContacts, RestaurantCover, RestaurantFooter } from './restaurant-card-parts';
import { PriceListPanel } from './price-list-panel';

export interface RestaurantCardProps extends RecordCardCallbacks<Restaurant> {
  restaurant: Restaurant;
  canEdit: boolean;
  canDelete: boolean;
}

/** The card's buttons: edit and (de)activate for an editor, delete for whoever may delete. */
function cardActions({
  restaurant: r,
  canEdit,
  canDelete,
  toggling,
  deleting,
  onEdit,
  onToggle,
  onDelete,
}: RestaurantCardProps) {
  const actions: ReactNode[] = [];
  if (canEdit) {
    actions.push(
      <EditAction key="edit" label={tr.restaurants.editAria(r.name)} onClick={() => onEdit(r)} />,
      <Button
        key="toggle"
        type="text"
        icon={r.isActive ? <StopOutlined /> : <CheckCircleOutlined />}
        loading={toggling}
        onClick={() => onToggle(r)}
        aria-label={r.isActive ? tr.restaurants.deactivateAria(r.name) : tr.restaurants.activateAria(r.name)}
      >
        {r.isActive ? tr.common.deactivate : tr.common.activate}
      </Button>,
    );
  }
  if (canDelete) {
    actions.push(
      <DeleteAction
        key="delete"
        label={tr.restaurants.deleteAria(r.name)}
        onClick={() => onDelete(r)}
        loading={deleting}
      />,
    );
  }
  return actions.length ? actions : undefined;
}

export function RestaurantCard(props: RestaurantCardProps) {
  const r = props.restaurant;
  return (
    <RecordCard
      name={r.name}
      opacity={r.isActive ? 1 : 0.85}
      gap={12}
      style={{ overflow: 'hidden' }}
      bodyStyle={{ paddingTop: LOGO_SIZE / 2 + 12 }}
      cover={<RestaurantCover restaurant={r} />}
      actions={cardActions(props)}
    >
      <CardTitle name={r.name} level={4} active={r.isActive} />

      {r.description ? (
        // CSS line clamp rather than antd's measured ellipsis: same look, no layout measuring per card.
        <Typography.Paragraph
          type="secondary"
          title={r.description}
          style={{
            margin: 0,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {r.description}
        </Typography.Paragraph>
      ) : null}

      <RestaurantContacts restaurant={r} />

      {r.isActive ? <PriceListPanel restaurant={r} /> : null}

      <RestaurantFooter restaurant={r} />
    </RecordCard>
  );
}
