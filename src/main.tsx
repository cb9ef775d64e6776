import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserApiClients } from './api/browser-clients';
import { App, createAppRouter, createQueryClient } from './app/router';
import { createI18n } from './i18n/i18n';
import './ui/global.css';

const router = createAppRouter({
  queryClient: createQueryClient(),
  api: browserApiClients,
  i18n: createI18n(),
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
