import { describe, expect, it } from 'vitest';
import { CONNECTION_CHECK_PATH, connectionCheckUrl } from './connection-check.ts';
import { safeReturnPath } from './return-path.ts';

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

  it.each([
    ['a tab that the address bar drops, leaving //', '/\t/evil.example/x'],
    ['a line break that the address bar drops, leaving //', '/\n/evil.example'],
    ['a tab before a backslash', '/\t\\evil.example'],
    ['a broken percent escape', '/content/%E0%A4%A'],
    ['a lone percent sign', '/content/100%'],
    ['a percent escape of a broken character', '/%C0%AF'],
    ['an address far longer than any page’s', `/content/${'a'.repeat(5000)}`],
    ['dot segments that lead back to the check', '/x/../verificar?volver=/y'],
    ['a leading space', ' /content/dashboard'],
  ])('goes home from %s', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('keeps a page whose address is well formed, written the way the browser writes it', () => {
    expect(safeReturnPath('/ingreso/utn-frba?a=%C3%B1#x')).toBe('/ingreso/utn-frba?a=%C3%B1#x');
    expect(safeReturnPath('/content/ejercicios/física')).toBe('/content/ejercicios/f%C3%ADsica');
    expect(safeReturnPath('/content/%2F%2Fejemplo')).toBe('/content/%2F%2Fejemplo');
  });

  it('carries the page in the address', () => {
    expect(connectionCheckUrl('/content/simulador/abc?x=1')).toBe(
      '/verificar?volver=%2Fcontent%2Fsimulador%2Fabc%3Fx%3D1',
    );
  });
});
