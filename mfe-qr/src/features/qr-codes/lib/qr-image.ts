// QR images made here with the `qrcode` library, never by a third-party service: SVG for the screen
// (sharp at any size), PNG for downloads, the module matrix for the vector QR of the printed cards.
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** Sizes of docs/screens.md, Constants. */
export const QR_SIZES = { card: 200, view: 300, download: 400 } as const;

export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export async function qrPngDataUrl(text: string, size: number = QR_SIZES.download): Promise<string> {
  return QRCode.toDataURL(text, { ...OPTIONS, width: size, type: 'image/png' });
}

export function dataUrlToBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function qrPngBytes(text: string, size: number = QR_SIZES.download): Promise<Uint8Array> {
  return dataUrlToBytes(await qrPngDataUrl(text, size));
}

/** The dark/light modules, row by row, without the quiet zone. */
export function qrMatrix(text: string): { size: number; isDark(row: number, col: number): boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  return { size: modules.size, isDark: (row, col) => !!modules.get(row, col) };
}

/** Characters a file system refuses become '-'; Turkish letters stay. */
function safePart(value: string): string {
  const printable = Array.from(value, (ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  return (
    printable
      .replace(/[\\/:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'QR'
  );
}

/** 'QR-Masa-{table}-{restaurant name}.png' */
export function qrFileName(tableNumber: string, restaurantName: string): string {
  return `QR-Masa-${safePart(tableNumber)}-${safePart(restaurantName)}.png`;
}

export function archiveName(restaurantName: string | null, ext: 'pdf' | 'zip', now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(now);
  return `QR-Kodlari-${restaurantName ? `${safePart(restaurantName)}-` : ''}${day}.${ext}`;
}
