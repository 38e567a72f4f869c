// An image for a form: a preview (a placeholder when missing or broken), a button that uploads a file from
// the computer and fills the value with the stored path, a remove button, and a text box for a URL or path.
// Kept in this remote rather than @menu/shared/ui so the remote still works beside an older host's shared copy.
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';

export interface ImageUploadFieldLabels {
  upload: string;
  uploading: string;
  uploaded: string;
  remove: string;
  preview: string;
  uploadAria: string;
  placeholder: string;
  hint?: string;
}

export interface ImageUploadFieldProps {
  /** Set by Form.Item so the label points at the text box. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Stores the file and resolves with its path; rejects with an error whose message is shown. */
  upload: (file: File) => Promise<string>;
  /** Turns a failed upload into the Turkish sentence to show. */
  uploadError: (error: unknown) => string;
  /** Turns a stored value into an address the browser can load (server-relative paths on the API origin). */
  resolveSrc: (value: string | null | undefined) => string | undefined;
  labels: ImageUploadFieldLabels;
  size?: { width: number; height: number };
  disabled?: boolean;
}

export function ImageUploadField({ id, value, onChange, upload, uploadError, resolveSrc, labels, size = { width: 120, height: 90 }, disabled }: ImageUploadFieldProps) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const src = resolveSrc(value);
  const showPreview = !!src && broken !== src;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    setBusy(true);
    try {
      const path = await upload(file);
      onChange?.(path);
      message.success(labels.uploaded);
    } catch (error) {
      message.error(uploadError(error));
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
          <img src={src} alt={labels.preview} onError={() => setBroken(src ?? null)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 28, color: '#bfbfbf' }} />
        )}
      </div>
      <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Input id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder={labels.placeholder} inputMode="url" autoComplete="off" disabled={disabled} />
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} onClick={() => fileInput.current?.click()} aria-label={labels.uploadAria}>
            {busy ? labels.uploading : labels.upload}
          </Button>
          {value ? (
            <Button icon={<DeleteOutlined />} disabled={disabled} onClick={() => onChange?.('')}>
              {labels.remove}
            </Button>
          ) : null}
        </Flex>
        <input ref={fileInput} type="file" accept="image/*" hidden style={{ display: 'none' }} data-testid={`${id ?? 'image'}-file`} onChange={(e) => void onFile(e)} />
        {labels.hint ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {labels.hint}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
