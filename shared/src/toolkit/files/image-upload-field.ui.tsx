// An image for a form: a preview (a placeholder when missing or broken), a button that uploads a file from
// the computer and fills the value with the stored path, a remove button, and a text box for a URL or path.
// Uploads go to the API's image upload (POST /uploads/images) unless the screen passes its own.
// With a `stored` label the field never shows a stored path: an uploaded picture reads as that label (a link
// as its site's name) beside its preview, and the text box is offered only while the field is empty.
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { imageSrc, uploadErrorMessage, uploadImage } from '@menu/shared';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';

export interface ImageUploadFieldLabels {
  upload: string;
  uploading: string;
  uploaded: string;
  /** 'Görsel yüklenemedi': the start of a failed upload's message. */
  uploadFailed: string;
  remove: string;
  /** The remove button's accessible name (default: its text). */
  removeAria?: string;
  preview: string;
  uploadAria: string;
  placeholder: string;
  hint?: string;
  /** Shown instead of a stored path ('Fotoğraf yüklendi'); turns on the friendly display. */
  stored?: string;
  /** Shown instead of a full link, given the link's site ('Bağlantıdaki görsel: site.com'). */
  linked?: (site: string) => string;
}

/** What the friendly display says for a value: the stored label for a path, the site's name for a link. */
function friendlyName(value: string, labels: ImageUploadFieldLabels): string {
  if (/^https?:\/\//i.test(value)) {
    try {
      const site = new URL(value).hostname;
      return labels.linked ? labels.linked(site) : site;
    } catch {
      return labels.stored ?? value;
    }
  }
  return labels.stored ?? value;
}

export interface ImageUploadFieldProps {
  /** Set by Form.Item so the label points at the text box. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Stores the file and resolves with its path (default: the API's image upload). */
  upload?: (file: File) => Promise<string>;
  labels: ImageUploadFieldLabels;
  size?: { width: number; height: number };
  disabled?: boolean;
}

export function ImageUploadField({
  id,
  value,
  onChange,
  upload,
  labels,
  size = { width: 120, height: 90 },
  disabled,
}: ImageUploadFieldProps) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const src = imageSrc(value);
  const showPreview = !!src && broken !== src;
  const friendly = !!labels.stored && !!value;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    setBusy(true);
    try {
      const path = await (upload ?? ((f: File) => uploadImage(f, labels.uploadFailed)))(file);
      onChange?.(path);
      message.success(labels.uploaded);
    } catch (error) {
      message.error(uploadErrorMessage(error, labels.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex gap={12} align="flex-start" wrap>
      <div
        style={{
          ...size,
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
            alt={labels.preview}
            onError={() => setBroken(src ?? null)}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 28, color: '#bfbfbf' }} />
        )}
      </div>
      <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
        {friendly ? (
          <Typography.Text strong data-testid={`${id ?? 'image'}-name`} ellipsis style={{ lineHeight: '32px' }}>
            {friendlyName(value ?? '', labels)}
          </Typography.Text>
        ) : (
          <Input
            id={id}
            value={value ?? ''}
            onChange={(e) => onChange?.(e.target.value)}
            placeholder={labels.placeholder}
            inputMode="url"
            autoComplete="off"
            disabled={disabled}
          />
        )}
        <Flex gap={8} wrap>
          <Button
            id={friendly ? id : undefined}
            icon={<UploadOutlined />}
            loading={busy}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
            aria-label={labels.uploadAria}
          >
            {busy ? labels.uploading : labels.upload}
          </Button>
          {value ? (
            <Button
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={() => onChange?.('')}
              aria-label={labels.removeAria}
            >
              {labels.remove}
            </Button>
          ) : null}
        </Flex>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          style={{ display: 'none' }}
          data-testid={`${id ?? 'image'}-file`}
          onChange={(e) => void onFile(e)}
        />
        {labels.hint ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {labels.hint}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
