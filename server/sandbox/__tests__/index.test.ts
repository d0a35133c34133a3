import { describe, expect, it } from '@jest/globals';
import { createRunners } from '../index.js';

describe('createRunners', () => {
  it('runs code locally by default', async () => {
    const { code, sql } = createRunners({});
    expect((await code.languages()).find((info) => info.language === 'javascript')?.runner).toBe('local');
    expect(typeof sql.run).toBe('function');
  });

  it('sends code to Judge0 when CODE_RUNNER=judge0, and needs its URL', async () => {
    const { code } = createRunners({ CODE_RUNNER: 'judge0', JUDGE0_URL: 'http://127.0.0.1:9', JUDGE0_AUTH_TOKEN: 'x' });
    expect((await code.languages()).every((info) => info.runner === 'judge0')).toBe(true);
    expect(() => createRunners({ CODE_RUNNER: 'judge0' })).toThrow(/JUDGE0_URL/);
    expect(() => createRunners({ CODE_RUNNER: 'docker' })).toThrow(/local or judge0/);
  });
});
