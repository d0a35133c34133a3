// The only reader of import.meta.env (jest maps this module to src/test/env.ts).
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api',
  mode: import.meta.env.MODE,
  isDev: import.meta.env.DEV,
};
