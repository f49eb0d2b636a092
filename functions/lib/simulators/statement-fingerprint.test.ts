import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  MIN_STATEMENT_TOKENS,
  messageFingerprint,
  quotes,
  statementFingerprint,
} from './statement-fingerprint.ts';

const statement =
  'Un móvil parte del reposo con aceleración constante de $2{,}5\\,\\text{m/s}^2$. ¿Qué distancia recorre en los primeros $8\\,\\text{s}$?';

function fingerprint(text: string) {
  const found = statementFingerprint(text);
  if (!found) throw new Error(`too short: ${text}`);
  return found;
}

describe('recognising a statement inside a message', () => {
  it('finds it however the formulas were copied: LaTeX, the page’s text or typed by hand', () => {
    const print = fingerprint(statement);
    for (const message of [
      statement,
      'Un móvil parte del reposo con aceleración constante de 2,5 m/s². ¿Qué distancia recorre en los primeros 8 s?',
      'hola!! me ayudas con este?? un movil parte del reposo con aceleracion constante de 2.5 m/s^2. que distancia recorre en los primeros 8 s',
    ]) {
      expect(quotes(messageFingerprint(message), print), message).toBe(true);
    }
  });

  it('still finds it with a word mistyped', () => {
    const message =
      'Un móvil parte del reposo con aseleración constante de 2,5 m/s². ¿Qué distancia recorre en los primeros 8 s?';
    expect(quotes(messageFingerprint(message), fingerprint(statement))).toBe(true);
  });

  it('does not take another variant of the same question, with other numbers, for it', () => {
    const variant =
      'Un móvil parte del reposo con aceleración constante de 3 m/s². ¿Qué distancia recorre en los primeros 8 s?';
    expect(quotes(messageFingerprint(variant), fingerprint(statement))).toBe(false);
  });

  it('does not take a question that shares a few words with it for it', () => {
    const message = '¿Qué distancia recorre un móvil que parte del reposo? No entiendo la fórmula.';
    expect(quotes(messageFingerprint(message), fingerprint(statement))).toBe(false);
  });

  it('leaves out statements too short to tell from a question in the student’s own words', () => {
    expect(statementFingerprint('¿Cuánto vale $\\operatorname{sen} 30^\\circ$?')).toBeUndefined();
    expect(statementFingerprint('El sonido puede propagarse en el vacío.')).toBeUndefined();
    const words = Array.from({ length: MIN_STATEMENT_TOKENS }, (_, i) => `palabra${'a'.repeat(i)}`);
    expect(statementFingerprint(words.join(' '))).toBeDefined();
  });

  it('gives the same statement the same id and anchors, and anchors a quoting message holds', () => {
    const print = fingerprint(statement);
    expect(fingerprint(statement)).toEqual(print);
    expect(anchorsOf(print)).toHaveLength(2);
    const message = messageFingerprint(`Ayudame: ${statement} Gracias`);
    for (const anchor of anchorsOf(print)) expect(message.shingles.has(anchor)).toBe(true);
  });
});
