import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmStart } from './features/shell/warm-start';
import './app/base.css';

/** Renders the portal (router, session gates, shell) into the page's root element. */
export function startPortal(container: HTMLElement) {
  warmStart(location.pathname);
  createRoot(container).render(<App />);
}
