import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

let started = false;
const start = () => {
  if (started) return;
  started = true;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

// A page the server sent prerendered (the home page) is painted first: the app's first render is a
// long task, and starting it before the next frame would hold the prerendered markup off the screen.
// A hidden tab gets no animation frames, hence the timer.
if (container.hasChildNodes() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
} else {
  start();
}
