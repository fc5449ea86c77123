import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMetaStandIn, type MetaStandIn } from '../../../../test/social-stand-ins/meta';
import { createFacebookClient, createInstagramClient } from './meta';
import { exchangeMetaCode, metaAuthorization, META_SCOPES, type MetaOAuthSettings } from './meta-oauth';

const redirectUri = 'https://bylocals.example/api/admin/social/meta/callback';
let meta: MetaStandIn;
let settings: MetaOAuthSettings;
beforeEach(async () => {
  meta = await startMetaStandIn();
  settings = { graphUrl: meta.url, appId: meta.app.id, appSecret: meta.app.secret };
});
afterEach(() => meta.close());

async function consent(url: string): Promise<URLSearchParams> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams;
}

describe('Meta sign-in', () => {
  it('opens the Login dialog with a state and returns each Page with its token and Instagram account', async () => {
    const auth = metaAuthorization(settings, redirectUri);
    const url = new URL(auth.url);
    expect(url.pathname).toBe('/v21.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe(META_SCOPES.join(','));
    const back = await consent(auth.url);
    expect(back.get('state')).toBe(auth.state);

    const { pages, expiresAt } = await exchangeMetaCode(settings, { code: back.get('code')!, redirectUri });
    expect(Date.parse(expiresAt!)).toBeGreaterThan(Date.now() + 50 * 86_400_000);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.facebook.name).toBe('By Locals Buffalo');
    expect(page!.instagram?.username).toBe('bylocals.buffalo');
    const fb = createFacebookClient(page!.facebook.credentials, { graphUrl: meta.url });
    expect((await fb.whoAmI()).handle).toBe('bylocalsbuffalo');
    const ig = createInstagramClient(page!.instagram!.credentials, { graphUrl: meta.url });
    expect((await ig.whoAmI()).handle).toBe('bylocals.buffalo');
  });

  it('points at Facebook itself when no Graph address is set', () => {
    const { url } = metaAuthorization({ appId: '1', appSecret: 's' }, redirectUri, 'st');
    expect(url).toMatch(/^https:\/\/www\.facebook\.com\/v21\.0\/dialog\/oauth\?client_id=1&/);
  });

  it('refuses a used code, another redirect address and a wrong app secret', async () => {
    const code = (await consent(metaAuthorization(settings, redirectUri).url)).get('code')!;
    await exchangeMetaCode(settings, { code, redirectUri });
    await expect(exchangeMetaCode(settings, { code, redirectUri })).rejects.toMatchObject({
      failure: 'rejected',
      message: 'Meta: Invalid verification code format.',
    });
    const other = (await consent(metaAuthorization(settings, redirectUri).url)).get('code')!;
    await expect(
      exchangeMetaCode(settings, { code: other, redirectUri: 'https://elsewhere.example/cb' }),
    ).rejects.toThrow(/verification code/);
    const fresh = (await consent(metaAuthorization(settings, redirectUri).url)).get('code')!;
    await expect(exchangeMetaCode({ ...settings, appSecret: 'wrong' }, { code: fresh, redirectUri })).rejects.toThrow(
      /client secret/,
    );
  });
});
