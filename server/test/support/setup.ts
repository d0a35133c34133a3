import { jest } from '@jest/globals';

// Jest reads `testTimeout` only from the top-level config, not from a project. Tests that open a database copy
// take a few seconds on a busy 2-core machine; 30 s keeps them from failing on load alone.
jest.setTimeout(30_000);
