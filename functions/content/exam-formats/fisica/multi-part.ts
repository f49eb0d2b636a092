import { ELECTRONVOLT as EV, PLANCK as H, LIGHT_SPEED as LIGHT } from '../../../lib/science/constants.ts';
import type { Exercise } from '../../schema.ts';
import { figures } from '../figures.ts';
import { choice, deg, key, toDeg, typed, worked } from '../parts.ts';

const G = 10;
const C_WATER = 4186;
const K = 9e9;

/**
 * Física problems in parts (a, b, c), as the entrance exams write their developed problems (#31): one
 * statement with the data, each part graded on its own and worth its own points. Written by us.
 */
export const problems: Exercise[] = [
  {
    id: 'fis-mecanica-901',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    kind: 'multi-part',
    question:
      'Un auto parte del reposo y acelera de manera uniforme a 2,5 m/s² durante 8 s; después sigue con la velocidad alcanzada durante 12 s más, como muestra el gráfico.',
    figure: figures.velocityTime,
    parts: [
      typed('¿Qué velocidad tiene a los 8 s?', 1, key(20, 'm/s')),
      typed('¿Qué distancia recorre en total en los 20 s?', 2, key(320, 'm')),
    ],
    explanation: worked(
      [
        'Primer tramo (MRUV desde el reposo): $v_1 = a \\cdot t = 2{,}5 \\cdot 8 = 20$ m/s.',
        'Distancia del primer tramo: $d_1 = \\frac{1}{2} a t^2 = \\frac{1}{2} \\cdot 2{,}5 \\cdot 8^2 = 80$ m (el área del triángulo bajo la recta).',
        'Segundo tramo (MRU): $d_2 = v_1 \\cdot t = 20 \\cdot 12 = 240$ m. En total, $80 + 240 = 320$ m.',
      ],
      'a) 20 m/s; b) 320 m.',
    ),
    check: { compute: () => [2.5 * 8, (8 * 2.5 * 8) / 2 + 2.5 * 8 * 12] },
  },
  {
    id: 'fis-mecanica-902',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    kind: 'multi-part',
    question:
      'Desde la azotea de un edificio de 30 m de altura se lanza una piedra verticalmente hacia arriba a 25 m/s. Usá g = 10 m/s² y despreciá el rozamiento con el aire.',
    parts: [
      typed('¿A qué altura sobre el suelo llega como máximo? Redondeá a dos decimales.', 1, key(61.25, 'm')),
      typed('¿Cuánto tarda, desde que se lanza, en llegar al suelo?', 2, key(6, 's')),
    ],
    explanation: worked(
      [
        'En la altura máxima la velocidad es cero: sube $\\frac{v_0^2}{2g} = \\frac{25^2}{20} = 31{,}25$ m sobre la azotea, es decir, $30 + 31{,}25 = 61{,}25$ m sobre el suelo.',
        'Con el suelo como origen: $y(t) = 30 + 25t - 5t^2$. Llega al suelo cuando $y = 0$: $5t^2 - 25t - 30 = 0$, o sea $t^2 - 5t - 6 = 0$.',
        'Las raíces son $t = 6$ y $t = -1$; el tiempo negativo no tiene sentido físico.',
      ],
      'a) 61,25 m; b) 6 s.',
    ),
    check: {
      compute: () => [30 + 25 ** 2 / (2 * G), (25 + Math.sqrt(25 ** 2 + 4 * 5 * 30)) / (2 * 5)],
    },
  },
  {
    id: 'fis-mecanica-903',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    kind: 'multi-part',
    question:
      'Un proyectil se dispara desde el suelo horizontal a 40 m/s formando 30° con la horizontal, como muestra la figura. Usá g = 10 m/s² y despreciá el rozamiento con el aire.',
    figure: figures.projectile,
    parts: [
      typed('¿Cuánto tiempo está en el aire?', 1, key(4, 's')),
      typed(
        '¿A qué distancia horizontal del punto de partida vuelve al suelo? Redondeá a una décima.',
        2,
        key(138.6, 'm', { tolerance: { absolute: 0.06 } }),
      ),
      typed('¿Qué altura máxima alcanza?', 1, key(20, 'm')),
    ],
    explanation: worked(
      [
        'Componentes de la velocidad inicial: $v_x = 40 \\cos 30^\\circ \\approx 34{,}64$ m/s y $v_y = 40 \\operatorname{sen} 30^\\circ = 20$ m/s.',
        'Tiempo de vuelo: $t = \\frac{2 v_y}{g} = \\frac{2 \\cdot 20}{10} = 4$ s.',
        'Alcance: $x = v_x \\cdot t = 34{,}64 \\cdot 4 \\approx 138{,}6$ m. Altura máxima: $h = \\frac{v_y^2}{2g} = \\frac{400}{20} = 20$ m.',
      ],
      'a) 4 s; b) ≈ 138,6 m; c) 20 m.',
    ),
    check: {
      compute: () => {
        const vx = 40 * Math.cos(deg(30));
        const vy = 40 * Math.sin(deg(30));
        return [(2 * vy) / G, (2 * vx * vy) / G, vy ** 2 / (2 * G)];
      },
    },
  },
  {
    id: 'fis-mecanica-904',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    kind: 'multi-part',
    question:
      'Dos bloques de 4 kg y 6 kg están apoyados uno contra otro sobre un piso horizontal sin rozamiento. Una fuerza horizontal de 30 N empuja al de 4 kg, como muestra la figura.',
    figure: figures.twoBlocks,
    parts: [
      typed('¿Qué aceleración tiene el conjunto?', 1, key(3, 'm/s²')),
      typed('¿Con qué fuerza empuja el bloque de 4 kg al de 6 kg?', 2, key(18, 'N')),
    ],
    explanation: worked(
      [
        'Los dos bloques se mueven juntos: $a = \\frac{F}{m_1 + m_2} = \\frac{30}{10} = 3$ m/s².',
        'Sobre el bloque de 6 kg la única fuerza horizontal es la de contacto: $F_c = m_2 \\cdot a = 6 \\cdot 3 = 18$ N.',
        'Comprobación con el bloque de 4 kg: $30 - F_c = 4 \\cdot 3 = 12$, de donde $F_c = 18$ N.',
      ],
      'a) 3 m/s²; b) 18 N.',
    ),
    check: { compute: () => [30 / (4 + 6), 30 - 4 * (30 / 10)] },
  },
  {
    id: 'fis-mecanica-905',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    kind: 'multi-part',
    question:
      'En la máquina de Atwood de la figura cuelgan 3 kg de un lado y 5 kg del otro, de una soga liviana que pasa por una polea ideal. Usá g = 10 m/s².',
    figure: figures.atwood,
    parts: [
      typed(
        '¿Con qué aceleración se mueven los cuerpos? Redondeá a una décima.',
        2,
        key(2.5, 'm/s²', { tolerance: { absolute: 0.06 } }),
      ),
      typed(
        '¿Cuánto vale la tensión de la soga? Redondeá a una décima.',
        2,
        key(37.5, 'N', { tolerance: { absolute: 0.06 } }),
      ),
    ],
    explanation: worked(
      [
        'El de 5 kg baja y el de 3 kg sube. Para el de 5 kg: $50 - T = 5a$; para el de 3 kg: $T - 30 = 3a$.',
        'Sumando: $20 = 8a$, así que $a = 2{,}5$ m/s².',
        'Reemplazando: $T = 30 + 3 \\cdot 2{,}5 = 37{,}5$ N.',
      ],
      'a) 2,5 m/s²; b) 37,5 N.',
    ),
    check: {
      compute: () => {
        const a = ((5 - 3) * G) / (5 + 3);
        return [a, 5 * (G - a)];
      },
    },
  },
  {
    id: 'fis-mecanica-906',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-plano-inclinado',
    kind: 'multi-part',
    question:
      'Un bloque de 5 kg sube 4 m por un plano inclinado 30°, arrastrado por una fuerza de 40 N paralela al plano, como muestra la figura. El coeficiente de rozamiento es 0,2. Usá g = 10 m/s².',
    figure: figures.incline,
    parts: [
      typed('¿Qué trabajo hace la fuerza de 40 N?', 1, key(160, 'J', { acceptedUnits: ['N·m'] })),
      typed('¿Qué trabajo hace el peso?', 1, key(-100, 'J', { acceptedUnits: ['N·m'] })),
      typed(
        '¿Qué trabajo hace el rozamiento? Redondeá a dos decimales.',
        2,
        key(-34.64, 'J', { acceptedUnits: ['N·m'] }),
      ),
    ],
    explanation: worked(
      [
        'La fuerza tiene la dirección del desplazamiento: $W_F = 40 \\cdot 4 = 160$ J.',
        'El peso se opone a la subida con su componente paralela $m g \\operatorname{sen} 30^\\circ = 25$ N: $W_P = -25 \\cdot 4 = -100$ J (o $-m g h$, con $h = 4 \\operatorname{sen} 30^\\circ = 2$ m).',
        'La normal vale $m g \\cos 30^\\circ \\approx 43{,}30$ N y el rozamiento $0{,}2 \\cdot 43{,}30 \\approx 8{,}66$ N, contra el movimiento: $W_r \\approx -8{,}66 \\cdot 4 \\approx -34{,}64$ J.',
      ],
      'a) 160 J; b) −100 J; c) ≈ −34,64 J.',
    ),
    check: {
      compute: () => {
        const h = 4 * Math.sin(deg(30));
        return [40 * 4, -5 * G * h, -0.2 * 5 * G * Math.cos(deg(30)) * 4];
      },
    },
  },
  {
    id: 'fis-mecanica-907',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'multi-part',
    question:
      'Un cuerpo de 2 kg se suelta desde el reposo a 20 m de altura y cae libremente. Usá g = 10 m/s² y tomá el suelo como nivel de referencia.',
    parts: [
      typed('¿Qué energía potencial tiene al soltarlo?', 1, key(400, 'J')),
      typed('¿Con qué rapidez llega al suelo?', 1, key(20, 'm/s')),
      typed(
        '¿Qué rapidez tiene cuando está a 10 m del suelo? Redondeá a dos decimales.',
        2,
        key(14.14, 'm/s'),
      ),
    ],
    explanation: worked(
      [
        '$E_p = m g h = 2 \\cdot 10 \\cdot 20 = 400$ J.',
        'Sin rozamiento la energía mecánica se conserva: al llegar al suelo $\\frac{1}{2} \\cdot 2 \\cdot v^2 = 400$, de donde $v = 20$ m/s.',
        'A 10 m del suelo le quedan 200 J de potencial; los otros 200 J son cinéticos: $v^2 = 200$, $v \\approx 14{,}14$ m/s.',
      ],
      'a) 400 J; b) 20 m/s; c) ≈ 14,14 m/s.',
    ),
    check: { compute: () => [2 * G * 20, Math.sqrt(2 * G * 20), Math.sqrt(2 * G * (20 - 10))] },
  },
  {
    id: 'fis-mecanica-908',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.fuerzas-paralelas',
    kind: 'multi-part',
    question:
      'Sobre los extremos de una barra de 3 m, de peso despreciable, actúan dos fuerzas paralelas del mismo sentido: 200 N en el extremo A y 400 N en el extremo B, como muestra la figura.',
    figure: figures.parallelForces,
    parts: [
      typed('¿Cuánto vale la resultante?', 1, key(600, 'N')),
      typed('¿A qué distancia del extremo A está su punto de aplicación?', 2, key(2, 'm')),
    ],
    explanation: worked(
      [
        'Fuerzas paralelas del mismo sentido: la resultante es la suma, $R = 200 + 400 = 600$ N, con el mismo sentido.',
        'Su punto de aplicación cumple $F_A \\cdot d_A = F_B \\cdot d_B$ con $d_A + d_B = 3$ m: $200 \\, d_A = 400 \\, (3 - d_A)$.',
        'Entonces $600 \\, d_A = 1200$ y $d_A = 2$ m: queda más cerca de la fuerza mayor.',
      ],
      'a) 600 N; b) a 2 m de A.',
    ),
    check: { compute: () => [200 + 400, (400 * 3) / (200 + 400)] },
  },
  {
    id: 'fis-mecanica-909',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.hidrostatica',
    kind: 'multi-part',
    question:
      'Un submarino está a 12 m de profundidad en agua de densidad 1000 kg/m³. Usá g = 10 m/s² y considerá solo la presión del agua (sin la atmosférica).',
    parts: [
      typed('¿Qué presión ejerce el agua a esa profundidad?', 1, key(120000, 'Pa')),
      typed('¿Qué fuerza hace el agua sobre una escotilla de 0,5 m²?', 1, key(60000, 'N')),
    ],
    explanation: worked(
      [
        'Presión hidrostática: $p = \\rho g h = 1000 \\cdot 10 \\cdot 12 = 120\\,000$ Pa.',
        'La fuerza sobre la escotilla es la presión por el área: $F = p \\cdot A = 120\\,000 \\cdot 0{,}5 = 60\\,000$ N.',
      ],
      'a) 120.000 Pa; b) 60.000 N.',
    ),
    check: { compute: () => [1000 * G * 12, 1000 * G * 12 * 0.5] },
  },
  {
    id: 'fis-mecanica-910',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    kind: 'multi-part',
    question:
      'Dos móviles se mueven sobre la misma recta, como muestra el gráfico: A sale del origen a 15 m/s y, en el mismo instante, B sale de x = 600 m hacia A a 25 m/s, ambos con velocidad constante.',
    figure: figures.positionTime,
    parts: [
      typed('¿Cuánto tardan en encontrarse?', 1, key(15, 's')),
      typed('¿A qué distancia del origen se encuentran?', 1, key(225, 'm')),
    ],
    explanation: worked(
      [
        'Ecuaciones horarias: $x_A = 15t$ y $x_B = 600 - 25t$.',
        'Se encuentran cuando $x_A = x_B$: $15t = 600 - 25t$, $40t = 600$, $t = 15$ s.',
        'Posición: $x = 15 \\cdot 15 = 225$ m (y también $600 - 25 \\cdot 15 = 225$ m).',
      ],
      'a) 15 s; b) a 225 m del origen.',
    ),
    check: { compute: () => [600 / (15 + 25), 600 - 25 * (600 / (15 + 25))] },
  },
  {
    id: 'fis-mecanica-911',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.conversion-unidades',
    kind: 'multi-part',
    question:
      'En una ferretería venden un caño de 2 pulgadas de diámetro y 15 pies de largo (1 pulgada = 2,54 cm; 1 pie = 30,48 cm).',
    parts: [
      typed('¿Cuánto mide el diámetro en centímetros?', 1, key(5.08, 'cm')),
      typed('¿Cuánto mide el largo en metros? Redondeá a dos decimales.', 1, key(4.57, 'm')),
    ],
    explanation: worked(
      [
        'Diámetro: $2 \\cdot 2{,}54 = 5{,}08$ cm.',
        'Largo: $15 \\cdot 30{,}48 = 457{,}2$ cm; como 1 m = 100 cm, son $4{,}572$ m, unos $4{,}57$ m.',
      ],
      'a) 5,08 cm; b) ≈ 4,57 m.',
    ),
    check: { compute: () => [2 * 2.54, (15 * 30.48) / 100] },
  },
  {
    id: 'fis-mecanica-912',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.vectores-productos',
    kind: 'multi-part',
    question: 'Dados los vectores $\\vec{A} = (2;\\ -1;\\ 3)$ y $\\vec{B} = (1;\\ 4;\\ -2)$ en el espacio:',
    parts: [
      typed('¿Cuánto vale el producto escalar $\\vec{A} \\cdot \\vec{B}$?', 1, key(-8)),
      typed(
        '¿Cuánto vale el módulo del producto vectorial $\\vec{A} \\times \\vec{B}$? Redondeá a dos decimales.',
        2,
        key(15.17),
      ),
      choice('¿Qué ángulo forman los vectores?', 1, ['Agudo', 'Recto', 'Obtuso', 'Llano'], 2),
    ],
    explanation: worked(
      [
        'Producto escalar: $2 \\cdot 1 + (-1) \\cdot 4 + 3 \\cdot (-2) = 2 - 4 - 6 = -8$.',
        'Producto vectorial: $\\vec{A} \\times \\vec{B} = ((-1)(-2) - 3 \\cdot 4;\\ 3 \\cdot 1 - 2 \\cdot (-2);\\ 2 \\cdot 4 - (-1) \\cdot 1) = (-10;\\ 7;\\ 9)$, de módulo $\\sqrt{100 + 49 + 81} = \\sqrt{230} \\approx 15{,}17$.',
        'Como el producto escalar es negativo, el coseno del ángulo es negativo: el ángulo es obtuso.',
      ],
      'a) −8; b) ≈ 15,17; c) obtuso.',
    ),
    check: {
      compute: () => {
        const a = [2, -1, 3] as const;
        const b = [1, 4, -2] as const;
        const cross = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
        return [a[0] * b[0] + a[1] * b[1] + a[2] * b[2], Math.hypot(...cross), []];
      },
    },
  },
  {
    id: 'fis-termodinamica-901',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multi-part',
    question:
      'En un recipiente aislado se mezclan 300 g de agua a 80 °C con 200 g de agua a 20 °C. El calor específico del agua es 4186 J/(kg·°C).',
    parts: [
      typed('¿Cuál es la temperatura de equilibrio?', 1, key(56, '°C')),
      typed(
        '¿Cuánto calor cede el agua caliente? Redondeá al joule.',
        2,
        key(30139, 'J', { tolerance: { absolute: 1 } }),
      ),
    ],
    explanation: worked(
      [
        'El calor que cede el agua caliente lo gana la fría: $0{,}3 \\cdot c \\cdot (80 - T) = 0{,}2 \\cdot c \\cdot (T - 20)$.',
        'Simplificando $c$: $24 - 0{,}3T = 0{,}2T - 4$, de donde $T = 56$ °C.',
        'Calor cedido: $Q = 0{,}3 \\cdot 4186 \\cdot (80 - 56) = 30\\,139{,}2$ J, unos $30\\,139$ J.',
      ],
      'a) 56 °C; b) ≈ 30.139 J.',
    ),
    check: {
      compute: () => {
        const t = (0.3 * 80 + 0.2 * 20) / (0.3 + 0.2);
        return [t, 0.3 * C_WATER * (80 - t)];
      },
    },
  },
  {
    id: 'fis-termodinamica-902',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'multi-part',
    question: 'Hay 2 mol de un gas ideal a 27 °C y 1 atm. Usá R = 0,082 atm·L/(mol·K) y T(K) = T(°C) + 273.',
    parts: [
      typed(
        '¿Qué volumen ocupa? Redondeá a una décima.',
        1,
        key(49.2, 'L', { tolerance: { absolute: 0.06 } }),
      ),
      typed(
        'Si se lo calienta a presión constante hasta 177 °C, ¿qué volumen ocupa? Redondeá a una décima.',
        2,
        key(73.8, 'L', { tolerance: { absolute: 0.06 } }),
      ),
    ],
    explanation: worked(
      [
        '$T = 27 + 273 = 300$ K. De $pV = nRT$: $V = \\frac{2 \\cdot 0{,}082 \\cdot 300}{1} = 49{,}2$ L.',
        'A presión constante, $\\frac{V_1}{T_1} = \\frac{V_2}{T_2}$, con $T_2 = 177 + 273 = 450$ K.',
        '$V_2 = 49{,}2 \\cdot \\frac{450}{300} = 73{,}8$ L.',
      ],
      'a) 49,2 L; b) 73,8 L.',
    ),
    check: { compute: () => [2 * 0.082 * 300, 2 * 0.082 * 450] },
  },
  {
    id: 'fis-termodinamica-903',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.dilatacion',
    kind: 'multi-part',
    question:
      'Una barra de aluminio mide 2 m a 20 °C y se la calienta hasta 70 °C. El coeficiente de dilatación lineal del aluminio es $2{,}4 \\cdot 10^{-5}$ 1/°C.',
    parts: [
      typed('¿Cuánto se alarga, en milímetros?', 1, key(2.4, 'mm')),
      typed('¿Cuánto mide al final, en metros?', 1, key(2.0024, 'm', { tolerance: { absolute: 0.00001 } })),
    ],
    explanation: worked(
      [
        '$\\Delta L = \\alpha \\cdot L_0 \\cdot \\Delta T = 2{,}4 \\cdot 10^{-5} \\cdot 2 \\cdot 50 = 0{,}0024$ m $= 2{,}4$ mm.',
        'Longitud final: $2 + 0{,}0024 = 2{,}0024$ m.',
      ],
      'a) 2,4 mm; b) 2,0024 m.',
    ),
    check: { compute: () => [2.4e-5 * 2 * 50 * 1000, 2 * (1 + 2.4e-5 * 50)] },
  },
  {
    id: 'fis-ondas-901',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multi-part',
    question: 'Por una cuerda tensa viaja una onda de 50 Hz cuya longitud de onda es de 0,8 m.',
    parts: [
      typed('¿A qué velocidad se propaga?', 1, key(40, 'm/s')),
      typed('¿Cuál es su período?', 1, key(0.02, 's', { tolerance: { absolute: 0.0001 } })),
      typed('¿Qué distancia recorre un frente de onda en 3 s?', 1, key(120, 'm')),
    ],
    explanation: worked(
      [
        '$v = \\lambda \\cdot f = 0{,}8 \\cdot 50 = 40$ m/s.',
        '$T = \\frac{1}{f} = \\frac{1}{50} = 0{,}02$ s.',
        'La onda avanza con velocidad constante: $d = v \\cdot t = 40 \\cdot 3 = 120$ m.',
      ],
      'a) 40 m/s; b) 0,02 s; c) 120 m.',
    ),
    check: { compute: () => [0.8 * 50, 1 / 50, 0.8 * 50 * 3] },
  },
  {
    id: 'fis-ondas-902',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.mas-pendulo',
    kind: 'multi-part',
    question: 'Un péndulo simple tiene 2,45 m de largo y oscila con amplitud pequeña. Usá g = 9,8 m/s².',
    parts: [
      typed('¿Cuál es su período? Redondeá a dos decimales.', 2, key(3.14, 's')),
      typed(
        '¿Cuántas oscilaciones completas hace en un minuto?',
        1,
        key(19, 'oscilaciones', { askUnit: false, tolerance: { absolute: 0.4 } }),
      ),
    ],
    explanation: worked(
      [
        '$T = 2\\pi \\sqrt{\\frac{L}{g}} = 2\\pi \\sqrt{\\frac{2{,}45}{9{,}8}} = 2\\pi \\sqrt{0{,}25} = \\pi \\approx 3{,}14$ s.',
        'En 60 s entran $\\frac{60}{3{,}14} \\approx 19{,}1$ períodos: 19 oscilaciones completas.',
      ],
      'a) ≈ 3,14 s; b) 19 oscilaciones.',
    ),
    check: {
      compute: () => {
        const period = 2 * Math.PI * Math.sqrt(2.45 / 9.8);
        return [period, Math.floor(60 / period)];
      },
    },
  },
  {
    id: 'fis-electricidad-901',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multi-part',
    question:
      'En el circuito de la figura, una fuente de 12 V alimenta una resistencia de 2 Ω en serie con dos resistencias en paralelo, de 6 Ω y 3 Ω.',
    figure: figures.mixedCircuit,
    parts: [
      typed('¿Cuánto vale la resistencia equivalente del circuito?', 1, key(4, 'Ω')),
      typed('¿Qué corriente entrega la fuente?', 1, key(3, 'A')),
      typed('¿Qué corriente circula por la resistencia de 6 Ω?', 2, key(1, 'A')),
    ],
    explanation: worked(
      [
        'Paralelo: $\\frac{1}{R_p} = \\frac{1}{6} + \\frac{1}{3} = \\frac{1}{2}$, así que $R_p = 2$ Ω. En serie con la de 2 Ω: $R_{eq} = 4$ Ω.',
        'Ley de Ohm: $I = \\frac{12}{4} = 3$ A.',
        'La resistencia de 2 Ω se lleva $3 \\cdot 2 = 6$ V; sobre el paralelo quedan 6 V, y por la de 6 Ω circulan $\\frac{6}{6} = 1$ A.',
      ],
      'a) 4 Ω; b) 3 A; c) 1 A.',
    ),
    check: {
      compute: () => {
        const parallel = (6 * 3) / (6 + 3);
        const current = 12 / (2 + parallel);
        return [2 + parallel, current, (current * parallel) / 6];
      },
    },
  },
  {
    id: 'fis-electricidad-902',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.potencia-energia',
    kind: 'multi-part',
    question: 'Una estufa eléctrica de 1500 W se conecta a la red de 220 V y funciona 4 horas.',
    parts: [
      typed('¿Qué corriente circula por ella? Redondeá a dos decimales.', 1, key(6.82, 'A')),
      typed('¿Cuánta energía consume, en kWh?', 1, key(6, 'kWh')),
      typed(
        'Si el kWh cuesta 150 pesos, ¿cuánto cuesta esa energía?',
        1,
        key(900, 'pesos', { askUnit: false }),
      ),
    ],
    explanation: worked(
      [
        '$I = \\frac{P}{V} = \\frac{1500}{220} \\approx 6{,}82$ A.',
        '$E = P \\cdot t = 1{,}5 \\text{ kW} \\cdot 4 \\text{ h} = 6$ kWh.',
        'Costo: $6 \\cdot 150 = 900$ pesos.',
      ],
      'a) ≈ 6,82 A; b) 6 kWh; c) 900 pesos.',
    ),
    check: { compute: () => [1500 / 220, (1500 / 1000) * 4, (1500 / 1000) * 4 * 150] },
  },
  {
    id: 'fis-electricidad-903',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.carga-campo',
    kind: 'multi-part',
    question:
      'Una carga de $+4\\ \\mu\\text{C}$ está en x = 0 y otra de $-2\\ \\mu\\text{C}$ en x = 0,3 m. Usá $k = 9 \\cdot 10^{9}$ N·m²/C².',
    parts: [
      typed(
        '¿Cuánto vale el módulo de la fuerza entre ellas? Redondeá a una décima.',
        1,
        key(0.8, 'N', { tolerance: { absolute: 0.006 } }),
      ),
      choice('¿Esa fuerza es de atracción o de repulsión?', 1, ['De atracción', 'De repulsión'], 0),
      typed(
        '¿Cuánto vale el módulo del campo eléctrico en el punto medio entre ellas? Escribilo en N/C.',
        2,
        key(2.4e6, 'N/C', { tolerance: { relative: 0.01 } }),
      ),
    ],
    explanation: worked(
      [
        'Ley de Coulomb: $F = k \\frac{|q_1 q_2|}{d^2} = 9 \\cdot 10^{9} \\cdot \\frac{4 \\cdot 10^{-6} \\cdot 2 \\cdot 10^{-6}}{0{,}09} = 0{,}8$ N. Cargas de distinto signo se atraen.',
        'En el punto medio (a 0,15 m de cada una): $E_1 = 9 \\cdot 10^{9} \\cdot \\frac{4 \\cdot 10^{-6}}{0{,}0225} = 1{,}6 \\cdot 10^{6}$ N/C y $E_2 = 8 \\cdot 10^{5}$ N/C.',
        'El campo de la positiva apunta alejándose de ella (hacia +x) y el de la negativa, hacia ella (también hacia +x): se suman, $2{,}4 \\cdot 10^{6}$ N/C.',
      ],
      'a) 0,8 N; b) de atracción; c) $2{,}4 \\cdot 10^{6}$ N/C.',
    ),
    check: {
      compute: () => [(K * 4e-6 * 2e-6) / 0.3 ** 2, [], (K * 4e-6) / 0.15 ** 2 + (K * 2e-6) / 0.15 ** 2],
    },
  },
  {
    id: 'fis-optica-901',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'multi-part',
    question:
      'Un objeto de 3 cm de altura está a 30 cm de una lente convergente de 10 cm de distancia focal, como muestra la figura. Usá $\\frac{1}{f} = \\frac{1}{p} + \\frac{1}{q}$ y $A = -\\frac{q}{p}$.',
    figure: figures.convergingLens,
    parts: [
      typed('¿A qué distancia de la lente se forma la imagen?', 2, key(15, 'cm')),
      typed('¿Cuánto vale el aumento?', 1, key(-0.5)),
      choice(
        '¿Cómo es la imagen?',
        1,
        [
          'Real, invertida y más chica',
          'Virtual, derecha y más grande',
          'Real, derecha y más chica',
          'Virtual, invertida y más grande',
        ],
        0,
      ),
    ],
    explanation: worked(
      [
        '$\\frac{1}{q} = \\frac{1}{10} - \\frac{1}{30} = \\frac{2}{30}$, así que $q = 15$ cm (positiva: imagen real, del otro lado de la lente).',
        '$A = -\\frac{15}{30} = -0{,}5$: invertida (signo menos) y de la mitad del tamaño, 1,5 cm.',
        'El objeto está más allá de $2f$: la imagen es real, invertida y más chica.',
      ],
      'a) 15 cm; b) −0,5; c) real, invertida y más chica.',
    ),
    check: {
      compute: () => {
        const q = 1 / (1 / 10 - 1 / 30);
        return [q, -q / 30, []];
      },
    },
  },
  {
    id: 'fis-optica-902',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.refraccion',
    kind: 'multi-part',
    question:
      'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 40°. Usá $c = 3 \\cdot 10^{8}$ m/s.',
    parts: [
      typed(
        '¿Cuál es el ángulo de refracción? Redondeá a una décima de grado.',
        2,
        key(28.9, '°', { tolerance: { absolute: 0.06 } }),
      ),
      typed(
        '¿A qué velocidad viaja la luz en el agua? Escribila en m/s con tres cifras significativas.',
        1,
        key(2.26e8, 'm/s', { tolerance: { relative: 0.005 } }),
      ),
    ],
    explanation: worked(
      [
        'Ley de Snell: $1 \\cdot \\operatorname{sen} 40^\\circ = 1{,}33 \\cdot \\operatorname{sen} r$, de donde $\\operatorname{sen} r = \\frac{0{,}643}{1{,}33} \\approx 0{,}483$ y $r \\approx 28{,}9^\\circ$.',
        'Velocidad en el agua: $v = \\frac{c}{n} = \\frac{3 \\cdot 10^{8}}{1{,}33} \\approx 2{,}26 \\cdot 10^{8}$ m/s.',
      ],
      'a) ≈ 28,9°; b) ≈ $2{,}26 \\cdot 10^{8}$ m/s.',
    ),
    check: { compute: () => [toDeg(Math.asin(Math.sin(deg(40)) / 1.33)), LIGHT / 1.33] },
  },
  {
    id: 'fis-fisica-moderna-901',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multi-part',
    question:
      'Una luz verde tiene una longitud de onda de 500 nm. Usá $h = 6{,}63 \\cdot 10^{-34}$ J·s, $c = 3 \\cdot 10^{8}$ m/s y $1\\ \\text{eV} = 1{,}6 \\cdot 10^{-19}$ J.',
    parts: [
      typed('¿Cuál es su frecuencia, en Hz?', 1, key(6e14, 'Hz', { tolerance: { relative: 0.005 } })),
      typed('¿Qué energía tiene cada fotón, en eV? Redondeá a dos decimales.', 2, key(2.49, 'eV')),
    ],
    explanation: worked(
      [
        '$f = \\frac{c}{\\lambda} = \\frac{3 \\cdot 10^{8}}{500 \\cdot 10^{-9}} = 6 \\cdot 10^{14}$ Hz.',
        '$E = h f = 6{,}63 \\cdot 10^{-34} \\cdot 6 \\cdot 10^{14} \\approx 3{,}98 \\cdot 10^{-19}$ J.',
        'En electronvolt: $\\frac{3{,}98 \\cdot 10^{-19}}{1{,}6 \\cdot 10^{-19}} \\approx 2{,}49$ eV.',
      ],
      'a) $6 \\cdot 10^{14}$ Hz; b) ≈ 2,49 eV.',
    ),
    check: { compute: () => [LIGHT / 500e-9, (H * LIGHT) / 500e-9 / EV] },
  },
  {
    id: 'fis-fisica-moderna-902',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multi-part',
    question: 'Una muestra de 120 g de un isótopo radiactivo tiene una vida media de 3 días.',
    parts: [
      typed('¿Qué masa queda sin desintegrar al cabo de 9 días?', 1, key(15, 'g')),
      typed('¿Cuántos días tienen que pasar para que queden 7,5 g?', 2, key(12, 'días')),
    ],
    explanation: worked(
      [
        'En 9 días pasan $\\frac{9}{3} = 3$ vidas medias: $120 \\cdot \\left(\\frac{1}{2}\\right)^3 = 15$ g.',
        'Para llegar a 7,5 g: $\\frac{120}{7{,}5} = 16 = 2^4$, o sea 4 vidas medias, $4 \\cdot 3 = 12$ días.',
      ],
      'a) 15 g; b) 12 días.',
    ),
    check: { compute: () => [120 / 2 ** (9 / 3), 3 * Math.log2(120 / 7.5)] },
  },
];
