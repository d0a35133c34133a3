import * as client from 'openid-client';
import type { OidcProviderConfig, OidcProviderId } from '../../config.js';

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The OpenID Connect side of sign-in: discovery, the authorization URL and the code exchange. */
export class OidcClients {
  private readonly configurations = new Map<OidcProviderId, Promise<client.Configuration>>();

  constructor(
    private readonly providers: OidcProviderConfig[],
    private readonly publicUrl: string,
    private readonly allowInsecure: boolean,
  ) {}

  list(): OidcProviderConfig[] {
    return this.providers;
  }

  find(id: string): OidcProviderConfig | undefined {
    return this.providers.find((provider) => provider.id === id);
  }

  redirectUri(id: OidcProviderId): string {
    return `${this.publicUrl}/api/auth/callback/${id}`;
  }

  /** Discovery runs once per provider; a failed one is forgotten so that the next sign-in retries it. */
  private configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    let pending = this.configurations.get(provider.id);
    if (!pending) {
      pending = this.discover(provider);
      pending.catch(() => this.configurations.delete(provider.id));
      this.configurations.set(provider.id, pending);
    }
    return pending;
  }

  private async discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const execute = this.allowInsecure ? [client.allowInsecureRequests] : [];
    const discovered = await client.discovery(new URL(provider.issuer), provider.clientId, undefined, undefined, {
      execute,
    });
    const server = discovered.serverMetadata();
    // client_secret_basic is the OpenID Connect default and what Google and most providers accept; _post only
    // when the provider says it does not take basic.
    const methods = server.token_endpoint_auth_methods_supported;
    const authentication = !provider.clientSecret
      ? client.None()
      : methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
        ? client.ClientSecretPost(provider.clientSecret)
        : client.ClientSecretBasic(provider.clientSecret);
    const configuration = new client.Configuration(server, provider.clientId, undefined, authentication);
    for (const step of execute) step(configuration);
    return configuration;
  }

  async authorizationUrl(provider: OidcProviderConfig, checks: OidcChecks): Promise<URL> {
    const configuration = await this.configuration(provider);
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider.id),
      scope: 'openid email profile',
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Validates the callback (state, PKCE, ID token incl. nonce) and returns who signed in. */
  async identify(provider: OidcProviderConfig, callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
    const configuration = await this.configuration(provider);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let verified: unknown = claims.email_verified;
    // Some providers put profile claims only in the UserInfo response.
    if (email === undefined) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : undefined;
      verified = info.email_verified;
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: email ?? null,
      emailVerified: verified === true || verified === 'true',
    };
  }
}
