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
    // Bank: the starting amount said «empieza con», thousands written with a space.
    [
      'Un cultivo de bacterias se triplica cada 2 horas. Si empieza con 200 bacterias, ¿cuántas hay al cabo de 6 horas?',
      'Cantidad al cabo de 6 horas: 5.400',
    ],
    [
      'Un cultivo se triplica cada 2 horas y arranca con 50. ¿Cuántos habrá a las 4 horas?',
      'Cantidad al cabo de 4 horas: 450',
    ],
    [
      'Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500, ¿al cabo de cuántas horas hay 16 000?',
      't = 15 horas',
    ],
    [
      'Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500, ¿al cabo de cuántos minutos hay 4000?',
      't = 540 minutos',
    ],
    [
      'Una sustancia radiactiva tiene una vida media de 5 años. Si hay 80 g, ¿cuánto tarda en quedar 10 g? Expresalo en meses.',
      't = 180 meses',
    ],
    [
      'Un isótopo tiene una vida media de 2 días. Se tienen... si hay 64 g, ¿cuánto tarda en quedar 4 g? Expresá el resultado en horas.',
      't = 192 horas',
    ],
    [
      'Un capital de $ 10 000 crece un 10 % por año. ¿Cuánto vale al cabo de 2 años?',
      'Valor al cabo de 2 años: $ 12.100',
    ],
    // The interest earned, the mass lost: the difference of the two amounts.
    [
      'Se depositan $ 20 000 al 10 % anual de interés compuesto. ¿Cuánto interés se gana en 2 años?',
      'Interés ganado en 2 años: $ 4.200',
    ],
    [
      'Invertís $ 50.000 al 20 % anual de interés compuesto. ¿Qué interés ganás en 3 años?',
      'Interés ganado en 3 años: $ 36.400',
    ],
    [
      'Calcular el interés ganado en 2 años por un capital de $ 20.000 al 10 % anual de interés compuesto.',
      'Interés ganado en 2 años: $ 4.200',
    ],
    [
      'Una sustancia radiactiva se reduce a la mitad cada 8 días. Si hay 80 g, ¿qué masa se desintegró al cabo de 24 días?',
      'Cantidad perdida en 24 días: 70 g',
    ],
    [
      'Una sustancia pierde la mitad de su masa cada 5 días. Si hay 80 g, ¿cuántos gramos se perdieron al cabo de 10 días?',
      'Cantidad perdida en 10 días: 60 g',
    ],
    [
      'Un material con una vida media de 3 horas: hay 160 mg. ¿Cuánto se desintegra en 6 horas?',
      'Cantidad perdida en 6 horas: 120 mg',
    ],
    // Backward in time from «now».
    [
      'Una colonia de bacterias se duplica cada 20 minutos. Si ahora hay 800 bacterias, ¿cuántas había hace una hora?',
      'Cantidad hace 1 hora: 100',
    ],
    [
      'Hoy hay 8100 células en un cultivo que se triplica cada 5 días. ¿Cuántas había hace 10 días?',
      'Cantidad hace 10 días: 900',
    ],
    // What is lost during the n-th year.
    [
      'Un auto que vale $ 8 000 000 se desvaloriza un 10 % por año. ¿Cuánto valor pierde durante el segundo año?',
      'Perdido durante el segundo año: $ 720.000',
    ],
    [
      'Una máquina cuesta $ 500.000 y se deprecia un 20 % anual. ¿Cuánto pierde en el tercer año?',
      'Perdido durante el tercer año: $ 64.000',
    ],
    // The model written as a formula, the time asked in another unit.
    [
      'Una población de bacterias sigue N(t) = 500·2^(t/3), con t en horas. ¿Al cabo de cuántos minutos habrá 4000 bacterias?',
      't = 540 minutos',
    ],
    [
      'Una población de bacterias sigue N(t) = 500·2^(t/3), con t en horas. ¿Al cabo de cuántos días habrá 4000 bacterias?',
      't = 0,375 días',
    ],
    [
      'Un cultivo crece según P(t) = 100 · 3^(t/2), donde t está en días. ¿Cuántas células hay a los 4 días?',
      'Cantidad al cabo de 4 días: 900',
    ],
    // Simple interest: the amount or the interest.
    [
      'Se depositan $ 10 000 al 5 % anual de interés simple. ¿Cuánto dinero habrá al cabo de 3 años?',
      'Monto al cabo de 3 años: $ 11.500',
    ],
    [
      'Colocás $ 24.000 a interés simple al 2 % mensual durante 6 meses. ¿Cuánto interés cobrás?',
      'Interés ganado en 6 meses: $ 2.880',
    ],
    [
      'Un capital de 8000 pesos al 12 % anual de interés simple, ¿qué monto total da en 18 meses?',
      'Monto al cabo de 18 meses: $ 9.440',
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
    'Una sustancia se reduce a la mitad cada 8 días. Si hay 80 g, ¿qué porcentaje queda al cabo de 16 días?',
    // Interest asked of what decays, a loss of what grows, a change reached in a time.
    'Un auto que vale $ 5.000.000 se desvaloriza un 20 % por año. ¿Cuánto interés se gana en 2 años?',
    'Se invierten $ 40.000 al 5 % anual de interés compuesto. ¿En cuántos años se ganan $ 4100 de interés?',
    // «Hace…» with no «now» said: the amount given may be the start.
    'Una colonia de bacterias se duplica cada 20 minutos. Al comienzo hay 800 bacterias. ¿Cuántas había hace una hora?',
    // The loss in a year of a model by months.
    'Una máquina que cuesta $ 900.000 se desvaloriza un 2 % mensual. ¿Cuánto valor pierde durante el segundo año?',
    // A formula whose time unit is not said.
    'Una población sigue N(t) = 500·2^(t/3). ¿Al cabo de cuántos minutos habrá 4000 bacterias?',
    // Simple interest: a datum missing (no time), both the interest and the amount asked.
    'Se depositan $ 10.000 al 5 % anual de interés simple. ¿Cuánto dinero habrá?',
    'Se depositan $ 10.000 al 5 % anual de interés simple durante 3 años. ¿Cuánto interés se gana y cuál es el monto final?',
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

describe('growth: a loss «de su valor cada año», the time to half, the model asked (#32)', () => {
  it.each([
    // 20.000.000 · 0,85³ = 12.282.500.
    [
      'Un auto 0 km cuesta $20.000.000 y pierde el 15 % de su valor cada año. ¿Cuánto vale a los 3 años?',
      '**Valor al cabo de 3 años: $ 12.282.500**',
    ],
    // 0,85ᵗ = 0,5 ⇒ t = ln 0,5 / ln 0,85 ≈ 4,27.
    [
      'Un auto nuevo cuesta $20.000.000 y pierde el 15 % de su valor cada año. ¿Al cabo de cuántos años vale la mitad de lo que costó nuevo?',
      '**t ≈ 4,27 años**',
    ],
    // Ustedeo-free, 20 % a year: ln 0,5 / ln 0,8 ≈ 3,11.
    [
      'Una máquina vale $5.000.000 y se desvaloriza un 20 % por año. ¿En cuántos años vale la mitad?',
      '**t ≈ 3,11 años**',
    ],
    // The model asked.
    [
      'Un auto 0 km cuesta $20.000.000 y pierde el 15 % de su valor cada año. Escribir la función V(t) que da su valor a los t años.',
      '**V(t) = 20.000.000 · 0,85^t** (t en años)',
    ],
    [
      'Un cultivo tiene 500 bacterias y se duplica cada 3 horas. Hallá la función N(t) que da la cantidad a las t horas.',
      '**N(t) = 500 · 2^(t/3)**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProportions(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves the model asked beside a number more', () => {
    expect(
      solveProportions(
        'Un auto 0 km cuesta $20.000.000 y pierde el 15 % de su valor cada año. Escribir la función V(t) y calcular V(3).',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('the time to double or triple, and a span said in words (#32)', () => {
  const answer = (message: string) => {
    const reply = growthReading(foldText(message));
    expect(reply?.certain, message).toBe(true);
    return reply?.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos')) ?? '';
  };

  it.each([
    [
      'Un capital se invierte al 6 % anual con interés compuesto. ¿Cuántos años completos, como mínimo, deben pasar para que se duplique?',
      '**12 años**',
    ],
    ['Una colonia crece un 20 % mensual. ¿Cuántos meses tardará en triplicarse?', '**t ≈ 6,03 meses**'],
    [
      'Un capital de $ 20 000 se coloca al 12 % anual de interés compuesto. ¿Cuántos años completos deben pasar como mínimo para que se duplique?',
      '**7 años**',
    ],
    [
      'Un cultivo se triplica cada 6 horas. Si al comienzo hay 300 bacterias, ¿cuántas habrá al cabo de un día?',
      '**Cantidad al cabo de 1 día: 24.300**',
    ],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('checks the whole periods back: one fewer does not reach the factor, that many do (seeded)', () => {
    const next = random(61);
    for (let n = 0; n < 40; n++) {
      const rate = 2 + Math.floor(next() * 23);
      const text = answer(
        `Un capital se coloca al ${rate} % anual con interés compuesto. ¿Cuántos años completos deben pasar, como mínimo, para que se duplique?`,
      );
      const years = Number(/\*\*(\d+) años\*\*/.exec(text)?.[1]);
      expect((1 + rate / 100) ** years).toBeGreaterThanOrEqual(2);
      expect((1 + rate / 100) ** (years - 1)).toBeLessThan(2);
    }
  });

  it('never takes a rate for the capital', () => {
    expect(
      growthReading(
        foldText(
          'Un capital se coloca al 8 % anual con interés compuesto. ¿Cuánto dinero habrá al cabo de 3 años?',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('compound interest said by its capitalization, the whole periods to pass a value (#32)', () => {
  it.each([
    // 180.000 · 1,03⁴ ≈ 202.591,59 (capitalizable each month, the rate monthly).
    [
      'Se invierten $ 180.000 con un interés del 3 % mensual, capitalizable mensualmente. ¿Cuál es el capital a los 4 meses?',
      '≈ $ 202.591,59',
    ],
    // «Calcular el monto» without «¿»: 90.000 · 1,05³ = 104.186,25.
    [
      'Un plazo fijo de $ 90.000 rinde el 5 % mensual con capitalización mensual durante 3 meses. Calcular el monto final.',
      '$ 104.186,25',
    ],
    // 1,02ⁿ > 1,5: n = log 1,5 / log 1,02 ≈ 20,48 ⇒ 21 months; the log hints are not data.
    [
      'Un capital de $ 200 000 se coloca al 2 % mensual con capitalización mensual. ¿Cuántos meses completos deben pasar, como mínimo, para que supere los $ 300 000? Datos: log 1,5 ≈ 0,1761; log 1,02 ≈ 0,0086',
      '**21 meses**',
    ],
    // The interest paid on a loan: 500.000 · (1,05² − 1) = 51.250.
    [
      'Un préstamo de $ 500 000 se devuelve en un solo pago a los 2 meses, con interés compuesto del 5 % mensual. ¿Cuánto se paga de intereses?',
      '$ 51.250',
    ],
  ])('%s', (problem, expected) => {
    expectCertain(solveProportions(problem), expected);
  });
  it('reads no compound interest when the capitalization is of another period', () => {
    expect(
      solveProportions(
        'Se depositan $ 100.000 al 12 % anual, capitalizable mensualmente. ¿Cuál es el monto a los 2 años?',
      )?.certain,
    ).not.toBe(true);
  });
  it('finds the first whole period that passes the value, checked on both sides (seeded)', () => {
    const next = random(33);
    for (let n = 0; n < 30; n++) {
      const start = 1000 * (10 + Math.floor(next() * 90));
      const rate = 1 + Math.floor(next() * 9);
      const factor = 1.2 + Math.floor(next() * 10) / 10;
      const target = Math.round(start * factor);
      const reply = solveProportions(
        `Un plazo fijo de $ ${start} paga el ${rate} % mensual con capitalización mensual. ¿Cuántos meses completos hacen falta, como mínimo, para que el monto supere los $ ${target}?`,
      );
      const months = Number(reply?.text.match(/\*\*(\d+) meses\*\*/)?.[1]);
      const k = 1 + rate / 100;
      expect(start * k ** months).toBeGreaterThan(target);
      expect(start * k ** (months - 1)).toBeLessThanOrEqual(target);
    }
  });
});

describe('a factor said of the quantity («duplica su cantidad cada 3 horas») (#32)', () => {
  it.each([
    [
      'Un cultivo de bacterias duplica su cantidad cada 2 horas. Si al comenzar hay 300 bacterias, ¿cuántas habrá al cabo de 8 horas?',
      '4.800',
    ],
    [
      'Una colonia triplica su población cada 2 días. Si hoy tiene 200 individuos, ¿cuántos tendrá dentro de 6 días?',
      '5.400',
    ],
  ])('%s', (problem, expected) => {
    expectCertain(solveProportions(problem), expected);
  });
});

describe('simple interest worked backwards: the capital (#32)', () => {
  it('from the interest it must earn, or from the amount it must reach', () => {
    // 2 % monthly for 6 months is 12 %: 18 000 / 0,12 = 150 000; 224 000 / 1,12 = 200 000.
    const fromInterest = growthReading(
      foldText(
        '¿Qué capital hay que depositar al 2 % mensual de interés simple durante 6 meses para ganar $ 18.000 de intereses?',
      ),
    );
    expectCertain(fromInterest, '**Capital: $ 150.000**');
    const fromAmount = growthReading(
      foldText(
        'A interés simple del 24 % anual durante 6 meses, ¿qué capital hay que invertir para reunir $ 224.000?',
      ),
    );
    expect(fromAmount?.text).toContain('**Capital: $ 200.000**');
    // «obtener … de intereses» is the interest, not an amount to reach.
    const obtained = growthReading(
      foldText(
        '¿Qué capital hay que colocar al 4 % mensual de interés simple durante 3 meses para obtener $ 6 000 de intereses?',
      ),
    );
    expect(obtained?.text).toContain('**Capital: $ 50.000**');
  });
});
