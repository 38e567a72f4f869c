// The toolkit's antd parts, as a screen uses them: record actions with confirmation, form submission with
// the schema's and the server's field messages, the filter bar and the image upload field.
import { screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage, type StatusFilter } from '../..';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing';
import { FilterBar, ImageUploadField, StatusSegmented, useFormSubmit, useRecordActions } from '../ui';

afterEach(() => jest.restoreAllMocks());

interface Row {
  id: number;
  name: string;
}

function Actions({ remove, save }: { remove: (id: number) => Promise<unknown>; save: () => Promise<unknown> }) {
  const actions = useRecordActions<Row, string>({
    save: () => save(),
    remove: { mutateAsync: remove, isPending: false },
    texts: {
      created: 'Eklendi',
      updated: 'Güncellendi',
      removed: 'Silindi',
      deleteTitle: (r) => `${r.name} silinsin mi?`,
      deleteConfirm: 'Geri alınamaz.',
    },
    failure: (action, error, editing) => ({
      title: action === 'delete' ? 'Silinemedi' : editing ? 'Güncellenemedi' : 'Eklenemedi',
      description: errorMessage(error, action),
    }),
  });
  return (
    <>
      <Button onClick={() => actions.confirmDelete({ id: 7, name: 'Ayran' })}>Sil</Button>
      <Button onClick={() => void actions.save('x', null).catch(() => undefined)}>Kaydet</Button>
    </>
  );
}

describe('record actions', () => {
  it('asks before deleting and deletes only after the danger button', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<Actions remove={remove} save={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ayran silinsin mi?');
    expect(dialog).toHaveTextContent('Geri alınamaz.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Silindi')).toBeInTheDocument();
  });

  it("explains a failed delete and a failed save with the screen's title and wording", async () => {
    const remove = jest
      .fn()
      .mockRejectedValue(new ApiError(409, { status: 409, title: 'x', message: 'Bu kaydın bağlı kayıtları var' }, ''));
    const save = jest.fn().mockRejectedValue(new ApiError(500, { status: 500, title: 'x', message: 'Disk dolu' }, ''));
    const { user } = renderWithProviders(<Actions remove={remove} save={save} />);
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Silinemedi')).toBeInTheDocument();
    expect(screen.getByText('Bu kaydın bağlı kayıtları var')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Eklenemedi')).toBeInTheDocument();
    expect(screen.getByText('Server Hatası (500): Disk dolu')).toBeInTheDocument();
  });
});

const NameRequest = z.object({
  name: z.string().trim().min(1, 'Ad zorunludur'),
  price: z.coerce.number().positive('Fiyat sıfırdan büyük olmalı'),
});

function NameForm({
  submit,
  banner,
}: {
  submit: (data: z.output<typeof NameRequest>) => Promise<unknown>;
  banner?: boolean;
}) {
  const [form] = Form.useForm<{ name: string; price: string }>();
  const [message, setMessage] = useState<string | null>(null);
  const { submit: send } = useFormSubmit(form, {
    schema: NameRequest,
    fields: ['name', 'price'],
    submit,
    onBanner: banner ? setMessage : undefined,
  });
  return (
    <Form form={form} initialValues={{ name: '', price: '' }}>
      {message ? <div role="alert">{message}</div> : null}
      <Form.Item name="name" label="Ad">
        <Input />
      </Form.Item>
      <Form.Item name="price" label="Fiyat">
        <Input />
      </Form.Item>
      <Button onClick={() => void send()}>Gönder</Button>
    </Form>
  );
}

describe('form submission', () => {
  it("shows the shared schema's messages on the fields and sends nothing", async () => {
    const submit = jest.fn();
    const { user } = renderWithProviders(<NameForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Ad zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Fiyat sıfırdan büyük olmalı')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("puts a 400's field messages on the fields it names, and the server's sentence in the banner", async () => {
    const submit = jest
      .fn()
      .mockRejectedValue(
        new ApiError(
          400,
          { status: 400, title: 'x', message: 'Bu ad kullanılıyor', errors: { Name: ['Bu ad kullanılıyor'] } },
          '',
        ),
      );
    const { user } = renderWithProviders(<NameForm submit={submit} banner />);
    await user.type(screen.getByLabelText('Ad'), 'Ayran');
    await user.type(screen.getByLabelText('Fiyat'), '40');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Ayran', price: 40 }, expect.anything()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu ad kullanılıyor');
    await waitFor(() => expect(screen.getAllByText('Bu ad kullanılıyor')).toHaveLength(2));
  });
});

function Filters() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  return (
    <FilterBar
      search={{ value: search, onChange: setSearch, label: 'Ara', placeholder: 'Ad...' }}
      advanced={<StatusSegmented label="Durum" value={status} onChange={setStatus} />}
      advancedCount={status === 'all' ? 0 : 1}
      active={search !== '' || status !== 'all'}
      onClear={() => (setSearch(''), setStatus('all'))}
    />
  );
}

describe('filter bar', () => {
  it("offers 'clear filters' only while a filter is set, and opens the advanced panel on demand", async () => {
    const { user } = renderWithProviders(<Filters />);
    const bar = within(screen.getByRole('search'));
    expect(bar.queryByRole('button', { name: /Filtreleri temizle/ })).not.toBeInTheDocument();
    expect(bar.queryByText('Durum:')).not.toBeInTheDocument();
    await user.type(bar.getByLabelText('Ara'), 'ay');
    await user.click(bar.getByRole('button', { name: /Gelişmiş filtreler/ }));
    await user.click(bar.getByText('Pasif'));
    await user.click(bar.getByRole('button', { name: /Filtreleri temizle/ }));
    expect(bar.getByLabelText('Ara')).toHaveValue('');
    expect(bar.queryByRole('button', { name: /Filtreleri temizle/ })).not.toBeInTheDocument();
  });
});

const labels = {
  upload: 'Yükle',
  uploading: 'Yükleniyor',
  uploaded: 'Görsel yüklendi',
  uploadFailed: 'Görsel yüklenemedi',
  remove: 'Kaldır',
  preview: 'Önizleme',
  uploadAria: 'Görsel yükle',
  placeholder: 'Adres',
};

function ImageForm() {
  const [value, setValue] = useState('');
  return <ImageUploadField id="image" value={value} onChange={setValue} labels={labels} />;
}

describe('image upload field', () => {
  it('uploads the chosen file, fills in the stored path and previews it', async () => {
    const calls = mockApi({ 'POST /uploads/images': () => jsonResponse({ path: '/uploads/menu/a.png' }, 201) });
    const { user } = renderWithProviders(<ImageForm />);
    await user.upload(screen.getByTestId('image-file'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByDisplayValue('/uploads/menu/a.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Önizleme' })).toHaveAttribute('src', '/uploads/menu/a.png');
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect(await screen.findByText('Görsel yüklendi')).toBeInTheDocument();
  });

  it("shows the server's sentence for a refused file and keeps the value", async () => {
    mockApi({
      'POST /uploads/images': () =>
        jsonResponse({ status: 415, title: 'x', message: 'Yalnızca görsel dosyaları yüklenebilir' }, 415),
    });
    const { user } = renderWithProviders(<ImageForm />);
    await user.upload(screen.getByTestId('image-file'), new File(['x'], 'a.txt', { type: 'image/png' }));
    expect(await screen.findByText('Yalnızca görsel dosyaları yüklenebilir')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Adres')).toHaveValue('');
  });
});
