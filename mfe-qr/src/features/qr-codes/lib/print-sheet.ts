// Print-ready table cards as a PDF, made in the browser with pdf-lib: four cards per A4 page with cut lines,
// all inside a 5 mm margin (home printers cannot print to the paper's edge). Each card's texts (restaurant name on its brand colour, table label, a Turkish instruction) are
// drawn on a canvas, so Turkish letters render with the system fonts (pdf-lib's built-in fonts lack ş, ğ,
// ı); the QR itself is drawn as vector squares, so it stays sharp on any printer.
import { PDFDocument, rgb } from 'pdf-lib';
import { qrMatrix } from './qr-image';

export interface TableCard {
  url: string;
  tableLabel: string;
  restaurantName: string;
  colour: string;
  instruction: string;
}

const PT_PER_MM = 72 / 25.4;
const PAGE = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM };
/** Nothing is drawn closer than this to the paper's edge. */
export const SAFE_MARGIN_MM = 5;
const SAFE = SAFE_MARGIN_MM * PT_PER_MM;
const CARD = { width: (PAGE.width - 2 * SAFE) / 2, height: (PAGE.height - 2 * SAFE) / 2 };

/** Where the card of a page's slot (0–3) goes, in PDF points (y up): its edges are the cut lines. */
export function cardSlot(slot: number): { x: number; y: number; width: number; height: number } {
  const yTop = PAGE.height - SAFE - Math.floor(slot / 2) * CARD.height;
  return { x: SAFE + (slot % 2) * CARD.width, y: yTop - CARD.height, width: CARD.width, height: CARD.height };
}
export const PAGE_SIZE = PAGE;
/** Canvas pixels per PDF point (about 200 dpi). */
const SCALE = 200 / 72;
const LAYOUT = { header: 78, qrTop: 104, qrSide: 176, tableTop: 300, instructionTop: 352 };

function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1], 16) : 0xff6b35;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  weight: string,
  startPx: number,
  minPx: number,
): number {
  let px = startPx;
  for (; px > minPx; px -= 2) {
    ctx.font = `${weight} ${px}px system-ui, "DejaVu Sans", Arial, sans-serif`;
    if (ctx.measureText(text).width <= maxWidth) break;
  }
  return px;
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function cardBackground(card: TableCard): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(CARD.width * SCALE);
  canvas.height = Math.round(CARD.height * SCALE);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  const s = SCALE;
  const w = canvas.width;
  const [r, g, b] = hexToRgb(card.colour);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, canvas.height);
  ctx.fillStyle = `rgb(${r},${g},${b})`;
  ctx.fillRect(0, 0, w, LAYOUT.header * s);
  // Restaurant name, white on the brand colour (dark text on a very light brand colour).
  const light = 0.299 * r + 0.587 * g + 0.114 * b > 186;
  ctx.fillStyle = light ? '#1f1f1f' : '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, card.restaurantName, w - 40 * s, '700', 26 * s, 12 * s);
  ctx.fillText(card.restaurantName, w / 2, (LAYOUT.header / 2) * s);
  // Frame around the QR area, in the brand colour.
  ctx.strokeStyle = `rgb(${r},${g},${b})`;
  ctx.lineWidth = 2 * s;
  const frame = LAYOUT.qrSide + 16;
  ctx.strokeRect((CARD.width / 2 - frame / 2) * s, (LAYOUT.qrTop - 8) * s, frame * s, frame * s);
  // Table label.
  ctx.fillStyle = '#1f1f1f';
  fitText(ctx, card.tableLabel, w - 40 * s, '800', 34 * s, 14 * s);
  ctx.textBaseline = 'top';
  ctx.fillText(card.tableLabel, w / 2, LAYOUT.tableTop * s);
  // One-line instruction (wrapped on narrow cards).
  ctx.fillStyle = '#595959';
  ctx.font = `400 ${12 * s}px system-ui, "DejaVu Sans", Arial, sans-serif`;
  wrap(ctx, card.instruction, w - 48 * s).forEach((line, i) =>
    ctx.fillText(line, w / 2, (LAYOUT.instructionTop + i * 16) * s),
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas export failed');
  return new Uint8Array(await blob.arrayBuffer());
}

/** Builds the PDF; `onProgress(done, total)` after each card. */
export async function buildTableCardsPdf(
  cards: TableCard[],
  onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('QR masa kartları');
  pdf.setCreator('QR Menü Yönetim Paneli');
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  for (let i = 0; i < cards.length; i++) {
    const slot = i % 4;
    if (i > 0 && slot === 0) page = pdf.addPage([PAGE.width, PAGE.height]);
    const box = cardSlot(slot);
    const x0 = box.x;
    const yTop = box.y + box.height;
    const card = cards[i];
    const image = await pdf.embedPng(await cardBackground(card));
    page.drawImage(image, { x: x0, y: yTop - CARD.height, width: CARD.width, height: CARD.height });
    // The QR as vector squares; a run of dark modules in a row is one rectangle.
    const matrix = qrMatrix(card.url);
    const module = LAYOUT.qrSide / matrix.size;
    const left = x0 + CARD.width / 2 - LAYOUT.qrSide / 2;
    const top = yTop - LAYOUT.qrTop;
    for (let row = 0; row < matrix.size; row++) {
      let col = 0;
      while (col < matrix.size) {
        if (!matrix.isDark(row, col)) {
          col++;
          continue;
        }
        let end = col;
        while (end + 1 < matrix.size && matrix.isDark(row, end + 1)) end++;
        page.drawRectangle({
          x: left + col * module,
          y: top - (row + 1) * module,
          width: (end - col + 1) * module + 0.05,
          height: module + 0.05,
          color: rgb(0, 0, 0),
        });
        col = end + 1;
      }
    }
    // Cut line: the card's own edge, inside the safe margin.
    page.drawRectangle({
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      borderColor: rgb(0.8, 0.8, 0.8),
      borderWidth: 0.5,
      borderDashArray: [4, 4],
    });
    onProgress?.(i + 1, cards.length);
    // Let the progress bar paint between cards.
    await new Promise((r) => setTimeout(r, 0));
  }
  return pdf.save();
}
