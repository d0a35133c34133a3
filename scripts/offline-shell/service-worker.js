/*
 * ExamHall's offline shell (docs/exams.md, "The student's exam page"). Built by scripts/offline-shell/vite-plugin.ts,
 * which fills in the build's id and the files to keep. It keeps the app shell and the student's exam pages, so that
 * a reload while offline still opens an exam; the exam's data comes from IndexedDB, never from here.
 *
 * - Install: the listed files (index.html, the entry and its imports, the exam and review pages, the question
 *   renderers, the code editor, the Croatian strings, the default font) go into this build's shell cache.
 * - Navigations: the network first (a new deployment is seen at once); without an answer, the kept index.html.
 * - /assets/* (content-hashed, never changing): the cache first, else the network, kept for next time.
 * - /api and everything else: not touched.
 * No skipWaiting: a new build's worker waits until every page of the old one is closed, so a page still running the
 * old build (an exam in progress, offline) keeps finding its own files.
 */
const BUILD = '__EXAMHALL_BUILD__';
const PRECACHE = __EXAMHALL_PRECACHE__;
const SHELL_PREFIX = 'examhall-shell-';
const SHELL_CACHE = SHELL_PREFIX + BUILD;
const ASSET_CACHE = 'examhall-assets';
const INDEX = '/index.html';
const NAVIGATION_TIMEOUT_MS = 8000;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([INDEX, ...PRECACHE])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(SHELL_PREFIX) && key !== SHELL_CACHE) await caches.delete(key);
    }
    // What older builds kept at run time: no page of theirs is open any more (this worker waited for that).
    await caches.delete(ASSET_CACHE);
    // The first worker takes the page that registered it, so the chunks it loads next are kept too.
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

/** The network's page; offline (or no answer in time), the kept shell, which routes to the page itself. */
async function navigation(request) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } catch (error) {
    const shell = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A content-hashed file: from any of our caches, else fetched and kept. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy)).catch(() => undefined);
  }
  return response;
}
