import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config.js';
import { createRunners } from '../index.js';

describe('createRunners', () => {
  it('runs code locally by default', async () => {
    const { code, sql } = createRunners(loadConfig({}).sandbox);
    expect((await code.languages()).find((info) => info.language === 'javascript')?.runner).toBe('local');
    expect(typeof sql.run).toBe('function');
  });

  it('sends code to Judge0 when CODE_RUNNER=judge0, and needs its URL', async () => {
    const { code } = createRunners(loadConfig({ CODE_RUNNER: 'judge0', JUDGE0_URL: 'http://127.0.0.1:9', JUDGE0_AUTH_TOKEN: 'x' }).sandbox);
    expect((await code.languages()).every((info) => info.runner === 'judge0')).toBe(true);
    expect(() => loadConfig({ CODE_RUNNER: 'judge0' })).toThrow(/JUDGE0_URL/);
    expect(() => loadConfig({ CODE_RUNNER: 'docker' })).toThrow(/local, judge0/);
    expect(() => loadConfig({ SQL_SANDBOX_SPARES: '17' })).toThrow(/SQL_SANDBOX_SPARES/);
  });
});
