import type { ExamAccessTarget } from '../../contract.js';
import { loadSqlBlocks, queryOptionalRow } from '../../db/sql-blocks.js';
import { AppError } from '../../errors.js';
import type { AppDeps } from '../../types.js';
import { inNetworks } from './networks.js';
import { configKeyOf, hashMatches, sebFile, sebSettingsOf } from './seb.js';

const sql = loadSqlBlocks(new URL('./access.sql', import.meta.url), [
  'select_instance_target',
  'select_exam_target',
  'select_ticket_target',
  'select_exam_rules',
  'select_my_seb_exam',
] as const);

interface ExamRules {
  sebRequired: boolean;
  sebConfigKeys: string[];
  sebBrowserExamKeys: string[];
  allowedNetworks: string[];
  overrideNetworks: Map<number, string[]>;
}

export type AccessRefusal = { reason: 'network' | 'seb'; error: AppError };

/** How long an exam's rules serve the requests after a read: a change reaches every process within this. */
const RULES_TTL_MS = 2_000;
/** The most instance and ticket targets kept (they never change: an instance's exam and student are fixed). */
const TARGETS_KEPT = 20_000;

/**
 * The rules kept by every access service of this process (one per app): a change of an exam's settings or overrides
 * here is seen at once; other processes see it within RULES_TTL_MS.
 */
const keptRules = new Set<Map<number, unknown>>();

/** Forgets an exam's access rules in this process: its settings or overrides changed. */
export function forgetExamAccess(examId: number): void {
  for (const rules of keptRules) rules.delete(examId);
}

/** Whether an exam's rules can refuse anyone. */
function hasRules(rules: ExamRules): boolean {
  return rules.sebRequired || rules.allowedNetworks.length > 0 || rules.overrideNetworks.size > 0;
}

/** What a request presents: the client's address as the server sees it, the URL SEB hashed, SEB's headers. */
export interface AccessClient {
  address: string;
  url: string;
  configKeyHash: string | undefined;
  requestHash: string | undefined;
}

/**
 * The exam access rules (docs/exams.md, "Access rules"): Safe Exam Browser and allowed networks, checked for every
 * request of a student that acts on their exam (the contract's x-exam-access; server/plugins/exam-access.ts).
 */
export function createExamAccessService({ config, database }: AppDeps) {
  const { db } = database;
  const targets = new Map<string, { examId: number; studentId: number } | null>();
  const rules = new Map<number, { readAt: number; rules: Promise<ExamRules | null> }>();
  keptRules.add(rules);

  async function targetOf(kind: ExamAccessTarget, id: number, userId: number) {
    const key = `${kind}:${id}:${userId}`;
    if (targets.has(key)) return targets.get(key)!;
    const block = kind === 'instance' ? sql.select_instance_target : kind === 'exam' ? sql.select_exam_target : sql.select_ticket_target;
    const target = (await queryOptionalRow<{ examId: number; studentId: number }>(db, block, { id, userId })) ?? null;
    // Only what exists is kept: an instance or ticket made later must be found then.
    if (target !== null && kind !== 'exam') {
      if (targets.size >= TARGETS_KEPT) targets.delete(targets.keys().next().value!);
      targets.set(key, target);
    }
    return target;
  }

  function rulesOf(examId: number): Promise<ExamRules | null> {
    // Real time, not the app's clock: this is how fresh a kept copy is.
    const now = Date.now();
    const kept = rules.get(examId);
    if (kept && now - kept.readAt < RULES_TTL_MS && now >= kept.readAt) return kept.rules;
    const read = queryOptionalRow<Omit<ExamRules, 'overrideNetworks'> & { overrideNetworks: Array<{ studentId: number; networks: string[] }> }>(
      db, sql.select_exam_rules, { examId },
    ).then((row) => (row ? { ...row, overrideNetworks: new Map(row.overrideNetworks.map((entry) => [entry.studentId, entry.networks])) } : null));
    rules.set(examId, { readAt: now, rules: read });
    read.catch(() => rules.delete(examId));
    if (rules.size > 1_000) rules.delete(rules.keys().next().value!);
    return read;
  }

  /** The exam's generated SEB configuration: the file, its name and its Config Key. */
  function sebConfigOf(exam: { id: number; abbreviation: string }) {
    const settings = sebSettingsOf(config.publicUrl, exam.id);
    return { file: sebFile(settings), fileName: `${exam.abbreviation}.seb`, configKey: configKeyOf(settings) };
  }

  return {
    sebConfigOf,

    /** The configuration of a student's exam that requires Safe Exam Browser; undefined when there is none for them. */
    async mySebConfig(userId: number, examId: number) {
      const exam = await queryOptionalRow<{ id: number; abbreviation: string }>(db, sql.select_my_seb_exam, { userId, examId });
      return exam ? sebConfigOf(exam) : undefined;
    },

    /**
     * Null when the request may act on the student's exam (or the target is not theirs: the operation answers that);
     * otherwise the rule it breaks, with the error to answer.
     */
    async check(kind: ExamAccessTarget, id: number, userId: number, client: AccessClient): Promise<AccessRefusal | null> {
      // An exam named by its id is checked against its rules first: an exam without any (most) needs no look at who
      // asks, so a start costs no query here. The target's query then applies the rules only to an enrolled student.
      if (kind === 'exam') {
        const named = await rulesOf(id);
        if (named === null || !hasRules(named)) return null;
      }
      const target = await targetOf(kind, id, userId);
      if (target === null) return null;
      const exam = await rulesOf(target.examId);
      if (exam === null || !hasRules(exam)) return null;
      const networks = exam.overrideNetworks.get(target.studentId) ?? exam.allowedNetworks;
      if (networks.length > 0 && !inNetworks(client.address, networks)) {
        return {
          reason: 'network',
          error: new AppError(
            403,
            'NETWORK_NOT_ALLOWED',
            `This exam can be taken only from the exam room's network, and this computer's address (${client.address}) is not in it. Ask the staff in the room.`,
          ),
        };
      }
      if (exam.sebRequired) {
        const configKeys = [...exam.sebConfigKeys, configKeyOf(sebSettingsOf(config.publicUrl, target.examId))];
        const valid = hashMatches(client.url, configKeys, client.configKeyHash) || hashMatches(client.url, exam.sebBrowserExamKeys, client.requestHash);
        if (!valid) {
          return {
            reason: 'seb',
            error: new AppError(
              403,
              'SEB_REQUIRED',
              'This exam must be taken in Safe Exam Browser. Download the exam’s configuration from your exam list and open it; Safe Exam Browser then opens the exam.',
            ),
          };
        }
      }
      return null;
    },
  };
}

export type ExamAccessService = ReturnType<typeof createExamAccessService>;
