import { describe, expect, it } from 'vitest';
import { compoundProportion } from './compound-proportion.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, random } from './testing.ts';

describe('compoundProportion', () => {
  itSolvesCertainly(compoundProportion, [
    [
      'Si 6 obreros, trabajando 8 horas diarias, construyen un muro en 15 días, ¿cuántos días tardarán 10 obreros trabajando 6 horas diarias en construir el mismo muro?',
      ['Regla de tres compuesta', 'es inversa', '**12 días**'],
    ],
    [
      'Cinco máquinas iguales fabrican 400 piezas en 8 horas. ¿Cuántas piezas fabricarán 3 de esas máquinas en 10 horas?',
      ['es directa', '**300 piezas**'],
    ],
    [
      '12 albañiles levantan 60 m de pared en 5 días. ¿Cuántos días necesitarán 8 albañiles para levantar 96 m de la misma pared?',
      ['**12 días**'],
    ],
    [
      'Un auto recorre 240 km con 20 litros de nafta. ¿Cuántos litros necesita para recorrer 420 km?',
      ['Regla de tres simple directa', '**35 litros**'],
    ],
    [
      'Una canilla que arroja 12 litros por minuto llena un tanque en 45 minutos. ¿Cuánto tardaría en llenarlo una canilla que arroja 18 litros por minuto?',
      ['Regla de tres simple inversa', '**30 minutos**'],
    ],
    [
      'Si 4 obreros construyen una casa en 30 días, ¿cuántos obreros se necesitan para construirla en 20 días?',
      ['**6 obreros**'],
    ],
    [
      'Si 3 gallinas ponen 3 huevos en 3 días, ¿cuántos huevos ponen 6 gallinas en 6 días?',
      ['**12 huevos**'],
    ],
    [
      'Si 9 pintores pintan una casa en 12 días trabajando 8 horas diarias, ¿cuántas horas diarias deberán trabajar 6 pintores para pintarla en 16 días?',
      ['Incógnita: horas diarias', '**9 horas diarias**'],
    ],
    [
      'En un mapa, 3 cm representan 45 km. ¿Cuántos kilómetros representan 8 cm del mismo mapa?',
      ['**120 kilómetros**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', compoundProportion, [
    // A magnitude the question does not restate (the hours a day).
    'Si 6 obreros, trabajando 8 horas diarias, construyen un muro en 15 días, ¿cuántos días tardarán 10 obreros?',
    // A number that is no quantity of a magnitude.
    'Si 6 obreros construyen 2 muros en 15 días, ¿cuántos días tardarán 10 obreros en 3?',
    // Physics: a fall is not proportional to the time.
    'Un cuerpo cae 20 m en 2 segundos. ¿Cuántos metros cae en 5 segundos?',
    // Money belongs to the price rule.
    'Si 3 kg de pan cuestan $ 1.200, ¿cuánto cuestan 5 kg?',
    'Calculá 3 + 4 · 2.',
    // 5,25 trips: how to round is the statement's to say.
    'Un camión transporta 12 toneladas en 3 viajes. ¿Cuántos viajes necesita para transportar 21 toneladas?',
    // Two kinds of workers add up; they do not multiply.
    '6 hombres y 4 mujeres hacen un trabajo en 10 días. ¿Cuántos días tardan 3 hombres y 2 mujeres?',
    // A difference is asked, not the new number of workers.
    'Si 8 obreros hacen una obra en 15 días, ¿cuántos obreros más se necesitan para hacerla en 10 días?',
    // Two times add up.
    'Si 4 obreros tardan 2 días y 6 horas en una obra, ¿cuántos días tardan 8 obreros?',
  ]);
});

describe('compoundProportion, checked back', () => {
  it('workers, hours a day and days keep their product for the same work', () => {
    const next = random(671);
    for (let n = 0; n < 30; n++) {
      const [w1, h1, w2, h2] = [
        2 + Math.floor(next() * 10),
        4 + Math.floor(next() * 6),
        2 + Math.floor(next() * 10),
        4 + Math.floor(next() * 6),
      ];
      const d1 = w2 * h2 * (1 + Math.floor(next() * 3));
      const reply = compoundProportion(
        `Si ${w1} obreros, trabajando ${h1} horas diarias, terminan una obra en ${d1} días, ¿cuántos días tardarán ${w2} obreros trabajando ${h2} horas diarias?`,
      );
      expect(reply?.certain).toBe(true);
      const [days] = answerNumbers(reply?.text ?? '');
      expect(Math.abs((days ?? 0) * w2 * h2 - w1 * h1 * d1)).toBeLessThan(0.01 * w2 * h2);
    }
  });

  it('pieces grow with machines and hours', () => {
    const next = random(672);
    for (let n = 0; n < 30; n++) {
      const [m1, t1, m2, t2, rate] = [
        2 + Math.floor(next() * 8),
        2 + Math.floor(next() * 8),
        2 + Math.floor(next() * 8),
        2 + Math.floor(next() * 8),
        5 * (1 + Math.floor(next() * 6)),
      ];
      const reply = compoundProportion(
        `${m1} máquinas fabrican ${m1 * t1 * rate} piezas en ${t1} horas. ¿Cuántas piezas fabrican ${m2} máquinas en ${t2} horas?`,
      );
      expect(reply?.certain).toBe(true);
      expect(answerNumbers(reply?.text ?? '')[0]).toBe(m2 * t2 * rate);
    }
  });
});
