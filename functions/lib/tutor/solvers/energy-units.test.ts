import { describe, expect, it } from 'vitest';
import { solveWorkEnergy } from './energy.ts';

describe('a work or energy asked in a prefixed unit', () => {
  it('states the result in mJ when the question asks «en mJ»', () => {
    const reply = solveWorkEnergy(
      'Una fuerza de 20 N desplaza un cuerpo 3 mm en su misma dirección. ¿Cuál es el trabajo realizado, en mJ?',
    );
    expect(reply).toMatch(/\*\*W = 0,06 J = 60 mJ\*\*/);
  });

  it('states it in MJ when asked «en MJ», not in mJ', () => {
    const reply = solveWorkEnergy('Un camión de 10 t viaja a 72 km/h. ¿Cuál es su energía cinética, en MJ?');
    expect(reply).toMatch(/= 2 MJ\*\*/);
    expect(reply).not.toMatch(/mJ/);
  });

  it('reads the unit asked in words', () => {
    const reply = solveWorkEnergy(
      'Un cuerpo de 4 kg se mueve a 50 m/s. Expresá su energía cinética en kilojoules.',
    );
    expect(reply).toMatch(/= 5 kJ\*\*/);
  });
});
