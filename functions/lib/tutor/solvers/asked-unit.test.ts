import { describe, expect, it } from 'vitest';
import { asksAnotherUnit, unitsAsked } from './asked-unit.ts';

describe('unitsAsked', () => {
  it('reads the unit a question asks its result in, apart from its data', () => {
    expect(unitsAsked('Un auto recorre 120 km en 2 h. ¿Cuántos metros recorre en 1 minuto?')).toEqual(['m']);
    expect(unitsAsked('¿Cuál es su velocidad, en km/h?')).toEqual(['km/h']);
  });

  it('takes a precision said by a unit as rounding, not as the unit asked', () => {
    expect(unitsAsked('¿A qué distancia de la base está el poste? (Redondeá al decímetro.)')).toEqual([]);
    expect(
      unitsAsked('¿Cuál es la altura de la torre? Aproximá el resultado al centímetro más cercano.'),
    ).toEqual([]);
    expect(asksAnotherUnit('¿Qué largo tiene la rampa, en metros? Redondee al milímetro.', ['m'])).toBe(
      false,
    );
    expect(unitsAsked('¿Cuántos decímetros mide la diagonal?')).toEqual(['dm']);
  });
});
