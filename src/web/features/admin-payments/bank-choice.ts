import {
  STATEMENT_PRESET_LABELS,
  STATEMENT_PRESET_VERIFIED,
  STATEMENT_PRESETS,
  type StatementColumnMapping,
  type StatementLayoutChoice,
  type StatementPreset,
} from '#shared/payments/statement-mapping.ts';

/** How staff say which bank the file is from: a preset, "detect", or their saved mapping. */
export type BankChoice = StatementPreset | 'detect' | 'saved';

/**
 * Detect first (it tries every preset), then each bank and UPI app; a preset no real export has
 * been tried with yet says so.
 */
export const BANK_CHOICES: { value: BankChoice; label: string }[] = [
  { value: 'detect', label: 'Detect the bank' },
  ...STATEMENT_PRESETS.map((preset) => ({
    value: preset,
    label: `${STATEMENT_PRESET_LABELS[preset]}${STATEMENT_PRESET_VERIFIED[preset] ? '' : ' (unverified)'}`,
  })),
  { value: 'saved', label: 'My bank (saved column mapping)' },
];

export function isBankChoice(value: string): value is BankChoice {
  return BANK_CHOICES.some((choice) => choice.value === value);
}

/**
 * The layout an upload sends: none to detect (the server tries every preset), a preset, or the
 * saved mapping; undefined for "saved" while nothing is saved (the upload must wait for it).
 */
export function layoutOf(
  choice: BankChoice,
  saved: StatementColumnMapping | null,
): { layout: StatementLayoutChoice | undefined } | undefined {
  if (choice === 'detect') return { layout: undefined };
  if (choice === 'saved') return saved ? { layout: { mapping: saved } } : undefined;
  return { layout: { preset: choice } };
}

/** The layout the server read a file by ("hdfc", "custom"), in words. */
export function layoutLabel(layout: string): string {
  const preset = STATEMENT_PRESETS.find((member) => member === layout);
  if (preset) return STATEMENT_PRESET_LABELS[preset];
  return layout === 'custom' ? 'your saved columns' : layout;
}
