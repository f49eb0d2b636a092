import { describe, expect, it } from 'vitest';
import { circuitSolver, solveCircuit } from './circuits.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveCircuit', () => {
  itSolvesItsExamples(circuitSolver);

  itSolvesCertainly(solveCircuit, [
    [
      'Por una resistencia de 2 kΩ circula una corriente de 3 mA. ¿Cuál es la tensión aplicada?',
      ['**V = 6 V**'],
    ],
    ['Una lámpara de 100 W se conecta a 220 V. ¿Cuál es su resistencia?', ['**R = 484 Ω**']],
    [
      'Tres resistencias de 5 Ω, 10 Ω y 15 Ω se conectan en serie. ¿Cuál es la resistencia equivalente?',
      ['**R_eq = 30 Ω**'],
    ],
    [
      'Dos resistencias de 4 Ω y 8 Ω se conectan en serie a una pila de 6 V. ¿Qué corriente circula por el circuito?',
      ['**I = 0,5 A**'],
    ],
    [
      'tengo dos resistencias de 3 ohm y 6 ohm en paralelo conectadas a 12 V, que corriente sale de la pila?',
      ['**I = 6 A**'],
    ],
    ['Una resistencia de 50 Ω se conecta a 10 V. ¿Qué corriente circula, en mA?', ['**I = 200 mA**']],
  ]);

  itDeclines('leaves alone what is not a simple circuit: %s', solveCircuit, [
    'Un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
    'Dos resistencias de 4 Ω y 8 Ω en serie, en paralelo con otra de 6 Ω, a 12 V. ¿Qué corriente circula?',
    'Dos resistencias de 6 Ω y 3 Ω en paralelo a 12 V. ¿Qué corriente circula por cada una?',
  ]);

  it('asks for the missing datum instead of answering', () => {
    const reply = solveCircuit('Una resistencia de 10 Ω. ¿Qué corriente circula?');

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/\*\*I =/);
  });

  it('is not certain when a datum is left out', () => {
    const reply = solveCircuit(
      'Una resistencia de 10 Ω se conecta a 20 V durante 5 minutos. ¿Qué corriente circula?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/I [=≈] 2 A/);
  });

  it('finds the current that gave the voltage, in series and in parallel (checked back)', () => {
    const next = random(3201);
    for (let round = 0; round < 200; round++) {
      const rs = [1, 2, 3].map(() => 1 + Math.floor(next() * 99));
      const series = next() < 0.5;
      const req = series ? rs.reduce((a, b) => a + b, 0) : 1 / rs.reduce((a, b) => a + 1 / b, 0);
      const current = 1 + Math.floor(next() * 9);
      const voltage = current * req;
      if (Math.abs(voltage - Math.round(voltage * 100) / 100) > 1e-9) continue;
      const written = String(Math.round(voltage * 100) / 100).replace('.', ',');
      const reply = solveCircuit(
        `Tres resistencias de ${rs[0]} Ω, ${rs[1]} Ω y ${rs[2]} Ω se conectan en ${series ? 'serie' : 'paralelo'} a una fuente de ${written} V. ¿Qué corriente circula?`,
      );

      expect(reply?.certain).toBe(true);
      expect(answerNumbers(reply?.text ?? '')[0]).toBeCloseTo(current, 2);
    }
  });
});

describe('solveCircuit: one resistor of a series circuit', () => {
  itSolvesCertainly(solveCircuit, [
    [
      'Dos resistencias de 4 Ω y 6 Ω se conectan en serie a una batería de 20 V. ¿Qué tensión hay en la resistencia de 4 Ω?',
      ['R_{eq} = 4 + 6 = 10', '**V = 8 V**'],
    ],
    [
      'Dos resistencias de 4 Ω y 6 Ω se conectan en serie a una batería de 20 V. ¿Qué corriente circula por la resistencia de 6 Ω?',
      ['**I = 2 A**'],
    ],
    [
      'Tres resistencias de 2 Ω, 3 Ω y 5 Ω se conectan en serie a una fuente de 30 V. ¿Cuál es la caída de tensión en la segunda resistencia?',
      ['**V = 9 V**'],
    ],
    [
      'En un circuito en serie, R1 = 10 Ω y R2 = 20 Ω están conectadas a 12 V. ¿Cuál es la diferencia de potencial en R2?',
      ['**V = 8 V**'],
    ],
  ]);

  itDeclines('leaves alone a resistor it cannot tell or a question not its own: %s', solveCircuit, [
    // Two resistors of the same value: the question's «la de 4 Ω» names neither alone.
    'Dos resistencias de 4 Ω y 4 Ω se conectan en serie a 20 V. ¿Qué tensión hay en la de 4 Ω?',
    // There is no third one.
    'Dos resistencias de 4 Ω y 6 Ω se conectan en serie a una batería de 20 V. ¿Qué tensión hay en la tercera resistencia?',
    // One question holding the data: the resistor it asks about is not told apart from them.
    '¿Qué corriente circula por la resistencia de 6 Ω si dos resistencias de 6 Ω y 3 Ω están en paralelo a 12 V?',
    'Calculá la corriente por R2 en un circuito donde R1 = 6 Ω y R2 = 3 Ω están en paralelo a 12 V.',
    // The same value twice in parallel: «la de 4 Ω» is neither alone.
    'Tres resistencias de 4 Ω, 4 Ω y 6 Ω se conectan en paralelo a una batería de 12 V. ¿Qué corriente circula por la de 4 Ω?',
  ]);

  itSolvesCertainly(solveCircuit, [
    [
      'Dos resistencias de 4 Ω y 6 Ω se conectan en paralelo a una batería de 12 V. ¿Qué corriente circula por la de 4 Ω?',
      ['tensión de la fuente', '**I = 3 A**'],
    ],
    [
      'Dos resistencias de 4 Ω y 6 Ω se conectan en serie a una batería de 20 V. ¿Qué potencia disipa la resistencia de 4 Ω?',
      ['I^2', '**P = 16 W**'],
    ],
    [
      'Dos resistencias de 6 Ω y 3 Ω están en paralelo con una fuente de 12 V. ¿Qué potencia disipa la de 3 Ω?',
      ['**P = 48 W**'],
    ],
    [
      'Dos resistencias de 2 kΩ y 3 kΩ están en paralelo conectadas a 12 V. ¿Qué corriente circula por la de 2 kΩ, en mA?',
      ['**I = 6 mA**'],
    ],
    // The element named by its noun: the whole circuit's 1,44 W was stated for the resistor's power.
    [
      'Una lámpara de 60 Ω y un resistor de 40 Ω se conectan en serie a una fuente de 12 V. Determine la potencia que disipa el resistor.',
      ['**P = 0,576 W**'],
    ],
    [
      'Una lámpara de 60 Ω y un resistor de 40 Ω se conectan en serie a una fuente de 12 V. Indique la tensión en la lámpara.',
      ['**V = 7,2 V**'],
    ],
  ]);

  itDeclines('leaves alone an element the statement does not tell apart: %s', solveCircuit, [
    'Dos lámparas de 60 Ω y 40 Ω se conectan en serie a una fuente de 12 V. ¿Qué potencia disipa la lámpara?',
  ]);

  it('splits the source voltage in proportion to each resistance (seeded)', () => {
    const next = random(32);
    for (let trial = 0; trial < 30; trial++) {
      const r1 = 1 + Math.floor(next() * 20);
      const r2 = r1 + 1 + Math.floor(next() * 20);
      const v = 6 * (1 + Math.floor(next() * 20));
      const reply = solveCircuit(
        `Dos resistencias de ${r1} Ω y ${r2} Ω se conectan en serie a una fuente de ${v} V. ¿Qué tensión hay en la resistencia de ${r2} Ω?`,
      );
      expect(reply?.certain).toBe(true);
      const stated = answerNumbers(reply?.text ?? '').at(-1) ?? Number.NaN;
      expect(stated).toBeCloseTo((v * r2) / (r1 + r2), 1);
    }
  });
});

describe('solveCircuit: a series–parallel circuit', () => {
  itSolvesCertainly(solveCircuit, [
    [
      'Una resistencia de 4 Ω está en serie con un paralelo formado por dos resistencias de 6 Ω y 12 Ω. El conjunto se conecta a 24 V. ¿Cuál es la corriente total?',
      ['R_p', '**I = 3 A**'],
    ],
    [
      'En un circuito, R1 = 4 Ω está en serie con el paralelo de R2 = 6 Ω y R3 = 12 Ω, alimentado por una fuente de 24 V. La potencia que disipa R3 es:',
      ['V_p', '**P = 12 W**'],
    ],
    [
      // The resistor's name typed with a subscript, as the exam prints it: R₃, not the whole circuit's power.
      'Una batería de 12 V alimenta a R₁ = 4 Ω en serie con un paralelo de R₂ = 6 Ω y R₃ = 12 Ω. Calcular la potencia que disipa R₃.',
      ['V_p', '**P = 3 W**'],
    ],
    [
      'Calculá la resistencia equivalente de R1 = 5 Ω conectada en serie con el paralelo de R2 = 10 Ω y R3 = 15 Ω.',
      ['**R_eq = 11 Ω**'],
    ],
    [
      'Dos resistencias de 6 Ω y 12 Ω en paralelo se conectan en serie con otra de 4 Ω, y el conjunto a una batería de 24 V. ¿Qué corriente circula por la de 6 Ω?',
      ['**I = 2 A**'],
    ],
    [
      'Dos resistencias de 6 Ω y 12 Ω en paralelo se conectan en serie con otra de 4 Ω, y el conjunto a una batería de 24 V. ¿Qué tensión hay en la de 4 Ω?',
      ['**V = 12 V**'],
    ],
  ]);

  itDeclines('leaves alone a grouping it cannot tell: %s', solveCircuit, [
    // A series pair in parallel with a third: the parallel holds one resistor named after it.
    'R1 = 2 Ω y R2 = 3 Ω están en serie, y ese conjunto en paralelo con R3 = 5 Ω. ¿Cuál es la resistencia equivalente?',
    // A resistor between the two words: which group is it in?
    'R1 = 2 Ω en serie, R2 = 3 Ω, y R3 = 6 Ω y R4 = 6 Ω en paralelo a 12 V. ¿Qué corriente circula?',
    // The voltage of the circuit, asked without naming a resistor.
    'Una resistencia de 4 Ω está en serie con un paralelo de 6 Ω y 12 Ω, conectados a 24 V. ¿Qué tensión hay?',
  ]);

  it('splits the current between the branches and the voltage between the parts (seeded)', () => {
    const next = random(51);
    for (let trial = 0; trial < 30; trial++) {
      const r1 = 1 + Math.floor(next() * 20);
      const r2 = 1 + Math.floor(next() * 20);
      const r3 = r2 + 1 + Math.floor(next() * 20);
      const v = 1 + Math.floor(next() * 100);
      const rp = (r2 * r3) / (r2 + r3);
      // A series resistor of its own value, so that «la de r3» names one resistor only.
      const rs = r1 === r2 || r1 === r3 ? r1 + 40 : r1;
      const reply = solveCircuit(
        `Una resistencia de ${rs} Ω está en serie con el paralelo de ${r2} Ω y ${r3} Ω, conectado a ${v} V. ¿Qué corriente circula por la de ${r3} Ω?`,
      );
      expect(reply?.certain).toBe(true);
      const expected = ((v / (rs + rp)) * rp) / r3;
      expect(answerNumbers(reply?.text ?? '')[0]).toBeCloseTo(expected, 2);
    }
  });
});

describe('circuits: several equal resistors said with one value', () => {
  it('reads «tres resistencias iguales de 30 Ω» as three of 30 Ω, and a count in digits as a datum', () => {
    const parallel = solveCircuit(
      'Tres resistencias iguales de 30 Ω se conectan en paralelo. La resistencia equivalente es:',
    );
    expect(parallel?.certain).toBe(true);
    expect(parallel?.text).toContain('**R_eq = 10 Ω**');

    const series = solveCircuit(
      'Se conectan 4 resistencias iguales de 20 Ω en serie a una fuente de 12 V. ¿Qué corriente circula?',
    );
    expect(series?.certain).toBe(true);
    expect(series?.text).toContain('**I = 0,15 A**');
  });

  it('leaves alone equal resistors whose value is the unknown', () => {
    expect(
      solveCircuit(
        'Tres resistencias iguales se conectan en paralelo y la equivalente es 10 Ω. ¿Cuánto vale cada una?',
      ),
    ).toBeUndefined();
  });
});

describe('circuits: appliances of given power in parallel', () => {
  it('sums the powers of appliances in parallel for the total current', () => {
    const reply = solveCircuit(
      'Una lámpara de 60 W y otra de 100 W se conectan en paralelo a 220 V. La corriente total es aproximadamente:',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**I ≈ 0,73 A**');
  });

  it('leaves alone powers in series, whose ratings would not hold', () => {
    expect(
      solveCircuit(
        'Una lámpara de 60 W y otra de 100 W se conectan en serie a 220 V. ¿Cuál es la corriente total?',
      ),
    ).toBeUndefined();
  });
});

describe('solveCircuit: lamps rated «220 V, 60 W» in series, and «ese conjunto en serie»', () => {
  const bold = (problem: string) => {
    const reply = solveCircuit(problem);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*(?!Datos)/.test(line)) : undefined;
  };

  it('gives the power of lamps in series from their ratings', () => {
    expect(
      bold(
        'Dos lámparas iguales que dicen "220 V, 60 W" se conectan en serie a la red de 220 V. Suponiendo que su resistencia no cambia, ¿qué potencia consumen entre las dos?',
      ),
    ).toBe('**P = 30 W entre todas**');
    // R = 220²/100 = 484 Ω each; I = 220/968 A; each uses I²·R = 25 W.
    expect(
      bold(
        'Dos focos iguales de 100 W y 220 V se conectan en serie a 220 V. ¿Qué potencia consume cada uno?',
      ),
    ).toBe('**P = 25 W cada una**');
    // 806,67 Ω + 484 Ω; P = 220²/1290,67 = 37,5 W.
    expect(
      bold(
        'Una lámpara de 220 V, 60 W y otra de 220 V, 100 W se conectan en serie a 220 V. ¿Qué potencia consumen en total?',
      ),
    ).toBe('**P = 37,5 W entre todas**');
  });

  it('leaves a source it cannot tell apart, or a question about each of two different lamps', () => {
    expect(
      bold(
        'Dos lámparas iguales que dicen 220 V, 60 W se conectan en serie. ¿Qué potencia consumen entre las dos?',
      ),
    ).toBeUndefined();
    expect(
      bold(
        'Una lámpara de 220 V, 60 W y otra de 220 V, 100 W se conectan en serie a 220 V. ¿Qué potencia consume cada una?',
      ),
    ).toBeUndefined();
  });

  it('reads a parallel «y ese conjunto en serie con» another resistor', () => {
    expect(
      bold(
        'Una resistencia R1 = 6 Ω está en paralelo con R2 = 3 Ω, y ese conjunto está en serie con R3 = 4 Ω. El circuito se conecta a una fuente de 18 V. ¿Qué potencia disipa R1?',
      ),
    ).toBe('**P = 6 W**');
    // 10 ∥ 10 = 5 Ω, + 5 Ω = 10 Ω; I = 2 A; P = 40 W.
    expect(
      bold(
        'R1 = 10 Ω en paralelo con R2 = 10 Ω, y ese conjunto en serie con R3 = 5 Ω, conectados a 20 V. ¿Cuál es la potencia total?',
      ),
    ).toBe('**P = 40 W**');
  });
});

describe('solveCircuit: the hours of use and the kWh price beside Ohm’s law (data for the energy and its cost)', () => {
  itSolvesCertainly(solveCircuit, [
    [
      'Un calefactor eléctrico de 2000 W se conecta a 220 V y funciona 3 horas diarias. El kWh se paga $95. Calcule la corriente que consume.',
      ['**I ≈ 9,09 A**'],
    ],
    [
      'Una plancha se conecta a la red de 220 V y por ella circula una corriente de 5 A. La tarifa eléctrica es de $120 por kWh. ¿Cuál es la resistencia de la plancha?',
      ['**R = 44 Ω**'],
    ],
    [
      'Un horno eléctrico de 44 Ω funciona a 220 V durante 2 h por día; el kWh cuesta $ 100. ¿Qué potencia tiene?',
      ['**P = 1.100 W**'],
    ],
  ]);

  it.each([
    // An energy typed beside the price: another problem (the power from the energy and the time).
    'Un aparato conectado a 220 V consume 6 kWh en 3 horas. El kWh cuesta $ 95. ¿Qué corriente circula?',
    // A time with no price: not read as the appliance's use.
    'Por una resistencia de 6 Ω conectada a 12 V circula corriente durante 10 minutos. ¿Qué potencia disipa?',
  ])('states no result: %s', (problem) => {
    expect(solveCircuit(problem)?.certain).not.toBe(true);
  });
});

describe('circuits: the same resistance at another voltage', () => {
  itSolvesCertainly(solveCircuit, [
    // R = 220² / 100 = 484 Ω; at 110 V, P = 110² / 484 = 25 W.
    [
      'Una lámpara de 100 W y 220 V se conecta a una red de 110 V. ¿Qué potencia disipa, si su resistencia no cambia?',
      ['La resistencia no cambia', '**P = 25 W**'],
    ],
    // R = 220 / 5 = 44 Ω; at 110 V, I = 2,5 A.
    [
      'Por una estufa enchufada a 220 V circulan 5 A. Si ahora se la conecta a 110 V, ¿qué corriente circula?',
      ['constante', '**I = 2,5 A**'],
    ],
    // R = 12 / 0,5 = 24 Ω; at 6 V, P = 36 / 24 = 1,5 W.
    [
      'Una lámpara conectada a 12 V consume 0,5 A. Si se la conecta a una fuente de 6 V, la potencia que disipa es:',
      ['**P = 1,5 W**'],
    ],
    // The rating written «220 V - 60 W»: R ≈ 806,67 Ω; at 110 V, I ≈ 0,1364 A.
    [
      'Una lámpara de 220 V - 60 W se conecta por error a 110 V. ¿Qué corriente circula por ella?',
      ['**I ≈ 0,1364 A**'],
    ],
  ]);

  itDeclines('leaves alone what is not the rating at another voltage: %s', solveCircuit, [
    // The resistance asked: the other voltage is not used.
    'Una lámpara de 100 W y 220 V se conecta a 110 V. ¿Cuál es su resistencia?',
    // The nominal power asked.
    'Una lámpara conectada a 220 V consume 0,5 A. Si se la conecta a 110 V, ¿cuál es su potencia nominal?',
    // Both voltages in conditions: which one is the rating is not told.
    'Si se la conecta a 110 V consume 1 A; si se la conecta a 220 V, ¿qué potencia disipa una estufa?',
  ]);

  it('gives the power at the other voltage as V₂² · I₁ / V₁ (seeded)', () => {
    const next = random(3319);
    for (let round = 0; round < 40; round++) {
      const rated = 10 + Math.floor(next() * 200);
      const current = 0.5 + Math.floor(next() * 10) / 2;
      const other = 5 + Math.floor(next() * 200);
      const reply = solveCircuit(
        `Una lámpara conectada a ${rated} V consume ${String(current).replace('.', ',')} A. Si se la conecta a ${other} V, ¿qué potencia disipa?`,
      );
      expect(reply?.certain).toBe(true);
      const [value] = answerNumbers(reply?.text ?? '');
      const expected = (other ** 2 * current) / rated;
      expect(Math.abs((value ?? Number.NaN) - expected)).toBeLessThanOrEqual(0.006 * expected + 0.01);
    }
  });
});

describe('circuits: a battery with internal resistance', () => {
  itSolvesCertainly(solveCircuit, [
    // I = 9 / (8 + 1) = 1 A.
    [
      'Una pila de 9 V tiene una resistencia interna de 1 Ω y se conecta a una resistencia de 8 Ω. ¿Qué corriente circula?',
      ['**I = 1 A**'],
    ],
    // V = 9 − 1 · 1 = 8 V.
    [
      'Una pila de 9 V tiene una resistencia interna de 1 Ω y se conecta a una resistencia de 8 Ω. ¿Cuál es la diferencia de potencial entre los bornes de la pila?',
      ['**V = 8 V**'],
    ],
    // I = 24 / 12 = 2 A: 40 W in the lamp, 8 W inside.
    [
      'Una batería de 24 V, con 2 Ω de resistencia interna, alimenta una lámpara de 10 Ω. ¿Qué potencia disipa la lámpara?',
      ['**P = 40 W**'],
    ],
    [
      'Una batería de 24 V, con 2 Ω de resistencia interna, alimenta una lámpara de 10 Ω. ¿Qué potencia se disipa en la resistencia interna?',
      ['**P = 8 W**'],
    ],
    [
      'Una pila de 9 V tiene una resistencia interna de 1 Ω y se conecta a una resistencia de 8 Ω. ¿Cuál es la caída de tensión interna?',
      ['**V = 1 V**'],
    ],
  ]);

  itDeclines('leaves alone a battery it cannot read whole: %s', solveCircuit, [
    // The power the battery delivers: total or useful is not told.
    'Una batería de 24 V, con 2 Ω de resistencia interna, alimenta una lámpara de 10 Ω. ¿Qué potencia entrega?',
    // Which resistance is the internal one is not told.
    'Una pila de 9 V tiene resistencia interna; con resistencias de 1 Ω y 8 Ω, ¿qué tensión hay entre sus bornes?',
  ]);

  it('reads between the terminals ε·R/(R + r) (seeded)', () => {
    const next = random(3332);
    for (let round = 0; round < 40; round++) {
      const emf = 2 + Math.floor(next() * 30);
      const inner = 0.5 + Math.floor(next() * 6) / 2;
      const load = 1 + Math.floor(next() * 40);
      const reply = solveCircuit(
        `Una batería de ${emf} V y resistencia interna ${String(inner).replace('.', ',')} Ω alimenta una resistencia de ${load} Ω. ¿Qué tensión marca un voltímetro entre sus bornes?`,
      );
      expect(reply?.certain).toBe(true);
      const [value] = answerNumbers(reply?.text ?? '');
      const expected = (emf * load) / (load + inner);
      expect(Math.abs((value ?? Number.NaN) - expected)).toBeLessThanOrEqual(0.006 * expected + 0.01);
    }
  });
});
