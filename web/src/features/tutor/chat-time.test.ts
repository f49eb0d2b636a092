import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time.ts';

describe('formatChatTime', () => {
  it('writes hours and minutes with two digits each, 24-hour', () => {
    expect(formatChatTime(new Date(2025, 10, 3, 9, 5))).toBe('09:05');
    expect(formatChatTime(new Date(2025, 10, 3, 21, 40))).toBe('21:40');
  });
});
