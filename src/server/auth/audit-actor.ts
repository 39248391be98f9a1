import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '#server/audit/record-audit.ts';
import { signedInAdmin } from './admin-guard.ts';

/** The signed-in admin of an admin route, as the audit trail names them. */
export function auditActor(request: FastifyRequest): AuditActor {
  const { adminId, email } = signedInAdmin(request);
  return { adminId, email, address: request.ip };
}
