import { describe, expect, it } from 'vitest';
import { solveForceSum } from './force-sum.ts';
import { parseNumber } from './numbers.ts';

describe('solveForceSum', () => {
  it.each([
    [
      'Dos fuerzas de 30 N y 40 N actúan sobre un mismo punto y son perpendiculares. ¿Cuál es el módulo de la resultante?',
      '**R = 50 N**',
    ],
    [
      'Dos fuerzas de 6 N y 8 N forman entre sí un ángulo de 60°. Calculá el módulo de la resultante.',
      '**R ≈ 12,17 N**',
    ],
    [
      'Sobre un cuerpo actúan dos fuerzas perpendiculares de 12 N y 5 N. ¿Qué módulo tiene la fuerza equilibrante?',
      '**E = 13 N, opuesta a la resultante**',
    ],
    [
      'Sobre un cuerpo actúan F₁ = 50 N hacia la derecha, F₂ = 30 N hacia arriba y F₃ = 10 N hacia la izquierda. ¿Qué ángulo forma la resultante con la horizontal?',
      '**α ≈ 36,87° con el eje x (R = 50 N)**',
    ],
    ['Una fuerza de 100 N forma 30° con el eje x positivo. ¿Cuánto vale su componente y?', '**Fy = 50 N**'],
    [
      'Un vector de módulo 20 forma 53° con el semieje x positivo (sen 53° = 0,8; cos 53° = 0,6). ¿Cuáles son sus componentes?',
      '**v = (12; 16), es decir vx = 12 y vy = 16**',
    ],
    [
      'Dos fuerzas de 40 N cada una actúan sobre un mismo punto y forman entre sí un ángulo de 60°. ¿Cuál es el módulo de la resultante?',
      '**R ≈ 69,28 N**',
    ],
    [
      'Dos fuerzas concurrentes y perpendiculares entre sí, de 9 N y 12 N, producen el mismo efecto que una sola fuerza de:',
      '**R = 15 N**',
    ],
    [
      'Sobre un cuerpo actúan F1 = 25 N en el sentido positivo del eje x, F2 = 40 N en el sentido positivo del eje y y F3 = 10 N en el sentido negativo del eje x. ¿Qué ángulo forma la resultante con el semieje x positivo?',
      '**α ≈ 69,44° con el eje x (R ≈ 42,72 N)**',
    ],
    [
      'Actúan F1 = 20 N a 0°, F2 = 30 N a 60° y F3 = 15 N a 150°, ángulos medidos desde el semieje x positivo. Calculá el módulo de la resultante.',
      '**R ≈ 40,07 N**',
    ],
    // «proyección» for a component, of a vector named by a letter.
    [
      'Un vector V de módulo 12 forma un ángulo de 40° con el semieje x positivo. ¿Cuál es su proyección sobre el eje y?',
      '**vy ≈ 7,71**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveForceSum(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves parallel forces on a bar and dynamics alone, and asks about a force whose direction it cannot read', () => {
    expect(
      solveForceSum(
        'Dos fuerzas paralelas de 30 N y 50 N actúan sobre una barra. ¿Cuánto vale la resultante?',
      ),
    ).toBeUndefined();
    expect(
      solveForceSum(
        'Sobre un cuerpo de 5 kg actúan dos fuerzas perpendiculares de 3 N y 4 N. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
    expect(
      solveForceSum('Sobre un cuerpo actúan 20 N hacia la derecha y 15 N. ¿Cuál es la resultante?'),
    ).toBeUndefined();
    // Angles «from +x» said for all, but one force has none: no direction to read for it.
    expect(
      solveForceSum(
        'Actúan F1 = 20 N a 0° y F2 = 30 N, ángulos medidos desde el semieje x positivo. ¿Cuál es la resultante?',
      ),
    ).toBeUndefined();
  });

  it('agrees with the sum by components for two forces at any angle (seeded)', () => {
    let seed = 510;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const a = 1 + Math.round(next() * 99);
      const b = 1 + Math.round(next() * 99);
      const theta = 5 * Math.round(next() * 35);
      const reply = solveForceSum(
        `Dos fuerzas de ${a} N y ${b} N forman entre sí un ángulo de ${theta}°. ¿Cuál es el módulo de la resultante?`,
      );
      const r = parseNumber(
        /\*\*R [=≈] ([\d.,]+)/.exec(reply?.text ?? '')?.[1]?.replace(/\.(?=\d{3})/g, '') ?? 'x',
      );
      const rad = (theta * Math.PI) / 180;
      expect(Math.abs(r - Math.hypot(a + b * Math.cos(rad), b * Math.sin(rad)))).toBeLessThan(0.006);
    }
  });

  it('sums forces given by their components, in space too, and answers the magnitude asked alone', () => {
    const reply = solveForceSum(
      'Sobre un cuerpo actúan las fuerzas F1 = (3; 4; 0) N y F2 = (1; −2; 2) N. ¿Cuál es el módulo de la fuerza resultante?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**|R| ≈ 4,899 N**');
    expect(
      solveForceSum('Dadas F1 = (2; 1) N y F2 = (−5; 3) N, ¿cuál es la fuerza resultante?')?.text,
    ).toContain('**R = (-3; 4) N; |R| = 5 N**');
  });
});

describe('solveForceSum: a force scale', () => {
  it.each([
    [
      'En un dibujo, una fuerza de 200 N se representa con un vector de 5 cm. ¿Qué fuerza representa, con la misma escala, un vector de 7,5 cm?',
      '**F = 300 N**',
    ],
    [
      'Si una fuerza de 60 N se representa con una flecha de 4 cm, ¿cuántos cm debe medir la flecha que representa una fuerza de 135 N?',
      '**ℓ = 9 cm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveForceSum(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('keeps the scale for any pair of arrows (seeded)', () => {
    let seed = 2416;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const F = 10 * (1 + Math.round(next() * 50));
      const l1 = 1 + Math.round(next() * 9);
      const l2 = 1 + Math.round(next() * 9);
      const reply = solveForceSum(
        `Una fuerza de ${F} N se representa con una flecha de ${l1} cm. ¿Qué intensidad tiene la fuerza representada por una flecha de ${l2} cm?`,
      );
      const value = parseNumber(/\*\*F [=≈] ([\d.,]+) N\*\*/.exec(reply?.text ?? '')?.[1] ?? '');
      expect(reply?.certain).toBe(true);
      expect(Math.abs(value / l2 - F / l1)).toBeLessThan(0.01 * (F / l1));
    }
  });
});
