import { formatArs, plans } from '../../../../shared/domain/subscription-plans.ts';
import { intakeYear, perMonth } from './copy-values.ts';
import type { SeoPageContent } from './seo-copy.ts';

const annual = `${plans.annual.name} (${formatArs(plans.annual.priceArs)} por año, ${perMonth} por mes)`;
const weekly = `${plans.weekly.name} (${formatArs(plans.weekly.priceArs)} por semana)`;

/**
 * What an unknown keyword shows: copy that fits any search about the UTN entrance exam. The build
 * prerenders it once; every keyword without its own page is served that file.
 */
export const genericSeoPage: SeoPageContent = {
  slug: 'ingreso',
  title: 'Preparación para el ingreso a la UTN | Ingresá',
  description:
    'Todo para el examen de ingreso a la UTN en un solo lugar: más de 400 ejercicios y mini clases, simuladores con el formato del examen y un tutor con IA.',
  keywords: ['ingreso utn', 'preparación ingreso utn', 'examen de ingreso utn', 'curso de ingreso utn'],
  heroTitle: 'Tu preparación para el ingreso a la UTN, en un solo lugar',
  heroSubtitle:
    'Practicá matemática, física y química con ejercicios resueltos, rendí simuladores con el formato del examen y consultá al tutor con IA cuando lo necesites.',
  sections: [
    {
      title: 'Qué vas a encontrar en Ingresá',
      content:
        'Ingresá reúne en un solo lugar lo que hace falta para llegar al examen con confianza: más de 400 ejercicios y mini clases de matemática, física y química, cada uno con la explicación completa paso a paso. Cada materia está ordenada en seis temas con su temario, así sabés siempre qué te falta repasar.\n\nCuando querés medirte, armás un simulador: elegís la materia, los temas, la dificultad y la cantidad de preguntas, y lo resolvés con el reloj corriendo, como el día del examen.',
    },
    {
      title: 'Practicá con el formato del examen',
      content:
        'Como referencia, el examen de ingreso suele tener 60 preguntas de opción múltiple, se resuelve en 3 horas y se aprueba con 4 de 10. Saber los temas es la mitad del trabajo; la otra mitad es llegar con ritmo, sin quedarte trabado en una pregunta mientras el tiempo pasa.\n\nLos simuladores ilimitados te entrenan justo en eso. Al terminar ves tu precisión, el tiempo que usaste y el detalle por tema, y podés volver a intentarlo las veces que quieras.',
    },
    {
      title: 'Un tutor que te responde a cualquier hora',
      content:
        'Las dudas no avisan: aparecen un domingo a la noche o media hora antes de dormir. El tutor con IA de Ingresá está disponible las 24 horas y te explica el ejercicio que no te sale, paso a paso, con el mismo enfoque que el resto del material. Le podés pedir otro ejemplo, una pista sin la solución o que te repase la teoría del tema.',
    },
    {
      title: 'Planes pensados para estudiantes',
      content: `Los dos planes incluyen todo: simuladores, tutor, ejercicios, mini clases, estadísticas y cuadernillos para descargar. Podés elegir el ${annual} o el ${weekly}. Pagás con Mercado Pago y cancelás cuando quieras, sin llamadas ni trámites.`,
    },
  ],
};

/** /ingreso: the guide to the whole entrance process. */
export const ingresoPage: SeoPageContent = {
  slug: 'ingreso',
  title: `Ingreso a la UTN ${intakeYear}: regionales, temas y examen | Ingresá`,
  description:
    'Guía del ingreso a la UTN: cómo organiza cada regional su seminario, qué temas entran, un plan semana a semana y qué hacer el día del examen.',
  keywords: [
    `ingreso utn ${intakeYear}`,
    'ingreso a la utn',
    'seminario de ingreso utn',
    'cómo entrar a la utn',
  ],
  heroTitle: 'Ingreso a la UTN: todo lo que necesitás saber para aprobar',
  heroSubtitle:
    'Una guía clara para entender cómo funciona el ingreso, qué estudiar y cómo aprovechar las semanas que te quedan hasta el examen.',
  sections: [
    {
      title: 'Cómo funciona el ingreso a la UTN',
      content:
        'La Universidad Tecnológica Nacional tiene facultades regionales en todo el país, y cada una organiza su propio seminario de ingreso: define el calendario, la inscripción y la modalidad, que puede ser presencial, a distancia, intensiva de verano o anticipada durante el año. Por eso, lo primero es entrar al sitio oficial de tu regional y anotar las fechas.\n\nLo que se repite en todas es la base: matemática y física, con química en las carreras que la necesitan. Es el piso que te piden para empezar primer año sin arrastrar dudas.',
    },
    {
      title: 'Qué temas tenés que estudiar',
      content:
        'En matemática: álgebra básica, ecuaciones, funciones, geometría, trigonometría y estadística. En física: mecánica, termodinámica, ondas, electricidad, óptica y nociones de física moderna. En química: estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química.\n\nNo hace falta dominar todo el mismo día. Conviene empezar por álgebra y funciones, porque aparecen en casi todos los ejercicios de física y química, y recién después sumar el resto.',
    },
    {
      title: 'Un plan de estudio semana a semana',
      content:
        'Una semana típica puede tener tres bloques: dos o tres días de teoría corta con mini clases, dos días de ejercicios del tema que estás viendo y un día de simulador para medir cómo venís. El séptimo día, descanso o repaso de errores.\n\nLa clave es volver sobre lo que te salió mal. Anotá cada ejercicio fallado, mirá la explicación paso a paso y resolvelo de nuevo a los pocos días: así el error no se repite en el examen.',
    },
    {
      title: 'El día del examen',
      content:
        'Como referencia, suelen ser 60 preguntas de opción múltiple en 3 horas, con aprobación en 4 de 10 (confirmalo con tu regional): tenés unos tres minutos por pregunta. Hacé una primera pasada respondiendo lo que sabés seguro, marcá las que te generan dudas y volvé a ellas al final. Revisá las unidades en física y los signos en álgebra, que es donde más puntos se pierden por apuro.',
    },
    {
      title: 'Cómo te acompaña Ingresá',
      content:
        'Tenés los seis temas de cada materia con su temario, mini clases, ejercicios resueltos y simuladores ilimitados con el formato del examen. Las estadísticas te muestran tu precisión por tema y el tutor con IA te responde a cualquier hora. Es la guía de estudio completa, lista para usar desde el celular o la computadora.',
    },
  ],
};

/** /ingreso/{ingresoId}: the entrance exam seen from the degree the student wants to study. */
export const ingresoPages: SeoPageContent[] = [
  {
    slug: 'ingenieria-en-sistemas',
    title: 'Ingreso a Sistemas de Información UTN: álgebra y lógica | Ingresá',
    description:
      'Ingeniería en Sistemas de Información empieza por razonar con precisión: el álgebra, las funciones y un plan corto para llegar bien al ingreso a la UTN.',
    keywords: [
      'ingreso ingeniería en sistemas utn',
      'sistemas de información utn ingreso',
      'ingreso sistemas utn',
    ],
    heroTitle: 'Ingreso a Ingeniería en Sistemas de Información en la UTN',
    heroSubtitle:
      'Programar empieza por razonar con precisión. Prepará el ingreso afianzando el álgebra, las funciones y la forma de plantear problemas que vas a usar toda la carrera.',
    sections: [
      {
        title: 'Lo que la carrera le pide a tu matemática',
        content:
          'En Sistemas vas a escribir algoritmos, modelar datos y demostrar que una solución funciona. Todo eso descansa sobre el álgebra: despejar, operar con expresiones, entender qué hace una función con cada valor. En primer año te esperan materias como Análisis Matemático, Álgebra y Geometría Analítica y Física, y llegan mucho más livianas si el ingreso te deja una base firme.',
      },
      {
        title: 'Temas del ingreso que más rinden en Sistemas',
        content:
          'Ecuaciones e inecuaciones, funciones lineales y cuadráticas, logaritmos y exponenciales, y algo de estadística para leer datos. La trigonometría y la física también entran en el examen, así que no las dejes de lado: un aspirante a sistemas suele confiarse con la matemática y perder puntos en mecánica o electricidad.\n\nEn Ingresá podés armar simuladores solo con los temas que querés reforzar y ver, tema por tema, dónde estás fallando.',
      },
      {
        title: 'Pensar como programador antes de programar',
        content:
          'Resolver un ejercicio paso a paso se parece mucho a escribir un programa: identificás los datos, elegís el procedimiento y comprobás el resultado. Las explicaciones de Ingresá están escritas así, con pasos numerados y un resultado final, para que adquieras el hábito de ordenar el razonamiento. Cuando un paso no te cierra, el tutor con IA te lo desarma en partes más chicas.',
      },
      {
        title: 'Un plan corto para llegar bien',
        content:
          'Si te quedan pocas semanas, empezá por un simulador de matemática para ver tu punto de partida. Después dedicá la mayor parte del tiempo a los temas con menor precisión en tus estadísticas y cerrá cada semana con un simulador mixto de matemática y física. Con ese ciclo vas a ver cómo sube tu porcentaje de aciertos de una semana a la otra.',
      },
    ],
  },
  {
    slug: 'ingenieria-civil',
    title: 'Ingeniería Civil en la UTN: qué estudiar para el ingreso | Ingresá',
    description:
      '¿Vas a estudiar Ingeniería Civil en la UTN? Geometría, trigonometría y el plano inclinado: por dónde arrancar el ingreso y cómo ordenar tus semanas.',
    keywords: ['ingreso ingeniería civil utn', 'ingeniería civil utn', 'ingreso civil utn'],
    heroTitle: 'Ingreso a Ingeniería Civil en la UTN: bases sólidas desde el primer día',
    heroSubtitle:
      'Puentes, edificios y rutas se calculan con geometría, trigonometría y mecánica. Empezá a construir esa base con el ingreso y llegá a primer año con confianza.',
    sections: [
      {
        title: 'Por qué la geometría pesa tanto en Civil',
        content:
          'Un ingeniero civil pasa buena parte de su tiempo midiendo, proyectando y verificando formas: superficies, volúmenes, pendientes y ángulos. Los problemas de geometría del ingreso (áreas, perímetros, semejanza de triángulos, teorema de Pitágoras) son la versión inicial de los cálculos que después vas a hacer en obra y en estructuras.\n\nPracticalos con dibujo: un esquema prolijo con los datos marcados resuelve la mitad del problema. Es la misma costumbre que después vas a necesitar para leer planos y hacer cómputos de materiales.',
      },
      {
        title: 'Trigonometría sin miedo',
        content:
          'Seno, coseno y tangente aparecen en cuanto hay que descomponer una fuerza o calcular la altura de algo que no se puede medir directo. En el ingreso te van a pedir resolver triángulos rectángulos, pasar de grados a radianes y usar identidades básicas.\n\nLa práctica hace la diferencia: en Ingresá tenés ejercicios de trigonometría con la explicación completa y simuladores para entrenar la velocidad.',
      },
      {
        title: 'Mecánica: fuerzas, equilibrio y movimiento',
        content:
          'Dentro de física, la mecánica es el tema más cercano a la carrera: cinemática, leyes de Newton, trabajo y energía. Un clásico del examen es el cuerpo sobre un plano inclinado, que junta trigonometría y física en un solo ejercicio. Si te cuesta plantearlo, pedile al tutor con IA que te guíe con el diagrama de fuerzas antes de hacer cuentas.',
      },
      {
        title: 'Cómo organizar tu preparación',
        content:
          'Arrancá por geometría y trigonometría, que sostienen el resto; seguí con mecánica y dejá para después electricidad, ondas y los temas de química que te toquen. Rendí un simulador por semana con todos los temas vistos hasta el momento y usá las estadísticas para decidir qué repasar. Así llegás al examen con un plan y no solo con apuntes.',
      },
    ],
  },
  {
    slug: 'ingenieria-industrial',
    title: 'Ingeniería Industrial UTN: medí tu ingreso como un proceso | Ingresá',
    description:
      'Para entrar a Industrial en la UTN no alcanza con una materia: funciones, estadística, física y química, y tus propios indicadores para decidir qué repasar.',
    keywords: ['ingreso ingeniería industrial utn', 'ingeniería industrial utn', 'ingreso industrial utn'],
    heroTitle: 'Ingreso a Ingeniería Industrial en la UTN',
    heroSubtitle:
      'La industrial mezcla números, procesos y decisiones. Prepará el ingreso con una base amplia de matemática, física y química, y aprendé a medir tu propio progreso.',
    sections: [
      {
        title: 'Una carrera que lo mira todo',
        content:
          'Un ingeniero industrial organiza plantas, procesos y equipos para que produzcan más y mejor. Por eso el ingreso no le perdona huecos en ninguna materia: vas a usar funciones para modelar costos, estadística para controlar calidad, física para entender máquinas y química para los procesos de transformación.',
      },
      {
        title: 'Funciones y estadística, tus primeras herramientas',
        content:
          'Las funciones lineales y cuadráticas permiten describir cómo cambia un costo o una producción; la estadística, resumir datos con promedios, medianas y dispersión. Son temas del ingreso que parecen simples y justamente por eso se practican poco. En Ingresá los encontrás con ejercicios resueltos paso a paso y mini clases cortas para repasar la teoría.',
      },
      {
        title: 'Medí tu avance como medirías un proceso',
        content:
          'La mirada industrial sirve también para estudiar: definí un indicador, medilo y mejoralo. Tus estadísticas en Ingresá muestran la precisión por materia y por tema, el tiempo de estudio y la evolución de los últimos días. Con esos datos elegís qué repasar en lugar de volver siempre a lo que ya te sale.\n\nCada simulador que rendís suma información: después de unas semanas vas a saber con exactitud cuáles son tus temas fuertes y cuáles todavía necesitan trabajo. Es tu primer tablero de control, y lo armás vos mismo.',
      },
      {
        title: 'Química y física sin dejarlas para el final',
        content:
          'Muchos aspirantes estudian matemática primero y llegan con poco tiempo a física y química. Para evitarlo, alterná: un día de matemática, otro de física, otro de química, y un simulador mixto al cierre de la semana. Si una consigna de estequiometría o de termodinámica no te cierra, el tutor con IA te la explica a cualquier hora.',
      },
    ],
  },
  {
    slug: 'ingenieria-electronica',
    title: 'Ingeniería Electrónica UTN: de la ley de Ohm al examen | Ingresá',
    description:
      'Si querés estudiar Electrónica en la UTN, el ingreso ya trae circuitos: ley de Ohm, ondas y despejes sin errores de unidades, practicados con simuladores.',
    keywords: ['ingreso ingeniería electrónica utn', 'ingeniería electrónica utn', 'ingreso electrónica utn'],
    heroTitle: 'Ingreso a Ingeniería Electrónica en la UTN: de la ley de Ohm al examen',
    heroSubtitle:
      'Circuitos, señales y sistemas arrancan con la física y la trigonometría del ingreso. Preparalas a fondo y llegá a la carrera hablando su idioma.',
    sections: [
      {
        title: 'La electricidad del ingreso es tu primer circuito',
        content:
          'Carga, corriente, tensión, resistencia y potencia: con la ley de Ohm y las asociaciones en serie y en paralelo ya podés resolver los circuitos que aparecen en el examen. Son ejercicios donde un error de unidades arruina todo el resultado, así que conviene practicarlos hasta que el planteo te salga automático.\n\nUn buen hábito es escribir siempre la unidad al lado de cada número. Si al final te queda ohms donde esperabas amperes, sabés que el despeje está mal antes de mirar la respuesta, y ese control rápido vale oro con el reloj en contra.',
      },
      {
        title: 'Ondas y trigonometría van juntas',
        content:
          'Una señal eléctrica se describe con amplitud, frecuencia y período, y se dibuja con senos y cosenos. Por eso en Electrónica la trigonometría del ingreso no es un trámite: entender el círculo trigonométrico y las funciones periódicas te va a ahorrar horas en las materias de señales.\n\nEn Ingresá tenés mini clases y ejercicios de ondas y de trigonometría para trabajarlos en paralelo.',
      },
      {
        title: 'Álgebra para despejar sin errores',
        content:
          'Casi todo ejercicio de electricidad termina en una ecuación: despejar una resistencia, una corriente o un tiempo. Repasá operaciones con fracciones, potencias de diez y notación científica, porque los valores en electrónica van de los microamperes a los kilohms. Las explicaciones paso a paso te muestran cada despeje, sin saltos.',
      },
      {
        title: 'Prepará el examen completo',
        content:
          'Aunque la electricidad sea lo que más te atrae, el examen recorre toda la física y la matemática. Rendí simuladores mixtos para no descuidar mecánica ni geometría, revisá tus temas débiles en las estadísticas y consultá al tutor con IA cuando un circuito no te dé el resultado esperado.',
      },
    ],
  },
  {
    slug: 'ingenieria-quimica',
    title: 'Ingeniería Química en la UTN: prepará la estequiometría | Ingresá',
    description:
      '¿Querés ser ingeniero químico? El ingreso a la UTN arranca con moles, reactivo limitante, soluciones y pH: practicalos hasta que el método te salga solo.',
    keywords: ['ingreso ingeniería química utn', 'ingeniería química utn', 'ingreso química utn'],
    heroTitle: 'Ingreso a Ingeniería Química en la UTN',
    heroSubtitle:
      'Reacciones, balances y energía: la química del ingreso es la puerta a la carrera. Prepará cada tema con ejercicios resueltos y medí tu avance con simuladores.',
    sections: [
      {
        title: 'La química que vas a usar en la carrera',
        content:
          'Un ingeniero químico diseña y controla procesos donde la materia se transforma a escala industrial. Todo empieza con lo que ves en el ingreso: estructura atómica y tabla periódica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química. Cuanto más firme sea esa base, más vas a disfrutar primer año.\n\nNo hace falta haber ido a una escuela técnica con orientación química: con un repaso ordenado, tema por tema, y mucha práctica de ejercicios se llega perfectamente. Lo importante es empezar con tiempo y no estudiar de memoria.',
      },
      {
        title: 'Estequiometría: el tema que más se practica',
        content:
          'Moles, masas molares, reactivo limitante y rendimiento aparecen en casi todos los exámenes. El método siempre es el mismo: balancear la ecuación, pasar a moles, usar la proporción y volver a gramos o litros. Con los ejercicios de Ingresá lo repetís hasta que sea automático, con cada paso explicado y el resultado para comparar.',
      },
      {
        title: 'Soluciones, pH y energía',
        content:
          'Concentraciones, diluciones y pH son cuentas cortas pero traicioneras: una unidad mal convertida y la respuesta cambia por completo. La termodinámica química suma el calor de reacción y la idea de espontaneidad.\n\nSi una consigna te resulta confusa, pedile al tutor con IA que te la reformule o que te proponga un ejemplo más simple antes de volver al original.',
      },
      {
        title: 'Sin descuidar matemática y física',
        content:
          'El examen no es solo química: la matemática y la física también cuentan y suelen definir la nota. Alterná tus semanas entre las tres materias, rendí simuladores mixtos y usá las estadísticas para detectar a tiempo el tema que se te está quedando atrás.',
      },
    ],
  },
];
