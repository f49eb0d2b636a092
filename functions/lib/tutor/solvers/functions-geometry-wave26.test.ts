import { describe, expect, it } from 'vitest';
import { solveComplexPolar } from './complex-polar.ts';
import { solveComplexPolarOps } from './complex-polar-ops.ts';
import { solveComposition } from './composition.ts';
import { solveLinearAreas } from './linear-areas.ts';
import { solveObliqueTriangle } from './oblique-triangle.ts';
import { solvePlaneFigure } from './plane-figures.ts';
import { solveQuadraticModel } from './quadratic-model.ts';
import { solveSolid } from './solids.ts';

describe('lines given by their equations: triangles with the axes and a named line (wave 26)', () => {
  it.each([
    // 22003: the triangle one line makes with the axes.
    [
      'Calcule el área del triángulo que la recta 2x + 5y − 20 = 0 determina con los ejes coordenados.',
      '**A = 20 unidades de área**',
    ],
    [
      '¿Qué área tiene el triángulo que forma la recta y = −2x + 6 con los ejes?',
      '**A = 9 unidades de área**',
    ],
    // 22004 c): two named lines and the x axis, and with the y axis.
    [
      'Se dan las rectas r: y = 3x − 2 y s: 2y + x = 10. Calcular el área del triángulo que forman r, s y el eje de abscisas.',
      '**A = 56/3 ≈ 18,67 unidades de área**',
    ],
    [
      'Se dan las rectas r: y = 3x − 2 y s: 2y + x = 10. Calcular el área del triángulo que forman r, s y el eje de ordenadas.',
      '**A = 7 unidades de área**',
    ],
    // 22004 a): the slope and the intercept of the line named.
    [
      'Se dan las rectas r: y = 3x − 2 y s: 2y + x = 10. Calcular la pendiente y la ordenada al origen de s.',
      '**Pendiente de s: m = -0,5**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveLinearAreas(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Through the origin: no triangle.
    'Calcule el área del triángulo que la recta y = 2x determina con los ejes coordenados.',
    // An extra number, another question, no axis named, no line named.
    'Calcule el área del triángulo que la recta 2x + 5y − 20 = 0 determina con los ejes y la recta x = 3.',
    'Calcule el perímetro del triángulo que la recta 2x + 5y − 20 = 0 determina con los ejes coordenados.',
    'Se dan las rectas r: y = 3x − 2 y s: 2y + x = 10. Calcular el área del triángulo que forman r y s.',
    'Se dan las rectas r: y = 3x − 2 y s: 2y + x = 10. Calcular la pendiente.',
  ])('is not sure: %s', (problem) => {
    expect(solveLinearAreas(problem)?.certain).not.toBe(true);
  });
});

describe('plane figures read as the pages write them (wave 26)', () => {
  it.each([
    // 22067: the diagonal said before its figure, one side after a comma.
    [
      'La diagonal de un rectángulo mide 17 cm y uno de sus lados, 8 cm. El perímetro del rectángulo es:',
      '**Perímetro = 46 cm**',
    ],
    [
      'La diagonal de un rectángulo mide 13 m y uno de sus lados mide 5 m. Calculá su área.',
      '**Área = 60 m²**',
    ],
    // 22070: each leg «mide», three things asked.
    [
      'Un trapecio isósceles tiene bases de 20 cm y 12 cm, y cada uno de sus lados no paralelos mide 5 cm. Determine su altura, su área y su perímetro.',
      '**Altura = 3 cm**',
    ],
    // 22065: a ring in two units, the result in both.
    [
      'Calculá el área de la corona circular comprendida entre dos circunferencias concéntricas de radios 8 cm y 0,05 m.',
      '**Área = 39π ≈ 122,52 cm² (≈ 0,012252 m²)**',
    ],
    [
      'Calculá el área de la corona circular entre dos circunferencias concéntricas de radios 3 m y 50 cm, en m².',
      '**Área = 8,75π ≈ 27,49 m²**',
    ],
    ['Calculá el área de una corona circular de radios 5 cm y 3 cm.', '**Área = 16π ≈ 50,27 cm²**'],
  ])('%s', (problem, expected) => {
    const reply = solvePlaneFigure(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // One radius only, an extra number, the radii the wrong way round for a ring.
    'Calculá el área de la corona circular de radio 8 cm.',
    'Calculá el área de la corona circular entre circunferencias concéntricas de radios 8 cm y 5 cm, y 3 cm de espesor.',
    'Calculá el perímetro de la corona circular de radios 8 cm y 5 cm.',
    // The diagonal shorter than the side.
    'La diagonal de un rectángulo mide 7 cm y uno de sus lados, 8 cm. El perímetro del rectángulo es:',
  ])('is not sure: %s', (problem) => {
    expect(solvePlaneFigure(problem)?.certain).not.toBe(true);
  });
});

describe('a triangular plot with a price per metre of fence (wave 26)', () => {
  const plot =
    'Un terreno tiene forma de triángulo cuyos lados miden 30 m, 45 m y 50 m. Se lo quiere alambrar con un alambrado que cuesta $ 1.800 el metro lineal.';
  it.each([
    // 22052: the price is the cost's datum; the angle and the area do not use it.
    [`${plot}\nCalcule el mayor de los ángulos interiores del terreno.`, '**Ángulo mayor: C ≈ 80,94°**'],
    [`${plot}\nCalcule la superficie del terreno.`, '**Área ≈ 666,59 m²**'],
    [`${plot}\n¿Cuánto costará alambrar todo el perímetro?`, '**Costo: $ 225.000**'],
    [
      'Un terreno triangular tiene lados que miden 20 m, 21 m y 29 m. Alambrarlo cuesta $ 500 el metro. ¿Cuánto cuesta alambrar su perímetro?',
      '**Costo: $ 35.000**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveObliqueTriangle(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The sides in cm with a price per metre; a cost asked with no price; a price and another number.
    'Un terreno tiene forma de triángulo cuyos lados miden 30 cm, 45 cm y 50 cm. Alambrarlo cuesta $ 1.800 el metro lineal. ¿Cuánto costará alambrar todo el perímetro?',
    'Un terreno tiene forma de triángulo cuyos lados miden 30 m, 45 m y 50 m. ¿Cuánto costará alambrar todo el perímetro?',
    'Un terreno tiene forma de triángulo cuyos lados miden 30 m, 45 m y 50 m. Alambrarlo cuesta $ 1.800 el metro lineal y hay 3 postes. ¿Cuánto costará alambrar todo el perímetro?',
  ])('is not sure: %s', (problem) => {
    expect(solveObliqueTriangle(problem)?.certain).not.toBe(true);
  });
});

describe('solids read from a page: a cone by its slant height, a tank filled by a tap (wave 26)', () => {
  const cone = 'Un cono circular recto tiene una generatriz de 13 cm y el radio de su base mide 50 mm.';
  const tank =
    'Un tanque de agua cilíndrico tiene 1,2 m de diámetro y 150 cm de altura. Se lo llena con una canilla que arroja 12 litros por minuto.';
  it.each([
    // 22064: h = √(g² − r²) and what comes from it, in the slant height's unit and the radius's.
    [`${cone}\nHalle la altura del cono.`, '**h = 12 cm (≈ 120 mm)**'],
    [`${cone}\nCalcule su volumen.`, '**V = 100π ≈ 314,16 cm³'],
    [`${cone}\nCalcule su área total.`, '**Área total = 90π ≈ 282,74 cm²'],
    [
      'Un cono tiene 10 cm de generatriz y 12 cm de diámetro. ¿Cuál es su área lateral?',
      '**Área lateral = 60π ≈ 188,5 cm²**',
    ],
    // 22062 c): the lateral area asked after the tap's rate, which only the filling time uses.
    [`${tank}\nCalcule la superficie lateral del tanque, en m².`, '**A = 1,8π ≈ 5,65 m²**'],
  ])('%s', (problem, expected) => {
    const reply = solveSolid(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // An area not said lateral or total; the slant height shorter than the radius; another number.
    `${cone}\nCalcule su área.`,
    'Un cono tiene una generatriz de 4 cm y el radio de su base mide 50 mm. Calculá su volumen.',
    'Un cono tiene una generatriz de 13 cm, el radio de su base mide 5 cm y pesa 2 kg. Calculá su volumen.',
    // The lateral area with no unit asked and the data in two units.
    `${tank}\nCalcule la superficie lateral del tanque.`,
  ])('is not sure: %s', (problem) => {
    expect(solveSolid(problem)?.certain).not.toBe(true);
  });
});

describe('complex numbers named before the question (wave 26)', () => {
  it.each([
    // 22082 a), b): «Sea w = 1 + i un número complejo», then its polar form and a power «usando la forma polar».
    [
      'Sea w = 1 + i un número complejo.\nEscribí w en forma polar.',
      '**|w| = √2, arg w = 45° (π/4 rad): w = √2 (cos 45° + i sen 45°)**',
    ],
    ['Sea w = 1 + i un número complejo.\nCalculá w⁸ usando la forma polar.', '**w⁸ = 16**'],
    ['Sea z = 1 − i un número complejo. Calculá z⁴ mediante la forma trigonométrica.', '**z⁴ = −4**'],
    // 22077 c): the square roots of a z given before.
    [
      'Se considera el número complejo z = −2 + 2√3 i.\nHalle las raíces cuadradas de z en forma binómica.',
      'w₀ = 2 (cos 60° + i sen 60°) = 1 + √3 i; w₁ = 2 (cos 240° + i sen 240°) = −1 − √3 i',
    ],
    ['Sea z = 8i. Calculá las raíces cúbicas de z.', 'w₀ = 2 (cos 30° + i sen 30°) = √3 + i'],
  ])('%s', (problem, expected) => {
    const reply = solveComplexPolarOps(problem) ?? solveComplexPolar(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The polar form asked as the result; the roots of a letter never given; an extra number.
    'Sea w = 1 + i un número complejo. Calculá w⁸ y expresalo en forma polar.',
    'Se considera el número complejo z = −2 + 2√3 i. Halle las raíces cuadradas de w.',
    'Se considera el número complejo z = −2 + 2√3 i. Halle las raíces cuadradas de z y súmele 3.',
  ])('is not sure: %s', (problem) => {
    expect((solveComplexPolarOps(problem) ?? solveComplexPolar(problem))?.certain).not.toBe(true);
  });
});

describe('a quadratic model: the maximum and when, the time above a level (wave 26)', () => {
  const stone =
    'Desde la terraza de un edificio se lanza una piedra hacia arriba. Su altura respecto del suelo está dada por h(t) = −5t² + 30t + 35, con h en metros y t en segundos.';
  it.each([
    // 22012 a): the maximum, then «y en qué instante».
    [
      `${stone}\n¿Cuál es la altura máxima que alcanza la piedra y en qué instante?`,
      ['**h_máx = 80**', '**t = 3**'],
    ],
    // 22012 c): the time spent above 75 m.
    [
      `${stone}\n¿Durante cuánto tiempo la piedra está a más de 75 m del suelo?`,
      ['**Δt = 2** (entre t = 2 y t = 4)'],
    ],
    [
      'La altura de una pelota es h(t) = −5t² + 20t, en metros. ¿Durante cuánto tiempo está por encima de 15 m?',
      ['**Δt = 2** (entre t = 1 y t = 3)'],
    ],
  ])('%s', (problem, expected) => {
    const reply = solveQuadraticModel(problem);
    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    // A level never reached; a level with another number; a minimum parabola.
    `${stone}\n¿Durante cuánto tiempo la piedra está a más de 90 m del suelo?`,
    `${stone}\n¿Durante cuánto tiempo la piedra está a más de 75 m del suelo después de 1 s?`,
    'El costo es C(x) = 2x² − 8x + 10. ¿Durante cuánto tiempo está por encima de 4?',
  ])('is not sure: %s', (problem) => {
    expect(solveQuadraticModel(problem)?.certain).not.toBe(true);
  });
});

describe('a composition set equal to a number (wave 26)', () => {
  it.each([
    // 22031 c).
    [
      'Dadas f(x) = 2x − 3 y g(x) = x² + 1:\nHalle los valores de x para los que (f∘g)(x) = 17.',
      '**x = -3 y x = 3**',
    ],
    ['Dadas f(x) = 2x − 3 y g(x) = 3x + 1, resolvé (f∘g)(x) = 5.', '**x = 1**'],
  ])('%s', (problem, expected) => {
    const reply = solveComposition(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // No real x; the composition's expression asked, which the number does not change; another number.
    'Dadas f(x) = x² y g(x) = x + 1, hallá los valores de x para los que (f∘g)(x) = −4.',
    'Dadas f(x) = 2x − 3 y g(x) = x² + 1, halle los valores de x para los que (f∘g)(x) = 17 y x > 5.',
  ])('is not sure: %s', (problem) => {
    expect(solveComposition(problem)?.certain).not.toBe(true);
  });
});
