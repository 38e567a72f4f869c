import { menuText, type OpenState } from '@menu/shared/menu';
import ar from '../../../i18n/words/ar';
import de from '../../../i18n/words/de';
import en from '../../../i18n/words/en';
import es from '../../../i18n/words/es';
import fr from '../../../i18n/words/fr';
import it_ from '../../../i18n/words/it';
import ru from '../../../i18n/words/ru';
import { describeOpenState } from '../open-state';

const LANGUAGES = { tr: menuText, en, de, fr, es, it: it_, ru, ar };

const now = new Date('2026-01-14T09:00:00Z'); // Wednesday 12:00 in Istanbul

describe('open state wording', () => {
  it("says open with the closing time and today's hours", () => {
    const label = describeOpenState(
      {
        isOpen: true,
        today: {
          source: 'weekly',
          isClosed: false,
          openTime: '10:00:00',
          closeTime: '22:00:00',
          name: null,
          note: null,
        },
        nextChange: { type: 'closes', at: '2026-01-14T19:00:00Z' },
      },
      menuText,
      'Europe/Istanbul',
      now,
    );
    expect(label).toMatchObject({ status: 'Şu an açık', change: 'Kapanış 22:00', today: '10:00 – 22:00' });
  });

  it("names tomorrow or the weekday of the next opening, and a special day's note", () => {
    const closed = {
      source: 'special' as const,
      isClosed: true,
      openTime: null,
      closeTime: null,
      name: 'Bakım',
      note: 'Yarın görüşmek üzere',
    };
    expect(
      describeOpenState(
        { isOpen: false, today: closed, nextChange: { type: 'opens', at: '2026-01-15T07:00:00Z' } },
        menuText,
        'Europe/Istanbul',
        now,
      ),
    ).toMatchObject({
      status: 'Şu an kapalı',
      change: 'Açılış Yarın 10:00',
      today: 'Bugün kapalı',
      special: 'Bakım: Yarın görüşmek üzere',
    });
    expect(
      describeOpenState(
        { isOpen: false, today: closed, nextChange: { type: 'opens', at: '2026-01-16T07:00:00Z' } },
        menuText,
        'Europe/Istanbul',
        now,
      ).change,
    ).toBe('Açılış Cuma 10:00');
  });

  it('shows a close at the last minute of the day as 24:00, in the hours and in the closing time', () => {
    for (const closeTime of ['23:59:00', '23:59:59']) {
      const state: OpenState = {
        isOpen: true,
        today: { source: 'weekly', isClosed: false, openTime: '10:00:00', closeTime, name: null, note: null },
        nextChange: { type: 'closes', at: closeTime === '23:59:00' ? '2026-01-14T20:59:00Z' : '2026-01-14T20:59:59Z' },
      };
      expect(describeOpenState(state, menuText, 'Europe/Istanbul', now)).toMatchObject({
        today: '10:00 – 24:00',
        change: 'Kapanış 24:00',
      });
    }
  });

  it('writes the hours with an en dash between spaces in all eight menu languages', () => {
    const state: OpenState = {
      isOpen: true,
      today: { source: 'weekly', isClosed: false, openTime: '10:00:00', closeTime: '23:59:00', name: null, note: null },
      nextChange: { type: 'closes', at: '2026-01-14T20:59:00Z' },
    };
    const shown = Object.fromEntries(
      Object.entries(LANGUAGES).map(([code, text]) => [
        code,
        describeOpenState(state, text, 'Europe/Istanbul', now).today,
      ]),
    );
    expect(shown).toEqual({
      tr: '10:00 – 24:00',
      en: 'Today 10:00 – 24:00',
      de: 'Heute 10:00 – 24:00 Uhr',
      fr: 'Aujourd’hui 10:00 – 24:00',
      es: 'Hoy 10:00 – 24:00',
      it: 'Oggi 10:00 – 24:00',
      ru: 'Сегодня 10:00 – 24:00',
      ar: 'اليوم 10:00 – 24:00',
    });
    for (const text of Object.values(shown)) expect(text).not.toContain('23:59');
  });
});
