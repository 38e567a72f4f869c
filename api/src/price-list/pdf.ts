// The printable price list (issue 16): the price-list rules let a restaurant show its prices by QR code but
// require a printed list on request, every item with its price in Turkish lira. A4, drawn by pdfkit with
// DejaVu Sans embedded (the PDF standard fonts have no ğ, ş, ı, İ or ₺): the restaurant's name and address,
// the date, every product of the menu's categories with its variants' prices, the add-ons, a discount shown
// with its reference price, the VAT line and page numbers on every page.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatLira, formatLongDate, tr } from '@menu/shared/contract';
import { basePrice, type PublicMenu } from '@menu/shared/menu';

const require = createRequire(__filename);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const text = tr.priceList;
const MARGIN = 50;
const FOOTER = 36;
const PRICE_WIDTH = 150;
const MUTED = '#4b5563';

export interface PriceListOptions {
  /** The date printed on the list (default: now). */
  now?: Date;
}

/** The price list of a menu (its Turkish aggregate) as PDF bytes. */
export function priceListPdf(menu: PublicMenu, options: PriceListOptions = {}): Promise<Buffer> {
  const now = options.now ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: text.documentTitle(menu.restaurant.name), Author: menu.restaurant.name, Subject: text.subject, CreationDate: now },
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

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const nameWidth = width - PRICE_WIDTH - 12;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page when `height` more points would not fit. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  /** A line: a name on the left (wrapping), its price on the right, on the same first line. */
  const row = (name: string, price: string, opts: { indent?: number; size?: number; bold?: boolean; note?: string } = {}) => {
    const size = opts.size ?? 10.5;
    const indent = opts.indent ?? 0;
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size);
    const nameHeight = doc.heightOfString(name, { width: nameWidth - indent });
    const noteHeight = opts.note ? doc.fontSize(8.5).heightOfString(opts.note, { width: nameWidth - indent }) + 1 : 0;
    room(nameHeight + noteHeight + 4);
    const y = doc.y;
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size).fillColor('black').text(name, left + indent, y, { width: nameWidth - indent });
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size).text(price, left + width - PRICE_WIDTH, y, { width: PRICE_WIDTH, align: 'right' });
    if (opts.note) doc.font('regular').fontSize(8.5).fillColor(MUTED).text(opts.note, left + indent, y + nameHeight + 1, { width: nameWidth - indent }).fillColor('black');
    doc.x = left;
    doc.y = y + nameHeight + noteHeight + 3;
  };

  // Heading
  doc.font('bold').fontSize(18).text(menu.restaurant.name, left, doc.y, { width });
  const contact = [menu.restaurant.address, menu.restaurant.phone].filter(Boolean).join(' · ');
  if (contact) doc.font('regular').fontSize(10).fillColor(MUTED).text(contact, { width });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(12).fillColor('black').text(`${text.heading} · ${formatLongDate(now)}`, { width });
  doc.moveDown(0.8);

  /** A section's title with a rule under it, kept on the page with room for its first lines. */
  const heading = (title: string) => {
    room(40);
    doc.moveDown(0.4);
    doc.font('bold').fontSize(13).fillColor('black').text(title, left, doc.y, { width });
    const lineY = doc.y + 2;
    doc.moveTo(left, lineY).lineTo(left + width, lineY).lineWidth(0.6).strokeColor('#9ca3af').stroke();
    doc.y = lineY + 5;
  };

  const productsOf = (categoryId: number) => menu.products.filter((p) => p.categoryId === categoryId);
  for (const category of menu.categories) {
    const products = productsOf(category.id);
    if (!products.length) continue;
    heading(category.name);
    for (const p of products) {
      // The answer shows a discount only when it is one (a lower price than the 30 days before it).
      const base = basePrice(p);
      const discounted = base < p.price;
      const notes = [
        p.portionGrams ? text.portion(p.portionGrams) : '',
        discounted ? text.discount(formatLira(p.referencePrice ?? p.price)) : '',
        p.isAvailable ? '' : text.soldOut,
      ].filter(Boolean);
      row(p.name, formatLira(base), { note: notes.join(' · ') || undefined });
      for (const v of p.variants) row(`– ${v.name}`, formatLira(base + v.priceModifier), { indent: 14, size: 9.5 });
    }
  }

  if (menu.addons.length) {
    heading(text.addons);
    for (const a of menu.addons) row(a.name, a.price > 0 ? formatLira(a.price) : text.free);
  }

  room(30);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(10).fillColor('black').text(text.vat, left, doc.y, { width });

  // Footer on every page: the VAT line and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 12;
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a page
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    doc.text(`${menu.restaurant.name} · ${text.footer}`, left, y, { width: width - 90, lineBreak: false });
    doc.text(text.page(i - range.start + 1, range.count), left + width - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
