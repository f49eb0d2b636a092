import { describe, expect, it } from 'vitest';
import { solveFillTime } from './fill-time.ts';
import { expectCertain, random } from './testing.ts';

describe('solveFillTime', () => {
  it.each([
    [
      'Una pileta de 8 m × 4 m × 1,5 m se llena con una manguera que arroja 20 litros por minuto. ¿Cuántas horas tarda en llenarse?',
      '**t = 40 h**',
    ],
    [
      'Un tanque cilíndrico de 1 m de radio y 2 m de altura se llena con una bomba de 2 m³ por hora. ¿Cuánto tiempo tarda en llenarse?',
      '**t ≈ 3,14 h**',
    ],
    [
      'Un camión transporta 8 m³ de tierra por viaje. ¿Cuántos viajes debe hacer como mínimo para llevarse la tierra de una zanja de 20 m de largo, 60 cm de ancho y 1,5 m de profundidad?',
      '**Hacen falta 3 viajes**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveFillTime(problem), answer);
  });

  it('leaves alone two taps, each with its flow', () => {
    expect(
      solveFillTime(
        'Una pileta de 8 m × 4 m × 1,5 m se llena con dos mangueras de 20 litros por minuto cada una. ¿Cuántas horas tarda en llenarse?',
      ),
    ).toBeUndefined();
  });

  it('leaves alone a tank partly full, a second flow and a volume asked', () => {
    expect(
      solveFillTime(
        'Una pileta de 8 m × 4 m × 1,5 m llena hasta la mitad se llena con 20 litros por minuto. ¿Cuántas horas tarda en llenarse?',
      ),
    ).toBeUndefined();
    expect(
      solveFillTime(
        'Una pileta de 8 m × 4 m × 1,5 m recibe 20 litros por minuto y pierde 5 litros por minuto. ¿Cuántas horas tarda en llenarse?',
      ),
    ).toBeUndefined();
    expect(solveFillTime('¿Cuántos litros entran en una pileta de 8 m × 4 m × 1,5 m?')).toBeUndefined();
    expect(
      solveFillTime(
        'Un tanque de 2 m × 1 m × 1 m se llena con una canilla de 10 litros por minuto y tiene una pérdida. ¿Cuánto tiempo tarda en llenarse?',
      ),
    ).toBeUndefined();
    expect(
      solveFillTime(
        'Un camión lleva 6 m³ de arena por viaje. ¿Cuántos viajes hacen falta para llenar 3 piletas de 4 m × 3 m × 1 m?',
      ),
    ).toBeUndefined();
    expect(
      solveFillTime(
        'Un tanque de 2 m × 1 m × 1 m tiene una pérdida de 5 litros por minuto. ¿Cuántas horas tarda en vaciarse?',
      ),
    ).toBeUndefined();
  });

  it('finds back the hours of random pools (seeded)', () => {
    const next = random(29);
    for (let trial = 0; trial < 30; trial++) {
      const [a, b, c] = [2 + Math.floor(next() * 8), 2 + Math.floor(next() * 5), 1 + Math.floor(next() * 2)];
      // A divisor of every volume in litres: the flow per hour is a whole number.
      const hours = [1, 2, 4, 5, 8, 10, 20, 25, 40, 50][Math.floor(next() * 10)] ?? 1;
      const perHour = (a * b * c * 1000) / hours;
      const problem = `Una pileta de ${a} m × ${b} m × ${c} m se llena con una bomba que arroja ${perHour} litros por hora. ¿Cuántas horas tarda en llenarse?`;
      expectCertain(solveFillTime(problem), `**t = ${hours} h**`);
    }
  });
});

describe('solveFillTime: filled up to a depth or height that is the solid’s only height', () => {
  it.each([
    [
      'Una pileta de natación mide 25 m de largo por 12 m de ancho y se llena hasta una profundidad de 1,6 m. Si la bomba que la llena entrega 800 litros por minuto, ¿cuántas horas tarda en llenarla?',
      '**t = 10 h**',
    ],
    [
      'Un tanque mide 3 m de largo y 2 m de ancho y se llena hasta una altura de 1,5 m con una manguera que arroja 30 litros por minuto. ¿Cuántas horas tarda en llenarse?',
      '**t = 5 h**',
    ],
    [
      'Un estanque de 10 m de largo, 5 m de ancho se llena hasta una profundidad de 2 m con una bomba de 500 litros por minuto. ¿Cuántos minutos tarda en llenarlo?',
      '**t = 200 min**',
    ],
  ])('%s', (message, expected) => {
    const reply = solveFillTime(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A height of the tank and a level below it: filled to part of it.
    'Un tanque de 2 m de largo, 1 m de ancho y 1,5 m de alto se llena hasta una altura de 1 m con una canilla de 10 litros por minuto. ¿Cuántas horas tarda en llenarse?',
    // Filled up to a part said in words.
    'Una pileta de 8 m por 4 m y 2 m de profundidad se llena hasta la mitad con 200 litros por minuto. ¿Cuánto tiempo tarda en llenarse?',
  ])('declines: %s', (message) => {
    expect(solveFillTime(message)?.certain).not.toBe(true);
  });
});

describe('solveFillTime: the filling said before the question (#32)', () => {
  it('reads «Si se lo llena, vacío, con una canilla…, ¿cuántos minutos tarda?»', () => {
    // π · 0,5² · 2 = 1,5708 m³ = 1.570,8 L; at 20 L/min, 78,54 min.
    const reply = solveFillTime(
      'Un tanque cilíndrico tiene 1 m de diámetro y 2 m de altura. Si se lo llena, vacío, con una canilla que aporta 20 L/min, ¿cuántos minutos tarda?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**t ≈ 78,54 min**');
  });

  it.each([
    // An emptying, not a filling.
    'Un tanque cilíndrico tiene 1 m de diámetro y 2 m de altura. Si se lo vacía con una bomba que saca 20 L/min, ¿cuántos minutos tarda?',
    // Filled to its half: part of the solid.
    'Un tanque cilíndrico tiene 1 m de diámetro y 2 m de altura. Si se lo llena hasta la mitad con una canilla que aporta 20 L/min, ¿cuántos minutos tarda?',
  ])('declines: %s', (message) => {
    expect(solveFillTime(message)?.certain).not.toBe(true);
  });

  it('finds the time that gives the volume back (property)', () => {
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return 1 + (seed % n);
    };
    for (let round = 0; round < 10; round++) {
      const [l, w, h, rate] = [next(9), next(5), next(3), 10 * next(20)];
      const reply = solveFillTime(
        `Una pileta tiene ${l} m de largo, ${w} m de ancho y ${h} m de profundidad. Si se la llena con una bomba que entrega ${rate} litros por minuto, ¿cuántos minutos tarda?`,
      );
      expect(reply?.certain).toBe(true);
      const minutes = Number(
        /\*\*t [=≈] ([\d.,]+) min\*\*/
          .exec(reply?.text ?? '')?.[1]
          ?.replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(Math.abs(minutes * rate - l * w * h * 1000)).toBeLessThan(rate * 0.01);
    }
  });
});
