import { describe, expect, it } from 'vitest';
import { solveIndicatorColour } from './indicator-colour.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('solveIndicatorColour', () => {
  const colours = ['incoloro', 'rosa fucsia', 'azul', 'amarillo'];

  it('gives the acid colour below the turning range and the basic one above', () => {
    expect(
      solveIndicatorColour(
        options('Se agrega fenolftaleína a un vinagre de pH 3. ¿De qué color queda?', ...colours),
      )?.option,
    ).toBe('A');
    expect(
      solveIndicatorColour(
        options('Una solución de pH 11 con unas gotas de fenolftaleína toma color:', ...colours),
      )?.option,
    ).toBe('B');
    expect(
      solveIndicatorColour(
        options(
          'Un papel de tornasol se moja con una solución de pH 12. ¿Qué color toma?',
          'rojo',
          'azul',
          'incoloro',
          'amarillo',
        ),
      )?.option,
    ).toBe('B');
  });

  it('uses the range the statement gives, and for every pH outside it (seeded) names one colour', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let k = 0; k < 20; k++) {
      const ph = Math.round(14 * next() * 10) / 10;
      const reply = solveIndicatorColour(
        options(
          `A una muestra de pH ${String(ph).replace('.', ',')} se le agrega azul de bromotimol (zona de viraje entre pH 6 y 7,6). ¿Qué color toma?`,
          'amarillo',
          'azul',
          'incoloro',
          'rosado',
        ),
      );
      if (ph >= 6 && ph <= 7.6) expect(reply).toBeUndefined();
      else expect(reply?.option).toBe(ph > 7.6 ? 'B' : 'A');
    }
  });

  it('declines a pH inside the range, two indicators, or a concentration beside the pH', () => {
    expect(
      solveIndicatorColour(options('Una solución de pH 9 con fenolftaleína toma color:', ...colours)),
    ).toBeUndefined();
    expect(
      solveIndicatorColour(
        options('Con tornasol y fenolftaleína, una solución de pH 12 toma color:', ...colours),
      ),
    ).toBeUndefined();
    expect(
      solveIndicatorColour(options('Una solución 0,1 M de pH 13 con fenolftaleína toma color:', ...colours)),
    ).toBeUndefined();
  });
});

describe('solveIndicatorColour: colours told otherwise', () => {
  it('reads «rojo grosella» as phenolphthalein’s basic colour and judges no colour it does not know', () => {
    expect(
      solveIndicatorColour(
        options(
          'Una solución de pH 13 con fenolftaleína toma color:',
          'incoloro',
          'rojo grosella',
          'amarillo',
          'verde',
        ),
      ),
    ).toBeUndefined();
    expect(
      solveIndicatorColour(
        options(
          'Una solución de pH 13 con fenolftaleína toma color:',
          'incoloro',
          'rojo grosella',
          'amarillo',
          'azul',
        ),
      )?.option,
    ).toBe('B');
  });
});
