import { describe, expect, it } from 'vitest';
import { CONNECTION_CHECK_PATH, connectionCheckUrl, safeReturnPath } from './connection-check.ts';

describe('the connection check’s way back', () => {
  it.each([
    ['/content/dashboard', '/content/dashboard'],
    ['/plans?plan=premium#pricing', '/plans?plan=premium#pricing'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [`${CONNECTION_CHECK_PATH}?volver=/x`, '/'],
    ['', '/'],
    [null, '/'],
  ])('goes back from %s to %s', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it('carries the page in the address', () => {
    expect(connectionCheckUrl('/content/simulador/abc?x=1')).toBe(
      '/verificar?volver=%2Fcontent%2Fsimulador%2Fabc%3Fx%3D1',
    );
  });
});
