// One restaurant: cover image (or a gradient in its brand colours), logo or initials, status, contact
// details, creation date, brand colours and the actions the user is allowed.
import {
  CalendarOutlined,
  CheckCircleOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  MailOutlined,
  PhoneOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { formatLongDate, imageSrc, initials, normaliseWebsite, tr, type Restaurant } from '@menu/shared';
import {
  accessibleBrand,
  ActiveTag,
  CardDetail,
  ColourSwatch,
  DeleteAction,
  EditAction,
  RecordCard,
} from '@menu/shared/ui';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { PriceListPanel } from './price-list-panel';

/** The address as shown: without the scheme and the trailing slash. */
const shownWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export interface RestaurantCardProps {
  restaurant: Restaurant;
  canEdit: boolean;
  canDelete: boolean;
  toggling?: boolean;
  deleting?: boolean;
  onEdit: (restaurant: Restaurant) => void;
  onToggle: (restaurant: Restaurant) => void;
  onDelete: (restaurant: Restaurant) => void;
}

const COVER_HEIGHT = 128;
const LOGO_SIZE = 72;

export function RestaurantCard({
  restaurant: r,
  canEdit,
  canDelete,
  toggling,
  deleting,
  onEdit,
  onToggle,
  onDelete,
}: RestaurantCardProps) {
  const [coverFailed, setCoverFailed] = useState(false);
  const cover = imageSrc(r.backgroundImage);
  const logo = imageSrc(r.logo);
  const website = r.website ? (normaliseWebsite(r.website) ?? r.website) : null;

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

  return (
    <RecordCard
      name={r.name}
      opacity={r.isActive ? 1 : 0.85}
      gap={12}
      style={{ overflow: 'hidden' }}
      bodyStyle={{ paddingTop: LOGO_SIZE / 2 + 12 }}
      cover={
        <div
          style={{
            position: 'relative',
            height: COVER_HEIGHT,
            background: `linear-gradient(135deg, ${r.primaryColor}, ${r.secondaryColor})`,
          }}
        >
          {cover && !coverFailed ? (
            <img
              src={cover}
              alt=""
              onError={() => setCoverFailed(true)}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
          <Avatar
            size={LOGO_SIZE}
            src={logo}
            alt={tr.restaurants.logoAlt(r.name)}
            style={{
              position: 'absolute',
              left: 20,
              bottom: -LOGO_SIZE / 2,
              // White initials on the brand colour, darkened to 4.5:1 when it is lighter.
              background: accessibleBrand(r.primaryColor),
              border: '3px solid #fff',
              boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
              fontSize: 26,
              fontWeight: 600,
            }}
          >
            {initials(r.name)}
          </Avatar>
        </div>
      }
      actions={actions.length ? actions : undefined}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Title level={4} style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
          {r.name}
        </Typography.Title>
        <ActiveTag active={r.isActive} />
      </Flex>

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

      <Flex vertical gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {r.address ? (
          <CardDetail icon={<EnvironmentOutlined />} label={tr.restaurants.fields.address}>
            {r.address}
          </CardDetail>
        ) : null}
        {r.phone ? (
          <CardDetail icon={<PhoneOutlined />} label={tr.restaurants.fields.phone}>
            <Typography.Link href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</Typography.Link>
          </CardDetail>
        ) : null}
        {r.email ? (
          <CardDetail icon={<MailOutlined />} label={tr.restaurants.fields.email}>
            <Typography.Link href={`mailto:${r.email}`} aria-label={tr.restaurants.emailAria(r.name, r.email)}>
              {r.email}
            </Typography.Link>
          </CardDetail>
        ) : null}
        {website ? (
          <CardDetail icon={<GlobalOutlined />} label={tr.restaurants.fields.website}>
            <Typography.Link
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={tr.restaurants.websiteAria(r.name, shownWebsite(website))}
            >
              {shownWebsite(website)}
            </Typography.Link>
          </CardDetail>
        ) : null}
      </Flex>

      {r.isActive ? <PriceListPanel restaurant={r} /> : null}

      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{ marginTop: 'auto', paddingTop: 8, borderTop: '1px solid #f0f0f0' }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <CalendarOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
          {tr.restaurants.createdOn(formatLongDate(r.createdDate))}
        </Typography.Text>
        <Flex gap={12}>
          <ColourSwatch colour={r.primaryColor} label={tr.restaurants.fields.primaryColor} />
          <ColourSwatch colour={r.secondaryColor} label={tr.restaurants.fields.secondaryColor} />
        </Flex>
      </Flex>
    </RecordCard>
  );
}
