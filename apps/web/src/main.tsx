import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();
// Error boundaries log what they catch themselves (src/components/errors, src/app/app.tsx),
// so React's own report of caught errors would only say it twice.
const root = createRoot(container, { onCaughtError: () => {} });
// A transition, so React renders the first page in slices and the browser stays responsive
// while it does (a plain render is one long task: Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
