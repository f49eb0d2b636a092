import { describe, expect, it } from 'vitest';
import { solveMeasurementErrors } from './measurement-errors.ts';
import { fmt } from './numbers.ts';
import { expectCertain, itSolvesCertainly, random } from './testing.ts';

describe('solveMeasurementErrors', () => {
  it.each([
    [
      'Se midió cuatro veces el ancho de una puerta: 0,82 m; 0,80 m; 0,81 m y 0,81 m. Determinar el valor más probable.',
      '**Valor más probable: x̄ = 0,81 m**',
    ],
    [
      'Un cronómetro dio 3,2 s; 3,4 s; 3,3 s; 3,5 s y 3,1 s. Tomando como error absoluto la mayor de las desviaciones respecto del promedio, hallar el error absoluto.',
      '**Error absoluto: Δx = 0,2 s**',
    ],
    [
      'Se midió una masa cinco veces: 20,4 g; 20,6 g; 20,5 g; 20,5 g; 20,5 g. Considerando como error absoluto la semidiferencia entre el mayor y el menor valor, expresar el resultado de la medición.',
      '**Resultado: x = (20,5 ± 0,1) g**',
    ],
    [
      'El resultado de una medición se informó como d = (40,0 ± 0,8) cm. Calcule el error relativo porcentual.',
      '**Error relativo porcentual: ε% ≈ 2 %**',
    ],
    [
      'Una longitud se informó como L = (12,0 ± 0,3) m. ¿Cuál es el menor valor que puede tener?',
      '**Menor valor posible: x̄ − Δx = 11,7 m**',
    ],
    [
      'Con un calibre cuya apreciación es de 0,1 mm se mide una arandela y se obtiene 2,5 cm. Tomando como error absoluto la apreciación del instrumento, calcular el error relativo.',
      '**Error relativo: ε ≈ 0,004**',
    ],
    [
      'Una medición de masa dio m = 50 g con un error relativo porcentual del 2 %. Hallar el error absoluto.',
      '**Error absoluto: Δx = 1 g**',
    ],
    [
      'Se midieron A = (10,0 ± 0,1) cm y B = (2,00 ± 0,01) m. ¿Cuál de las dos tiene menor error relativo?',
      '**Menor error relativo: B, con 0,5 %**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveMeasurementErrors(problem), answer);
  });

  it('takes half the appreciation when the statement says so', () => {
    expectCertain(
      solveMeasurementErrors(
        'Con una balanza de apreciación 0,01 g se pesó 2,50 g. Tomando como error absoluto la mitad de la apreciación, calcular el error relativo porcentual.',
      ),
      '**Error relativo porcentual: ε% ≈ 0,2 %**',
    );
  });

  it('finds the least reading whose relative error stays under a bound', () => {
    expectCertain(
      solveMeasurementErrors(
        'Una regla aprecia 1 mm y se toma como error absoluto su apreciación. ¿Cuál es la menor longitud que se puede medir para que el error relativo porcentual no supere el 2 %?',
      ),
      '**La menor medida es x = 50 mm**',
    );
    // Without the convention for the error, the appreciation may be halved: no result.
    expect(
      solveMeasurementErrors(
        'Una regla aprecia 1 mm. ¿Cuál es la menor longitud que se puede medir para que el error relativo porcentual no supere el 2 %?',
      ),
    ).toBeUndefined();
  });

  it('finds how many decimals keep a typed constant under a relative error', () => {
    expectCertain(
      solveMeasurementErrors(
        '¿Con cuántas cifras decimales hay que tomar π = 3,14159265… para que su error relativo sea menor del 0,1 %?',
      ),
      '**Hacen falta 2 cifras decimales: 3,14**',
    );
    expectCertain(
      solveMeasurementErrors(
        '¿Con cuántas cifras decimales hay que tomar √2 = 1,414213… para que el error relativo porcentual sea menor que el 0,5 %?',
      ),
      '**Hacen falta 2 cifras decimales: 1,41**',
    );
    // Rounded, 1,62 is 0,12 % off; cut, 1,61 is 0,50 % off: the count depends on which, so no result.
    expect(
      solveMeasurementErrors(
        '¿Con cuántas cifras decimales hay que tomar φ = 1,6180339… para que el error relativo porcentual sea menor que el 0,15 %?',
      ),
    ).toBeUndefined();
  });

  it('reads a series written in a table, leaving out the row that numbers the readings', () => {
    const problem = [
      'La tabla muestra las mediciones de un tiempo:',
      '| Medición | 1 | 2 | 3 | 4 |',
      '| t (s) | 2,1 | 2,3 | 2,2 | 2,2 |',
      'Tomando como error absoluto el promedio de las desviaciones respecto del valor medio, hallar el error absoluto.',
    ].join('\n');
    expectCertain(solveMeasurementErrors(problem), '**Error absoluto: Δx = 0,05 s**');
  });

  it('adds two results only by the rule the statement gives', () => {
    const rule =
      'Se miden L₁ = (2,40 ± 0,02) m y L₂ = (1,10 ± 0,03) m. Si el error absoluto de una suma es la suma de los errores absolutos, determinar el error absoluto de la longitud total.';
    expectCertain(solveMeasurementErrors(rule), '**Error absoluto: Δx = 0,05 m**');
    expect(
      solveMeasurementErrors(
        'Se miden L₁ = (2,40 ± 0,02) m y L₂ = (1,10 ± 0,03) m. Determinar el error de la suma.',
      ),
    ).toBeUndefined();
  });

  it('answers uncertain an error whose convention the statement leaves open', () => {
    const reply = solveMeasurementErrors(
      'Se midió tres veces una longitud: 5,1 cm; 5,3 cm; 5,2 cm. Calcular el error absoluto de la medición.',
    );
    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('0,1 cm**');
  });

  it('declines a datum it does not use, a period asked of several oscillations and what is not an error', () => {
    expect(
      solveMeasurementErrors(
        'Se midió tres veces una longitud: 5,1 cm; 5,3 cm; 5,2 cm, con una regla de 30 cm. Determinar el valor más probable.',
      ),
    ).toBeUndefined();
    expect(
      solveMeasurementErrors(
        'Se midió el tiempo de 10 oscilaciones de un péndulo: 12,4 s; 12,6 s; 12,5 s. Determinar el valor más probable del período.',
      ),
    ).toBeUndefined();
    // A square's area is the product L·L: by the course's rule (the relative errors of a product add)
    // ε_A = 2·ε_L = 5 %, read since the power of one result is.
    expect(
      solveMeasurementErrors(
        'El lado de un cuadrado es (4,0 ± 0,1) cm. ¿Cuál es el error relativo porcentual del área?',
      )?.text,
    ).toContain('**ε% = 5 %**');
    expect(
      solveMeasurementErrors('Un auto recorre 120 km en 2 h. ¿Cuál es su velocidad media?'),
    ).toBeUndefined();
    expect(
      solveMeasurementErrors(
        'Se midió L = (25,0 ± 0,5) cm. Si se duplica el error absoluto, ¿cuál es el error relativo porcentual?',
      ),
    ).toBeUndefined();
    expect(
      solveMeasurementErrors(
        'Se midió un tiempo de 4,0 s con un error relativo porcentual del 5 %. ¿Cuál es el error absoluto en milisegundos?',
      ),
    ).toBeUndefined();
  });

  it('finds back the mean and the largest deviation of random series (seeded)', () => {
    const next = random(32);
    for (let trial = 0; trial < 40; trial++) {
      const center = 100 + Math.floor(next() * 900);
      const step = 1 + Math.floor(next() * 3);
      const offsets = [0, 1, -1, 2, -2].map((k) => k * step);
      const readings = offsets.map((offset) => (center + offset) / 10);
      const problem = `Se midió cinco veces una longitud: ${readings.map((value) => `${fmt(value, 1)} cm`).join('; ')}. Tomando como error absoluto la mayor de las desviaciones respecto del valor medio, hallar el valor más probable y el error absoluto.`;
      const largest = Math.max(...offsets.map(Math.abs)) / 10;
      expectCertain(solveMeasurementErrors(problem), [
        `**Valor más probable: x̄ = ${fmt(center / 10, 4)} cm**`,
        `**Error absoluto: Δx = ${fmt(largest, 4)} cm**`,
      ]);
    }
  });
});

describe('solveMeasurementErrors: a convention it does not name', () => {
  it('takes a multiple of the appreciation as the absolute error, not the appreciation', () => {
    // «el doble de la apreciación» was once read as the appreciation: 0,4 % stated for 0,8 %.
    const reply = solveMeasurementErrors(
      'Una balanza aprecia 0,1 g. Se pesa un objeto de 25,0 g. ¿Cuál es el error relativo porcentual si se toma como error absoluto el doble de la apreciación?',
    );
    expect(reply?.text).toContain('0,8 %**');
    expect(reply?.text).not.toContain('0,4 %**');
  });
});

describe('solveMeasurementErrors: two results combined by the course’s rule', () => {
  it.each([
    // The course's bank: a sum (absolute errors add), an area (relative errors add), a speed d/t.
    [
      'Medís dos tramos de una cerca: (12,3 ± 0,2) m y (8,5 ± 0,1) m. ¿Cómo se informa la longitud total con su error absoluto?',
      '**(20,8 ± 0,3) m**',
    ],
    [
      'Un rectángulo mide (10,0 ± 0,1) cm por (5,0 ± 0,1) cm. ¿Cuál es el error relativo porcentual de su área?',
      '**ε% = 3 %**',
    ],
    [
      'Un carrito recorre (100,0 ± 0,5) m en (25,0 ± 0,5) s. ¿Cómo se informa su velocidad media con su error absoluto?',
      '**(4,0 ± 0,1) m/s**',
    ],
    // Other words and numbers: 0,2/20 + 0,1/10 = 0,02; 35,2 − 20,1 = 15,1 ± 0,2; 2/200 + 0,2/10 = 3 %.
    [
      'Un terreno mide (20,0 ± 0,2) m por (10,0 ± 0,1) m. ¿Cuál es el error relativo de su superficie?',
      '**ε = 0,02**',
    ],
    [
      'Una regla mide (35,2 ± 0,1) cm y otra (20,1 ± 0,1) cm. ¿Cuál es la diferencia de longitudes, con su error absoluto?',
      '**(15,1 ± 0,2) cm**',
    ],
    [
      'Un auto recorre (200 ± 2) m en (10,0 ± 0,2) s. ¿Cuál es el error relativo porcentual de su velocidad?',
      '**ε% = 3 %**',
    ],
  ])('%s', (problem, expected) => {
    expectCertain(solveMeasurementErrors(problem), expected);
  });

  it.each([
    // Two results in different units, added.
    'Medís (12,3 ± 0,2) m y (85 ± 1) cm. ¿Cómo se informa la longitud total con su error absoluto?',
    // A third datum it does not use.
    'Un carrito recorre (100,0 ± 0,5) m en (25,0 ± 0,5) s con 3 ruedas. ¿Cómo se informa su velocidad media con su error absoluto?',
    // Nothing asked of the combination.
    'Un rectángulo mide (10,0 ± 0,1) cm por (5,0 ± 0,1) cm. ¿Cuál es su área?',
  ])('states no result: %s', (problem) => {
    expect(solveMeasurementErrors(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveMeasurementErrors: the absolute error as a multiple of the appreciation', () => {
  it.each([
    // Δx = 2·0,1 = 0,2 g; 100·0,2/25 = 0,8 %.
    [
      'Una balanza aprecia 0,1 g y con ella se pesa un objeto de 25,0 g. ¿Cuál es el error relativo porcentual si se toma como error absoluto el doble de la apreciación?',
      '0,8 %**',
    ],
    // Δx = 3·1 mm = 0,3 cm; 100·0,3/40 = 0,75 %.
    [
      'Con una regla que aprecia 1 mm se mide una varilla de 40,0 cm, tomando como error absoluto el triple de la apreciación. ¿Cuál es el error relativo porcentual?',
      '0,75 %**',
    ],
    // Δx = 0,05 g; x ≥ 0,05 / 0,005 = 10 g.
    [
      'Una balanza aprecia 0,1 g y se toma como error absoluto de cada pesada la mitad de su apreciación. Hallar la menor masa que se puede pesar con ella para que el error relativo porcentual no supere el 0,5 %.',
      '**La menor medida es x = 10 g**',
    ],
    // Δx = 0,1 s; x ≥ 0,1 / 0,02 = 5 s.
    [
      'Un cronómetro aprecia 0,2 s. Tomando como error absoluto la mitad de la apreciación, ¿cuál es el menor tiempo que puede medirse para que el error relativo no supere el 2 %?',
      '**La menor medida es x = 5 s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveMeasurementErrors(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // «tres veces»: a multiple the reading does not take.
    'Una balanza aprecia 0,1 g y con ella se pesa un objeto de 25,0 g. ¿Cuál es el error relativo porcentual si se toma como error absoluto tres veces la apreciación?',
    // No convention named for the smallest reading's error.
    'Una balanza aprecia 0,1 g. Hallar la menor masa que se puede pesar con ella para que el error relativo porcentual no supere el 0,5 %.',
  ])('states no result for %s', (problem) => {
    expect(solveMeasurementErrors(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveMeasurementErrors: a difference by the rule the statement gives, written a − b', () => {
  it.each([
    // 3,20 − 1,80 = 1,40 m; Δ = 0,05 + 0,03 = 0,08 m; 100·0,08/1,4 ≈ 5,71 %.
    [
      'Se miden los dos tramos de un caño: L₁ = (3,20 ± 0,05) m y L₂ = (1,80 ± 0,03) m. Si el error absoluto de una diferencia es la suma de los errores absolutos, ¿cuál es el error relativo porcentual de L₁ − L₂?',
      '**ε% = 5,7143 %**',
    ],
    // 12,5 − 4,5 = 8 g; Δ = 0,2 g; 2,5 %.
    [
      'Dos masas valen m1 = (12,5 ± 0,1) g y m2 = (4,5 ± 0,1) g. Tomando que el error absoluto de una resta es la suma de los errores absolutos, ¿cuál es el error relativo porcentual de m1 - m2?',
      '**ε% = 2,5 %**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveMeasurementErrors(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a sum asked under a rule given for a difference', () => {
    expect(
      solveMeasurementErrors(
        'Se miden los dos tramos de un caño: L₁ = (3,20 ± 0,05) m y L₂ = (1,80 ± 0,03) m. Si el error absoluto de una diferencia es la suma de los errores absolutos, ¿cuál es el error relativo porcentual de L₁ + L₂?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solveMeasurementErrors: an error said in words, a true value, the power of one result', () => {
  itSolvesCertainly(solveMeasurementErrors, [
    [
      'Al medir una longitud de 80 cm se comete un error absoluto de 2 mm. ¿Cuál es el error relativo porcentual de la medición?',
      ['**Error relativo porcentual: ε% ≈ 0,25 %**'],
    ],
    [
      'Al pesar una bolsa de 2 kg se comete un error de 20 g. ¿Cuál es el error relativo porcentual?',
      ['**Error relativo porcentual: ε% ≈ 1 %**'],
    ],
    [
      'Un cronómetro mide 25,3 s para un intervalo cuyo valor verdadero es 25,0 s. ¿Cuál es el error relativo porcentual de esa medición?',
      ['**Error relativo porcentual: ε% ≈ 1,2 %**'],
    ],
    [
      'Un alumno obtiene 1,48 s para el tiempo de caída de una pelota. Si el valor real es 1,50 s, ¿cuál es el error absoluto y el error relativo?',
      ['**Error absoluto: Δx = 0,02 s**', '**Error relativo: ε ≈ 0,01333**'],
    ],
    [
      'El lado de una baldosa cuadrada se midió como (12,0 ± 0,1) cm. Calcular el error absoluto de su área.',
      ['**ΔA = 2,4 cm²**'],
    ],
    [
      'La arista de un dado cúbico mide (5,0 ± 0,1) cm. ¿Cuál es el error relativo porcentual de su volumen?',
      ['**ε% = 6 %**'],
    ],
    [
      'Una moneda tiene un diámetro de (2,50 ± 0,02) cm. ¿Cuál es el error relativo porcentual de su área?',
      ['**ε% = 1,6 %**'],
    ],
    [
      'Una esfera tiene un radio r = (3,0 ± 0,1) cm. Calcular el error absoluto de su volumen.',
      ['**ΔV = 11,3097 cm³**'],
    ],
  ]);

  it('declines a figure measure it does not know, a mean of a true value, a datum left over', () => {
    for (const problem of [
      'La arista de un cubo mide (5,0 ± 0,1) cm. ¿Cuál es el error relativo porcentual de su área?',
      'Un cronómetro mide 25,3 s para un intervalo cuyo valor verdadero es 25,0 s. ¿Cuál es el valor más probable?',
      'Al medir una longitud de 80 cm con una regla de 30 cm se comete un error absoluto de 2 mm. ¿Cuál es el error relativo porcentual?',
      'Un rectángulo mide (12,0 ± 0,1) cm de lado. ¿Cuál es el error absoluto de su área?',
    ])
      expect(solveMeasurementErrors(problem)?.certain ?? false, problem).toBe(false);
  });
});

describe('solveMeasurementErrors: the convention said after «el error absoluto, tomado como…»', () => {
  it.each([
    [
      'En una práctica de laboratorio, cinco alumnos miden el largo de la misma mesada con una cinta métrica y obtienen: 1,52 m; 1,50 m; 1,53 m; 1,51 m y 1,54 m. Calcule el error absoluto, tomado como la semidiferencia entre la mayor y la menor de las mediciones.',
      'Δx = 0,02 m',
    ],
    [
      // Half of 12,6 − 12,2 = 0,2 s.
      'Se midió cuatro veces el tiempo de caída de una pelota: 12,2 s; 12,4 s; 12,6 s y 12,4 s. Determiná el error absoluto, considerado como la semidiferencia entre el mayor y el menor valor.',
      'Δx = 0,2 s',
    ],
  ])('%s', (message, expected) => {
    const reply = solveMeasurementErrors(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a convention said after it that it does not know', () => {
    expect(
      solveMeasurementErrors(
        'Se midió cuatro veces un tiempo: 12,2 s; 12,4 s; 12,6 s y 12,4 s. Calculá el error absoluto, tomado como la desviación estándar de las mediciones.',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveMeasurementErrors: the rule named beside the quantity asked', () => {
  it('reads «(suma de los errores relativos)» as the product rule, not a sum of the sides', () => {
    const reply = solveMeasurementErrors(
      'Los lados de un rectángulo miden 12,0 ± 0,1 cm y 5,0 ± 0,1 cm. Calcule el error relativo porcentual del área (suma de los errores relativos).',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**ε% = 2,8333 %**');
  });

  it('states nothing when an area and a total are both named', () => {
    const reply = solveMeasurementErrors(
      'Los lados de un rectángulo miden 12,0 ± 0,1 cm y 5,0 ± 0,1 cm. Calcule el error relativo porcentual del área total.',
    );
    expect(reply?.certain).not.toBe(true);
  });

  it('still adds the absolute errors of a total length', () => {
    const reply = solveMeasurementErrors(
      'Dos varillas miden 12,0 ± 0,1 cm y 5,0 ± 0,1 cm. ¿Cuál es el error relativo porcentual de la longitud total?',
    );
    expect(reply?.text).toContain('**ε% = 1,1765 %**');
  });
});
