import { createAction } from '@reduxjs/toolkit';

// What the API client tells the rest of the app. The client sits below the core layer and cannot show alerts or
// end a session itself: it dispatches these, and the core's listeners answer them (src/core/alerts,
// src/core/auth).

/** A call failed and nobody handles it: `payload` is its alert text (errors.ts). Shown as an error alert. */
export const apiCallFailed = createAction<string>('apiEvents/callFailed');

/**
 * A call outside sign-in was answered 401: the session is over. The first of several concurrent ones signs out,
 * remembers the page, goes to the login page and warns; the others find the user signed out already.
 */
export const apiSessionExpired = createAction('apiEvents/sessionExpired');
