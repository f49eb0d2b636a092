import { describe, expect, it } from 'vitest';
import { solveGasStates } from './gases-states.ts';

describe('solveGasStates', () => {
  it.each([
    [
      'Una masa de gas ocupa 12 L a 27 °C y 1,5 atm. Se la calienta hasta 127 °C y a la vez se la comprime hasta 3 atm. Calcular el volumen que ocuparía la masa de gas en condiciones normales (0 °C y 1 atm).',
      '**V₀ = 16,38 L**',
    ],
    [
      'Un gas ocupa 10 L a 273 °C y 2 atm. Se lo enfría hasta 0 °C y se lo expande hasta 1 atm. ¿Qué volumen ocuparía en condiciones normales (0 °C y 1 atm)?',
      '**V₀ = 10 L**',
    ],
    [
      'El neumático de una camioneta se infla a una presión de 2,2 atm a 17 °C. Después de un viaje la temperatura del aire llega a 46 °C. Suponiendo que el volumen del neumático no cambia, ¿en qué porcentaje aumentó la presión?',
      '**La presión aumentó = 10 %**',
    ],
  ])('%s', (problem, answer) => {
    expect(solveGasStates(problem)).toContain(answer);
  });

  it('leaves alone a missing state, an unread number and another question', () => {
    expect(
      solveGasStates(
        'Un gas ocupa 12 L a 27 °C. ¿Qué volumen ocuparía en condiciones normales (0 °C y 1 atm)?',
      ),
    ).toBeUndefined();
    // One state alone is the general law's; two questions at once are not read.
    expect(
      solveGasStates(
        'Un gas ocupa 10 L a 27 °C y 2 atm. ¿Qué volumen ocupa en condiciones normales (0 °C y 1 atm)?',
      ),
    ).toBeUndefined();
    expect(
      solveGasStates(
        'Un gas ocupa 10 L a 27 °C y 2 atm. Se lo calienta hasta 127 °C y se lo comprime hasta 4 atm. ¿Qué volumen ocupa en CNPT y cuántos moles hay?',
      ),
    ).toBeUndefined();
    expect(
      solveGasStates(
        'Una masa de gas de 3 g ocupa 12 L a 27 °C y 1,5 atm. ¿Qué volumen ocuparía en condiciones normales (0 °C y 1 atm)?',
      ),
    ).toBeUndefined();
    // The volume not said constant: the rise is not the temperatures' ratio.
    expect(
      solveGasStates(
        'Un neumático se infla a una presión de 2,2 atm a 17 °C y luego llega a 46 °C. ¿En qué porcentaje aumentó la presión?',
      ),
    ).toBeUndefined();
    expect(
      solveGasStates(
        'El neumático se infla a una presión de 2,2 atm a 17 °C y llega a 46 °C; el volumen no cambia. ¿Cuál es la nueva presión?',
      ),
    ).toBeUndefined();
  });
});
