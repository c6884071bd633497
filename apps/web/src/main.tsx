import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const { queryClient, router } = createApp();
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
