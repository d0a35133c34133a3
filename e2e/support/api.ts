/**
 * A signed-in user's API calls from the test itself (bearer token, CSRF cookie and header), for what a test sets up
 * or checks beside the browser. Resolves to the answer's `data`; anything but 2xx throws with the body.
 */
export async function signInApi(baseUrl: string, username: string, headers: Record<string, string> = {}) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${username}: ${login.status} ${await login.text()}`);
  const { token, csrfToken } = (await login.json()).data as { token: string; csrfToken: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (method: string, path: string, body?: unknown): Promise<any> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-csrf-token': csrfToken,
        cookie: `examhall_csrf=${csrfToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
}
