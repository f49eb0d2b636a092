import { describe, expect, it } from 'vitest';
import { FEEDBACK_INTERVAL_MS, shouldShowFeedback } from './feedback-schedule.ts';

const now = Date.UTC(2025, 9, 15, 18, 30);
const hour = 60 * 60 * 1000;

describe('shouldShowFeedback', () => {
  it('shows the modal to a student who never saw it', () => {
    expect(shouldShowFeedback(null, now)).toBe(true);
  });

  it('waits a full day after the last time', () => {
    expect(shouldShowFeedback(now - 23 * hour, now)).toBe(false);
    expect(shouldShowFeedback(now - FEEDBACK_INTERVAL_MS + 1, now)).toBe(false);
  });

  it('shows it again once 24 hours have passed', () => {
    expect(shouldShowFeedback(now - FEEDBACK_INTERVAL_MS, now)).toBe(true);
    expect(shouldShowFeedback(now - 72 * hour, now)).toBe(true);
  });

  it('does not show it again right after it was shown', () => {
    expect(shouldShowFeedback(now, now)).toBe(false);
  });

  it('treats a stamp from the future or a broken one as never shown', () => {
    expect(shouldShowFeedback(now + hour, now)).toBe(true);
    expect(shouldShowFeedback(Number.NaN, now)).toBe(true);
  });
});
