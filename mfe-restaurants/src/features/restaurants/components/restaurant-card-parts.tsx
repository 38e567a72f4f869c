// The restaurant card's sections: the cover with the logo over its edge, the contact lines, and the footer
// with the creation date and the brand colours.
import { CalendarOutlined, EnvironmentOutlined, GlobalOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { formatLongDate, imageSrc, initials, normaliseWebsite, tr, type Restaurant } from '@menu/shared';
import { accessibleBrand, CardDetail, CardFooter, ColourSwatch } from '@menu/shared/ui';
import { Avatar, Flex, Typography } from 'antd';
import { useState } from 'react';

const COVER_HEIGHT = 128;
export const LOGO_SIZE = 72;

/** The address as shown: without the scheme and the trailing slash. */
const shownWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export function RestaurantCover({ restaurant: r }: { restaurant: Restaurant }) {
  const [coverFailed, setCoverFailed] = useState(false);
  const cover = imageSrc(r.backgroundImage);
  return (
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
        src={imageSrc(r.logo)}
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
  );
}

export function RestaurantContacts({ restaurant: r }: { restaurant: Restaurant }) {
  const website = r.website ? (normaliseWebsite(r.website) ?? r.website) : null;
  return (
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
  );
}

export function RestaurantFooter({ restaurant: r }: { restaurant: Restaurant }) {
  return (
    <CardFooter>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <CalendarOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
        {tr.restaurants.createdOn(formatLongDate(r.createdDate))}
      </Typography.Text>
      <Flex gap={12}>
        <ColourSwatch colour={r.primaryColor} label={tr.restaurants.fields.primaryColor} />
        <ColourSwatch colour={r.secondaryColor} label={tr.restaurants.fields.secondaryColor} />
      </Flex>
    </CardFooter>
  );
}
