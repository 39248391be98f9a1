/**
 * The owner's settings changed from the admin area, each in one transaction with its audit
 * entry (the value before and after): pricing, site mode, site info, policies, the WhatsApp and
 * SMS choices, and the Payments desk's saved column mapping. Fitting centres and home service
 * areas: change-centres.ts.
 */
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { markGoLiveReviewed } from '#server/repositories/go-live-reviews.repository.ts';
import {
  getMessageSettings,
  saveMessageSettings,
} from '#server/repositories/message-settings.repository.ts';
import {
  getPolicies,
  saveGrievanceOfficer,
  savePolicyText,
} from '#server/repositories/policies.repository.ts';
import {
  findPricingSettings,
  savePricingSettings,
} from '#server/repositories/pricing.repository.ts';
import {
  getRetentionSettings,
  saveRetentionSettings,
} from '#server/repositories/retention-settings.repository.ts';
import { getIdleHours, saveIdleHours } from '#server/repositories/session-idle.repository.ts';
import { getSiteInfo, saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { getSiteMode, saveSiteMode } from '#server/repositories/site-mode.repository.ts';
import {
  getStatementMapping,
  saveStatementMapping,
} from '#server/repositories/statement-mapping.repository.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import type { MessageSettings } from '#shared/messaging/message-settings.ts';
import type { StatementColumnMapping } from '#shared/payments/statement-mapping.ts';
import type { RetentionSettings } from '#shared/personal-data/retention.ts';
import type { GrievanceOfficer, PolicyText } from '#shared/policies/policies-schema.ts';
import { POLICY_TITLES } from '#shared/policies/policy-titles.ts';
import type { PolicyDocument } from '#shared/policies/required-policies.ts';
import type { PricingSettings } from '#shared/pricing/price.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import type { SiteInfoSettings } from '#shared/site/site-info-settings-schema.ts';
import type { SiteMode } from '#shared/site/site-mode.ts';

export async function changePricing(
  db: Kysely<Database>,
  choice: PricedChoice,
  settings: PricingSettings,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findPricingSettings(trx, choice);
    await savePricingSettings(trx, choice, settings);
    await recordAudit(trx, actor, {
      kind: 'pricing-changed',
      subject: `${SERVICES[choice.service].title}, ${VEHICLE_TYPE_LABELS[choice.vehicleType]}`,
      before: before ?? null,
      after: settings,
    });
    // Saving a price reviews the prices (the go-live checklist's item).
    await markGoLiveReviewed(trx, 'prices', actor.email);
  });
}

/** Applies at once, to sessions already open too: each request measures against the new time. */
export async function changeSessionIdle(
  db: Kysely<Database>,
  idleHours: number,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getIdleHours(trx);
    await saveIdleHours(trx, idleHours, actor.email);
    await recordAudit(trx, actor, {
      kind: 'session-idle-changed',
      subject: 'Idle sign-out',
      before: { idleHours: before },
      after: { idleHours },
    });
  });
}

export async function changeSiteMode(
  db: Kysely<Database>,
  mode: SiteMode,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getSiteMode(trx);
    await saveSiteMode(trx, mode, actor.email);
    await recordAudit(trx, actor, {
      kind: 'site-mode-changed',
      subject: 'Site mode',
      before: { mode: before },
      after: { mode },
    });
  });
}

export async function changeSiteInfo(
  db: Kysely<Database>,
  info: SiteInfoSettings,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getSiteInfo(trx);
    await saveSiteInfo(trx, info, actor.email);
    await recordAudit(trx, actor, {
      kind: 'site-info-changed',
      subject: 'Site info',
      before,
      after: info,
    });
  });
}

export async function changePolicyText(
  db: Kysely<Database>,
  document: PolicyDocument,
  policy: PolicyText,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = (await getPolicies(trx))[document];
    await savePolicyText(trx, document, policy, actor.email);
    await recordAudit(trx, actor, {
      kind: 'policy-changed',
      subject: POLICY_TITLES[document],
      before: before ? { text: before.text } : null,
      after: { text: policy.text },
    });
  });
}

export async function changeGrievanceOfficer(
  db: Kysely<Database>,
  officer: GrievanceOfficer,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = (await getPolicies(trx)).grievanceOfficer;
    await saveGrievanceOfficer(trx, officer, actor.email);
    const before = stored && {
      name: stored.name,
      designation: stored.designation,
      phone: stored.phone,
      email: stored.email,
    };
    await recordAudit(trx, actor, {
      kind: 'grievance-officer-changed',
      subject: POLICY_TITLES.grievanceOfficer,
      before: before ?? null,
      after: officer,
    });
  });
}

export async function changeStatementMapping(
  db: Kysely<Database>,
  mapping: StatementColumnMapping,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getStatementMapping(trx);
    await saveStatementMapping(trx, mapping, actor.email);
    await recordAudit(trx, actor, {
      kind: 'statement-mapping-saved',
      subject: 'Statement columns',
      before,
      after: mapping,
    });
  });
}

/** Messages still queued take the new template names and ids when they go (payload by kind). */
export async function changeMessageSettings(
  db: Kysely<Database>,
  settings: MessageSettings,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getMessageSettings(trx);
    await saveMessageSettings(trx, settings, actor.email);
    await recordAudit(trx, actor, {
      kind: 'message-settings-changed',
      subject: 'WhatsApp and SMS',
      before,
      after: settings,
    });
  });
}

/** The next daily retention run uses the new periods; what is deleted stays deleted. */
export async function changeRetention(
  db: Kysely<Database>,
  settings: RetentionSettings,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getRetentionSettings(trx);
    await saveRetentionSettings(trx, settings, actor.email);
    await recordAudit(trx, actor, {
      kind: 'retention-changed',
      subject: "Customers' data retention",
      before,
      after: settings,
    });
  });
}
