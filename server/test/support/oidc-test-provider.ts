/**
 * A real OpenID Connect provider (oidc-provider) for tests: in-process for the API suite, or standalone for
 * the browser suite:
 *
 *   npx tsx server/test/support/oidc-test-provider.ts --port 4010 \
 *     --client-id examhall --client-secret examhall-secret \
 *     --redirect-uri http://127.0.0.1:3000/api/auth/callback/google
 *
 * (or OIDC_TEST_PORT, OIDC_TEST_CLIENT_ID, OIDC_TEST_CLIENT_SECRET, OIDC_TEST_REDIRECT_URIS comma-separated).
 * It prints `READY <issuer-url>` when listening. Its login page is a plain form with the fields `login` and
 * `password` and one submit button; consent is given automatically.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type Configuration } from 'oidc-provider';

export interface OidcTestAccount {
  /** The `sub` claim. */
  accountId: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  password: string;
}

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcTestProviderOptions {
  /** 0 or absent: a free port. */
  port?: number;
  host?: string;
  clients: OidcTestClient[];
  accounts?: OidcTestAccount[];
}

export interface RunningOidcTestProvider {
  issuer: string;
  close(): Promise<void>;
}

export const defaultTestAccounts: OidcTestAccount[] = [
  { accountId: 'admin-sub', email: 'admin@example.org', emailVerified: true, givenName: 'Ivana', familyName: 'Kovač', password: 'password' },
  { accountId: 'teacher-sub', email: 'teacher@example.org', emailVerified: true, givenName: 'Marko', familyName: 'Babić', password: 'password' },
  { accountId: 'unverified-sub', email: 'student@example.org', emailVerified: false, givenName: 'Luka', familyName: 'Perić', password: 'password' },
  { accountId: 'stranger-sub', email: 'stranger@example.org', emailVerified: true, givenName: 'Nepoznat', familyName: 'Gost', password: 'password' },
];

/** Short-lived artefacts in a Map: what a test provider needs (the built-in adapter warns on every start). */
class MemoryAdapter {
  private static readonly store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();

  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt });
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      MemoryAdapter.store.delete(this.key(id));
      return undefined;
    }
    return entry.payload;
  }

  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return this.find(key.slice(this.model.length + 1));
    }
    return undefined;
  }

  async findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return this.find(key.slice(this.model.length + 1));
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key);
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, error?: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
<h1>Test identity provider</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Login <input name="login" autocomplete="username" autofocus></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button>
</form>
</body>
</html>
`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<RunningOidcTestProvider> {
  const accounts = options.accounts ?? defaultTestAccounts;
  const host = options.host ?? '127.0.0.1';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  // The issuer names the port, so the server listens before the provider exists and gets its handler after.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    adapter: MemoryAdapter,
    ttl: { Interaction: 600, Grant: 600, Session: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = accounts.find((a) => a.accountId === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
          };
        },
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  // The interaction pages are ours; everything else is the provider's.
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) {
      providerCallback(req, res);
      return;
    }
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const finish = async (accountId: string) => {
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    };

    if (req.method === 'POST' && match[2]) {
      const form = await readForm(req);
      const login = form.get('login')?.trim().toLowerCase() ?? '';
      const account = accounts.find((a) => a.email.toLowerCase() === login || a.accountId === login);
      if (!account || form.get('password') !== account.password) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage(details.uid, 'Wrong login or password.'));
        return;
      }
      await finish(account.accountId);
      return;
    }
    if (details.prompt.name === 'login') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(details.uid));
      return;
    }
    // Signed in at the provider already; only consent is missing, which a test provider gives.
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent prompt without a signed-in account');
    await finish(accountId);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res).catch((error: unknown) => {
      console.error('oidc-test-provider:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error');
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function argumentList(name: string): string[] {
  return process.argv.flatMap((value, index) => (process.argv[index - 1] === `--${name}` ? [value] : []));
}

async function main(): Promise<void> {
  const port = Number(argument('port') ?? process.env.OIDC_TEST_PORT ?? 0);
  const redirectUris = argumentList('redirect-uri');
  const fromEnv = process.env.OIDC_TEST_REDIRECT_URIS?.split(',').map((uri) => uri.trim()).filter(Boolean) ?? [];
  const running = await startOidcTestProvider({
    port,
    host: argument('host') ?? process.env.OIDC_TEST_HOST ?? '127.0.0.1',
    clients: [
      {
        clientId: argument('client-id') ?? process.env.OIDC_TEST_CLIENT_ID ?? 'examhall',
        clientSecret: argument('client-secret') ?? process.env.OIDC_TEST_CLIENT_SECRET ?? 'examhall-secret',
        redirectUris: redirectUris.length > 0
          ? redirectUris
          : fromEnv.length > 0
            ? fromEnv
            : ['http://localhost:3000/api/auth/callback/google', 'http://localhost:3000/api/auth/callback/aai'],
      },
    ],
  });
  console.info(`READY ${running.issuer}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
