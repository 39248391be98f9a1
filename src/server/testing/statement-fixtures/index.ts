import type { StatementPreset } from '#shared/payments/statement-mapping.ts';
import { type FixtureFile, fileOf } from './files.ts';
import { hdfcDelimited, hdfcXls } from './hdfc.ts';
import { iciciDetailed } from './icici.ts';
import { kotakAmount, kotakColumns } from './kotak.ts';
import { idfc, yes } from './private-banks.ts';
import { bob, canara, pnb, union } from './public-sector-banks.ts';
import { sbi2026, sbiPdf, sbiTab } from './sbi.ts';
import type { FixtureKind, LayoutFixture } from './story.ts';
import { bharatpe, paytmBusiness, phonepeBusiness, phonepeStatement } from './upi-apps.ts';

export * from './files.ts';
export * from './story.ts';

/** Every real-layout fixture: at least one per preset. */
export const LAYOUT_FIXTURES: LayoutFixture[] = [
  hdfcXls,
  hdfcDelimited,
  iciciDetailed,
  sbiTab,
  sbi2026,
  sbiPdf,
  kotakAmount,
  kotakColumns,
  bob,
  pnb,
  canara,
  union,
  idfc,
  yes,
  phonepeBusiness,
  paytmBusiness,
  bharatpe,
  phonepeStatement,
];

/**
 * A bank's statement in its real layout as a file of one kind, for any test that uploads one:
 * `await statementFixtureFile('hdfc', 'xls')` → { fileName, bytes, expected, fixture }. The first
 * fixture of that bank written in that kind is taken.
 */
export function statementFixtureFile(
  bank: StatementPreset,
  kind: FixtureKind,
): Promise<FixtureFile> {
  const fixture = LAYOUT_FIXTURES.find(
    (candidate) => candidate.bank === bank && candidate.kinds.includes(kind),
  );
  if (!fixture) throw new Error(`No ${bank} fixture comes as ${kind}.`);
  return fileOf(fixture, kind);
}
