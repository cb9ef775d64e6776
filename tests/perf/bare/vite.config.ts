// The bare page of `npm run perf`, built like the shop (Vite, the React plugin) into dist/bare/, where the
// shop's preview serves it at /bare/ beside the shop: same server, same backend, same headers.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/bare/',
  plugins: [react()],
  build: { target: 'es2022', outDir: '../../../dist/bare', emptyOutDir: true },
});
