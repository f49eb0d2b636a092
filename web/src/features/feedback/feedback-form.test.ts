import { describe, expect, it } from 'vitest';
import { canSubmit, MESSAGE_LIMIT } from './feedback-form.ts';

describe('canSubmit', () => {
  it('needs a message with text and a rating from 1 to 5', () => {
    expect(canSubmit('Me encantan los simuladores', 5)).toBe(true);
    expect(canSubmit('Me encantan los simuladores', 0)).toBe(false);
    expect(canSubmit('   \n ', 4)).toBe(false);
    expect(canSubmit('', 3)).toBe(false);
  });

  it('counts the limit after trimming', () => {
    expect(canSubmit(`  ${'a'.repeat(MESSAGE_LIMIT)}  `, 3)).toBe(true);
    expect(canSubmit('a'.repeat(MESSAGE_LIMIT + 1), 3)).toBe(false);
  });
});
