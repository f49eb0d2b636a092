import { describe, expect, it } from 'vitest';
import { solveQuantumNumbers } from './quantum-numbers.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('quantum numbers', () => {
  it('names the set that is not possible', () => {
    const reply = solveQuantumNumbers(
      options(
        'Indique cuál de los siguientes conjuntos de números cuánticos (n; l; mₗ; mₛ) NO es posible para un electrón:',
        '(2; 1; 0; +½)',
        '(3; 2; −2; −½)',
        '(2; 2; 1; +½)',
        '(4; 0; 0; −½)',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('C');
  });

  it('reads sets without spin and the «posible» question', () => {
    const sets = ['(3, 2, −1)', '(2, 2, 0)', '(4, 0, 0)', '(3, 1, 1)'];
    expect(
      solveQuantumNumbers(
        options('¿Cuál de los siguientes conjuntos (n, l, mₗ) de números cuánticos NO es posible?', ...sets),
      )?.option,
    ).toBe('B');
    expect(
      solveQuantumNumbers(
        options(
          '¿Cuál de los siguientes conjuntos de números cuánticos es posible?',
          '(1, 1, 0)',
          '(2, 0, 1)',
          '(3, 2, 3)',
          '(3, 1, −1)',
        ),
      )?.option,
    ).toBe('D');
  });

  it('names nothing when two sets qualify, and declines an unreadable option', () => {
    expect(
      solveQuantumNumbers(
        options(
          '¿Cuál de los siguientes conjuntos de números cuánticos NO es posible?',
          '(1, 1, 0)',
          '(2, 2, 0)',
          '(4, 0, 0)',
          '(3, 1, 1)',
        ),
      ),
    ).toBeUndefined();
    expect(
      solveQuantumNumbers(
        options(
          '¿Cuál de los siguientes conjuntos de números cuánticos NO es posible?',
          'el del orbital 3d',
          '(2, 2, 0)',
          '(4, 0, 0)',
          '(3, 1, 1)',
        ),
      ),
    ).toBeUndefined();
  });

  it('agrees with the enumeration of allowed sets (property)', () => {
    const allowed = new Set<string>();
    for (let n = 1; n <= 4; n++)
      for (let l = 0; l < n; l++)
        for (let m = -l; m <= l; m++) for (const s of ['+½', '−½']) allowed.add(`${n};${l};${m};${s}`);
    let seed = 7;
    const random = (k: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % k;
    };
    for (let i = 0; i < 200; i++) {
      const set = [1 + random(4), random(5), random(7) - 3, random(2) ? '+½' : '−½'];
      const text = `(${set.join('; ').replace(/-/g, '−')})`;
      const reply = solveQuantumNumbers(`¿Es posible el conjunto de números cuánticos ${text}?`);
      expect(reply?.text, text).toContain(allowed.has(set.join(';')) ? 'es posible**' : 'no es posible**');
    }
  });
});

describe('what a level, a subshell or an orbital holds', () => {
  it.each([
    [
      '¿Cuántos electrones como máximo puede alojar el subnivel con n = 3 y l = 2?',
      '**El subnivel 3d aloja como máximo 10 electrones.**',
    ],
    [
      '¿Cuántos electrones como máximo puede alojar el nivel n = 4?',
      '**El nivel n = 4 aloja como máximo 32 electrones.**',
    ],
    ['¿Cuántos orbitales tiene el subnivel 4f?', '**El subnivel 4f tiene 7 orbitales.**'],
    ['¿Cuántos orbitales tiene el nivel n = 2?', '**El nivel n = 2 tiene 4 orbitales.**'],
    [
      '¿Cuántos electrones puede alojar, como máximo, un orbital?',
      '**Un orbital aloja como máximo 2 electrones.**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveQuantumNumbers(problem);
    expect(reply?.certain, reply?.text).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves alone a subshell that does not exist, or a question without its level or subshell', () => {
    expect(
      solveQuantumNumbers('¿Cuántos electrones como máximo puede alojar el subnivel con n = 2 y l = 2?'),
    ).toBeUndefined();
    expect(solveQuantumNumbers('¿Cuántos electrones tiene el átomo de sodio?')).toBeUndefined();
  });

  it('holds 2(2l + 1) in a subshell and 2n² in a level, for every n and l', () => {
    for (let n = 1; n <= 7; n++) {
      const level = solveQuantumNumbers(`¿Cuántos electrones como máximo puede alojar el nivel n = ${n}?`);
      expect(level?.text).toContain(`como máximo ${2 * n * n} electrones`);
      for (let l = 0; l < Math.min(n, 4); l++) {
        const sub = solveQuantumNumbers(
          `¿Cuántos electrones como máximo puede alojar el subnivel con n = ${n} y l = ${l}?`,
        );
        expect(sub?.text).toContain(`como máximo ${2 * (2 * l + 1)} electrones`);
      }
    }
  });
});
