// Tests replace src/config/env.ts (which reads import.meta.env) with this module. Node's Request rejects
// relative URLs, so the API base is absolute here.
export const env = {
  apiBaseUrl: 'http://localhost/api',
  mode: 'test',
  isDev: false,
};
