import { menuText } from '@menu/shared/menu';
import { describeOpenState } from '../open-state';

const now = new Date('2026-01-14T09:00:00Z'); // Wednesday 12:00 in Istanbul

describe('open state wording', () => {
  it("says open with the closing time and today's hours", () => {
    const label = describeOpenState(
      { isOpen: true, today: { source: 'weekly', isClosed: false, openTime: '10:00:00', closeTime: '22:00:00', name: null, note: null }, nextChange: { type: 'closes', at: '2026-01-14T19:00:00Z' } },
      menuText, 'Europe/Istanbul', now,
    );
    expect(label).toMatchObject({ status: 'Şu an açık', change: 'Kapanış 22:00', today: '10:00 – 22:00' });
  });

  it("names tomorrow or the weekday of the next opening, and a special day's note", () => {
    const closed = { source: 'special' as const, isClosed: true, openTime: null, closeTime: null, name: 'Bakım', note: 'Yarın görüşmek üzere' };
    expect(describeOpenState({ isOpen: false, today: closed, nextChange: { type: 'opens', at: '2026-01-15T07:00:00Z' } }, menuText, 'Europe/Istanbul', now)).toMatchObject({
      status: 'Şu an kapalı', change: 'Açılış Yarın 10:00', today: 'Bugün kapalı', special: 'Bakım: Yarın görüşmek üzere',
    });
    expect(describeOpenState({ isOpen: false, today: closed, nextChange: { type: 'opens', at: '2026-01-16T07:00:00Z' } }, menuText, 'Europe/Istanbul', now).change).toBe('Açılış Cuma 10:00');
  });
});
