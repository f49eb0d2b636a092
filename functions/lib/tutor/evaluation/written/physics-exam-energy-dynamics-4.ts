/**
 * Dynamics, work, energy and power as UTN entrance exams ask them (#32, a new set written before any fix,
 * in our own words): Newton's second law with friction on a level floor and on an incline, a force at an
 * angle, blocks in contact or tied, a block on a table pulled by a hanging one, Atwood machines, elevators
 * (the scale's reading, the cable's tension), the work of several forces and the net work, kinetic,
 * potential and elastic energy, conservation with and without friction, power (a motor, a crane, a pump
 * lifting litres per minute, efficiency, CV and HP), impulse, recoil and collisions. Each key worked out by
 * hand and recomputed by `check`.
 *
 * First measure, before any fix (written without looking at the solvers or the engine's replies): 27/43
 * right, 23 answered sure, 0 sure and wrong. After the fixes of the same pass (readings in general, each
 * with variants and near misses in its solver's tests): 39/43 right, 35 sure, 0 wrong. Left: 20336 (a, d
 * decline over a given sen 37° the work's reading does not use; b, c), 20338 ii–iii and 20339 (parts that
 * carry an earlier part's result), 20340 c (the motor's work in a time, P·t).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2025-dinamica',
  'frm-fisica-2025-trabajo-energia',
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const ENERGY = 'mecanica.trabajo-energia';
const INCLINE = 'mecanica.trabajo-plano-inclinado';
const SPRINGS = 'mecanica.resortes';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 20312, 20313, 20314). */
const choices: readonly ExamStyleProblem[] = [
  options(
    20300,
    DYNAMICS,
    'Un bloque de 5 kg apoyado sobre una superficie horizontal es arrastrado por una fuerza horizontal de 40 N. Si el coeficiente de rozamiento dinámico entre el bloque y la superficie es 0,3, la aceleración del bloque es: (g = 10 m/s²)',
    ['8 m/s²', '5 m/s²', '3 m/s²', '2 m/s²'],
    1,
    () => [(40 - 0.3 * 5 * 10) / 5],
    'Fr = 0,3 · 5 · 10 = 15 N; a = (40 − 15)/5 = 5 m/s².',
  ),
  options(
    20301,
    DYNAMICS,
    'Se tira de un trineo de 20 kg con una soga que forma 37° con la horizontal, aplicando una fuerza de 100 N. El coeficiente de rozamiento cinético entre el trineo y la nieve es 0,2. Indique la opción correcta para la aceleración del trineo. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.',
    ['2,6 m/s²', '2 m/s²', '4 m/s²', '3,2 m/s²'],
    0,
    () => [(100 * 0.8 - 0.2 * (20 * 10 - 100 * 0.6)) / 20],
    'N = 200 − 100 · 0,6 = 140 N; Fr = 0,2 · 140 = 28 N; a = (80 − 28)/20 = 2,6 m/s².',
  ),
  options(
    20302,
    PULLEYS,
    'Dos cuerpos de 3 kg y 2 kg cuelgan de los extremos de una cuerda inextensible que pasa por una polea de masa despreciable y sin rozamiento. Considerando g = 10 m/s², la tensión de la cuerda mientras los cuerpos se mueven es:',
    ['24 N', '20 N', '30 N', '50 N'],
    0,
    () => [(2 * 3 * 2 * 10) / (3 + 2)],
    'a = (3 − 2) · 10/5 = 2 m/s²; T = 2 · (10 + 2) = 24 N.',
  ),
  options(
    20303,
    DYNAMICS,
    'Una persona de 60 kg está parada sobre una balanza dentro de un ascensor que baja frenando con una aceleración de módulo 2 m/s². ¿Qué indica la balanza? (g = 9,8 m/s²)',
    ['468 N', '588 N', '708 N', '720 N'],
    2,
    () => [60 * (9.8 + 2)],
    'Baja frenando: la aceleración apunta hacia arriba; N = m (g + a) = 60 · 11,8 = 708 N.',
  ),
  options(
    20304,
    PULLEYS,
    'El cable de un montacargas sostiene una cabina de 800 kg que sube aumentando su velocidad a razón de 1,5 m/s². Considere g = 10 m/s². La tensión del cable es:',
    ['8000 N', '6800 N', '9200 N', '1200 N'],
    2,
    () => [800 * (10 + 1.5)],
    'T − m g = m a ⇒ T = 800 · 11,5 = 9200 N.',
  ),
  options(
    20305,
    ENERGY,
    'Un chico arrastra un carrito 15 m por un piso horizontal tirando de una cuerda que forma 60° con la horizontal, con una fuerza de 50 N. El trabajo realizado por esa fuerza es:',
    ['750 J', '375 J', '649,5 J', '0 J'],
    1,
    () => [50 * 15 * Math.cos(rad(60))],
    'W = F d cos 60° = 50 · 15 · 0,5 = 375 J.',
  ),
  options(
    20306,
    ENERGY,
    'Un auto de 1.500 kg circula a 72 km/h. Su energía cinética es:',
    ['3.888 kJ', '300 kJ', '30 kJ', '600 kJ'],
    1,
    () => [(0.5 * 1500 * (72 / 3.6) ** 2) / 1000],
    '72 km/h = 20 m/s; Ec = ½ · 1500 · 400 = 300 000 J = 300 kJ.',
  ),
  options(
    20307,
    ENERGY,
    'Se lanza verticalmente hacia arriba una piedra de 200 g con una velocidad de 15 m/s. Despreciando el rozamiento con el aire y tomando g = 10 m/s², por conservación de la energía la altura máxima que alcanza es:',
    ['11,25 m', '22,5 m', '1,5 m', '7,5 m'],
    0,
    () => [15 ** 2 / (2 * 10)],
    '½ m v² = m g h ⇒ h = 225/20 = 11,25 m (la masa no interviene).',
  ),
  options(
    20308,
    SPRINGS,
    'Un bloque de 2 kg se desliza a 3 m/s sobre una mesa horizontal sin rozamiento y choca contra un resorte de constante 800 N/m. ¿Cuántos centímetros se comprime como máximo el resorte?',
    ['15 cm', '7,5 cm', '30 cm', '5 cm'],
    0,
    () => [100 * 3 * Math.sqrt(2 / 800)],
    '½ m v² = ½ k x² ⇒ x = 3 · √(2/800) = 0,15 m = 15 cm.',
  ),
  options(
    20309,
    ENERGY,
    'Un motor eleva un montacargas de 500 kg a una altura de 12 m en 20 s, con velocidad constante. La potencia desarrollada por el motor es: (g = 10 m/s²)',
    ['3 kW', '300 W', '60 kW', '6 kW'],
    0,
    () => [(500 * 10 * 12) / 20 / 1000],
    'W = m g h = 60 000 J; P = 60 000/20 = 3000 W = 3 kW.',
  ),
  options(
    20310,
    ENERGY,
    'Una bomba eleva 600 litros de agua por minuto hasta un tanque situado a 15 m de altura. Considere g = 10 m/s² y que cada litro de agua tiene 1 kg de masa. La potencia útil de la bomba es:',
    ['90 kW', '1,5 kW', '150 W', '9 kW'],
    1,
    () => [((600 / 60) * 10 * 15) / 1000],
    '600 L/min = 10 kg/s; P = 10 · 10 · 15 = 1500 W = 1,5 kW.',
  ),
  options(
    20311,
    DYNAMICS,
    'Sobre una pelota de 0,5 kg en reposo actúa una fuerza media de 200 N durante 0,02 s. La velocidad con que sale la pelota es:',
    ['4 m/s', '8 m/s', '80 m/s', '0,8 m/s'],
    1,
    () => [(200 * 0.02) / 0.5],
    'I = F Δt = 4 N·s = m v ⇒ v = 4/0,5 = 8 m/s.',
  ),
  options(
    20312,
    DYNAMICS,
    'Un vagón de 4.000 kg que se mueve a 3 m/s choca con otro de 2.000 kg que está en reposo, y quedan enganchados. La velocidad del conjunto inmediatamente después del choque es:',
    ['3 m/s', '1,5 m/s', '1 m/s', '4,5 m/s'],
    4,
    () => [(4000 * 3) / (4000 + 2000)],
    'Se conserva la cantidad de movimiento: 4000 · 3 = 6000 v ⇒ v = 2 m/s: ninguna de las anteriores.',
  ),
  options(
    20313,
    DYNAMICS,
    'Dos bloques, A de 6 kg y B de 4 kg, están en contacto sobre una superficie horizontal sin rozamiento. Se aplica una fuerza horizontal de 30 N sobre A, que a su vez empuja a B. La fuerza que A ejerce sobre B es:',
    ['18 N', '30 N', '3 N', '10 N'],
    4,
    () => [4 * (30 / (6 + 4))],
    'a = 30/10 = 3 m/s²; F_AB = m_B a = 4 · 3 = 12 N: ninguna de las anteriores.',
  ),
  options(
    20314,
    DYNAMICS,
    'Un bloque de 10 kg se lanza sobre un piso horizontal con una velocidad de 6 m/s y se detiene después de recorrer 9 m. El coeficiente de rozamiento cinético entre el bloque y el piso es: (g = 10 m/s²)',
    ['0,4', '0,1', '0,02', '2'],
    4,
    () => [6 ** 2 / (2 * 9) / 10],
    'a = v²/(2d) = 36/18 = 2 m/s² = μ g ⇒ μ = 0,2: ninguna de las anteriores.',
  ),
  options(
    20315,
    ENERGY,
    'Un carrito se suelta desde el reposo en lo alto de una rampa sin rozamiento de 180 cm de altura. ¿Con qué velocidad llega a la base? (g = 10 m/s²)',
    ['6 m/s', '36 m/s', '60 m/s', '3 m/s'],
    0,
    () => [Math.sqrt(2 * 10 * 1.8)],
    'h = 1,8 m; v = √(2 g h) = √36 = 6 m/s.',
  ),
];

/** Numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    20316,
    INCLINE,
    'Un bloque de 10 kg desliza hacia abajo por un plano inclinado 30° respecto de la horizontal. El coeficiente de rozamiento cinético entre el bloque y el plano es 0,2. Calcule la aceleración del bloque. Considere g = 9,8 m/s².',
    key(3.2, 'm/s²', 'a ≈ 3,20 m/s²'),
    () => 9.8 * (Math.sin(rad(30)) - 0.2 * Math.cos(rad(30))),
    'a = g (sen 30° − μ cos 30°) = 9,8 · (0,5 − 0,1732) ≈ 3,20 m/s².',
  ),
  numeric(
    20317,
    PULLEYS,
    'Dos bloques de 4 kg y 6 kg, unidos por una cuerda liviana, están sobre una mesa horizontal. Se tira del bloque de 6 kg con una fuerza horizontal de 50 N. El coeficiente de rozamiento de ambos bloques con la mesa es 0,2. Hallar la tensión de la cuerda que une los bloques. (g = 10 m/s²)',
    key(20, 'N', 'T = 20 N'),
    () => {
      const a = (50 - 0.2 * 10 * 10) / 10;
      return 4 * a + 0.2 * 4 * 10;
    },
    'a = (50 − 0,2 · 100)/10 = 3 m/s²; en el de 4 kg: T − 8 = 4 · 3 ⇒ T = 20 N.',
  ),
  numeric(
    20318,
    PULLEYS,
    'Un bloque de 3 kg apoyado sobre una mesa horizontal está unido, mediante una cuerda que pasa por una polea sin rozamiento, a otro bloque de 2 kg que cuelga. El coeficiente de rozamiento entre el bloque y la mesa es 0,25. Determine la aceleración del sistema. Usar g = 10 m/s².',
    key(2.5, 'm/s²', 'a = 2,5 m/s²'),
    () => (2 * 10 - 0.25 * 3 * 10) / (3 + 2),
    'a = (m₂ g − μ m₁ g)/(m₁ + m₂) = (20 − 7,5)/5 = 2,5 m/s².',
  ),
  numeric(
    20319,
    ENERGY,
    'Un camión de 8 t que viaja a 54 km/h frena hasta detenerse. Si la fuerza de frenado es constante y vale 20.000 N, calculá la distancia que recorre hasta detenerse.',
    key(45, 'm', 'd = 45 m'),
    () => (0.5 * 8000 * (54 / 3.6) ** 2) / 20000,
    '54 km/h = 15 m/s; Ec = ½ · 8000 · 225 = 900 000 J = F d ⇒ d = 45 m.',
  ),
  numeric(
    20320,
    ENERGY,
    'Un esquiador de 70 kg parte del reposo desde lo alto de una pista de 20 m de altura y llega a la base con una velocidad de 15 m/s. ¿Cuánta energía se disipó por rozamiento? (g = 10 m/s²)',
    key(6125, 'J', '6125 J'),
    () => 70 * 10 * 20 - 0.5 * 70 * 15 ** 2,
    'Ep = 70 · 10 · 20 = 14 000 J; Ec = ½ · 70 · 225 = 7875 J; disipada = 6125 J.',
  ),
  numeric(
    20321,
    ENERGY,
    'Una grúa levanta un contenedor de 2.000 kg a velocidad constante hasta una altura de 15 m en 30 s. Expresar la potencia desarrollada en CV (1 CV = 735 W; g = 9,8 m/s²).',
    key(13.33, 'CV', 'P ≈ 13,33 CV'),
    () => (2000 * 9.8 * 15) / 30 / 735,
    'P = m g h/t = 2000 · 9,8 · 15/30 = 9800 W = 9800/735 ≈ 13,33 CV.',
  ),
  numeric(
    20322,
    SPRINGS,
    'Un resorte de constante elástica 400 N/m se comprime 10 cm. ¿Qué energía potencial elástica almacena? Expresala en joules.',
    key(2, 'J', 'Ee = 2 J'),
    () => 0.5 * 400 * 0.1 ** 2,
    'Ee = ½ k x² = ½ · 400 · 0,01 = 2 J.',
  ),
  numeric(
    20323,
    SPRINGS,
    'Un resorte de constante 2.000 N/m, comprimido 20 cm, lanza verticalmente hacia arriba una pelota de 500 g. Despreciando rozamientos, ¿hasta qué altura sobre el punto de lanzamiento llega la pelota? (g = 10 m/s²)',
    key(8, 'm', 'h = 8 m'),
    () => (0.5 * 2000 * 0.2 ** 2) / (0.5 * 10),
    'Ee = ½ · 2000 · 0,04 = 40 J = m g h ⇒ h = 40/(0,5 · 10) = 8 m.',
  ),
  numeric(
    20324,
    DYNAMICS,
    'Un cañón de 1.200 kg, inicialmente en reposo, dispara horizontalmente un proyectil de 6 kg a 400 m/s. ¿Con qué velocidad retrocede el cañón?',
    key(2, 'm/s', 'v = 2 m/s'),
    () => (6 * 400) / 1200,
    '0 = 6 · 400 − 1200 v ⇒ v = 2 m/s (en sentido contrario al proyectil).',
  ),
  numeric(
    20325,
    DYNAMICS,
    'Un auto de 1.000 kg que va a 90 km/h choca contra un muro y se detiene en 0,1 s. Calcule el módulo de la fuerza media que actúa sobre el auto durante el choque.',
    key(250000, 'N', 'F = 250 000 N'),
    () => (1000 * (90 / 3.6)) / 0.1,
    '90 km/h = 25 m/s; Δp = 25 000 kg·m/s; F = Δp/Δt = 250 000 N.',
  ),
  numeric(
    20326,
    ENERGY,
    'Se empuja una caja de 25 kg a lo largo de 8 m sobre el piso con una fuerza horizontal de 120 N. El coeficiente de rozamiento entre la caja y el piso es 0,4. Calcular el trabajo neto realizado sobre la caja. g = 10 m/s².',
    key(160, 'J', 'W neto = 160 J'),
    () => (120 - 0.4 * 25 * 10) * 8,
    'W_F = 960 J; Fr = 0,4 · 250 = 100 N, W_r = −800 J; peso y normal no trabajan: W neto = 160 J.',
  ),
  numeric(
    20327,
    DYNAMICS,
    'Dentro de un ascensor, una balanza marca 540 N cuando sobre ella está parada una persona de 60 kg. ¿Cuál es el módulo de la aceleración del ascensor? (g = 10 m/s²)',
    key(1, 'm/s²', 'a = 1 m/s² (hacia abajo)'),
    () => Math.abs((540 - 60 * 10) / 60),
    'N − m g = m a ⇒ a = (540 − 600)/60 = −1 m/s²: 1 m/s² hacia abajo.',
  ),
  numeric(
    20341,
    DYNAMICS,
    'Empujás un changuito de 15 kg con una fuerza horizontal de 45 N y el changuito acelera a 2 m/s². ¿Cuánto vale la fuerza de rozamiento que actúa sobre él?',
    key(15, 'N', 'Fr = 15 N'),
    () => 45 - 15 * 2,
    'F − Fr = m a ⇒ Fr = 45 − 30 = 15 N.',
  ),
  numeric(
    20342,
    DYNAMICS,
    'Una pelota de 0,4 kg choca perpendicularmente contra una pared a 10 m/s y rebota con la misma rapidez. ¿Cuál es el módulo del impulso que recibe la pelota?',
    key(8, 'N·s', 'I = 8 N·s'),
    () => 0.4 * (10 + 10),
    'I = Δp = 0,4 · (10 − (−10)) = 8 N·s.',
  ),
];

/** In parts, a later part often using an earlier result. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    20328,
    DYNAMICS,
    'Se empuja un carro de 40 kg sobre un piso horizontal con una fuerza de 200 N dirigida hacia abajo, que forma 30° con la horizontal. El coeficiente de rozamiento cinético es 0,25. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'La fuerza normal que el piso ejerce sobre el carro.', 500, 'N', 'N = 500 N'),
      part('b', 'La fuerza de rozamiento.', 125, 'N', 'Fr = 125 N'),
      part('c', 'La aceleración del carro.', 1.21, 'm/s²', 'a ≈ 1,21 m/s²'),
    ],
    () => {
      const normal = 40 * 10 + 200 * Math.sin(rad(30));
      return [[normal], [0.25 * normal], [(200 * Math.cos(rad(30)) - 0.25 * normal) / 40]];
    },
    'N = 400 + 200 · 0,5 = 500 N; Fr = 125 N; a = (173,2 − 125)/40 ≈ 1,21 m/s².',
  ),
  parts(
    20329,
    INCLINE,
    'Un cajón de 50 kg sube por una rampa inclinada 37° tirado por una cuerda paralela a la rampa. El coeficiente de rozamiento cinético entre el cajón y la rampa es 0,3. Datos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8.',
    [
      part(
        'a',
        '¿Qué fuerza debe hacer la cuerda para que el cajón suba con velocidad constante?',
        420,
        'N',
        'F = 420 N',
      ),
      part('b', 'Si la cuerda tira con 520 N, ¿cuál es la aceleración del cajón?', 2, 'm/s²', 'a = 2 m/s²'),
    ],
    () => [[50 * 10 * 0.6 + 0.3 * 50 * 10 * 0.8], [(520 - (50 * 10 * 0.6 + 0.3 * 50 * 10 * 0.8)) / 50]],
    'F = m g sen 37° + μ m g cos 37° = 300 + 120 = 420 N; a = (520 − 420)/50 = 2 m/s².',
  ),
  parts(
    20330,
    PULLEYS,
    'En una máquina de Atwood cuelgan dos masas de 7 kg y 3 kg, inicialmente en reposo. Tome g = 10 m/s². Calcular:',
    [
      part('a', 'La aceleración de las masas.', 4, 'm/s²', 'a = 4 m/s²'),
      part('b', 'La tensión de la cuerda.', 42, 'N', 'T = 42 N'),
      part('c', 'La velocidad de las masas cuando la de 7 kg descendió 2 m.', 4, 'm/s', 'v = 4 m/s'),
    ],
    () => {
      const a = ((7 - 3) * 10) / (7 + 3);
      return [[a], [3 * (10 + a)], [Math.sqrt(2 * a * 2)]];
    },
    'a = (7 − 3) · 10/10 = 4 m/s²; T = 3 · (10 + 4) = 42 N; v = √(2 · 4 · 2) = 4 m/s.',
  ),
  parts(
    20331,
    PULLEYS,
    'Un ascensor de 600 kg (con su carga) parte del reposo y sube acelerando a 2 m/s² durante 3 s; luego sigue subiendo a velocidad constante. Considere g = 10 m/s².',
    [
      part('a', '¿Cuál es la tensión del cable mientras acelera?', 7200, 'N', 'T = 7200 N'),
      part('b', '¿Qué velocidad alcanza a los 3 s?', 6, 'm/s', 'v = 6 m/s'),
      part(
        'c',
        '¿Cuál es la tensión del cable mientras sube a velocidad constante?',
        6000,
        'N',
        'T = 6000 N',
      ),
    ],
    () => [[600 * (10 + 2)], [2 * 3], [600 * 10]],
    'T = 600 · 12 = 7200 N; v = 2 · 3 = 6 m/s; a velocidad constante T = m g = 6000 N.',
  ),
  parts(
    20332,
    INCLINE,
    'Un bloque de 4 kg se suelta desde el reposo en lo alto de un plano inclinado de 5 m de longitud y 30° de inclinación. El coeficiente de rozamiento cinético es 0,1 (g = 10 m/s²). Determinar:',
    [
      part('a', 'El trabajo realizado por el peso en todo el recorrido.', 100, 'J', 'W_P = 100 J'),
      part('b', 'El trabajo realizado por la fuerza de rozamiento.', -17.32, 'J', 'W_r ≈ −17,32 J'),
      part('c', 'La velocidad del bloque al llegar al pie del plano.', 6.43, 'm/s', 'v ≈ 6,43 m/s'),
    ],
    () => {
      const weight = 4 * 10 * 5 * Math.sin(rad(30));
      const friction = -0.1 * 4 * 10 * Math.cos(rad(30)) * 5;
      return [[weight], [friction], [Math.sqrt((2 * (weight + friction)) / 4)]];
    },
    'W_P = 40 · 5 · 0,5 = 100 J; W_r = −0,1 · 40 · 0,866 · 5 ≈ −17,32 J; ½ · 4 · v² = 82,68 J ⇒ v ≈ 6,43 m/s.',
  ),
  parts(
    20333,
    ENERGY,
    'Una bomba eleva agua desde un pozo hasta un tanque ubicado 20 m más arriba, a razón de 900 litros por minuto. El rendimiento de la bomba es del 75 %. Considere g = 10 m/s² y que 1 L de agua tiene una masa de 1 kg. Se pide:',
    [
      part('a', 'La potencia útil de la bomba.', 3000, 'W', 'P útil = 3000 W'),
      part('b', 'La potencia que consume la bomba.', 4000, 'W', 'P consumida = 4000 W'),
      part('c', 'La potencia consumida expresada en HP (1 HP = 746 W).', 5.36, 'HP', '≈ 5,36 HP'),
    ],
    () => {
      const useful = (900 / 60) * 10 * 20;
      return [[useful], [useful / 0.75], [useful / 0.75 / 746]];
    },
    '900 L/min = 15 kg/s; P útil = 15 · 10 · 20 = 3000 W; P consumida = 3000/0,75 = 4000 W ≈ 5,36 HP.',
  ),
  parts(
    20334,
    ENERGY,
    'Un motor que consume una potencia de 5 kW, con un rendimiento del 80 %, levanta a velocidad constante una carga de 400 kg. (g = 10 m/s²)',
    [
      part('a', '¿Cuál es la potencia útil del motor?', 4000, 'W', 'P útil = 4000 W'),
      part('b', '¿Con qué velocidad sube la carga?', 1, 'm/s', 'v = 1 m/s'),
      part('c', '¿Cuánto tarda en subirla 25 m?', 25, 's', 't = 25 s'),
    ],
    () => [[5000 * 0.8], [(5000 * 0.8) / (400 * 10)], [25 / ((5000 * 0.8) / (400 * 10))]],
    'P útil = 0,8 · 5000 = 4000 W = m g v ⇒ v = 4000/4000 = 1 m/s; t = 25/1 = 25 s.',
  ),
  parts(
    20335,
    DYNAMICS,
    'Una bala de 20 g que viaja horizontalmente a 300 m/s se incrusta en un bloque de madera de 980 g que está en reposo sobre una superficie horizontal. El coeficiente de rozamiento entre el bloque y la superficie es 0,3 (g = 10 m/s²).',
    [
      part(
        'a',
        'Hallar la velocidad del bloque con la bala inmediatamente después del impacto.',
        6,
        'm/s',
        'v = 6 m/s',
      ),
      part('b', 'Hallar la energía cinética que se pierde en el choque.', 882, 'J', '882 J'),
      part('c', 'Hallar la distancia que recorre el bloque hasta detenerse.', 6, 'm', 'd = 6 m'),
    ],
    () => {
      const v = (0.02 * 300) / (0.02 + 0.98);
      return [[v], [0.5 * 0.02 * 300 ** 2 - 0.5 * 1 * v ** 2], [v ** 2 / (2 * 0.3 * 10)]];
    },
    'v = 0,02 · 300/1 = 6 m/s; ΔEc = 900 − 18 = 882 J; a = μ g = 3 m/s², d = 36/6 = 6 m.',
  ),
  parts(
    20336,
    ENERGY,
    'Un trabajador arrastra una caja de 30 kg a lo largo de 10 m sobre un piso horizontal, con velocidad constante, tirando de una soga que forma 37° con la horizontal con una fuerza de 100 N (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²). Calcular:',
    [
      part('a', 'El trabajo realizado por la fuerza que aplica el trabajador.', 800, 'J', 'W_F = 800 J'),
      part('b', 'El trabajo realizado por la fuerza de rozamiento.', -800, 'J', 'W_r = −800 J'),
      part('c', 'El coeficiente de rozamiento cinético.', 0.333, '', 'μ ≈ 0,33'),
      part('d', 'El trabajo neto.', 0, 'J', 'W neto = 0 J'),
    ],
    () => [[100 * 0.8 * 10], [-100 * 0.8 * 10], [(100 * 0.8) / (30 * 10 - 100 * 0.6)], [0]],
    'W_F = 100 · 0,8 · 10 = 800 J; velocidad constante: Fr = 80 N, W_r = −800 J; N = 300 − 60 = 240 N, μ = 80/240 ≈ 0,33; W neto = 0.',
  ),
  parts(
    20337,
    ENERGY,
    'Un carrito de montaña rusa de 200 kg pasa por el punto más alto de su recorrido, a 30 m del suelo, con una velocidad de 5 m/s. Considere g = 10 m/s².',
    [
      part(
        'a',
        'Calcule la energía mecánica del carrito en ese punto (nivel de referencia: el suelo).',
        62500,
        'J',
        'Em = 62 500 J',
      ),
      part(
        'b',
        'Despreciando rozamientos, calcule su velocidad en un punto situado a 10 m de altura.',
        20.62,
        'm/s',
        'v ≈ 20,62 m/s',
      ),
      part(
        'c',
        'Si en realidad llega al suelo con 20 m/s, ¿cuánta energía se disipó?',
        22500,
        'J',
        '22 500 J',
      ),
    ],
    () => [
      [200 * 10 * 30 + 0.5 * 200 * 5 ** 2],
      [Math.sqrt(5 ** 2 + 2 * 10 * (30 - 10))],
      [200 * 10 * 30 + 0.5 * 200 * 5 ** 2 - 0.5 * 200 * 20 ** 2],
    ],
    'Em = 60 000 + 2500 = 62 500 J; v² = 25 + 2 · 10 · 20 = 425 ⇒ v ≈ 20,62 m/s; 62 500 − ½ · 200 · 400 = 22 500 J.',
  ),
];

/** Open statements with their questions on the page. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    20338,
    INCLINE,
    'Un bloque de 8 kg, inicialmente en reposo, es empujado hacia arriba por un plano inclinado 30° sin rozamiento mediante una fuerza de 60 N paralela al plano (g = 10 m/s²). i) Determine la aceleración del bloque. ii) Determine la distancia que recorre en 4 s. iii) Determine el trabajo realizado por la fuerza en ese recorrido.',
    'i) 2,5 m/s²; ii) 20 m; iii) 1200 J',
    () => [(60 - 8 * 10 * 0.5) / 8, 0.5 * 2.5 * 4 ** 2, 60 * 0.5 * 2.5 * 4 ** 2],
    'a = (60 − 40)/8 = 2,5 m/s²; d = ½ · 2,5 · 16 = 20 m; W = 60 · 20 = 1200 J.',
  ),
  page(
    'fisica',
    20339,
    SPRINGS,
    'Un resorte de constante 500 N/m está comprimido 0,2 m contra un bloque de 1 kg apoyado sobre una mesa horizontal. Al soltarlo, el bloque sale despedido. Se pide:\n1. la energía almacenada en el resorte;\n2. la velocidad con que el bloque abandona el resorte, si en ese tramo no hay rozamiento;\n3. la distancia que recorre luego sobre un tramo con coeficiente de rozamiento 0,5 hasta detenerse (g = 10 m/s²).',
    '1. 10 J; 2. 4,47 m/s; 3. 2 m',
    () => [
      0.5 * 500 * 0.2 ** 2,
      Math.sqrt((2 * 0.5 * 500 * 0.2 ** 2) / 1),
      (0.5 * 500 * 0.2 ** 2) / (0.5 * 1 * 10),
    ],
    'Ee = ½ · 500 · 0,04 = 10 J; v = √(2 · 10/1) ≈ 4,47 m/s; μ m g d = 10 J ⇒ d = 2 m.',
  ),
  page(
    'fisica',
    20340,
    ENERGY,
    'Un auto de 1.200 kg marcha por una ruta horizontal a velocidad constante de 90 km/h. Las fuerzas que se oponen al movimiento (rozamiento y aire) suman 800 N.\na) ¿Qué fuerza debe hacer el motor?\nb) ¿Qué potencia desarrolla, en kW?\nc) ¿Qué trabajo realiza el motor en 10 minutos?',
    'a) 800 N; b) 20 kW; c) 1,2 · 10⁷ J',
    () => [800, (800 * 25) / 1000, 800 * 25 * 600],
    'Velocidad constante: F = 800 N; 90 km/h = 25 m/s, P = 800 · 25 = 20 000 W = 20 kW; W = P t = 20 000 · 600 = 1,2 · 10⁷ J.',
  ),
];

export const physicsExamEnergyDynamics4Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
