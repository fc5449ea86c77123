import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { enableTotp, registerVerified, verificationToken } from '../../test/accounts';

const PASSWORD = 'correct horse battery';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await registerVerified(t, { email: 'site-owner@example.com' }); // the admin; members follow
});
afterAll(() => t.close());

const register = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email, password } });
const enterCode = (cookie: string, code: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/mfa', remoteAddress, headers: { cookie }, payload: { code } });

describe('IPv6 addresses count by their /64', () => {
  it('allows three new accounts a day from one /64, whichever of its addresses they come from', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await register(`six-${i}@example.com`, `2001:db8:40:1::${i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // The neighbouring network is another subscriber.
    expect((await register('six-5@example.com', '2001:db8:40:2::1')).statusCode).toBe(202);
  });

  it('holds back wrong sign-ins from one /64 however its addresses are varied', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      statuses.push((await signIn(`nobody-${i}@example.com`, 'guess', `2001:db8:40:3:${i}::${i}`)).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
    expect((await signIn('nobody@example.com', 'guess', '2001:db8:40:4::1')).statusCode).toBe(401);
  });
});

describe('two-step codes at sign-in', () => {
  it("lock the one trying wrong codes (per sign-in and per /64), never the owner's right code", async () => {
    const owner = await registerVerified(t, { email: 'mfa-owner@example.com' });
    const { recoveryCodes } = await enableTotp(t, owner.cookie);

    // Someone holding the password tries codes from one network.
    const first = await signIn('mfa-owner@example.com', PASSWORD, '2001:db8:bad:1::1');
    expect(first.json()).toEqual({ mfaRequired: true });
    const attacker = sessionCookie(first);
    const tries: number[] = [];
    for (let i = 0; i < 6; i++) tries.push((await enterCode(attacker, '000000', '2001:db8:bad:1::1')).statusCode);
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
    // A new sign-in from another address of the same /64 meets the network's count.
    const again: number[] = [];
    for (let n = 2; n <= 4; n++) {
      const pending = sessionCookie(await signIn('mfa-owner@example.com', PASSWORD, `2001:db8:bad:1::${n}`));
      for (let i = 0; i < 3; i++) again.push((await enterCode(pending, '000000', `2001:db8:bad:1::${n}`)).statusCode);
    }
    expect(again).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429]);

    // The owner, elsewhere, signs in with the password and a right code at once.
    const ownerSignIn = await signIn('mfa-owner@example.com', PASSWORD, '198.51.100.20');
    const done = await enterCode(sessionCookie(ownerSignIn), recoveryCodes[0]!, '198.51.100.20');
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe('mfa-owner@example.com');
  });

  it("stop a guess spread over many networks at the account's ceiling, which the owner's own browser passes", async () => {
    await register('mfa-spread@example.com', '198.51.100.30');
    // The owner opens the verification link in their browser, which signs it in and remembers it.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      remoteAddress: '198.51.100.30',
      payload: { token: await verificationToken(t, 'mfa-spread@example.com'), password: PASSWORD },
    });
    const ownerBrowser = registered.cookies
      .filter((c) => c.name === 'bl_device' || c.name === 'sid')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const { recoveryCodes } = await enableTotp(t, sessionCookie(registered));

    const tries: number[] = [];
    for (let net = 1; net <= 4; net++) {
      for (let n = 1; n <= 2; n++) {
        const ip = `2001:db8:ce${net}:1::${n}`;
        const pending = sessionCookie(await signIn('mfa-spread@example.com', PASSWORD, ip));
        for (let i = 0; i < 5; i++) tries.push((await enterCode(pending, '000000', ip)).statusCode);
      }
    }
    expect(tries.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(tries.slice(30).every((s) => s === 429)).toBe(true);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '198.51.100.30',
      headers: { cookie: ownerBrowser },
      payload: { email: 'mfa-spread@example.com', password: PASSWORD },
    });
    expect(signedIn.json()).toEqual({ mfaRequired: true });
    const device = ownerBrowser.split('; ').find((c) => c.startsWith('bl_device='))!;
    const done = await enterCode(`${sessionCookie(signedIn)}; ${device}`, recoveryCodes[0]!, '198.51.100.30');
    expect(done.statusCode).toBe(200);
  });
});
