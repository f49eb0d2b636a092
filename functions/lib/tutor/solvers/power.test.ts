import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';
import { solvePower } from './power.ts';
import { solveProblem } from './solve-problem.ts';
import { expectCertain, random } from './testing.ts';

describe('solvePower', () => {
  it.each([
    [
      'Una bomba llena un tanque de 2 m³ ubicado a 8 m de altura en 10 minutos. ¿Qué potencia desarrolla? (g = 10 m/s², densidad del agua 1000 kg/m³)',
      '**P ≈ 266,67 W**',
    ],
    [
      '¿Qué potencia debe desarrollar una grúa para elevar un cuerpo de 1,2 t con rapidez constante de 3,6 km/h? (g = 10 m/s²)',
      '**P = 12.000 W**',
    ],
    [
      'Una lancha se mueve con velocidad constante de 10 m/s y su motor ejerce una fuerza de empuje de 1,5 kN. ¿Qué potencia desarrolla, en kW?',
      '**P = 15 kW**',
    ],
    [
      'Un montacargas sube una carga de 900 kg a velocidad constante de 1,5 m/s. Con g = 9,8 m/s², la potencia que desarrolla es:',
      '**P = 13.230 W**',
    ],
    [
      'El motor de un auto ejerce una fuerza de tracción de 3000 N mientras el auto avanza a 25 m/s constantes. ¿Qué potencia desarrolla, en kW?',
      '**P = 75 kW**',
    ],
    [
      'Una bomba eleva 600 litros de agua por minuto a un tanque a 15 m de altura. ¿Qué potencia tiene? (g = 10 m/s²)',
      '**P = 1.500 W**',
    ],
    [
      'Un motor eleva una carga de 200 kg a 12 m de altura en 30 s. ¿Cuál es su potencia en HP? (1 HP = 746 W)',
      '**P ≈ 1,05 HP**',
    ],
    [
      'Una bomba con un rendimiento del 80 % sube 1200 litros de agua a 10 m en 2 minutos. ¿Qué potencia consume?',
      '**P = 1.225 W**',
    ],
    ['Una máquina realiza un trabajo de 6000 J en 2 minutos. ¿Cuál es su potencia?', '**P = 50 W**'],
    [
      '¿Qué potencia, en HP, debe tener el motor de una bomba que eleva 1800 litros de agua por hora a 20 m de altura? (1 HP = 746 W)',
      '**P ≈ 0,13 HP**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    [
      'Un motor de 2 kW eleva una carga de 100 kg. ¿A qué velocidad constante la sube? (g = 10 m/s²)',
      '**v = 2 m/s**',
    ],
    ['¿Cuánto tarda un motor de 5 kW en elevar 1000 kg a 20 m de altura? (g = 10 m/s²)', '**t = 40 s**'],
    ['Una grúa de 3 HP levanta 500 kg a 10 m. ¿Cuánto tarda? (1 HP = 746 W)', '**t ≈ 21,89 s**'],
  ])('works from a given power: %s', (problem, expected) => {
    const reply = solvePower(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('answers a power, never a speed, for a pump', () => {
    const reply = solvePower(
      'Una bomba sube 2 L de agua por segundo hasta 20 m de altura. ¿Qué potencia necesita?',
    );

    expect(reply?.text).toMatch(/\*\*P = 392 W\*\*/);
  });

  it('is not certain with a datum it did not read', () => {
    const reply = solvePower(
      'Un motor de 3 cilindros eleva una carga de 200 kg a 12 m de altura en 30 s. ¿Cuál es su potencia?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/\n\*\*P/);
  });

  it('declines electric power', () => {
    expect(
      solvePower('Una lámpara de 60 W está conectada 2 h. ¿Qué potencia consume la resistencia?'),
    ).toBeUndefined();
  });

  it('finds P = F·v back (seeded)', () => {
    const next = random(56);
    for (let i = 0; i < 60; i++) {
      const F = 100 + Math.round(next() * 5000);
      const v = 1 + Math.round(next() * 40);
      const reply = solvePower(
        `Un motor ejerce una fuerza de ${F} N sobre un vehículo que avanza a ${v} m/s constantes. ¿Qué potencia desarrolla?`,
      );
      const P = parseNumber(/\*\*P [=≈] ([\d.,]+) W\*\*/.exec(reply?.text ?? '')?.[1] ?? 'x');

      expect(reply?.certain).toBe(true);
      expect(P / v).toBeCloseTo(F, 6);
    }
  });

  it('gives the load a machine of given power lifts at a constant speed, checked back', () => {
    const reply = solvePower(
      'Un motor de 2 kW de potencia levanta una carga a razón de 0,5 m/s con velocidad constante. ¿Cuál es la masa de la carga? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**m = 400 kg**');
    // Asked in tonnes, the mass in kg is not stated as the answer.
    expect(
      solvePower(
        'Un motor de 3 kW de potencia útil levanta cargas con una velocidad constante de 0,5 m/s. La máxima masa que puede levantar, en toneladas, es: (g = 10 m/s²)',
      )?.text ?? '',
    ).not.toContain('**m = 600 kg**');
  });
});

describe('solvePower: a machine of given efficiency', () => {
  it.each([
    [
      'Un motor eléctrico consume 2 kW y su rendimiento es del 75 %. ¿Qué potencia útil entrega, en W?',
      '**P útil = 1.500 W**',
    ],
    [
      'Un motor entrega una potencia útil de 3 kW con un rendimiento del 80 %. ¿Qué potencia consume?',
      '**P consumida = 3.750 W**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('expresses a power in another unit, with the equivalence the statement gives', () => {
    const reply = solvePower('Un motor entrega una potencia de 2,5 kW. Expresala en HP (1 HP = 746 W).');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**2,5 kW ≈ 3,35 HP**');
    expect(
      solvePower('Un motor de 2 kW sube una carga de 100 kg. Expresá su potencia en HP.')?.text ?? '',
    ).not.toContain('**2 kW');
  });

  it('does not answer the useful power when the statement already gives it', () => {
    const reply = solvePower(
      'Un motor entrega una potencia útil de 3 kW con un rendimiento del 80 %. ¿Qué potencia útil tiene?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solvePower: the flow a pump of given power raises', () => {
  it.each([
    [
      'Una bomba de 1,5 kW eleva agua a un tanque situado a 15 m de altura. ¿Cuántos litros por minuto puede elevar? (g = 10 m/s²)',
      ['Un litro de agua tiene 1 kg: 10 L/s', '**Q = 600 L/min**'],
    ],
    [
      'Una bomba de 2 kW con un rendimiento del 75 % sube agua a 30 m de altura. ¿Cuántos litros de agua por minuto eleva? (g = 10 m/s²)',
      ['P_{util}', '**Q = 300 L/min**'],
    ],
    [
      'Una bomba de 2 HP bombea agua hasta una altura de 20 m. ¿Qué caudal en litros por segundo puede elevar?',
      ['**Q ≈ 7,61 L/s**'],
    ],
    [
      'Una bomba de 5 kW bombea agua a 25 m de altura. ¿Cuántos m³ por hora sube? (g = 10 m/s²)',
      ['**Q = 72 m³/h**'],
    ],
  ])('%s', (problem, fragments) => {
    expectCertain(solvePower(problem), fragments);
  });

  it('is not certain with a datum it does not use, nor reads a flow without water', () => {
    expect(
      solvePower(
        'Una bomba de 1,5 kW eleva agua a un tanque situado a 15 m de altura en 4 s. ¿Cuántos litros por minuto puede elevar?',
      )?.certain ?? false,
    ).toBe(false);
    expect(
      solvePower(
        'Una bomba de 1,5 kW eleva aceite a 15 m de altura. ¿Cuántos litros por minuto puede elevar?',
      )?.certain ?? false,
    ).toBe(false);
  });

  it('gives back the power it was given (seeded)', () => {
    const next = random(4);
    for (let trial = 0; trial < 30; trial++) {
      const kw = 1 + Math.floor(next() * 9);
      const h = 5 + Math.floor(next() * 40);
      const reply = solvePower(
        `Una bomba de ${kw} kW eleva agua a ${h} m de altura. ¿Cuántos litros por minuto eleva? (g = 10 m/s²)`,
      );
      expect(reply?.certain).toBe(true);
      const perMinute = parseNumber(/\*\*Q [=≈] ([\d.,]+) L\/min/.exec(reply?.text ?? '')?.[1] ?? '');
      expect(((perMinute / 60) * 10 * h) / 1000).toBeCloseTo(kw, 1);
    }
  });
});

describe('solvePower: the work a machine delivers in a time', () => {
  it('multiplies the power by the time, with the factor the statement gives', () => {
    const reply = solvePower(
      'Un motor de 2 HP funciona durante 10 minutos. ¿Qué trabajo realiza? (1 HP = 746 W)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W = 895.200 J**');
  });

  it("leaves an appliance's energy alone (asked in kW·h as often as in J)", () => {
    expect(solvePower('Una lámpara de 100 W está encendida 5 h. ¿Qué energía consume?')).toBeUndefined();
  });

  it('reads the sentence that asks when a note of data closes the statement', () => {
    expect(
      solvePower(
        'Calculá la potencia de una bomba que eleva 1800 litros de agua por hora hasta un tanque ubicado a 10 m de altura. (g = 10 m/s²)',
      )?.text,
    ).toContain('**P = 50 W**');
  });
});

describe('solvePower: an energy from a power and a time, in the unit asked', () => {
  it.each([
    [
      'Un motor de 2 kW funciona durante 30 minutos. ¿Qué energía consume, expresada en kWh?',
      '**E = 1 kWh**',
    ],
    [
      'Una estufa de 1500 W queda encendida durante 2 h. ¿Cuántos joules de energía consume?',
      '**E = 10.800.000 J**',
    ],
    ['Una bomba de 500 W trabaja durante 4 min. ¿Qué energía entrega, en kJ?', '**E = 120 kJ**'],
  ])('%s', (problem, answer) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves a price of the energy alone', () => {
    expect(
      solvePower(
        'Una estufa de 2000 W está encendida 3 h. ¿Qué energía consume en kWh y cuánto cuesta si el kWh vale $ 80?',
      ),
    ).toBeUndefined();
  });
});

describe('solvePower: a force in kgf with the equivalence the statement gives', () => {
  it('converts with «1 kgf = 9,8 N» and counts it as used', () => {
    expectCertain(
      solvePower(
        'El motor de un auto ejerce una fuerza de 30 kgf y lo mantiene a 72 km/h. Si 1 kgf = 9,8 N, ¿qué potencia desarrolla?',
      ),
      ['30 kgf = 294 N (1 kgf = 9,8 N, como da el enunciado)', '**P = 5.880 W**'],
    );
  });
});

describe('solvePower: the guides’ power problems', () => {
  it('takes the mean power of a vehicle that speeds up from rest from the kinetic energy it gains', () => {
    expectCertain(
      solvePower(
        'Un tren de 20 toneladas parte del reposo y alcanza 72 km/h en 5,0 min con aceleración constante. ¿Cuál es la potencia media desarrollada por su motor?',
      ),
      ['v₀ = 0 (parte del reposo)', '**P ≈ 13.333,33 W**'],
    );
  });

  it('finds the weight a motor lifts at a constant speed when the question asks newtons', () => {
    expectCertain(
      solvePower(
        'Un motor de 0,5 hp (1 hp = 746 W) levanta una carga con una rapidez constante de 4 cm/s. ¿Cuál es el peso máximo que puede levantar, en N?',
      ),
      '**F = 9.325 N**',
    );
  });

  it('reads a slope as a rise over the road, or a small grade in percent', () => {
    expectCertain(
      solvePower(
        'Un auto de 1200 kg sube a 25 m/s por una pendiente que se eleva 4 m por cada 100 m recorridos. Despreciando rozamientos, con g = 9,8 m/s², ¿qué potencia requiere?',
      ),
      ['\\sin\\theta = \\frac{4}{100}', '**P = 11.760 W**'],
    );
    expectCertain(
      solvePower(
        'Un automóvil de 1000 kg sube por una pendiente del 3 % con una rapidez constante de 20 m/s. Despreciando la fricción, ¿qué potencia requiere, en W?',
      ),
      '**P = 5.880 W**',
    );
    expect(
      solvePower('Un auto de 1000 kg sube por una pendiente del 30 % a 20 m/s. ¿Qué potencia requiere?')
        ?.certain ?? false,
    ).toBe(false);
  });

  it('adds the kinetic energy of what an elevator lets out at a speed', () => {
    expectCertain(
      solvePower(
        'Un elevador de cereal sube el grano 10 m y lo descarga por arriba a razón de 3,0 kg por segundo, con una rapidez de salida de 2,0 m/s. Con g = 9,8 m/s², ¿cuál es la potencia mínima del motor, en W?',
      ),
      ['= 6$ W', '**P = 300 W**'],
    );
  });

  it('counts a stated «1 L de agua = 1 kg» as used', () => {
    expectCertain(
      solvePower(
        'Una bomba de 2 kW eleva agua a un tanque situado a 15 m de altura con un rendimiento del 75 %. Con g = 10 m/s² y 1 L de agua = 1 kg, ¿cuántos litros sube por minuto?',
      ),
      '**Q = 600 L/min**',
    );
  });

  it('finds P = ½·m·v²/t back for random starts from rest (seeded)', () => {
    const next = random(17);
    for (let trial = 0; trial < 30; trial++) {
      const [m, v, t] = [
        100 * (1 + Math.floor(next() * 20)),
        1 + Math.floor(next() * 30),
        1 + Math.floor(next() * 60),
      ];
      const reply = solvePower(
        `Un auto de ${m} kg parte del reposo y alcanza ${v} m/s en ${t} s. ¿Qué potencia media desarrolla su motor?`,
      );
      const shown = /\*\*P [=≈] ([\d.,]+) W\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(parseNumber(shown)).toBeCloseTo((0.5 * m * v * v) / t, 1);
    }
  });
});

describe('solvePower: a power asked in a unit named before it', () => {
  it('reads «¿Cuántos HP son 1492 W?»', () => {
    expectCertain(solvePower('¿Cuántos HP son 1492 W? (1 HP = 746 W)'), '**1.492 W = 2 HP**');
  });
});

describe('solvePower: an efficiency with the mass lifted or the useful work', () => {
  it('lifts with the useful power only', () => {
    expectCertain(
      solvePower(
        'Una grúa de 10 kW levanta cargas con un rendimiento del 70 %. ¿Qué masa puede subir a velocidad constante de 0,5 m/s? (g = 10 m/s²)',
      ),
      ['P_{util} = 10.000 \\cdot 0{,}7 = 7.000', '**m = 1.400 kg**'],
    );
  });

  it('answers the useful work in a time, and declines a work that does not say which', () => {
    expectCertain(
      solvePower('Un motor de 80 % de rendimiento consume 5 kW. ¿Qué trabajo útil hace en 1 minuto?'),
      '**W = 240.000 J**',
    );
    expect(
      solvePower('Un motor de 80 % de rendimiento consume 5 kW durante 1 minuto. ¿Qué trabajo hace?')
        ?.certain ?? false,
    ).toBe(false);
  });
});

describe('solvePower: a time of use per day is not the whole time', () => {
  it('leaves «4 h por día … en una semana» to the electric energy', () => {
    expect(
      solvePower(
        'Una lámpara de 75 W está encendida 4 h por día. ¿Cuánta energía consume en una semana, en kWh?',
      ),
    ).toBeUndefined();
  });
});

describe('solvePower: the efficiency asked', () => {
  it('is the useful power over the power taken', () => {
    expectCertain(
      solvePower(
        'Un motor eleva 100 kg a 8 m en 10 s consumiendo 1000 W. ¿Cuál es su rendimiento? (g = 10 m/s²)',
      ),
      '**η = 80 %**',
    );
    expectCertain(
      solvePower(
        'Una bomba de 2 kW sube 600 litros de agua por minuto a un tanque a 15 m de altura. ¿Cuál es su rendimiento? (g = 10 m/s²)',
      ),
      '**η = 75 %**',
    );
  });

  it('declines a useful power above the power taken', () => {
    expect(
      solvePower(
        'Un motor eleva 100 kg a 8 m en 1 s consumiendo 1000 W. ¿Cuál es su rendimiento? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });
});

describe('solvePower: a slope taken downhill', () => {
  it('is no power the motor develops', () => {
    expect(
      solvePower(
        'Un auto de 1200 kg baja a 25 m/s por una pendiente del 4 %. ¿Qué potencia desarrolla el motor? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solvePower: a pump whose water mass the statement gives by a unit volume', () => {
  it('takes the mass from «1 m³ de agua tiene 1000 kg»', () => {
    expectCertain(
      solvePower(
        'Una bomba eleva 8 m³ de agua a 15 m en 20 minutos. Si 1 m³ de agua tiene 1000 kg, ¿qué potencia desarrolla? (g = 10 m/s²)',
      ),
      ['cada 1 m³ tiene 1.000 kg', '**P = 1.000 W**'],
    );
  });
});

describe('solvePower: a force that pulls at an angle', () => {
  it('takes the work of the horizontal component over the time', () => {
    const reply = solvePower(
      'Un chico tira de un carrito con una fuerza de 50 N mediante una cuerda que forma 37° con la horizontal y lo desplaza 20 m en 16 s (cos 37° = 0,8). ¿Qué potencia media desarrolla?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**P = 50 W**');
  });

  it('leaves an angle measured from the vertical alone', () => {
    const reply = solvePower(
      'Un chico tira de un carrito con una fuerza de 50 N mediante una cuerda que forma 37° con la vertical y lo desplaza 20 m en 16 s. ¿Qué potencia media desarrolla?',
    );
    expect(reply?.certain).not.toBe(true);
  });
});

describe('solvePower: a time said in words', () => {
  it.each([
    [
      'Una grúa levanta una carga de 500 kg a 30 m de altura en medio minuto. ¿Qué potencia desarrolla? g = 10 m/s²',
      'P = 5.000 W',
    ],
    [
      'Un motor de 2 CV funciona durante media hora. ¿Cuánta energía consume en kJ? (1 CV = 735 W)',
      'E = 2.646 kJ',
    ],
  ])('%s', (statement, expected) => {
    const reply = solvePower(statement);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(`**${expected}`);
  });
});

describe('solvePower: a force along a slope', () => {
  it('leaves an angle of the slope, not of the force', () => {
    const reply = solvePower(
      'Un auto sube una cuesta que forma 10° con la horizontal con una fuerza de motor de 2000 N y recorre 100 m en 20 s. ¿Qué potencia media desarrolla el motor?',
    );
    expect(reply?.text ?? '').not.toContain('cos');
  });
});

describe('solvePower: the work asked with the power', () => {
  it('states the work too', () => {
    const reply = solvePower(
      'Un cuerpo de 10 kg se eleva con velocidad constante hasta 5 m de altura en 2 s. Calcular el trabajo realizado y la potencia desarrollada. Considere g = 10 m/s².',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W = 500 J; P = 250 W**');
  });
});

describe('solvePower: what is no power', () => {
  it('does not take «energía potencial» for a power asked', () => {
    // «¿Cuánto aumenta la energía potencial…?» was stated, sure, P = 2.400 W.
    const reply = solvePower(
      'Una grúa levanta un contenedor de 400 kg a velocidad constante hasta una altura de 12 m en 20 s (g = 10 m/s²). ¿Cuánto aumenta la energía potencial del contenedor?',
    );
    expect(reply?.text ?? '').not.toContain('P = 2.400 W');
  });
});

describe('solvePower: exam wording', () => {
  it('reads «venciendo una fuerza de resistencia de 800 N» as a force against the motion, not a resistor', () => {
    const reply = solvePower(
      'Un camión avanza por una ruta horizontal a la velocidad constante de 72 km/h, venciendo una fuerza de resistencia total de 1500 N. Calcule la potencia que desarrolla su motor.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**P = 30.000 W**');
  });

  it('answers «la potencia útil» beside a rendimiento with the useful power', () => {
    const reply = solvePower(
      'Un guinche cuyo rendimiento es del 80 % sube un fardo de 200 kg hasta 6 m de altura en 10 s, con velocidad constante. Considere g = 10 m/s². Calcular la potencia útil del guinche.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**P_util = 1.200 W**');
  });

  it('still answers the power the motor takes when the question does not say «útil»', () => {
    const reply = solvePower(
      'Un guinche cuyo rendimiento es del 80 % sube un fardo de 200 kg hasta 6 m de altura en 10 s, con velocidad constante. Considere g = 10 m/s². Calcular la potencia que consume el guinche.',
    );

    expect(reply?.text).toContain('**P = 1.500 W**');
  });
});

describe('solvePower: a pump whose statement says a litre of water is a kilogram', () => {
  it('uses «1 litro de agua = 1 kg» as the datum it is', () => {
    const reply = solvePower(
      'Una bomba sube 600 litros de agua por minuto a un tanque situado a 20 m de altura. Si su rendimiento es del 50 %, ¿qué potencia consume? (g = 10 m/s²; 1 litro de agua = 1 kg)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**P = 4.000 W**');
  });
});

describe('solvePower: «la potencia útil y la consumida»', () => {
  it('states both when both are asked', () => {
    const reply = solvePower(
      'Un motor de rendimiento 80 % eleva un cuerpo de 100 kg a 10 m de altura en 20 s, con velocidad constante. Calcular la potencia útil y la potencia consumida. Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**P_util = 500 W; P consumida = 625 W**');
  });
});

describe('solvePower: the greatest mass lifted, asked in tonnes', () => {
  it.each([
    // 3000 / (10·0,5) = 600 kg = 0,6 t.
    [
      'Un motor de 3 kW de potencia útil levanta cargas con una velocidad constante de 0,5 m/s. ¿Cuál es la máxima masa que puede levantar, en toneladas? (g = 10 m/s²)',
      '**m = 600 kg = 0,6 t**',
    ],
    // 12000 / (10·0,4) = 3000 kg = 3 t.
    [
      'Una grúa de 12 kW sube bloques a 0,4 m/s constantes. ¿Qué masa máxima puede subir, expresada en t? Usá g = 10 m/s².',
      '**m = 3.000 kg = 3 t**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a mass asked in grams', () => {
    expect(
      solvePower(
        'Un motor de 3 kW levanta cargas con una velocidad constante de 0,5 m/s. ¿Cuál es la máxima masa que puede levantar, en gramos? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('a pump whose statement says in words that a litre of water has 1 kg', () => {
  it.each([
    [
      'Una bomba eleva 600 litros de agua por minuto hasta un tanque situado a 15 m de altura. Considere g = 10 m/s² y que cada litro de agua tiene 1 kg de masa. ¿Cuál es la potencia útil de la bomba?',
      '**P = 1.500 W**',
    ],
    [
      'Se necesita subir 1.200 litros de agua por hora a un tanque ubicado a 9 m de altura (1 L de agua tiene una masa de 1 kg; g = 9,8 m/s²). ¿Qué potencia mínima debe tener la bomba?',
      '**P = 29,4 W**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A litre said to have 2 kg is not water's: that datum is not the reading's.
    'Una bomba eleva 600 litros de agua por minuto hasta un tanque situado a 15 m de altura. Cada litro de agua tiene 2 kg de masa. ¿Cuál es la potencia útil de la bomba? (g = 10 m/s²)',
    // A time left over.
    'Una bomba eleva 600 litros de agua por minuto hasta un tanque situado a 15 m de altura, en 5 minutos. Considere g = 10 m/s² y que cada litro de agua tiene 1 kg de masa. ¿Cuál es la potencia útil?',
  ])('states no result for %s', (problem) => {
    expect(solvePower(problem)?.certain ?? false).toBe(false);
  });
});

describe('a vehicle at constant speed on a level road: its mass does not enter P = F·v', () => {
  it.each([
    [
      'Un auto de 1.200 kg marcha por una ruta horizontal a velocidad constante de 90 km/h. Las fuerzas que se oponen al movimiento (rozamiento y aire) suman 800 N. ¿Qué potencia desarrolla, en kW?',
      '**P = 20 kW**',
    ],
    [
      'Un camión de 10 t avanza por un camino llano con rapidez constante de 72 km/h, venciendo una resistencia total de 3.000 N. Calcular la potencia del motor en kW.',
      '**P = 60 kW**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Uphill: the weight's component adds to the resistance.
    'Un camión de 10 t sube una cuesta con rapidez constante de 72 km/h, venciendo una resistencia total de 3.000 N. Calcular la potencia del motor en kW.',
    // Speeding up: the power changes with the speed and the mass matters.
    'Un auto de 1.200 kg acelera por una ruta horizontal desde 0 hasta 90 km/h. Las fuerzas que se oponen al movimiento suman 800 N. ¿Qué potencia desarrolla, en kW?',
  ])('states no result for %s', (problem) => {
    expect(solvePower(problem)?.certain ?? false).toBe(false);
  });
});

describe('a motor with its efficiency lifting a load: the useful power η·P lifts it', () => {
  it.each([
    [
      'Un motor que consume una potencia de 5 kW, con un rendimiento del 80 %, levanta a velocidad constante una carga de 400 kg. (g = 10 m/s²) ¿Con qué velocidad sube la carga?',
      '**v = 1 m/s**',
    ],
    [
      'Un motor que consume una potencia de 5 kW, con un rendimiento del 80 %, levanta a velocidad constante una carga de 400 kg a 25 m de altura. (g = 10 m/s²) ¿Cuánto tarda en subirla?',
      '**t = 25 s**',
    ],
    [
      'Una grúa de 2 CV de potencia y rendimiento del 60 % eleva un bloque de 150 kg. ¿En cuánto tiempo lo sube 10 m? Considerá 1 CV = 735 W y g = 9,8 m/s².',
      '**t ≈ 16,67 s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states no result when the power given is said to be the useful one beside an efficiency', () => {
    expect(
      solvePower(
        'Un motor de potencia útil 2 kW y rendimiento del 80 % eleva a velocidad constante una carga de 100 kg. ¿Con qué velocidad sube? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('the useful or consumed power beside the mass of the load it lifts', () => {
  it.each([
    [
      'Un motor que consume una potencia de 5 kW, con un rendimiento del 80 %, levanta a velocidad constante una carga de 400 kg. (g = 10 m/s²) ¿Cuál es la potencia útil del motor?',
      '**P útil = 4.000 W**',
    ],
    [
      'Un guinche con un rendimiento del 70 % entrega una potencia útil de 2,1 kW al levantar una carga de 300 kg. ¿Qué potencia consume?',
      '**P consumida = 3.000 W**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('reads «… consume, en kW·h:» (a stem before its options) as the energy in the unit named', () => {
    // 3 · 735,5 W · 7.200 s = 15.886.800 J = 4,413 kWh; 2 · 745,7 W · 1.800 s = 2.684,52 kJ;
    // 4.000 W · 2.700 s = 10,8 MJ.
    for (const [problem, expected] of [
      [
        'Tomando 1 CV = 735,5 W, un motor de 3 CV que funciona durante 2 h consume, en kW·h:',
        '**E = 4,413 kWh**',
      ],
      ['Un motor de 2 HP que trabaja 30 minutos consume, en kJ: (1 HP = 745,7 W)', '**E = 2.684,52 kJ**'],
      ['Una grúa de 4 kW que trabaja durante 45 min consume, en MJ:', '**E = 10,8 MJ**'],
    ] as const) {
      const reply = solvePower(problem);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(expected);
    }
    // Near misses: no time; no unit named for a motor's consumption (kW·h or J?).
    expect(solvePower('Un motor de 5 kW consume, en kW·h:')?.certain ?? false).toBe(false);
    expect(solveProblem('Un motor de 3 CV que funciona durante 2 h consume:')?.certain ?? false).toBe(false);
  });

  it('states no result when a speed makes the data say two useful powers', () => {
    expect(
      solvePower(
        'Un motor que consume una potencia de 5 kW, con un rendimiento del 80 %, levanta una carga de 400 kg a 2 m/s. ¿Cuál es la potencia útil del motor?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solvePower: up a slope at constant speed against a friction typed as a force', () => {
  it.each([
    // sen θ ≈ 0,05: (10000·10·0,05 + 2000)·10 = 70 000 W = 70 kW.
    [
      'Un camión de 10000 kg sube a 36 km/h una cuesta del 5 % y además vence un rozamiento de 2000 N (g = 10 m/s²). ¿Qué potencia desarrolla su motor, en kW?',
      '**P = 70 kW**',
    ],
    // (1200·10·0,04 + 500)·20 = 19 600 W.
    [
      'Un auto de 1200 kg sube a 72 km/h por una pendiente del 4 % venciendo una fuerza de rozamiento de 500 N (g = 10 m/s²). ¿Qué potencia desarrolla el motor?',
      '**P = 19.600 W**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Going down: the motor does not lift.
    'Un camión de 10000 kg baja a 36 km/h una cuesta del 5 % y además vence un rozamiento de 2000 N (g = 10 m/s²). ¿Qué potencia desarrolla su motor, en kW?',
    // A coefficient besides the force: which friction is not told.
    'Un camión de 10000 kg sube a 36 km/h una cuesta del 5 % con coeficiente de rozamiento 0,1 y vence un rozamiento de 2000 N (g = 10 m/s²). ¿Qué potencia desarrolla su motor, en kW?',
  ])('leaves %s unsure', (problem) => {
    expect(solvePower(problem)?.certain).not.toBe(true);
  });
});

describe('solvePower: the work a pump does in a time, from its flow', () => {
  it.each([
    // 300 kg/min · 30 min = 9000 kg; 9000·10·12 = 1 080 000 J = 1080 kJ.
    [
      'Una bomba eleva 300 litros de agua por minuto hasta un tanque situado a 12 m de altura. ¿Qué trabajo realiza en media hora? Expresarlo en kJ. (g = 10 m/s²; 1 litro de agua = 1 kg)',
      '**W = 1.080 kJ**',
    ],
    // 50 kg/s · 120 s = 6000 kg; 6000·10·20 = 1,2 MJ.
    [
      'Una bomba sube 50 litros de agua por segundo a un depósito ubicado a 20 m de altura. ¿Cuánto trabajo hace en 2 minutos, en MJ? Usá g = 10 m/s².',
      '**W = 1,2 MJ**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // No time: the work of which stretch is not said.
    'Una bomba eleva 300 litros de agua por minuto hasta un tanque situado a 12 m de altura. ¿Qué trabajo realiza? (g = 10 m/s²)',
    // An efficiency besides: which work (useful or taken) is not said.
    'Una bomba de rendimiento 80 % eleva 300 litros de agua por minuto hasta un tanque situado a 12 m de altura. ¿Qué trabajo realiza en media hora, en kJ? (g = 10 m/s²)',
  ])('leaves %s unsure', (problem) => {
    expect(solvePower(problem)?.certain).not.toBe(true);
  });
});

describe('solvePower: the efficiency from the two powers typed', () => {
  it.each([
    [
      'Un motor eléctrico consume 2.000 W y entrega una potencia útil de 1,5 kW. ¿Cuál es su rendimiento?',
      '**η = 75 %**',
    ],
    [
      'Una bomba absorbe de la red 5 kW y desarrolla una potencia útil de 3.600 W. Calculá su rendimiento.',
      '**η = 72 %**',
    ],
    // 3 · 735,5 = 2206,5 W over 2800 W.
    ['Un motor entrega 3 CV y consume 2,8 kW. Determine su eficiencia.', '**η ≈ 78,8 %**'],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states nothing with a datum left over or without telling the useful power', () => {
    for (const problem of [
      'Un motor consume 2 kW y entrega 1,5 kW durante 3 h. ¿Cuál es su rendimiento?',
      'Un motor de 2 kW y otro de 1,5 kW. ¿Cuál es el rendimiento?',
    ]) {
      const reply = solvePower(problem);
      expect(reply?.certain ?? false, problem).toBe(false);
      expect(reply?.text ?? '', problem).not.toContain('**η');
    }
  });
});

describe('solvePower: a lift at a constant speed, its height given for the time', () => {
  it.each([
    [
      'Una grúa levanta un pallet de 500 kg hasta una altura de 18 m con velocidad constante de 0,5 m/s. Considere g = 9,8 m/s². Calcule la potencia de la grúa.',
      '**P = 2.450 W**',
    ],
    [
      'Un montacargas sube 300 kg a 12 m de altura a una velocidad constante de 2 m/s. ¿Qué potencia desarrolla en kW? (g = 10 m/s²)',
      '**P = 6 kW**',
    ],
    [
      'Un montacargas sube 300 kg a 12 m de altura a una velocidad constante de 2 m/s, con un rendimiento del 80 %. ¿Qué potencia consume? (g = 10 m/s²)',
      '**P = 7.500 W**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
    expect(reply?.text).toContain('no cambia la potencia');
  });

  it('reads no constant speed it is not told', () => {
    const reply = solvePower(
      'Un montacargas sube 300 kg a 12 m de altura con una velocidad de 2 m/s. ¿Qué potencia desarrolla? (g = 10 m/s²)',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**P');
  });
});

describe('solvePower: the electric power a pump or a motor that lifts takes, with its efficiency', () => {
  it.each([
    // 3000 kg · 10 · 12 / 1200 s = 300 W useful; / 0,8 = 375 W.
    [
      'Una bomba de agua llena en 20 minutos un tanque elevado de 3 m³ de capacidad, ubicado 12 m por encima de la cisterna (g = 10 m/s²; densidad del agua 1.000 kg/m³). Calcular la potencia eléctrica que consume, si su rendimiento es del 80 %.',
      '**P = 375 W**',
    ],
    // 200 · 10 · 6 / 12 = 1000 W useful; / 0,75 ≈ 1333,33 W.
    [
      'Un motor eléctrico de rendimiento 75 % levanta 200 kg a 6 m de altura en 12 s con velocidad constante (g = 10 m/s²). ¿Qué potencia eléctrica consume?',
      '**P ≈ 1.333,33 W**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePower(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a circuit’s datum unread', () => {
    const reply = solvePower(
      'Un motor conectado a 220 V levanta 200 kg a 6 m de altura en 12 s (g = 10 m/s²). ¿Qué potencia eléctrica consume?',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**P');
  });
});
