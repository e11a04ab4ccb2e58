import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveApiBase } from './api-base';
import { PartnerPage } from './partner-page';
import './partner.css';

const container = document.getElementById('partner-root');
if (!container) throw new Error('index.html must contain #partner-root');

createRoot(container).render(
  <StrictMode>
    <PartnerPage apiBaseUrl={resolveApiBase(window.location.search, import.meta.env.VITE_COMPARE_API)} />
  </StrictMode>,
);
