import { describe, expect, it } from 'vitest';
import { foldText } from '../text.ts';
import { growthReading } from './growth.ts';
import { parseNumber } from './numbers.ts';
import { solveProportions } from './proportions.ts';
import { expectCertain, random } from './testing.ts';

describe('exponential growth and decay told in words', () => {
  it.each([
    [
      'Una población de bacterias se duplica cada 3 horas. Si inicialmente hay 500 bacterias, ¿cuántas habrá después de 12 horas?',
      'Cantidad al cabo de 12 horas: 8.000',
    ],
    [
      'Una población de bacterias se duplica cada 30 minutos. Si inicialmente hay 100 bacterias, ¿cuántas habrá después de 2 horas?',
      'Cantidad al cabo de 2 horas: 1.600',
    ],
    [
      'Un capital de $ 10.000 se deposita al 5 % anual de interés compuesto. ¿Cuánto dinero habrá al cabo de 3 años?',
      'Valor al cabo de 3 años: $ 11.576,25',
    ],
    [
      'Un auto se compra a $ 20.000.000 y se desvaloriza un 10 % por año. ¿Cuánto vale a los 2 años?',
      'Valor al cabo de 2 años: $ 16.200.000',
    ],
    [
      'Una sustancia radiactiva se reduce a la mitad cada 8 días. Si inicialmente hay 200 g, ¿cuántos gramos quedan después de 24 días?',
      'Cantidad al cabo de 24 días: 25 g',
    ],
    [
      'Una población de bacterias se duplica cada 3 horas. Si inicialmente hay 500 bacterias, ¿en cuántas horas habrá 8000 bacterias?',
      't = 12 horas',
    ],
  ])('%s', (statement, expected) => {
    expectCertain(solveProportions(statement), `**${expected}**`);
  });

  it.each([
    // Interest not said to be compound may be simple.
    'Un capital de $ 10.000 se deposita al 5 % anual. ¿Cuánto dinero habrá al cabo de 3 años?',
    // A number the model does not read.
    'Una población de bacterias se duplica cada 3 horas. Si inicialmente hay 500 bacterias y mueren 20, ¿cuántas habrá después de 12 horas?',
    // A change or a share asked, not the amount reached.
    'Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500, ¿cuántas bacterias se agregaron al cabo de 6 horas?',
    'Se depositan $ 20.000 al 10 % anual de interés compuesto. ¿Cuánto interés se gana en 2 años?',
    'Una sustancia radiactiva se reduce a la mitad cada 8 días. Si hay 80 g, ¿qué masa se desintegró al cabo de 24 días?',
    'Una sustancia se reduce a la mitad cada 8 días. Si hay 80 g, ¿qué porcentaje queda al cabo de 16 días?',
    'Calcular el interés ganado en 2 años por $ 20.000 al 10 % anual de interés compuesto.',
    // Another operation along the way.
    'Un capital de $ 5000 se coloca al 10 % anual de interés compuesto durante 2 años y luego se retira la mitad. ¿Cuánto queda?',
    // The growth asked, not the value.
    'Una ciudad tiene 50.000 habitantes y crece un 2 % anual. ¿Cuál es su tasa de crecimiento mensual?',
  ])('leaves alone «%s»', (statement) => {
    expect(growthReading(foldText(statement))?.certain).not.toBe(true);
  });

  it('gives back a value that the time reached (seeded)', () => {
    const next = random(32_2005);
    for (let i = 0; i < 30; i++) {
      const start = 100 * (1 + Math.floor(next() * 20));
      const period = 1 + Math.floor(next() * 6);
      const periods = 1 + Math.floor(next() * 6);
      const reply = growthReading(
        foldText(
          `Una colonia se duplica cada ${period} horas. Si inicialmente hay ${start} bacterias, ¿cuántas habrá después de ${period * periods} horas?`,
        ),
      );
      const found = parseNumber(/: ([\d.,]+)\*\*/.exec(reply?.text ?? '')?.[1] ?? 'NaN');

      expect(reply?.certain).toBe(true);
      expect(found).toBe(start * 2 ** periods);
    }
  });
});
