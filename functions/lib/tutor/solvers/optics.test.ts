import { describe, expect, it } from 'vitest';
import { must } from '../../../../shared/lib/must.ts';
import { solveOptics } from './optics.ts';
import { solveProblem } from './solve-problem.ts';

/** The bold answer of a certain reply, or undefined when the solver declines or leaves the problem. */
function answer(problem: string): string | undefined {
  const reply = solveOptics(problem);
  if (!reply?.certain) return undefined;
  return reply.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));
}

describe('solveOptics: light in a medium', () => {
  it('gives the speed from the index and the index from the speed', () => {
    expect(
      answer(
        'El índice de refracción de un vidrio es 1,5. ¿A qué velocidad viaja la luz dentro de él? (c = 3 · 10⁸ m/s)',
      ),
    ).toBe('**v = 2 · 10⁸ m/s**');
    expect(answer('Calculá la velocidad de la luz en el diamante, cuyo índice de refracción es 2,4.')).toBe(
      '**v = 1,25 · 10⁸ m/s**',
    );
    expect(
      answer(
        'En cierto líquido la luz viaja a 2,25 · 10⁸ m/s. ¿Cuál es su índice de refracción? (c = 3 · 10⁸ m/s) Redondeá a dos decimales.',
      ),
    ).toBe('**n ≈ 1,33**');
    expect(
      answer('La luz recorre un vidrio a 200.000 km/s. ¿Cuál es el índice de refracción del vidrio?'),
    ).toBe('**n = 1,5**');
  });

  it('gives the wavelength inside a medium and the distance light covers in a time', () => {
    expect(
      answer(
        'Una luz de 600 nm de longitud de onda en el aire entra en un vidrio de índice 1,5. ¿Cuál es su longitud de onda dentro del vidrio?',
      ),
    ).toBe('**λ₂ = 400 nm**');
    expect(
      answer('Luz de 532 nm en el vacío entra al agua (n = 1,33). ¿Qué longitud de onda tiene en el agua?'),
    ).toBe('**λ₂ = 400 nm**');
    expect(
      answer(
        'La luz del Sol tarda unos 500 s en llegar a la Tierra. ¿A qué distancia está el Sol? (c = 3 · 10⁸ m/s)',
      ),
    ).toBe('**d = 1,5 · 10¹¹ m**');
    expect(
      answer('La luz tarda 1,28 s en llegar de la Luna a la Tierra. ¿A qué distancia está la Luna en km?'),
    ).toBe('**d = 3,84 · 10⁵ km**');
  });

  it('reads a block of glass as the glass, and declines a wavelength whose medium is not said', () => {
    expect(
      answer(
        'Un rayo pasa del aire a un bloque de vidrio (n = 1,5) incidiendo con 30° respecto de la normal. Hallar el ángulo de refracción.',
      ),
    ).toBe('**θ₂ ≈ 19,47°**');
    // 600 nm in the water or in vacuum? Only a first medium of index 1 makes both the same.
    expect(
      answer(
        'Una luz de 600 nm pasa del agua (n = 1,33) al vidrio (n = 1,5). ¿Cuál es su longitud de onda en el vidrio?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Una luz de 600 nm en el agua pasa del agua (n = 1,33) al vidrio (n = 1,5). ¿Cuál es su longitud de onda en el vidrio?',
      ),
    ).toBe('**λ₂ = 532 nm**');
  });

  it('declines or leaves what it does not read: another unknown, two speeds', () => {
    expect(
      answer('Luz de 500 nm en el vacío entra al agua (n = 1,33). ¿Cuál es su frecuencia en el agua?'),
    ).toBe(undefined);
    expect(
      answer(
        'La luz viaja a 2 · 10⁸ m/s en un vidrio y a 2,25 · 10⁸ m/s en el agua. ¿Cuál es el índice del vidrio?',
      ),
    ).toBe(undefined);
  });
});

describe('solveOptics: the plane mirror', () => {
  it('gives the reflected angle, from the normal or from the surface, and the angle between both rays', () => {
    expect(
      answer(
        'Un rayo de luz incide sobre un espejo plano formando un ángulo de 35° con la normal. ¿Qué ángulo forma el rayo reflejado con la normal?',
      ),
    ).toBe('**El rayo reflejado forma 35° con la normal**');
    expect(
      answer(
        'Un rayo de luz llega a un espejo plano formando un ángulo de 30° con la superficie del espejo. ¿Qué ángulo forman entre sí el rayo incidente y el reflejado?',
      ),
    ).toBe('**Ángulo entre el rayo incidente y el reflejado = 120°**');
    expect(
      answer(
        'Un rayo de luz incide sobre un espejo plano formando 25° con la superficie. ¿Qué ángulo forma el rayo reflejado con la normal?',
      ),
    ).toBe('**El rayo reflejado forma 65° con la normal**');
    expect(
      answer(
        'Un rayo incide en un espejo plano con un ángulo de 40° respecto de la normal. ¿Cuál es el ángulo entre el rayo incidente y el reflejado?',
      ),
    ).toBe('**Ángulo entre el rayo incidente y el reflejado = 80°**');
  });

  it('places the image, and the least mirror to see oneself whole', () => {
    expect(answer('Estás parado a 2 m de un espejo plano. ¿A qué distancia de vos está tu imagen?')).toBe(
      '**La imagen está a 4 m del objeto**',
    );
    expect(
      answer('Una nena está a 3,5 m de un espejo plano. ¿A qué distancia del espejo está su imagen?'),
    ).toBe('**La imagen está a 3,5 m detrás del espejo**');
    expect(
      answer(
        'Una persona mide 1,80 m y tiene los ojos a 1,70 m del piso. ¿Qué altura mínima tiene que tener un espejo plano vertical para que se vea de cuerpo entero, y a qué altura del piso tiene que estar su borde inferior?',
      ),
    ).toBe('**Altura mínima del espejo = 0,9 m; borde inferior a 0,85 m del piso**');
  });

  it('declines a moving person or a second mirror', () => {
    expect(
      answer(
        'Una nena está a 3,5 m de un espejo plano y camina 1 m hacia él. ¿A qué distancia de ella está su imagen?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Dos espejos planos forman 60°. Un rayo incide en el primero con 30° respecto de la normal. ¿Qué ángulo forma al salir?',
      ),
    ).toBe(undefined);
  });
});

describe('solveOptics: refraction and total reflection', () => {
  it('gives the refracted angle by Snell’s law both ways, and the index from two angles', () => {
    expect(
      answer(
        'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 45°. ¿Cuál es el ángulo de refracción? Redondeá a una décima.',
      ),
    ).toBe('**θ₂ ≈ 32,1°**');
    expect(
      answer(
        'Un rayo de luz pasa del agua (n = 1,33) al aire (n = 1) con un ángulo de incidencia de 30°. ¿Cuál es el ángulo de refracción? (Redondeá a una décima de grado.)',
      ),
    ).toBe('**θ₂ ≈ 41,7°**');
    expect(
      answer(
        'Un rayo pasa del aire al vidrio (n = 1,5) incidiendo a 40° respecto de la normal. ¿Con qué ángulo se refracta?',
      ),
    ).toBe('**θ₂ ≈ 25,37°**');
    expect(
      answer(
        'Un rayo que viaja por el aire incide sobre un material transparente con un ángulo de 60° respecto de la normal, y se refracta con un ángulo de 35°. ¿Cuál es el índice de refracción del material? Redondeá a dos decimales.',
      ),
    ).toBe('**n₂ ≈ 1,51**');
    expect(
      answer(
        'Un rayo incide desde el vidrio (n = 1,5) hacia el aire con 60°. ¿Cuál es el ángulo de refracción?',
      ),
    ).toBe('**No hay refracción: el rayo sufre reflexión total**');
  });

  it('gives the critical angle and the least index for total reflection', () => {
    expect(
      answer(
        '¿Cuál es el ángulo límite para la luz que pasa de un vidrio de índice 1,5 al aire (n = 1)? Redondeá a una décima.',
      ),
    ).toBe('**θc ≈ 41,8°**');
    expect(
      answer(
        'La luz viaja dentro de un vidrio (n = 1,5) y llega a la superficie que lo separa del agua (n = 1,33). ¿Cuál es el ángulo límite para la reflexión total? Redondeá a una décima.',
      ),
    ).toBe('**θc ≈ 62,5°**');
    expect(answer('El índice de refracción del agua es 1,33. ¿Cuál es el ángulo límite agua-aire?')).toBe(
      '**θc ≈ 48,75°**',
    );
    expect(
      answer(
        'Un rayo viaja dentro de un prisma y llega a una cara que lo separa del aire con un ángulo de incidencia de 45°. ¿Cuál es el índice de refracción mínimo del prisma para que haya reflexión total en esa cara? (Redondeá a dos decimales.)',
      ),
    ).toBe('**n mínimo ≈ 1,41**');
  });

  it('gives the apparent depth seen from above', () => {
    expect(
      answer(
        'Mirando casi en vertical desde arriba, ¿a qué profundidad parece estar el fondo de una pileta de 2 m de profundidad? (Índice del agua: 1,33.) Redondeá a una décima.',
      ),
    ).toBe('**h′ ≈ 1,5 m**');
    expect(
      answer(
        'Un pez está a 80 cm de profundidad en un estanque (n = 1,33). ¿A qué profundidad parece estar visto desde arriba?',
      ),
    ).toBe('**h′ ≈ 60,15 cm**');
  });

  it('reads «n del vidrio es 1,5» and an angle with the surface', () => {
    // Incidence 90° − 30° = 60°: sen θ₂ = sen 60°/1,5 ⇒ θ₂ ≈ 35,26°.
    expect(
      answer(
        'Un haz de luz incide desde el aire sobre un vidrio con un ángulo de 30° con la superficie. Si n del vidrio es 1,5, ¿cuál es el ángulo de refracción?',
      ),
    ).toBe('**θ₂ ≈ 35,26°**');
  });

  it('reads an angle «respecto de la superficie» as measured from the surface', () => {
    // Incidence 60°: sen θ₂ = sen 60°/1,33 ⇒ θ₂ ≈ 40,63°.
    expect(
      answer(
        'Un rayo pasa del aire al agua (n = 1,33) formando un ángulo de 30° respecto de la superficie del agua. ¿Cuál es el ángulo de refracción?',
      ),
    ).toBe('**θ₂ ≈ 40,63°**');
    expect(
      answer(
        'Un rayo incide en un espejo plano formando 20° respecto de la superficie. ¿Qué ángulo forma el rayo reflejado con la normal?',
      ),
    ).toBe('**El rayo reflejado forma 70° con la normal**');
  });

  it('declines a medium whose index is missing', () => {
    expect(answer('La luz pasa del vidrio (n = 1,5) al agua. ¿Cuál es el ángulo límite?')).toBe(undefined);
    expect(
      answer(
        'Un haz de luz pasa del agua (n = 1,33) al vidrio. ¿Cuál es el ángulo de refracción si incide con 30°?',
      ),
    ).toBe(undefined);
  });
});

describe('solveOptics: lenses and spherical mirrors', () => {
  it('places the image, its size and nature, and the magnification', () => {
    // An object's height given: its image's size is stated too (the engine asks a question in parts one at a time).
    expect(
      answer(
        'Un objeto de 5 cm de altura está a 30 cm de una lente convergente de 10 cm de distancia focal. ¿A qué distancia se forma la imagen?',
      ),
    ).toBe('**q = 15 cm; altura de la imagen = 2,5 cm (invertida)**');
    expect(
      answer(
        'Un objeto se ubica a 30 cm de una lente convergente de 10 cm de distancia focal. ¿A qué distancia de la lente se forma la imagen?',
      ),
    ).toBe('**q = 15 cm**');
    expect(
      answer(
        'Un objeto está a 10 cm de un espejo cóncavo de 20 cm de distancia focal. ¿Dónde se forma la imagen? (q > 0 si es real, delante del espejo; q < 0 si es virtual, detrás.)',
      ),
    ).toBe('**q = -20 cm**');
    expect(
      answer(
        'Un objeto de 4 cm de altura está a 15 cm de una lente divergente de 10 cm de distancia focal (en valor absoluto). ¿Dónde se forma la imagen y qué altura tiene?',
      ),
    ).toBe('**q = -6 cm; altura de la imagen = 1,6 cm (derecha)**');
    expect(
      answer(
        'Un objeto de 2 cm de altura está a 15 cm de una lente convergente de 10 cm de distancia focal. ¿Dónde se forma la imagen y cómo es? (Usá 1/f = 1/p + 1/q, con q > 0 para imágenes reales.)',
      ),
    ).toBe('**q = 30 cm; imagen real, invertida, mayor (4 cm)**');
    expect(
      answer(
        'Usás como lupa una lente convergente de 5 cm de distancia focal y ponés un objeto a 4 cm de ella. ¿Cuál es el aumento de la imagen? (Usá 1/f = 1/p + 1/q y A = −q/p; redondeá a dos decimales.)',
      ),
    ).toBe('**A = 5**');
    expect(
      answer(
        'Un objeto está a 30 cm de un espejo cóncavo cuyo radio de curvatura es 40 cm. ¿A qué distancia del espejo se forma la imagen?',
      ),
    ).toBe('**q = 60 cm**');
    expect(
      answer(
        'Una lente convergente tiene 20 cm de distancia focal. Un objeto de 3 cm de alto se coloca a 60 cm de ella. ¿Qué altura tiene la imagen?',
      ),
    ).toBe('**altura de la imagen = 1,5 cm (invertida)**');
  });

  it('halves a mirror’s radius, and leaves a lens given a radius', () => {
    // f = 15 cm, p = 10 cm: 1/q = 1/15 − 1/10 ⇒ q = −30 cm.
    expect(
      answer(
        'Un espejo cóncavo tiene un radio de 30 cm. Un objeto se coloca a 10 cm. ¿Dónde se forma la imagen?',
      ),
    ).toBe('**q = -30 cm**');
    expect(
      answer('Una lente convergente de radio 20 cm tiene un objeto a 30 cm. ¿Dónde se forma la imagen?'),
    ).toBe(undefined);
  });

  it('gives the power in dioptres, alone or two lenses in contact, and the focal distance back', () => {
    expect(answer('Una lente convergente tiene una distancia focal de 50 cm. ¿Cuál es su potencia?')).toBe(
      '**P = 2 dioptrías**',
    );
    expect(
      answer(
        'Una lente divergente tiene una distancia focal de 25 cm (en valor absoluto). ¿Cuál es su potencia?',
      ),
    ).toBe('**P = -4 dioptrías**');
    expect(
      answer(
        'Se juntan dos lentes delgadas convergentes, de +2 y +3 dioptrías, en contacto. ¿Cuál es la distancia focal del sistema?',
      ),
    ).toBe('**f = 20 cm**');
    expect(answer('Una lente tiene una potencia de 5 dioptrías. ¿Cuál es su distancia focal?')).toBe(
      '**f = 20 cm**',
    );
  });

  it('declines a lens of no named kind, a focus at the object, or a datum it does not use', () => {
    expect(
      answer('Un objeto está a 30 cm de una lente de 10 cm de distancia focal. ¿Dónde se forma la imagen?'),
    ).toBe(undefined);
    expect(
      answer(
        'Un objeto está a 10 cm de una lente convergente de 10 cm de distancia focal. ¿Dónde se forma la imagen?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Un objeto está a 30 cm de una lente convergente de 10 cm de distancia focal, y la pantalla está a 50 cm. ¿A qué distancia se forma la imagen?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Una lente convergente de 50 cm de distancia focal está a 2 m de una pared. ¿Cuál es su potencia?',
      ),
    ).toBe(undefined);
  });
});

describe('solveOptics: the object from a real or virtual image', () => {
  it.each([
    // 1/p = 1/20 − 1/60 = 2/60: p = 30 cm.
    [
      'Una lente convergente de 20 cm de distancia focal forma una imagen real a 60 cm de ella. ¿A qué distancia de la lente está el objeto?',
      '**p = 30 cm**',
    ],
    // Virtual image: q = −30; 1/p = 1/10 + 1/30 = 4/30: p = 7,5 cm.
    [
      'Un espejo cóncavo de 10 cm de distancia focal da una imagen virtual a 30 cm del espejo. ¿Dónde está ubicado el objeto?',
      '**p = 7,5 cm**',
    ],
    // 1/p = 1/15 − 1/45 = 2/45: p = 22,5 cm.
    [
      'Una lente convergente de distancia focal 15 cm forma una imagen real a 45 cm. ¿A qué distancia se colocó el objeto?',
      '**p = 22,5 cm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it('states no result for an image not said real or virtual', () => {
    expect(
      solveProblem(
        'Una lente convergente de 20 cm de distancia focal forma una imagen a 60 cm de ella. ¿A qué distancia de la lente está el objeto?',
      ).certain,
    ).toBe(false);
  });
});

describe('solveOptics: the light’s speed said in words', () => {
  it.each([
    // 1,5·10¹¹ / 3·10⁸ = 500 s.
    [
      'La distancia media de la Tierra al Sol es de 1,5 × 10¹¹ m y la luz se propaga a 3 × 10⁸ m/s. Calcular el tiempo que tarda la luz del Sol en llegar a la Tierra en segundos.',
      '**t = 500 s**',
    ],
    // 3,84·10⁸ m / 3·10⁸ m/s = 1,28 s.
    [
      'La Luna está a 3,84 · 10⁸ m de la Tierra y la luz viaja a 300.000 km/s. ¿Cuánto tarda la luz en llegar de la Luna a la Tierra?',
      '**t = 1,28 s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it('keeps a speed of light in words that is not c as the speed in a medium', () => {
    // n = 3·10⁸ / 2·10⁸ = 1,5 (not the vacuum's c taken as 200.000 km/s).
    const reply = solveProblem(
      'En un plástico transparente la luz avanza a 200.000 km/s. El índice de refracción del plástico es:\nA) 0,67\nB) 1,33\nC) 1,5\nD) 2\nE) Ninguna respuesta anterior es correcta',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**n = 1,5**');
  });

  it('answers questions in a row together: the magnification and the height, and the nature', () => {
    const reply = must(
      solveOptics(
        'Un objeto de 3 cm de altura está a 15 cm de una lente convergente de 10 cm de distancia focal. ¿Cuál es el aumento y qué altura tiene la imagen? ¿Es real o virtual?',
      ),
      'a reply',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('A = -2');
    expect(reply.text).toContain('altura de la imagen = 6 cm (invertida)');
    expect(reply.text).toContain('imagen real, invertida');
  });

  it('states no result with a second distance it does not read', () => {
    expect(
      solveProblem(
        'La luz se propaga a 3 × 10⁸ m/s. Un rayo recorre 1,5 × 10¹¹ m y luego 2 × 10⁸ m. ¿Cuánto tarda en recorrer el primer tramo?',
      ).certain,
    ).toBe(false);
  });
});
