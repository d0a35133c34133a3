import { describe, expect, test } from '@jest/globals';
import { acceptsAnswers, deadlineOf, examPhase, instanceState, reviewOpen } from '../timing.js';

const at = (time: string) => new Date(`2026-11-25T${time}:00Z`);
const exam = { availableFrom: at('10:00'), availableTo: at('12:00'), durationMinutes: 60, publishedAt: at('09:00'), archivedAt: null };

describe('exam time', () => {
  test('phases follow the server clock; drafts and archived exams are neither open nor closed', () => {
    expect(examPhase(exam, at('09:59'))).toBe('upcoming');
    expect(examPhase(exam, at('10:00'))).toBe('open');
    expect(examPhase(exam, at('12:00'))).toBe('closed');
    expect(examPhase({ ...exam, publishedAt: null }, at('11:00'))).toBe('draft');
    expect(examPhase({ ...exam, archivedAt: at('13:00') }, at('11:00'))).toBe('archived');
  });

  test('the deadline is start + duration + extension, capped by the window’s end moved by the extension', () => {
    expect(deadlineOf(exam, at('10:15'), 0)).toEqual(at('11:15'));
    expect(deadlineOf(exam, at('11:30'), 0)).toEqual(at('12:00'));
    expect(deadlineOf(exam, at('10:15'), 10)).toEqual(at('11:25'));
    expect(deadlineOf(exam, at('11:30'), 10)).toEqual(at('12:10'));
  });

  test('states, answers within deadline plus grace, review period', () => {
    expect(instanceState({ startedAt: null, submittedAt: null })).toBe('generated');
    const ongoing = { startedAt: at('10:00'), submittedAt: null, deadlineAt: at('11:00') };
    expect(instanceState(ongoing)).toBe('ongoing');
    expect(acceptsAnswers(ongoing, new Date(at('11:00').getTime() + 30_000), 30)).toBe(true);
    expect(acceptsAnswers(ongoing, new Date(at('11:00').getTime() + 30_001), 30)).toBe(false);
    expect(acceptsAnswers({ ...ongoing, submittedAt: at('10:30') }, at('10:31'), 30)).toBe(false);
    expect(reviewOpen(30, at('10:30'), at('10:59'))).toBe(true);
    expect(reviewOpen(30, at('10:30'), at('11:00'))).toBe(false);
    expect(reviewOpen(0, at('10:30'), at('10:31'))).toBe(false);
  });
});
