import { describe, expect, it } from 'vitest';
import { solvePeriodicTrend } from './periodic-trends.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('periodic trends among options', () => {
  it('orders by first ionization energy', () => {
    const reply = solvePeriodicTrend(
      options(
        '¿Cuál de las siguientes secuencias ordena correctamente los elementos según su primera energía de ionización creciente?',
        'K < Na < Mg < Cl',
        'Cl < Mg < Na < K',
        'Na < K < Mg < Cl',
        'Mg < Na < K < Cl',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('A');
  });

  it('reads a sequence written from the largest down («de mayor a menor», «>») from its end', () => {
    const falling = (...sequences: string[]) =>
      solvePeriodicTrend(
        options('Ordená Li, C, N y F por electronegatividad decreciente (de mayor a menor).', ...sequences),
      );
    const reply = falling('Li > C > F > N', 'N > F > C > Li', 'F > N > C > Li', 'C > N > Li > F');
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('C');
    expect(reply?.text).toContain('es el orden correcto');
    // The same order written from the smallest up, with «>», is not that order.
    expect(falling('Li > C > N > F', 'C > Li > F > N', 'N > C > Li > F', 'Li > F > N > C')?.option).toBe('E');
    // N and Cl lie apart on both axes and close in value: an order that needs them is not settled.
    expect(
      solvePeriodicTrend(
        options(
          'Ordenar N, O, F y Cl según su electronegatividad, de mayor a menor.',
          'Cl > F > O > N',
          'N > O > F > Cl',
          'F > O > Cl > N',
          'O > F > N > Cl',
        ),
      ),
    ).toBeUndefined();
  });

  it('leaves diagonal neighbours whose scales disagree unsettled (Li and Mg by radius)', () => {
    expect(
      solvePeriodicTrend(
        options(
          'Ordená según su radio atómico, de mayor a menor: Na, Mg, K, Li.',
          'K > Na > Li > Mg',
          'K > Na > Mg > Li',
          'Li > Na > K > Mg',
          'Mg > Na > K > Li',
        ),
      ),
    ).toBeUndefined();
  });

  it('takes the taught exception Mg > Al for the largest ionization energy', () => {
    expect(
      solvePeriodicTrend(
        options(
          'Entre Na, Mg, Al y K, ¿cuál presenta la mayor primera energía de ionización?',
          'Na',
          'Mg',
          'Al',
          'K',
        ),
      )?.option,
    ).toBe('B');
  });

  it('reads a stem that asks «el que tiene…» or «indicar…» without «cuál»', () => {
    expect(
      solvePeriodicTrend(
        options(
          'De los elementos Li, Be, B y O, el que tiene el menor radio atómico es:',
          'Li',
          'Be',
          'B',
          'O',
        ),
      )?.option,
    ).toBe('D');
    expect(
      solvePeriodicTrend(
        options('Indicar el elemento de mayor electronegatividad entre los siguientes:', 'Si', 'P', 'S', 'N'),
      )?.option,
    ).toBe('D');
  });

  it('reads electronegativity and radius, by symbol or name', () => {
    expect(
      solvePeriodicTrend(
        options('¿Cuál de los siguientes elementos es el más electronegativo?', 'Na', 'Cl', 'Mg', 'S'),
      )?.option,
    ).toBe('B');
    expect(
      solvePeriodicTrend(
        options('¿Cuál tiene mayor electronegatividad?', 'sodio', 'cloro', 'magnesio', 'azufre'),
      )?.option,
    ).toBe('B');
    expect(
      solvePeriodicTrend(
        options('¿Cuál de los siguientes átomos tiene el mayor radio atómico?', 'Li', 'Na', 'K', 'Rb'),
      )?.option,
    ).toBe('D');
    expect(
      solvePeriodicTrend(
        options('¿Cuál de los siguientes átomos tiene el menor radio atómico?', 'F', 'O', 'N', 'C'),
      )?.option,
    ).toBe('A');
  });

  it('declines where the table goes against the trend (Ga and In are more electronegative than Al)', () => {
    expect(
      solvePeriodicTrend(options('¿Cuál tiene menor electronegatividad?', 'Al', 'Ga', 'B', 'In')),
    ).toBeUndefined();
  });

  it('orders isoelectronic ions by their protons', () => {
    const reply = solvePeriodicTrend(
      options(
        'Las especies O²⁻, F⁻, Na⁺ y Mg²⁺ son isoelectrónicas. Ordenadas por radio creciente quedan:',
        'O²⁻ < F⁻ < Na⁺ < Mg²⁺',
        'Na⁺ < Mg²⁺ < F⁻ < O²⁻',
        'F⁻ < O²⁻ < Mg²⁺ < Na⁺',
        'Mg²⁺ < Na⁺ < F⁻ < O²⁻',
      ),
    );
    expect(reply?.option).toBe('D');
    // Not isoelectronic: no rule of this reading applies.
    expect(
      solvePeriodicTrend(
        options('Ordenadas por radio creciente quedan:', 'Cl⁻ < Na⁺', 'Na⁺ < Cl⁻', 'K⁺ < Na⁺', 'Na⁺ < K⁺'),
      ),
    ).toBeUndefined();
  });

  it('needs options', () => {
    expect(solvePeriodicTrend('¿Quién tiene mayor energía de ionización, Na o Mg?')).toBeUndefined();
  });
});
