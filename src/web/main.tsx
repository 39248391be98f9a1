import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { AppRoutes } from './app/router';
import { BookingSelectionProvider } from './features/booking/booking-selection-context';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BookingSelectionProvider>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </BookingSelectionProvider>
  </StrictMode>,
);
