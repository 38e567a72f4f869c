// A product's picture with a placeholder when there is none or it fails to load (a broken image never leaves a hole in the card).
import { PictureOutlined } from '@ant-design/icons';
import { imageSrc, tr } from '@menu/shared';
import { useState } from 'react';

export function ProductImage({
  image,
  name,
  height = 160,
}: {
  image: string | null | undefined;
  name: string;
  height?: number;
}) {
  const src = imageSrc(image);
  const [broken, setBroken] = useState<string | null>(null);
  const show = !!src && broken !== src;
  return (
    <div
      style={{
        height,
        background: 'linear-gradient(135deg, #fff1e6, #fafafa)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {show ? (
        <img
          src={src}
          alt={tr.catalog.products.imageAlt(name)}
          loading="lazy"
          onError={() => setBroken(src ?? null)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <span role="img" aria-label={tr.catalog.products.noImage} style={{ color: '#d9a27a', fontSize: 36 }}>
          <PictureOutlined aria-hidden />
        </span>
      )}
    </div>
  );
}
