import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from './engine.ts';
import { withOneFunction, withoutPartReference } from './part-references.ts';
import { readQuestion } from './reading.ts';

const answer = (message: string) => answerOfflineDetailed({ message, passages: [] });

describe('parts that name earlier parts', () => {
  it('keeps a label inside a part («Con a) y b), …») in that part', () => {
    const read = readQuestion(
      'Sea z = −2 + 2i.\na) Calcule su módulo.\nb) Calcule su argumento.\nc) Con a) y b), escriba z en forma polar.',
    );
    expect(read.parts.map((part) => part.question)).toEqual([
      'Calcule su módulo.',
      'Calcule su argumento.',
      'Con a) y b), escriba z en forma polar.',
    ]);
  });

  it('reads «Evalúe …» and a part that uses an earlier one as parts', () => {
    const read = readQuestion(
      'a) Resuelva x² − x − 6 = 0. b) Con la raíz negativa hallada en a), calcule 5x. c) Evalúe x² + 1 en x = 2.',
    );
    expect(read.parts.map((part) => part.label)).toEqual(['a', 'b', 'c']);
  });

  it('drops a bare reference to parts that bring no datum of their own', () => {
    const earlier = [
      { label: 'a', question: 'Calcule (f∘g)(1).' },
      { label: 'b', question: 'Halle la inversa de f.' },
    ];
    expect(withoutPartReference('Con b), calcule f⁻¹(7).', earlier)).toBe('Calcule f⁻¹(7).');
    expect(withoutPartReference('Usando a) y b), halle g(3).', earlier)).toBe('Halle g(3).');
    // A part with a condition of its own carries a datum: not dropped.
    const conditioned = [{ label: 'a', question: 'Si la masa es 4 kg, calcule el peso.' }];
    expect(withoutPartReference('Con a), calcule la aceleración.', conditioned)).toBeUndefined();
    expect(withoutPartReference('Calcule f⁻¹(7).', earlier)).toBeUndefined();
  });

  it('reads a part that names one of two functions with that one alone', () => {
    expect(withOneFunction('Dadas f(x) = 5x + 1 y g(x) = x² − 3:', 'Halle la inversa de f.')).toBe(
      'Sea f(x) = 5x + 1.\nHalle la inversa de f.',
    );
    expect(withOneFunction('Dadas f(x) = 5x + 1 y g(x) = x² − 3:', 'Calcule (f∘g)(2).')).toBeUndefined();
    expect(
      withOneFunction('Dadas f(x) = 5x + 1 y g(x) = x² − 3, con x > 2:', 'Halle la inversa de f.'),
    ).toBeUndefined();
  });

  it('answers a page of a composition, an inverse and a value of the inverse', () => {
    const reply = answer(
      'Dadas f(x) = 2x + 4 y g(x) = x² − 1:\na) Calcule (f∘g)(3).\nb) Halle la función inversa de f.\nc) Con b), calcule f⁻¹(12).',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('(f ∘ g)(3) = 20');
    expect(reply.text).toContain('f⁻¹(12) = 4');
  });

  it('answers a page of a complex number: modulus, argument and a power with them', () => {
    const reply = answer(
      'Sea z = √3 + i.\na) Calcule el módulo de z.\nb) Calcule su argumento, en grados.\nc) Con a) y b), calcule z³.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('|z| = 2');
    expect(reply.text).toMatch(/z³ = 8i/);
  });

  it('answers a page of a cubic: Ruffini by a root checked first, its roots and its factors', () => {
    const reply = answer(
      'Sea P(x) = x³ + 2x² − 5x − 6.\na) Verifique que x = 2 es raíz y, por la regla de Ruffini, halle el cociente de P(x) : (x − 2).\nb) Usando a), calcule todas las raíces de P(x).\nc) Escriba P(x) factorizado.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('Cociente: x² + 4x + 3; resto: 0');
    expect(reply.text).toContain('(x + 3)(x + 1)(x - 2)');
  });

  it('answers a page of a homographic function: domain, asymptotes and root', () => {
    const reply = answer(
      'Sea f(x) = (3x − 6)/(x + 1).\na) Indique el dominio.\nb) Escriba las ecuaciones de las asíntotas vertical y horizontal.\nc) Halle la raíz de f.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Raíz: x = 2**');
    expect(reply.text).toContain('**Asíntota horizontal: y = 3**');
  });

  it('answers a page of a linear function through two points', () => {
    const reply = answer(
      'Una función lineal pasa por los puntos (0; −4) y (2; 2). a) Halle su pendiente. b) Con a), halle su ordenada al origen. c) Determine el punto donde su gráfica corta al eje x.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Pendiente: m = 3**');
    expect(reply.text).toContain('b = -4');
  });
});
