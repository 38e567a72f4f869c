// A QR image made in the browser (SVG data URL), with a quiet placeholder while it is drawn.
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { qrSvgDataUrl } from '../lib/qr-image';

export interface QrImageProps {
  text: string;
  size: number;
  alt: string;
  /** Makes the image a button (cards: click to view). */
  onClick?: () => void;
  clickLabel?: string;
  dimmed?: boolean;
}

export function QrImage({ text, size, alt, onClick, clickLabel, dimmed }: QrImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvgDataUrl(text)
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);

  const image = src ? (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{ display: 'block', width: size, height: size, maxWidth: '100%', opacity: dimmed ? 0.45 : 1 }}
    />
  ) : (
    <Skeleton.Node active style={{ width: size, height: size }} aria-label={alt} />
  );
  if (!onClick) return image;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={clickLabel ?? alt}
      style={{ border: 0, padding: 0, background: 'transparent', cursor: 'zoom-in', borderRadius: 8, lineHeight: 0 }}
    >
      {image}
    </button>
  );
}
