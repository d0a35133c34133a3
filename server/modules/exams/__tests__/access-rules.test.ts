import { describe, expect, test } from '@jest/globals';
import { deadlineOf, effectiveRule, extraMinutesOf, type OverrideSettings, type RuleInputs } from '../access-rules.js';

const at = (hhmm: string) => new Date(`2026-12-12T${hhmm}:00Z`);
const exam: RuleInputs = {
  availableFrom: at('10:00'), availableTo: at('12:00'), durationMinutes: 60, password: 'exam', accommodationsApply: true,
  studentOverride: null, groupOverride: null, accommodation: null,
};
const override = (values: Partial<OverrideSettings>): OverrideSettings => ({
  id: 1, label: null, availableFrom: null, availableTo: null, durationMinutes: null, password: null, startAllowed: null, ...values,
});

describe('the rule in force', () => {
  test('without overrides or an accommodation it is the exam', () => {
    expect(effectiveRule(exam)).toMatchObject({ source: 'exam', availableFrom: at('10:00'), availableTo: at('12:00'), durationMinutes: 60, password: 'exam', startAllowed: true, extraMinutes: 0 });
  });

  test("setting by setting: the student's override, then the group's, then the exam", () => {
    const rule = effectiveRule({
      ...exam,
      groupOverride: override({ id: 2, label: 'make-up', availableFrom: at('14:00'), availableTo: at('16:00'), durationMinutes: 45, startAllowed: false }),
      studentOverride: override({ id: 3, password: 'own', startAllowed: true }),
    });
    expect(rule).toMatchObject({ source: 'student', availableFrom: at('14:00'), availableTo: at('16:00'), durationMinutes: 45, password: 'own', startAllowed: true });
    expect(rule.override?.id).toBe(3);
    expect(effectiveRule({ ...exam, groupOverride: override({ id: 2, label: 'make-up', startAllowed: false }) })).toMatchObject({ source: 'group', startAllowed: false, password: 'exam' });
  });

  test("the accommodation adds to the rule's duration: the percentage rounded up, plus minutes", () => {
    expect(extraMinutesOf({ extraPercent: 50, extraMinutes: 0, extendWindow: false }, 60)).toBe(30);
    expect(extraMinutesOf({ extraPercent: 25, extraMinutes: 10, extendWindow: false }, 45)).toBe(22);
    const rule = effectiveRule({ ...exam, groupOverride: override({ durationMinutes: 90 }), accommodation: { extraPercent: 50, extraMinutes: 0, extendWindow: true } });
    expect(rule).toMatchObject({ durationMinutes: 135, extraMinutes: 45, extraPercent: 50, availableTo: at('12:45') });
    expect(effectiveRule({ ...exam, accommodationsApply: false, accommodation: { extraPercent: 50, extraMinutes: 5, extendWindow: true } }))
      .toMatchObject({ durationMinutes: 60, extraMinutes: 0, extraPercent: 0, availableTo: at('12:00') });
  });

  test('the deadline is the duration from the start, capped by the window, both moved by the extension', () => {
    const rule = effectiveRule({ ...exam, accommodation: { extraPercent: 50, extraMinutes: 0, extendWindow: false } });
    expect(deadlineOf(rule, at('10:00'), 0)).toEqual(at('11:30'));
    expect(deadlineOf(rule, at('11:00'), 0)).toEqual(at('12:00'));
    expect(deadlineOf(rule, at('11:00'), 10)).toEqual(at('12:10'));
  });
});
