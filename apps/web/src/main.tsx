import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import { startFirstScreen } from './app/first-screen';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const { queryClient } = createApp();
// The page's code, the session and the page's data load side by side; React renders once the
// code is there, so the first paint is the page rather than a spinner in its place.
void startFirstScreen(queryClient, window.location).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
