import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeStaffMember } from '#server/auth/staff-accounts.ts';
import {
  findAdminByEmail,
  lockActiveOwners,
  setAdminRole,
} from '#server/repositories/admins.repository.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  signedInAccount,
  signedInAdmin,
  signIn,
} from '#server/testing/admin-session.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';

let t: TestApp;
let owner: Record<string, string>;
let ownerId: string;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t);
  ownerId = (await findAdminByEmail(t.db.kysely, ADMIN_EMAIL))?.id ?? '';
});
afterEach(async () => {
  await t.close();
});

const change = (id: string, payload: object, headers = owner) =>
  t.app.inject({ method: 'PATCH', url: API_PATHS.admin.staffMember(id), payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const sessionsOf = async (adminId: string) =>
  (
    await t.db.kysely
      .selectFrom('adminSessions')
      .where('adminId', '=', adminId)
      .selectAll()
      .execute()
  ).length;

describe('the staff list', () => {
  it('shows every account with its role, state and last sign-in, and waiting invitations', async () => {
    const before = Date.now();
    const desk = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    await change(desk.id, { active: false });
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.staffInvitations,
      payload: { email: 'new@hsrp.test', role: 'owner' },
      headers: owner,
    });

    const res = await get(API_PATHS.admin.staff, owner);
    expect(res.statusCode).toBe(200);
    const { members, invitations } = res.json();
    expect(members).toEqual([
      expect.objectContaining({
        id: desk.id,
        email: 'desk@hsrp.test',
        role: 'staff',
        active: false,
      }),
      expect.objectContaining({ id: ownerId, email: ADMIN_EMAIL, role: 'owner', active: true }),
    ]);
    // Recorded when each signed in.
    for (const member of members) {
      expect(Date.parse(member.lastSignInAt)).toBeGreaterThanOrEqual(before - 60_000);
    }
    expect(invitations).toEqual([
      {
        email: 'new@hsrp.test',
        role: 'owner',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    // Nothing secret leaves: no password hashes, no tokens.
    expect(res.body).not.toMatch(/passwordHash|argon|scrypt|token|\$2/i);
  });

  it('answers null for an account that never signed in', async () => {
    await t.db.kysely.updateTable('admins').set({ lastSignInAt: null }).execute();
    const res = await get(API_PATHS.admin.staff, owner);
    expect(res.json().members[0].lastSignInAt).toBeNull();
  });
});

describe('changing an account', () => {
  it('deactivating ends its sessions at once and keeps it out; reactivating lets it back in', async () => {
    const desk = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    expect((await get(API_PATHS.admin.bookings, desk.headers)).statusCode).toBe(200);

    const res = await change(desk.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: desk.id, active: false, role: 'staff' });
    expect(await sessionsOf(desk.id)).toBe(0);
    const after = await get(API_PATHS.admin.bookings, desk.headers);
    expect(after.statusCode).toBe(401);
    await expect(signIn(t, 'desk@hsrp.test')).rejects.toThrow(/401/);

    expect((await change(desk.id, { active: true })).json()).toMatchObject({ active: true });
    await expect(signIn(t, 'desk@hsrp.test', ADMIN_PASSWORD)).resolves.toMatch(/^hsrp_admin/);
  });

  it("a role change applies to the account's next request, without signing it out", async () => {
    const desk = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    expect((await get(API_PATHS.admin.pricing, desk.headers)).statusCode).toBe(403);

    expect((await change(desk.id, { role: 'owner' })).json()).toMatchObject({ role: 'owner' });
    expect((await get(API_PATHS.admin.pricing, desk.headers)).statusCode).toBe(200);
    expect((await get(API_PATHS.admin.session, desk.headers)).json()).toEqual({
      email: 'desk@hsrp.test',
      role: 'owner',
      mustSetUpTwoFactor: false,
      centreIds: [],
    });

    // The first owner steps down; the new owner remains.
    expect((await change(ownerId, { role: 'staff' })).statusCode).toBe(200);
    const denied = await get(API_PATHS.admin.pricing, owner);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(ADMIN_MESSAGES.roleNotAllowed);
    expect((await get(API_PATHS.admin.bookings, owner)).statusCode).toBe(200);
  });

  it('never leaves the shop without an active owner', async () => {
    for (const payload of [
      { role: 'staff' },
      { active: false },
      { role: 'staff', active: false },
    ]) {
      const res = await change(ownerId, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(STAFF_MESSAGES.lastOwner);
    }
    expect(await findAdminByEmail(t.db.kysely, ADMIN_EMAIL)).toMatchObject({
      role: 'owner',
      isAdmin: 1,
    });
    expect(await sessionsOf(ownerId)).toBe(1);

    // A deactivated owner does not count.
    const away = await signedInAccount(t, 'away@hsrp.test', 'owner');
    await change(away.id, { active: false });
    expect((await change(ownerId, { role: 'staff' })).statusCode).toBe(409);
    // An active second owner does.
    await change(away.id, { active: true });
    expect((await change(ownerId, { role: 'staff' })).statusCode).toBe(200);
    // Deactivation ended its sessions: it signs in afresh, and cannot step down now either.
    const again = { ...away.headers, cookie: await signIn(t, 'away@hsrp.test') };
    expect((await change(away.id, { active: false }, again)).statusCode).toBe(409);
  });

  it('checks the last-owner rule under a lock: a demotion waits for one in progress', async () => {
    const other = await signedInAccount(t, 'partner@hsrp.test', 'owner');
    // A demotion of the first owner, held open after it took the owners' lock.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lockTaken = () => {};
    const locked = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const first = t.db.kysely.transaction().execute(async (trx) => {
      await lockActiveOwners(trx);
      await setAdminRole(trx, ownerId, 'staff');
      lockTaken();
      await held;
    });
    await locked;
    // The partner deactivated meanwhile: without the lock it would count two owners and go on.
    const second = changeStaffMember(
      t.db.kysely,
      other.id,
      { active: false },
      { adminId: null, email: 'partner@hsrp.test', address: '127.0.0.1' },
    );
    const outcome = second.then(
      () => 'done',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect(await outcome).toMatchObject({ statusCode: 409, message: STAFF_MESSAGES.lastOwner });
    const owners = await t.db.kysely
      .selectFrom('admins')
      .select('email')
      .where('role', '=', 'owner')
      .where('isAdmin', '=', 1)
      .execute();
    expect(owners).toEqual([{ email: 'partner@hsrp.test' }]);
  });

  it('answers 404 for an unknown account and 400 for an empty change', async () => {
    const unknown = await change('no-such-id', { role: 'staff' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STAFF_MESSAGES.memberNotFound);
    const empty = await change(ownerId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(STAFF_MESSAGES.nothingToChange);
  });

  it('is for owners only', async () => {
    const desk = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    const res = await change(desk.id, { role: 'owner' }, desk.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.roleNotAllowed);
    expect((await findAdminByEmail(t.db.kysely, 'desk@hsrp.test'))?.role).toBe('staff');
  });
});
