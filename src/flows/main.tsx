// The flow atlas (/flows/): a page of its own, built apart from the shop (`vite build --mode flows`), so
// the shop's bundles do not carry a byte of it (docs/decisions/017).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FlowAtlas } from '../features/flows/flow-atlas';
import '../ui/global.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <FlowAtlas />
    </StrictMode>,
  );
