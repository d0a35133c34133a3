/**
 * Just enough of a browser to walk an identity provider's pages over HTTP: follows nothing by itself, keeps
 * cookies per host (paths are ignored, which is lenient but harmless for a test provider).
 */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  store(url: string, setCookies: string[]): void {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(host, jar);
  }

  header(url: string): string {
    const jar = this.cookies.get(new URL(url).host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }
}

export interface PageResponse {
  status: number;
  location: string | null;
  body: string;
}

export async function visit(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<PageResponse> {
  const headers: Record<string, string> = { accept: 'text/html' };
  const cookie = jar.header(url);
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
  jar.store(url, response.headers.getSetCookie());
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location, url).href : null, body: await response.text() };
}
