import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Error boundaries log what they catch themselves (src/components/errors, src/app/app.tsx),
// so React's own report of caught errors would only say it twice.
createRoot(container, { onCaughtError: () => {} }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
