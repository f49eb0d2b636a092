import { describe, expect, it } from 'vitest';
import { sessionTokenFrom } from './session.ts';

describe('sessionTokenFrom', () => {
  it('reads the session cookie among others', () => {
    const token = 'a'.repeat(43);
    expect(sessionTokenFrom(['theme=dark', `ingresa_session=${token}`])).toBe(token);
  });

  it('ignores a missing or malformed cookie', () => {
    expect(sessionTokenFrom(undefined)).toBeUndefined();
    expect(sessionTokenFrom(['ingresa_session='])).toBeUndefined();
    expect(sessionTokenFrom(['ingresa_session=<script>'])).toBeUndefined();
    expect(sessionTokenFrom([`xingresa_session=${'a'.repeat(43)}`])).toBeUndefined();
  });
});
