import { LIGHT_SPEED as C, ELECTRONVOLT as EV, PLANCK as H } from '../../../../lib/science/constants.ts';
import type { Exercise } from '../../../schema.ts';
import { itemBuilders, pasos } from '../helpers.ts';

const r = String.raw;

const { mc, vf } = itemBuilders('fisica-moderna');

export const exercises: Exercise[] = [
  // ---------- fácil ----------
  {
    id: 'fis-fisica-moderna-001',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question: r`Un fotón tiene una energía de $3{,}98 \cdot 10^{-19}$ J. ¿Cuál es su frecuencia? ($h = 6{,}63 \cdot 10^{-34}$ J·s) Redondeá a una cifra significativa.`,
    options: [
      r`$6 \cdot 10^{14}$ Hz`,
      r`$1{,}67 \cdot 10^{-15}$ Hz`,
      r`$2{,}64 \cdot 10^{-52}$ Hz`,
      r`$6 \cdot 10^{15}$ Hz`,
    ],
    correctAnswer: 0,
    check: { compute: () => 3.98e-19 / H },
    explanation: pasos(
      [
        r`La energía de un fotón es $E = h \cdot f$, así que $f = E / h$.`,
        r`$f = \frac{3{,}98 \cdot 10^{-19}}{6{,}63 \cdot 10^{-34}} \approx 0{,}6 \cdot 10^{15} = 6 \cdot 10^{14}$ Hz (luz azul verdosa, de unos 500 nm).`,
        r`$1{,}67 \cdot 10^{-15}$ divide h por E; $2{,}64 \cdot 10^{-52}$ multiplica E por h; $6 \cdot 10^{15}$ olvida correr la coma al pasar de $0{,}6 \cdot 10^{15}$ a notación científica.`,
      ],
      r`$6 \cdot 10^{14}$ Hz.`,
    ),
  },
  {
    id: 'fis-fisica-moderna-002',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'true-false',
    question: 'Según Einstein, la luz está formada por paquetes de energía llamados fotones.',
    correctAnswer: true,
    explanation: pasos(
      [
        'En 1905 Einstein propuso que la luz se comporta como un conjunto de partículas sin masa, los fotones, cada una con energía E = h·f.',
        'Con esa idea explicó el efecto fotoeléctrico, y por eso recibió el Premio Nobel en 1921.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-fisica-moderna-003',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multiple-choice',
    question:
      'Una muestra contiene 80 g de un isótopo radiactivo cuya vida media es de 5 días. ¿Qué masa queda sin desintegrar al cabo de 15 días?',
    options: ['40 g', '26,7 g', '10 g', '0 g'],
    correctAnswer: 2,
    check: { compute: () => 80 / 2 ** (15 / 5) },
    explanation: pasos(
      [
        'Cantidad de vidas medias transcurridas: n = 15 días / 5 días = 3.',
        r`En cada vida media queda la mitad: $80 \to 40 \to 20 \to 10$ g, es decir, $80 / 2^3 = 10$ g.`,
        '40 g considera una sola vida media; 26,7 g divide por 3 en lugar de por 2³; 0 g supone un decaimiento lineal (perder 40 g cada 5 días), que no es como funciona.',
      ],
      '10 g.',
    ),
  },
  {
    id: 'fis-fisica-moderna-004',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.atomo-espectros',
    kind: 'multiple-choice',
    question:
      '¿Qué modelo atómico propuso que los electrones solo pueden ocupar ciertas órbitas permitidas, cada una con una energía fija?',
    options: ['El de Thomson', 'El de Rutherford', 'El de Bohr', 'El de Dalton'],
    correctAnswer: 2,
    explanation: pasos(
      [
        'Dalton imaginó átomos macizos e indivisibles; Thomson, una esfera positiva con electrones incrustados; Rutherford descubrió el núcleo, con los electrones girando alrededor.',
        'Bohr (1913) agregó la cuantización: solo algunas órbitas están permitidas, cada una con su energía, y el átomo emite o absorbe luz al saltar el electrón entre ellas.',
      ],
      'El modelo de Bohr.',
    ),
  },
  {
    id: 'fis-fisica-moderna-005',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'true-false',
    question:
      'La radiación alfa está formada por núcleos de helio, es decir, por partículas con 2 protones y 2 neutrones.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Una partícula alfa es idéntica a un núcleo de helio-4: 2 protones y 2 neutrones, con carga +2e.',
        'Por eso, al emitirla, el núcleo que decae pierde 2 unidades de número atómico y 4 de número másico.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-fisica-moderna-006',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multiple-choice',
    question: r`¿Cuánta energía equivale a 1 g de masa según $E = m c^2$? ($c = 3 \cdot 10^{8}$ m/s)`,
    options: [
      r`$9 \cdot 10^{16}$ J`,
      r`$9 \cdot 10^{13}$ J`,
      r`$3 \cdot 10^{5}$ J`,
      r`$4{,}5 \cdot 10^{13}$ J`,
    ],
    correctAnswer: 1,
    check: { compute: () => 1e-3 * C ** 2 },
    explanation: pasos(
      [
        r`Pasá la masa a kilogramos: 1 g = $10^{-3}$ kg.`,
        r`$E = 10^{-3} \cdot (3 \cdot 10^{8})^2 = 10^{-3} \cdot 9 \cdot 10^{16} = 9 \cdot 10^{13}$ J.`,
        r`$9 \cdot 10^{16}$ J deja la masa en gramos; $3 \cdot 10^{5}$ J olvida elevar c al cuadrado; $4{,}5 \cdot 10^{13}$ J usa $\frac{1}{2} m c^2$, confundiéndola con la energía cinética.`,
      ],
      r`$9 \cdot 10^{13}$ J.`,
    ),
  },
  {
    id: 'fis-fisica-moderna-007',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question: '¿Cuál de estas radiaciones tiene fotones de mayor energía?',
    options: ['La luz roja', 'Los rayos X', 'Las microondas', 'La radiación infrarroja'],
    correctAnswer: 1,
    explanation: pasos(
      [
        r`La energía de un fotón es $E = h f$: a mayor frecuencia (menor longitud de onda), más energía.`,
        'Ordenadas por frecuencia creciente: microondas, infrarrojo, luz roja, rayos X. Los rayos X tienen frecuencias miles de veces mayores que la luz visible; por eso atraviesan tejidos y hay que limitar la exposición.',
      ],
      'Los rayos X.',
    ),
  },
  {
    id: 'fis-fisica-moderna-008',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'true-false',
    question:
      'En el efecto fotoeléctrico, si la luz tiene una frecuencia menor que la frecuencia umbral del metal, aumentar mucho su intensidad logra arrancar electrones.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Cada electrón absorbe un solo fotón. Si la energía de ese fotón (h·f) es menor que la función trabajo del metal, el electrón no puede escapar.',
        'Aumentar la intensidad solo agrega más fotones, cada uno con la misma energía insuficiente: sigue sin salir ningún electrón.',
      ],
      'Falso.',
    ),
  },
  {
    id: 'fis-fisica-moderna-009',
    topic: 'fisica-moderna',
    difficulty: 'facil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question: r`Un fotón tiene una energía de $4{,}8 \cdot 10^{-19}$ J. ¿Cuánto es en electronvolt? ($1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J)`,
    options: [r`$7{,}68 \cdot 10^{-38}$ eV`, '0,33 eV', '3 eV', r`$4{,}8 \cdot 10^{-19}$ eV`],
    correctAnswer: 2,
    check: { compute: () => 4.8e-19 / EV },
    explanation: pasos(
      [
        r`Cada eV equivale a $1{,}6 \cdot 10^{-19}$ J, así que para pasar de joule a eV dividís: $E = \frac{4{,}8 \cdot 10^{-19}}{1{,}6 \cdot 10^{-19}}$.`,
        'Las potencias de 10 se simplifican y queda E = 4,8 / 1,6 = 3 eV (luz violeta, cerca del ultravioleta).',
        r`$7{,}68 \cdot 10^{-38}$ multiplica en lugar de dividir; 0,33 invierte el cociente; $4{,}8 \cdot 10^{-19}$ eV cambia la unidad sin convertir el número.`,
      ],
      '3 eV.',
    ),
  },
  // ---------- medio ----------
  {
    id: 'fis-fisica-moderna-010',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question: r`¿Cuál es la energía, en electronvolt, de un fotón de luz de 600 nm? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $c = 3 \cdot 10^{8}$ m/s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J) Redondeá a dos decimales.`,
    options: ['2,07 eV', r`$3{,}32 \cdot 10^{-19}$ eV`, r`$2{,}07 \cdot 10^{-9}$ eV`, '0,48 eV'],
    correctAnswer: 0,
    check: { compute: () => (H * C) / 600e-9 / EV },
    explanation: pasos(
      [
        r`Pasá la longitud de onda a metros: 600 nm $= 6 \cdot 10^{-7}$ m.`,
        r`$E = \frac{h c}{\lambda} = \frac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{6 \cdot 10^{-7}} \approx 3{,}32 \cdot 10^{-19}$ J.`,
        r`En eV: $\frac{3{,}32 \cdot 10^{-19}}{1{,}6 \cdot 10^{-19}} \approx 2{,}07$ eV (luz naranja).`,
        r`$3{,}32 \cdot 10^{-19}$ es el valor en joule, no en eV; $2{,}07 \cdot 10^{-9}$ eV usa λ = 600 m; 0,48 invierte el cociente de la conversión.`,
      ],
      '≈ 2,07 eV.',
    ),
  },
  {
    id: 'fis-fisica-moderna-011',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question:
      'Un metal tiene una función trabajo de 2,3 eV y se lo ilumina con fotones de 3,5 eV. ¿Cuál es la energía cinética máxima de los electrones arrancados?',
    options: ['5,8 eV', '1,2 eV', '−1,2 eV', '3,5 eV'],
    correctAnswer: 1,
    check: { compute: () => 3.5 - 2.3 },
    explanation: pasos(
      [
        r`Ecuación de Einstein: $E_{c,max} = h f - \phi$. La energía del fotón alcanza para arrancar el electrón (3,5 eV > 2,3 eV).`,
        r`$E_{c,max} = 3{,}5 - 2{,}3 = 1{,}2$ eV.`,
        '5,8 eV suma en lugar de restar; −1,2 eV resta al revés (una energía cinética no puede ser negativa); 3,5 eV ignora la función trabajo.',
      ],
      '1,2 eV.',
    ),
  },
  {
    id: 'fis-fisica-moderna-012',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question: r`La función trabajo de un metal es de 2 eV. ¿Cuál es su frecuencia umbral? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J) Redondeá a tres cifras significativas.`,
    options: [
      r`$3{,}02 \cdot 10^{33}$ Hz`,
      r`$4{,}83 \cdot 10^{14}$ Hz`,
      r`$2{,}07 \cdot 10^{-15}$ Hz`,
      r`$2{,}12 \cdot 10^{-52}$ Hz`,
    ],
    correctAnswer: 1,
    check: { compute: () => (2 * EV) / H },
    explanation: pasos(
      [
        r`Pasá la función trabajo a joule: $\phi = 2 \cdot 1{,}6 \cdot 10^{-19} = 3{,}2 \cdot 10^{-19}$ J.`,
        r`En el umbral, $h f_0 = \phi$: $f_0 = \frac{3{,}2 \cdot 10^{-19}}{6{,}63 \cdot 10^{-34}} \approx 4{,}83 \cdot 10^{14}$ Hz (luz roja).`,
        r`$3{,}02 \cdot 10^{33}$ Hz deja φ en eV; $2{,}07 \cdot 10^{-15}$ Hz invierte el cociente; $2{,}12 \cdot 10^{-52}$ Hz multiplica φ por h.`,
      ],
      r`$\approx 4{,}83 \cdot 10^{14}$ Hz.`,
    ),
  },
  {
    id: 'fis-fisica-moderna-013',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multiple-choice',
    question:
      '¿Qué porcentaje de los núcleos radiactivos de una muestra queda sin desintegrar después de 4 vidas medias?',
    options: ['25 %', '12,5 %', '6,25 %', '50 %'],
    correctAnswer: 2,
    check: { compute: () => 100 / 2 ** 4 },
    explanation: pasos(
      [
        'En cada vida media queda la mitad: 100 % → 50 % → 25 % → 12,5 % → 6,25 %.',
        r`Es decir, $100\,\% \cdot \left(\frac{1}{2}\right)^4 = \frac{100\,\%}{16} = 6{,}25\,\%$.`,
        '25 % divide por 4 en lugar de por 2⁴; 12,5 % cuenta una vida media de menos; 50 % es lo que queda después de una sola.',
      ],
      '6,25 %.',
    ),
  },
  {
    id: 'fis-fisica-moderna-014',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multiple-choice',
    question:
      'El yodo-131, usado en medicina, tiene una vida media de 8 días. ¿Cuánto tiempo tiene que pasar para que la actividad de una muestra baje de 1600 Bq a 100 Bq?',
    options: ['16 días', '32 días', '128 días', '4 días'],
    correctAnswer: 1,
    check: { compute: () => 8 * Math.log2(1600 / 100) },
    explanation: pasos(
      [
        'La actividad se reduce a la mitad en cada vida media: 1600 → 800 → 400 → 200 → 100 Bq. Son 4 vidas medias.',
        r`Tiempo: $t = 4 \cdot 8 = 32$ días. Equivale a resolver $2^n = 1600/100 = 16$, n = 4.`,
        '4 días es la cantidad de vidas medias sin multiplicar por 8; 16 días toma el cociente 16 como si fuera un tiempo; 128 días multiplica ese cociente por la vida media.',
      ],
      '32 días.',
    ),
  },
  {
    id: 'fis-fisica-moderna-015',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.atomo-espectros',
    kind: 'multiple-choice',
    question: r`En el átomo de hidrógeno, $E_n = -13{,}6\ \text{eV} / n^2$. ¿Qué energía tiene el fotón que se emite cuando el electrón pasa del nivel n = 4 al nivel n = 2?`,
    options: ['3,4 eV', '2,55 eV', '4,25 eV', '12,75 eV'],
    correctAnswer: 1,
    check: { compute: () => -13.6 / 16 - -13.6 / 4 },
    explanation: pasos(
      [
        r`$E_4 = -13{,}6/16 = -0{,}85$ eV y $E_2 = -13{,}6/4 = -3{,}4$ eV.`,
        r`El fotón se lleva la diferencia: $E = E_4 - E_2 = -0{,}85 - (-3{,}4) = 2{,}55$ eV (luz azul verdosa, de unos 486 nm).`,
        '3,4 eV usa 1/n en lugar de 1/n²; 4,25 eV suma las energías de los niveles; 12,75 eV es el salto de n = 4 a n = 1.',
      ],
      '2,55 eV.',
    ),
  },
  {
    id: 'fis-fisica-moderna-016',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.relatividad',
    kind: 'multiple-choice',
    question:
      'Una nave viaja a 0,6c respecto de la Tierra. Según los relojes de la nave, el viaje dura 8 h. ¿Cuánto dura según los relojes de la Tierra?',
    options: ['6,4 h', '10 h', '12,5 h', '4,8 h'],
    correctAnswer: 1,
    check: { compute: () => 8 / Math.sqrt(1 - 0.6 ** 2) },
    explanation: pasos(
      [
        r`Factor de Lorentz: $\gamma = \frac{1}{\sqrt{1 - 0{,}6^2}} = \frac{1}{\sqrt{0{,}64}} = \frac{1}{0{,}8} = 1{,}25$.`,
        r`Las 8 h son el tiempo propio (medido en la nave). Desde la Tierra: $\Delta t = \gamma \Delta t_0 = 1{,}25 \cdot 8 = 10$ h.`,
        '6,4 h divide por γ (el tiempo propio es el más corto, no el más largo); 12,5 h olvida la raíz cuadrada; 4,8 h multiplica por 0,6.',
      ],
      '10 h.',
    ),
  },
  {
    id: 'fis-fisica-moderna-017',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.atomo-espectros',
    kind: 'true-false',
    question:
      'En el modelo de Rutherford, casi toda la masa del átomo y toda su carga positiva están concentradas en un núcleo muy pequeño.',
    correctAnswer: true,
    explanation: pasos(
      [
        'En el experimento de la lámina de oro casi todas las partículas alfa pasaban sin desviarse, pero unas pocas rebotaban.',
        'Rutherford concluyó que el átomo es casi todo espacio vacío, con un núcleo diminuto, positivo y muy masivo que desvía a las pocas partículas que pasan cerca.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-fisica-moderna-018',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.atomo-espectros',
    kind: 'true-false',
    question:
      'Cada elemento químico tiene un espectro de líneas característico, que funciona como su "huella digital".',
    correctAnswer: true,
    explanation: pasos(
      [
        'Los niveles de energía de los electrones son distintos en cada elemento, así que las diferencias entre niveles (y las frecuencias de los fotones emitidos o absorbidos) también lo son.',
        'Por eso el espectro identifica al elemento: así se sabe de qué están hechas las estrellas y así se descubrió el helio en el Sol.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-fisica-moderna-019',
    topic: 'fisica-moderna',
    difficulty: 'medio',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'true-false',
    question:
      'La vida media de un isótopo radiactivo depende de la cantidad inicial de muestra: cuanto más grande es la muestra, más tarda.',
    correctAnswer: false,
    explanation: pasos(
      [
        'La vida media es una propiedad de cada núcleo: la probabilidad de que decaiga en un tiempo dado no depende de cuántos otros núcleos haya.',
        'Tanto 1 g como 1 kg de yodo-131 se reducen a la mitad en 8 días. Lo que depende de la cantidad es la actividad (desintegraciones por segundo), no la vida media.',
      ],
      'Falso.',
    ),
  },
  // ---------- difícil ----------
  {
    id: 'fis-fisica-moderna-020',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'multiple-choice',
    question: r`Se ilumina un metal con función trabajo 4,5 eV con luz ultravioleta de 200 nm. ¿Cuál es la energía cinética máxima de los electrones? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $c = 3 \cdot 10^{8}$ m/s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J) Redondeá a dos decimales.`,
    options: ['6,22 eV', '1,72 eV', '10,72 eV', r`$2{,}75 \cdot 10^{-19}$ eV`],
    correctAnswer: 1,
    check: { compute: () => (H * C) / 200e-9 / EV - 4.5 },
    explanation: pasos(
      [
        r`Energía del fotón: $E = \frac{hc}{\lambda} = \frac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{2 \cdot 10^{-7}} \approx 9{,}95 \cdot 10^{-19}$ J.`,
        r`En eV: $\frac{9{,}95 \cdot 10^{-19}}{1{,}6 \cdot 10^{-19}} \approx 6{,}22$ eV. Supera la función trabajo, así que sí salen electrones.`,
        r`$E_{c,max} = 6{,}22 - 4{,}5 \approx 1{,}72$ eV.`,
        r`6,22 eV olvida restar la función trabajo; 10,72 eV la suma; $2{,}75 \cdot 10^{-19}$ es el resultado en joule con la unidad equivocada.`,
      ],
      '≈ 1,72 eV.',
    ),
  },
  {
    id: 'fis-fisica-moderna-021',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multiple-choice',
    question: r`El Sol emite una potencia de unos $3{,}8 \cdot 10^{26}$ W. ¿Cuánta masa convierte en energía cada segundo? ($c = 3 \cdot 10^{8}$ m/s) Redondeá a tres cifras significativas.`,
    options: [
      r`$1{,}27 \cdot 10^{18}$ kg`,
      r`$4{,}22 \cdot 10^{9}$ kg`,
      r`$3{,}42 \cdot 10^{43}$ kg`,
      r`$2{,}11 \cdot 10^{9}$ kg`,
    ],
    correctAnswer: 1,
    check: { compute: () => 3.8e26 / C ** 2 },
    explanation: pasos(
      [
        r`En 1 s el Sol emite $E = 3{,}8 \cdot 10^{26}$ J (1 W = 1 J/s).`,
        r`De $E = m c^2$: $m = \frac{E}{c^2} = \frac{3{,}8 \cdot 10^{26}}{9 \cdot 10^{16}} \approx 4{,}22 \cdot 10^{9}$ kg, más de cuatro millones de toneladas por segundo.`,
        r`$1{,}27 \cdot 10^{18}$ kg divide por c sin elevar al cuadrado; $3{,}42 \cdot 10^{43}$ kg multiplica por $c^2$; $2{,}11 \cdot 10^{9}$ kg agrega un 1/2 que no corresponde.`,
      ],
      r`$\approx 4{,}22 \cdot 10^{9}$ kg por segundo.`,
    ),
  },
  {
    id: 'fis-fisica-moderna-022',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'multiple-choice',
    question:
      'El carbono-14 tiene una vida media de 5730 años. En un hueso se mide que queda el 12,5 % del carbono-14 que tenía cuando el animal estaba vivo. ¿Qué antigüedad tiene el hueso?',
    options: ['11.460 años', '17.190 años', '716 años', '45.840 años'],
    correctAnswer: 1,
    check: { compute: () => 5730 * Math.log2(100 / 12.5) },
    explanation: pasos(
      [
        r`12,5 % es $\frac{1}{8} = \left(\frac{1}{2}\right)^3$ del valor inicial: pasaron 3 vidas medias (100 % → 50 % → 25 % → 12,5 %).`,
        r`Antigüedad: $t = 3 \cdot 5730 = 17.190$ años.`,
        '11.460 años cuenta solo 2 vidas medias; 716 años divide la vida media por 8; 45.840 años la multiplica por 8 en lugar de por 3.',
      ],
      '17.190 años.',
    ),
  },
  {
    id: 'fis-fisica-moderna-023',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.relatividad',
    kind: 'multiple-choice',
    question:
      'Un muón tiene, en reposo, un tiempo de vida de 2,2 μs. Si viaja a 0,99c respecto de la Tierra, ¿cuánto vive según un observador terrestre? Redondeá a una décima.',
    options: ['0,31 μs', '15,6 μs', '2,2 μs', '110,6 μs'],
    correctAnswer: 1,
    check: { compute: () => 2.2 / Math.sqrt(1 - 0.99 ** 2) },
    explanation: pasos(
      [
        r`Factor de Lorentz: $\gamma = \frac{1}{\sqrt{1 - 0{,}99^2}} = \frac{1}{\sqrt{0{,}0199}} \approx 7{,}09$.`,
        r`Los 2,2 μs son el tiempo propio. Para el observador terrestre: $\Delta t = \gamma \Delta t_0 \approx 7{,}09 \cdot 2{,}2 \approx 15{,}6$ μs. En ese tiempo recorre unos 4,6 km, y por eso llega a la superficie.`,
        '0,31 μs divide por γ; 2,2 μs ignora la dilatación; 110,6 μs olvida la raíz cuadrada.',
      ],
      '≈ 15,6 μs.',
    ),
  },
  {
    id: 'fis-fisica-moderna-024',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.fotones',
    kind: 'true-false',
    question:
      'En el efecto fotoeléctrico, si se duplica la frecuencia de la luz incidente, la energía cinética máxima de los electrones emitidos se duplica.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`$E_{c,max} = h f - \phi$. Con $2f$: $E'_{c,max} = 2hf - \phi$.`,
        r`Eso es más que el doble de la energía original ($2hf - 2\phi$), porque la función trabajo se resta una sola vez. Por ejemplo, con hf = 3 eV y φ = 2 eV pasa de 1 eV a 4 eV.`,
      ],
      'Falso: aumenta, pero no se duplica (crece más que el doble).',
    ),
  },
  {
    id: 'fis-fisica-moderna-025',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.relatividad',
    kind: 'true-false',
    question:
      'Según la relatividad especial, un reloj que se mueve respecto de un observador marcha más lento, medido por ese observador.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`Es la dilatación del tiempo: $\Delta t = \gamma \Delta t_0$, con $\gamma \ge 1$.`,
        'El intervalo propio, el del reloj que viaja, es el más corto; el observador respecto del cual el reloj se mueve mide un intervalo mayor. Se comprobó con muones y con relojes atómicos en aviones.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-fisica-moderna-026',
    topic: 'fisica-moderna',
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.nucleo',
    kind: 'true-false',
    question:
      'Cuando un núcleo emite una partícula beta menos (un electrón), su número atómico aumenta en 1 y su número másico no cambia.',
    correctAnswer: true,
    explanation: pasos(
      [
        'En el decaimiento beta menos, un neutrón del núcleo se transforma en un protón, y se emiten un electrón y un antineutrino.',
        'Hay un protón más (Z aumenta en 1) y la cantidad total de nucleones es la misma (A no cambia). Por ejemplo, el carbono-14 se transforma en nitrógeno-14.',
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil (segunda tanda) ----------
  mc({
    n: 27,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.fotones',
    question: r`La frecuencia umbral de un metal es $5 \cdot 10^{14}$ Hz y se lo ilumina con luz de $8 \cdot 10^{14}$ Hz. ¿Cuál es la energía cinética máxima de los electrones emitidos, en electronvolt? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J; redondeá a dos decimales.)`,
    correct: '1,24 eV',
    distractors: ['3,32 eV', '2,07 eV', '5,39 eV'],
    pos: 0,
    compute: () => (6.63e-34 * (8e14 - 5e14)) / 1.6e-19,
    steps: [
      r`Ecuación de Einstein: $E_{c,max} = h f - h f_0 = h\,(f - f_0)$.`,
      r`$E_{c,max} = 6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{14} \approx 1{,}99 \cdot 10^{-19}$ J. En electronvolt: $1{,}99 \cdot 10^{-19} / 1{,}6 \cdot 10^{-19} \approx 1{,}24$ eV.`,
      '3,32 eV es la energía del fotón incidente; 2,07 eV es la función trabajo del metal; 5,39 eV las suma en lugar de restarlas.',
    ],
    result: '≈ 1,24 eV.',
  }),
  mc({
    n: 28,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.nucleo',
    question:
      'Un radioisótopo usado en medicina tiene una vida media de 6 horas. ¿Qué porcentaje de los núcleos iniciales queda sin desintegrar al cabo de 1 día?',
    correct: '6,25 %',
    distractors: ['25 %', '12,5 %', '3,125 %'],
    pos: 0,
    compute: () => 100 * 0.5 ** (24 / 6),
    steps: [
      '1 día son 24 horas, es decir, 24 / 6 = 4 vidas medias.',
      r`Queda $\left(\frac{1}{2}\right)^4 = \frac{1}{16} = 0{,}0625$ de los núcleos, el 6,25 %.`,
      '25 % divide por 4 en lugar de dividir por 2 cuatro veces; 12,5 % cuenta 3 vidas medias; 3,125 % cuenta 5.',
    ],
    result: '6,25 %.',
  }),
  mc({
    n: 29,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.relatividad',
    question:
      '¿A qué velocidad tiene que moverse un reloj respecto de la Tierra para que, medido desde la Tierra, marche a la mitad de su ritmo normal (es decir, con factor de Lorentz γ = 2)? (Redondeá a tres decimales.)',
    correct: '0,866 c',
    distractors: ['0,5 c', '0,75 c', '0,707 c'],
    pos: 3,
    compute: () => Math.sqrt(1 - 1 / 2 ** 2),
    steps: [
      r`$\gamma = \dfrac{1}{\sqrt{1 - v^2/c^2}} = 2 \Rightarrow 1 - \dfrac{v^2}{c^2} = \dfrac{1}{4} \Rightarrow \dfrac{v^2}{c^2} = \dfrac{3}{4}$.`,
      r`$v = \dfrac{\sqrt{3}}{2}\,c \approx 0{,}866\,c$.`,
      '0,5 c supone que el ritmo baja en proporción directa a la velocidad; 0,75 c olvida la raíz cuadrada; 0,707 c resuelve 1 − v²/c² = 1/2.',
    ],
    result: '≈ 0,866 c.',
  }),
  mc({
    n: 30,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.atomo-espectros',
    question: r`En el átomo de hidrógeno, $E_n = -13{,}6\ \text{eV}/n^2$. ¿Qué energía y qué longitud de onda tiene el fotón emitido cuando el electrón pasa del nivel n = 3 al n = 2? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $c = 3 \cdot 10^{8}$ m/s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J; redondeá a tres cifras significativas.)`,
    correct: '1,89 eV y 658 nm',
    distractors: ['1,51 eV y 823 nm', '3,4 eV y 366 nm', '4,91 eV y 253 nm'],
    pos: 2,
    compute: () => {
      const e = 13.6 * (1 / 4 - 1 / 9);
      return [e, ((6.63e-34 * 3e8) / (e * 1.6e-19)) * 1e9];
    },
    steps: [
      r`$E_3 = -13{,}6/9 \approx -1{,}51$ eV y $E_2 = -13{,}6/4 = -3{,}4$ eV. El fotón lleva la diferencia: $E = -1{,}51 - (-3{,}4) \approx 1{,}89$ eV.`,
      r`En joules: $1{,}89 \cdot 1{,}6 \cdot 10^{-19} \approx 3{,}02 \cdot 10^{-19}$ J. Longitud de onda: $\lambda = \dfrac{h c}{E} = \dfrac{1{,}989 \cdot 10^{-25}}{3{,}02 \cdot 10^{-19}} \approx 6{,}58 \cdot 10^{-7}$ m = 658 nm, luz roja (la línea H-alfa).`,
      'Los otros pares usan la energía de un solo nivel (1,51 eV o 3,4 eV) o suman las energías (4,91 eV) en lugar de restarlas.',
    ],
    result: '≈ 1,89 eV y 658 nm.',
  }),
  mc({
    n: 31,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.nucleo',
    question: r`En una reacción nuclear, los productos tienen 0,2 g menos de masa que los reactivos. ¿Cuánta energía se libera? ($c = 3 \cdot 10^{8}$ m/s)`,
    correct: r`$1{,}8 \cdot 10^{13}$ J`,
    distractors: [r`$1{,}8 \cdot 10^{16}$ J`, r`$6 \cdot 10^{4}$ J`, r`$3{,}6 \cdot 10^{13}$ J`],
    pos: 3,
    compute: () => 0.2e-3 * 3e8 ** 2,
    steps: [
      r`Pasá la masa a kilogramos: $\Delta m = 0{,}2\ \text{g} = 2 \cdot 10^{-4}$ kg.`,
      r`$E = \Delta m\,c^2 = 2 \cdot 10^{-4} \cdot 9 \cdot 10^{16} = 1{,}8 \cdot 10^{13}$ J, del orden de la energía de varios kilotones de TNT.`,
      r`$1{,}8 \cdot 10^{16}$ J deja la masa en gramos; $6 \cdot 10^{4}$ J no eleva c al cuadrado; $3{,}6 \cdot 10^{13}$ J agrega un factor 2 que no corresponde.`,
    ],
    result: r`$1{,}8 \cdot 10^{13}$ J.`,
  }),
  mc({
    n: 32,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.fotones',
    question: r`Un puntero láser de 1 mW emite luz de 660 nm. ¿Cuántos fotones emite por segundo? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $c = 3 \cdot 10^{8}$ m/s; redondeá a tres cifras significativas.)`,
    correct: r`$3{,}32 \cdot 10^{15}$`,
    distractors: [r`$3{,}32 \cdot 10^{18}$`, r`$3{,}32 \cdot 10^{12}$`, r`$3{,}01 \cdot 10^{-19}$`],
    pos: 3,
    compute: () => 1e-3 / ((6.63e-34 * 3e8) / 660e-9),
    steps: [
      r`Energía de cada fotón: $E = \dfrac{h c}{\lambda} = \dfrac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{660 \cdot 10^{-9}} \approx 3{,}01 \cdot 10^{-19}$ J.`,
      r`En un segundo el láser emite $10^{-3}$ J. Número de fotones: $N = \dfrac{10^{-3}}{3{,}01 \cdot 10^{-19}} \approx 3{,}32 \cdot 10^{15}$.`,
      r`$3{,}32 \cdot 10^{18}$ toma 1 mW como 1 W; $3{,}32 \cdot 10^{12}$ toma 1 mW como $10^{-6}$ W; $3{,}01 \cdot 10^{-19}$ es la energía de un fotón (en J), no la cantidad de fotones.`,
    ],
    result: r`$\approx 3{,}32 \cdot 10^{15}$ fotones por segundo.`,
  }),
  vf({
    n: 33,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.atomo-espectros',
    question:
      'En el modelo de Bohr, cuando el electrón pasa de un nivel de mayor energía a uno de menor energía, el átomo absorbe un fotón.',
    answer: false,
    steps: [
      'Al bajar de nivel, el átomo pierde energía y la emite como un fotón de energía igual a la diferencia entre los niveles.',
      'La absorción corresponde al proceso inverso: un fotón con la energía justa hace subir al electrón a un nivel superior.',
    ],
    result: 'Falso: emite un fotón.',
  }),
  vf({
    n: 34,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.nucleo',
    question:
      'Después de dos vidas medias queda sin desintegrar la cuarta parte de los núcleos radiactivos iniciales.',
    answer: true,
    steps: [
      'En cada vida media se desintegra la mitad de los núcleos que quedan.',
      r`Después de dos: $\frac{1}{2} \cdot \frac{1}{2} = \frac{1}{4}$. No desaparecen todos: la mitad de la mitad sigue ahí.`,
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 35,
    difficulty: 'facil',
    subtopic: 'fisica-moderna.atomo-espectros',
    question:
      'En el modelo de Thomson, toda la carga positiva del átomo está concentrada en un núcleo muy pequeño.',
    answer: false,
    steps: [
      'Thomson imaginó el átomo como una esfera con la carga positiva repartida en todo su volumen y los electrones incrustados (el "budín de pasas").',
      'El núcleo pequeño y denso lo propuso Rutherford, a partir de su experimento con la lámina de oro.',
    ],
    result: 'Falso: eso corresponde al modelo de Rutherford.',
  }),
  mc({
    n: 36,
    difficulty: 'medio',
    subtopic: 'fisica-moderna.atomo-espectros',
    question: r`En el átomo de hidrógeno, $E_n = -13{,}6\ \text{eV}/n^2$. ¿Cuánta energía hace falta para arrancarle el electrón si está en el estado fundamental?`,
    correct: '13,6 eV',
    distractors: ['10,2 eV', '3,4 eV', '6,8 eV'],
    pos: 3,
    compute: () => 0 - -13.6 / 1 ** 2,
    steps: [
      r`Ionizar es llevar el electrón desde n = 1 hasta fuera del átomo, donde su energía es 0 (n → ∞).`,
      r`$E = 0 - (-13{,}6\ \text{eV}) = 13{,}6$ eV.`,
      '10,2 eV solo lo sube al nivel 2; 3,4 eV es la energía (en valor absoluto) del nivel 2; 6,8 eV divide por n = 2 en lugar de por n².',
    ],
    result: '13,6 eV.',
  }),
  mc({
    n: 37,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.atomo-espectros',
    question:
      'Un gas de hidrógeno tiene átomos excitados hasta el nivel n = 4. ¿Cuántas líneas distintas puede tener su espectro de emisión mientras los electrones vuelven al estado fundamental?',
    correct: '6 líneas',
    distractors: ['3 líneas', '4 líneas', '10 líneas'],
    pos: 0,
    compute: () => (4 * 3) / 2,
    steps: [
      'Cada salto de un nivel a otro más bajo emite un fotón de una energía distinta, y los electrones pueden bajar de a un nivel o saltearse niveles.',
      'Los saltos posibles entre los niveles 1 a 4 son 4→3, 4→2, 4→1, 3→2, 3→1 y 2→1: en general, n(n − 1)/2 = 4 · 3 / 2 = 6.',
      '3 líneas cuenta solo los saltos entre niveles vecinos; 4 líneas cuenta los niveles; 10 líneas suma 4 + 3 + 2 + 1, como si hubiera saltos de un nivel a sí mismo.',
    ],
    result: 'Seis líneas.',
  }),
  mc({
    n: 38,
    difficulty: 'medio',
    subtopic: 'fisica-moderna.atomo-espectros',
    question:
      'En el experimento de Rutherford, casi todas las partículas alfa atravesaban la lámina de oro sin desviarse. ¿Qué se concluyó de esa observación?',
    correct: 'Que el átomo es casi todo espacio vacío',
    distractors: [
      'Que los electrones solo ocupan órbitas de energía fija',
      'Que la carga positiva está repartida en todo el átomo',
      'Que las partículas alfa no tienen carga eléctrica',
    ],
    pos: 2,
    steps: [
      'Si casi todas pasan derecho, casi todo el volumen del átomo no les opone nada: es espacio vacío.',
      'Las pocas que rebotaban mostraron que la carga positiva y casi toda la masa están en un núcleo diminuto. Las órbitas de energía fija son de Bohr, y la carga repartida es el modelo de Thomson que el experimento descartó.',
    ],
    result: 'Que el átomo es casi todo espacio vacío.',
  }),
  vf({
    n: 39,
    difficulty: 'facil',
    subtopic: 'fisica-moderna.relatividad',
    question:
      'Según la relatividad especial, un cuerpo con masa puede superar la velocidad de la luz si se lo acelera durante el tiempo suficiente.',
    answer: false,
    steps: [
      'A medida que la velocidad se acerca a c, el factor γ crece sin límite y hace falta cada vez más energía para acelerar un poco más.',
      'Llegar a c exigiría una energía infinita: c es un límite que un cuerpo con masa no alcanza ni supera.',
    ],
    result: 'Falso.',
  }),
  mc({
    n: 40,
    difficulty: 'facil',
    subtopic: 'fisica-moderna.relatividad',
    question: '¿Qué dice el postulado de la relatividad especial sobre la luz?',
    correct:
      'La velocidad de la luz en el vacío es la misma para todos los observadores inerciales, se mueva o no la fuente',
    distractors: [
      'La luz va más rápido cuando la fuente se acerca al observador',
      'La luz necesita un medio, el éter, para propagarse',
      'La velocidad de la luz depende de la dirección en que viaja',
    ],
    pos: 3,
    steps: [
      'Einstein partió de dos postulados: las leyes de la física son las mismas en todos los sistemas inerciales, y la velocidad de la luz en el vacío también.',
      'De ahí salen la dilatación del tiempo y la contracción de las longitudes. El éter fue descartado, y ni el movimiento de la fuente ni la dirección cambian c.',
    ],
    result: 'Es la misma para todos los observadores inerciales.',
  }),
  mc({
    n: 41,
    difficulty: 'medio',
    subtopic: 'fisica-moderna.relatividad',
    question:
      '¿Cuánto vale el factor de Lorentz γ para una nave que viaja a 0,8c respecto de la Tierra? Redondeá a dos decimales.',
    correct: '1,67',
    distractors: ['0,6', '1,25', '2,78'],
    pos: 0,
    compute: () => 1 / Math.sqrt(1 - 0.8 ** 2),
    steps: [
      r`$\gamma = \dfrac{1}{\sqrt{1 - v^2/c^2}} = \dfrac{1}{\sqrt{1 - 0{,}64}} = \dfrac{1}{\sqrt{0{,}36}} = \dfrac{1}{0{,}6}$.`,
      r`$\gamma \approx 1{,}67$. Siempre es mayor que 1.`,
      '0,6 se queda con la raíz sin invertirla; 1,25 es 1/0,8; 2,78 olvida la raíz cuadrada.',
    ],
    result: 'γ ≈ 1,67.',
  }),
  vf({
    n: 42,
    difficulty: 'medio',
    subtopic: 'fisica-moderna.relatividad',
    question:
      'Para un avión que vuela a 250 m/s, la dilatación del tiempo existe, pero es tan pequeña que no se nota en la vida diaria.',
    answer: true,
    steps: [
      r`$v/c = 250 / (3 \cdot 10^{8}) \approx 8 \cdot 10^{-7}$, así que $v^2/c^2$ es del orden de $10^{-12}$.`,
      'γ difiere de 1 en menos de una parte en un billón: en un vuelo de diez horas, el reloj del avión atrasa unos nanosegundos. Se midió con relojes atómicos, pero nadie lo nota.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 43,
    difficulty: 'dificil',
    subtopic: 'fisica-moderna.relatividad',
    question:
      'Una nave viaja a 0,8c hasta una estrella y, según los relojes de la Tierra, el viaje dura 10 años. ¿Cuánto envejece el astronauta durante el viaje?',
    correct: '6 años',
    distractors: ['16,7 años', '8 años', '3,6 años'],
    pos: 2,
    compute: () => 10 * Math.sqrt(1 - 0.8 ** 2),
    steps: [
      r`El tiempo propio es el del reloj que viaja con el astronauta, y es el más corto: $\Delta t_0 = \Delta t / \gamma = \Delta t\,\sqrt{1 - v^2/c^2}$.`,
      r`$\Delta t_0 = 10 \cdot \sqrt{1 - 0{,}64} = 10 \cdot 0{,}6 = 6$ años.`,
      '16,7 años multiplica por γ en lugar de dividir; 8 años multiplica por v/c; 3,6 años olvida la raíz cuadrada.',
    ],
    result: 'Seis años.',
  }),
];
