import { fact, gap, READ_ON } from './facts.ts';
import type { Regional, Source } from './types.ts';

/**
 * The faculty's 2025 Seminario booklets and five of its exams (2023–2024) were republished in a student's
 * public repository and deleted later; the links pin the commit that still holds them.
 */
const REPO = 'https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/';
const inRepo = (path: string) => REPO + path.split('/').map(encodeURIComponent).join('/');

const REPUBLISHED = 'Material de la regional republicado en el repositorio público de un estudiante.';

const booklet = (path: string, title: string): Source => ({
  url: inRepo(`material_canonico/${path}`),
  readOn: READ_ON,
  kind: 'regional',
  title,
  note: REPUBLISHED,
});

const press: Source = {
  url: 'https://www.diariouno.com.ar/sociedad/aunque-es-una-carrera-salida-laboral-garantizada-cada-vez-hay-menos-estudiantes-ingenieria-n1187489',
  readOn: READ_ON,
  kind: 'prensa',
  title:
    'Diario UNO (agosto de 2023): el vicedecano de la UTN Mendoza sobre la admisión temprana y el curso preparatorio',
};

const math = {
  u1: booklet(
    'Matemática/UNIDAD1_matemática.pdf',
    'Seminario de Ingreso 2025, Matemática, Unidad I (índice)',
  ),
  u2: booklet(
    'Matemática/UNIDAD2_matemática.pdf',
    'Seminario de Ingreso 2025, Matemática, Unidad II (índice)',
  ),
  u3: booklet(
    'Matemática/UNIDAD3_matemática.pdf',
    'Seminario de Ingreso 2025, Matemática, Unidad III (índice)',
  ),
  u4: booklet(
    'Matemática/UNIDAD4_matemática.pdf',
    'Seminario de Ingreso 2025, Matemática, Unidad IV (índice)',
  ),
  u5: booklet(
    'Matemática/UNIDAD5_matemática.pdf',
    'Seminario de Ingreso 2025, Matemática, Unidad V (índice)',
  ),
  u6: booklet(
    'Matemática/UNIDAD6matemática.pdf',
    'Seminario de Ingreso 2025, Matemática, Unidad VI (índice)',
  ),
  dec2023: booklet(
    'Matemática/Resolución_MATEMÁTICA_TEMA 2.pdf',
    'Examen de Matemática del Seminario de Ingreso, 11/12/2023, tema II, con respuestas',
  ),
  feb2024t1: booklet(
    'Matemática/Examen_Matemática_TEMA 1 RESPUESTAS.pdf',
    'Examen de Matemática del Seminario de Ingreso, 03/02/2024, tema I, con respuestas',
  ),
  feb2024t2: booklet(
    'Matemática/Examen_Matemática_TEMA 2 RESPUESTAS.pdf',
    'Examen de Matemática del Seminario de Ingreso, 03/02/2024, tema II, con respuestas',
  ),
};

const physics = {
  u1: booklet(
    'Física/1_1 CANTIDADES, MAGNITUDES, VECTORES U1 (1).pdf',
    'Seminario de Ingreso a Ingeniería 2025, Física, Unidad 1: unidades, cantidades físicas',
  ),
  vectors: booklet(
    'Física/2 VECTORES.pdf',
    'Seminario de Ingreso a Ingeniería 2025, Física, Unidad 1 (continuación): vectores',
  ),
  u2: booklet(
    'Física/1_2 CINEMÁTICA  U2 (1).pdf',
    'Seminario de Ingreso a Ingeniería 2025, Física, Unidad 2: cinemática',
  ),
  u3: booklet('Física/3 DINÁMICA.pdf', 'Seminario de Ingreso a Ingeniería 2025, Física, Unidad 3: dinámica'),
  u4: booklet('Física/4 ESTÁTICA.pdf', 'Seminario de Ingreso a Ingeniería 2025, Física, Unidad 4: estática'),
  u5: booklet(
    'Física/5 TRABAJO-ENERGIA-POTENCIA.pdf',
    'Seminario de Ingreso a Ingeniería 2025, Física, Unidad 5: trabajo, energía y potencia',
  ),
  aug2023: booklet(
    'Física/EXAMEN DE AD. FISICA TEMA 2.pdf',
    'Examen de admisión temprana de Física, ingreso 2024, 05/08/2023, tema II',
  ),
  jul2024: booklet(
    'Física/EXAMEN DE FISICA AD. TEMP. T 1 24.pdf',
    'Examen de Física del Seminario de Ingreso, 06/07/2024, tema I (el archivo lo rotula admisión temprana)',
  ),
};

const COMPLEX = ['algebra-basica.numeros-complejos'];
const PIECEWISE = ['funciones.a-trozos'];

export const frm = {
  id: 'frm',
  code: 'FRM',
  name: 'Facultad Regional Mendoza',
  city: 'Mendoza',
  careers: gap('Las fuentes halladas hablan de «cualquiera de las ingenierías» sin listarlas.'),
  course: fact('Seminario de Ingreso', [math.u1, physics.u1]),
  character: fact(
    'nivelatorio',
    press,
    'El vicedecano dice que el ingreso no es eliminatorio, aunque hay que aprobar Física y Matemática.',
  ),
  plans: [
    {
      appliesTo: fact(
        'todas',
        press,
        'Los aspirantes a cualquiera de las ingenierías rinden Física y Matemática.',
      ),
      subjects: [
        {
          subject: 'matematicas',
          examined: fact(true, [press, math.feb2024t1]),
          programme: {
            basis: 'regional',
            coverage: fact('completo', [math.u1, math.u6], 'Seis unidades, de la I a la VI.'),
            units: [
              {
                number: 1,
                title: 'Conjuntos numéricos',
                source: math.u1,
                topics: [
                  {
                    title: 'Operaciones entre conjuntos, cardinalidad y subconjuntos',
                    subtopics: ['algebra-basica.conjuntos'],
                  },
                  {
                    title:
                      'Naturales, enteros, racionales, irracionales y reales; propiedades de las operaciones',
                    subtopics: ['algebra-basica.numeros-reales'],
                  },
                  {
                    title: 'Potenciación, radicación y racionalización de denominadores',
                    subtopics: ['algebra-basica.potencias-radicales'],
                  },
                  { title: 'Intervalos', subtopics: ['ecuaciones.inecuaciones-lineales'] },
                  { title: 'Valor absoluto', subtopics: ['ecuaciones.valor-absoluto'] },
                  { title: 'Logaritmo y sus propiedades', subtopics: ['funciones.logaritmos'] },
                  { title: 'Números complejos', subtopics: COMPLEX },
                ],
              },
              {
                number: 2,
                title: 'Polinomios',
                source: math.u2,
                topics: [
                  {
                    title:
                      'Expresiones algebraicas, valor numérico, operaciones, regla de Ruffini y teorema del resto',
                    subtopics: ['algebra-basica.polinomios'],
                  },
                  {
                    title: 'Raíces, reconstrucción a partir de las raíces, factorización y teorema de Gauss',
                    subtopics: ['algebra-basica.factoreo'],
                  },
                  {
                    title: 'Mínimo común múltiplo y máximo común divisor de polinomios',
                    subtopics: ['algebra-basica.expresiones-racionales'],
                  },
                  { title: 'Ecuaciones fraccionarias', subtopics: ['ecuaciones.racionales'] },
                ],
              },
              {
                number: 3,
                title: 'Ecuaciones y sistemas de ecuaciones lineales',
                source: math.u3,
                topics: [
                  { title: 'Ecuaciones lineales', subtopics: ['ecuaciones.lineales'] },
                  { title: 'Ecuaciones cuadráticas', subtopics: ['ecuaciones.cuadraticas'] },
                  {
                    title: 'Ecuaciones e inecuaciones con valor absoluto',
                    subtopics: ['ecuaciones.valor-absoluto'],
                  },
                  { title: 'Inecuaciones lineales', subtopics: ['ecuaciones.inecuaciones-lineales'] },
                  {
                    title: 'La recta: ecuaciones, distancia entre puntos, paralelas y perpendiculares',
                    subtopics: ['geometria.analitica', 'funciones.lineal'],
                  },
                  {
                    title: 'Sistemas de ecuaciones lineales, métodos de resolución y sistemas homogéneos',
                    subtopics: ['ecuaciones.sistemas'],
                  },
                  { title: 'Ecuaciones exponenciales', subtopics: ['funciones.ecuaciones-exponenciales'] },
                  { title: 'Ecuaciones logarítmicas', subtopics: ['funciones.logaritmos'] },
                ],
              },
              {
                number: 4,
                title: 'Geometría y medida',
                source: math.u4,
                topics: [
                  { title: 'Perímetros y áreas', subtopics: ['geometria.areas-perimetros'] },
                  { title: 'Volúmenes', subtopics: ['geometria.volumenes'] },
                  {
                    title: 'Razones y proporciones, teorema de Thales y teorema de Pitágoras',
                    subtopics: ['geometria.angulos-triangulos'],
                  },
                  {
                    title: 'Razones trigonométricas en el triángulo rectángulo',
                    subtopics: ['trigonometria.triangulo-rectangulo'],
                  },
                  {
                    title: 'Triángulos oblicuángulos: teoremas del seno y del coseno',
                    subtopics: ['trigonometria.teoremas-seno-coseno'],
                  },
                ],
              },
              {
                number: 5,
                title: 'Trigonometría',
                source: math.u5,
                topics: [
                  {
                    title:
                      'Ángulos orientados, circunferencia trigonométrica, signos por cuadrante y reducción al primer cuadrante',
                    subtopics: ['trigonometria.circunferencia-trigonometrica'],
                  },
                  {
                    title: 'Sistemas sexagesimal y circular, medida de arcos',
                    subtopics: ['trigonometria.angulos-radianes'],
                  },
                  {
                    title: 'Relación pitagórica e identidades trigonométricas',
                    subtopics: ['trigonometria.identidades'],
                  },
                  { title: 'Ecuaciones trigonométricas', subtopics: ['trigonometria.ecuaciones'] },
                  {
                    title: 'Forma trigonométrica y polar de un número complejo, módulo',
                    subtopics: COMPLEX,
                  },
                ],
              },
              {
                number: 6,
                title: 'Funciones',
                source: math.u6,
                topics: [
                  {
                    title: 'Relaciones y funciones, dominio natural e imagen',
                    subtopics: ['funciones.concepto-dominio'],
                  },
                  { title: 'Características y propiedades de las funciones', subtopics: PIECEWISE },
                  {
                    title: 'Funciones inversas y composición',
                    subtopics: ['funciones.composicion-inversa'],
                  },
                  { title: 'Funciones definidas por tramos', subtopics: PIECEWISE },
                  {
                    title: 'Funciones valor absoluto, parte entera y mantisa',
                    subtopics: ['funciones.valor-absoluto-parte-entera'],
                  },
                  { title: 'Función afín', subtopics: ['funciones.lineal'] },
                  { title: 'Función cuadrática', subtopics: ['funciones.cuadratica'] },
                  {
                    title: 'Funciones exponencial y logarítmica',
                    subtopics: ['funciones.exponencial-logaritmica'],
                  },
                  {
                    title: 'Funciones trigonométricas',
                    subtopics: ['trigonometria.funciones-graficos'],
                  },
                ],
              },
            ],
          },
          format: {
            items: fact(10, [math.dec2023, math.feb2024t1, math.feb2024t2]),
            optionsPerItem: fact(5, [math.dec2023, math.feb2024t1]),
            noneOfTheAbove: fact(true, [math.dec2023, math.feb2024t1]),
            openItems: fact({ min: 3, max: 4 }, [math.dec2023, math.feb2024t1]),
            workingGraded: fact(
              true,
              math.feb2024t1,
              'El examen pide entregar el desarrollo de cada enunciado; sin él no se corrige.',
            ),
            durationMinutes: gap('Los exámenes publicados no dicen cuánto dura la prueba.'),
            totalPoints: fact(100, [math.dec2023, math.feb2024t1], 'Diez puntos por ítem.'),
            passMark: gap(
              'Los exámenes publicados tienen un casillero «Aprobado (sí/no)» sin decir la nota.',
            ),
            recovery: gap(
              'Las fuentes muestran fechas en agosto, diciembre, febrero y julio, pero no dicen cuáles son recuperatorios.',
            ),
          },
        },
        {
          subject: 'fisica',
          examined: fact(true, [press, physics.aug2023]),
          programme: {
            basis: 'regional',
            coverage: fact(
              'completo',
              [physics.u1, physics.u5],
              'Cinco unidades, todas de mecánica: unidades y vectores, cinemática, dinámica, estática y trabajo y energía.',
            ),
            units: [
              {
                number: 1,
                title: 'Unidades, cantidades físicas y vectores',
                source: [physics.u1, physics.vectors],
                topics: [
                  {
                    title: 'Unidades y patrones, conversiones y homogeneidad dimensional',
                    subtopics: ['mecanica.unidades-vectores', 'mecanica.conversion-unidades'],
                  },
                  {
                    title: 'Mediciones, teoría de errores y cifras significativas',
                    subtopics: ['mecanica.errores-medicion'],
                  },
                  {
                    title:
                      'Vectores en el plano y el espacio: componentes, versores, operaciones, productos escalar y vectorial',
                    subtopics: ['mecanica.unidades-vectores', 'mecanica.vectores-productos'],
                  },
                ],
              },
              {
                number: 2,
                title: 'Cinemática',
                source: physics.u2,
                topics: [
                  {
                    title: 'MRU, MRUV, caída libre, tiro vertical y tiro oblicuo',
                    subtopics: ['mecanica.cinematica'],
                  },
                  { title: 'Gráficos x(t) y v(t)', subtopics: ['mecanica.encuentro-graficos'] },
                ],
              },
              {
                number: 3,
                title: 'Dinámica',
                source: physics.u3,
                topics: [
                  {
                    title: 'Leyes de Newton, peso y fuerzas de fricción',
                    subtopics: ['mecanica.dinamica'],
                  },
                  {
                    title: 'Cuerpos vinculados por cuerdas y poleas, plano inclinado',
                    subtopics: ['mecanica.tension-poleas', 'mecanica.dinamica'],
                  },
                ],
              },
              {
                number: 4,
                title: 'Estática',
                source: physics.u4,
                topics: [
                  {
                    title:
                      'Sistemas de fuerzas colineales, paralelas y concurrentes; composición y descomposición',
                    subtopics: ['mecanica.estatica', 'mecanica.fuerzas-paralelas'],
                  },
                  {
                    title: 'Momento de una fuerza, cupla y equilibrio del cuerpo extenso',
                    subtopics: ['mecanica.estatica'],
                  },
                ],
              },
              {
                number: 5,
                title: 'Trabajo, energía y potencia',
                source: physics.u5,
                topics: [
                  {
                    title:
                      'Trabajo de una fuerza y de un sistema de fuerzas, energías cinética y potencial, conservación y potencia',
                    subtopics: ['mecanica.trabajo-energia', 'mecanica.trabajo-plano-inclinado'],
                  },
                ],
              },
            ],
          },
          format: {
            items: fact({ min: 7, max: 8 }, [physics.aug2023, physics.jul2024]),
            optionsPerItem: fact(
              { min: 4, max: 5 },
              [physics.aug2023, physics.jul2024],
              'La última opción es «N.R.C.» (ninguna respuesta es correcta).',
            ),
            noneOfTheAbove: fact(true, [physics.aug2023, physics.jul2024]),
            openItems: fact(
              2,
              [physics.aug2023, physics.jul2024],
              'Problemas de desarrollo, algunos con partes a, b y c puntuadas por separado.',
            ),
            workingGraded: fact(true, [physics.aug2023, physics.jul2024]),
            durationMinutes: fact(90, physics.aug2023, 'Dato del examen de admisión temprana de 2023.'),
            totalPoints: fact(100, [physics.aug2023, physics.jul2024]),
            passMark: gap(
              'Los exámenes publicados tienen un casillero «Aprobado (sí/no)» sin decir la nota.',
            ),
            recovery: gap('No encontramos cómo se recupera el examen de Física.'),
          },
        },
      ],
    },
  ],
  universityLife: gap('Las fuentes halladas mencionan solo los exámenes de Matemática y de Física.'),
  intakes: [
    {
      id: 'admision-temprana',
      modality: 'admision-temprana',
      label: 'Admisión temprana',
      course: gap(
        'La nota dice que es para quien no quiere esperar el curso preparatorio; no describe un curso.',
      ),
      exams: fact(
        { from: { month: 7, year: 'anterior' }, to: { month: 8, year: 'anterior' } },
        [press, physics.aug2023, physics.jul2024],
        'Agosto lo dicen la nota y el examen de 2023; julio sale de un examen de 2024 que solo el nombre del archivo rotula de admisión temprana.',
      ),
      observed: [
        {
          date: '2023-08-05',
          entryYear: 2024,
          what: 'Examen de admisión temprana de Física',
          source: physics.aug2023,
        },
        {
          date: '2024-07-06',
          what: 'Examen de Física (el archivo lo rotula admisión temprana, tema 1, 2024)',
          source: physics.jul2024,
        },
      ],
    },
    {
      id: 'curso-preparatorio',
      modality: 'curso-anticipado',
      label: 'Curso preparatorio (sábados, de agosto a noviembre)',
      course: fact({ from: { month: 8, year: 'anterior' }, to: { month: 11, year: 'anterior' } }, press),
      exams: fact(
        { from: { month: 12, year: 'anterior' }, to: { month: 3, year: 'ingreso' } },
        [press, math.dec2023, math.feb2024t1],
        'La nota dice que los exámenes terminan en marzo; hay exámenes publicados de diciembre y de febrero.',
      ),
      observed: [
        { date: '2023-12-11', what: 'Examen de Matemática', source: math.dec2023 },
        {
          date: '2024-02-03',
          what: 'Examen de Matemática (para alumnos presenciales, virtuales y libres)',
          source: math.feb2024t1,
        },
      ],
    },
    {
      id: 'libre',
      modality: 'examen-libre',
      label: 'Examen libre',
      course: fact(
        null,
        math.feb2024t1,
        'El examen de febrero ofrece la casilla «Libre» junto a presencial y virtual.',
      ),
      exams: gap(
        'Solo vimos a los libres en el examen de febrero de 2024; no sabemos si rinden en otras fechas.',
      ),
      observed: [
        {
          date: '2024-02-03',
          what: 'Examen de Matemática, también para libres',
          source: math.feb2024t1,
        },
      ],
    },
  ],
  pastExams: [
    {
      id: 'frm-matematica-2023-12-11-t2',
      subject: 'matematicas',
      date: '2023-12-11',
      title: 'Matemática, Seminario de Ingreso, tema II',
      source: math.dec2023,
      totalPoints: 100,
      items: [
        {
          number: 1,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Simplificar un cociente con seno y cotangente',
          subtopics: ['trigonometria.identidades'],
        },
        {
          number: 2,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Resolver una ecuación lineal en z con cocientes complejos, en forma binómica',
          subtopics: COMPLEX,
        },
        {
          number: 3,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Hallar un coeficiente para que la división por x + 1 sea exacta',
          subtopics: ['algebra-basica.polinomios'],
        },
        {
          number: 4,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Resolver un sistema 2×2 con coeficientes literales',
          subtopics: ['ecuaciones.sistemas'],
        },
        {
          number: 5,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Área de un rombo con diagonales dadas por polinomios',
          subtopics: ['algebra-basica.polinomios', 'geometria.areas-perimetros'],
        },
        {
          number: 6,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Simplificar potencias de exponente racional',
          subtopics: ['algebra-basica.potencias-radicales'],
        },
        {
          number: 7,
          points: 10,
          kind: 'respuesta-abierta',
          parts: 2,
          asks: 'Distancia y altura con dos ángulos de depresión',
          subtopics: ['trigonometria.triangulo-rectangulo'],
        },
        {
          number: 8,
          points: 10,
          kind: 'respuesta-abierta',
          asks: 'Ecuación trigonométrica en [0°, 360°] con reducción de ángulos',
          subtopics: ['trigonometria.ecuaciones', 'trigonometria.circunferencia-trigonometrica'],
        },
        {
          number: 9,
          points: 10,
          kind: 'respuesta-abierta',
          asks: 'Ecuación exponencial con radicales',
          subtopics: ['funciones.ecuaciones-exponenciales'],
        },
        {
          number: 10,
          points: 10,
          kind: 'respuesta-abierta',
          parts: 2,
          asks: 'Dominio e imagen de un logaritmo de una raíz',
          subtopics: ['funciones.concepto-dominio', 'funciones.exponencial-logaritmica'],
        },
      ],
    },
    ...(['t1', 't2'] as const).map((tema) => ({
      id: `frm-matematica-2024-02-03-${tema}`,
      subject: 'matematicas' as const,
      date: '2024-02-03',
      title: `Matemática, Seminario de Ingreso, tema ${tema === 't1' ? 'I' : 'II'}`,
      source: tema === 't1' ? math.feb2024t1 : math.feb2024t2,
      totalPoints: 100,
      items: [
        {
          number: 1,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Resolver una ecuación lineal en z con coeficientes complejos',
          subtopics: COMPLEX,
        },
        {
          number: 2,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Ecuación racional con denominadores factorizables',
          subtopics: ['ecuaciones.racionales'],
        },
        {
          number: 3,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Ecuación logarítmica con control de dominio',
          subtopics: ['funciones.logaritmos'],
        },
        {
          number: 4,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Inecuación con valor absoluto, solución como unión de intervalos',
          subtopics: ['ecuaciones.valor-absoluto'],
        },
        {
          number: 5,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Recta paralela o perpendicular por un punto',
          subtopics: ['funciones.lineal', 'geometria.analitica'],
        },
        {
          number: 6,
          points: 10,
          kind: 'respuesta-abierta' as const,
          parts: 4,
          asks: 'Ángulos interiores y exterior de un triángulo dados en función de x',
          subtopics: ['geometria.angulos-triangulos'],
        },
        {
          number: 7,
          points: 10,
          kind: 'respuesta-abierta' as const,
          asks: 'Ecuación exponencial llevando a igual base',
          subtopics: ['funciones.ecuaciones-exponenciales'],
        },
        {
          number: 8,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Ecuación trigonométrica cuadrática en seno o coseno',
          subtopics: ['trigonometria.ecuaciones', 'trigonometria.identidades'],
        },
        {
          number: 9,
          points: 10,
          kind: 'respuesta-abierta' as const,
          asks: 'Dominio de una raíz cuadrada',
          subtopics: ['funciones.concepto-dominio'],
        },
        {
          number: 10,
          points: 10,
          kind: 'opcion-multiple' as const,
          options: 5,
          asks: 'Intervalos de crecimiento o decrecimiento y de positividad o negatividad de una función por tramos',
          subtopics: PIECEWISE,
        },
      ],
    })),
    {
      id: 'frm-fisica-2023-08-05-t2',
      subject: 'fisica',
      date: '2023-08-05',
      title: 'Física, admisión temprana ingreso 2024, tema II',
      source: physics.aug2023,
      durationMinutes: 90,
      totalPoints: 100,
      items: [
        {
          number: 1,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Crecimiento medio anual con medidas en pulgadas y pies, pasado a centímetros',
          subtopics: ['mecanica.conversion-unidades'],
        },
        {
          number: 2,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Módulo de la suma de dos vectores en el espacio',
          subtopics: ['mecanica.vectores-productos'],
        },
        {
          number: 3,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Aceleración de un frenado uniforme dada la distancia',
          subtopics: ['mecanica.cinematica'],
        },
        {
          number: 4,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          parts: 2,
          asks: 'Objeto soltado desde un globo que sube: altura máxima y velocidad a un tiempo dado',
          subtopics: ['mecanica.cinematica'],
        },
        {
          number: 5,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Resultante de dos fuerzas paralelas opuestas y su punto de aplicación',
          subtopics: ['mecanica.fuerzas-paralelas'],
        },
        {
          number: 6,
          points: 30,
          kind: 'desarrollo',
          asks: 'Tensión del cable de un ascensor que frena, con diagrama de cuerpo libre',
          subtopics: ['mecanica.dinamica', 'mecanica.tension-poleas'],
        },
        {
          number: 7,
          points: 20,
          kind: 'desarrollo',
          parts: 3,
          asks: 'Trabajo de cada una de tres fuerzas sobre un bloque en un plano inclinado',
          subtopics: ['mecanica.trabajo-plano-inclinado'],
        },
      ],
    },
    {
      id: 'frm-fisica-2024-07-06-t1',
      subject: 'fisica',
      date: '2024-07-06',
      title: 'Física, Seminario de Ingreso, tema I',
      source: physics.jul2024,
      totalPoints: 100,
      items: [
        {
          number: 1,
          points: 10,
          kind: 'opcion-multiple',
          options: 4,
          asks: 'Cuántas cajas entran en un depósito con medidas en dm, cm y dam',
          subtopics: ['mecanica.conversion-unidades'],
        },
        {
          number: 2,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Módulo del producto vectorial de dos vectores en el espacio',
          subtopics: ['mecanica.vectores-productos'],
        },
        {
          number: 3,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Tiempo de encuentro de dos autos que salen a la vez en sentidos opuestos',
          subtopics: ['mecanica.encuentro-graficos'],
        },
        {
          number: 4,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'MRUV desde el reposo: tiempo para alcanzar una velocidad',
          subtopics: ['mecanica.cinematica'],
        },
        {
          number: 5,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Potencia útil de una bomba que eleva agua',
          subtopics: ['mecanica.trabajo-energia'],
        },
        {
          number: 6,
          points: 10,
          kind: 'opcion-multiple',
          options: 5,
          asks: 'Distancia de frenado de un bloque por rozamiento',
          subtopics: ['mecanica.trabajo-energia', 'mecanica.dinamica'],
        },
        {
          number: 7,
          points: 30,
          kind: 'desarrollo',
          parts: 3,
          asks: 'Fuerza de rozamiento, normal y coeficiente de una caja a velocidad constante, con diagrama de cuerpo libre',
          subtopics: ['mecanica.dinamica'],
        },
        {
          number: 8,
          points: 10,
          kind: 'desarrollo',
          parts: 2,
          asks: 'Trabajo de una fuerza oblicua y del rozamiento en un desplazamiento',
          subtopics: ['mecanica.trabajo-energia'],
        },
      ],
    },
  ],
} satisfies Regional;
