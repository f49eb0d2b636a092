import { describe, expect, it } from 'vitest';
import { solveFillCount } from './fill-count.ts';
import { expectCertain, random } from './testing.ts';

describe('solveFillCount', () => {
  it.each([
    ['¿Cuántos envases de 250 cm³ se llenan con 15 L de jugo?', '**Se llenan 60 envases**'],
    ['¿Cuántas jeringas de 5 mL se pueden llenar con 0,2 dm³ de solución?', '**Se llenan 40 jeringas**'],
    [
      'Con un bidón de 5 L de aceite, ¿cuántas botellas de 750 mL se pueden llenar completamente?',
      '**Se llenan 6 botellas**',
    ],
    [
      '¿Cuántos bidones de 20 L hacen falta como mínimo para envasar 0,25 m³ de agua?',
      '**Hacen falta 13 bidones**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveFillCount(problem), answer);
  });

  it('reads the capacity said before the question', () => {
    expectCertain(
      solveFillCount(
        'Se envasan 45 L de alcohol en gel en frascos de 300 cm³. ¿Cuántos frascos hacen falta?',
      ),
      '**Hacen falta 150 frascos**',
    );
    expectCertain(
      solveFillCount('Hay 6 L de jugo para servir en vasos de 250 mL. ¿Cuántos vasos se llenan?'),
      '**Se llenan 24 vasos**',
    );
  });

  it('asks which whole number is wanted when the volume does not divide evenly', () => {
    const reply = solveFillCount('¿Cuántas botellas de 750 mL se llenan con 5 L?');
    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/\*\*\d/);
  });

  it('leaves alone a part of the volume', () => {
    expect(
      solveFillCount('Se tienen 12 L de agua. ¿Cuántos vasos de 200 mL se pueden llenar con la mitad?'),
    ).toBeUndefined();
  });

  it('leaves alone boxes measured in lengths and a statement with another datum', () => {
    expect(
      solveFillCount('¿Cuántas cajas de 20 cm × 30 cm × 40 cm entran en un contenedor de 2 m × 3 m × 4 m?'),
    ).toBeUndefined();
    expect(
      solveFillCount('¿Cuántos envases de 250 cm³ se llenan con 15 L de jugo a $ 800 el litro?'),
    ).toBeUndefined();
  });

  it('counts back exact fillings (seeded)', () => {
    const next = random(71);
    for (let trial = 0; trial < 40; trial++) {
      const capacity = [100, 125, 200, 250, 500][Math.floor(next() * 5)] ?? 250;
      const count = 2 + Math.floor(next() * 200);
      const litres = (capacity * count) / 1000;
      const problem = `¿Cuántos frascos de ${capacity} mL se llenan con ${String(litres).replace('.', ',')} L de alcohol?`;
      expectCertain(solveFillCount(problem), `**Se llenan ${count} frascos**`);
    }
  });
});
