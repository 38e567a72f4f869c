// Under the header: open or closed with today's hours (or the special day's note), and the language switch.
import { MENU_LANGUAGES, type OpenState, type PublicMenu } from '@menu/shared/menu';
import type { MenuText } from '../../../i18n/ui-text';
import { describeOpenState } from '../open-state';

export interface InfoBarProps {
  menu: PublicMenu;
  openState: OpenState;
  now: Date;
  text: MenuText;
  onLanguage: (code: string) => void;
  switching: boolean;
}

export function InfoBar({ menu, openState, now, text, onLanguage, switching }: InfoBarProps) {
  const label = describeOpenState(openState, text, menu.timeZone, now);
  const languages = menu.languages.map(
    (code) => MENU_LANGUAGES.find((l) => l.code === code) ?? { code, label: code.toUpperCase() },
  );
  return (
    <div className="info-bar">
      <p className={`open-state ${label.isOpen ? 'is-open' : 'is-closed'}`}>
        <span className="dot" aria-hidden="true" />
        <strong>{label.status}</strong>
        {label.change && <span> · {label.change}</span>}
        <span className="open-today">
          {label.today}
          {label.special && ` · ${label.special}`}
        </span>
      </p>
      {languages.length > 1 && (
        <label className="language">
          <span className="language-label">🌐 {text.language}</span>
          <select value={menu.language} onChange={(e) => onLanguage(e.target.value)} disabled={switching}>
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
