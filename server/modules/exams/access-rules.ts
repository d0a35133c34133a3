import type { AccessRule } from '../../generated/contract-types.js';

/**
 * Who gets which window and how long (docs/exams.md): each setting comes from the student's override if it has one,
 * else from their class group's override, else from the exam; the student's accommodation then adds time (unless the
 * exam opts out). One function, used by the start, the student's exam list, the instance lists and every change
 * that moves ongoing deadlines, so they never disagree.
 */
export interface OverrideSettings {
  id: number;
  label: string | null;
  availableFrom: Date | null;
  availableTo: Date | null;
  durationMinutes: number | null;
  password: string | null;
  startAllowed: boolean | null;
}

export interface AccommodationSettings {
  extraPercent: number;
  extraMinutes: number;
  extendWindow: boolean;
}

export interface RuleInputs {
  availableFrom: Date;
  availableTo: Date;
  durationMinutes: number;
  password: string | null;
  accommodationsApply: boolean;
  studentOverride: OverrideSettings | null;
  groupOverride: OverrideSettings | null;
  accommodation: AccommodationSettings | null;
}

export interface EffectiveRule {
  source: 'exam' | 'group' | 'student';
  override: OverrideSettings | null;
  availableFrom: Date;
  /** With the accommodation's later close when it extends the window. */
  availableTo: Date;
  /** With the accommodation's extra time. */
  durationMinutes: number;
  password: string | null;
  startAllowed: boolean;
  extraMinutes: number;
  extraPercent: number;
}

const MINUTE = 60_000;

/** What an accommodation adds to a duration: the percentage rounded up to whole minutes, plus the minutes. */
export function extraMinutesOf(accommodation: AccommodationSettings | null, durationMinutes: number): number {
  if (!accommodation) return 0;
  return Math.ceil((durationMinutes * accommodation.extraPercent) / 100) + accommodation.extraMinutes;
}

export function effectiveRule(inputs: RuleInputs): EffectiveRule {
  const overrides = [inputs.studentOverride, inputs.groupOverride].filter((o): o is OverrideSettings => o !== null);
  const pick = <K extends 'availableFrom' | 'availableTo' | 'durationMinutes' | 'password' | 'startAllowed'>(key: K) => {
    for (const override of overrides) if (override[key] !== null) return override[key];
    return null;
  };
  const durationMinutes = pick('durationMinutes') ?? inputs.durationMinutes;
  const accommodation = inputs.accommodationsApply ? inputs.accommodation : null;
  const extraMinutes = extraMinutesOf(accommodation, durationMinutes);
  const availableTo = pick('availableTo') ?? inputs.availableTo;
  const override = inputs.studentOverride ?? inputs.groupOverride;
  return {
    source: inputs.studentOverride ? 'student' : inputs.groupOverride ? 'group' : 'exam',
    override,
    availableFrom: pick('availableFrom') ?? inputs.availableFrom,
    availableTo: accommodation?.extendWindow ? new Date(availableTo.getTime() + extraMinutes * MINUTE) : availableTo,
    durationMinutes: durationMinutes + extraMinutes,
    password: pick('password') ?? inputs.password,
    startAllowed: pick('startAllowed') ?? true,
    extraMinutes,
    extraPercent: accommodation?.extraPercent ?? 0,
  };
}

/**
 * The deadline of an instance started at `startedAt` under the rule: its duration, capped by the window's end, both
 * moved by the instance's own extension.
 */
export function deadlineOf(rule: EffectiveRule, startedAt: Date, extensionMinutes: number): Date {
  const byDuration = startedAt.getTime() + (rule.durationMinutes + extensionMinutes) * MINUTE;
  const byWindow = rule.availableTo.getTime() + extensionMinutes * MINUTE;
  return new Date(Math.min(byDuration, byWindow));
}

export function accessRuleOf(rule: EffectiveRule): AccessRule {
  return {
    source: rule.source,
    overrideId: rule.override?.id ?? null,
    label: rule.override?.label ?? null,
    availableFrom: rule.availableFrom.toISOString(),
    availableTo: rule.availableTo.toISOString(),
    durationMinutes: rule.durationMinutes,
    extraMinutes: rule.extraMinutes,
    extraPercent: rule.extraPercent,
    startAllowed: rule.startAllowed,
  };
}

/** Rows of the SQL that reads a rule's inputs (`rule_columns` in taking.sql): overrides and the accommodation as JSON. */
export interface RuleInputRow {
  availableFrom: Date;
  availableTo: Date;
  durationMinutes: number;
  password: string | null;
  accommodationsApply: boolean;
  studentOverride: OverrideJson | null;
  groupOverride: OverrideJson | null;
  accommodation: AccommodationSettings | null;
}

interface OverrideJson {
  id: number;
  label: string | null;
  availableFrom: string | null;
  availableTo: string | null;
  durationMinutes: number | null;
  password: string | null;
  startAllowed: boolean | null;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function overrideOf(json: OverrideJson | null): OverrideSettings | null {
  if (json === null) return null;
  return { ...json, availableFrom: dateOrNull(json.availableFrom), availableTo: dateOrNull(json.availableTo) };
}

export function ruleOfRow(row: RuleInputRow): EffectiveRule {
  return effectiveRule({
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    durationMinutes: row.durationMinutes,
    password: row.password,
    accommodationsApply: row.accommodationsApply,
    studentOverride: overrideOf(row.studentOverride),
    groupOverride: overrideOf(row.groupOverride),
    accommodation: row.accommodation,
  });
}
