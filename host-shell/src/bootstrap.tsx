import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/base.css';

createRoot(document.getElementById('root')!).render(<App />);
