import { describe, expect, it } from 'vitest';
import { solveAtwood, solveInclinedPlane, solveNewton } from './dynamics.ts';
import { fmt, parseNumber } from './numbers.ts';
import { readFriction, readStatement, withKiloForms } from './physics.ts';
import { random } from './testing.ts';

describe('solveNewton', () => {
  it.each([
    ['un cuerpo de 5 kg es empujado con una fuerza de 20 N, cual es su aceleracion?', ['**a = 4 m/s²**']],
    [
      'calcula la aceleracion de un cuerpo de 4 kg al que se le aplica una fuerza de 12 N',
      ['**a = 3 m/s²**'],
    ],
    [
      'se empuja una caja de 20 kg con 100 N sobre un piso con μ = 0,2, ¿qué aceleración adquiere?',
      ['N = m \\cdot g', '$F_r = \\mu \\cdot N', '**a = 3,04 m/s²**'],
    ],
    [
      'que fuerza hay que aplicar a un bloque de 10 kg para que acelere a 2 m/s2 si el coeficiente de rozamiento es 0,3',
      ['**F = 49,4 N**'],
    ],
    ['que fuerza hay que hacer para que un cuerpo de 3 kg acelere a 2 m/s²', ['**F = 6 N**']],
    // The coefficient named apart from the friction, or with «es igual a».
    [
      'Un bloque de 5 kg se empuja con una fuerza horizontal de 20 N sobre un piso con rozamiento, que tiene un coeficiente de 0,1. ¿Cuál es su aceleración? (g = 10 m/s²)',
      ['μ = 0,1', '**a = 3 m/s²**'],
    ],
    [
      'Un bloque de 5 kg se empuja con una fuerza horizontal de 20 N sobre un piso que tiene un coeficiente de 0,1. ¿Cuál es su aceleración? (g = 10 m/s²)',
      ['**a = 3 m/s²**'],
    ],
    [
      'Un bloque de 5 kg se empuja con una fuerza horizontal de 20 N sobre un piso con rozamiento, siendo el coeficiente cinético 0,1. ¿Cuál es su aceleración? (g = 10 m/s²)',
      ['**a = 3 m/s²**'],
    ],
    [
      'Un bloque de 4 kg se arrastra con una fuerza horizontal de 30 N. El coeficiente de rozamiento entre el bloque y el piso es igual a 0,25. ¿Cuál es su aceleración? (g = 10 m/s²)',
      ['**a = 5 m/s²**'],
    ],
    [
      'Un bloque de 10 kg sobre un piso horizontal es arrastrado por una fuerza de 45 N, con rozamiento 0,25 (g = 10 m/s²). ¿Cuál es la aceleración?',
      ['**a = 2 m/s²**'],
    ],
    [
      'Un bloque de 30 kg se desliza sobre un piso horizontal con coeficiente de rozamiento 0,4. ¿Cuál es la fuerza de rozamiento? (g = 10 m/s²)',
      ['**F_r = 120 N**'],
    ],
    [
      'Una caja de 12 kg se arrastra con una fuerza de 60 N por un piso con μ = 0,25. Con g = 10 m/s², ¿cuánto vale la fuerza de rozamiento?',
      ['**F_r = 30 N**', 'a = \\frac{F - F_r}{m}'],
    ],
    [
      'Una carga de 40 kg se levanta con velocidad constante. ¿Qué fuerza hay que hacer? (g = 9,8 m/s²)',
      ['**F = 392 N**'],
    ],
    [
      'Un cuerpo de 3 kg cuelga en reposo de una cuerda. Con g = 10 m/s², ¿cuál es la tensión de la cuerda?',
      ['**T = 30 N**'],
    ],
    [
      'se arrastra una caja de 50 kg a velocidad constante, μ = 0,4, que fuerza se necesita',
      ['a = 0', '**F = 196 N**'],
    ],
    ['cuanto pesa un cuerpo de 70 kg', ['**P = 686 N**']],
    ['cuanto pesa un cuerpo de 70 kg? (g = 10 m/s²)', ['**P = 700 N**']],
    [
      'una caja de 10 kg se empuja con 50 N y acelera a 3 m/s², cual es el coeficiente de rozamiento?',
      ['**μ ≈ 0,2**'],
    ],
    [
      'una caja de 10 kg, μ = 0,5, se empuja con 20 N, ¿que aceleracion tiene?',
      ['no supera al rozamiento', '**a = 0'],
    ],
    [
      'a un cuerpo de 2 kg se le aplican dos fuerzas de 10 N y 4 N en sentidos opuestos, ¿cuál es su aceleración?',
      ['se restan', '**a = 3 m/s²**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solveNewton(message) ?? '';

    expect(reply).toContain('## Segunda ley de Newton');
    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    [
      'two forces without their directions',
      'a un cuerpo de 2 kg se le aplican fuerzas de 10 N y 4 N, ¿cuál es su aceleración?',
    ],
    ['no mass', 'una fuerza de 10 N, ¿qué aceleración produce?'],
    ['an inclined plane', 'un bloque de 2 kg en un plano inclinado de 30°, ¿qué aceleración tiene?'],
    [
      'a longer problem with speeds and times',
      'un auto de 1000 kg pasa de 0 a 20 m/s en 10 s, ¿qué fuerza hizo el motor?',
    ],
    ['a chemistry question', '¿cuántos moles hay en 36 g de agua?'],
    [
      'a rebound, whose second speed points the other way',
      'Una pelota de 0,5 kg llega a una pared a 12 m/s y rebota en sentido contrario a 9 m/s. El choque dura 0,03 s. ¿Qué fuerza media ejerce la pared?',
    ],
  ])('declines %s', (_kind, message) => {
    expect(solveNewton(message)).toBeUndefined();
  });
});

describe('solveNewton: a force named, its work asked', () => {
  it('does not answer the force when the question asks what it does («¿Qué trabajo realiza la fuerza…?»)', () => {
    // Was «F = 5.000 N», sure; the work is ΔEc = −200.000 J, another reading's.
    expect(
      solveNewton(
        'Un auto de 1.000 kg que va a 72 km/h frena hasta detenerse en 40 m. ¿Qué trabajo realiza la fuerza de frenado?',
      ),
    ).toBeUndefined();
  });
});

describe('solveNewton: a force that takes a body from rest to a speed', () => {
  const push =
    'Un bloque de 4 kg está en reposo sobre una superficie horizontal sin rozamiento y se lo empuja con una fuerza horizontal de 10 N.';

  it('gives the time to reach the speed, and the way to it', () => {
    expect(
      solveNewton(`${push} ¿Cuánto tiempo debe empujarse para que su velocidad llegue a 7,5 m/s?`),
    ).toContain('**t = 3 s**');
    expect(solveNewton(`${push} ¿Qué distancia recorre hasta llegar a 7,5 m/s?`)).toContain(
      '**d = 11,25 m**',
    );
  });

  it('takes the friction off first, and leaves a speed with a time given alone', () => {
    expect(
      solveNewton(
        'Una caja de 10 kg en reposo sobre un piso con μ = 0,2 se empuja con una fuerza horizontal de 50 N. ¿Cuánto tarda en alcanzar 6 m/s? (g = 10 m/s²)',
      ),
    ).toContain('**t = 2 s**');
    expect(
      solveNewton(
        'Una caja de 10 kg en reposo se empuja con una fuerza horizontal de 50 N durante 3 s. ¿Cuánto tarda en alcanzar 6 m/s?',
      ),
    ).toBeUndefined();
  });

  it('brings the time found back to the speed asked (seeded)', () => {
    const next = random(19);
    for (let i = 0; i < 30; i++) {
      const m = Math.round(1 + next() * 50);
      const F = Math.round(1 + next() * 200);
      const v = Math.round(1 + next() * 30);
      const text =
        solveNewton(
          `Un carro de ${m} kg en reposo sobre un piso sin rozamiento se empuja con una fuerza horizontal de ${F} N. ¿Cuánto tarda en alcanzar ${v} m/s?`,
        ) ?? '';
      const t = parseNumber(/\*\*t [=≈] ([\d.,]+) s\*\*/.exec(text)?.[1] ?? 'NaN');
      // t is shown to two decimals: a·t may miss v by a·0,005.
      expect(Math.abs((F / m) * t - v)).toBeLessThan((F / m) * 0.006 + 0.01);
    }
  });
});

describe('solveNewton: a time said twice', () => {
  it('reads «durante 5 s … al cabo de los 5 s» as one time', () => {
    expect(
      solveNewton(
        'Sobre un cuerpo de 8 kg en reposo actúa una fuerza neta de 24 N durante 5 s. ¿Qué velocidad tiene al cabo de los 5 s?',
      ),
    ).toContain('**v = 15 m/s**');
    // Two different times are two instants: not this reading.
    expect(
      solveNewton(
        'Sobre un cuerpo de 8 kg en reposo actúa una fuerza neta de 24 N durante 5 s. ¿Qué velocidad tiene a los 3 s?',
      ) ?? '',
    ).not.toContain('**v = 15 m/s**');
  });
});

describe('solveNewton: the weight where two gravities are given', () => {
  it('gives one weight for each g, the mass the same', () => {
    const text =
      solveNewton(
        'Un cuerpo tiene una masa de 12 kg. ¿Cuánto pesa en la Tierra (g = 9,8 m/s²) y en la Luna (g = 1,6 m/s²)?',
      ) ?? '';
    expect(text).toContain('**con g = 9,8 m/s²: P = 117,6 N; con g = 1,6 m/s²: P = 19,2 N**');
  });
});

describe('solveNewton: the friction coefficient from the motion', () => {
  it('finds μ from an applied force and the acceleration the motion gives', () => {
    expect(
      solveNewton(
        'Una fuerza horizontal de 150 N empuja una caja de 30 kg que parte del reposo y alcanza 3 m/s en 2 s sobre un piso horizontal (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento cinético entre la caja y el piso?',
      ),
    ).toContain('**μ = 0,35**');
  });

  it('leaves alone a force given as the friction itself: the applied force is unknown', () => {
    expect(
      solveNewton(
        'Un bloque de 2 kg parte del reposo y alcanza 3 m/s en 2 s; la fuerza de rozamiento es de 4 N. ¿Cuál es el coeficiente de rozamiento? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('leaves a push that still slows the body down, and a coefficient out of range, alone', () => {
    expect(
      solveNewton(
        'Una fuerza horizontal de 10 N empuja una caja de 30 kg que frena de 3 m/s a 1 m/s en 2 s (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento?',
      ),
    ).toBeUndefined();
    expect(
      solveNewton(
        'Una fuerza horizontal de 900 N empuja una caja de 30 kg que parte del reposo y alcanza 3 m/s en 2 s (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento?',
      ),
    ).toBeUndefined();
  });

  it('brings μ back to the acceleration it came from (seeded)', () => {
    const next = random(37);
    for (let i = 0; i < 30; i++) {
      const m = Math.round(2 + next() * 50);
      const mu = Math.round(5 + next() * 50) / 100;
      const a = Math.round(1 + next() * 40) / 10;
      const F = Math.round(m * (a + mu * 10));
      const v = a * 4;
      const text =
        solveNewton(
          `Una fuerza horizontal de ${F} N arrastra un cajón de ${m} kg que parte del reposo y llega a ${fmt(v, 4)} m/s en 4 s (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento?`,
        ) ?? '';
      const found = parseNumber(/\*\*μ [=≈] ([\d.,]+)\*\*/.exec(text)?.[1] ?? 'NaN');
      expect(Math.abs(F - m * a - found * m * 10)).toBeLessThan(0.01 * F + 0.06 * m);
    }
  });
});

describe('solveInclinedPlane', () => {
  it.each([
    [
      'un bloque de 2 kg se deja deslizar por un plano inclinado de 30° sin rozamiento, calcula la aceleracion y la normal',
      ['sin rozamiento', '**a = 4,9 m/s²; N ≈ 16,97 N**'],
    ],
    [
      'un cuerpo de 5 kg baja por un plano inclinado de 37° con coeficiente de rozamiento 0,2',
      ['con rozamiento', '**a ≈ 4,33 m/s²; N ≈ 39,13 N**'],
    ],
    [
      'plano inclinado de 30 grados sin rozamiento, que aceleracion tiene un cuerpo que baja?',
      ['**a = 4,9 m/s²**'],
    ],
    ['un bloque de 10 kg en una rampa de 20° con μ = 0,5', ['no desliza', '**El cuerpo no desliza: a = 0']],
    [
      'se empuja un bloque de 4 kg plano arriba con una fuerza de 40 N paralela al plano inclinado de 30° sin rozamiento',
      ['sube', '**a = 5,1 m/s²'],
    ],
    [
      'se lanza un cuerpo hacia arriba por un plano inclinado de 30° sin rozamiento con 9,8 m/s, que distancia recorre hasta detenerse?',
      ['**d = 9,8 m; a = 4,9 m/s²**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solveInclinedPlane(message) ?? '';

    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['no angle', 'un bloque de 2 kg baja por un plano inclinado'],
    ['two masses', 'dos bloques de 2 kg y 3 kg en un plano inclinado de 30°'],
    [
      'a force without its direction',
      'un bloque de 4 kg en un plano inclinado de 30° con una fuerza de 40 N',
    ],
    ['a horizontal surface', 'un cuerpo de 5 kg es empujado con 20 N'],
  ])('declines %s', (_kind, message) => {
    expect(solveInclinedPlane(message)).toBeUndefined();
  });
});

describe('solveAtwood', () => {
  it('finds the other mass of an Atwood machine from its acceleration, when the statement says which is lighter', () => {
    const lighter = solveAtwood(
      'En una máquina de Atwood uno de los cuerpos tiene 9 kg y el sistema acelera a 4 m/s². Determinar la masa del otro cuerpo, que es el más liviano. Considere g = 10 m/s².',
    );
    // (9 − m) · 10 = (9 + m) · 4 ⇒ 54 = 14 m ⇒ m = 27/7 ≈ 3,86 kg.
    expect(lighter).toContain('**m ≈ 3,86 kg**');
    const heavier = solveAtwood(
      'En una máquina de Atwood uno de los cuerpos tiene 3 kg y la aceleración es de 2 m/s². Hallar la masa del otro, sabiendo que es el más pesado. (g = 10 m/s²)',
    );
    // m = 3 · 12/8 = 4,5 kg.
    expect(heavier).toContain('**m = 4,5 kg**');
    // Not told which is lighter: two masses would do, no answer.
    expect(
      solveAtwood(
        'En una máquina de Atwood uno de los cuerpos tiene 6 kg y el sistema acelera a 2 m/s². Hallar la masa del otro cuerpo. Considere g = 10 m/s².',
      ),
    ).toBeUndefined();
  });

  it('checks the other mass back against the acceleration it gives (seeded)', () => {
    const next = random(32_7630);
    for (let i = 0; i < 30; i++) {
      const m = 1 + Math.floor(next() * 20);
      const a = 1 + Math.floor(next() * 8);
      const lighter = next() < 0.5;
      const reply = solveAtwood(
        `En una máquina de Atwood uno de los cuerpos tiene ${m} kg y el sistema acelera a ${a} m/s². Hallar la masa del otro cuerpo, sabiendo que es el más ${lighter ? 'liviano' : 'pesado'}. Considere g = 10 m/s².`,
      );
      const other = parseNumber(/\*\*m [=≈] ([\d.,]+) kg\*\*/.exec(reply ?? '')?.[1] ?? 'NaN');
      const [heavy, light] = lighter ? [m, other] : [other, m];
      expect(((heavy - light) * 10) / (heavy + light)).toBeCloseTo(a, 1);
    }
  });

  it.each([
    [
      'maquina de atwood con masas de 3 kg y 2 kg, calcula la aceleracion y la tension',
      ['**a = 1,96 m/s²; T = 23,52 N**'],
    ],
    [
      'en una polea cuelgan dos masas de 5 kg y 3 kg, cual es la aceleracion? g = 10 m/s2',
      ['**a = 2,5 m/s²; T = 37,5 N**'],
    ],
    [
      'un bloque de 4 kg apoyado sobre una mesa horizontal sin rozamiento esta unido por una cuerda que pasa por una polea a otro de 1 kg que cuelga',
      ['**a = 1,96 m/s²; T = 7,84 N**'],
    ],
    [
      'un bloque de 3 kg sobre una mesa con μ = 0,2 unido por una polea a una masa de 2 kg que cuelga',
      ['con rozamiento', '**a ≈ 2,74 m/s²; T ≈ 14,11 N**'],
    ],
    [
      'un bloque de 10 kg sobre una mesa con μ = 0,5 unido por una polea a una masa de 2 kg colgando',
      ['no se mueve'],
    ],
    // A time from rest with the table: the motion after it.
    [
      'Un cuerpo de 10 kg sobre una mesa horizontal con μ = 0,2 está unido por una cuerda que pasa por una polea a otro de 5 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué distancia recorren en 2 s?',
      ['**a = 2 m/s²; T = 40 N; d = 4 m**'],
    ],
    [
      'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Si parten del reposo, ¿qué velocidad tienen a los 3 s?',
      ['**a = 4 m/s²; T = 12 N; v = 12 m/s**'],
    ],
    // «sin rozamiento» said of the pulley: the table's coefficient still counts.
    [
      'Una caja de 20 kg está sobre una mesa horizontal, atada con una cuerda que pasa por una polea sin rozamiento a otra caja de 20 kg que cuelga. El coeficiente de rozamiento cinético entre la caja y la mesa es 0,25 (g = 10 m/s²). ¿Cuál es la aceleración?',
      ['con rozamiento', '**a = 3,75 m/s²; T = 125 N**'],
    ],
    // «(μ = 0,1)» in brackets beside the table, the pulley «sin rozamiento»: μ is the table's.
    [
      'Un carrito de 6 kg apoyado en una mesa horizontal (μ = 0,1) está atado con un hilo que pasa por una polea sin rozamiento a un cuerpo de 4 kg que cuelga. ¿Cuál es la aceleración? ¿Y la tensión del hilo? (g = 10 m/s²)',
      ['con rozamiento', '**a = 3,4 m/s²; T = 26,4 N**'],
    ],
    [
      'un bloque de 4 kg sobre una mesa horizontal sin rozamiento unido por una polea lisa a otro de 1 kg que cuelga (g = 10 m/s²)',
      ['**a = 2 m/s²; T = 8 N**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solveAtwood(message) ?? '';

    for (const text of expected) expect(reply).toContain(text);
  });

  it('answers a time from rest with no motion when the friction holds the system still', () => {
    // 0,5·10·10 = 50 N ≥ 2·10 = 20 N: they never start.
    expect(
      solveAtwood(
        'Un bloque de 10 kg sobre una mesa con μ = 0,5 está unido por una polea a otro de 2 kg que cuelga. Parten del reposo. ¿Qué distancia recorren en 2 s? (g = 10 m/s²)',
      ),
    ).toContain('**El sistema no se mueve: d = 0 m');
  });

  it('answers equal masses without dividing by zero', () => {
    expect(solveAtwood('polea con dos masas de 2 kg y 2 kg')).toContain('a = 0');
  });

  it.each([
    ['one mass', 'una masa de 2 kg cuelga de una polea'],
    ['no pulley', 'dos masas de 3 kg y 2 kg'],
    ['three masses', 'polea con masas de 1 kg, 2 kg y 3 kg'],
  ])('declines %s', (_kind, message) => {
    expect(solveAtwood(message)).toBeUndefined();
  });

  it('gives the time or the speed after a stretch covered from rest, checked back', () => {
    const reply =
      solveAtwood(
        'En una máquina de Atwood cuelgan cuerpos de 5 kg y 3 kg. Si parten del reposo, ¿cuánto tiempo tardan en recorrer 1 m? (g = 10 m/s²)',
      ) ?? '';
    expect(reply).toContain('t ≈ 0,89 s');
    expect(
      solveAtwood(
        'En una máquina de Atwood cuelgan cuerpos de 5 kg y 3 kg que parten del reposo. ¿Qué velocidad tienen después de recorrer 0,8 m? (g = 10 m/s²)',
      ),
    ).toContain('v = 2 m/s');
  });
});

describe('solveInclinedPlane as exams phrase it', () => {
  it('gives the force that pushes it up at constant speed, not an acceleration', () => {
    const reply = solveInclinedPlane(
      'Se empuja un bloque de 8 kg hacia arriba por un plano inclinado 30°, con una fuerza paralela al plano, a velocidad constante. El coeficiente de rozamiento dinámico es 0,2 y g = 9,8 m/s². ¿Cuánto vale la fuerza?',
    );

    expect(reply).toContain('**F ≈ 52,78 N');
  });

  it('uses the sine and cosine the statement gives, the normal first when asked first', () => {
    const reply = solveInclinedPlane(
      'Un bloque de 10 kg baja por un plano inclinado 37° con coeficiente de rozamiento dinámico 0,25. Usá g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. ¿Cuánto vale la fuerza normal?',
    );

    expect(reply).toContain('**N = 80 N; a = 4 m/s²**');
  });

  it('balances the forces along the plane at constant speed (seeded)', () => {
    let seed = 43;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const m = 1 + Math.round(next() * 30);
      const theta = 10 + Math.round(next() * 60);
      const mu = Math.round(next() * 50) / 100;
      const reply = solveInclinedPlane(
        `Se empuja un bloque de ${m} kg hacia arriba por un plano inclinado ${theta}°, con una fuerza paralela al plano, a velocidad constante. El coeficiente de rozamiento es ${String(mu).replace('.', ',')}. ¿Qué fuerza hay que hacer?`,
      );
      const F = Number(
        (/\*\*F [=≈] ([\d.,]+) N/.exec(reply ?? '')?.[1] ?? 'x').replace(/\./g, '').replace(',', '.'),
      );
      const rad = (theta * Math.PI) / 180;
      const g = 9.8;

      expect(Math.abs(F - m * g * Math.sin(rad) - mu * m * g * Math.cos(rad))).toBeLessThan(0.006);
    }
  });
});

describe('solveNewton with both friction coefficients', () => {
  it.each([
    [
      'Una caja de 40 kg está en reposo sobre un piso horizontal (μ estático = 0,5; μ dinámico = 0,4). Se la empuja horizontalmente con 180 N. Con g = 10 m/s²:',
      '**El cuerpo no se mueve: a = 0 y el rozamiento vale 180 N**',
    ],
    [
      'Una caja de 40 kg está en reposo sobre un piso horizontal (μ estático = 0,5; μ dinámico = 0,4). Se la empuja horizontalmente con 250 N. Con g = 10 m/s², ¿qué pasa?',
      '**Se mueve: a = 2,25 m/s²**',
    ],
    // A force just equal to the static top, and the statement says it starts moving: the kinetic friction acts.
    [
      'Empujás horizontalmente con 200 N un cajón de 40 kg que está en reposo sobre un piso con μe = 0,5 y μc = 0,4. En cuanto el cajón se pone en movimiento, seguís empujando con la misma fuerza. ¿Qué aceleración adquiere? (Usá g = 10 m/s².)',
      '**Se mueve: a = 1 m/s²**',
    ],
    [
      'Un cajón de 50 kg está en reposo sobre un piso horizontal con μe = 0,4 y μc = 0,3. Se lo empuja horizontalmente con 200 N y, una vez en movimiento, se sigue empujando con la misma fuerza. ¿Qué aceleración tiene? (g = 10 m/s²)',
      '**Se mueve: a = 1 m/s²**',
    ],
    [
      'Se empuja horizontalmente con 270 N un ropero de 60 kg en reposo sobre un piso con μe = 0,45 y μc = 0,35. En cuanto arranca, se lo sigue empujando con la misma fuerza. ¿Qué aceleración adquiere? (g = 10 m/s²)',
      '**Se mueve: a = 1 m/s²**',
    ],
    [
      'Se empuja con una fuerza horizontal de 300 N un cajón de 50 kg en reposo sobre un piso; μe = 0,4 y μc = 0,3. ¿Qué aceleración adquiere? Usá g = 10 m/s².',
      '**Se mueve: a = 3 m/s²**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });
});

it('does not take a force below the static top for one that starts the body, whatever the statement says', () => {
  expect(
    solveNewton(
      'Un cajón de 50 kg está en reposo sobre un piso horizontal con μe = 0,4 y μc = 0,3. Se lo empuja horizontalmente con 150 N y, en cuanto se pone en movimiento, se sigue empujando con la misma fuerza. ¿Qué aceleración tiene? (g = 10 m/s²)',
    ),
  ).toBeUndefined();
});

describe('solveNewton with the acceleration from the motion', () => {
  it.each([
    [
      '¿Qué fuerza neta necesita un auto de 1200 kg para pasar del reposo a 72 km/h en 10 s?',
      '**F = 2.400 N**',
    ],
    [
      'Un camión de 5000 kg que circula a 10 m/s frena hasta detenerse en 25 m. ¿Qué fuerza de frenado actúa, supuesta constante?',
      '**F = 10.000 N** (en contra del movimiento)',
    ],
    ['Un carrito de 2 kg pasa de 3 m/s a 7 m/s en 2 s. ¿Qué fuerza neta actuó sobre él?', '**F = 4 N**'],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });

  it('leaves the motion alone when friction also acts or the speed change is not said', () => {
    expect(
      solveNewton(
        'Un bloque de 10 kg pasa del reposo a 4 m/s en 2 s sobre un piso con μ = 0,2. ¿Qué fuerza se aplicó?',
      ),
    ).toBeUndefined();
    expect(solveNewton('Un auto de 1000 kg va a 20 m/s durante 10 s. ¿Qué fuerza actúa?')).toBeUndefined();
  });
});

describe('solveNewton with the motion a force gives', () => {
  it.each([
    [
      'Sobre un cuerpo de 2 kg inicialmente en reposo actúa una fuerza constante de 10 N durante 4 s. ¿Qué velocidad alcanza? Sin rozamiento.',
      '**v = 20 m/s**',
    ],
    [
      'Un bloque de 10 kg en reposo sobre un piso con μ = 0,2 es empujado con una fuerza horizontal de 50 N. ¿Qué distancia recorre en 3 s? g = 10 m/s²',
      '**d = 13,5 m**',
    ],
    [
      'Un carrito de 5 kg parte del reposo empujado por una fuerza de 20 N. ¿Con qué velocidad llega después de recorrer 8 m?',
      '**v = 8 m/s**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });

  it('leaves alone a body that does not start from rest', () => {
    expect(
      solveNewton(
        'Un cuerpo de 2 kg que va a 3 m/s recibe una fuerza de 10 N durante 4 s. ¿Qué velocidad alcanza?',
      ),
    ).toBeUndefined();
  });
});

describe('solveInclinedPlane: sliding down at constant speed', () => {
  it.each([
    [
      'Un bloque de 10 kg se desliza con velocidad constante por un plano inclinado de 30° hacia abajo. ¿Cuál es el coeficiente de rozamiento?',
      '**μ ≈ 0,58**',
    ],
    [
      'Un cuerpo baja con velocidad constante por un plano inclinado de 37°. Calculá el coeficiente de rozamiento cinético. Datos: sen 37° = 0,6 y cos 37° = 0,8.',
      '**μ = 0,75**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveInclinedPlane(problem)).toContain(expected);
  });

  it('gives no accelerated reading of a body at constant speed', () => {
    expect(
      solveInclinedPlane(
        'Un bloque de 10 kg baja con velocidad constante por un plano inclinado de 30°. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
  });

  it('gives the coefficient whose friction balances the weight along the plane (seeded)', () => {
    const next = random(3_037);
    for (let i = 0; i < 60; i++) {
      const theta = 5 + Math.round(next() * 50);
      const text =
        solveInclinedPlane(
          `Un bloque de ${2 + Math.round(next() * 20)} kg baja con velocidad constante por un plano inclinado de ${theta}°. ¿Cuál es el coeficiente de rozamiento?`,
        ) ?? '';
      const mu = parseNumber(/\*\*μ [=≈] ([\d.,]+)\*\*/.exec(text)?.[1] ?? 'x');
      const rad = (theta * Math.PI) / 180;

      expect(Math.abs(mu * Math.cos(rad) - Math.sin(rad))).toBeLessThan(0.006);
    }
  });
});

describe('readFriction', () => {
  it('reads a coefficient that does not name the friction only beside a friction or a surface', () => {
    const read = (text: string) => readFriction(readStatement(text));
    expect(
      read('Sobre una superficie con rozamiento, que tiene un coeficiente de 0,1, se empuja un bloque.'),
    ).toEqual({
      kinetic: 0.1,
    });
    expect(read('Un piso cuyo coeficiente estático es 0,4 sostiene un cajón.')).toEqual({ static: 0.4 });
    expect(read('Una barra de acero tiene un coeficiente de 0,000012 por grado.')).toEqual({});
    expect(read('Un bloque sobre un piso, que tiene un coeficiente de 5 N.')).toEqual({});
  });

  it('reads a coefficient said «de cada bloque con la mesa» or «del piso»', () => {
    const read = (text: string) => readFriction(readStatement(text));
    expect(read('El coeficiente de rozamiento de cada bloque con la mesa es 0,2.')).toEqual({ kinetic: 0.2 });
    expect(read('El coeficiente de rozamiento del piso es 0,3.')).toEqual({ kinetic: 0.3 });
    expect(read('Un coeficiente de rozamiento de 0,25.')).toEqual({ kinetic: 0.25 });
  });

  it('reads «roce» as friction and the kind written after the number', () => {
    const read = (text: string) => readFriction(readStatement(text));
    expect(read('El coeficiente de roce cinético entre el cuerpo y la mesa es 0,25.')).toEqual({
      kinetic: 0.25,
    });
    expect(read('Los coeficientes de roce con el piso son 0,4 (estático) y 0,3 (cinético).')).toEqual({
      static: 0.4,
      kinetic: 0.3,
    });
    expect(read('Se mezclan 0,4 (estático) de algo.')).toEqual({});
  });
});

describe('Newton and the incline as other authors phrase them', () => {
  it.each([
    [
      'Se arrastra un cuerpo de 12 kg por una mesa horizontal tirando de él con una fuerza horizontal de 90 N. El coeficiente de roce cinético entre el cuerpo y la mesa es 0,25. Con g = 10 m/s², ¿cuál es la aceleración?',
      'a = 5 m/s²',
    ],
    [
      'Una caja de 60 kg descansa sobre el piso; los coeficientes de roce con el piso son 0,5 (estático) y 0,2 (cinético). Se le aplica una fuerza horizontal de 420 N. Con g = 10 m/s², ¿qué ocurre?',
      '**Se mueve: a = 5 m/s²**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });

  it('states the friction force first when it is asked, not its coefficient', () => {
    const reply = solveInclinedPlane(
      'Una caja de 2 kg desciende por una rampa de 53° (sen 53° = 0,8; cos 53° = 0,6). El coeficiente de rozamiento cinético es 0,5 y g = 10 m/s². ¿Cuánto vale la fuerza de rozamiento?',
    );
    expect(reply).toContain('**F_r = 6 N; N = 12 N; a = 5 m/s²**');
  });

  it('reads a mass in tonnes after «de», never the «2t» or «3 t +» of a formula', () => {
    const kinds = (text: string) => readStatement(text).quantities.map((q) => `${q.value} ${q.unit.symbol}`);
    expect(kinds('Un camión de 3 t frena.')).toEqual(['3 t']);
    expect(kinds('La posición es x = 4 + de 2 t + 1.')).toEqual([]);
    expect(kinds('Un móvil se mueve según x = 3 + 2t.')).toEqual([]);
  });

  it('subtracts a friction given in newtons from the applied force, never with a μ as well', () => {
    expect(
      solveNewton(
        'Un bloque de 3 kg apoyado sobre una mesa horizontal es empujado por una fuerza horizontal de 18 N, y la fuerza de rozamiento vale 6 N. ¿Cuál es la aceleración del bloque?',
      ),
    ).toContain('**a = 4 m/s²**');
    expect(
      solveNewton(
        'Un bloque de 3 kg es empujado con 18 N; el rozamiento de 6 N y un coeficiente de rozamiento de 0,1. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
  });

  it('keeps a body at rest with only the static coefficient and a push below its maximum', () => {
    expect(
      solveNewton(
        'Un cuerpo de 10 kg se encuentra sobre un plano horizontal; el coeficiente de rozamiento estático es 0,3. Si se le aplica una fuerza horizontal de 25 N (g = 10 m/s²), ¿qué pasa?',
      ),
    ).toContain('**El cuerpo no se mueve: a = 0 y el rozamiento vale 25 N**');
    expect(
      solveNewton(
        'Un cuerpo de 10 kg está sobre un piso; el coeficiente de rozamiento estático es 0,3. Se le aplica una fuerza horizontal de 45 N (g = 10 m/s²). ¿Qué pasa?',
      ) ?? '',
    ).not.toContain('Se mueve: a');
  });

  it('uses the kgf the statement gives, and neither side of «1 kgf = 10 N» is a force', () => {
    const reply = solveNewton(
      'Sobre un carrito de 20 kg actúa una fuerza horizontal de 5 kgf. Considerá 1 kgf = 10 N y despreciá el rozamiento. ¿Qué aceleración adquiere el carrito?',
    );
    expect(reply).toContain('5 kgf = 50 N (1 kgf = 10 N, como da el enunciado)');
    expect(reply).toContain('**a = 2,5 m/s²**');
    expect(
      solveNewton(
        'Se aplica una fuerza horizontal de 10 kgf a un carrito de 49 kg sobre un piso sin rozamiento. ¿Qué aceleración adquiere? (1 kgf = 9,8 N)',
      ),
    ).toContain('**a = 2 m/s²**');
  });

  it('shows a mass typed in grams as typed on a flat floor', () => {
    expect(
      solveNewton(
        'Datos: m = 500 g; F = 2 N; superficie horizontal lisa. Calculá la aceleración del cuerpo.',
      ),
    ).toContain('m = 500 g = 0,5 kg');
  });

  it('reads a mass in grams on a smooth ramp and states it as typed', () => {
    const reply = solveInclinedPlane(
      'Un cuerpo de 500 g se deja deslizar por una rampa lisa que forma 30° con la horizontal (g = 10 m/s²). ¿Cuál es su aceleración?',
    );
    expect(reply).toContain('m = 500 g = 0,5 kg');
    expect(reply).toContain('a = 5 m/s²');
  });
});

describe('withKiloForms', () => {
  it('writes a result of a thousand newtons or joules or more also in kN or kJ, once', () => {
    expect(withKiloForms('**F = 5.000 N**')).toBe('**F = 5.000 N** (= 5 kN)');
    expect(withKiloForms('**W = -1.500 J**')).toBe('**W = -1.500 J** (= -1,5 kJ)');
    expect(withKiloForms('**T ≈ 14.433,33 N**')).toBe('**T ≈ 14.433,33 N** (≈ 14,4333 kN)');
    expect(withKiloForms('**F = 500 N**')).toBe('**F = 500 N**');
    expect(withKiloForms('**W = 150.000 J** (= 150 kJ)')).toBe('**W = 150.000 J** (= 150 kJ)');
    expect(withKiloForms('**a = 2 m/s²; N = 12 N**')).toBe('**a = 2 m/s²; N = 12 N**');
    expect(withKiloForms('**p = 50.000 Pa**')).toBe('**p = 50.000 Pa** (= 50 kPa)');
    expect(withKiloForms('**Q = 100.000 cal**')).toBe('**Q = 100.000 cal** (= 100 kcal)');
  });
});

describe('solveNewton with one force at an angle with the horizontal', () => {
  it.each([
    [
      'Un bloque de 10 kg es empujado con una fuerza de 50 N que forma 30° con la horizontal sobre un piso sin rozamiento. ¿Cuál es su aceleración?',
      '**a ≈ 4,33 m/s²**',
    ],
    [
      'Se tira de un trineo de 20 kg con una soga que forma 37° por encima de la horizontal, con una fuerza de 100 N. El coeficiente de rozamiento es 0,2. ¿Cuál es su aceleración? (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
      '**a = 2,6 m/s²**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });

  it('leaves alone a μ with the side of the horizontal unsaid (the normal depends on it)', () => {
    expect(
      solveNewton(
        'Se tira de un trineo de 20 kg con una fuerza de 100 N que forma 37° con la horizontal; μ = 0,2. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
  });

  it('gives F·cos α / m on a smooth floor (seeded)', () => {
    for (let i = 1; i <= 20; i++) {
      const m = 5 + i;
      const F = 10 * i;
      const alpha = 10 + 3 * i;
      const reply = solveNewton(
        `Un carrito de ${m} kg es arrastrado por una fuerza de ${F} N que forma ${alpha}° con la horizontal, sobre un piso sin rozamiento. ¿Cuál es su aceleración?`,
      );
      const a = parseNumber(/\*\*a [=≈] ([\d.,]+) m\/s²\*\*/.exec(reply ?? '')?.[1] ?? 'x');
      expect(Math.abs(a - (F * Math.cos((alpha * Math.PI) / 180)) / m)).toBeLessThan(0.006);
    }
  });
});

describe('solveInclinedPlane and a horizontal force', () => {
  it('leaves alone a body pushed by a horizontal force (its part along the plane is F·cos θ)', () => {
    expect(
      solveInclinedPlane(
        'Un cuerpo de 3 kg sube por un plano inclinado de 30° sin rozamiento con velocidad constante empujado por una fuerza horizontal. ¿Cuánto vale la fuerza?',
      ),
    ).toBeUndefined();
    expect(
      solveInclinedPlane(
        'Un cuerpo de 3 kg es empujado horizontalmente con 20 N sobre un plano inclinado de 30° sin rozamiento. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
  });
});

describe('solveInclinedPlane answers what the question names', () => {
  it.each([
    [
      'Un bloque de 5 kg baja por un plano inclinado de 37° con velocidad constante. ¿Cuánto vale la fuerza de rozamiento? (sen 37° = 0,6; g = 10 m/s²)',
      '**F_r = 30 N**',
    ],
    [
      'Una caja de 50 kg está sobre una rampa de 20°. ¿Cuál es la componente del peso paralela a la rampa? (g = 9,8 m/s²)',
      '**P_x ≈ 167,59 N**',
    ],
    [
      'Una caja de 10 kg está sobre un plano inclinado de 30°. ¿Cuál es la componente del peso perpendicular al plano? (g = 10 m/s²)',
      '**P_y ≈ 86,6 N**',
    ],
    [
      'Un cuerpo de 6 kg asciende por un plano inclinado de 30° sin rozamiento lanzado con 12 m/s. ¿Qué altura máxima alcanza? (g = 10 m/s²)',
      '**h = 7,2 m;',
    ],
  ])('%s', (problem, expected) => {
    expect(solveInclinedPlane(problem)).toContain(expected);
  });
});

describe('solveAtwood after a time from rest', () => {
  it.each([
    [
      'En una máquina de Atwood con masas de 7 kg y 3 kg, partiendo del reposo, ¿qué velocidad tienen después de 2 s? (g = 10 m/s²)',
      '**a = 4 m/s²; T = 42 N; v = 8 m/s**',
    ],
    [
      'Una máquina de Atwood con cuerpos de 2 kg y 3 kg parte del reposo. ¿Qué distancia recorre cada cuerpo en los primeros 2 s? (g = 10 m/s²)',
      '**a = 2 m/s²; T = 24 N; d = 4 m**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveAtwood(problem)).toContain(expected);
  });

  it('leaves alone a time it cannot place (not from rest)', () => {
    expect(
      solveAtwood('En una máquina de Atwood con masas de 7 kg y 3 kg, ¿qué velocidad tienen después de 2 s?'),
    ).toBeUndefined();
  });

  it('places a time from rest with a block on a table too: v = a·t', () => {
    expect(
      solveAtwood(
        'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una polea a otro de 1 kg que cuelga; parten del reposo. ¿Qué velocidad tienen a los 2 s?',
      ),
    ).toContain('v = 4,9 m/s');
  });
});

describe('solveNewton with a distance covered in a time from rest', () => {
  it('takes a = 2d/t² and then F = m·a', () => {
    expect(
      solveNewton(
        'Un carro de 200 kg parte del reposo y recorre 50 m en 5 s. ¿Qué fuerza neta actuó sobre él?',
      ),
    ).toContain('**F = 800 N**');
  });

  it('gives back the distance from the force (seeded)', () => {
    for (let i = 1; i <= 20; i++) {
      const m = 2 * i;
      const d = 10 + 5 * i;
      const t = 2 + (i % 5);
      const reply = solveNewton(
        `Un cuerpo de ${m} kg parte del reposo y recorre ${d} m en ${t} s. ¿Cuál es la fuerza neta sobre él?`,
      );
      const F = parseNumber(/\*\*F [=≈] ([\d.,]+) N\*\*/.exec(reply ?? '')?.[1] ?? 'x');
      expect(Math.abs(0.5 * (F / m) * t * t - d)).toBeLessThan(0.05);
    }
  });
});

describe('solveNewton: the mass from a weight', () => {
  it.each([
    ['Un cuerpo pesa 98 N en la Tierra. ¿Cuál es su masa? (g = 9,8 m/s²)', '**m = 10 kg**'],
    ['Una bolsa de 49 N de peso, ¿qué masa tiene?', '**m = 5 kg**'],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });

  it('leaves a kgf alone when the statement gives another g', () => {
    expect(solveNewton('Un cuerpo pesa 20 kgf. ¿Cuál es su masa? (g = 10 m/s²)')).toBeUndefined();
  });
});

describe('solveNewton: the friction of a body a force makes slide', () => {
  it('states μ·N when the push exceeds it, and leaves a push below it alone', () => {
    expect(
      solveNewton(
        'Un bloque de 4 kg es empujado sobre un piso horizontal por una fuerza de 30 N; μ = 0,5 (g = 10 m/s²). ¿Cuánto vale la fuerza de rozamiento?',
      ),
    ).toContain('**F_r = 20 N**');
    expect(
      solveNewton(
        'Un bloque de 4 kg es empujado sobre un piso horizontal por una fuerza de 10 N; μ = 0,5 (g = 10 m/s²). ¿Cuánto vale la fuerza de rozamiento?',
      ) ?? '',
    ).not.toContain('F_r = 20 N');
  });
});

describe('solveAtwood: a condition the masses alone do not meet', () => {
  it('declines a system said to move at a constant speed', () => {
    // a = 2 m/s² and T = 24 N were stated, the condition ignored.
    expect(
      solveAtwood(
        'Dos cuerpos de 3 kg y 2 kg cuelgan de una máquina de Atwood. ¿Cuál es la tensión si el sistema se mueve con velocidad constante? g = 10 m/s²',
      ),
    ).toBeUndefined();
  });
});

describe('solveNewton: the unknown named by the clause that ends the stem («…, su aceleración es:»)', () => {
  it.each([
    // a = (60 − 0,3 · 8 · 9,8) / 8 = (60 − 23,52) / 8 = 4,56 m/s².
    [
      'Un cuerpo de 8 kg apoyado sobre un plano horizontal es empujado por una fuerza horizontal de 60 N. Si el coeficiente de roce cinético es 0,3 y g = 9,8 m/s², su aceleración es:',
      '**a = 4,56 m/s²**',
    ],
    // a = (50 − 0,2 · 10 · 10) / 10 = 3 m/s².
    [
      'Se arrastra una caja de 10 kg por el piso con una fuerza horizontal de 50 N. Con un coeficiente de rozamiento de 0,2 y g = 10 m/s², la aceleración de la caja es:',
      '**a = 3 m/s²**',
    ],
  ])('%s', (problem, answer) => {
    const text = solveNewton(problem);
    expect(text).toContain(answer);
  });
});

describe('the friction force from a push and the acceleration it gives, no coefficient given', () => {
  it.each([
    [
      'Empujás un changuito de 15 kg con una fuerza horizontal de 45 N y el changuito acelera a 2 m/s². ¿Cuánto vale la fuerza de rozamiento que actúa sobre él?',
      '**F_r = 15 N**',
    ],
    [
      'Sobre un piso horizontal se arrastra un cajón de 40 kg con una fuerza horizontal de 180 N; el cajón adquiere una aceleración de 1,5 m/s². Determine la fuerza de rozamiento.',
      '**F_r = 120 N**',
    ],
    [
      'Un mueble de 60 kg es empujado con una fuerza horizontal de 240 N y se mueve a velocidad constante. ¿Cuál es la fuerza de rozamiento?',
      '**F_r = 240 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveNewton(problem);
    expect(reply).toContain(expected);
  });

  it.each([
    // m·a above the push: no friction can give that.
    'Empujás un changuito de 15 kg con una fuerza horizontal de 45 N y el changuito acelera a 4 m/s². ¿Cuánto vale la fuerza de rozamiento que actúa sobre él?',
    // Lifted: the weight acts along the motion too.
    'Se levanta con una cuerda un balde de 15 kg con una fuerza de 200 N y sube acelerando a 2 m/s². ¿Cuánto vale la fuerza de rozamiento del aire?',
  ])('states no friction for %s', (problem) => {
    expect(solveNewton(problem) ?? '').not.toContain('**F_r');
  });
});

describe('the net force from the motion is not a force named among others', () => {
  it.each([
    'Una pelota de 0,5 kg se lanza desde 20 m de altura con 10 m/s y llega al suelo con 18 m/s. ¿Cuál es la fuerza media del aire?',
    'Un carrito de 2 kg pasa de 3 m/s a 7 m/s en 4 s. ¿Cuánto vale la fuerza de rozamiento?',
  ])('states no force for %s', (problem) => {
    expect(solveNewton(problem) ?? '').not.toContain('**F =');
  });

  it('still gives the net force of a body whose speed changes on a level floor', () => {
    expect(
      solveNewton('Un carrito de 2 kg pasa de 3 m/s a 7 m/s en 4 s. ¿Qué fuerza neta actúa sobre él?'),
    ).toContain('**F = 2 N**');
  });
});

describe('the motor’s force at constant speed on a level road: it equals the forces against the motion', () => {
  it.each([
    [
      'Un auto de 1.200 kg marcha por una ruta horizontal a velocidad constante de 90 km/h. Las fuerzas que se oponen al movimiento (rozamiento y aire) suman 800 N. ¿Qué fuerza debe hacer el motor?',
      '**F = 800 N**',
    ],
    [
      'Un colectivo de 9 t circula por una avenida horizontal con rapidez constante, venciendo una resistencia de 2.500 N. ¿Cuál es la fuerza de tracción del motor?',
      '**F = 2.500 N**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveNewton(problem)).toContain(expected);
  });

  it.each([
    // Speeding up: F = m·a + 800 N, not read here as equal.
    'Un auto de 1.200 kg acelera por una ruta horizontal a 2 m/s². Las fuerzas que se oponen al movimiento suman 800 N. ¿Qué fuerza debe hacer el motor?',
    // Uphill: the weight's component adds.
    'Un auto de 1.200 kg sube una ruta inclinada a velocidad constante de 90 km/h. Las fuerzas que se oponen al movimiento suman 800 N. ¿Qué fuerza debe hacer el motor?',
  ])('states no equal force for %s', (problem) => {
    expect(solveNewton(problem) ?? '').not.toContain('**F = 800 N**');
  });
});

describe('solveAtwood: a block on a table the hanging one cannot start, asked how it moves after a time', () => {
  it.each([
    // μ·m₁·g = 0,5·10·10 = 50 N ≥ 2·10 = 20 N: they never start, v = 0.
    [
      'Un bloque de 10 kg sobre una mesa con μ = 0,5 está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué velocidad tienen a los 2 s?',
      '**El sistema no se mueve: v = 0 m/s',
    ],
    // 0,4·8·10 = 32 N ≥ 3·10 = 30 N: d = 0.
    [
      'Un cajón de 8 kg apoyado en una mesa horizontal, con coeficiente de rozamiento 0,4, está atado con una soga que pasa por una polea a una pesa de 3 kg que cuelga. Se sueltan desde el reposo. ¿Qué distancia recorren en 3 s? (g = 10 m/s²)',
      '**El sistema no se mueve: d = 0 m',
    ],
  ])('%s', (problem, answer) => {
    expect(solveAtwood(problem)).toContain(answer);
  });

  it.each([
    // Only a kinetic coefficient: the static friction that would hold them is not given.
    'Un bloque de 10 kg sobre una mesa con coeficiente de rozamiento cinético 0,5 está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué velocidad tienen a los 2 s?',
    // Another unit asked.
    'Un bloque de 10 kg sobre una mesa con μ = 0,5 está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué velocidad tienen a los 2 s, en km/h?',
  ])('leaves %s alone', (problem) => {
    expect(solveAtwood(problem)).toBeUndefined();
  });
});

describe('solveAtwood: the distance a block on a table and a hanging one cover during the n-th second', () => {
  it.each([
    // a = 2·10/5 = 4 m/s²; ½·4·(3² − 2²) = 10 m.
    [
      'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué distancia recorren durante el tercer segundo?',
      'd = 10 m durante el segundo número 3',
    ],
    // a = 4·10/10 = 4 m/s²; ½·4·(5² − 4²) = 18 m.
    [
      'Un carrito de 6 kg apoyado en una mesa horizontal lisa está atado con un hilo que pasa por una polea a una pesa de 4 kg que cuelga. Se sueltan desde el reposo. ¿Cuánto recorren en el quinto segundo? (g = 10 m/s²)',
      'd = 18 m durante el segundo número 5',
    ],
  ])('%s', (problem, answer) => {
    expect(solveAtwood(problem)).toContain(answer);
  });

  it.each([
    // A speed asked of a whole second.
    'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué velocidad tienen durante el tercer segundo?',
    // Not said to start from rest.
    'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). ¿Qué distancia recorren durante el tercer segundo?',
  ])('leaves %s alone', (problem) => {
    expect(solveAtwood(problem)).toBeUndefined();
  });
});

describe('solveInclinedPlane: thrown up the plane, the way back down', () => {
  const STEM =
    'Se lanza un bloque hacia arriba por un plano inclinado 37° con una velocidad inicial de 12 m/s. El coeficiente de rozamiento cinético es 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.';
  it('gives the acceleration coming down: g(sen θ − μ cos θ) = 4 m/s²', () => {
    const text = solveInclinedPlane(`${STEM} Si luego vuelve a bajar, ¿con qué aceleración lo hace?`);
    expect(text).toContain('**a = 4 m/s² (bajando)**');
  });
  it('puts the distance first when the distance is asked', () => {
    const text = solveInclinedPlane(`${STEM} ¿Qué distancia recorre sobre el plano hasta detenerse?`);
    expect(text).toContain('**d = 9 m; a = 8 m/s²**');
  });
  it('does not send it back down when the friction holds it (μ ≥ tg θ)', () => {
    const text = solveInclinedPlane(
      'Se lanza un bloque hacia arriba por un plano inclinado 37° con una velocidad inicial de 12 m/s. El coeficiente de rozamiento cinético es 0,8. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. Si luego vuelve a bajar, ¿con qué aceleración lo hace?',
    );
    expect(text ?? '').not.toContain('bajando');
  });
});

describe('solveNewton: both coefficients, a force that starts the body', () => {
  const STEM =
    'Un cajón de 25 kg está en reposo sobre un piso horizontal. Los coeficientes de rozamiento entre el cajón y el piso son 0,3 (cinético) y 0,4 (estático). Se le aplica una fuerza horizontal de 120 N. Use g = 9,8 m/s².';
  it('answers the static maximum first when it is asked', () => {
    expect(solveNewton(`${STEM} Calcule la máxima fuerza de rozamiento estático.`)).toContain(
      '**F_e,max = 98 N**',
    );
  });
  it('gives the distance in the first seconds with the kinetic friction: ½ · 1,86 · 4² = 14,88 m', () => {
    const text = solveNewton(`${STEM} Calcule la distancia que recorre en los primeros 4 s.`);
    expect(text).toContain('**d = 14,88 m**');
    expect(text).toContain('98');
  });
  it('gives no motion when the force does not beat the static maximum', () => {
    const text = solveNewton(
      'Un cajón de 25 kg está en reposo sobre un piso horizontal. Los coeficientes de rozamiento entre el cajón y el piso son 0,3 (cinético) y 0,4 (estático). Se le aplica una fuerza horizontal de 90 N. Use g = 9,8 m/s². Calcule la distancia que recorre en los primeros 4 s.',
    );
    expect(text ?? '').not.toContain('d =');
  });
});
