import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserApiClients } from './api/browser-clients';
import { App, createAppContext, createAppRouter } from './app/router';
import { createI18n } from './i18n/i18n';
import './ui/global.css';

const router = createAppRouter(createAppContext(browserApiClients, createI18n()));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
