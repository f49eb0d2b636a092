/**
 * Dynamics read the way exam pages write it (#32, the set physics-exam-pages-dynamics): the stem that asks
 * with «Indique…», a force in kgf with the statement's g = 9,8, an Atwood machine in grams, the mass from a
 * net force and the motion it causes, a spring's natural length said «sin carga», a force asked in kgf, and
 * a surface tilted said «forma 25° con la horizontal». Each with variants in other words and a near miss
 * that must not be answered sure; every value worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from '../offline/engine.ts';

const reply = (message: string) => answerOfflineDetailed({ message, passages: [] });

describe('dynamics in exam-page wording, through the engine', () => {
  it.each([
    // «Indique…» asks: Fr = 0,25 · 10 · 9,8 = 24,5 N; a = (45 − 24,5)/10 = 2,05 m/s².
    [
      'Un operario tira horizontalmente de una caja de 10 kg con una fuerza de 45 N sobre un piso cuyo coeficiente de rozamiento cinético es 0,25. Considere g = 9,8 m/s². Indique la opción correcta para la aceleración de la caja.',
      'a = 2,05 m/s²',
    ],
    // Fr = 0,2 · 25 · 10 = 50 N; a = (100 − 50)/25 = 2 m/s².
    [
      'Se arrastra un baúl de 25 kg tirando horizontalmente con 100 N; el coeficiente de rozamiento cinético con el piso es 0,2. Tome g = 10 m/s². Indique la aceleración del baúl.',
      'a = 2 m/s²',
    ],
    // 20 kgf = 196 N with the statement's g = 9,8: a = 196/8 = 24,5 m/s².
    [
      'Sobre un cuerpo de 8 kg actúa una fuerza neta de 20 kgf. Si g = 9,8 m/s², la aceleración del cuerpo es:',
      'a = 24,5 m/s²',
    ],
    // 10 kgf = 98 N: a = 98/49 = 2 m/s².
    [
      'Un carro de 49 kg es empujado sobre un piso sin rozamiento por una fuerza horizontal de 10 kgf (g = 9,8 m/s²). ¿Qué aceleración adquiere?',
      'a = 2 m/s²',
    ],
    // Atwood in grams: a = (0,3 − 0,2) · 9,8/0,5 = 1,96 m/s².
    [
      'De una polea fija y sin rozamiento cuelgan, atados a los extremos de un hilo, dos cuerpos de 300 g y 200 g. Calculá la aceleración con que se mueven (g = 9,8 m/s²).',
      'a = 1,96 m/s²',
    ],
    // a = (1,5 − 0,5) · 10/2 = 5 m/s².
    [
      'Una máquina de Atwood tiene colgadas una masa de 1,5 kg y otra de 500 g. Con g = 10 m/s², ¿cuál es la aceleración del sistema?',
      'a = 5 m/s²',
    ],
    // On a table: a = 0,2 · 10/1 = 2 m/s².
    [
      'Sobre una mesa sin rozamiento hay un carrito de 800 g unido por un hilo que pasa por una polea a una pesa de 200 g que cuelga. ¿Con qué aceleración se mueven? (g = 10 m/s²)',
      'a = 2 m/s²',
    ],
    // The mass from the motion: a = (8 − 2)/4 = 1,5 m/s²; m = 45/1,5 = 30 kg.
    [
      'Una fuerza neta constante de 45 N hace que un cuerpo pase de 2 m/s a 8 m/s en 4 s. ¿Cuál es la masa del cuerpo?',
      'm = 30 kg',
    ],
    // 36 km/h = 10 m/s to rest in 5 s: |a| = 2 m/s²; m = 800/2 = 400 kg.
    [
      'Un carro que marcha a 36 km/h se detiene en 5 s por la acción de una fuerza de frenado constante de 800 N. Hallá la masa del carro.',
      'm = 400 kg',
    ],
    // a = (15² − 5²)/(2 · 50) = 2 m/s²; m = 120/2 = 60 kg.
    [
      'Una fuerza neta de 120 N lleva un carro desde 5 m/s hasta 15 m/s a lo largo de 50 m. ¿Cuál es la masa del carro?',
      'm = 60 kg',
    ],
    // The natural length «sin carga»: x = 5 cm, F = 2 kgf = 19,6 N, k = 392 N/m.
    [
      'Un resorte tiene una longitud de 20 cm sin carga. Al colgarle un cuerpo de 2 kgf su longitud pasa a ser 25 cm. La constante elástica del resorte es (g = 9,8 m/s²):',
      'k = 392 N/m',
    ],
    // x = 3 cm, F = 0,3 · 10 = 3 N, k = 100 N/m.
    [
      'Sin carga, un resorte tiene 12 cm de largo. Cuando se le cuelga una pesa de 300 g mide 15 cm. Calculá su constante elástica en N/m. Usá g = 10 m/s².',
      'k = 100 N/m',
    ],
    // F = 250 · 0,08 = 20 N = 20/9,8 ≈ 2,04 kgf.
    [
      'Un resorte de constante 250 N/m se estira 8 cm. ¿Qué fuerza, expresada en kgf, se le está aplicando? (g = 9,8 m/s²)',
      '2,04',
    ],
    // A surface tilted without «inclinado»: μe = tg 25° ≈ 0,466; tg 30° ≈ 0,577.
    [
      'Un libro está a punto de deslizar sobre una tabla cuando ésta forma un ángulo de 25° con la horizontal. ¿Cuál es el coeficiente de rozamiento estático entre el libro y la tabla?',
      '0,466',
    ],
    [
      'Una caja apoyada sobre el techo de chapa empieza a resbalar cuando el techo forma 30° con la horizontal. Determine el coeficiente de rozamiento estático.',
      '0,577',
    ],
    // A speed asked in km/h: a = 12 000/8000 = 1,5 m/s², v = 15 m/s = 54 km/h.
    [
      'Un camión de 8 t parte del reposo por una ruta horizontal impulsado por una fuerza neta constante de 12.000 N. ¿Cuál es su velocidad a los 10 s, expresada en km/h?',
      'v = 54 km/h',
    ],
    // a = 10/2 = 5 m/s², v = √(2 · 5 · 10) = 10 m/s = 36 km/h.
    [
      'Un carrito de 2 kg parte del reposo empujado por una fuerza horizontal de 10 N, sin rozamiento. ¿Qué velocidad tiene, en km/h, después de recorrer 10 m?',
      'v = 36 km/h',
    ],
    // The question names one of the two masses again: a = 1,96 m/s², d = ½ · 1,96 · 4 = 3,92 m.
    [
      'Una máquina de Atwood tiene colgados un cuerpo de 4 kg y otro de 6 kg, que parten del reposo. Usá g = 9,8 m/s². ¿Cuánto desciende el cuerpo de 6 kg en los primeros 2 s?',
      'd = 3,92 m',
    ],
    // a = 10 · 1/5 = 2 m/s², v = 2 · 1,5 = 3 m/s.
    [
      'En una máquina de Atwood cuelgan 3 kg y 2 kg, inicialmente en reposo (g = 10 m/s²). ¿Qué velocidad tiene el cuerpo de 3 kg a los 1,5 s?',
      'v = 3 m/s',
    ],
    // Thrown up an incline, the time to stop: a = 5 m/s², t = 6/5 = 1,2 s.
    [
      'Se lanza un bloque de 2 kg hacia arriba por un plano inclinado 30° sin rozamiento, con una velocidad inicial de 6 m/s. Considere g = 10 m/s². Determine el tiempo que tarda en detenerse.',
      't = 1,2 s',
    ],
    // a = 10 · (0,6 + 0,25 · 0,8) = 8 m/s², t = 8/8 = 1 s.
    [
      'Un bloque sube por una rampa inclinada 37° con una velocidad inicial de 8 m/s; el coeficiente de rozamiento cinético es 0,25 (g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8). ¿Cuánto tarda en detenerse?',
      't = 1 s',
    ],
    // The load for another stretch of the same spring: m₂ = 0,5 · 10/4 = 1,25 kg; F₂ = 12 · 7,5/3 = 30 N.
    [
      'De un resorte vertical se cuelga una pesa de 500 g y el resorte se alarga 4 cm. Considere g = 10 m/s². ¿Qué masa hay que colgarle para que se alargue 10 cm?',
      'm₂ = 1,25 kg',
    ],
    [
      'Un resorte se estira 3 cm cuando se le aplica una fuerza de 12 N. ¿Qué fuerza hay que hacer para estirarlo 7,5 cm?',
      'F₂ = 30 N',
    ],
    // An elevator's acceleration from a change of speed along a distance: |a| = 16/(2 · 2) = 4 m/s², up
    // (it goes down braking); a dynamometer hung from the ceiling marks T = 10 · 14 = 140 N.
    [
      'Un ascensor baja a 4 m/s y frena uniformemente hasta detenerse en 2 m. Del techo de la cabina cuelga un dinamómetro que sostiene un paquete de 10 kg. (g = 10 m/s²) ¿Qué marca el dinamómetro durante el frenado, en N?',
      'T = 140 N',
    ],
    // Goes up braking: |a| = 9/3 = 3 m/s², down; N = 80 · (9,8 − 3) = 544 N.
    [
      'Un ascensor sube a 3 m/s y frena uniformemente hasta detenerse en 1,5 m. ¿Qué marca la balanza sobre la que está parada una persona de 80 kg? Considere g = 9,8 m/s².',
      'N = 544 N',
    ],
    // From rest up to 2 m/s in 4 m: a = 4/8 = 0,5 m/s²; T = 1000 · 10,5 = 10 500 N.
    [
      'Un ascensor de 1.000 kg parte del reposo y sube acelerando uniformemente hasta alcanzar 2 m/s en una distancia de 4 m. ¿Cuál es la tensión del cable? (g = 10 m/s²)',
      'T = 10.500 N',
    ],
    // Two stages that change speed, the question naming one: braking, a = −3/3 = −1 m/s², T = 500 · 9.
    [
      'Un montacargas de 500 kg (con su carga) parte del reposo hacia arriba y alcanza 3 m/s en 2 s con aceleración constante; sigue subiendo y luego frena uniformemente hasta detenerse en 3 s. Tome g = 10 m/s². ¿Cuál es la tensión del cable durante el frenado?',
      'T = 4.500 N',
    ],
    // Going down, braking points up: a = 4/4 = 1 m/s², T = 800 · 11 = 8800 N.
    [
      'Un ascensor de 800 kg parte del reposo y baja; alcanza 4 m/s en 2 s, sigue a velocidad constante y después frena hasta detenerse en 4 s. ¿Cuál es la tensión del cable durante el frenado? (g = 10 m/s²)',
      'T = 8.800 N',
    ],
    // «los coeficientes … estático y cinético son 0,5 y 0,4»: F mín = 0,5 · 30 · 9,8 = 147 N.
    [
      'Un cajón de 30 kg está en reposo sobre el piso de un depósito. Los coeficientes de rozamiento estático y cinético son 0,5 y 0,4. Considere g = 9,8 m/s². ¿Qué fuerza horizontal mínima hay que aplicar para que empiece a moverse?',
      'F mín = 147 N',
    ],
    // The kinds in the other order: μc = 0,3, μe = 0,45; 100 N > 90 N, it moves: a = (100 − 60)/20 = 2 m/s².
    [
      'Una caja de 20 kg descansa sobre el piso; los coeficientes de rozamiento cinético y estático valen 0,3 y 0,45. Se la empuja horizontalmente con 100 N. ¿Qué aceleración adquiere? (g = 10 m/s²)',
      'a = 2 m/s²',
    ],
    // Two bodies hung one below the other, the upper one named after the pair and pulled up:
    // a = 80/5 − 10 = 6 m/s², T = 3 · 16 = 48 N.
    [
      'Dos bloques, de 2 kg y 3 kg, cuelgan uno debajo del otro unidos por una cuerda liviana; el de 2 kg está arriba y de él tira hacia arriba otra cuerda con una fuerza de 80 N. Tome g = 10 m/s². Halle la aceleración del sistema.',
      'a = 6 m/s² hacia arriba',
    ],
    [
      'Dos bloques, de 2 kg y 3 kg, cuelgan uno debajo del otro unidos por una cuerda liviana; el de 2 kg está arriba y de él tira hacia arriba otra cuerda con una fuerza de 80 N. Tome g = 10 m/s². Halle la tensión de la cuerda que une los bloques.',
      'T = 48 N',
    ],
    // The upper one is the lighter, named second: a = 60/5 − 10 = 2 m/s², T = 4 · 12 = 48 N.
    [
      'Dos cajas de 4 kg y 1 kg cuelgan una debajo de la otra, atadas con una soga; la de 1 kg va arriba y se la levanta con una cuerda que tira hacia arriba con 60 N (g = 10 m/s²). ¿Cuál es la tensión de la soga que une las cajas?',
      'T = 48 N',
    ],
    // Both coefficients on an incline, the body left at rest: tg 37° = 0,75 ≤ 0,8, it stays;
    // F_r = 3 · 10 · 0,6 = 18 N and the kinetic one does not act.
    [
      'Un bloque de 3 kg está apoyado sobre un plano inclinado 37°. Los coeficientes de rozamiento son μe = 0,8 y μc = 0,5. Datos: sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s². Si se lo deja en reposo, ¿cuánto vale la fuerza de rozamiento?',
      'F_r = 18 N',
    ],
    // tg 30° ≈ 0,577 ≤ 0,7: F_r = 10 · 10 · 0,5 = 50 N.
    [
      'Una caja de 10 kg permanece quieta sobre una rampa de 30°; los coeficientes de rozamiento estático y cinético son 0,7 y 0,5. ¿Cuánto vale la fuerza de rozamiento? (g = 10 m/s²)',
      'F_r = 50 N',
    ],
  ])('«%s» → %s, sure', (message, result) => {
    const answer = reply(message);
    expect(answer.certain).toBe(true);
    expect(answer.text).toContain(result);
  });

  it.each([
    // The pulling force is missing.
    'Un operario tira horizontalmente de una caja de 10 kg sobre un piso cuyo coeficiente de rozamiento cinético es 0,25. Considere g = 9,8 m/s². Indique la aceleración de la caja.',
    // With friction and no «neta», the 60 N is not the net force.
    'Una fuerza de 60 N acelera un bloque desde el reposo hasta 6 m/s en 3 s sobre un piso con rozamiento. ¿Cuál es la masa del bloque?',
    // A force asked in kgf with g = 10: 1 kgf = 9,8 N or 10 N is left open.
    'Un resorte de constante 250 N/m se estira 8 cm. ¿Qué fuerza, en kgf, se le aplica? (g = 10 m/s²)',
    // A rope at an angle is no tilted surface.
    'Una soga que forma 30° con la horizontal tira de un bloque de 5 kg con 20 N. ¿Cuál es el coeficiente de rozamiento estático?',
    // A mass the statement does not have (5 kg is neither of the two).
    'En una máquina de Atwood cuelgan 3 kg y 2 kg, inicialmente en reposo (g = 10 m/s²). ¿Qué velocidad tiene el cuerpo de 5 kg a los 1,5 s?',
    // A mass asked from a force, with no g to turn one into the other.
    'Un resorte se estira 3 cm cuando se le aplica una fuerza de 12 N. ¿Qué masa hay que colgarle para estirarlo 7,5 cm?',
    // A distance and a speed with no change of speed said: not an acceleration.
    'Un ascensor de 700 kg sube 12 m a 2 m/s. ¿Cuál es la tensión del cable?',
    // Two coefficients said of the same kind: which is which is unclear.
    'Un cajón de 30 kg está en reposo sobre el piso. Los coeficientes de rozamiento estático y estático son 0,5 y 0,4 (g = 10 m/s²). ¿Qué fuerza horizontal mínima hay que aplicar para moverlo?',
    // One below the other, but which is above is not said.
    'Dos bloques, de 2 kg y 3 kg, cuelgan uno debajo del otro unidos por una cuerda liviana; de ellos tira hacia arriba otra cuerda con una fuerza de 80 N. Tome g = 10 m/s². Halle la tensión de la cuerda que une los bloques.',
    // tg 37° = 0,75 > 0,6: it does not stay at rest, the friction is not P·sen θ.
    'Una caja de 10 kg está sobre una rampa de 37°; los coeficientes de rozamiento estático y cinético son 0,6 y 0,5. Si se la deja en reposo, ¿cuánto vale la fuerza de rozamiento? (g = 10 m/s², sen 37° = 0,6; cos 37° = 0,8)',
    // Two stages and a question that names neither.
    'Un montacargas de 500 kg parte del reposo hacia arriba y alcanza 3 m/s en 2 s; luego frena hasta detenerse en 3 s. ¿Cuál es la tensión del cable? (g = 10 m/s²)',
    // Only one length of the spring: no elongation.
    'Un resorte tiene una longitud de 20 cm sin carga. Se le cuelga un cuerpo de 2 kgf. ¿Cuál es la constante elástica del resorte?',
  ])('«%s» is not answered sure', (message) => {
    expect(reply(message).certain).toBe(false);
  });
});
