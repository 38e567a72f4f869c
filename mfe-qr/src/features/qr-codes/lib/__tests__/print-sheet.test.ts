import { cardSlot, PAGE_SIZE, SAFE_MARGIN_MM } from '../print-sheet';

const PT_PER_MM = 72 / 25.4;

describe('the printed table cards', () => {
  it('keep every card and cut line at least 5 mm from the A4 paper’s edges, four to a page without overlap', () => {
    const margin = SAFE_MARGIN_MM * PT_PER_MM;
    expect(SAFE_MARGIN_MM).toBe(5);
    const slots = [0, 1, 2, 3].map(cardSlot);
    for (const s of slots) {
      expect(s.x).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(s.y).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(s.x + s.width).toBeLessThanOrEqual(PAGE_SIZE.width - margin + 1e-9);
      expect(s.y + s.height).toBeLessThanOrEqual(PAGE_SIZE.height - margin + 1e-9);
    }
    expect(slots[1].x).toBeCloseTo(slots[0].x + slots[0].width);
    expect(slots[2].y + slots[2].height).toBeCloseTo(slots[0].y);
    // Still a card of about A6 size: 100 × 143.5 mm.
    expect(slots[0].width / PT_PER_MM).toBeCloseTo(100);
    expect(slots[0].height / PT_PER_MM).toBeCloseTo(143.5);
  });
});
