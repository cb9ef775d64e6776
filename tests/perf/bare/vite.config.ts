// The bare pages of `npm run perf`, each built like the shop (Vite, the React plugin) into dist/<page>/, where the
// shop's preview serves it at /<page>/ beside the shop: same server, same backend, same headers. `BARE_PAGE` picks
// the page: the floor (default) or one of the stack's floors (decision 091).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { barePages } from './pages.ts';

const page = (process.env.BARE_PAGE ?? 'bare') as keyof typeof barePages;
if (!(page in barePages)) throw new Error(`BARE_PAGE is one of ${Object.keys(barePages).join(', ')}`);

export default defineConfig({
  root: import.meta.dirname,
  base: `/${page}/`,
  plugins: [
    react(),
    {
      name: 'bare-page-entry',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) => html.replace('./main.tsx', `./${barePages[page]}`),
      },
    },
  ],
  build: { target: 'es2022', outDir: `../../../dist/${page}`, emptyOutDir: true },
});
