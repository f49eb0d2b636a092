import { describe, expect, it } from 'vitest';
import { hydrostaticsSolver, solveHydrostatics } from './hydrostatics.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveHydrostatics', () => {
  itSolvesItsExamples(hydrostaticsSolver);

  itSolvesCertainly(solveHydrostatics, [
    [
      '¿Qué presión ejerce una columna de agua de 20 cm de altura? (densidad del agua 1000 kg/m³, g = 10 m/s²)',
      ['**p = 2.000 Pa**'],
    ],
    ['¿A qué profundidad en agua la presión es de 49000 Pa? (g = 9,8 m/s²)', ['**h = 5 m**']],
    [
      'Los émbolos de una prensa hidráulica tienen diámetros de 4 cm y 40 cm. ¿Qué fuerza hay que aplicar en el menor para levantar un auto de 1200 kg? (g = 10 m/s²)',
      ['**F = 120 N**'],
    ],
    [
      'Un bloque de 0,002 m³ se sumerge completamente en aceite de densidad 800 kg/m³. Calculá el empuje. Usá g = 9,8 m/s²',
      ['**E = 15,68 N**'],
    ],
    [
      'Un cuerpo de 2 kg y 500 cm³ se sumerge totalmente en agua. ¿Cuál es su peso aparente? (g = 10 m/s²)',
      ['**P_ap = 15 N**'],
    ],
  ]);

  itDeclines('leaves alone what it cannot read whole: %s', solveHydrostatics, [
    'Un cuerpo de 50 cm³ se sumerge totalmente en agua de mar. ¿Cuál es el empuje?',
    'Un bloque de madera flota en agua con el 60 % de su volumen sumergido. ¿Cuál es su densidad?',
    'Un bloque de 5 kg se apoya sobre una mesa, ¿qué presión ejerce si su base mide 0,1 m²?',
  ]);

  it('states no result when a datum of the body is left out', () => {
    const reply = solveHydrostatics(
      'Un cuerpo de 600 cm³ está sumergido totalmente en agua y tiene una masa de 1 kg. ¿Qué empuje recibe? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/E [=≈] 6 N/);
  });

  it('gives the force on the large piston from a push on the small one, whatever the wording (checked back)', () => {
    const next = random(3202);
    for (let round = 0; round < 200; round++) {
      const small = 2 + Math.floor(next() * 20);
      const large = small * (2 + Math.floor(next() * 30));
      const force = 10 + Math.floor(next() * 200);
      const pushFirst = next() < 0.5;
      const problem = pushFirst
        ? `Sobre el émbolo menor de una prensa hidráulica, de ${small} cm², se aplica una fuerza de ${force} N. El émbolo mayor tiene ${large} cm². ¿Qué fuerza se obtiene en el mayor?`
        : `Una prensa hidráulica tiene émbolos de ${large} cm² y ${small} cm². ¿Qué fuerza ejerce el émbolo mayor si en el menor se aplican ${force} N?`;
      const reply = solveHydrostatics(problem);

      expect(reply?.certain).toBe(true);
      expect(answerNumbers(reply?.text ?? '')[0]).toBeCloseTo((force * large) / small, 1);
    }
  });

  it('gives the buoyancy from the weight in air and the apparent one, and the volume in water', () => {
    const buoyancy = solveHydrostatics(
      'Un cuerpo de 50 N de peso está totalmente sumergido en agua y su peso aparente es de 30 N. ¿Cuál es el empuje que recibe?',
    );
    expect(buoyancy?.certain).toBe(true);
    expect(buoyancy?.text).toContain('**E = 20 N**');
    const volume = solveHydrostatics(
      'Un objeto pesa 12 N en el aire y 8 N totalmente sumergido en agua. ¿Cuál es su volumen? (g = 10 m/s²)',
    );
    expect(volume?.certain).toBe(true);
    expect(volume?.text).toContain('**V = 400 cm³ (= 0,0004 m³)**');
    // Which weighing is which is not said: no result.
    expect(solveHydrostatics('Un cuerpo pesa 50 N y 30 N. ¿Qué empuje recibe en el agua?')?.certain).not.toBe(
      true,
    );
  });

  it('gives the share of a floating body under the liquid, or out of it, from the densities', () => {
    expect(
      solveHydrostatics(
        'Un bloque de madera de densidad 600 kg/m³ flota en agua. ¿Qué fracción de su volumen queda sumergida?',
      )?.text,
    ).toContain('**fracción sumergida = 0,6 (60 %)**');
    expect(
      solveHydrostatics(
        'Un cubo de hielo de densidad 0,92 g/cm³ flota en agua de densidad 1 g/cm³. ¿Qué porcentaje de su volumen sobresale del agua?',
      )?.text,
    ).toContain('**fracción emergida = 0,08 (8 %)**');
    // Denser than the liquid: it does not float.
    expect(
      solveHydrostatics('Un bloque de densidad 2700 kg/m³ flota en agua. ¿Qué fracción queda sumergida?'),
    ).toBeUndefined();
  });
});

describe('solveHydrostatics: a force over an area, the absolute pressure and the force on a surface', () => {
  itSolvesCertainly(solveHydrostatics, [
    [
      'Una fuerza de 600 N actúa perpendicularmente sobre una superficie de 20 cm². ¿Qué presión ejerce, expresada en kPa?',
      ['0,002 m²', '**p = 300.000 Pa = 300 kPa**'],
    ],
    [
      'Un bloque de 50 kg está apoyado sobre una de sus caras, de 0,25 m² de área. Con g = 10 m/s², la presión que ejerce sobre el piso es:',
      ['m \\cdot g', '**p = 2.000 Pa**'],
    ],
    [
      'Sobre una superficie de 0,02 m² se reparte uniformemente una fuerza de 4053 N. Expresá la presión en atm (1 atm = 101.325 Pa).',
      ['como da el enunciado', '**p = 202.650 Pa = 2 atm**'],
    ],
    [
      'Calculá la presión absoluta a 10 m de profundidad en un lago de agua dulce (ρ = 1000 kg/m³), con g = 10 m/s² y una presión atmosférica de 101.300 Pa.',
      ['p_0', '**p = 201.300 Pa**'],
    ],
    [
      'Un tanque tiene agua hasta una altura de 2 m. ¿Qué fuerza ejerce el agua sobre el fondo, de 3 m² de área? Tomá g = 9,8 m/s² y la densidad del agua 1000 kg/m³.',
      ['19.600', '**F = 58.800 N**'],
    ],
    [
      'Una caja de 80 kg se apoya sobre el piso en una base de 40 cm × 50 cm. ¿Qué presión ejerce sobre el piso? g = 10 m/s²',
      ['base de 40 cm × 50 cm', '**p = 4.000 Pa**'],
    ],
    [
      '¿Cuál es la presión hidrostática en el fondo de una pileta de 2,5 m de profundidad llena de agua? g = 9,8 m/s²',
      ['**p = 24.500 Pa**'],
    ],
    [
      'Sobre un pistón de 0,5 m² de sección se aplica una fuerza de 2000 N. Calculá la presión.',
      ['**p = 4.000 Pa**'],
    ],
  ]);

  itDeclines('leaves alone what it cannot read whole: %s', solveHydrostatics, [
    // The total pressure at a depth with no atmosphere given.
    'Calculá la presión total a 10 m de profundidad en agua, con g = 10 m/s².',
    // The depth of a total pressure: the atmosphere's share is not said.
    '¿A qué profundidad del agua la presión total es de 2 atm? (g = 10 m/s²)',
    // The weight rests on two soles: each area is not the whole.
    'Una persona de 70 kg está parada sobre sus dos pies; cada suela tiene 150 cm². ¿Qué presión ejerce sobre el piso? g = 10 m/s²',
    // Two forces on one area.
    'Dos fuerzas de 30 N y 50 N actúan sobre una superficie de 2 m². ¿Qué presión ejercen?',
  ]);

  it('brings the force back from the pressure and the area (seeded)', () => {
    const next = random(77);
    for (let trial = 0; trial < 30; trial++) {
      const force = 10 * (1 + Math.floor(next() * 500));
      const area = (1 + Math.floor(next() * 99)) / 100;
      const reply = solveHydrostatics(
        `Una fuerza de ${force} N se apoya sobre ${String(area).replace('.', ',')} m². ¿Qué presión ejerce?`,
      );
      expect(reply?.certain).toBe(true);
      const pressure = answerNumbers(reply?.text ?? '')[0] ?? Number.NaN;
      expect(pressure * area).toBeCloseTo(force, 0);
    }
  });
});

describe('hydrostatics: a typed water density, a difference of pressure, an options stem with g = 9,8', () => {
  it('reads the volume from the weights with the water density the statement types', () => {
    const reply = solveHydrostatics(
      'Un cuerpo pesa 50 N en el aire y 30 N sumergido totalmente en agua. ¿Cuál es su volumen? (g = 10 m/s², densidad del agua 1000 kg/m³)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**V = 2.000 cm³ (= 0,002 m³)**');
  });

  it('leaves the weights alone when the density typed is the body’s', () => {
    expect(
      solveHydrostatics(
        'Un cuerpo de densidad 2500 kg/m³ pesa 50 N en el aire y 30 N sumergido en agua. ¿Cuál es su volumen?',
      ),
    ).toBeUndefined();
  });

  it('gives the difference of pressure between two points apart in the vertical, in an options stem', () => {
    const reply = solveHydrostatics(
      'Indicar la opción correcta: la diferencia de presión entre dos puntos del agua de un tanque separados 4 m en vertical (ρ = 1000 kg/m³, g = 9,8 m/s²) es\nA) 4 kPa\nB) 9,8 kPa\nC) 39,2 kPa\nD) 3,92 kPa\nE) Ninguna de las anteriores',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**p = 39.200 Pa**');
  });
});

describe('hydrostatics: the volume under the liquid of a floating body', () => {
  it('gives the submerged volume of a floating cube from its edge, and the emerged one of a given volume', () => {
    const cube = solveHydrostatics(
      'Un cubo de madera de 10 cm de arista y densidad 0,6 g/cm³ flota en agua. ¿Qué volumen del cubo queda sumergido, en cm³?',
    );
    expect(cube?.certain).toBe(true);
    expect(cube?.text).toContain('**V sumergido = 600 cm³**');

    const block = solveHydrostatics(
      'Un bloque de 2 L y densidad 800 kg/m³ flota en agua. ¿Qué volumen del bloque sobresale del agua?',
    );
    expect(block?.certain).toBe(true);
    expect(block?.text).toContain('**V emergido = 400 cm³**');
  });

  it('leaves alone a volume asked of no part', () => {
    expect(
      solveHydrostatics(
        'Un cuerpo de densidad 0,6 g/cm³ flota en agua y tiene 500 cm³. ¿Cuál es su volumen?',
      ),
    ).toBeUndefined();
  });
});

describe('solveHydrostatics: the course bank’s total pressure in atm, dynamometer, density from two weighings and U-tube, in other words too', () => {
  itSolvesCertainly(solveHydrostatics, [
    // The total pressure in the unit asked, with «1 atm = …» no pressure of the problem.
    [
      'Un buzo está a 20 m de profundidad en el mar (ρ = 1030 kg/m³). Si la presión atmosférica es de 101.300 Pa, ¿cuántas atmósferas de presión total soporta? (Usá g = 9,8 m/s² y 1 atm = 101.300 Pa; redondeá a dos decimales.)',
      ['**p = 303.180 Pa ≈ 2,99 atm**'],
    ],
    [
      'Un submarino navega a 50 m de profundidad en agua de mar de densidad 1025 kg/m³. La presión atmosférica es 101.325 Pa. ¿Cuál es la presión absoluta sobre el casco, en atm? (g = 10 m/s²; 1 atm = 101.325 Pa)',
      ['**p = 613.825 Pa ≈ 6,06 atm**'],
    ],
    [
      'Un buzo desciende a 30 m de profundidad en un lago (agua dulce). Con una presión atmosférica de 100.000 Pa, ¿qué presión total soporta en kPa? (g = 10 m/s²)',
      ['**p = 400.000 Pa = 400 kPa**'],
    ],
    // A body given by its mass and density under a liquid: what the dynamometer marks, or the buoyancy.
    [
      'Un bloque de aluminio (ρ = 2700 kg/m³) de 2,7 kg cuelga de un dinamómetro y se sumerge totalmente en agua (ρ = 1000 kg/m³). ¿Qué marca el dinamómetro? (Usá g = 10 m/s².)',
      ['**P_ap = 17 N**'],
    ],
    [
      'Una pieza de hierro de 7,8 kg y densidad 7800 kg/m³ se cuelga de un dinamómetro y se sumerge por completo en agua. ¿Qué indica el dinamómetro? (g = 10 m/s²)',
      ['**P_ap = 68 N**'],
    ],
    [
      'Una pieza de hierro de 7,8 kg y densidad 7800 kg/m³ se sumerge por completo en aceite de densidad 800 kg/m³. ¿Qué empuje recibe? (g = 10 m/s²)',
      ['**E = 8 N**'],
    ],
    // The body's density from its weights in air and under a liquid: ρ_c = ρ_liq·P/E.
    [
      'Una piedra pesa 30 N en el aire y 20 N cuando está totalmente sumergida en agua (ρ = 1000 kg/m³). ¿Cuál es la densidad de la piedra? (Usá g = 10 m/s².)',
      ['**ρ = 3.000 kg/m³**'],
    ],
    [
      'Un objeto pesa 12 N en el aire y, colgado de un dinamómetro y sumergido por completo en agua, el dinamómetro marca 8 N. ¿Cuál es la densidad del objeto?',
      ['**ρ = 3.000 kg/m³**'],
    ],
    [
      'Un anillo pesa 0,5 N en el aire y 0,45 N sumergido en alcohol (densidad 800 kg/m³). Calculá la densidad del anillo.',
      ['**ρ = 8.000 kg/m³**'],
    ],
    // A U-tube with two liquids, heights from the interface.
    [
      'Un tubo en U abierto contiene agua (ρ = 1000 kg/m³). Se echa aceite en una rama y, en equilibrio, la columna de aceite mide 20 cm, mientras que en la otra rama el agua sube 16 cm por encima del nivel de la superficie de separación entre aceite y agua. ¿Cuál es la densidad del aceite?',
      ['**ρ = 800 kg/m³**'],
    ],
    [
      'En un tubo en U hay mercurio (densidad 13.600 kg/m³) y se vierte agua en una de las ramas. Desde la superficie de separación, la columna de agua mide 27,2 cm. ¿A qué altura sobre ese nivel queda el mercurio en la otra rama?',
      ['**h = 0,02 m (= 2 cm)**'],
    ],
    [
      'En un tubo en U con agua se agrega alcohol en una rama. Medidas desde la superficie de separación, la columna de alcohol mide 25 cm y el agua de la otra rama llega a 20 cm. Calculá la densidad del alcohol en g/cm³.',
      ['**ρ = 0,8 g/cm³**'],
    ],
  ]);

  it.each([
    // No density of the body; another liquid with no density.
    'Un bloque de aluminio de 2,7 kg cuelga de un dinamómetro y se sumerge totalmente en agua. ¿Qué marca el dinamómetro? (Usá g = 10 m/s².)',
    'Una piedra pesa 30 N en el aire y 20 N cuando está totalmente sumergida en un líquido. ¿Cuál es la densidad de la piedra?',
    // Heights not said to be measured from the interface.
    'Un tubo en U abierto contiene agua. Se echa aceite en una rama y la columna de aceite mide 20 cm, mientras que en la otra rama el agua sube 16 cm. ¿Cuál es la densidad del aceite?',
  ])('states no result: %s', (problem) => {
    expect(solveHydrostatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveHydrostatics: near misses found around the new readings', () => {
  itSolvesCertainly(solveHydrostatics, [
    [
      'Un buzo está a 20 m de profundidad en el mar (ρ = 1030 kg/m³). Si la presión atmosférica es de 1 atm, ¿cuántas atmósferas de presión total soporta? (Usá g = 9,8 m/s² y 1 atm = 101.300 Pa)',
      ['**p = 303.180 Pa ≈ 2,99 atm**'],
    ],
    [
      'Un objeto pesa 12 N en el aire y 9 N en aceite de densidad 800 kg/m³. ¿Cuál es la densidad del objeto?',
      ['**ρ = 3.200 kg/m³**'],
    ],
    ['Un objeto pesa 12 N en el aire y 8 N en agua. ¿Cuál es el empuje?', ['**E = 4 N**']],
    [
      'Un buzo se encuentra a 12 m bajo la superficie del mar (densidad 1025 kg/m³). Si la presión atmosférica es 1 atm = 101.325 Pa, ¿qué presión total soporta en atm? (g = 10 m/s²)',
      ['**p = 224.325 Pa ≈ 2,21 atm**'],
    ],
    [
      '¿Qué marca un dinamómetro del que cuelga un bloque de hierro de 3,9 kg (ρ = 7800 kg/m³) totalmente sumergido en agua? (g = 10 m/s²)',
      ['**P_ap = 34 N**'],
    ],
    [
      'Un buceador desciende hasta 15 m en un lago de agua dulce (ρ = 1000 kg/m³). La presión atmosférica es de 101.300 Pa. ¿Cuántas atmósferas de presión total soporta? (g = 9,8 m/s²; 1 atm = 101.300 Pa)',
      ['**p = 248.300 Pa ≈ 2,45 atm**'],
    ],
    [
      'Un bloque de aluminio (ρ = 2,7 g/cm³) de 540 g cuelga de un dinamómetro y se sumerge totalmente en agua. ¿Qué marca el dinamómetro? (Usá g = 10 m/s².)',
      ['**P_ap = 3,4 N**'],
    ],
    [
      'Un tubo en U contiene agua. En una rama se echa aceite (densidad 800 kg/m³) y la columna de aceite mide 20 cm desde la superficie de separación. ¿Cuánto sube el agua en la otra rama por encima de ese nivel?',
      ['**h = 0,16 m (= 16 cm)**'],
    ],
  ]);

  it.each([
    // Partly under the liquid: the buoyancy is of that part.
    'Un bloque de aluminio (ρ = 2700 kg/m³) de 2,7 kg cuelga de un dinamómetro y se sumerge hasta la mitad en agua. ¿Qué marca el dinamómetro? (Usá g = 10 m/s².)',
    'Una piedra pesa 30 N en el aire y 20 N cuando está sumergida hasta la mitad en agua. ¿Cuál es la densidad de la piedra?',
    // Oil with no density given.
    'Un objeto pesa 12 N en el aire y 9 N en aceite. ¿Cuál es la densidad del objeto?',
    // Heavier under water than in air; its mass and one weighing.
    'Una piedra pesa 30 N en el aire y 35 N cuando está totalmente sumergida en agua. ¿Cuál es la densidad de la piedra?',
    // The difference between the free surfaces; the water's own density asked.
    'Un tubo en U contiene mercurio (13.600 kg/m³). En una rama se echa agua hasta formar una columna de 68 cm sobre la superficie de separación. ¿Qué diferencia de altura hay entre las superficies libres de los dos líquidos?',
    'Un tubo en U contiene agua y aceite. La columna de aceite mide 20 cm y el agua sube 16 cm sobre la superficie de separación. ¿Cuál es la densidad del agua?',
  ])('states no result: %s', (problem) => {
    expect(solveHydrostatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveHydrostatics: the one density a body of a statement in water has, and the dynamometer that indicates', () => {
  it.each([
    [
      'Un bloque de hierro de 500 cm³ (densidad 7,8 g/cm³) está totalmente sumergido en agua. Con g = 10 m/s², ¿qué empuje recibe?',
      '**E = 5 N**',
    ],
    [
      'Un bloque de hierro de 500 cm³ (densidad 7,8 g/cm³) cuelga de un dinamómetro y está totalmente sumergido en agua. Con g = 9,8 m/s², el dinamómetro indica:',
      '**P_ap = 33,32 N**',
    ],
    [
      'Una pieza de 400 cm³ y densidad 5 g/cm³ está sumergida por completo en aceite de densidad 800 kg/m³, colgada de un dinamómetro. Con g = 10 m/s², el dinamómetro marca:',
      '**P_ap = 16,8 N**',
    ],
    [
      'Un bloque de aluminio de 2 kg (densidad 2,7 g/cm³) cuelga de un dinamómetro sumergido totalmente en agua. Considere g = 10 m/s². ¿Qué indica el dinamómetro?',
      '**P_ap ≈ 12,59 N**',
    ],
    [
      'Un cuerpo de 2 dm³ se sumerge totalmente en un líquido. Si la densidad es 1,2 g/cm³, ¿qué empuje recibe? (g = 10 m/s²)',
      '**E = 24 N**',
    ],
  ])('%s', (problem, line) => {
    const reply = solveHydrostatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(line);
  });

  it('declines salt water whose density it cannot tell from the body’s', () => {
    expect(
      solveHydrostatics(
        'Un cuerpo de 50 cm³ se sumerge totalmente en agua salada, densidad 1030 kg/m³. ¿Qué empuje recibe? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solveHydrostatics: the weight, the buoyancy and the height under water of a body that floats', () => {
  it.each([
    [
      'Un cubo de madera de 20 cm de arista y densidad 600 kg/m³ flota en agua en reposo (g = 10 m/s²). ¿Cuál es el peso del cubo?',
      '**P = 48 N**',
    ],
    [
      'Un cubo de madera de 20 cm de arista y densidad 600 kg/m³ flota en agua en reposo (g = 10 m/s²). ¿Qué empuje recibe?',
      '**E = 48 N**',
    ],
    [
      'Un cubo de madera de 20 cm de arista y densidad 600 kg/m³ flota en agua en reposo (g = 10 m/s²). ¿Cuál es la altura de la parte sumergida?',
      '**h = 12 cm**',
    ],
    [
      'Un corcho de 50 cm³ y densidad 0,25 g/cm³ flota en agua. ¿Qué empuje recibe? (g = 9,8 m/s²)',
      '**E ≈ 0,12 N**',
    ],
    [
      'Un cubo de hierro de 20 cm de arista y densidad 7800 kg/m³ flota en mercurio (densidad 13.600 kg/m³). ¿Qué empuje recibe? (g = 10 m/s²)',
      '**E = 624 N**',
    ],
  ])('%s', (problem, line) => {
    const reply = solveHydrostatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(line);
  });

  it('declines a floating body of no density, and one denser than the liquid', () => {
    for (const problem of [
      'Un cubo de 20 cm de arista flota en agua. ¿Qué empuje recibe? (g = 10 m/s²)',
      'Un cubo de 20 cm de arista y densidad 7800 kg/m³ flota en agua. ¿Qué empuje recibe? (g = 10 m/s²)',
    ])
      expect(solveHydrostatics(problem)?.certain ?? false, problem).toBe(false);
  });
});

describe('hydrostatics: the buoyancy from the weights, the liquid’s density given for another question', () => {
  itSolvesCertainly(solveHydrostatics, [
    [
      'Una pieza metálica pesa 27 N en el aire y 17 N cuando está totalmente sumergida en agua (densidad del agua 1.000 kg/m³, g = 10 m/s²). Hallar el empuje que recibe la pieza.',
      ['**E = 10 N**', 'no hace falta para el empuje'],
    ],
    [
      'Una piedra pesa 12 N fuera del agua y 7,5 N sumergida en agua de densidad 1 g/cm³. ¿Qué empuje recibe?',
      ['**E = 4,5 N**'],
    ],
    [
      'Una esfera pesa 9 N fuera del líquido y 5 N sumergida por completo en aceite de densidad 800 kg/m³. Calculá el empuje.',
      ['**E = 4 N**'],
    ],
  ]);

  it('leaves alone a density that is the body’s, asked the buoyancy', () => {
    expect(
      solveHydrostatics(
        'Un cuerpo de densidad 2500 kg/m³ pesa 50 N en el aire y 30 N sumergido en agua. ¿Qué empuje recibe?',
      )?.text ?? '',
    ).not.toContain('**E');
  });
});

describe('hydrostatics: how far one piston of a press moves when the other does', () => {
  itSolvesCertainly(solveHydrostatics, [
    [
      'En un elevador hidráulico el pistón chico tiene 4 cm de diámetro y el grande 40 cm de diámetro. Si el pistón chico baja 50 cm, ¿cuánto sube el grande?',
      ['**d = 0,5 cm**'],
    ],
    [
      'Los émbolos de una prensa hidráulica tienen 10 cm² y 500 cm². ¿Cuánto sube el émbolo mayor si el menor baja 25 cm?',
      ['**d = 0,5 cm**'],
    ],
    // (10/2)² = 25: the small one moves 25 times as far.
    [
      'En una prensa hidráulica los émbolos tienen radios de 2 cm y 10 cm. Si el émbolo mayor sube 1 cm, ¿cuánto baja el menor?',
      ['**d = 25 cm**'],
    ],
  ]);

  it('states nothing when it is not told which piston moves, or a load is left over', () => {
    for (const problem of [
      'En una prensa hidráulica los émbolos tienen 10 cm² y 500 cm². Si uno baja 25 cm, ¿cuánto sube el otro?',
      'Un elevador hidráulico tiene un pistón chico de 4 cm de diámetro y uno grande de 40 cm de diámetro, con un auto de 1.200 kg encima. Si el pistón chico baja 50 cm, ¿cuánto sube el auto?',
    ]) {
      const reply = solveHydrostatics(problem);
      expect(reply?.certain ?? false, problem).toBe(false);
      expect(reply?.text ?? '', problem).not.toContain('**d');
    }
  });
});

describe('hydrostatics: a tank’s diameter beside the depth, the atmosphere given for another question', () => {
  const tank =
    'Un tanque cilíndrico abierto de 2 m de diámetro contiene agua hasta una altura de 3 m. Considere g = 10 m/s², densidad del agua 1.000 kg/m³ y presión atmosférica 101.300 Pa.';
  itSolvesCertainly(solveHydrostatics, [
    [`${tank} Determine la presión hidrostática en el fondo del tanque.`, ['**p = 30.000 Pa**']],
    [`${tank} Determine la presión absoluta en el fondo.`, ['**p = 131.300 Pa**']],
    // π · 1² · 30.000 ≈ 94.247,78 N.
    [
      `${tank} Determine la fuerza que ejerce el agua sobre el fondo debida a la presión hidrostática.`,
      ['**F ≈ 94.247,78 N**'],
    ],
    // r = 0,5 m: π · 0,25 · 800 · 10 · 2 ≈ 12.566,37 N.
    [
      'Un depósito de 50 cm de radio tiene aceite de densidad 800 kg/m³ hasta 2 m de altura (g = 10 m/s²). ¿Qué fuerza hace el aceite sobre el fondo?',
      ['**F ≈ 12.566,37 N**'],
    ],
  ]);

  it('does not choose between the gauge and the absolute pressure when the question does not say', () => {
    const reply = solveHydrostatics(`${tank} Determine la presión en el fondo.`);
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**p');
  });
});

describe('solveHydrostatics: the volume of a body given by mass and density', () => {
  it('states it, the liquid and g said to be for the buoyancy', () => {
    const reply = solveHydrostatics(
      'Un bloque de aluminio (ρ = 2700 kg/m³) de 2,7 kg cuelga de un dinamómetro y se sumerge totalmente en agua (ρ = 1000 kg/m³). ¿Cuál es su volumen? (Usá g = 10 m/s².)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('sirven para el empuje');
    expect(reply?.text).toContain('**V = 1.000 cm³**');
  });
});

describe('an absolute pressure asked in atmospheres with the atmosphere given only as the unit', () => {
  it('takes the surface at 1 atm, in the pascals the statement gives it', () => {
    const reply = solveHydrostatics(
      'Una buceadora baja hasta 20 m de profundidad en el mar. ¿Qué presión absoluta soporta, en atmósferas? Datos: ρ = 1025 kg/m³; g = 10 m/s²; 1 atm = 101 000 Pa.',
    );
    expect(reply?.certain, reply?.text).toBe(true);
    // 101.000 + 1025 · 10 · 20 = 306.000 Pa ≈ 3,03 atm.
    expect(reply?.text).toContain('**p = 306.000 Pa ≈ 3,03 atm**');
  });

  it('reads the course bank’s total with the atmosphere left out the same way', () => {
    const reply = solveHydrostatics(
      'Un buzo está a 20 m de profundidad en el mar (ρ = 1030 kg/m³). ¿Cuántas atmósferas de presión total soporta? (Usá g = 9,8 m/s² y 1 atm = 101.300 Pa)',
    );
    expect(reply?.certain, reply?.text).toBe(true);
    expect(reply?.text).toContain('p₀ = 1 atm = 101.300 Pa');
    expect(reply?.text).toContain('≈ 2,99 atm**');
  });

  it('adds no atmosphere to the liquid’s own pressure asked in atmospheres', () => {
    const reply = solveHydrostatics(
      'Una buceadora baja hasta 20 m de profundidad en el mar. ¿Qué presión ejerce el agua sobre ella, en atmósferas? Datos: ρ = 1025 kg/m³; g = 10 m/s²; 1 atm = 101 000 Pa.',
    );
    expect(reply?.text ?? '').not.toContain('306.000');
  });
});
