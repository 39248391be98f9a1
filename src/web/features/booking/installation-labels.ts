import type { Installation } from '../../../shared/booking/booking-schema';

export const INSTALLATION_CHOICES: Record<Installation, { label: string; description: string }> = {
  home: { label: 'Home installation', description: 'Our fitter comes to your doorstep.' },
  dealer: { label: 'Dealer installation', description: 'Get it fitted at a dealer near you.' },
};
