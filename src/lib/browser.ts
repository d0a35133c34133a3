import { env } from '../config/env';

// Full-page navigations leave the SPA (sign-in at an identity provider, logout at the API). They go through this
// object so that tests can observe them: jsdom implements neither assign nor replace.
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
  replace(url: string) {
    window.location.replace(url);
  },
};

/** An API URL for a browser navigation (not a fetch): the API base may live on another host. */
export function apiUrl(path: string) {
  return `${env.apiBaseUrl}${path}`;
}
