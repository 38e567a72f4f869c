// Cheap queries for antd screens: role queries compute accessible names over the whole tree, which takes
// seconds per call on a screen of cards in jsdom; these find the same things by text and labels.
import { screen, within } from '@testing-library/react';

/** The button showing `text` (or labelled `text`). */
export function button(text: string, root: HTMLElement = document.body): HTMLButtonElement {
  const found = Array.from(root.querySelectorAll('button')).find(
    (b) => b.getAttribute('aria-label') === text || b.textContent?.trim() === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** The dialog titled `title`, once it is open. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

/** The grid card of a table ('Masa 5'). */
export function card(table: string): HTMLElement {
  const title = screen.getByText(`Masa ${table}`, { selector: 'h4' });
  return title.closest('[role="listitem"]') as HTMLElement;
}

/** The figure of a stat card. */
export function stat(label: string): string {
  return within(screen.getByLabelText(label)).getAllByText(/./).pop()!.textContent ?? '';
}

/** The figures of the stat cards labelled as `expected`'s keys, to compare with it: `{ Aktif: '4', ... }`. */
export function stats(expected: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(expected).map((label) => [label, stat(label)]));
}

/** An antd Select's option, once its dropdown is open. */
export async function findOption(label: string): Promise<HTMLElement> {
  return screen.findByText(label, { selector: '.ant-select-item-option-content' });
}
