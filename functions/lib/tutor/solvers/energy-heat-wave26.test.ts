import { describe, expect, it } from 'vitest';
import { solveCollision } from './collision.ts';
import { solveIdealGas } from './gases.ts';
import { itSolvesCertainly } from './testing.ts';
import { solveThermalExpansion } from './thermal-expansion.ts';

/** Readings fixed on the second blind set of energy, fluids and heat pages (#32, session 26). */
describe('collision: the impulse as the change of momentum', () => {
  itSolvesCertainly(solveCollision, [
    // A rebound: the moduli of the speeds add up.
    [
      'Una pelota de 400 g choca perpendicularmente contra una pared a 10 m/s y rebota en sentido contrario a 8 m/s. El módulo del impulso que la pared ejerce sobre la pelota es:',
      ['**I = 7,2 N·s**'],
    ],
    [
      'Una pelota de tenis de 60 g llega a la raqueta a 20 m/s y rebota a 30 m/s. ¿Cuál es el impulso que recibe?',
      ['**I = 3 N·s**'],
    ],
    // From rest, a speed in km/h.
    [
      'Un jugador patea una pelota de 450 g que estaba en reposo y la pelota sale despedida a 108 km/h. Calcule el impulso recibido por la pelota.',
      ['**I = 13,5 N·s**'],
    ],
    // Brought to rest: the change in its momentum.
    [
      'Un carrito de 2 kg que va a 3 m/s choca contra un tope y queda en reposo. ¿Cuál es la variación de su cantidad de movimiento?',
      ['**I = 6 N·s**'],
    ],
  ]);
  it('leaves a contact time the impulse does not use unsure', () => {
    const reply = solveCollision(
      'Un jugador patea una pelota de 450 g que estaba en reposo. El pie está en contacto con la pelota durante 0,02 s y la pelota sale a 108 km/h. Calcule el impulso recibido por la pelota.',
    );
    expect(reply?.certain).toBe(false);
    expect(reply?.text).toContain('0,02');
  });
  it('does not read a rebound without its speed after, nor a force asked with the impulse', () => {
    expect(
      solveCollision('Una pelota de 400 g choca contra una pared a 10 m/s y rebota. ¿Cuál es el impulso?')
        ?.certain,
    ).not.toBe(true);
    expect(
      solveCollision(
        'Una pelota de 400 g choca contra una pared a 10 m/s y rebota a 8 m/s en 0,01 s. ¿Cuál es el impulso y la fuerza media?',
      ),
    ).toBeUndefined();
    // Two bodies: the impulse on which one is not said.
    expect(
      solveCollision(
        'Un carro de 2 kg a 3 m/s choca con otro de 1 kg en reposo y rebota a 1 m/s. ¿Cuál es el impulso?',
      ),
    ).toBeUndefined();
  });
});

describe('collision: the height a ballistic pendulum rises, in the unit asked', () => {
  itSolvesCertainly(solveCollision, [
    [
      'Una bala de 20 g que viaja horizontalmente a 400 m/s se incrusta en un bloque de madera de 1,98 kg que cuelga en reposo de un hilo (péndulo balístico). Considere g = 9,8 m/s². ¿Hasta qué altura, en cm, sube el conjunto?',
      ['**h ≈ 81,63 cm (≈ 0,82 m)**'],
    ],
    [
      'Un proyectil de 10 g a 300 m/s se incrusta en un bloque de 2,99 kg que cuelga en reposo (péndulo balístico). Con g = 10 m/s², ¿hasta qué altura sube el péndulo?',
      ['**h = 0,05 m**'],
    ],
  ]);
});

describe('thermal expansion: a change given, and a rectangular plate', () => {
  itSolvesCertainly(solveThermalExpansion, [
    // The most a joint lets it lengthen: the temperature that takes.
    [
      'Un puente de acero (α = 1,2 · 10⁻⁵ °C⁻¹) mide 250 m a −5 °C. La junta de dilatación permite que el puente se alargue como máximo 10 cm respecto de su longitud a −5 °C. ¿Hasta qué temperatura es seguro?',
      ['**T ≈ 28,3333 °C**'],
    ],
    [
      'Una varilla de cobre (α = 1,7 · 10⁻⁵ 1/°C) mide 2 m a 20 °C. ¿Hasta qué temperatura hay que calentarla para que se alargue 1,7 mm?',
      ['**T = 70 °C**'],
    ],
    // A change stated (an earlier part's result): the measure then.
    [
      'Un puente de acero (α = 1,2 · 10⁻⁵ °C⁻¹) mide 250 m a −5 °C. ΔL = 13,5 cm. ¿Cuál es su longitud en ese día de verano, en m?',
      ['**L = 250,135 m**', 'T_0 + \\Delta T = -5 + 45 = 40'],
    ],
    // A plate by its sides: its area, its change, a side.
    [
      'Una chapa rectangular de aluminio mide 50 cm × 40 cm a 15 °C y se la calienta hasta 215 °C. El coeficiente de dilatación lineal del aluminio es 2,4 · 10⁻⁵ °C⁻¹. ¿En cuántos cm² aumenta el área de la chapa?',
      ['**ΔA = 19,2 cm²**'],
    ],
    [
      'Una chapa rectangular de aluminio mide 50 cm × 40 cm a 15 °C y se la calienta hasta 215 °C. El coeficiente de dilatación lineal del aluminio es 2,4 · 10⁻⁵ °C⁻¹. ¿Cuál es el área final de la chapa?',
      ['**A = 2.019,2 cm²**'],
    ],
    [
      'Una placa de vidrio de 2 m por 1,5 m está a 10 °C (α = 9 · 10⁻⁶ 1/°C) y se calienta hasta 60 °C. ¿Cuánto se alarga el lado menor, en mm?',
      ['**ΔL = 0,675 mm**'],
    ],
  ]);
  it('does not take a change for a measure a ring must reach, nor answer a plate without its question', () => {
    // Cooling asked with a lengthening given, a plate asked nothing of a side or its area.
    expect(
      solveThermalExpansion(
        'Un puente de acero (α = 1,2 · 10⁻⁵ °C⁻¹) mide 250 m a −5 °C. Si se alarga 10 cm, ¿hasta qué temperatura se enfrió?',
      )?.certain,
    ).not.toBe(true);
    expect(
      solveThermalExpansion(
        'Una chapa rectangular de aluminio mide 50 cm × 40 cm a 15 °C y se la calienta hasta 215 °C (α = 2,4 · 10⁻⁵ °C⁻¹). ¿Cuánto se dilata?',
      )?.certain,
    ).not.toBe(true);
    // Two measures far apart are no ring on a shaft.
    expect(
      solveThermalExpansion(
        'Un anillo de acero (α = 1,2 · 10⁻⁵ 1/°C) tiene 250 m de diámetro a 20 °C y un eje mide 10 cm. ¿A qué temperatura hay que calentar el anillo?',
      )?.certain,
    ).not.toBe(true);
    // An extra number the plate does not use.
    expect(
      solveThermalExpansion(
        'Una chapa rectangular de aluminio de 3 kg mide 50 cm × 40 cm a 15 °C y se la calienta hasta 215 °C (α = 2,4 · 10⁻⁵ °C⁻¹). ¿En cuántos cm² aumenta su área?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('gases: a rigid vessel, a molar mass for another question, an equivalence to convert with', () => {
  const rigid =
    'Un recipiente rígido de 10 L contiene oxígeno a 27 °C y a una presión de 3 atm. Datos: R = 0,082 atm·L/(mol·K); masa molar del O₂ = 32 g/mol.';
  it('heats a rigid vessel at constant volume, the gas constant and the molar mass said unused', () => {
    const reply = solveIdealGas(
      `${rigid} Si se calienta el recipiente hasta 127 °C, ¿cuál será la presión, en mmHg?`,
    );
    expect(reply).toContain('**P₂ = 3.040 mmHg**');
    expect(reply).toContain('M = 32 g/mol no entran');
  });
  it('finds the moles with PV = nRT, saying the molar mass is for the mass', () => {
    const reply = solveIdealGas(`${rigid} Calcule la cantidad de moles de gas.`);
    expect(reply).toContain('**n ≈ 1,2195 mol**');
    expect(reply).toContain('M = 32 g/mol, que los moles no usan');
  });
  it('lists the molar mass the mass uses among its data', () => {
    expect(solveIdealGas(`${rigid} Calcule la masa de oxígeno, en gramos.`)).toContain('M = 32 g/mol.');
  });
  it("reads a volume that does not change and converts with the statement's equivalence", () => {
    const tyre =
      'El aire de un neumático está a una presión absoluta de 2 atm y a 17 °C. Al llegar, la temperatura es de 45 °C. Suponga que el volumen del neumático no cambia. (1 atm = 101 325 Pa).';
    const inAtm = solveIdealGas(`${tyre} ¿Cuál es la presión final, en atm?`);
    expect(inAtm).toContain('**P₂ ≈ 2,19 atm**');
    expect(inAtm).toContain('La equivalencia 1 atm = 101.325 Pa');
    expect(solveIdealGas(`${tyre} ¿Cuál es la presión final, en pascales?`)).toContain(
      '**P₂ ≈ 222.216,21 Pa**',
    );
  });
  it('does not take a vessel that is not said rigid for one at constant volume', () => {
    expect(
      solveIdealGas(
        'Un globo de 10 L contiene aire a 27 °C y 1 atm. Si se calienta hasta 127 °C, ¿cuál será la presión?',
      ),
    ).toBeUndefined();
  });
});
