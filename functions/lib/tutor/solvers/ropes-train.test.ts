import { describe, expect, it } from 'vitest';
import { solveRopesTrain } from './ropes-train.ts';
import { itDeclines, itSolvesCertainly } from './testing.ts';

describe('solveRopesTrain', () => {
  const carts =
    'Tres carritos de 2 kg, 3 kg y 5 kg, unidos en fila por cuerdas livianas, se mueven sobre una vía horizontal sin rozamiento. Se tira del de 5 kg, que va adelante, con una fuerza horizontal de 50 N; detrás va el de 3 kg y al final el de 2 kg.';
  const blocks =
    'Cuatro bloques de 1 kg, 2 kg, 3 kg y 4 kg están unidos en fila por cuerdas livianas sobre una mesa horizontal lisa. Se tira del de 1 kg con una fuerza horizontal de 20 N.';
  itSolvesCertainly(solveRopesTrain, [
    // a = 50 / 10 = 5 m/s²; the rope behind the 5 kg drags 3 + 2 kg: 25 N; behind the 3 kg, 2 kg: 10 N.
    [`${carts}\nCalcule la aceleración del conjunto.`, ['**a = 5 m/s²**']],
    [`${carts}\nCalcule la tensión de la cuerda entre el carrito de 5 kg y el de 3 kg.`, ['**T = 25 N**']],
    [`${carts}\nCalcule la tensión de la cuerda entre el carrito de 3 kg y el de 2 kg.`, ['**T = 10 N**']],
    // a = 20 / 10 = 2 m/s²; between 3 kg and 4 kg the rope drags the 4 kg: 8 N; between 1 kg and 2 kg, 18 N.
    [`${blocks}\n¿Cuál es la tensión de la cuerda entre los bloques de 3 kg y 4 kg?`, ['**T = 8 N**']],
    [`${blocks}\n¿Cuál es la tensión de la cuerda entre los bloques de 1 kg y 2 kg?`, ['**T = 18 N**']],
  ]);

  itDeclines('leaves alone what it cannot read whole: %s', solveRopesTrain, [
    // Two carts not next to each other: no rope between them.
    `${blocks}\n¿Cuál es la tensión de la cuerda entre los bloques de 2 kg y 4 kg?`,
    // Pulled from one in the middle of the row.
    'Cuatro bloques de 1 kg, 2 kg, 3 kg y 4 kg están unidos en fila por cuerdas livianas sobre una mesa horizontal lisa. Se tira del de 2 kg con una fuerza horizontal de 20 N. ¿Cuál es la aceleración?',
    // With friction.
    'Tres bloques de 2 kg, 3 kg y 5 kg están unidos en fila por cuerdas sobre un piso horizontal con coeficiente de rozamiento 0,2. Se tira del de 5 kg con una fuerza horizontal de 50 N. ¿Cuál es la aceleración?',
    // Two equal masses: which is which?
    'Tres carritos de 2 kg, 2 kg y 5 kg, unidos en fila por cuerdas livianas, se mueven sobre una vía horizontal sin rozamiento. Se tira del de 5 kg con una fuerza horizontal de 45 N. ¿Cuál es la aceleración?',
    // Another question: the time to reach a speed.
    `${carts}\n¿Cuánto tarda en llegar a 10 m/s?`,
  ]);

  it('does not answer sure with a datum it does not use', () => {
    const reply = solveRopesTrain(
      `${carts} Parten del reposo y recorren 40 m.\n¿Cuál es la aceleración del conjunto?`,
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});
