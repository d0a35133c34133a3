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

/** Hands a file to the browser as a download (an anchor with `download`, which browsers and Playwright treat as one). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; the URL only holds its memory. A moment later, not at once:
  // some browsers start reading the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An API URL for a browser navigation (not a fetch): the API base may live on another host. */
export function apiUrl(path: string) {
  return `${env.apiBaseUrl}${path}`;
}
