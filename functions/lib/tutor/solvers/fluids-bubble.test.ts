import { describe, expect, it } from 'vitest';
import { solveRisingBubble } from './fluids-bubble.ts';
import { expectCertain } from './testing.ts';

const lake =
  'En el fondo de un lago de 20 m de profundidad, donde el agua está a 7 °C, se forma una burbuja de aire de 2 cm³. La burbuja sube hasta la superficie, donde el agua está a 27 °C. Datos: presión atmosférica 101 300 Pa (1 atm); densidad del agua 1000 kg/m³; g = 9,8 m/s².';

describe('solveRisingBubble', () => {
  it.each([
    [`${lake} Calcule la presión absoluta en el fondo del lago, en Pa.`, '**p = 297.300 Pa**'],
    [`${lake} Exprésela en atm.`, '**p ≈ 2,93 atm**'],
    [`${lake} ¿Qué volumen tiene la burbuja al llegar a la superficie?`, '**V₂ ≈ 6,29 cm³**'],
    // Variant: another depth, the same temperature top and bottom, water's density not written.
    [
      'En el fondo de un lago de 10 m de profundidad, donde el agua está a 27 °C, se forma una burbuja de aire de 3 cm³ que sube hasta la superficie, donde el agua está a 27 °C. Presión atmosférica 100000 Pa (1 atm); g = 10 m/s². ¿Qué volumen tiene la burbuja al llegar a la superficie?',
      '**V₂ = 6 cm³**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveRisingBubble(problem), answer);
  });

  it('leaves alone a missing temperature, a missing g and an unread number', () => {
    expect(
      solveRisingBubble(
        'En el fondo de un lago de 20 m de profundidad se forma una burbuja de aire de 2 cm³ que sube a la superficie. Presión atmosférica 101 300 Pa (1 atm); g = 9,8 m/s². ¿Qué volumen tiene la burbuja al llegar a la superficie?',
      ),
    ).toBeUndefined();
    expect(
      solveRisingBubble(
        `${lake.replace('; g = 9,8 m/s²', '')} Calcule la presión absoluta en el fondo del lago, en Pa.`,
      ),
    ).toBeUndefined();
    expect(
      solveRisingBubble(
        `${lake} El lago tiene 300 m de ancho. ¿Qué volumen tiene la burbuja al llegar a la superficie?`,
      ),
    ).toBeUndefined();
  });
});

describe('solveRisingBubble: the pressure rule in atmospheres, the temperature constant', () => {
  const rule =
    'Suponiendo temperatura constante, que la presión atmosférica es de 1 atm y que cada 10 m de agua la presión aumenta 1 atm,';

  it.each([
    // 1 + 30/10 = 4 atm; 5 · 4 = 20 cm³.
    [
      `En el fondo de un lago, a 30 m de profundidad, se forma una burbuja de 5 cm³. ${rule} ¿qué volumen tiene la burbuja al llegar a la superficie?`,
      '**V₂ = 20 cm³**',
    ],
    // 1 + 15/10 = 2,5 atm; 0,4 · 2,5 = 1 L.
    [
      `Un buzo a 15 m de profundidad en el mar suelta una burbuja de 0,4 L. ${rule} ¿qué volumen tendrá la burbuja en la superficie?`,
      '**V₂ = 1 L**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveRisingBubble(problem), answer);
  });

  it('leaves alone the temperature not said constant and a number it does not read', () => {
    expect(
      solveRisingBubble(
        'En el fondo de un lago, a 30 m de profundidad, se forma una burbuja de 5 cm³. La presión atmosférica es de 1 atm y cada 10 m de agua la presión aumenta 1 atm. ¿Qué volumen tiene la burbuja al llegar a la superficie?',
      )?.certain,
    ).not.toBe(true);
    expect(
      solveRisingBubble(
        `En el fondo de un lago de 40 m, a 30 m de profundidad, se forma una burbuja de 5 cm³. ${rule} ¿qué volumen tiene la burbuja al llegar a la superficie?`,
      )?.certain,
    ).not.toBe(true);
  });
});
