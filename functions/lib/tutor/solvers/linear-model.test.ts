import { describe } from 'vitest';
import { linearModel, solveLinearModel } from './linear-model.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples } from './testing.ts';

const solve = (problem: string) => solveLinearModel(problem);

const FREIGHT =
  'Una empresa de fletes cobra un cargo fijo por viaje más un monto por cada kilómetro recorrido. Un viaje de 40 km cuesta $13.000 y uno de 100 km cuesta $25.000.';

describe('solveLinearModel: a linear cost told by two data in words (#32)', () => {
  itSolvesCertainly(solve, [
    // m = 12000/60 = 200 $/km; b = 13000 − 8000 = 5000.
    [
      `${FREIGHT} Hallar la función lineal C(x) que da el costo de un viaje de x km.`,
      ['**C(x) = 200x + 5.000**'],
    ],
    [`${FREIGHT} ¿Cuál es el costo de un viaje de 250 km?`, ['**C(250) = $55.000**']],
    [`${FREIGHT} ¿Cuántos kilómetros se pueden recorrer con $35.000?`, ['**x = 150 km**']],
    // Hours, the second amount after a comma: m = 3000 $/h, b = 3000; C(3) = 12000.
    [
      'Un electricista cobra un monto fijo por visita más un tanto por hora. Por 2 horas cobró $9.000 y por 5 horas, $18.000. ¿Cuánto cobra por 3 horas?',
      ['**C(3) = $12.000**'],
    ],
    // Ustedeo-free impersonal, units: m = 300, b = 20000; (80000 − 20000)/300 = 200.
    [
      'El costo de producción es una función lineal de la cantidad producida: fabricar 100 unidades cuesta $50.000 y 300 unidades, $110.000. ¿Cuántas unidades se fabrican con $80.000?',
      ['**x = 200 unidades**'],
    ],
  ]);
  itDeclines('leaves what two data do not settle: %s', solve, [
    // Nothing says the cost is linear.
    'Un plomero cobró $9.000 por 2 horas y $18.000 por 5 horas. ¿Cuánto cobra por 3 horas?',
    // Two things asked at once.
    `${FREIGHT} ¿Cuánto cuesta un viaje de 250 km y cuántos km se recorren con $35.000?`,
    // The quantity asked in another unit.
    `${FREIGHT} ¿Cuánto cuesta un viaje de 3 horas?`,
  ]);
  itSolvesItsExamples(linearModel);
});
