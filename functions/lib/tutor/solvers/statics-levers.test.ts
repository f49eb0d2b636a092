import { describe, expect, it } from 'vitest';
import { solveLevers } from './statics-levers.ts';
import { answerNumbers, itSolvesCertainly } from './testing.ts';

describe('solveLevers', () => {
  itSolvesCertainly(solveLevers, [
    [
      'Con una barreta de 1,5 m de largo se quiere levantar una piedra de 90 kgf. La barreta se apoya sobre un punto situado a 30 cm de la piedra. La fuerza mínima que debe aplicarse en el otro extremo es:\nA) 18 kgf\nB) 22,5 kgf\nC) 30 kgf\nD) 450 kgf\nE) Ninguna respuesta anterior es correcta',
      ['**F = 22,5 kgf**'],
    ],
    [
      'Se quiere levantar un bloque de 600 N con una palanca de 2 m de longitud, apoyada en un punto a 40 cm del bloque. ¿Qué fuerza mínima hay que hacer en el otro extremo?',
      ['**F = 150 N**'],
    ],
    // The support placed from the end under the load, an exam item's number before it.
    [
      '4) Para mover una roca de 1200 N se usa una barra de 2,5 m de largo apoyada en un punto a 50 cm del extremo que está debajo de la roca. ¿Qué fuerza mínima se necesita en el otro extremo?',
      ['**F = 300 N**'],
    ],
    [
      'Una barra de peso despreciable y 2 m de longitud soporta una carga de 30 kgf en un extremo y otra de 50 kgf en el otro. ¿A qué distancia del extremo con la carga de 30 kgf hay que colocar el apoyo para que la barra quede horizontal y en equilibrio?',
      ['**x = 1,25 m del extremo con 30 kgf**'],
    ],
    [
      'Una varilla de peso despreciable mide 90 cm; se cuelga un peso de 20 N en un extremo y otro de 40 N en el otro. ¿A qué distancia del extremo con 40 N hay que poner el punto de apoyo para que quede en equilibrio?',
      ['**x = 30 cm del extremo con 40 N**'],
    ],
  ]);

  const plank =
    'Un tablón homogéneo de 5 m de largo y 200 N de peso está apoyado sobre dos caballetes: uno en su extremo A y el otro a 1 m del extremo B. Un pintor de 700 N está parado sobre el tablón a 1,5 m de A.';
  const board =
    'Una tabla homogénea de 6 m que pesa 300 N descansa sobre dos caballetes: uno en su extremo izquierdo y el otro a 2 m de su extremo derecho.';
  itSolvesCertainly(solveLevers, [
    [`${plank}\nDetermine la fuerza que hace el caballete ubicado en A.`, ['= 512,5 N hacia arriba**']],
    [`${plank}\nDetermine la fuerza que hace el otro caballete.`, ['= 387,5 N hacia arriba**']],
    [
      `${plank}\nEl pintor camina hacia B. ¿A qué distancia de A está cuando el tablón empieza a volcar?`,
      ['**x ≈ 4,43 m de A**'],
    ],
    [`${board}\n¿Qué fuerza hace el caballete del extremo izquierdo?`, ['= 75 N hacia arriba**']],
    [`${board}\n¿Qué fuerza hace el otro caballete?`, ['= 225 N hacia arriba**']],
  ]);

  it('balances the moments it finds (seeded)', () => {
    for (const [w1, w2, length] of [
      [10, 30, 4],
      [25, 15, 1.6],
      [7, 3, 5],
    ] as const) {
      const reply = solveLevers(
        `Una barra de peso despreciable y ${String(length).replace('.', ',')} m de longitud soporta una carga de ${w1} N en un extremo y otra de ${w2} N en el otro. ¿A qué distancia del extremo con la carga de ${w1} N hay que colocar el apoyo?`,
      );
      expect(reply?.certain).toBe(true);
      const [x] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(w1 * (x ?? 0) - w2 * (length - (x ?? 0)))).toBeLessThan(0.02 * w1 * length);
    }
  });

  it.each([
    // The support's place measured from the end pushed, not from the load.
    'Con una barreta de 1,5 m de largo se quiere levantar una piedra de 90 kgf. La barreta se apoya sobre un punto situado a 30 cm del extremo donde se empuja. ¿Qué fuerza mínima debe aplicarse en el otro extremo?',
    // A mass with no g: kilograms are not a force.
    'Con una barreta de 1,5 m de largo se quiere levantar una piedra de 90 kg. La barreta se apoya sobre un punto situado a 30 cm de la piedra. ¿Qué fuerza mínima debe aplicarse en el otro extremo?',
    // The bar's own weight, one more datum.
    'Con una barreta homogénea de 1,5 m de largo y 20 N de peso se quiere levantar una piedra de 900 N. La barreta se apoya sobre un punto situado a 30 cm de la piedra. ¿Qué fuerza mínima debe aplicarse en el otro extremo?',
    // A bar whose weight is not said to be negligible.
    'Una barra de 2 m de longitud soporta una carga de 30 kgf en un extremo y otra de 50 kgf en el otro. ¿A qué distancia del extremo con la carga de 30 kgf hay que colocar el apoyo?',
    // The distance from the centre, not from a loaded end.
    'Una barra de peso despreciable y 2 m de longitud soporta una carga de 30 kgf en un extremo y otra de 50 kgf en el otro. ¿A qué distancia del centro hay que colocar el apoyo?',
    // Another question: the support's force.
    'Una barra de peso despreciable y 2 m de longitud soporta una carga de 30 kgf en un extremo y otra de 50 kgf en el otro. ¿Qué fuerza hace el apoyo?',
    // The plank's weight not at its middle: not said homogeneous.
    'Un tablón de 5 m de largo y 200 N de peso está apoyado sobre dos caballetes: uno en su extremo A y el otro a 1 m del extremo B. ¿Qué fuerza hace el caballete ubicado en A?',
    // Which support is not said.
    'Una tabla homogénea de 6 m que pesa 300 N descansa sobre dos caballetes: uno en su extremo izquierdo y el otro a 2 m de su extremo derecho. ¿Qué fuerza hace un caballete?',
    // Walking toward A, past no support: it never tips that way.
    'Un tablón homogéneo de 5 m de largo y 200 N de peso está apoyado sobre dos caballetes: uno en su extremo A y el otro a 1 m del extremo B. Un pintor de 700 N está parado sobre el tablón a 1,5 m de A. El pintor camina hacia A. ¿A qué distancia de A está cuando el tablón empieza a volcar?',
    // The painter past the support, beyond where it tips: no equilibrium to compute.
    'Un tablón homogéneo de 5 m de largo y 200 N de peso está apoyado sobre dos caballetes: uno en su extremo A y el otro a 1 m del extremo B. Un pintor de 700 N está parado sobre el tablón a 4,9 m de A. ¿Qué fuerza hace el otro caballete?',
  ])('answers nothing sure: %s', (problem) => {
    expect(solveLevers(problem)?.certain).not.toBe(true);
  });
});
