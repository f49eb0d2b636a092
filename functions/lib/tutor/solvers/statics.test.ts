import { describe, expect, it } from 'vitest';
import { fmt, parseNumber } from './numbers.ts';
import { solveStatics } from './statics.ts';
import { random } from './testing.ts';

/** The numbers of the bold answer line, in order. */
const answerNumbers = (text: string) =>
  [...(/\n\*\*(?!Datos)([^*]+)\*\*/.exec(text)?.[1] ?? '').matchAll(/-?\d+(?:[.,]\d+)*/g)].map((m) =>
    parseNumber(m[0]),
  );

describe('solveStatics', () => {
  it.each([
    [
      'Con una llave de 0,3 m se aplica en su extremo una fuerza de 80 N que forma 60° con la llave. ¿Qué momento produce respecto del bulón?',
      '**M ≈ 20,78 N·m**',
    ],
    [
      'Se aplica una fuerza de 20 N perpendicular a una puerta, a 80 cm de las bisagras. ¿Cuál es el momento de la fuerza?',
      '**M = 16 N·m**',
    ],
    [
      'En un subibaja, un chico de 30 kg se sienta a 2 m del apoyo. ¿A qué distancia del apoyo, del otro lado, debe sentarse una chica de 40 kg para equilibrarlo?',
      '**d₂ = 1,5 m del apoyo**',
    ],
    [
      'Con una palanca se quiere levantar un peso de 600 N ubicado a 0,5 m del punto de apoyo. Si se aplica la fuerza a 1,5 m del apoyo, ¿qué fuerza hay que hacer?',
      '**F₂ = 200 N**',
    ],
    [
      'Sobre una barra actúan tres fuerzas paralelas hacia abajo: 10 N en x = 0, 20 N en x = 1 m y 30 N en x = 3 m. La resultante está aplicada en:',
      'aplicada en x ≈ 1,83 m',
    ],
    [
      'Sobre una barra actúan dos fuerzas paralelas del mismo sentido: 30 N en un extremo y 50 N a 2 m de él (en el otro extremo). ¿A qué distancia de la fuerza de 30 N está aplicada?',
      'R = 80 N del mismo sentido que las fuerzas; aplicada a 1,25 m de la fuerza de 30 N',
    ],
    [
      'Dos fuerzas paralelas de sentido contrario de 40 N y 10 N están separadas 30 cm. Hallá la resultante y su punto de aplicación.',
      'R = 30 N en el sentido de la mayor; aplicada a 0,1 m (= 10 cm) de la fuerza de 40 N, del lado opuesto a la otra',
    ],
    [
      'Una viga de 4 m, de peso despreciable, está apoyada en sus dos extremos y soporta una carga de 600 N a 1 m del extremo izquierdo. ¿Cuánto vale la reacción del apoyo derecho?',
      '**R_B (apoyo derecho) = 150 N hacia arriba**',
    ],
    [
      'Una viga homogénea de 6 m y 200 N de peso se apoya en un punto a 1,5 m de su extremo izquierdo. ¿Qué fuerza vertical hay que aplicar en ese extremo para que quede horizontal?',
      '**F = 200 N hacia abajo; el apoyo hace 400 N hacia arriba**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    [
      'Una barra de 2 m de peso despreciable tiene aplicadas en sus extremos fuerzas paralelas del mismo sentido de 20 N y 60 N. Determinar la resultante y su punto de aplicación.',
      '**R = 80 N del mismo sentido que las fuerzas; aplicada a 1,5 m de la fuerza de 20 N y a 0,5 m de la de 60 N**',
    ],
    [
      'Dos fuerzas paralelas y de igual sentido de 30 N y 10 N están aplicadas a 40 cm una de otra. ¿Dónde se aplica la resultante?',
      'aplicada a 0,1 m (= 10 cm) de la fuerza de 30 N y a 0,3 m (= 30 cm) de la de 10 N',
    ],
    [
      'Una viga homogénea de 6 m y 400 N de peso está apoyada en sus extremos. A 2 m del extremo izquierdo se coloca una carga de 900 N. Calcular las reacciones en los apoyos.',
      '**R_A (apoyo izquierdo) = 800 N hacia arriba; R_B (apoyo derecho) = 500 N hacia arriba**',
    ],
    [
      'Una viga de 5 m de peso despreciable está apoyada en sus extremos. Soporta una carga de 1000 N a 2 m del extremo izquierdo y otra de 500 N a 1 m del extremo derecho. ¿Cuánto valen las reacciones?',
      '**R_A (apoyo izquierdo) = 700 N hacia arriba; R_B (apoyo derecho) = 800 N hacia arriba**',
    ],
    [
      'Una barra homogénea de 3 m y 60 N de peso está apoyada en sus extremos A y B. A 1 m del extremo A se cuelga un peso de 90 N. La reacción del apoyo A vale:',
      '**R_A (apoyo izquierdo) = 90 N hacia arriba**',
    ],
    // The force named again to say where from is no third force.
    [
      'Dos fuerzas paralelas y del mismo sentido de 30 N y 90 N están separadas 80 cm. La resultante está aplicada a una distancia de la fuerza de 30 N de:',
      'aplicada a 0,6 m (= 60 cm) de la fuerza de 30 N',
    ],
    [
      'Hallá el módulo de la resultante de dos fuerzas paralelas y opuestas de 12 N y 8 N separadas 20 cm, y su punto de aplicación respecto de la fuerza de 12 N.',
      '**R = 4 N en el sentido de la mayor; aplicada a 0,4 m (= 40 cm) de la fuerza de 12 N',
    ],
    [
      'Una regla de 1 m, de peso despreciable, tiene colgado un cuerpo de 2 kgf en un extremo y otro de 3 kgf en el otro extremo. ¿Dónde se aplica la resultante, medida desde el cuerpo de 2 kgf?',
      'aplicada a 0,6 m de la fuerza de 19,6 N (= 2 kgf)',
    ],
    // Each force's own place: "en el derecho" after "… izquierdo y otra de 50 N".
    [
      'Una barra de 2 m de peso despreciable tiene una fuerza de 30 N hacia abajo en su extremo izquierdo y otra de 50 N hacia abajo en el derecho. ¿Dónde hay que apoyarla para que quede en equilibrio?',
      'aplicada a 1,25 m de la fuerza de 30 N y a 0,75 m de la de 50 N',
    ],
    [
      'Una viga de 6 m de peso despreciable está apoyada en sus extremos A y B. Se coloca una carga de 1200 N a 2 m de B. ¿Cuánto vale la reacción en A?',
      '**R_A (apoyo izquierdo) = 400 N hacia arriba**',
    ],
    [
      'Sobre una barra de 3 m actúan dos fuerzas paralelas de sentidos contrarios: 90 N en un extremo y 30 N en el otro. La resultante vale:',
      '**R = 60 N en el sentido de la mayor**',
    ],
    // Each load's place, the next one's «y a 3 m de B» left to it.
    [
      'Una viga de 8 m, homogénea, pesa 400 N y está apoyada en sus extremos A y B. A 2 m de A hay una carga de 600 N y a 3 m de B otra de 1000 N. Calculá las reacciones en A y en B.',
      '**R_A (apoyo izquierdo) = 1.025 N hacia arriba; R_B (apoyo derecho) = 975 N hacia arriba**',
    ],
    // The weight written right after the length; supports named as trestles.
    [
      'Un tablón de 6 m y 300 N, homogéneo, está apoyado en dos caballetes ubicados en sus extremos. Un hombre de 700 N se para a 2 m del extremo izquierdo. ¿Qué fuerza soporta cada caballete?',
      '**R_A (apoyo izquierdo) ≈ 616,67 N hacia arriba; R_B (apoyo derecho) ≈ 383,33 N hacia arriba**',
    ],
    [
      'Una barra de 80 cm de peso despreciable tiene aplicadas dos fuerzas paralelas de igual sentido: 12 kgf en un extremo y 4 kgf en el otro. ¿A qué distancia del extremo donde está la fuerza de 12 kgf se encuentra la resultante?',
      'aplicada a 0,2 m (= 20 cm) de la fuerza de 117,6 N (= 12 kgf)',
    ],
    [
      'Dos chicos se sientan en un subibaja de 4 m apoyado en su centro: uno de 30 kg en un extremo. ¿Dónde debe sentarse el otro, de 40 kg, para equilibrarlo?',
      '**d₂ = 1,5 m del apoyo**',
    ],
    // Only the size asked: the place stays in the steps.
    [
      'Dos fuerzas paralelas de 25 N y 75 N, con igual sentido, distan 1,2 m entre sí. ¿Cuál es la intensidad de la resultante?',
      '**R = 100 N del mismo sentido que las fuerzas**',
    ],
    [
      'Calcular el momento de una fuerza de 20 N aplicada perpendicularmente a 0,5 m del eje de giro.',
      '**M = 10 N·m**',
    ],
    [
      'Una barra homogénea de 4 m y 100 N de peso se apoya en sus extremos y en su centro se cuelga un cuerpo de 300 N. ¿Qué fuerza hace cada apoyo?',
      '**R_A (apoyo izquierdo) = 200 N hacia arriba; R_B (apoyo derecho) = 200 N hacia arriba**',
    ],
  ])('reads where each force acts, said before or after it: %s', (problem, expected) => {
    const reply = solveStatics(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('does not answer the support’s force with the lever’s missing load', () => {
    expect(
      solveStatics(
        'Un balancín está en equilibrio horizontal: Ana, de 40 kg, está sentada a 1,5 m del eje y Bruno, del otro lado, a 1,2 m del eje. ¿Qué fuerza hace el eje sobre el balancín? (g = 10 m/s²)',
      )?.text ?? '',
    ).not.toContain('**m₂ = 50 kg**');
  });

  it('leaves a seesaw asked to balance with both loads on the same side to others', () => {
    expect(
      solveStatics(
        'En un balancín apoyado en su punto medio, un nene de 20 kg está a 2 m del apoyo. ¿A qué distancia del apoyo, del mismo lado, debe sentarse su hermano de 32 kg para que el balancín quede en equilibrio?',
      ),
    ).toBeUndefined();
  });

  it('is not certain when the angle is not measured from the arm', () => {
    const reply = solveStatics(
      'Una fuerza de 50 N forma 30° con la horizontal y se aplica a 2 m del eje. ¿Cuál es su momento?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/\n\*\*M/);
  });

  it('is not certain when a number of the statement is left unread', () => {
    const reply = solveStatics(
      'Una viga de 4 m y 3 apoyos está apoyada en sus dos extremos y soporta una carga de 600 N a 1 m del extremo izquierdo. ¿Cuánto vale la reacción de cada apoyo?',
    );

    expect(reply?.certain).toBe(false);
  });

  it.each([
    ['a pulley', 'Una polea de 2 kg cuelga de una barra. ¿Qué aceleración tiene?'],
    ['no question it reads', 'Una barra de 3 m pesa 40 N.'],
  ])('declines %s', (_kind, problem) => {
    expect(solveStatics(problem)).toBeUndefined();
  });

  it('gives reactions that balance forces and moments (seeded)', () => {
    const next = random(32_05);
    for (let i = 0; i < 60; i++) {
      const L = 2 + Math.round(next() * 80) / 10;
      const x = Math.round(next() * L * 10) / 10;
      const P = 100 + Math.round(next() * 900);
      const reply = solveStatics(
        `Una viga de ${fmt(L)} m, de peso despreciable, está apoyada en sus dos extremos y soporta una carga de ${P} N a ${fmt(x)} m del extremo izquierdo. ¿Cuánto vale la reacción de cada apoyo?`,
      );
      const [ra, rb] = answerNumbers(reply?.text ?? '') as [number, number];

      expect(reply?.certain).toBe(true);
      expect(ra + rb).toBeCloseTo(P, 1);
      expect(rb * L).toBeCloseTo(P * x, 0);
    }
  });

  it('places the resultant where it makes the same moment (seeded)', () => {
    const next = random(60);
    for (let i = 0; i < 60; i++) {
      const F1 = 5 + Math.round(next() * 95);
      const F2 = 5 + Math.round(next() * 95);
      const d = 1 + Math.round(next() * 40) / 10;
      const reply = solveStatics(
        `Dos fuerzas paralelas del mismo sentido de ${F1} N y ${F2} N están separadas ${fmt(d)} m. ¿Dónde está aplicada la resultante?`,
      );
      const [R, x] = answerNumbers(reply?.text ?? '') as [number, number];

      expect(reply?.certain).toBe(true);
      expect(R).toBe(F1 + F2);
      expect(Math.abs(F1 * x - F2 * (d - x))).toBeLessThan(0.01 * (F1 + F2));
    }
  });
});

describe('solveStatics: a lever whose arms follow from the bar', () => {
  it.each([
    [
      'Con una barra de 2 m usada como palanca se quiere levantar una piedra de 150 kgf. El punto de apoyo está a 50 cm de la piedra. ¿Qué fuerza hay que hacer en el otro extremo?',
      '**F = 50 kgf**',
    ],
    [
      'Un tablón de 4 m, de peso despreciable, se apoya en su punto medio. En un extremo se sienta un chico de 25 kg. ¿A qué distancia del apoyo debe sentarse su hermano de 40 kg?',
      '**d₂ = 1,25 m del apoyo**',
    ],
    [
      'En los extremos de una barra de 1,2 m se aplican dos fuerzas paralelas del mismo sentido, de 15 kgf y 45 kgf. ¿Cuánto vale la resultante?',
      '(= 60 kgf)',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('does not place a load at the end the statement does not put it at', () => {
    const reply = solveStatics(
      'Un tablón de 4 m se apoya en su punto medio. Un chico de 25 kg y su hermano de 40 kg se sientan en él. ¿A qué distancia del apoyo se sienta el hermano?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: parallel forces at the ends of a bar, as exams word them', () => {
  it.each([
    [
      'Una barra de 2 m de peso despreciable sostiene pesos de 30 N y 50 N en sus extremos. ¿Dónde se la debe apoyar para que quede en equilibrio?',
      'aplicada a 1,25 m de la fuerza de 30 N',
    ],
    [
      'Sobre una barra actúan dos fuerzas paralelas del mismo sentido, de 60 N y 40 N, aplicadas en sus extremos; la barra mide 1,5 m. Calculá el módulo de la resultante y a qué distancia del extremo de la fuerza de 60 N se aplica.',
      '**R = 100 N del mismo sentido que las fuerzas; aplicada a 0,6 m de la fuerza de 60 N',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('places the support where the loads at the ends balance (seeded)', () => {
    const next = random(6_032);
    for (let i = 0; i < 60; i++) {
      const F1 = 5 + Math.round(next() * 95);
      const F2 = 5 + Math.round(next() * 95);
      const L = 1 + Math.round(next() * 40) / 10;
      const problem =
        i % 2 === 0
          ? `Una barra de ${fmt(L)} m de peso despreciable sostiene pesos de ${F1} N y ${F2} N en sus extremos. ¿Dónde se la debe apoyar para que quede en equilibrio?`
          : `Sobre una barra actúan dos fuerzas paralelas del mismo sentido, de ${F1} N y ${F2} N, aplicadas en sus extremos; la barra mide ${fmt(L)} m. Calculá la resultante y a qué distancia de la fuerza de ${F1} N se aplica.`;
      const reply = solveStatics(problem);
      const [R, x] = answerNumbers(reply?.text ?? '') as [number, number];

      expect(reply?.certain, problem).toBe(true);
      expect(R).toBe(F1 + F2);
      expect(Math.abs(F1 * x - F2 * (L - x)), problem).toBeLessThan(0.01 * (F1 + F2));
    }
  });
});

describe('solveStatics: a bar on a central support, held level by a force at its free end', () => {
  it('balances the moments about the support, where the bar’s own weight makes none', () => {
    const reply = solveStatics(
      'Una barra de 2 m y 40 N de peso, homogénea, se apoya en su punto medio. En un extremo cuelga un cuerpo de 60 N. ¿Qué fuerza hay que hacer en el otro extremo para mantenerla horizontal?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F = 60 N hacia abajo; el apoyo hace 160 N hacia arriba**');
  });

  it('never answers a resultant when a balancing force is asked', () => {
    const reply = solveStatics(
      'Una barra de 2 m y 40 N de peso, homogénea, está apoyada. En un extremo cuelga un cuerpo de 60 N. ¿Qué fuerza hay que hacer en el otro extremo para mantenerla horizontal?',
    );

    expect(reply?.text ?? '').not.toContain('R = 100 N');
  });
});

describe('solveStatics: the same kinds told by another author', () => {
  it.each([
    [
      'Dos hermanos juegan en un balancín apoyado en su centro. Datos: masa de Juan = 50 kg, sentado a 1,2 m del eje; masa de Ana = 40 kg. ¿A cuántos metros del eje tiene que ubicarse Ana?',
      '**d₂ = 1,5 m del apoyo**',
    ],
    [
      'Una nena de 20 kg está sentada a 150 cm del punto de apoyo de un sube y baja. Su mamá, de 60 kg, se ubica del lado opuesto. Para que haya equilibrio, la mamá debe sentarse a:',
      '**d₂ = 0,5 m (= 50 cm) del apoyo**',
    ],
    [
      'Una varilla soporta tres cargas verticales hacia abajo: 10 N a 10 cm del extremo izquierdo, 30 N a 40 cm y 60 N a 90 cm de ese mismo extremo. ¿A cuántos metros del extremo izquierdo está aplicada la resultante?',
      '**R = 100 N del mismo sentido que las fuerzas; aplicada en x = 0,67 m (= 67 cm)**',
    ],
    [
      'Tres pesas de 10 N, 20 N y 10 N cuelgan de una regla en x = 0 cm, x = 50 cm y x = 100 cm respectivamente. ¿Dónde está aplicada la resultante?',
      '**R = 40 N del mismo sentido que las fuerzas; aplicada en x = 0,5 m (= 50 cm)**',
    ],
    [
      'Un tablón uniforme de 6 m pesa 200 N y descansa sobre un apoyo situado a 2 m de uno de sus extremos. ¿Qué fuerza vertical hay que aplicar en ese extremo para que quede horizontal?',
      '**F = 100 N hacia abajo; el apoyo hace 300 N hacia arriba**',
    ],
    [
      'Una barra homogénea de 8 m que pesa 300 N se apoya sobre un soporte a 2 m de su extremo A. Calculá la fuerza vertical que debe aplicarse en A para mantenerla horizontal.',
      '**F = 300 N hacia abajo; el apoyo hace 600 N hacia arriba**',
    ],
    [
      'Una viga de 4 m apoyada en sus extremos A (izquierdo) y B (derecho), de peso propio despreciable, lleva una carga de 800 N a 1 m de A. Calculá las reacciones en A y en B.',
      '**R_A (apoyo izquierdo) = 600 N hacia arriba; R_B (apoyo derecho) = 200 N hacia arriba**',
    ],
  ])('%s → %s', (problem, expected) => {
    const reply = solveStatics(problem);

    expect(reply?.certain, problem).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('reads no place for a bare distance when no end was named before it', () => {
    const reply = solveStatics(
      'Sobre una varilla actúan tres cargas hacia abajo: 10 N a 10 cm, 30 N a 40 cm y 60 N a 90 cm. ¿Dónde está aplicada la resultante?',
    );

    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: masses as loads', () => {
  it('takes a mass as a load of m·g when the statement gives g, placed from a support at an end', () => {
    const reply = solveStatics(
      'Un tablón de 3 m de peso despreciable descansa sobre dos caballetes ubicados en sus extremos. Un pintor de 60 kg se para a 1 m del caballete derecho. Con g = 10 m/s², ¿qué fuerza hace cada caballete?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(
      'R_A (apoyo izquierdo) = 200 N hacia arriba; R_B (apoyo derecho) = 400 N hacia arriba',
    );
  });

  it('states no reactions for a mass when the statement gives no g', () => {
    const reply = solveStatics(
      'Un tablón de 3 m de peso despreciable descansa sobre dos caballetes ubicados en sus extremos. Un pintor de 60 kg se para a 1 m del caballete derecho. ¿Qué fuerza hace cada caballete?',
    );

    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: the sine a statement gives', () => {
  it('uses «sen 53° = 0,8» as the sine of the angle, not as another angle', () => {
    const reply = solveStatics(
      'Se aplica una fuerza de 25 N sobre una llave de tuercas, a 40 cm del eje del tornillo y formando 53° con la llave (sen 53° = 0,8). Calculá el momento respecto del eje.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**M = 8 N·m**');
  });

  it('states no moment when the sine given is of another angle', () => {
    const reply = solveStatics(
      'Se aplica una fuerza de 25 N sobre una llave, a 40 cm del eje y formando 53° con la llave (sen 37° = 0,6). Calculá el momento.',
    );

    expect(reply?.certain ?? false).toBe(false);
  });

  it('reads a footbridge («pasarela») on its two ends as a beam', () => {
    const reply = solveStatics(
      'Una pasarela de 6 m, de peso despreciable, está apoyada en sus dos extremos. Una persona de 720 N se detiene a 2 m del extremo derecho. ¿Qué fuerza ejerce cada apoyo?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(
      'R_A (apoyo izquierdo) = 240 N hacia arriba; R_B (apoyo derecho) = 480 N hacia arriba',
    );
  });
});

describe('solveStatics: more ways of asking', () => {
  it('reads «…la masa de la hermana debe ser:» as the load asked', () => {
    const reply = solveStatics(
      'Una tabla apoyada en su centro sostiene a un chico de 35 kg sentado a 1,8 m del apoyo. Del otro lado, a 1,4 m del apoyo, se sienta su hermana. Para que la tabla quede en equilibrio, la masa de la hermana debe ser:',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**m₂ = 45 kg**');
  });

  it('measures a second load «a 6 m del mismo extremo» from the end named before', () => {
    const reply = solveStatics(
      'Una viga sin peso de 8 m descansa sobre apoyos en sus extremos. Soporta una carga de 400 N a 2 m del extremo izquierdo y otra de 800 N a 6 m del mismo extremo. ¿Cuáles son las reacciones?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(
      'R_A (apoyo izquierdo) = 500 N hacia arriba; R_B (apoyo derecho) = 700 N hacia arriba',
    );
  });
});

describe('solveStatics: where the support of a bar with a load at each end goes', () => {
  it.each([
    [
      'En los extremos de una tabla homogénea de 4 m y 20 kg se sientan dos chicos de 30 kg y 50 kg. ¿A qué distancia del chico de 30 kg debe estar el punto de apoyo para que la tabla quede en equilibrio?',
      '**el apoyo a 2,4 m del extremo de 30 kg (y a 1,6 m del extremo de 50 kg)**',
    ],
    [
      'Una barra homogénea de 3 m y 60 N se usa como palanca. En un extremo se cuelga un peso de 300 N y en el otro uno de 120 N. ¿Cuánto vale la fuerza que ejerce el apoyo?',
      '**R = 480 N hacia arriba**',
    ],
    [
      'Una varilla de 2 m, de peso despreciable, sostiene en sus extremos cargas de 30 N y 10 N. ¿Dónde debe ubicarse el punto de apoyo para que quede horizontal?',
      '**el apoyo a 0,5 m del extremo de 30 N y a 1,5 m del extremo de 10 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a bar whose own weight is not said, or a load it cannot place', () => {
    const unsaid = solveStatics(
      'En los extremos de una tabla de 4 m se sientan dos chicos de 30 kg y 50 kg. ¿A qué distancia del chico de 30 kg debe estar el punto de apoyo?',
    );
    expect(unsaid?.certain).not.toBe(true);
    const third = solveStatics(
      'En los extremos de una tabla de 4 m, de peso despreciable, se sientan dos chicos de 30 kg y 50 kg, y un tercero de 20 kg en el medio. ¿Dónde debe estar el punto de apoyo?',
    );
    expect(third?.certain).not.toBe(true);
  });

  it('puts the support where the moments of the loads cancel (seeded)', () => {
    const next = random(2435);
    for (let i = 0; i < 60; i++) {
      const P1 = 5 + Math.round(next() * 95);
      const P2 = 5 + Math.round(next() * 95);
      const own = 1 + Math.round(next() * 50);
      const L = 1 + Math.round(next() * 40) / 10;
      const problem = `Una barra homogénea de ${fmt(L)} m y ${own} N tiene colgado en un extremo un peso de ${P1} N y en el otro uno de ${P2} N. ¿A qué distancia del peso de ${P1} N debe estar el punto de apoyo?`;
      const reply = solveStatics(problem);
      expect(reply?.certain, problem).toBe(true);
      const [x = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(P1 * x - P2 * (L - x) - own * (L / 2 - x)), problem).toBeLessThan(
        0.01 * (P1 + P2 + own) * L,
      );
    }
  });
});

describe('solveStatics: two parallel forces from their resultant (Stevin backwards)', () => {
  it.each([
    [
      'La resultante de dos fuerzas paralelas de sentido contrario vale 30 N y está situada a 1,5 m de la fuerza mayor. Las fuerzas están separadas 3 m. ¿Cuánto vale la fuerza menor?',
      '**F menor = 15 N**',
    ],
    [
      'Dos fuerzas paralelas del mismo sentido tienen una resultante de 100 N, aplicada a 0,4 m de la fuerza mayor. Si están separadas 1 m, ¿cuánto vale la fuerza mayor?',
      '**F mayor = 60 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a statement whose senses are not said', () => {
    expect(
      solveStatics(
        'La resultante de dos fuerzas paralelas vale 30 N y está a 1,5 m de la fuerza mayor. Las fuerzas están separadas 3 m. ¿Cuánto vale la fuerza menor?',
      )?.certain,
    ).not.toBe(true);
  });

  it('finds forces whose resultant and moments give back the data (seeded)', () => {
    const next = random(2433);
    for (let i = 0; i < 60; i++) {
      const R = 5 + Math.round(next() * 95);
      const d = 1 + Math.round(next() * 40) / 10;
      const a = Math.round(next() * 20 + 1) / 10;
      const problem = `La resultante de dos fuerzas paralelas de sentido contrario vale ${R} N y está a ${fmt(a)} m de la fuerza mayor. Las fuerzas están separadas ${fmt(d)} m. ¿Cuánto vale cada fuerza?`;
      const reply = solveStatics(problem);
      expect(reply?.certain, problem).toBe(true);
      const [F1 = Number.NaN, F2 = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(F1 - F2 - R), problem).toBeLessThan(0.01 * R + 0.01);
      expect(Math.abs(F1 * a - F2 * (a + d)), problem).toBeLessThan(0.01 * F1 * (a + d) + 0.01);
    }
  });
});

describe('solveStatics: tables, loads hung from an end, and «hacia arriba» in the question', () => {
  it.each([
    [
      'Una mesa homogénea de 2 m de largo y 100 N de peso se apoya en sus dos extremos. Sobre ella se coloca una caja de 300 N a 0,5 m del extremo izquierdo. ¿Qué fuerza hacia arriba se ejerce en el extremo izquierdo?',
      '**R_A (apoyo izquierdo) = 275 N hacia arriba**',
    ],
    [
      'Una barra de 1,2 m y peso despreciable está apoyada en su punto medio. De un extremo cuelga un peso de 80 N. ¿Qué fuerza hay que aplicar en el otro extremo para que quede horizontal?',
      '**F = 80 N hacia abajo; el apoyo hace 160 N hacia arriba**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
});

describe('solveStatics: a graduated ruler on a support', () => {
  it.each([
    [
      'Una regla de 1 m, de peso despreciable, está apoyada en la marca de 50 cm. En la marca de 20 cm se cuelga un peso de 4 N. ¿Qué peso hay que colgar en la marca de 80 cm para equilibrarla?',
      '**P = 4 N en la marca de 80 cm**',
    ],
    [
      'Una varilla liviana de 1 m está apoyada en la marca de 30 cm. Se cuelga una pesa de 6 N en la marca de 10 cm. ¿En qué marca hay que colgar una pesa de 2 N para que quede horizontal?',
      '**en la marca de 90 cm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a ruler whose own weight is not said', () => {
    const reply = solveStatics(
      'Una regla de 1 m está apoyada en la marca de 50 cm. En la marca de 20 cm se cuelga un peso de 4 N. ¿Qué peso hay que colgar en la marca de 80 cm?',
    );
    expect(reply?.certain).not.toBe(true);
  });

  it('balances the moments about the support (seeded)', () => {
    const next = random(2444);
    for (let i = 0; i < 60; i++) {
      const support = 20 + Math.round(next() * 60);
      const at = Math.round(next() * (support - 5));
      const other = support + 5 + Math.round(next() * (100 - support - 5));
      const P = 1 + Math.round(next() * 20);
      const problem = `Una regla de 1 m, de peso despreciable, está apoyada en la marca de ${support} cm. En la marca de ${at} cm se cuelga un peso de ${P} N. ¿Qué peso hay que colgar en la marca de ${other} cm para que quede en equilibrio?`;
      const reply = solveStatics(problem);
      expect(reply?.certain, problem).toBe(true);
      const [W = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(P * (support - at) - W * (other - support)), problem).toBeLessThan(0.01 * P * 100);
    }
  });
});

describe('solveStatics: a beam hinged to a wall and held by a cable', () => {
  it.each([
    [
      'Una viga homogénea de 300 N está articulada a una pared por un extremo y se mantiene horizontal con un cable atado a su otro extremo, que forma 30° con la viga. Del extremo libre cuelga una carga de 500 N. ¿Cuál es la tensión del cable?',
      '**T = 1.300 N**',
    ],
    [
      'Una barra de peso despreciable está articulada en una pared y se mantiene horizontal con una cuerda atada a su otro extremo, que forma 53° con la barra (sen 53° = 0,8; cos 53° = 0,6). De ese extremo cuelga un peso de 120 N. ¿Cuánto vale la componente horizontal de la reacción de la articulación?',
      '**H = 90 N**',
    ],
    // Hinged by the other end; the cable ties «el extremo de la barra», the free one.
    [
      'Un farol de 80 N cuelga del extremo de una barra horizontal de peso despreciable, articulada en la pared por el otro extremo. Un cable que forma 53° con la barra une el extremo de la barra con la pared (sen 53° = 0,8). ¿Cuál es la tensión del cable?',
      '**T = 100 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a load that does not hang from the free end', () => {
    const reply = solveStatics(
      'Una viga homogénea de 300 N está articulada a una pared y se mantiene horizontal con un cable atado a su otro extremo, que forma 30° con la viga. A 1 m de la pared cuelga una carga de 500 N. ¿Cuál es la tensión del cable?',
    );
    expect(reply?.certain).not.toBe(true);
  });

  it('balances the moments about the hinge and both sums of forces (seeded)', () => {
    const next = random(2439);
    for (let i = 0; i < 40; i++) {
      const Pb = 10 * (1 + Math.round(next() * 50));
      const P = 10 * (1 + Math.round(next() * 80));
      const theta = 15 + Math.round(next() * 60);
      const problem = `Una viga homogénea de ${Pb} N está articulada a una pared por un extremo y se mantiene horizontal con un cable atado a su otro extremo, que forma ${theta}° con la viga. Del extremo libre cuelga una carga de ${P} N. ¿Cuál es la tensión del cable?`;
      const reply = solveStatics(problem);
      expect(reply?.certain, problem).toBe(true);
      const [T = Number.NaN] = answerNumbers(reply?.text ?? '');
      const sin = Math.sin((theta * Math.PI) / 180);
      expect(Math.abs(T * sin - P - Pb / 2), problem).toBeLessThan(0.01 * (P + Pb));
    }
  });
});

describe('solveStatics: the moment of a system of forces about a point of a bar', () => {
  it.each([
    [
      'Sobre una barra horizontal de 4 m, de peso despreciable, actúan fuerzas verticales: 10 N hacia arriba en el extremo izquierdo A, 40 N hacia abajo a 1 m de A y 25 N hacia arriba en el extremo derecho. ¿Cuánto vale el momento resultante respecto de A?',
      '**M = 60 N·m (antihorario)**',
    ],
    [
      'Sobre una barra de 2 m actúan 30 N hacia abajo en su extremo derecho y 50 N hacia arriba en su centro. Tomando positivo el sentido horario, ¿cuál es el momento resultante respecto del extremo izquierdo?',
      '**M = 10 N·m (horario, con el horario positivo)**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a force whose sense is not said', () => {
    const reply = solveStatics(
      'Sobre una barra de 4 m actúan 10 N en el extremo izquierdo A y 40 N hacia abajo a 1 m de A. ¿Cuánto vale el momento resultante respecto de A?',
    );
    expect(reply?.certain).not.toBe(true);
  });
});

describe('solveStatics: a support asked where the statement already places the supports', () => {
  it('never answers the sum of the loads for one of two supports', () => {
    const reply = solveStatics(
      'Una tabla homogénea de 4 m y 200 N está apoyada en sus extremos. En un extremo hay una caja de 100 N y en el otro una de 300 N. ¿Qué fuerza soporta el apoyo izquierdo?',
    );
    expect(reply?.text ?? '').not.toContain('R = 600 N');
  });
});

describe('solveStatics: a pole carried by two people, one holding a share of the other', () => {
  it.each([
    [
      'Una pértiga homogénea de 3 m pesa 40 N. Un hombre la sostiene por un extremo y un chico por el otro, y se cuelga de ella una bolsa de 200 N de modo que el chico sostiene la mitad de lo que sostiene el hombre. ¿Qué fuerza hace el chico?',
      '**chico: 80 N**',
    ],
    [
      'Una pértiga homogénea de 3 m pesa 40 N. Un hombre la sostiene por un extremo y un chico por el otro, y se cuelga de ella una bolsa de 200 N de modo que el chico sostiene la mitad de lo que sostiene el hombre. ¿A qué distancia del hombre se colgó la bolsa?',
      '**el objeto a 0,9 m del hombre**',
    ],
    [
      'Una varilla de 1 m, de peso despreciable, está apoyada en la marca de 40 cm. En la marca de 0 cm cuelga una pesa de 5 N. ¿Qué pesa hay que colgar en la marca de 90 cm para equilibrarla?',
      '**P = 4 N en la marca de 90 cm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a pole whose share is not said', () => {
    const reply = solveStatics(
      'Una pértiga homogénea de 3 m pesa 40 N. Un hombre la sostiene por un extremo y un chico por el otro, y se cuelga de ella una bolsa de 200 N. ¿Qué fuerza hace el chico?',
    );
    expect(reply?.certain).not.toBe(true);
  });
});

describe('solveStatics: forces said up and down without a sense to pair them', () => {
  it('states no resultant for them, and the moment, not a resultant, when a moment is asked', () => {
    const mixed = solveStatics(
      'Sobre una barra de 4 m actúan 20 N hacia arriba en el extremo izquierdo y 30 N hacia abajo en el extremo derecho. ¿Cuál es el momento resultante respecto del centro?',
    );
    // Both turn the bar clockwise about its centre: −20·2 − 30·2.
    expect(mixed?.text).toContain('**M = -100 N·m (horario)**');
    expect(mixed?.text).not.toContain('R = 50 N');
    const resultant = solveStatics(
      'Sobre una barra de 4 m actúan 20 N hacia arriba en el extremo izquierdo y 30 N hacia abajo en el extremo derecho. ¿Cuánto vale la resultante y dónde se aplica?',
    );
    expect(resultant?.text ?? '').not.toContain('R = 50 N');
  });
});

describe('solveStatics: exam wordings of bars, supports and parallel forces', () => {
  const stated = (problem: string) =>
    (solveStatics(problem)?.text ?? '')
      .split('\n')
      .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'))
      .join('\n');

  it.each([
    [
      'Una barra AB de 2 m, de peso despreciable, está sometida a una fuerza de 30 N hacia arriba en A y a otra de 50 N hacia abajo en B. Hallar el momento resultante respecto del punto medio de la barra.',
      '**M = -80 N·m (horario)**',
    ],
    [
      'Una barra AB de 3 m soporta 40 N hacia abajo en A y 10 N hacia arriba en B. ¿Cuál es el momento resultante respecto de B?',
      '**M = 120 N·m (antihorario)**',
    ],
    [
      'La resultante de dos fuerzas paralelas del mismo sentido es de 120 N. Una de ellas vale 45 N y su recta de acción está a 40 cm de la resultante. ¿A qué distancia de la resultante está la otra fuerza?',
      '**a₂ = 0,24 m (= 24 cm) de la resultante**',
    ],
    [
      'La resultante de dos fuerzas paralelas del mismo sentido vale 100 N. Una de ellas vale 60 N y está a 0,5 m de la resultante. ¿Qué distancia separa las fuerzas?',
      '**d = 1,25 m entre las fuerzas**',
    ],
    [
      'Una tabla homogénea de 6 m que pesa 300 N se apoya sobre dos soportes: uno en su extremo izquierdo y otro a 4 m de él. ¿Qué fuerza soporta cada apoyo?',
      '**R_A (apoyo izquierdo) = 75 N hacia arriba; R_B (apoyo derecho) = 225 N hacia arriba**',
    ],
    [
      'Una barra de 1 m, de peso despreciable, está apoyada en su punto medio. En un extremo se cuelga un peso de 60 N. ¿Qué peso hay que colgar a 20 cm del apoyo, del otro lado, para equilibrarla?',
      '**P₂ = 150 N**',
    ],
  ])('%s', (problem, answer) => {
    expect(solveStatics(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe(answer);
  });

  it('weighs on a balance with unequal arms in the grams it is given or asked', () => {
    const problem =
      'En una balanza de brazos desiguales, un objeto colocado a 12 cm del fiel se equilibra con una pesa de 300 g situada a 20 cm del fiel, del otro lado. ¿Cuál es la masa del objeto, en gramos?';
    expect(solveStatics(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe('**m₂ = 500 g**');
    // A mass found and a weight asked in newtons: not this reading.
    expect(
      solveStatics(
        'En una balanza de brazos desiguales, un objeto colocado a 12 cm del fiel se equilibra con una pesa de 300 g situada a 20 cm del fiel. ¿Cuál es el peso del objeto en N?',
      )?.certain,
    ).not.toBe(true);
    // Loads in newtons asked in grams: not this reading.
    expect(
      solveStatics(
        'En una palanca, una carga de 30 N está a 12 cm del apoyo y se equilibra con otra a 20 cm del apoyo, del otro lado. ¿Cuál es la masa de la otra carga, en gramos?',
      )?.certain,
    ).not.toBe(true);
  });

  it('finds the force on the one support of a weightless bar as the sum of its loads', () => {
    const problem =
      'Una barra de 1 m, de peso despreciable, está apoyada en su punto medio. En un extremo se cuelga un peso de 60 N. P₂ = 150 N. Calcular la fuerza que soporta el apoyo.';
    expect(solveStatics(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe('**R = 210 N hacia arriba**');
    // Unequal loads at both ends turn the bar; a pull up is no load.
    for (const other of [
      'Una barra de 2 m, de peso despreciable, está apoyada en su punto medio. En un extremo cuelga un peso de 30 N y en el otro uno de 50 N. ¿Qué fuerza soporta el apoyo?',
      'Una barra de peso despreciable está apoyada en un punto. De ella cuelgan 20 N y 30 N, y se tira hacia arriba con 10 N en un extremo. ¿Qué fuerza soporta el apoyo?',
    ])
      expect(solveStatics(other)?.certain, other).not.toBe(true);
    // A bar that weighs, or on two supports, is another reading.
    for (const other of [
      'Una barra de 1 m y 20 N está apoyada en su punto medio. En un extremo se cuelga un peso de 60 N y en el otro uno de 60 N. ¿Qué fuerza soporta el apoyo?',
      'Una barra de 1 m, de peso despreciable, está apoyada en sus dos extremos. En su centro se cuelgan 60 N y 150 N. ¿Qué fuerza soporta el apoyo?',
    ])
      expect(stated(other), other).not.toBe('**R = 210 N hacia arriba**');
  });

  it('finds the force or the arm for a moment the statement gives, and never reads «30 N·m» as a force', () => {
    const force =
      '¿Qué fuerza perpendicular hay que aplicar en el extremo de una llave de 40 cm para obtener un momento de 30 N·m?';
    expect(solveStatics(force)?.certain).toBe(true);
    expect(stated(force)).toBe('**F = 75 N**');
    const arm =
      'Con una fuerza de 50 N se quiere obtener un momento de 20 N·m. ¿A qué distancia del eje hay que aplicarla?';
    expect(stated(arm)).toBe('**d = 0,4 m**');
    // «30 N·m» is no force of 30 N, whichever reading counts the forces.
    const given =
      'Sobre una barra actúa una fuerza que produce un momento de 30 N·m a 0,5 m del eje. ¿Cuánto vale la fuerza?';
    expect(stated(given)).toBe('**F = 60 N**');
    // With an angle, the perpendicular part is another reading.
    expect(
      solveStatics(
        'Una fuerza que forma 30° con una llave de 40 cm da un momento de 30 N·m. ¿Qué fuerza se aplicó?',
      )?.certain,
    ).not.toBe(true);
  });

  it('places the resultant from the force the question names by its rank («de la fuerza menor»)', () => {
    // 20 cm from the 50 N force was stated for the 50 cm asked from the smaller one.
    const problem =
      'Dos fuerzas paralelas de sentido contrario de 50 N y 20 N están separadas 30 cm. ¿A qué distancia de la fuerza menor está la resultante?';
    expect(stated(problem)).toContain('0,5 m (= 50 cm) de la fuerza de 20 N');
  });

  it('leaves a beam on two supports to the beam: one load and two lengths are no lever', () => {
    // «¿Qué fuerza hace el apoyo A?» was stated F₂ ≈ 13,33 N, the other support's (A holds 26,67 N).
    for (const problem of [
      'Una viga AB de 6 m, apoyada en A y en B, soporta 40 N hacia abajo a 2 m de A. ¿Qué fuerza hace el apoyo A?',
      'Un tablón de 4 m está apoyado sobre dos caballetes y un pintor de 800 N se para a 1 m de uno de ellos. ¿Qué fuerza soporta el otro caballete?',
    ])
      expect(stated(problem), problem).not.toMatch(/13,33|200 N|600 N/);
  });

  it('declines a moment whose force acts elsewhere than the end of the length given', () => {
    // «en la mitad de la llave»: the arm is 20 cm, not the wrench's 40 cm (it was stated F = 75 N);
    // read now as half the length, F = 150 N.
    expect(
      solveStatics(
        'Una llave mide 40 cm. ¿Qué fuerza perpendicular hay que aplicar en la mitad de la llave para obtener un momento de 30 N·m?',
      )?.text,
    ).toContain('**F = 150 N**');
    for (const problem of [
      'Una barra mide 1,2 m. Una fuerza aplicada a dos tercios de su largo produce un momento de 40 N·m respecto de un extremo. ¿Cuánto vale la fuerza?',
    ])
      expect(solveStatics(problem)?.certain, problem).not.toBe(true);
  });

  it('reads «en los extremos de una barra de 90 cm, de peso despreciable, se aplican…»', () => {
    const problem =
      'En los extremos de una barra de 90 cm, de peso despreciable, se aplican dos fuerzas paralelas del mismo sentido de 12 N y 6 N. ¿Dónde se aplica la resultante?';
    expect(solveStatics(problem)?.certain).toBe(true);
    expect(stated(problem)).toContain('0,3 m (= 30 cm) de la fuerza de 12 N');
  });

  it('leaves alone what it cannot place or pair', () => {
    // Opposite senses leave open which force is the larger.
    expect(
      solveStatics(
        'La resultante de dos fuerzas paralelas de sentido contrario es de 20 N. Una de ellas vale 45 N y está a 40 cm de la resultante. ¿A qué distancia de la resultante está la otra?',
      )?.certain,
    ).not.toBe(true);
    // A point named by a letter the bar does not have.
    expect(
      solveStatics(
        'Una barra AB de 2 m soporta 30 N hacia arriba en A y 50 N hacia abajo en B. ¿Cuál es el momento resultante respecto de C?',
      )?.certain,
    ).not.toBe(true);
    // A weight hung on the same side as the load cannot balance it.
    expect(
      solveStatics(
        'Una barra de 2 m está apoyada en su punto medio. En un extremo se cuelga un peso de 30 N. ¿Qué peso hay que colgar a 50 cm del apoyo, del mismo lado?',
      )?.certain,
    ).not.toBe(true);
    // A load at the centre of a 6 m beam has no 6 m arm about its end.
    expect(
      solveStatics(
        'Una viga AB de 6 m, apoyada en A y en B, soporta 40 N hacia abajo en su centro. ¿Cuál es el momento resultante respecto de A?',
      )?.certain,
    ).not.toBe(true);
    // The other support measured from nothing said.
    expect(
      solveStatics(
        'Una tabla homogénea de 6 m que pesa 300 N se apoya sobre dos soportes: uno en su extremo izquierdo y otro a 4 m. ¿Qué fuerza soporta cada apoyo?',
      )?.certain,
    ).not.toBe(true);
  });

  it('balances the other force on the other side of the resultant, and the supports the loads (seeded)', () => {
    let seed = 4434;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const first = (text: string) =>
      Number((/\*\*\S+ [=≈] ([\d.,]+)/.exec(text)?.[1] ?? 'x').replace(/\./g, '').replace(',', '.'));
    for (let i = 0; i < 30; i++) {
      const F1 = 5 + Math.round(next() * 95);
      const F2 = 5 + Math.round(next() * 95);
      const a1 = (10 + Math.round(next() * 190)) / 100;
      const reply = solveStatics(
        `La resultante de dos fuerzas paralelas del mismo sentido es de ${F1 + F2} N. Una de ellas vale ${F1} N y está a ${String(a1).replace('.', ',')} m de la resultante. ¿A qué distancia de la resultante está la otra fuerza?`,
      );
      // The distance is shown to the hundredth of a metre.
      expect(Math.abs(F2 * first(reply?.text ?? '') - F1 * a1), `${F1}, ${F2}, ${a1}`).toBeLessThan(
        0.006 * F2,
      );
      const L = 4 + Math.round(next() * 8);
      const d = 1 + Math.round(next() * (L - 1));
      const W = 50 + Math.round(next() * 450);
      const beamReply = solveStatics(
        `Una tabla homogénea de ${L} m que pesa ${W} N se apoya sobre dos soportes: uno en su extremo izquierdo y otro a ${d} m de él. ¿Qué fuerza soporta el otro apoyo?`,
      );
      const [left, right] = [...(beamReply?.text ?? '').matchAll(/R_[AB] \([^)]*\) [=≈] (-?[\d.,]+) N/g)].map(
        (match) => Number((match[1] ?? 'x').replace(/\./g, '').replace(',', '.')),
      );
      // The two reactions hold the weight and their moments about the centre cancel.
      expect(Math.abs((left ?? 0) + (right ?? 0) - W), `${L}, ${d}, ${W}`).toBeLessThan(0.02 * W);
      expect(Math.abs((left ?? 0) * (L / 2) - (right ?? 0) * (d - L / 2)), `${L}, ${d}, ${W}`).toBeLessThan(
        0.02 * W * L,
      );
    }
  });
  it.each([
    [
      // Forces at the lettered ends, the place asked from one of them.
      'En los extremos A y B de una varilla AB de 2 m actúan dos fuerzas paralelas del mismo sentido: 60 N en A y 40 N en B. Hallar la resultante y su punto de aplicación medido desde B.',
      '**R = 100 N del mismo sentido que las fuerzas; aplicada a 1,2 m de B**',
    ],
    [
      // Opposite senses, each place before its force, the clauses split by a semicolon.
      'Sobre una barra AB de 1 m actúan dos fuerzas paralelas de sentido contrario: en A, 40 N hacia arriba; en B, 10 N hacia abajo. ¿A qué distancia del extremo A está aplicada la resultante?',
      '**R = 30 N en el sentido de la mayor; aplicada a 0,33 m de A, fuera de la barra**',
    ],
    [
      // Carried by two at its ends, the load placed in a later sentence.
      'Dos obreros llevan una bolsa de 500 N colgada de un palo de 2 m, de peso despreciable, que sostienen por sus extremos. Si la bolsa cuelga a 0,5 m del obrero A, ¿qué fuerza hace el obrero B?',
      '**R_B (apoyo derecho) = 125 N hacia arriba**',
    ],
    [
      // The sum of moments about the hinge: the hinge's force makes none.
      'Una barra AB de 3 m está articulada en A. Sobre ella actúan 20 N hacia abajo a 1 m de A y 10 N hacia arriba en B. Calcular el momento resultante respecto de A.',
      '**M = 10 N·m (antihorario)**',
    ],
  ])('reads lettered ends, places said later and the moment about a hinge: %s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain, problem).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves a letter it cannot place: a bar whose ends are not named A and B', () => {
    expect(
      solveStatics(
        'Sobre una barra de 2 m actúan dos fuerzas paralelas del mismo sentido, 30 N y 50 N, una en cada extremo. Hallar la resultante y su punto de aplicación medido desde A.',
      )?.certain,
    ).not.toBe(true);
  });
  it.each([
    [
      // The advantage from the arms alone.
      'En una palanca la resistencia está a 15 cm del apoyo y la potencia a 60 cm. ¿Cuál es la ventaja mecánica?',
      '**VM = 4**',
    ],
    [
      // A second-kind lever: the force and then its advantage.
      'Una carretilla es una palanca de segundo género: la carga de 900 N está a 0,4 m del eje de la rueda y las manijas a 1,2 m del eje. Calcular la ventaja mecánica.',
      '**VM = 3**',
    ],
    [
      // The load's arm said just before it.
      'El antebrazo es una palanca: el músculo tira a 5 cm del codo y la mano sostiene, a 30 cm del codo, una pesa de 4 kgf. ¿Qué fuerza hace el músculo?',
      '(= 24 kgf)',
    ],
    [
      // «la fuerza mínima que hay que aplicar», the support said by «apoyando».
      'Con una barreta de 1,5 m se quiere levantar una piedra de 60 kgf, apoyando la barreta a 30 cm de la piedra. La fuerza mínima que hay que aplicar en el otro extremo es:',
      '**F = 15 kgf**',
    ],
    [
      // A homogeneous ruler weighs at its middle mark.
      'Una regla homogénea de 1 m pesa 3 N y está apoyada en la marca de 40 cm. ¿Qué peso hay que colgar en la marca de 10 cm para que quede en equilibrio?',
      '**P = 1 N en la marca de 10 cm**',
    ],
    [
      // Centimetres asked of data in metres.
      'Una varilla de 1 m, de peso despreciable, está suspendida de su punto medio. En un extremo cuelga una pesa de 300 g. ¿A qué distancia del punto medio hay que colgar una pesa de 600 g, del otro lado? Expresarla en cm.',
      '(= 25 cm)',
    ],
  ])('reads levers as exams word them: %s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain, problem).toBe(true);
    expect(reply?.text).toContain(answer);
  });
  it('reads «la potencia» asked of a lever as the force that balances it', () => {
    const reply = solveStatics(
      'En una palanca de segundo género la resistencia, de 90 N, está a 20 cm del apoyo y la potencia se aplica a 60 cm del apoyo. ¿Cuánto vale la potencia?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F₂ = 30 N**');
  });
  it('reads a support at an end and another measured from the other end', () => {
    const reply = solveStatics(
      'Una viga de 4 m, de peso despreciable, está apoyada en su extremo izquierdo y en un punto situado a 1 m del otro extremo. En el extremo derecho cuelga una carga de 600 N. ¿Cuánto vale la reacción del apoyo derecho?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**R_B (apoyo derecho) = 800 N hacia arriba**');
  });

  it('takes no letter that names a point inside the bar for an end', () => {
    const reply = solveStatics(
      'Una viga de 6 m, de peso despreciable, está apoyada en su extremo izquierdo A y en un punto B situado a 2 m del extremo derecho. Una carga de 100 N está a 1 m de B. ¿Cuánto vale la reacción en A?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
  it('takes the angle with the bar from one measured from the vertical or the horizontal of a bar said to lie so', () => {
    const reply = solveStatics(
      'Una barra horizontal de 2 m está articulada en un extremo. En el otro se aplica una fuerza de 40 N que forma 30° con la vertical. ¿Qué momento produce respecto de la articulación?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**M ≈ 69,28 N·m**');
  });
  it('gives a distance typed after both loads to the one its sentence names, or to none', () => {
    const named = solveStatics(
      'Un niño de 25 kg y su padre de 75 kg están en un balancín. Si el padre está a 0,8 m del punto de apoyo, ¿a qué distancia del apoyo debe ubicarse el niño?',
    );
    expect(named?.certain).toBe(true);
    expect(named?.text).toContain('**d₂ = 2,4 m del apoyo**');
    const unnamed = solveStatics(
      'Dos cuerpos de 25 kg y 75 kg están en un balancín. Uno de ellos está a 2,4 m del apoyo. ¿A qué distancia del apoyo debe ubicarse el otro?',
    );
    expect(unnamed?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: the course bank’s bars, levers and parallel forces, and variants in other words', () => {
  it.each([
    // A board on its two ends «por sus extremos», a person on it as a mass with g given.
    [
      'Una tabla homogénea de 4 m y 20 kg está apoyada por sus extremos A y B. Una persona de 60 kg está parada sobre la tabla a 1 m de A. ¿Qué fuerza hace cada apoyo? (Usá g = 10 m/s².)',
      '**R_A (apoyo izquierdo) = 550 N hacia arriba; R_B (apoyo derecho) = 250 N hacia arriba**',
    ],
    [
      'Una tabla homogénea de 6 m y 300 N descansa sobre sus extremos. Un chico de 500 N se para a 2 m del extremo izquierdo. ¿Qué fuerza hace cada apoyo?',
      '**R_A (apoyo izquierdo) ≈ 483,33 N hacia arriba; R_B (apoyo derecho) ≈ 316,67 N hacia arriba**',
    ],
    // A mass hung at an end of a bar on one support: g cancels.
    [
      'Una barra homogénea de 3 m y 10 kg se apoya en un punto situado a 1 m de su extremo izquierdo. ¿Qué masa hay que colgar del extremo izquierdo para que la barra quede en equilibrio horizontal?',
      '**m = 5 kg**',
    ],
    [
      'Un listón uniforme de 2 m y 4 kg se apoya en un punto situado a 50 cm de su extremo derecho. ¿Cuánta masa hay que colgar del extremo derecho para que quede horizontal?',
      '**m = 4 kg**',
    ],
    [
      'Un listón uniforme de 2 m y 40 N se apoya en un punto situado a 50 cm de su extremo derecho. ¿Qué masa hay que colgar del extremo derecho para que quede horizontal? Usá g = 10 m/s².',
      '**m = 4 kg**',
    ],
    // A wheelbarrow: a lever with the wheel's axle as support.
    [
      'En una carretilla, la carga y la carretilla pesan en total 600 N, y ese peso actúa a 0,4 m (en horizontal) del eje de la rueda. Las manijas están a 1,2 m del eje. ¿Qué fuerza vertical tenés que hacer en las manijas para sostenerla levantada?',
      '**F₂ = 200 N**',
    ],
    [
      'Una carretilla cargada pesa 800 N y su centro de gravedad está a 50 cm del eje de la rueda; los mangos están a 1,6 m del eje. ¿Cuánta fuerza hay que hacer en los mangos para levantarla?',
      '**F₂ = 250 N**',
    ],
    [
      'Una carretilla cargada tiene una masa de 80 kg y su centro de gravedad está a 50 cm del eje de la rueda; los mangos están a 1,6 m del eje. ¿Cuánta fuerza hay que hacer en los mangos para levantarla? (g = 10 m/s²)',
      '**F = 250 N**',
    ],
    // Several loads on either side of one support.
    [
      'Una barra de masa despreciable está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la derecha del apoyo para que quede en equilibrio?',
      '**m = 10 kg**',
    ],
    [
      'Una varilla liviana se apoya en su punto medio. Se cuelgan 20 N a 50 cm a la derecha del apoyo y 10 N a 30 cm a la izquierda. ¿Qué peso hay que colgar a 40 cm a la izquierda del apoyo para equilibrarla?',
      '**P = 17,5 N**',
    ],
    [
      'Una barra de masa despreciable está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y 3 kg a 20 cm. ¿A qué distancia a la derecha del apoyo hay que colgar 5 kg para que quede en equilibrio?',
      '**d = 0,6 m (= 60 cm) a la derecha del apoyo**',
    ],
    // The size of a resultant of parallel forces, no places given.
    [
      'Dos personas empujan un auto desde atrás con fuerzas paralelas y del mismo sentido, de 30 N y de 50 N. ¿Cuál es el módulo de la resultante?',
      '**R = 80 N, en el mismo sentido que las fuerzas**',
    ],
    [
      'Sobre una tabla actúan dos fuerzas paralelas de sentidos opuestos, aplicadas en puntos distintos: una de 70 N hacia arriba y otra de 30 N hacia abajo. ¿Cuál es el módulo de la resultante?',
      '**R = 40 N, hacia arriba**',
    ],
    [
      'Tres chicos tiran de un trineo con cuerdas paralelas, en el mismo sentido, con 120 N, 95 N y 60 N. ¿Cuánto vale la resultante?',
      '**R = 275 N, en el mismo sentido que las fuerzas**',
    ],
    [
      'Sobre una viga actúan dos fuerzas paralelas: 250 N hacia abajo y 400 N hacia arriba. ¿Cuál es la intensidad de la resultante?',
      '**R = 150 N, hacia arriba**',
    ],
    // Loads measured from «ese extremo», the one a load was said to be at.
    [
      'A lo largo de una barra actúan tres fuerzas paralelas hacia abajo: 10 N en un extremo, 20 N a 2 m de ese extremo y 30 N a 5 m. ¿A qué distancia del extremo de la fuerza de 10 N está aplicada la resultante? (Redondeá a dos decimales.)',
      'aplicada a 3,17 m de la fuerza de 10 N',
    ],
    [
      'Sobre una viga actúan tres fuerzas paralelas del mismo sentido: 40 N en un extremo, 60 N a 1 m de ese extremo y 100 N a 3 m. ¿A qué distancia de la fuerza de 40 N está la resultante?',
      'aplicada a 1,8 m de la fuerza de 40 N',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A mass at the end that would have to pull up: no mass hung there balances the bar.
    'Un listón uniforme de 2 m y 4 kg se apoya en un punto situado a 50 cm de su extremo derecho. ¿Qué masa hay que colgar del extremo izquierdo para que quede horizontal?',
    // A weight in newtons and a mass asked with no g.
    'Un listón uniforme de 2 m y 40 N se apoya en un punto situado a 50 cm de su extremo derecho. ¿Qué masa hay que colgar del extremo derecho para que quede horizontal?',
    // The wheelbarrow without the handles' distance; its mass and a force asked with no g.
    'Una carretilla cargada pesa 800 N y su centro de gravedad está a 50 cm del eje de la rueda. ¿Cuánta fuerza hay que hacer en los mangos para levantarla?',
    'Una carretilla cargada tiene una masa de 80 kg y su centro de gravedad está a 50 cm del eje de la rueda; los mangos están a 1,6 m del eje. ¿Cuánta fuerza hay que hacer en los mangos para levantarla?',
    // The missing mass asked on the side that already turns the bar; the bar's weight not said.
    'Una barra de masa despreciable está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la izquierda del apoyo para que quede en equilibrio?',
    'Una barra está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la derecha del apoyo para que quede en equilibrio?',
    // Parallel forces with no sense said; their place asked with no distances.
    'Sobre una viga actúan dos fuerzas paralelas de 250 N y 400 N. ¿Cuál es la intensidad de la resultante?',
    'Dos fuerzas paralelas del mismo sentido, de 30 N y 50 N, actúan sobre una barra. ¿Cuál es el módulo de la resultante y dónde se aplica?',
    // The third load's place not given: the second one's distance is not its own.
    'A lo largo de una barra actúan tres fuerzas paralelas hacia abajo: 10 N en un extremo, 20 N a 2 m de ese extremo y 30 N. ¿A qué distancia del extremo de la fuerza de 10 N está aplicada la resultante?',
    // The board's weight not given.
    'Una tabla de 6 m está apoyada por sus extremos A y B. Un chico de 500 N se para a 2 m de A. ¿Qué fuerza hace cada apoyo?',
  ])('states no result: %s', (problem) => {
    expect(solveStatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: a moment with the force at an angle, a sign on a hinged bar, supports named by letters, the end asked', () => {
  it.each([
    // The moment given, the force at an angle with the wrench: F = M/(d·sen α).
    [
      'Para aflojar una tuerca hace falta un momento de 60 N·m. Usás una llave de 30 cm y empujás en su extremo con una fuerza que forma 30° con la llave. ¿Qué fuerza necesitás?',
      '**F = 400 N**',
    ],
    [
      'Para ajustar un bulón se necesita un momento de 40 N·m. Con una llave de 0,5 m, si la fuerza se aplica en el extremo formando 53° con la llave, ¿qué fuerza hay que hacer?',
      '**F ≈ 100,17 N**',
    ],
    [
      'Se necesita un momento de 50 N·m. Se aplica una fuerza de 200 N que forma 30° con la llave. ¿A qué distancia del bulón hay que aplicarla?',
      '**d = 0,5 m**',
    ],
    // A sign hung from the free end of a hinged bar held by a cable: the bar's length cancels.
    [
      'Un cartel de 200 N cuelga del extremo de una barra horizontal de 2 m, de peso despreciable, articulada a la pared por el otro extremo. Un cable une ese mismo extremo de la barra con un punto más alto de la pared y forma 30° con la barra. ¿Cuál es la tensión del cable?',
      '**T = 400 N**',
    ],
    [
      'Una barra horizontal de 1,5 m y peso despreciable está articulada a la pared en un extremo. Del otro extremo cuelga una maceta de 300 N, y un cable atado a ese mismo extremo forma 45° con la barra. ¿Cuál es la tensión del cable?',
      '**T ≈ 424,26 N**',
    ],
    [
      'Un cartel de 200 N cuelga del extremo de una barra horizontal de 2 m, de peso despreciable, articulada a la pared por el otro extremo. Un cable une ese mismo extremo de la barra con un punto más alto de la pared y forma 30° con la barra. ¿Cuál es la fuerza horizontal que hace la articulación?',
      '**H ≈ 346,41 N**',
    ],
    // Trestles: one at end A, the other measured from A.
    [
      'Un tablón homogéneo de 5 m y 400 N está apoyado en dos caballetes: uno en el extremo A y otro a 4 m de A. Un pintor de 600 N se para a 4,5 m de A. ¿Qué fuerza hace el caballete del extremo A?',
      '**R_A (apoyo izquierdo) = 75 N hacia arriba**',
    ],
    [
      'Un tablón homogéneo de 6 m y 30 kg está apoyado sobre dos caballetes, uno en el extremo A y el otro a 5 m de A. Un obrero de 70 kg se para a 5,5 m de A. ¿Qué fuerza hace cada caballete? (g = 10 m/s²)',
      '**R_A (apoyo izquierdo) = 50 N hacia arriba; R_B (apoyo derecho) = 950 N hacia arriba**',
    ],
    // A log carried by two people, one at an end: «la persona del extremo» is that support.
    [
      'Dos personas llevan al hombro un tronco homogéneo de 3 m y 600 N: una lo sostiene en un extremo y la otra a 0,5 m del otro extremo. ¿Qué fuerza hace la persona del extremo?',
      '**R_A (apoyo izquierdo) = 240 N hacia arriba**',
    ],
    [
      'Dos obreros cargan una viga homogénea de 4 m y 800 N: uno la toma de un extremo y el otro a 1 m del otro extremo. ¿Qué fuerza hace cada uno?',
      '**R_A (apoyo izquierdo) ≈ 266,67 N hacia arriba; R_B (apoyo derecho) ≈ 533,33 N hacia arriba**',
    ],
    // Where one thread (or one force up) holds loads hung along a light bar, from the end of a named load.
    [
      'De una barra liviana de 2 m cuelgan 40 N en un extremo, 60 N en el centro y 100 N en el otro extremo. ¿A qué distancia del extremo de los 40 N hay que colgarla de un único hilo para que quede horizontal?',
      'aplicada a 1,3 m de la fuerza de 40 N',
    ],
    [
      'Una barra de 1 m y peso despreciable tiene una fuerza de 120 N hacia abajo en un extremo y otra de 80 N hacia abajo en el otro. ¿A qué distancia del extremo de 120 N hay que aplicar una única fuerza hacia arriba que la deje en equilibrio?',
      'aplicada a 0,4 m de la fuerza de 120 N',
    ],
    [
      'De una varilla de 3 m y peso despreciable cuelgan 30 N en un extremo, 90 N en el centro y 60 N en el otro extremo. ¿A qué distancia del extremo de los 60 N hay que sostenerla con un solo hilo para que quede horizontal?',
      'aplicada a 1,25 m de la fuerza de 60 N',
    ],
    // Two points A and B, each force with its own sense.
    [
      'En el punto A de una barra actúa una fuerza de 50 N hacia arriba y en el punto B, a 30 cm de A, una de 20 N hacia abajo. ¿A qué distancia de B está aplicada la resultante?',
      'aplicada a 0,5 m (= 50 cm) de B, fuera del segmento AB',
    ],
    [
      'En el punto A de una viga se aplica una fuerza de 80 N hacia abajo y en el punto B, situado a 1 m de A, otra de 120 N hacia abajo. ¿A qué distancia de A está la resultante?',
      'aplicada a 0,6 m de A',
    ],
    [
      'Dos fuerzas paralelas, una de 60 N hacia arriba y otra de 20 N hacia abajo, están separadas 40 cm. ¿A qué distancia de la fuerza de 60 N está la resultante?',
      'aplicada a 0,2 m (= 20 cm) de la fuerza de 60 N',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The angle measured from the horizontal, not from the wrench.
    'Para ajustar un bulón se necesita un momento de 40 N·m. Con una llave de 0,5 m, si la fuerza se aplica en el extremo formando 53° con la horizontal, ¿qué fuerza hay que hacer?',
    // The bar's weight not said.
    'Un cartel de 200 N cuelga del extremo de una barra horizontal de 2 m, articulada a la pared por el otro extremo. Un cable une ese mismo extremo de la barra con un punto más alto de la pared y forma 30° con la barra. ¿Cuál es la tensión del cable?',
    // The second trestle measured from B, an end never placed.
    'Un tablón homogéneo de 5 m y 400 N está apoyado en dos caballetes: uno en el extremo A y otro a 4 m de B. Un pintor de 600 N se para a 4,5 m de A. ¿Qué fuerza hace el caballete del extremo A?',
    // A load named in the question that hangs nowhere.
    'De una barra liviana de 2 m cuelgan 40 N en un extremo, 60 N en el centro y 100 N en el otro extremo. ¿A qué distancia del extremo de los 50 N hay que colgarla de un único hilo para que quede horizontal?',
    // Point B with no distance from A.
    'En el punto A de una barra actúa una fuerza de 50 N hacia arriba y en el punto B una de 20 N hacia abajo. ¿A qué distancia de B está aplicada la resultante?',
  ])('states no result: %s', (problem) => {
    expect(solveStatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: near misses found around the new readings', () => {
  it.each([
    [
      'Una barra de masa despreciable está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y a la derecha 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la derecha del apoyo para que quede en equilibrio?',
      '**m = 6 kg**',
    ],
    [
      'Una barra de masa despreciable está apoyada en su centro. Se cuelgan 6 kg a 40 cm a la izquierda del apoyo y 3 kg a 20 cm del otro lado. ¿Qué masa hay que colgar a 30 cm a la derecha del apoyo para que quede en equilibrio?',
      '**m = 6 kg**',
    ],
    [
      'Una varilla liviana se apoya en su centro. Del lado izquierdo cuelgan 4 kg a 25 cm y 2 kg a 50 cm. ¿Qué masa hay que colgar a 40 cm del lado derecho del apoyo para equilibrarla?',
      '**m = 5 kg**',
    ],
    [
      'Una barra liviana apoyada en su punto medio tiene 5 kg colgados a 20 cm a la izquierda del apoyo y 2 kg a 10 cm a la derecha. ¿Dónde hay que colgar 4 kg para equilibrarla?',
      '**d = 0,2 m (= 20 cm) a la derecha del apoyo**',
    ],
    [
      'Tres fuerzas paralelas: 10 N hacia arriba, 20 N hacia abajo y 5 N hacia arriba. ¿Cuál es el módulo de la resultante?',
      '**R = 5 N, hacia abajo**',
    ],
    [
      'Una barra homogénea de 3 m y 10 kg se apoya en un punto situado a 1 m de su extremo izquierdo. ¿Cuántos kilogramos hay que colgar en el extremo izquierdo para que quede horizontal?',
      '**m = 5 kg**',
    ],
    [
      'La resultante de dos fuerzas paralelas de igual sentido, de 30 N y 50 N, vale:',
      '**R = 80 N, en el mismo sentido que las fuerzas**',
    ],
    [
      'Calculá el módulo de la resultante de dos fuerzas paralelas de sentidos opuestos de 80 N y 35 N.',
      '**R = 45 N, en el sentido de la mayor**',
    ],
    // From the right end asked: L − x.
    [
      'Sobre una barra de 6 m actúan fuerzas paralelas hacia abajo: 40 N en el extremo izquierdo, 60 N a 2 m de ese extremo y 100 N a 5 m. ¿A qué distancia del extremo derecho está aplicada la resultante?',
      'aplicada a 2,9 m del extremo derecho',
    ],
    [
      'En el punto A de una barra actúa una fuerza de 50 N y en el punto B, a 30 cm de A, una de 20 N, ambas hacia abajo. ¿A qué distancia de B está aplicada la resultante?',
      'aplicada a 0,21 m (= 21 cm) de B',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The side said after the first load's distance is that load's own: the second has none.
    'Una barra de masa despreciable está apoyada en su centro. Se cuelgan 6 kg a 40 cm a la izquierda del apoyo y 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la derecha del apoyo para que quede en equilibrio?',
    // The load asked on the side that already turns the bar.
    'Una barra de masa despreciable está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y a la derecha 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la izquierda del apoyo para que quede en equilibrio?',
    // A support asked by what it is not; a place asked of a beam on two supports.
    'Un tablón homogéneo de 5 m y 400 N está apoyado en dos caballetes: uno en el extremo A y otro a 4 m de A. Un pintor de 600 N se para a 4,5 m de A. ¿Qué fuerza hace el caballete que no está en el extremo?',
    'Un tablón homogéneo de 5 m y 400 N está apoyado en dos caballetes: uno en el extremo A y otro a 4 m de A. Un pintor de 600 N se para a 4,5 m de A. ¿Hasta qué distancia de A puede caminar el pintor sin que el tablón vuelque?',
    // An angle given and «perpendicular» asked.
    'Para aflojar una tuerca hace falta un momento de 60 N·m. Usás una llave de 30 cm y empujás en su extremo con una fuerza que forma 30° con la llave. ¿Qué fuerza necesitás si empujás perpendicular?',
    // Sense said opposite and both forces up; the equilibrant, not the resultant.
    'Sobre una tabla actúan dos fuerzas paralelas de sentidos opuestos: una de 70 N hacia arriba y otra de 30 N hacia arriba. ¿Cuál es el módulo de la resultante?',
    'Dos fuerzas paralelas de 30 N y 50 N actúan en sentidos opuestos. ¿Cuál es el módulo de la equilibrante?',
    'Dos fuerzas paralelas de 30 N y 50 N forman un ángulo de 60°. ¿Cuál es el módulo de la resultante?',
    // The second force's sense not said, the first's said; a distance asked from nothing placed.
    'En el punto A de una barra actúa una fuerza de 50 N hacia arriba y en el punto B, a 30 cm de A, una de 20 N. ¿A qué distancia de B está aplicada la resultante?',
    'Sobre una barra actúan tres fuerzas paralelas hacia abajo: 10 N en x = 0, 20 N en x = 1 m y 30 N en x = 3 m. ¿A qué distancia del punto medio está la resultante?',
    // A wheelbarrow: the floor's force asked; an arm measured from the centre of gravity.
    'En una carretilla, la carga y la carretilla pesan en total 600 N, y ese peso actúa a 0,4 m (en horizontal) del eje de la rueda. Las manijas están a 1,2 m del eje. ¿Qué fuerza hace el piso sobre la rueda?',
    'En una carretilla, la carga y la carretilla pesan en total 600 N, y ese peso actúa a 0,4 m (en horizontal) del eje de la rueda. Las manijas están a 1,2 m del centro de gravedad. ¿Qué fuerza vertical tenés que hacer en las manijas para sostenerla levantada?',
    // The cable's angle with the wall, not with the bar.
    'Un cartel de 200 N cuelga del extremo de una barra horizontal de 2 m, de peso despreciable, articulada a la pared por el otro extremo. Un cable une ese mismo extremo de la barra con un punto más alto de la pared y forma 30° con la pared. ¿Cuál es la tensión del cable?',
  ])('states no result: %s', (problem) => {
    expect(solveStatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: a beam AB «apoyada en A y en B», a homogeneous bar with a load at each end, a lever on a bar’s midpoint', () => {
  it.each([
    // Moments about A: R_B · 6 = 40 · 3 → 20 N.
    [
      'Una viga AB de 6 m y peso despreciable, apoyada en A y en B, soporta una carga de 40 N hacia abajo en su centro. ¿Qué fuerza hace el apoyo B?',
      '**R_B (apoyo derecho) = 20 N hacia arriba**',
    ],
    // Moments about B: R_A · 6 = 40 · 4 → 26,67 N.
    [
      'Una viga AB de 6 m y peso despreciable, apoyada en A y en B, soporta 40 N hacia abajo a 2 m de A. ¿Qué fuerza hace el apoyo A?',
      '**R_A (apoyo izquierdo) ≈ 26,67 N hacia arriba**',
    ],
    // R_A · 5 = 300 · 1 → 60 N.
    [
      'Una barra AB de 5 m, de peso despreciable, descansa sobre A y B. Una carga de 300 N está a 1 m de B. ¿Qué fuerza hace el apoyo A?',
      '**R_A (apoyo izquierdo) = 60 N hacia arriba**',
    ],
    // R_B · 8 = 120 · 2 → 30 N.
    [
      'Una viga AB de 8 m y peso despreciable está apoyada en A y en B y soporta 120 N a 2 m de A. ¿Cuánto vale la reacción en B?',
      '**R_B (apoyo derecho) = 30 N hacia arriba**',
    ],
    // 20 + 30 + 30 = 80 N.
    [
      'Una barra homogénea de 20 N está apoyada en su punto medio y de cada uno de sus extremos cuelga un peso de 30 N. ¿Qué fuerza soporta el apoyo?',
      '**R = 80 N hacia arriba**',
    ],
    // 15 + 25 + 25 = 65 N.
    [
      'Una varilla uniforme de 15 N está apoyada en su centro; en cada extremo cuelga un peso de 25 N. ¿Qué fuerza hace el apoyo?',
      '**R = 65 N hacia arriba**',
    ],
    // 12 + 12 = 24 N.
    [
      'Una barra liviana está apoyada en su punto medio y en cada uno de sus extremos cuelga un peso de 12 N. ¿Qué fuerza soporta el apoyo?',
      '**R = 24 N hacia arriba**',
    ],
    // 30 · 1 = 20 · d → 1,5 m (within the 2 m half).
    [
      'Una barra de 4 m de largo y peso despreciable está apoyada en su punto medio. A 1 m del apoyo cuelga un peso de 30 N. ¿A qué distancia del apoyo, del otro lado, hay que colgar un peso de 20 N para que quede en equilibrio?',
      '**d₂ = 1,5 m del apoyo**',
    ],
    // 45 · 0,8 = 60 · d → 0,6 m.
    [
      'Una tabla de 3 m de largo, liviana, está apoyada en su centro. A 0,8 m del apoyo se cuelga un peso de 45 N. ¿A qué distancia del apoyo, del otro lado, hay que colgar uno de 60 N para equilibrarla?',
      '**d₂ = 0,6 m del apoyo**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // The load's place not said.
    'Una viga AB de 6 m y peso despreciable, apoyada en A y en B, soporta una carga de 40 N. ¿Qué fuerza hace el apoyo A?',
    // The beam's weight not said negligible.
    'Una viga AB de 6 m apoyada en A y en B soporta 40 N a 2 m de A. ¿Qué fuerza hace el apoyo A?',
    // Different loads at the ends of a bar on its middle: no equilibrium.
    'Una barra homogénea de 20 N está apoyada en su punto medio; en un extremo cuelga un peso de 30 N y en el otro uno de 50 N. ¿Qué fuerza soporta el apoyo?',
    // A homogeneous bar on a support off its middle.
    'Una barra homogénea de 20 N está apoyada a 1 m de un extremo y de cada uno de sus extremos cuelga un peso de 30 N. ¿Qué fuerza soporta el apoyo?',
    // The place found (2,25 m) is off the 1 m half of the bar.
    'Una barra de 2 m de peso despreciable está apoyada en su punto medio. A 0,9 m del apoyo cuelga un peso de 50 N. ¿A qué distancia del apoyo, del otro lado, hay que colgar un peso de 20 N para equilibrarla?',
    // The bar's weight not said negligible.
    'Una barra de 4 m de largo está apoyada en su punto medio. A 1 m del apoyo cuelga un peso de 30 N. ¿A qué distancia del apoyo, del otro lado, hay que colgar un peso de 20 N para que quede en equilibrio?',
  ])('states no result: %s', (problem) => {
    expect(solveStatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: a moment asked in N·cm, a force applied half way along the wrench', () => {
  it.each([
    // 50 · 30 = 1500 N·cm (15 N·m).
    [
      'En el extremo de una llave de 30 cm se aplica una fuerza de 50 N perpendicular a ella. ¿Cuál es el momento de esa fuerza respecto del bulón, en N·cm?',
      '**M = 1.500 N·cm (15 N·m)**',
    ],
    // 40 · 25 = 1000 N·cm.
    [
      'Con una llave de 25 cm se hace una fuerza de 40 N perpendicular al mango, en su extremo. ¿Qué momento produce, en N·cm?',
      '**M = 1.000 N·cm (10 N·m)**',
    ],
    // d = 0,4 / 2 = 0,2 m; F = 30 / 0,2 = 150 N.
    [
      'Una llave mide 40 cm. ¿Qué fuerza perpendicular hay que aplicar en la mitad de la llave para obtener un momento de 30 N·m?',
      '**F = 150 N**',
    ],
    // d = 0,6 / 2 = 0,3 m; F = 18 / 0,3 = 60 N.
    [
      'Para aflojar un bulón hace falta un momento de 18 N·m. Si la llave tiene 60 cm y la tomás en su mitad, ¿qué fuerza perpendicular tenés que hacer?',
      '**F = 60 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('states no result for a force a third of the way along, measured from an end not said', () => {
    const reply = solveStatics(
      'Una llave mide 40 cm. ¿Qué fuerza perpendicular hay que aplicar a un tercio de la llave para obtener un momento de 30 N·m?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: a lever with loads in kgf and the force asked in newtons', () => {
  it.each([
    // F · 1,5 = 150 · 0,3 → 30 kgf = 294 N.
    [
      'Con una palanca de primer género de 1,8 m se desea levantar un cuerpo de 150 kgf. El punto de apoyo está a 30 cm del cuerpo. ¿Qué fuerza debe aplicarse en el otro extremo? Expresarla en N (1 kgf = 9,8 N).',
      '**F = 294 N (30 kgf)**',
    ],
    // F · 1,6 = 80 · 0,4 → 20 kgf = 200 N with 1 kgf = 10 N.
    [
      'Una palanca de 2 m tiene en un extremo una carga de 80 kgf y el apoyo a 40 cm de ella. ¿Qué fuerza, en N, hay que hacer en el otro extremo? (1 kgf = 10 N)',
      '**F = 200 N (20 kgf)**',
    ],
    // In kgf when no unit is asked.
    [
      'Una palanca de 2 m tiene en un extremo una carga de 80 kgf y el apoyo a 40 cm de ella. ¿Qué fuerza hay que hacer en el otro extremo?',
      '**F = 20 kgf**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('states no result when the equivalence is given and no newtons are asked', () => {
    const reply = solveStatics(
      'Con una palanca de primer género de 1,8 m se desea levantar un cuerpo de 150 kgf. El punto de apoyo está a 30 cm del cuerpo. ¿Qué fuerza debe aplicarse en el otro extremo? (1 kgf = 9,8 N)',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: a lever with a mass on the bar and a force asked, in newtons with the g given', () => {
  it.each([
    // 120 · 9,8 = 1176 N at 0,3 m; F · 1,2 = 1176 · 0,3 → F = 294 N.
    [
      'Con una barra de 1,5 m se quiere levantar un cajón de 120 kg. El punto de apoyo está a 30 cm del cajón y la fuerza se hace en el otro extremo de la barra. ¿Qué fuerza hay que aplicar? Considere g = 9,8 m/s² y desprecie el peso de la barra.',
      '**F = 294 N**',
    ],
    // 200 · 10 · 0,4 / 1,6 = 500 N.
    [
      'Para mover una piedra de 200 kg se usa una barreta de 2 m; el apoyo está a 40 cm de la piedra y se empuja en el otro extremo. ¿Qué fuerza hay que hacer? (g = 10 m/s²)',
      '**F = 500 N**',
    ],
    // 60 · 10 · 0,5 / 2 = 150 N.
    [
      'Usá g = 10 m/s². Una palanca de 2,5 m tiene en un extremo un bloque de 60 kg y el apoyo a 50 cm de él. ¿Cuánta fuerza tenés que hacer en el otro extremo?',
      '**F = 150 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('states no force when no g is given: a mass is not a force', () => {
    const reply = solveStatics(
      'Para mover una piedra de 200 kg se usa una barreta de 2 m; el apoyo está a 40 cm de la piedra y se empuja en el otro extremo. ¿Qué fuerza hay que hacer?',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toMatch(/\*\*F = 50 kg\*\*/);
  });
});

describe('solveStatics: exam wordings of the vectors-and-statics set (#32)', () => {
  it.each([
    // Hinged at its end A (a bar «de 4 m» names no ends D and E): +20·1 − 30·3 − 10·4 = −110 N·m.
    [
      'Una barra de 4 m de peso despreciable está articulada en su extremo A. Sobre ella actúan, perpendiculares a la barra: 20 N hacia arriba a 1 m de A, 30 N hacia abajo a 3 m de A y 10 N hacia abajo en el otro extremo. Tomando positivo el sentido antihorario, ¿cuál es el momento resultante respecto de A?',
      '**M = -110 N·m (horario)**',
    ],
    // −40·0,5 + 15·2 = 10 N·m.
    [
      'Una varilla de 2 m, articulada en su extremo O, soporta 40 N hacia abajo a 0,5 m de O y 15 N hacia arriba en el otro extremo. Hallar el momento resultante respecto de O.',
      '**M = 10 N·m (antihorario)**',
    ],
    // Forces at the ends from their resultant: F_B = 120·0,9/1,5 = 72 N.
    [
      'Dos fuerzas paralelas del mismo sentido, aplicadas en los extremos A y B de una barra de 1,5 m, tienen una resultante de 120 N aplicada a 0,9 m de A. Calcular la fuerza aplicada en B.',
      '**F_B = 72 N**',
    ],
    // 40 cm from A: F_B = 50·0,4/0,6 ≈ 33,33 N, F_A ≈ 16,67 N.
    [
      'En los extremos A y B de una varilla de 60 cm actúan dos fuerzas paralelas de igual sentido cuya resultante vale 50 N y está a 20 cm de B. Hallá las dos fuerzas.',
      '**F_A ≈ 16,67 N**',
    ],
    // A bridge is a beam: R_B = (200·2 + 400·6)/8 = 350 N, R_A = 250 N.
    [
      'Sobre un puente de 8 m de largo y peso despreciable, apoyado en sus extremos A y B, hay dos cargas: 200 N a 2 m de A y 400 N a 6 m de A. Las reacciones en los apoyos son:',
      '**R_A (apoyo izquierdo) = 250 N hacia arriba; R_B (apoyo derecho) = 350 N hacia arriba**',
    ],
    // «están en los extremos»: 50·2/80 = 1,25 m from A.
    [
      'Dos fuerzas paralelas del mismo sentido de 30 N y 50 N están en los extremos A y B de una barra de 2 m. ¿A qué distancia de A está la resultante?',
      '**R = 80 N del mismo sentido que las fuerzas; aplicada a 1,25 m de A**',
    ],
    // The forearm about the elbow: F·4 = 50·32 → 400 N.
    [
      'El bíceps se inserta a 4 cm del codo. En la mano, a 32 cm del codo, se sostiene un peso de 50 N. ¿Qué fuerza hace el bíceps?',
      '**F₂ = 400 N**',
    ],
    // 3·10·0,3/0,05 = 180 N.
    [
      'Con el antebrazo horizontal, una persona sostiene en la mano una pesa de 3 kg a 30 cm del codo; el bíceps tira hacia arriba a 5 cm del codo. ¿Qué fuerza hace el bíceps? (g = 10 m/s²)',
      '**F = 180 N**',
    ],
    // The force asked as options ask it («… es:»): 600·0,4/1,2 = 200 N.
    [
      'Una carretilla transporta una carga de 600 N cuyo centro de gravedad está a 40 cm del eje de la rueda; las manijas están a 1,2 m del eje. La fuerza vertical que hay que hacer en las manijas para levantarla es:',
      '**F₂ = 200 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Opposite senses leave open which force is the larger.
    'Dos fuerzas paralelas de sentido contrario en los extremos A y B de una barra de 2 m tienen una resultante de 40 N a 0,5 m de A. ¿Cuánto vale la fuerza en B?',
    // A datum the reading does not use (the bar's mass).
    'Dos fuerzas paralelas del mismo sentido, aplicadas en los extremos A y B de una barra de 1,5 m y 2 kg, tienen una resultante de 120 N aplicada a 0,9 m de A. Calcular la fuerza aplicada en B.',
    // Where the place is measured from is not said.
    'Una barra de 4 m está articulada en su extremo A. Actúan 20 N hacia arriba a 1 m y 30 N hacia abajo a 3 m. ¿Cuál es el momento resultante respecto de A?',
  ])('states no result: %s', (problem) => {
    expect(solveStatics(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveStatics: a lever whose arms are both typed before the force known, each named by its clause', () => {
  it.each([
    // 150·1,6/0,4 = 600 N.
    [
      'Una carretilla funciona como palanca de segundo género: desde el eje de la rueda hasta las manijas hay 1,6 m, y la carga está a 0,4 m del eje. Si en las manijas se hace una fuerza de 150 N, ¿qué carga máxima puede llevar?',
      '**F₂ = 600 N**',
    ],
    // 200·1,5/0,5 = 600 N.
    [
      'En una carretilla la carga queda a 50 cm del eje de la rueda y las manijas están a 1,5 m del eje. Levantando las manijas con 200 N, ¿qué carga puede transportar?',
      '**F₂ = 600 N**',
    ],
    // 90·1,2/0,3 = 360 N.
    [
      'Las manijas de una carretilla están a 1,2 m del eje de la rueda; la resistencia, a 30 cm del eje. Si se hace una fuerza de 90 N en las manijas, ¿qué resistencia se vence?',
      '**F₂ = 360 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Another unit asked.
    'En una carretilla la carga queda a 50 cm del eje de la rueda y las manijas están a 1,5 m del eje. Levantando las manijas con 200 N, ¿qué carga puede transportar, en kg?',
    // The force missing.
    'En una carretilla la carga queda a 50 cm del eje de la rueda y las manijas están a 1,5 m del eje. ¿Qué carga puede transportar?',
    // Another force asked: the floor's on the wheel.
    'Una carretilla funciona como palanca de segundo género: desde el eje de la rueda hasta las manijas hay 1,6 m, y la carga está a 0,4 m del eje. Si en las manijas se hace una fuerza de 150 N, ¿qué fuerza hace el piso sobre la rueda?',
  ])('leaves %s unsure', (problem) => {
    expect(solveStatics(problem)?.certain).not.toBe(true);
  });
});

describe('solveStatics: the force the support of a seesaw makes, once the missing load is found', () => {
  it.each([
    // Bruno: 40·1,5/1,2 = 50 kg; the axle holds (40 + 50)·10 = 900 N.
    [
      'Un balancín está en equilibrio horizontal: Ana, de 40 kg, está sentada a 1,5 m del eje y Bruno, del otro lado, a 1,2 m del eje. ¿Qué fuerza hace el eje sobre el balancín? (g = 10 m/s²)',
      '**R = 900 N, hacia arriba**',
    ],
    // Father: 30·2/0,8 = 75 kg; (30 + 75)·10 = 1050 N.
    [
      'En un subibaja un nene de 30 kg se sienta a 2 m del apoyo y su papá se sienta a 0,8 m del apoyo para equilibrarlo. Usá g = 10 m/s². ¿Qué fuerza ejerce el apoyo sobre el subibaja?',
      '**R = 1.050 N, hacia arriba**',
    ],
    // Force: 300·0,5/1,5 = 100 N; 300 + 100 = 400 N.
    [
      'Una palanca de primer género sostiene una carga de 300 N a 0,5 m del apoyo; del otro lado se hace fuerza a 1,5 m del apoyo. ¿Qué fuerza soporta el apoyo?',
      '**R = 400 N, hacia arriba**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Masses and no g: the newtons are not the statement's.
    'Un balancín está en equilibrio horizontal: Ana, de 40 kg, está sentada a 1,5 m del eje y Bruno, del otro lado, a 1,2 m del eje. ¿Qué fuerza hace el eje sobre el balancín?',
    // Another unit asked.
    'Un balancín está en equilibrio horizontal: Ana, de 40 kg, está sentada a 1,5 m del eje y Bruno, del otro lado, a 1,2 m del eje. ¿Qué fuerza hace el eje sobre el balancín, en kgf? (g = 10 m/s²)',
    // Both loads on the same side of the support (a lever of the second kind): not their sum.
    'Una palanca de segundo género tiene la carga de 300 N a 0,5 m del apoyo y la fuerza se hace a 1,5 m del apoyo. ¿Qué fuerza soporta el apoyo?',
  ])('leaves %s unsure', (problem) => {
    expect(solveStatics(problem)?.certain).not.toBe(true);
  });
});

describe('solveStatics: a beam with loads in kgf answered in N with the statement’s «1 kgf = … N»', () => {
  it.each([
    // R_B·4 = 40·2 + 60·1 = 140 → 35 kgf = 343 N.
    [
      'Una pasarela homogénea de 4 m y 40 kgf está apoyada en sus extremos A y B. Una persona de 60 kgf está parada a 1 m de A. Hallar la reacción en el apoyo B, expresada en N (1 kgf = 9,8 N).',
      '**R_B (apoyo derecho) = 343 N (= 35 kgf) hacia arriba**',
    ],
    // R_A·6 = 30·3 + 15·2 = 120 → 20 kgf = 200 N with 1 kgf = 10 N.
    [
      'Un tablón homogéneo de 6 m que pesa 30 kgf descansa sobre dos caballetes ubicados en sus extremos A y B. A 2 m de B hay un balde de 15 kgf. ¿Qué fuerza hace el caballete A? Expresala en N (1 kgf = 10 N).',
      '**R_A (apoyo izquierdo) = 200 N (= 20 kgf) hacia arriba**',
    ],
    // R_A·5 = 100·2,5 + 50·3 = 400 → 80 kgf = 784 N.
    [
      'Una viga homogénea de 5 m y 100 kgf está apoyada en sus extremos A y B. Sobre ella, a 2 m de A, hay un cajón de 50 kgf. Considerando 1 kgf = 9,8 N, ¿cuánto vale la reacción en A, en newtons?',
      '**R_A (apoyo izquierdo) = 784 N (= 80 kgf) hacia arriba**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveStatics(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves the reaction asked in kgf unsure (the equivalence is then no datum it used)', () => {
    expect(
      solveStatics(
        'Una pasarela homogénea de 4 m y 40 kgf está apoyada en sus extremos A y B. Una persona de 60 kgf está parada a 1 m de A. Hallar la reacción en el apoyo B, expresada en kgf (1 kgf = 9,8 N).',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveStatics: a load or a support moved from where the statement placed it is no reading of the bar', () => {
  it.each([
    'Una viga horizontal de 6 m de longitud y peso despreciable está apoyada en sus extremos A y B. Sobre ella se coloca una carga de 1200 N a 2 m del apoyo A. Si la carga se corre hasta el centro de la viga, ¿cuánto vale ahora la reacción en cada apoyo?',
    'Un tablón de 3 m y peso despreciable descansa sobre sus extremos. Un cajón de 600 N está a 1 m del extremo izquierdo. ¿Qué fuerza hace cada apoyo si el cajón se desplaza hasta el punto medio del tablón?',
    'Una barra de 4 m apoyada en sus extremos sostiene un peso de 500 N a 1 m del extremo izquierdo. Si lo trasladan a 3 m de ese extremo, ¿cuánto soporta cada apoyo?',
  ])('declines the moved load: %s', (message) => {
    expect(solveStatics(message)).toBeUndefined();
  });

  it('still answers the bar with its load where it was placed', () => {
    const reply = solveStatics(
      'Una viga horizontal de 6 m de longitud y peso despreciable está apoyada en sus extremos A y B. Sobre ella se coloca una carga de 1200 N a 2 m del apoyo A. ¿Cuánto vale la reacción en cada apoyo?',
    );
    expect(reply?.text).toContain('800 N');
    expect(reply?.text).toContain('400 N');
  });
});

describe('solveStatics: a plank given by its length and mass «de 4 m de largo y 20 kg»; a wrench’s force made perpendicular', () => {
  it.each([
    [
      'Un tablón uniforme de 4 m de largo y 20 kg de masa se apoya horizontalmente sobre dos caballetes ubicados en sus extremos A y B. Un pintor de 70 kg se para sobre el tablón a 1 m del extremo A. Considerando g = 9,8 m/s², determine la fuerza que ejerce cada caballete sobre el tablón.',
      ['612,5 N', '269,5 N'],
    ],
    [
      'Una tabla homogénea de 3 m de longitud y 10 kg se apoya en sus extremos. Un chico de 50 kg se para a 1 m del extremo izquierdo. Usá g = 10 m/s². ¿Qué fuerza hace cada apoyo?',
      // R_B·3 = 100·1,5 + 500·1 = 650 → R_B ≈ 216,67 N; R_A = 600 − 216,67 ≈ 383,33 N.
      ['383,33 N', '216,67 N'],
    ],
    [
      'Con una llave de 25 cm se aplica en su extremo una fuerza de 40 N que forma 53° con la llave. ¿Y si la fuerza de 40 N se aplicara perpendicular a la llave? ¿Qué momento produciría?',
      ['**M = 10 N·m**'],
    ],
    [
      'Una fuerza de 80 N se aplica en el extremo de una llave de 20 cm formando 30° con el mango. ¿Qué fuerza perpendicular al mango produciría el mismo momento?',
      // M = 80 · 0,2 · 0,5 = 8 N·m; F⊥ = 8 / 0,2 = 40 N.
      ['**F⊥ = 40 N**'],
    ],
  ])('%s', (message, fragments) => {
    const reply = solveStatics(message);
    expect(reply?.certain).toBe(true);
    for (const fragment of fragments) expect(reply?.text).toContain(fragment);
  });

  it.each([
    // A force asked of a moment reading, with no «mismo momento»: not the moment.
    'Una fuerza de 80 N se aplica en el extremo de una llave de 20 cm formando 30° con el mango. ¿Qué fuerza habría que hacer para duplicar el momento?',
    // The plank's mass with no «uniforme» nor «homogéneo»: where its weight acts is not said.
    'Un tablón de 4 m de largo y 20 kg de masa se apoya sobre dos caballetes ubicados en sus extremos. Un pintor de 70 kg se para a 1 m del extremo izquierdo. Con g = 10 m/s², ¿qué fuerza hace cada caballete?',
  ])('states no result: %s', (message) => {
    expect(solveStatics(message)?.certain).not.toBe(true);
  });
});

describe('solveStatics: a beam on one end and a point inside, a load at its free end', () => {
  it.each([
    [
      'Una viga de 5 m de largo y peso despreciable se apoya en su extremo izquierdo y en un punto situado a 1 m del extremo derecho. Se cuelga una carga de 800 N a 2 m del extremo izquierdo y otra de 500 N en el extremo derecho. Determine la reacción en cada apoyo.',
      ['275 N', '1.025 N'],
    ],
    [
      'Una viga de 5 m de largo y peso despreciable se apoya en A, su extremo izquierdo, y en B, a 4 m de A. Se cuelga una carga de 800 N a 2 m de A y otra de 500 N en el extremo libre. Determine la reacción en cada apoyo.',
      ['275 N', '1.025 N'],
    ],
    [
      // R_B·3 = 600·1 + 300·4 = 1800 → R_B = 600 N; R_A = 900 − 600 = 300 N.
      'Un tablón de 4 m y peso despreciable descansa en su extremo izquierdo y en un punto a 1 m del extremo derecho. Lleva una caja de 600 N a 1 m del extremo izquierdo y un balde de 300 N en el extremo libre. ¿Qué fuerza hace cada apoyo?',
      ['300 N', '600 N'],
    ],
  ])('%s', (message, fragments) => {
    const reply = solveStatics(message);
    expect(reply?.certain).toBe(true);
    for (const fragment of fragments) expect(reply?.text).toContain(fragment);
  });

  it.each([
    // Both ends supported: no end is free.
    'Una viga de 5 m de peso despreciable está apoyada en sus extremos. Se cuelga una carga de 800 N a 2 m del extremo izquierdo y otra de 500 N en el extremo libre. ¿Qué fuerza hace cada apoyo?',
    // A load measured from B, a point inside the beam: which side of it is not said.
    'Una viga de 5 m de largo y peso despreciable se apoya en A, su extremo izquierdo, y en B, a 4 m de A. Se cuelga una carga de 800 N a 1 m de B. Determine la reacción en cada apoyo.',
  ])('states no result: %s', (message) => {
    expect(solveStatics(message)?.certain).not.toBe(true);
  });
});

describe('solveStatics: a load at the end of a bar supported at its middle is half the bar from the support', () => {
  it.each([
    [
      'En una plaza hay un subibaja de 4 m de largo con el apoyo en su centro. Un chico de 30 kg se sienta en uno de los extremos; la tabla es de peso despreciable y g = 10 m/s². ¿A qué distancia del apoyo debe sentarse su hermano, de 40 kg, para que la tabla quede en equilibrio horizontal?',
      '**d₂ = 1,5 m del apoyo**',
    ],
    [
      'Un balancín de 3 m, de peso despreciable, está apoyado en su punto medio. En un extremo se sienta una nena de 20 kg. ¿Dónde debe sentarse su papá, de 60 kg, para equilibrarlo?',
      '**d₂ = 0,5 m del apoyo**',
    ],
  ])('%s', (message, expected) => {
    const reply = solveStatics(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Both ends loaded: a question the lever's reading does not answer.
    'Un balancín de 3 m, de peso despreciable, está apoyado en su punto medio. En un extremo se sienta una nena de 20 kg y en el otro extremo un nene de 25 kg. ¿Queda en equilibrio?',
    // Supported off its middle: the end is no half-length away.
    'Un balancín de 3 m, de peso despreciable, está apoyado a 1 m de un extremo. En un extremo se sienta una nena de 20 kg. ¿Dónde debe sentarse su papá, de 60 kg, para equilibrarlo?',
  ])('states no result: %s', (message) => {
    expect(solveStatics(message)?.certain).not.toBe(true);
  });
});
