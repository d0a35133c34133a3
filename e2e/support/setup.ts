import { jest } from '@jest/globals';

// Jest reads `testTimeout` only from the top-level config, not from a project, so the e2e project sets its own
// here: starting the server (embedded database + demo data) and Chromium takes longer than the 5 s default.
jest.setTimeout(120_000);
