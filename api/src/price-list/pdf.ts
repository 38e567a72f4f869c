// The printable price lists (A4, and the price-label rules' lists at the door and on the tables). Drawn
// by pdfkit with DejaVu Sans embedded (the PDF standard fonts have no ğ, ş, ı, İ or ₺) from the Turkish menu
// the diners see: the restaurant's name and address, the list's date, every product of the menu's categories
// with its price, its variants' prices, its portion weight, a discount with its reference price and the date of
// its last price change, the add-ons, the VAT line and page numbers on every page. One renderer, three layouts:
// A4 (handed to a guest who asks), A3 in two columns with large type (the entrance door), A5 compact (the
// tables); a table card puts the table's QR code and number on an A5 page before the table layout.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatLira, formatLongDate, formatShortDate, tr, type PriceListLayout } from '@menu/shared/contract';
import { basePrice, type PublicMenu } from '@menu/shared/contract';

const require = createRequire(__filename);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const text = tr.priceList;
const MUTED = '#4b5563';

interface LayoutSpec {
  size: 'A3' | 'A4' | 'A5';
  margin: number;
  footer: number;
  columns: number;
  gap: number;
  title: number;
  subtitle: number;
  heading: number;
  row: number;
  variant: number;
  note: number;
  footerSize: number;
  priceWidth: number;
}

/** Type sizes in points: the door's list is read from a step away, the table's fits a stand. */
const LAYOUTS: Record<PriceListLayout, LayoutSpec> = {
  a4: {
    size: 'A4',
    margin: 50,
    footer: 36,
    columns: 1,
    gap: 0,
    title: 18,
    subtitle: 12,
    heading: 13,
    row: 10.5,
    variant: 9.5,
    note: 8.5,
    footerSize: 8.5,
    priceWidth: 150,
  },
  door: {
    size: 'A3',
    margin: 48,
    footer: 40,
    columns: 2,
    gap: 32,
    title: 36,
    subtitle: 18,
    heading: 20,
    row: 15,
    variant: 13,
    note: 11,
    footerSize: 11,
    priceWidth: 110,
  },
  table: {
    size: 'A5',
    margin: 30,
    footer: 26,
    columns: 1,
    gap: 0,
    title: 14,
    subtitle: 9.5,
    heading: 10.5,
    row: 8.5,
    variant: 8,
    note: 6.8,
    footerSize: 6.8,
    priceWidth: 80,
  },
};

export interface TableCard {
  tableNumber: string;
  /** The address the table's QR code carries (its scan address). */
  scanUrl: string;
}

export interface PriceListOptions {
  /** The date printed on the list (default: now). */
  now?: Date;
  layout?: PriceListLayout;
  /** When each product's price or discount last changed (product id → date). */
  priceChangedAt?: ReadonlyMap<number, Date>;
  /** A table card: the QR code and table number on the first page, the table layout after. */
  tableCard?: TableCard;
}

/** The price list of a menu (its Turkish aggregate) as PDF bytes. */
export function priceListPdf(menu: PublicMenu, options: PriceListOptions = {}): Promise<Buffer> {
  const now = options.now ?? new Date();
  const spec = LAYOUTS[options.layout ?? 'a4'];
  const { doc, done } = openDocument(menu, spec, now);
  const columns = columnsOf(doc, spec);
  if (options.tableCard) tableCardPage(doc, spec, menu, options.tableCard, now);
  listHeading(doc, spec, menu, now);
  columns.startAt(doc.y);
  for (const category of menu.categories) {
    const products = menu.products.filter((p) => p.categoryId === category.id);
    if (!products.length) continue;
    columns.heading(category.name);
    for (const p of products) productLines(doc, spec, columns, p, options.priceChangedAt?.get(p.id));
  }
  if (menu.addons.length) {
    columns.heading(text.addons);
    for (const a of menu.addons) columns.row(a.name, a.price > 0 ? formatLira(a.price) : text.free);
  }
  columns.room(spec.row * 3);
  doc.moveDown(0.8);
  doc
    .font('bold')
    .fontSize(spec.row)
    .fillColor('black')
    .text(text.vat, columns.left(), doc.y, { width: columns.width });
  pageFooters(doc, spec, menu, now);
  doc.end();
  return done;
}

/** The document with the list's metadata and fonts, and the bytes it writes once it ends. */
function openDocument(menu: PublicMenu, spec: LayoutSpec, now: Date) {
  const doc = new PDFDocument({
    size: spec.size,
    margins: { top: spec.margin, bottom: spec.margin + spec.footer, left: spec.margin, right: spec.margin },
    bufferPages: true,
    info: {
      Title: text.documentTitle(menu.restaurant.name),
      Author: menu.restaurant.name,
      Subject: text.subject,
      CreationDate: now,
    },
    lang: 'tr-TR',
    displayTitle: true,
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

type Columns = ReturnType<typeof columnsOf>;

/** The list's columns: where the next line goes, moving to the next column or a new page when it would not fit. */
function columnsOf(doc: PDFKit.PDFDocument, spec: LayoutSpec) {
  const pageWidth = doc.page.width - 2 * spec.margin;
  const width = (pageWidth - (spec.columns - 1) * spec.gap) / spec.columns;
  const nameWidth = width - spec.priceWidth - 8;
  let column = 0;
  let columnTop = doc.y;
  const left = () => spec.margin + column * (width + spec.gap);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Moves to the next column, or a new page, when `height` more points would not fit. */
  const room = (height: number) => {
    if (doc.y + height <= bottom()) return;
    if (column < spec.columns - 1) {
      column++;
      doc.y = columnTop;
    } else {
      doc.addPage();
      column = 0;
      columnTop = doc.y;
    }
  };
  /** A line: a name on the left (wrapping), its price on the right, on the same first line. */
  const row = (
    name: string,
    price: string,
    opts: { indent?: number; size?: number; bold?: boolean; note?: string } = {},
  ) => {
    const size = opts.size ?? spec.row;
    const indent = opts.indent ?? 0;
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size);
    const nameHeight = doc.heightOfString(name, { width: nameWidth - indent });
    const noteHeight = opts.note
      ? doc.fontSize(spec.note).heightOfString(opts.note, { width: nameWidth - indent }) + 1
      : 0;
    room(nameHeight + noteHeight + 4);
    const y = doc.y;
    const x = left();
    doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor('black')
      .text(name, x + indent, y, { width: nameWidth - indent });
    doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(size)
      .text(price, x + width - spec.priceWidth, y, { width: spec.priceWidth, align: 'right' });
    if (opts.note)
      doc
        .font('regular')
        .fontSize(spec.note)
        .fillColor(MUTED)
        .text(opts.note, x + indent, y + nameHeight + 1, { width: nameWidth - indent })
        .fillColor('black');
    doc.x = x;
    doc.y = y + nameHeight + noteHeight + spec.row * 0.3;
  };
  /** A section's title with a rule under it, kept in its column with room for its first lines. */
  const heading = (title: string) => {
    room(spec.heading * 3);
    if (doc.y > columnTop) doc.moveDown(0.4);
    const x = left();
    doc.font('bold').fontSize(spec.heading).fillColor('black').text(title, x, doc.y, { width });
    const lineY = doc.y + 2;
    doc
      .moveTo(x, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.6)
      .strokeColor('#9ca3af')
      .stroke();
    doc.y = lineY + spec.heading * 0.4;
  };
  return {
    width,
    nameWidth,
    left,
    bottom,
    room,
    row,
    heading,
    /** The columns start here (below the heading across the page). */
    startAt(y: number) {
      columnTop = y;
    },
    /** Where the current page's columns start. */
    top: () => columnTop,
  };
}

/** The heading across the page: the restaurant, its address and phone, the list's date and the VAT line. */
function listHeading(doc: PDFKit.PDFDocument, spec: LayoutSpec, menu: PublicMenu, now: Date): void {
  const pageWidth = doc.page.width - 2 * spec.margin;
  doc
    .font('bold')
    .fontSize(spec.title)
    .fillColor('black')
    .text(menu.restaurant.name, spec.margin, doc.y, { width: pageWidth });
  const contact = [menu.restaurant.address, menu.restaurant.phone].filter(Boolean).join(' · ');
  if (contact)
    doc
      .font('regular')
      .fontSize(spec.subtitle * 0.85)
      .fillColor(MUTED)
      .text(contact, { width: pageWidth });
  doc.moveDown(0.3);
  doc
    .font('bold')
    .fontSize(spec.subtitle)
    .fillColor('black')
    .text(`${text.heading} · ${formatLongDate(now)}`, { width: pageWidth });
  doc
    .font('regular')
    .fontSize(spec.subtitle * 0.85)
    .fillColor('black')
    .text(text.vat, { width: pageWidth });
  doc.moveDown(0.8);
}

/** A product's line with its notes (portion, discount, sold out, price change), then its variants' lines. */
function productLines(
  doc: PDFKit.PDFDocument,
  spec: LayoutSpec,
  columns: Columns,
  p: PublicMenu['products'][number],
  changedAt: Date | undefined,
): void {
  // The answer shows a discount only when it is one (a lower price than the 30 days before it).
  const base = basePrice(p);
  const discounted = base < p.price;
  const notes = [
    p.portionGrams ? text.portion(p.portionGrams) : '',
    discounted ? text.discount(formatLira(p.referencePrice ?? p.price)) : '',
    p.isAvailable ? '' : text.soldOut,
    changedAt ? text.changedOn(formatShortDate(changedAt)) : '',
  ].filter(Boolean);
  // A product and its variants stay in one column when they fit in one.
  const note = notes.join(' · ') || undefined;
  const { nameWidth } = columns;
  doc.font('regular').fontSize(spec.row);
  const block =
    doc.heightOfString(p.name, { width: nameWidth }) +
    (note ? doc.fontSize(spec.note).heightOfString(note, { width: nameWidth }) : 0) +
    p.variants.length * spec.variant * 1.5;
  if (block < columns.bottom() - columns.top()) columns.room(block + spec.row);
  columns.row(p.name, formatLira(base), { note });
  for (const v of p.variants)
    columns.row(`– ${v.name}`, formatLira(base + v.priceModifier), { indent: spec.row * 1.3, size: spec.variant });
}

/** The footer on every page: the restaurant, the VAT line, the list's date and the page number. */
function pageFooters(doc: PDFKit.PDFDocument, spec: LayoutSpec, menu: PublicMenu, now: Date): void {
  const pageLeft = spec.margin;
  const pageWidth = doc.page.width - 2 * spec.margin;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - spec.margin - spec.footerSize * 1.4;
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a page
    const pageLabel = spec.footerSize * 9;
    doc.font('regular').fontSize(spec.footerSize).fillColor(MUTED);
    doc.text(`${menu.restaurant.name} · ${text.footer} · ${text.listDate(formatShortDate(now))}`, pageLeft, y, {
      width: pageWidth - pageLabel,
      lineBreak: false,
    });
    doc.text(text.page(i - range.start + 1, range.count), pageLeft + pageWidth - pageLabel, y, {
      width: pageLabel,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
}

/** The table card's first page: the restaurant, the table number, its QR code, and where the price list is. */
function tableCardPage(doc: PDFKit.PDFDocument, spec: LayoutSpec, menu: PublicMenu, card: TableCard, now: Date): void {
  const width = doc.page.width - 2 * spec.margin;
  const left = spec.margin;
  doc
    .font('bold')
    .fontSize(spec.title * 1.3)
    .fillColor('black')
    .text(menu.restaurant.name, left, spec.margin + 10, { width, align: 'center' });
  doc.moveDown(0.4);
  doc
    .font('bold')
    .fontSize(spec.title * 2)
    .text(text.tableCardTitle(card.tableNumber), { width, align: 'center' });
  doc.moveDown(0.6);
  const qr = QRCode.create(card.scanUrl, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const side = Math.min(width * 0.75, 260);
  const cell = side / (count + 8); // a quiet zone of four modules on each side
  const x0 = left + (width - side) / 2;
  const y0 = doc.y;
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (qr.modules.get(r, c)) doc.rect(x0 + (c + 4) * cell, y0 + (r + 4) * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
  doc.y = y0 + side + 10;
  doc
    .font('regular')
    .fontSize(spec.subtitle)
    .fillColor('black')
    .text(text.scanHint, left, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(spec.subtitle).text(text.vat, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(spec.note)
    .fillColor(MUTED)
    .text(`${text.heading} · ${formatLongDate(now)}`, { width, align: 'center' });
  doc.addPage();
}
