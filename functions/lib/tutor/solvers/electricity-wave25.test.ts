import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from '../offline/engine.ts';
import { conversionOfEarlier, statesExpressedUnit } from '../offline/part-chains.ts';
import { solveElectrostatics } from './electrostatics.ts';

/** The bold answer of a certain reply, or undefined when the solver declines or leaves the problem. */
function answer(problem: string): string | undefined {
  const reply = solveElectrostatics(problem);
  if (!reply?.certain) return undefined;
  return reply.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));
}

describe('session 25: a point charge’s potential, with its sign', () => {
  it('gives V = k·q/r in μC, nC and cm, negative for a negative charge', () => {
    expect(
      answer(
        'Calculá el potencial eléctrico en un punto ubicado a 3 cm de una carga puntual de −4 μC (k = 9 · 10⁹ N m²/C²).',
      ),
    ).toBe('**V = -1,2 · 10⁶ V**');
    expect(answer('¿Cuál es el potencial a 50 cm de una carga de 5 nC?')).toBe('**V = 90 V**');
    expect(answer('Determine el potencial eléctrico que crea una carga de 2 μC a 0,6 m de distancia.')).toBe(
      '**V = 30.000 V**',
    );
  });

  it('adds the two charges’ potentials, with their signs, at the midpoint', () => {
    expect(
      answer(
        'Dos cargas puntuales q₁ = +2 nC y q₂ = +8 nC están fijas a 30 cm una de otra. Calcule el potencial eléctrico en el punto medio del segmento.',
      ),
    ).toBe('**V = 600 V**');
    // 9·10⁹ · (2 − 8)·10⁻⁹ / 0,15 = −360 V.
    expect(
      answer(
        'Dos cargas de 2 nC y −8 nC están separadas 30 cm. ¿Cuánto vale el potencial en el punto medio entre ellas?',
      ),
    ).toBe('**V = -360 V**');
  });

  it('stays unsure of a sign said in words, a potential difference, an energy, or a point not named', () => {
    expect(
      answer('Una carga negativa de 4 μC está en el origen. ¿Cuál es el potencial a 3 cm?'),
    ).toBeUndefined();
    expect(
      answer('¿Qué diferencia de potencial hay entre dos puntos a 3 cm y a 6 cm de una carga de 4 μC?'),
    ).toBeUndefined();
    expect(
      answer('¿Cuál es la energía potencial eléctrica de dos cargas de 2 μC y 3 μC separadas 30 cm?'),
    ).toBeUndefined();
    expect(
      answer(
        'Dos cargas de 2 nC y 8 nC están separadas 30 cm. ¿Cuánto vale el potencial a 10 cm de la primera?',
      ),
    ).toBeUndefined();
  });

  it('accounts for a k the statement gives where the field is zero (it cancels)', () => {
    expect(
      answer(
        'Dos cargas puntuales q₁ = +2 nC y q₂ = +8 nC están fijas a 30 cm una de otra (k = 9 × 10⁹ N·m²/C²). Indique a qué distancia de q₁, sobre el segmento que las une, el campo eléctrico es nulo.',
      ),
    ).toBe('**x = 10 cm de la carga q₁ (2 nC)**');
  });
});

describe('session 25: the uniform field between parallel plates', () => {
  it('gives E = ΔV/d and the force on an electron between them', () => {
    expect(
      answer(
        'Entre dos placas paralelas separadas 5 mm se aplica una diferencia de potencial de 200 V. ¿Cuál es la intensidad del campo eléctrico entre las placas?',
      ),
    ).toBe('**E = 40.000 V/m**');
    expect(
      answer(
        'Dos placas paralelas separadas 5 mm están a 200 V. La carga del electrón es 1,6 × 10⁻¹⁹ C. ¿Qué fuerza actúa sobre un electrón entre ellas?',
      ),
    ).toBe('**F = 6,4 · 10⁻¹⁵ N**');
    expect(
      answer(
        'Entre dos placas paralelas separadas 2 cm hay una tensión de 1 kV. Calculá la fuerza que actúa sobre un electrón ubicado entre ellas.',
      ),
    ).toBe('**F = 8 · 10⁻¹⁵ N**');
  });

  it('stays unsure without the separation, of a capacitor, or of a charge’s work', () => {
    expect(
      answer(
        'Entre dos placas paralelas hay una diferencia de potencial de 200 V. ¿Cuál es el campo entre ellas?',
      ),
    ).toBeUndefined();
    expect(
      answer(
        'Un capacitor de placas paralelas de 2 μF separadas 1 mm se conecta a 12 V. ¿Cuál es el campo entre las placas?',
      ),
    ).toBeUndefined();
    expect(
      answer(
        'Entre dos placas paralelas separadas 5 mm hay 200 V. ¿Qué trabajo realiza el campo sobre una carga de 3 μC que va de una placa a la otra?',
      ),
    ).toBeUndefined();
  });
});

describe('session 25: a part that passes an earlier result to another unit', () => {
  const time = { label: 'b', name: 't', value: '500', unit: 's' };

  const problems = (question: string, result = time, statement = 'La luz viaja a 3 × 10⁸ m/s.') =>
    conversionOfEarlier(question, result, statement).map((conversion) => conversion.problem);

  it('reads «Exprese ese tiempo en minutos», «Exprésela en m/s», «Pasalo a km/h» as a conversion of that result', () => {
    expect(problems('Exprese ese tiempo en minutos.')).toEqual(['500 s. Exprese ese tiempo en minutos.']);
    expect(problems('Exprésela en m/s.', { ...time, value: '150', unit: 'km/h' })).toEqual([
      '150 km/h. Exprésela en m/s.',
    ]);
    expect(problems('Pasalo a km/h.', { ...time, value: '20', unit: 'm/s' })).toEqual([
      '20 m/s. Pasalo a km/h.',
    ]);
  });

  it('carries the gravity the statement gives, for a kgf', () => {
    expect(
      problems(
        'Expresá esa lectura en kgf.',
        { ...time, value: '140', unit: 'N' },
        'Cuelga un paquete de 10 kg. (g = 10 m/s²)',
      ),
    ).toEqual(['Con g = 10 m/s²: 140 N. Expresá esa lectura en kgf.', '140 N. Expresá esa lectura en kgf.']);
  });

  it('leaves a part with data of its own, another question, or a form that is no unit', () => {
    expect(problems('Exprese en minutos el tiempo que tarda en recorrer 30 m.')).toEqual([]);
    expect(problems('¿Cuánto tarda en volver al suelo?')).toEqual([]);
    expect(problems('Exprese ese resultado en notación científica.')).toEqual([]);
    expect(problems('Exprese ese tiempo en minutos.', { ...time, unit: '' })).toEqual([]);
  });

  it('takes a part’s own reading only in the unit it asks for', () => {
    expect(statesExpressedUnit('Exprese ese volumen en litros.', '**V = 480 L**')).toBe(true);
    expect(statesExpressedUnit('Expréselo en minutos.', '**v = 40 m/s** (= 144 km/h)')).toBe(false);
    expect(statesExpressedUnit('Exprésela en m/s.', '**v ≈ 16,67 m/s** (= 60 km/h)')).toBe(true);
    expect(statesExpressedUnit('Expresá esa lectura en kgf.', '**T = 140 N**')).toBe(false);
  });

  it('answers the page with the earlier part’s result, not with another quantity the statement gives', async () => {
    // Read alone, «Expréselo en minutos» was answered sure with the speed reached, v = 40 m/s.
    const reply = await answerOfflineDetailed({
      message:
        'Un móvil parte del reposo con aceleración constante de 2 m/s² y recorre 400 m. a) ¿Cuánto tiempo tarda? b) Expréselo en minutos.',
      passages: [],
    });
    expect(reply.text).toMatch(/\*\*t = 20 s\*\*/);
    expect(reply.text).toMatch(/0,3333 min/);
    expect(reply.text).not.toMatch(/v = 40 m\/s/);
    const light = await answerOfflineDetailed({
      message:
        'La luz viaja a 3 × 10⁸ m/s y la distancia media entre la Tierra y el Sol es de 1,5 × 10⁸ km. a) ¿Cuántos segundos tarda la luz del Sol en llegar a la Tierra? b) Exprese ese tiempo en minutos.',
      passages: [],
    });
    expect(light.text).toMatch(/8,3333 min/);
    // A kgf with the statement's g = 10 m/s², not 9,8: 140 N = 14 kgf.
    const scale = await answerOfflineDetailed({
      message:
        'Un ascensor baja a 4 m/s y frena uniformemente hasta detenerse en 2 m. Del techo cuelga un dinamómetro que sostiene un paquete de 10 kg (g = 10 m/s²). a) ¿Cuánto vale la aceleración al frenar? b) ¿Qué marca el dinamómetro, en N? c) Expresá esa lectura en kgf.',
      passages: [],
    });
    expect(scale.text).not.toMatch(/14,28/);
  });
});

describe('session 25: «tomando como valor … y como error absoluto …» is one order, not two questions', () => {
  const bold = async (message: string) => {
    const reply = await answerOfflineDetailed({ message, passages: [] });
    return reply.certain ? reply.text : undefined;
  };

  it('reads the convention named after the second «como»', async () => {
    expect(
      await bold(
        'Se midió cinco veces el período de un péndulo y se obtuvo 2,03 s; 1,98 s; 2,01 s; 2,00 s y 1,98 s. Tomando como valor más probable el promedio y como error absoluto la semidiferencia entre el mayor y el menor valor, halle el error relativo porcentual de la medición.',
      ),
    ).toMatch(/ε% ≈ 1,25 %/);
    // 0,15/12,25 ≈ 1,224 %.
    expect(
      await bold(
        'Se midió cuatro veces una longitud: 12,1 cm; 12,3 cm; 12,2 cm; 12,4 cm. Considerando como valor más probable el promedio y como error absoluto la mayor desviación respecto del promedio, calcule el error porcentual.',
      ),
    ).toMatch(/ε% ≈ 1,224 %/);
  });

  it('stays unsure with no convention named, and still splits two questions asked', async () => {
    expect(
      await bold(
        'Se midió cuatro veces una longitud: 12,1 cm; 12,3 cm; 12,2 cm; 12,4 cm. Tomando como valor más probable el promedio, calcule el error porcentual.',
      ),
    ).toBeUndefined();
    const twice = await bold(
      'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué velocidad alcanza y qué distancia recorre?',
    );
    expect(twice).toMatch(/v = 10 m\/s/);
    expect(twice).toMatch(/d = 25 m/);
  });
});
