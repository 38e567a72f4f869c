// An image reference for the form: a URL/path text box, an upload button that fills it, and a preview.
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, tr } from '@menu/shared';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useUploadImage } from '../api/upload-image';
import { restaurantErrorMessage } from '../api/restaurant-errors';
import { imageSrc } from './image-src';

export interface ImageFieldProps {
  /** Set by Form.Item so the label points at the text box. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
  /** 'square' for logos, 'wide' for background images. */
  shape?: 'square' | 'wide';
}

export function ImageField({ id, value = '', onChange, label, shape = 'square' }: ImageFieldProps) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [broken, setBroken] = useState<string | null>(null);
  const src = imageSrc(value);
  const showPreview = !!src && broken !== src;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    try {
      const path = await upload.mutateAsync(file);
      onChange?.(path);
      message.success(tr.restaurants.uploaded);
    } catch (error) {
      // 413/415 carry a complete Turkish sentence from the server.
      const text = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.serverText
        ? error.serverText
        : `${tr.restaurants.uploadFailed}: ${restaurantErrorMessage(error, 'save')}`;
      message.error(text);
    }
  }

  const previewSize = shape === 'square' ? { width: 72, height: 72 } : { width: 128, height: 72 };

  return (
    <Flex gap={12} align="flex-start">
      <div
        style={{
          ...previewSize,
          flex: '0 0 auto',
          borderRadius: 8,
          overflow: 'hidden',
          border: '1px solid #f0f0f0',
          background: '#fafafa',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {showPreview ? (
          <img
            src={src}
            alt={tr.restaurants.imagePreview(label)}
            onError={() => setBroken(src)}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 24, color: '#bfbfbf' }} />
        )}
      </div>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={tr.restaurants.placeholders.image}
          inputMode="url"
          autoComplete="off"
        />
        <Flex gap={8} wrap>
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            onClick={() => fileInput.current?.click()}
            aria-label={tr.restaurants.uploadAria(label)}
          >
            {upload.isPending ? tr.restaurants.uploading : tr.restaurants.upload}
          </Button>
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} aria-label={`${label}: ${tr.restaurants.removeImage}`}>
              {tr.restaurants.removeImage}
            </Button>
          ) : null}
        </Flex>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid={`${id ?? label}-file`}
          onChange={(e) => void onFile(e)}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {tr.restaurants.imageHint}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
