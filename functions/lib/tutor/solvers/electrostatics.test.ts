import { describe, expect, it } from 'vitest';
import { solveElectrostatics } from './electrostatics.ts';
import { solveProblem } from './solve-problem.ts';

/** The bold answer of a certain reply, or undefined when the solver declines or leaves the problem. */
function answer(problem: string): string | undefined {
  const reply = solveElectrostatics(problem);
  if (!reply?.certain) return undefined;
  return reply.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));
}

describe('solveElectrostatics: charges and fields', () => {
  it('gives Coulomb’s force in μC, nC and cm, with k given or not', () => {
    expect(
      answer(
        'Dos cargas puntuales de 2 μC y 3 μC están separadas 0,3 m. ¿Cuál es el módulo de la fuerza entre ellas? (k = 9 · 10⁹ N·m²/C²)',
      ),
    ).toBe('**F = 0,6 N**');
    expect(
      answer(
        'Dos cargas puntuales de +2 μC y -8 μC están separadas 6 cm. ¿Cuál es el módulo de la fuerza entre ellas? (k = 9 · 10⁹ N·m²/C²)',
      ),
    ).toBe('**F = 40 N**');
    // 9·10⁹ · 5·10⁻⁹ · 3·10⁻⁹ / 0,1² = 1,35·10⁻⁵ N.
    expect(
      answer(
        'Dos cargas de 5 nC y -3 nC están a 10 cm una de otra. Calculá la fuerza eléctrica entre ellas.',
      ),
    ).toBe('**F = 1,35 · 10⁻⁵ N**');
  });

  it('gives a point charge’s field and where two like charges’ field is zero', () => {
    expect(
      answer('¿Cuánto vale el campo eléctrico a 0,5 m de una carga puntual de 5 nC? (k = 9 · 10⁹ N·m²/C²)'),
    ).toBe('**E = 180 N/C**');
    expect(answer('¿Qué campo eléctrico crea una carga de -4 μC a 30 cm de distancia?')).toBe(
      '**E = 4 · 10⁵ N/C**',
    );
    expect(
      answer(
        'Una carga de 4 μC está en x = 0 y otra de 1 μC, también positiva, en x = 3 m. ¿En qué punto entre ellas el campo eléctrico total es nulo?',
      ),
    ).toBe('**x = 2 m**');
    // 40/(1 + √(1/9)) = 30 cm.
    expect(
      answer(
        'Una carga de 9 μC y otra de 1 μC, ambas positivas, están separadas 40 cm. ¿A qué distancia de la primera el campo eléctrico es nulo?',
      ),
    ).toBe('**x = 30 cm de la carga q₁ (9 μC)**');
  });

  it('gives how the force changes, the electrons in a charge and the work q·ΔV', () => {
    expect(
      answer(
        'Dos cargas puntuales se atraen con una fuerza F. Si una de las cargas se duplica y la distancia entre ellas se triplica, ¿cuál es la nueva fuerza?',
      ),
    ).toBe('**F′ = 2/9 F**');
    expect(
      answer(
        'Dos cargas puntuales se repelen con una fuerza F. Si ambas cargas se duplican y la distancia se reduce a la mitad, ¿cuál es la nueva fuerza?',
      ),
    ).toBe('**F′ = 16 F**');
    // The force before the change given in newtons: the new one in newtons.
    expect(
      answer(
        'Dos cargas puntuales se atraen con una fuerza de 12 N. Si la distancia se duplica, ¿cuál es la nueva fuerza?',
      ),
    ).toBe('**F′ = 3 N**');
    expect(
      answer(
        '5) Dos cargas se repelen con una fuerza de 0,9 kN. Si se triplica una de las cargas y la distancia se reduce a la mitad, la nueva fuerza vale:',
      ),
    ).toBe('**F′ = 10.800 N**');
    // A second force, or a number besides the force, is another problem.
    expect(
      answer(
        'Dos cargas puntuales separadas 3 m se atraen con una fuerza de 12 N. Si la distancia se duplica, ¿cuál es la nueva fuerza?',
      ),
    ).not.toBe('**F′ = 3 N**');
    expect(
      answer(
        'Un cuerpo tiene una carga de −1 C. ¿Cuántos electrones de más tiene? (Carga del electrón: 1,6 · 10⁻¹⁹ C en valor absoluto.)',
      ),
    ).toBe('**n = 6,25 · 10¹⁸ electrones de más**');
    expect(answer('¿Cuántos electrones hay que quitarle a un cuerpo para que quede con 3,2 μC?')).toBe(
      '**n = 2 · 10¹³ electrones de menos**',
    );
    expect(
      answer(
        '¿Qué trabajo hay que realizar para llevar una carga de 2 μC entre dos puntos cuya diferencia de potencial es de 100 V, sin cambiar su velocidad?',
      ),
    ).toBe('**W = 2 · 10⁻⁴ J**');
  });

  it('gives an electron’s speed and energy through a potential difference', () => {
    expect(
      answer(
        'Un electrón parte del reposo y es acelerado por una diferencia de potencial de 100 V. ¿Con qué rapidez termina? (Carga del electrón: 1,6 · 10⁻¹⁹ C en valor absoluto; masa: 9,11 · 10⁻³¹ kg; redondeá a tres cifras significativas.)',
      ),
    ).toBe('**v ≈ 5,93 · 10⁶ m/s**');
    expect(
      answer(
        'Un electrón parte del reposo y es acelerado por una diferencia de potencial de 500 V. ¿Qué energía cinética adquiere?',
      ),
    ).toBe('**Ec = 8 · 10⁻¹⁷ J**');
  });

  it('declines a third charge, a missing charge, a force with a number, opposite charges or the field’s signed work', () => {
    expect(
      answer(
        'Dos cargas de 5 nC y -3 nC están a 10 cm una de otra y una tercera carga de 1 nC está a 5 cm. ¿Qué fuerza actúa sobre la tercera?',
      ),
    ).toBe(undefined);
    expect(answer('Una carga de 8 μC está a 2 m de otra. ¿Qué fuerza hay entre ellas?')).toBe(undefined);
    expect(
      answer(
        'Dos cargas de 2 μC están separadas 10 cm y una tercera carga de 1 μC se ubica en el punto medio entre ellas. ¿Qué fuerza neta recibe la tercera carga?',
      ),
    ).toBe('**F neta = 0 N**'); // now read: equal charges at the two ends pull it equally
    expect(
      answer(
        'Dos cargas de 3 μC y −5 μC están separadas 20 cm. ¿La fuerza entre ellas es de atracción o de repulsión?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Una carga de 4 μC está en x = 0 y otra de -1 μC en x = 3 m. ¿En qué punto entre ellas el campo eléctrico total es nulo?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        '¿Qué trabajo realiza el campo para llevar una carga de -3 nC entre dos puntos con una diferencia de potencial de 50 V?',
      ),
    ).toBe(undefined);
    // A capacitor's energy is ½·Q·V (1,2·10⁻⁵ J), not the work q·V (2,4·10⁻⁵ J).
    expect(answer('Un capacitor tiene una carga de 2 μC a una tensión de 12 V. ¿Qué energía almacena?')).toBe(
      '**E = 1,2 · 10⁻⁵ J**',
    );
  });
});

describe('solveElectrostatics: magnetism', () => {
  it('gives the force on a wire and on a moving charge, and a long wire’s field', () => {
    expect(
      answer(
        'Un tramo recto de cable de 0,5 m, por el que circulan 4 A, está perpendicular a un campo magnético uniforme de 0,2 T. ¿Qué fuerza magnética actúa sobre él?',
      ),
    ).toBe('**F = 0,4 N**');
    expect(
      answer(
        'Un cable de 2 m lleva 3 A y forma 30° con un campo magnético de 0,5 T. ¿Qué fuerza actúa sobre el cable?',
      ),
    ).toBe('**F = 1,5 N**');
    expect(
      answer(
        'Una esferita con una carga de 4 μC se mueve a 500 m/s dentro de un campo magnético uniforme de 0,2 T, perpendicular a las líneas del campo. ¿Qué fuerza magnética recibe?',
      ),
    ).toBe('**F = 4 · 10⁻⁴ N**');
    expect(
      answer(
        'Un electrón se mueve a 2 · 10⁶ m/s perpendicular a un campo magnético de 0,1 T. ¿Qué fuerza magnética recibe?',
      ),
    ).toBe('**F = 3,2 · 10⁻¹⁴ N**');
    expect(
      answer(
        'Por un cable recto y largo circulan 10 A. ¿Cuánto vale el campo magnético a 5 cm del cable? (μ₀ = 4π · 10⁻⁷ T·m/A)',
      ),
    ).toBe('**B = 4 · 10⁻⁵ T**');
  });

  it('declines an angle it is not told, or another field beside the wire', () => {
    expect(
      answer(
        'Un cable de 2 m lleva 3 A dentro de un campo magnético de 0,5 T. ¿Qué fuerza actúa sobre el cable?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Por un cable recto y largo circulan 10 A. ¿Cuánto vale el campo magnético a 5 cm del cable si además hay un campo externo de 0,2 T?',
      ),
    ).toBe(undefined);
  });
});

describe('solveElectrostatics: a capacitor, Q = C·V and E = ½·Q·V', () => {
  it.each([
    // ½·20·10⁻⁶·12 = 1,2·10⁻⁴ J.
    [
      'Un capacitor almacena una carga de 20 μC cuando se lo conecta a 12 V. ¿Qué energía almacena?',
      '**E = 1,2 · 10⁻⁴ J**',
    ],
    // ½·4·10⁻⁶·12² = 2,88·10⁻⁴ J.
    [
      'Un capacitor de 4 μF se conecta a una batería de 12 V. ¿Qué energía almacena?',
      '**E = 2,88 · 10⁻⁴ J**',
    ],
    // V = 10·10⁻⁶ / 50·10⁻⁹ = 200 V.
    [
      'Un condensador de 50 nF tiene una carga de 10 μC. ¿Cuál es la diferencia de potencial entre sus placas?',
      '**V = 200 V**',
    ],
    // V = 3 V, E = ½·6·10⁻⁶·3 = 9·10⁻⁶ J.
    ['Un capacitor de 2 μF almacena 6 μC. ¿Qué energía acumula?', '**E = 9 · 10⁻⁶ J**'],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // Only the charge: the energy needs the voltage or the capacitance too.
    'Un capacitor almacena una carga de 20 μC. ¿Qué energía almacena?',
    // Three data that do not agree with Q = C·V (4 μF at 12 V hold 48 μC).
    'Un capacitor de 4 μF conectado a 12 V almacena 20 μC. ¿Qué energía almacena?',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveElectrostatics: a third charge at the midpoint', () => {
  it('gives the net force on it, 0 N between equal charges', () => {
    // Equal charges: k·q·(Q − Q)/(d/2)² = 0. 3 μC and 1 μC at 20 cm, 2 nC in the middle:
    // 9·10⁹ · 2·10⁻⁹ · 2·10⁻⁶ / 0,1² = 0,0036 N, pushed toward the smaller one.
    for (const [problem, expected] of [
      [
        'Dos cargas de 2 μC están separadas 10 cm y una tercera carga de 1 μC se ubica en el punto medio entre ellas. ¿Qué fuerza neta recibe la tercera carga?',
        '**F neta = 0 N**',
      ],
      [
        'Dos cargas iguales de 5 nC distan 6 cm entre sí; una tercera carga de −2 nC está en el punto medio. ¿Cuál es la fuerza neta sobre la tercera?',
        '**F neta = 0 N**',
      ],
      [
        'Se colocan cargas de 3 μC y 1 μC a 20 cm una de otra. En el punto medio del segmento se pone una tercera carga de 2 nC. Calculá la fuerza resultante sobre ella.',
        '**F neta = 0,0036 N, hacia q₂**',
      ],
    ] as const) {
      const reply = solveElectrostatics(problem);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(expected);
    }
    // Near misses: the field asked, not the force; the third charge not at the midpoint.
    for (const problem of [
      'Dos cargas de 2 μC están separadas 10 cm y una tercera carga de 1 μC se ubica en el punto medio entre ellas. ¿Qué campo eléctrico hay en el punto medio?',
      'Dos cargas de 2 μC están separadas 10 cm y una tercera carga de 1 μC se ubica a 2 cm de una de ellas. ¿Qué fuerza neta recibe la tercera carga?',
    ])
      expect(solveElectrostatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveElectrostatics: equal charges typed once, a change said in words, the distance from the force', () => {
  it.each([
    [
      'Dos cargas puntuales iguales de 2 μC están separadas 0,2 m en el vacío (k = 9 · 10⁹ N·m²/C²). Calcule el módulo de la fuerza de repulsión.',
      '**F = 0,9 N**',
    ],
    [
      'Dos cargas puntuales iguales de 2 μC están separadas 0,2 m en el vacío (k = 9 · 10⁹ N·m²/C²). ¿Cuánto vale la fuerza si la distancia entre ellas se duplica?',
      '**F′ = 0,225 N**',
    ],
    [
      'Dos cargas de 3 μC cada una están a 30 cm. Si una de las cargas se triplica, ¿cuál es la fuerza entre ellas? Usá k = 9 · 10⁹ N·m²/C².',
      '**F′ = 2,7 N**',
    ],
    [
      '¿A qué distancia deben ubicarse dos cargas puntuales de 4 μC cada una para que se repelan con una fuerza de 3,6 N? (k = 9 · 10⁹ N·m²/C²)',
      '**r = 0,2 m**',
    ],
    [
      'Dos cargas de 3 μC y 6 μC se atraen con una fuerza de 1,8 N. ¿Qué distancia las separa?',
      '**r = 0,3 m**',
    ],
  ])('%s', (problem, expected) => {
    expect(answer(problem)).toBe(expected);
  });

  it.each([
    // A change on top of another part's change.
    'Dos cargas iguales de 2 μC están separadas 0,2 m. Si además una de las cargas se triplica, ¿cuánto vale la fuerza?',
    // A change of a datum the reading does not name (the medium).
    'Dos cargas iguales de 2 μC están separadas 0,2 m. Si el medio se cambiara por agua, ¿cuánto valdría la fuerza?',
    // Its kind asked, not its size.
    'Dos cargas de 2 μC y −3 μC están separadas 0,3 m. ¿La fuerza es de atracción o de repulsión?',
  ])('declines: %s', (problem) => {
    expect(answer(problem)).toBeUndefined();
  });
});

describe('solveElectrostatics: two charges of opposite sign, the field at the midpoint and where it is zero', () => {
  it('adds the two fields at the midpoint and finds the null point outside, beyond the smaller charge', () => {
    // 9·10⁹ · (3 + 5)·10⁻⁶ / 0,1² = 7,2 · 10⁶ N/C, toward the negative one.
    expect(
      answer(
        'Dos cargas puntuales q1 = +3 μC y q2 = −5 μC están separadas 20 cm en el vacío. ¿Cuánto vale el campo eléctrico en el punto medio entre ellas?',
      ),
    ).toBe('**E = 7,2 · 10⁶ N/C, hacia q₂**');
    // Same sign: 9·10⁹ · (8 − 2)·10⁻⁹ / 0,03² = 6 · 10⁴ N/C, away from the larger one.
    expect(
      answer(
        'Dos cargas q1 = 8 nC y q2 = 2 nC están separadas 6 cm. Calculá el campo eléctrico en el punto medio del segmento que las une.',
      ),
    ).toBe('**E = 60.000 N/C, hacia q₂**');
    // (d + x)/x = √(16/1) = 4 ⇒ x = 30/3 = 10 cm beyond q1.
    expect(
      answer(
        'Dos cargas q1 = −1 μC y q2 = +16 μC están separadas 30 cm. ¿A qué distancia de q1 se anula el campo eléctrico?',
      ),
    ).toBe('**x = 10 cm (= 0,1 m) de q₁, del lado de q₁ opuesto a q₂**');
    // The smaller charge is q2: the point is beyond it, d + x = 2 + 2/(√4 − 1) = 4 m from q1.
    expect(
      answer(
        'Dos cargas q1 = +8 μC y q2 = −2 μC están separadas 2 m. ¿A qué distancia de q1 el campo eléctrico es nulo?',
      ),
    ).toBe('**x = 4 m de q₁, del lado de q₂ opuesto a q₁**');
  });

  it('checks the null point back with seeded charges', () => {
    let seed = 29;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 30; i++) {
      const small = 1 + Math.floor(next() * 5);
      const big = small * (2 + Math.floor(next() * 4)) ** 2;
      const d = 10 + Math.floor(next() * 90);
      const reply = solveElectrostatics(
        `Dos cargas q1 = +${small} μC y q2 = −${big} μC están separadas ${d} cm. ¿A qué distancia de q1 se anula el campo eléctrico?`,
      );
      expect(reply?.certain).toBe(true);
      const x = d / (Math.sqrt(big / small) - 1);
      expect(small / x ** 2).toBeCloseTo(big / (d + x) ** 2, 9);
      const stated = /\*\*x [=≈] (\d+(?:,\d+)?) cm/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(Number(stated.replace(',', '.'))).toBeCloseTo(x, 2);
    }
  });

  it('leaves a point between opposite charges, equal sizes, a sign in words and a third charge', () => {
    for (const problem of [
      'Dos cargas q1 = +4 μC y q2 = −9 μC están separadas 50 cm. ¿En qué punto entre ellas se anula el campo eléctrico?',
      'Dos cargas q1 = +4 μC y q2 = −4 μC están separadas 50 cm. ¿A qué distancia de q1 se anula el campo eléctrico?',
      'Una carga de 4 μC y otra negativa de 9 μC están separadas 50 cm. ¿Cuánto vale el campo eléctrico en el punto medio?',
      'Dos cargas de 2 μC están separadas 10 cm y una tercera carga de 1 μC se ubica en el punto medio entre ellas. ¿Qué campo eléctrico hay en el punto medio?',
      // The length is half the separation, and a body placed at the point is not the pair's force.
      'Dos cargas de 2 μC y 8 μC están separadas. El punto medio está a 10 cm de cada una. ¿Cuánto vale el campo eléctrico en el punto medio?',
      'Dos cargas de 3 μC y −3 μC están separadas 1 m. ¿Qué fuerza actúa sobre un electrón ubicado en el punto medio?',
      'Dos cargas q1 = 3 μC y q2 = 5 μC están separadas 1 m. ¿Qué fuerza actuaría sobre una carga de prueba colocada en ese punto?',
    ])
      expect(answer(problem)).toBe(undefined);
  });
});

describe('a field asked in kN/C or kV/m', () => {
  it('states it in the unit asked, and the step that converts', () => {
    const reply = solveElectrostatics(
      'Dos cargas puntuales positivas, q₁ = 2 μC y q₂ = 8 μC, están a 40 cm una de otra. Calcular el módulo del campo eléctrico en el punto medio del segmento, en kN/C.',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**E = 1.350 kN/C, hacia q₁**');
    expect(reply?.text).toContain('La pregunta lo pide en kN/C');
    expect(
      solveElectrostatics('¿Cuánto vale el campo eléctrico que crea una carga de 5 μC a 30 cm, en kV/m?')
        ?.text,
    ).toContain('**E = 500 kV/m**');
  });

  it('gives no result in a unit it does not write', () => {
    const reply = solveElectrostatics(
      '¿Cuánto vale el campo eléctrico que crea una carga de 5 μC a 30 cm, en dyn/ues?',
    );
    expect(reply?.text ?? '').not.toContain('N/C**');
  });
});

describe('the distance at which a point charge makes a given field', () => {
  it('solves r = √(k·|q|/E) and checks it back', () => {
    for (const [problem, line] of [
      // 9e9 · 5e-6 / 4,5e5 = 0,1 m²; r = 0,316… m.
      [
        '¿A qué distancia de una carga puntual de 5 μC el campo eléctrico vale 4,5 · 10⁵ N/C?',
        '**r ≈ 0,316 m**',
      ],
      // A negative charge: its module; 9e9 · 2e-9 / 18 = 1 m².
      [
        'Hallar a qué distancia de una carga de -2 nC el módulo del campo eléctrico es de 18 N/C.',
        '**r = 1 m**',
      ],
      // 9e9 · 4e-6 / 9e5 = 0,04 m².
      [
        '¿A qué distancia de una carga de 4 μC el campo vale 9 · 10⁵ N/C? (k = 9 · 10⁹ N·m²/C²)',
        '**r = 0,2 m**',
      ],
    ] as const) {
      const reply = solveElectrostatics(problem);
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text).toContain(line);
    }
  });

  it('reads no field in another unit, nor a distance for two charges', () => {
    for (const problem of [
      '¿A qué distancia de una carga de 3 µC el campo vale 300 kN/C?',
      'Dos cargas de 2 μC y 8 μC: ¿a qué distancia de la primera el campo es nulo?',
    ])
      expect(solveElectrostatics(problem)?.text ?? '').not.toContain('**r');
  });
});

describe('a charge held at rest by a vertical uniform field', () => {
  it.each([
    // m·g = 4 · 10⁻⁵ N; E = 4 · 10⁻⁵ / 2 · 10⁻⁶ = 20 N/C.
    [
      'Una gotita de aceite de 4 mg, con una carga de -2 μC, queda suspendida en reposo en un campo eléctrico uniforme vertical. ¿Cuál es la intensidad del campo? (g = 10 m/s²)',
      '**E = 20 N/C**',
    ],
    // |q| = 0,005 · 9,8 / 2 · 10⁴ = 2,45 · 10⁻⁶ C.
    [
      'Una esferita de 5 g permanece en equilibrio, suspendida en un campo eléctrico vertical y uniforme de 2 · 10⁴ N/C. ¿Qué carga tiene? Tomá g = 9,8 m/s².',
      '**|q| = 2,45 · 10⁻⁶ C**',
    ],
    // m = 3 · 10⁻⁶ · 5000 / 10 = 1,5 · 10⁻³ kg.
    [
      'Una partícula con 3 μC flota en reposo en un campo eléctrico uniforme de 5000 N/C, vertical. ¿Cuál es su masa? (g = 10 m/s²)',
      '**m = 0,0015 kg**',
    ],
  ])('%s', (problem, expected) => {
    expect(answer(problem)).toBe(expected);
  });

  it.each([
    // No g given: 9,8 or 10 changes the result.
    'Una esferita de 5 g permanece en equilibrio, suspendida en un campo eléctrico vertical y uniforme de 2 · 10⁴ N/C. ¿Qué carga tiene?',
    // The field given too: nothing left to find.
    'Una esferita de 5 g y 2 μC queda en reposo en un campo eléctrico uniforme de 2 · 10⁴ N/C. ¿Cuál es la intensidad del campo? (g = 10 m/s²)',
  ])('declines: %s', (problem) => {
    expect(answer(problem)).toBeUndefined();
  });
});
