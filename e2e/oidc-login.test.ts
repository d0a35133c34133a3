import { freePort, startApp, type RunningApp } from './support/app-server';
import { launchBrowser, newPage, screenshot, type BrowserSession } from './support/browser';
import { startOidcProvider, type OidcProviderProcess } from './support/oidc-provider-process';

// Both providers of the product (google and aai), each a real OpenID provider of its own issuer, started here.
let app: RunningApp;
let session: BrowserSession;
const providers: Record<'google' | 'aai', OidcProviderProcess | undefined> = { google: undefined, aai: undefined };

beforeAll(async () => {
  const port = await freePort();
  const callback = (name: string) => `http://127.0.0.1:${port}/api/auth/callback/${name}`;
  const [google, aai] = await Promise.all([
    startOidcProvider({ clientId: 'examhall-google', clientSecret: 'google-secret', redirectUri: callback('google') }),
    startOidcProvider({ clientId: 'examhall-aai', clientSecret: 'aai-secret', redirectUri: callback('aai') }),
  ]);
  providers.google = google;
  providers.aai = aai;
  app = await startApp({
    OIDC_ALLOW_INSECURE: 'true',
    OIDC_GOOGLE_ISSUER: google.issuer,
    OIDC_GOOGLE_CLIENT_ID: 'examhall-google',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
    OIDC_AAI_ISSUER: aai.issuer,
    OIDC_AAI_CLIENT_ID: 'examhall-aai',
    OIDC_AAI_CLIENT_SECRET: 'aai-secret',
  }, port);
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
  await providers.google?.stop();
  await providers.aai?.stop();
});

test.each([
  ['google', /google/i],
  ['aai', /aai/i],
] as const)('signing in with %s through a real OpenID provider', async (name, buttonName) => {
  const { context, page } = await newPage(session.browser, app.url);
  await page.goto('/exam/list');
  await page.waitForURL('**/auth/login');
  await page.getByRole('link', { name: buttonName }).or(page.getByRole('button', { name: buttonName })).first().click();

  // The provider's own login form.
  await page.waitForURL((u) => u.origin === new URL(providers[name]!.issuer).origin);
  await page.locator('input[name="login"]').fill('admin@example.org');
  await page.locator('input[name="password"]').fill('password');
  await screenshot(page, `oidc-${name}-provider-login`);
  await page.locator('button[type="submit"], input[type="submit"]').first().click();

  // Back in ExamHall, on the page the user was going to, signed in as the matching account.
  await page.waitForURL('**/exam/list', { timeout: 30_000 });
  await page.getByRole('banner').waitFor();
  // redux-persist writes local storage shortly after the state changes.
  const stored = await page.waitForFunction(() => {
    const user = JSON.parse(localStorage.getItem('persist:auth') ?? '{}').user as string | undefined;
    return user && user !== 'null' ? user : false;
  });
  const user = JSON.parse(await stored.jsonValue() as string);
  expect(user.dbUser.roleName).toBe('Admin');
  expect(user.dbUser.email).toBe('admin@example.org');
  await screenshot(page, `oidc-${name}-signed-in`);
  await context.close();
});

test('the login page offers only configured providers', async () => {
  const res = await fetch(`${app.url}/api/auth/providers`);
  const body = await res.json();
  expect(body.data.providers.map((p: { id: string }) => p.id).sort()).toEqual(['aai', 'google']);
});
