import type { StatementPreset } from '#shared/payments/statement-mapping.ts';
import type { StatementLayout } from './statement-layout.ts';
import { APP_LAYOUTS } from './statement-presets-apps.ts';
import { BANK_LAYOUTS } from './statement-presets-banks.ts';

export type { StatementLayout } from './statement-layout.ts';
export { expectedHeaders, layoutOfMapping } from './statement-layout.ts';

/** Every preset's layouts: the banks' (statement-presets-banks.ts) and the UPI apps'. */
export const PRESET_LAYOUTS: Record<StatementPreset, StatementLayout[]> = {
  ...BANK_LAYOUTS,
  ...APP_LAYOUTS,
};

/** Every preset's layouts, tried in the picker's order when the caller does not name the bank. */
export const ALL_PRESET_LAYOUTS: StatementLayout[] = Object.values(PRESET_LAYOUTS).flat();
