import { describe, expect, it } from 'vitest';
import { solveCircuit } from './circuits.ts';
import { solveElectricEnergy } from './electric-energy.ts';
import { solveElectrostatics } from './electrostatics.ts';
import { solveOptics } from './optics.ts';
import { solveStatics } from './statics.ts';
import { solveWave } from './waves.ts';

/** The bold answer of a certain reply, or undefined when the solver declines or leaves the problem. */
function answer(problem: string, solve = solveElectrostatics): string | undefined {
  const reply = solve(problem);
  if (!reply?.certain) return undefined;
  return reply.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));
}

const PAIR =
  'Dos esferas pequeñas con cargas q₁ = 4 μC y q₂ = 9 μC están separadas 60 cm en el aire (k = 9 × 10⁹ N·m²/C²).';

describe('session 26: the field one of two labelled charges makes where the other is', () => {
  it('takes the charge that makes the field, the other only marks the point', () => {
    expect(
      answer(
        `${PAIR}\nCalcule la intensidad del campo que crea q₁ en el lugar donde está q₂, a la distancia original.`,
      ),
    ).toBe('**E = 1 · 10⁵ N/C**');
    // 9·10⁹ · 9·10⁻⁶ / 0,36 = 2,25·10⁵ N/C.
    expect(answer(`${PAIR}\n¿Cuánto vale el campo creado por q₂ en la posición de q₁?`)).toBe(
      '**E = 2,25 · 10⁵ N/C**',
    );
  });

  it('answers the field of both at the midpoint (like charges: the fields subtract), not one at a changed distance', () => {
    // 9·10⁵ − 4·10⁵ N/C, toward q₁: the larger charge's field wins and points away from it.
    expect(answer(`${PAIR}\n¿Cuánto vale el campo eléctrico en el punto medio?`)).toBe(
      '**E = 5 · 10⁵ N/C, hacia q₁**',
    );
    expect(
      answer(
        `${PAIR}\n¿Cuánto vale el campo que crea q₁ donde está q₂ si la distancia se reduce a la mitad?`,
      ),
    ).toBeUndefined();
  });
});

const PLATES =
  'Entre dos placas paralelas separadas 5 mm se aplica una diferencia de potencial de 200 V. La carga del electrón es 1,6 × 10⁻¹⁹ C.';

describe('session 26: parallel plates with the electron’s charge given for another part', () => {
  it('gives the field E = ΔV/d, which the electron’s charge does not change', () => {
    expect(answer(`${PLATES}\n¿Cuál es la intensidad del campo eléctrico entre las placas?`)).toBe(
      '**E = 40.000 V/m**',
    );
    expect(
      answer(
        'Dos placas paralelas están a 2 cm una de otra y entre ellas hay 100 V. Carga del electrón: 1,6 · 10⁻¹⁹ C. ¿Cuánto vale el campo entre las placas?',
      ),
    ).toBe('**E = 5.000 V/m**');
  });

  it('gives the work of the field carrying a positive charge from one plate to the other', () => {
    expect(
      answer(`${PLATES}\n¿Qué trabajo realiza el campo al llevar una carga de 3 μC de una placa a la otra?`),
    ).toBe('**W = 6 · 10⁻⁴ J**');
    expect(
      answer(
        'Entre dos placas paralelas separadas 2 cm hay una diferencia de potencial de 50 V. ¿Qué trabajo hace el campo al llevar una carga de 2 nC de una placa a la otra?',
      ),
    ).toBe('**W = 1 · 10⁻⁷ J**');
  });

  it('does not answer sure a negative charge, a work against the field or an extra number', () => {
    expect(
      answer(`${PLATES}\n¿Qué trabajo realiza el campo al llevar una carga de −3 μC de una placa a la otra?`),
    ).toBeUndefined();
    expect(
      answer(
        `${PLATES}\n¿Qué trabajo hace un agente externo contra el campo al llevar una carga de 3 μC de una placa a la otra?`,
      ),
    ).toBeUndefined();
    expect(
      answer(
        `${PLATES} La carga tiene 2 g.\n¿Qué trabajo realiza el campo al llevar una carga de 3 μC de una placa a la otra?`,
      ),
    ).toBeUndefined();
  });
});

const SWITCHED =
  'Una fuente de 12 V alimenta un resistor R₁ = 4 Ω conectado en serie con un paralelo formado por R₂ = 6 Ω y R₃ = 12 Ω. R₃ tiene una llave en su rama, inicialmente cerrada.';

describe('session 26: a switch in a branch of the parallel', () => {
  it('reads the circuit with the switch closed, and without the branch once it opens', () => {
    expect(answer(`${SWITCHED}\nHalle la corriente que entrega la fuente.`, solveCircuit)).toBe(
      '**I = 1,5 A**',
    );
    expect(
      answer(
        `${SWITCHED}\nSe abre la llave de la rama de R₃. ¿Cuál es ahora la corriente que entrega la fuente?`,
        solveCircuit,
      ),
    ).toBe('**I = 1,2 A**');
    // Three in parallel, one opened: 2 + (6 ∥ 12 … without 12) → 2 + 6∥6 = 5 Ω, 10 V / 5 Ω = 2 A.
    expect(
      answer(
        'Una batería de 10 V alimenta R₁ = 2 Ω en serie con un paralelo formado por R₂ = 6 Ω, R₃ = 6 Ω y R₄ = 12 Ω. Se abre la llave de la rama de R₄. ¿Qué corriente entrega la batería?',
        solveCircuit,
      ),
    ).toBe('**I = 2 A**');
  });

  it('does not answer sure a switch whose branch or state is not said', () => {
    expect(
      answer(
        'Una fuente de 12 V alimenta R₁ = 4 Ω en serie con un paralelo formado por R₂ = 6 Ω y R₃ = 12 Ω. Hay una llave en el circuito. ¿Qué corriente entrega la fuente?',
        solveCircuit,
      ),
    ).toBeUndefined();
    expect(
      answer(
        `${SWITCHED} Se abre la llave y luego se vuelve a cerrar. ¿Qué corriente entrega la fuente?`,
        solveCircuit,
      ),
    ).toBeUndefined();
  });
});

const RAY =
  'Un rayo de luz que viaja por el aire incide sobre un bloque de vidrio de índice de refracción 1,5 con un ángulo de incidencia de 30°. (c = 3 × 10⁸ m/s)';

describe('session 26: light entering glass, with data given for the other parts', () => {
  it('answers the refraction angle, the speed and the wavelength in the glass', () => {
    expect(answer(`${RAY}\nCalcule el ángulo de refracción.`, solveOptics)).toBe('**θ₂ ≈ 19,47°**');
    expect(answer(`${RAY}\n¿Con qué velocidad se propaga la luz dentro del vidrio?`, solveOptics)).toBe(
      '**v = 2 · 10⁸ m/s**',
    );
    expect(
      answer(
        `${RAY}\nSi en el aire esa luz tiene una longitud de onda de 600 nm, ¿cuál es su longitud de onda en el vidrio?`,
        solveOptics,
      ),
    ).toBe('**λ₂ = 400 nm**');
  });

  it('does not answer sure with two angles, or an angle asked with the speed', () => {
    expect(
      answer(
        'Un rayo de luz pasa del aire al vidrio (n = 1,5): incide con 30° y se refracta con 19°. ¿Con qué velocidad se propaga en el vidrio?',
        solveOptics,
      ),
    ).toBeUndefined();
  });
});

const MIRROR =
  'Un objeto de 4 cm de altura se coloca a 60 cm de un espejo cóncavo cuyo radio de curvatura es 40 cm. Determine';

describe('session 26: a concave mirror given by its radius', () => {
  it('gives the focal distance R/2, the image’s distance and its size with its orientation', () => {
    expect(answer(`${MIRROR} la distancia focal del espejo.`, solveOptics)).toBe('**f = 20 cm**');
    expect(answer(`${MIRROR} la distancia del espejo a la que se forma la imagen.`, solveOptics)).toBe(
      '**q = 30 cm; altura de la imagen = 2 cm (invertida)**',
    );
    expect(answer(`${MIRROR} la altura de la imagen.`, solveOptics)).toBe(
      '**altura de la imagen = 2 cm (invertida)**',
    );
  });

  it('does not give a convex mirror’s focal distance sure (its sign is a convention)', () => {
    expect(
      answer(
        'Un objeto se coloca a 60 cm de un espejo convexo cuyo radio de curvatura es 40 cm. Determine la distancia focal del espejo.',
        solveOptics,
      ),
    ).toBeUndefined();
  });
});

const BEAM =
  'Una viga homogénea de 6 m de longitud y 300 kgf de peso está apoyada en sus extremos A y B. Sobre ella se coloca una carga de 600 kgf a 2 m del extremo A.';
const FORCES =
  'Dos fuerzas paralelas y del mismo sentido, de 12 N y 18 N, están aplicadas en los extremos de una barra de 150 cm.';

describe('session 26: a load moved to the middle, a force turned around', () => {
  it('reads the beam with its load at the middle', () => {
    expect(
      answer(
        `${BEAM}\nSi la carga se desplaza hasta el centro de la viga, ¿cuánto vale la reacción en A?`,
        solveStatics,
      ),
    ).toBe('**R_A (apoyo izquierdo) = 4.410 N (= 450 kgf) hacia arriba**');
    // 8 m, 100 kgf bar, 400 kgf moved to x = 4: each support 250 kgf.
    expect(
      answer(
        'Una barra homogénea de 8 m de longitud y 100 kgf de peso está apoyada en sus extremos A y B. Se coloca una carga de 400 kgf a 1 m del extremo B.\nSi la carga se corre al centro de la barra, ¿cuánto vale la reacción en B?',
        solveStatics,
      ),
    ).toBe('**R_B (apoyo derecho) = 2.450 N (= 250 kgf) hacia arriba**');
  });

  it('reads two parallel forces with one turned around', () => {
    expect(
      answer(
        `${FORCES}\nSi se invierte el sentido de la fuerza de 18 N, ¿cuál es el módulo de la nueva resultante?`,
        solveStatics,
      ),
    ).toBe('**R = 6 N en el sentido de la mayor**');
  });

  it('does not answer sure two loads moved, a force not in the statement, or three forces', () => {
    expect(
      answer(
        `${BEAM} Otra carga de 100 kgf está a 5 m del extremo A.\nSi la carga se desplaza hasta el centro de la viga, ¿cuánto vale la reacción en A?`,
        solveStatics,
      ),
    ).toBeUndefined();
    expect(
      answer(
        `${FORCES}\nSi se invierte el sentido de la fuerza de 20 N, ¿cuál es la nueva resultante?`,
        solveStatics,
      ),
    ).toBeUndefined();
    expect(
      answer(
        'Dos fuerzas paralelas y del mismo sentido, de 12 N y 18 N, y otra de 5 N, actúan sobre una barra de 150 cm.\nSi se invierte el sentido de la fuerza de 18 N, ¿cuál es la nueva resultante?',
        solveStatics,
      ),
    ).toBeUndefined();
  });
});

const BOAT =
  'Un bote anclado sube y baja 12 veces por minuto al paso de las olas, y la distancia entre dos crestas consecutivas es de 5 m. Halle';

describe('session 26: a wave’s frequency said as a count in a minute', () => {
  it('finds the frequency, the period and the speed', () => {
    expect(answer(`${BOAT} la frecuencia de las olas.`, solveWave)).toBe('**f = 0,2 Hz**');
    expect(answer(`${BOAT} su período.`, solveWave)).toBe('**T = 5 s**');
    expect(answer(`${BOAT} la velocidad con que se propagan.`, solveWave)).toBe('**v = 1 m/s**');
    expect(
      answer(
        'Una boya da 30 oscilaciones por minuto y las ondas avanzan a 2 m/s. ¿Cuál es su longitud de onda?',
        solveWave,
      ),
    ).toBe('**λ = 4 m**');
  });

  it('does not answer sure two counts, or a count beside a frequency in hertz', () => {
    expect(
      answer(
        'Un bote sube y baja 12 veces por minuto y otro 20 veces por minuto; las crestas están a 5 m. ¿Con qué velocidad se propagan las olas?',
        solveWave,
      ),
    ).toBeUndefined();
    expect(
      answer('Una boya da 30 oscilaciones por minuto y la onda tiene 2 Hz. ¿Cuál es su período?', solveWave),
    ).toBeUndefined();
  });
});

describe('session 26: an appliance’s cost «por un mes de 30 días»', () => {
  it('takes the days said after «por»', () => {
    expect(
      answer(
        'Una estufa de 1500 W funciona 4 horas por día. Si el kWh cuesta $ 100, ¿cuánto se paga por un mes de 30 días?',
        solveElectricEnergy,
      ),
    ).toBe('**costo = $ 18.000**');
    expect(
      answer(
        'Una estufa de 1500 W funciona 4 horas por día. Si el kWh cuesta $ 100, ¿cuánto se paga por 30 días?',
        solveElectricEnergy,
      ),
    ).toBe('**costo = $ 18.000**');
  });

  it('does not answer sure without the price, or with two daily times', () => {
    expect(
      answer(
        'Una estufa de 1500 W funciona 4 horas por día. ¿Cuánto se paga por un mes de 30 días?',
        solveElectricEnergy,
      ),
    ).toBeUndefined();
    expect(
      answer(
        'Una estufa de 1500 W funciona 4 horas por día y una lámpara 2 horas por día. Si el kWh cuesta $ 100, ¿cuánto se paga por 30 días?',
        solveElectricEnergy,
      ),
    ).toBeUndefined();
  });
});
