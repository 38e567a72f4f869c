import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmStart } from './features/shell/warm-start';
import './app/base.css';

warmStart(location.pathname);
createRoot(document.getElementById('root')!).render(<App />);
