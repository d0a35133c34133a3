import type { examApi } from './exam-api';
import { sessionApi } from './session-api';

/**
 * The one API object (base-api.ts) as the store and what loads with every page use it: at first it holds the
 * session's endpoints (session-api.ts), and the feature pages' endpoints join it when the first of those pages loads
 * (exam-api.ts, a chunk of its own). Typed with every endpoint, so that the state types its whole cache and the
 * selectors made here fit it; only the type of exam-api.ts is imported, so that its code stays out of the first
 * script. Call only the session's endpoints through it outside the feature pages.
 */
export const appApi = sessionApi as unknown as typeof examApi;
