import { annualPrice, intakeYear, perMonth, weeklyPrice } from '../copy-values.ts';
import type { SeoPageContent } from '../seo-copy.ts';

/** Keyword pages that start with `utn-`. */
export const utnPages: SeoPageContent[] = [
  {
    slug: 'utn-ingreso',
    title: `Ingreso UTN ${intakeYear}: cómo prepararte para entrar | Ingresá`,
    description:
      'Qué implica prepararse para entrar a la UTN, qué contenidos conviene dominar antes del examen y por dónde empezar hoy, con práctica guiada y simulacros.',
    keywords: [
      'ingreso utn',
      `ingreso utn ${intakeYear}`,
      'como entrar a la utn',
      'preparacion ingreso utn',
      'ingresar a la utn',
    ],
    heroTitle: 'Prepará tu ingreso a la UTN con un plan claro',
    heroSubtitle:
      'Ejercicios explicados paso a paso, simulacros ilimitados y un tutor con IA para que llegues al examen sabiendo qué esperar.',
    sections: [
      {
        title: 'Qué implica prepararse para el ingreso',
        content:
          'Entrar a la UTN no es cuestión de suerte: se trata de llegar con una base firme en matemática y física, y también en química si tu carrera la pide. Muchos aspirantes traen de la secundaria temas vistos a medias, y el ingreso es el momento de ordenarlos.\n\nLas condiciones, las fechas y la modalidad las define cada facultad regional, así que el primer paso es leer la información oficial de la tuya. El segundo es armar un plan de estudio que puedas sostener semana a semana, sin atracones de último momento.',
      },
      {
        title: 'Los contenidos que conviene dominar',
        content:
          'En matemática, el núcleo es álgebra básica, ecuaciones, funciones, geometría, trigonometría y estadística. En física aparecen mecánica, termodinámica, ondas, electricidad, óptica y nociones de física moderna. En química, estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química.\n\nNo hace falta memorizar cada fórmula: hace falta entender los procedimientos y poder aplicarlos con el reloj corriendo.',
      },
      {
        title: 'Cómo te acompaña Ingresá',
        content:
          'Ingresá es una plataforma independiente de preparación: no somos la UTN, somos la herramienta para que llegues mejor parado. Tenés más de 400 ejercicios y mini clases, cada ejercicio con su resolución en pasos, y simuladores ilimitados donde elegís materia, dificultad, cantidad de preguntas y tiempo.\n\nSi te trabás a las once de la noche, el tutor con IA te guía paso a paso para que encuentres vos el camino. Y en tus estadísticas ves qué temas te cuestan para dedicarles más horas.',
      },
      {
        title: 'Por dónde empezar hoy',
        content: `Hacé un primer simulacro corto de matemática, de 10 preguntas en dificultad media, para tener un diagnóstico honesto. Con ese resultado elegí dos temas flojos y trabajalos durante la semana con mini clases y ejercicios.\n\nMás de 700 estudiantes ya se prepararon con Ingresá. El Plan Premium anual cuesta ${annualPrice} y el Plan Semanal, ${weeklyPrice} por semana; pagás con Mercado Pago y podés cancelar cuando quieras.`,
      },
    ],
  },
  {
    slug: 'utn-curso-de-ingreso',
    title: 'Curso de ingreso UTN: llegá con la base armada | Ingresá',
    description:
      'Complementá el curso de ingreso a la UTN con ejercicios resueltos, mini clases y simulacros cronometrados. Practicá a tu ritmo, a cualquier hora.',
    keywords: [
      'curso de ingreso utn',
      `curso ingreso utn ${intakeYear}`,
      'apoyo curso de ingreso utn',
      'repaso curso ingreso utn',
      'clases curso de ingreso utn',
    ],
    heroTitle: 'Llegá al curso de ingreso con los temas frescos',
    heroSubtitle:
      'Repasá antes de que arranque y reforzá cada clase con práctica guiada en matemática, física y química.',
    sections: [
      {
        title: 'Antes del curso: recuperar lo que ya viste',
        content:
          'Un curso de ingreso suele avanzar rápido y da por sabidos muchos temas de la secundaria. Si llegás con el despeje de ecuaciones, las fracciones y las funciones lineales frescos, vas a poder concentrarte en lo nuevo en lugar de correr detrás.\n\nEl repaso previo no necesita meses. Con tres o cuatro sesiones semanales de una hora, un tema por sesión, en pocas semanas recuperás la base que se oxidó durante el verano.',
      },
      {
        title: 'Durante el curso: fijar cada clase al día siguiente',
        content:
          'Lo que te explican en una clase se fija cuando lo resolvés solo al otro día. Reservá un rato después de cada encuentro para hacer ejercicios del mismo tema y mirá la resolución paso a paso recién cuando ya lo intentaste.\n\nEn Ingresá buscás ejercicios por materia y tema, y al verificar ves tu respuesta, la correcta y consejos de estudio. Si algo sigue sin cerrar, el tutor con IA te guía paso a paso hasta que lo destrabes.',
      },
      {
        title: 'Medir si vas bien antes de cada evaluación',
        content:
          'Los simuladores te dejan elegir temas puntuales, así que podés armar una prueba solo con lo que se dio en las últimas semanas. Al terminar, el desglose por tema te muestra dónde perdiste puntos.\n\nLa fecha de inicio, la duración, la modalidad y las condiciones para aprobar dependen de cada facultad regional. Consultalas siempre en los canales oficiales de la tuya y no te guíes por lo que le tocó a un conocido en otra sede.',
      },
      {
        title: 'Un complemento, no un reemplazo',
        content: `Ingresá no reemplaza al curso ni pertenece a la UTN: es una plataforma independiente para practicar más y con feedback inmediato. Lo usás cuando te queda cómodo, desde el celular o la compu.\n\nSi el curso dura unas semanas, el Plan Semanal de ${weeklyPrice} por semana puede alcanzarte. Si querés acompañamiento el año entero, el Plan Premium sale ${annualPrice} por año (${perMonth} por mes) y es el más conveniente.`,
      },
    ],
  },
  {
    slug: 'utn-seminario-universitario',
    title: 'Seminario universitario UTN: cómo sostener el ritmo | Ingresá',
    description:
      'Consejos para cursar el seminario universitario de la UTN sin atrasarte: repaso semanal, práctica por tema, simulacros y un tutor con IA disponible siempre.',
    keywords: [
      'seminario universitario utn',
      'seminario utn',
      'seminario de ingreso utn',
      'aprobar seminario utn',
      'seminario universitario utn matematica',
    ],
    heroTitle: 'El seminario se gana con constancia, no con atracones',
    heroSubtitle:
      'Una forma de ir al día con cada tema del seminario universitario y llegar tranquilo a las evaluaciones.',
    sections: [
      {
        title: 'Un ingreso que se juega semana a semana',
        content:
          'Cuando el ingreso se organiza como un seminario, con clases y evaluaciones a lo largo de varias semanas, el mayor riesgo no es un tema difícil: es atrasarse. Un tema que no entendiste el lunes se convierte en tres temas flojos al viernes.\n\nPor eso la estrategia que mejor funciona es simple: cerrar cada semana sin deudas. Si algo quedó en duda, se resuelve antes de que empiece el tema siguiente.',
      },
      {
        title: 'La rutina de cierre semanal',
        content:
          'Elegí un día fijo, por ejemplo el sábado a la mañana, para revisar lo que viste en la semana. Primero releé tus apuntes y anotá qué no podrías explicarle a un compañero. Después resolvé ejercicios de esos puntos sin mirar la solución.\n\nTerminá con un simulador corto, de 10 o 15 preguntas, filtrado por los temas de la semana. Si acertás menos de la mitad en alguno, ya sabés qué repasar el domingo.',
      },
      {
        title: 'Repasar lo viejo mientras avanzás',
        content:
          'Lo que aprendiste en la primera semana se olvida si no vuelve a aparecer. Cada tanto, sumá a tus simulacros dos o tres temas anteriores, por ejemplo ecuaciones o trigonometría, aunque ya los hayas aprobado.\n\nLas estadísticas de Ingresá muestran tu precisión en cada tema y se filtran por período: si comparás los últimos 7 días con los últimos 30, notás enseguida si algo que dominabas empezó a caer.',
      },
      {
        title: 'Qué revisar con tu facultad regional',
        content:
          'Cada facultad regional define cómo organiza su ingreso: cuántas materias incluye, si hay instancias recuperatorias y qué nota se necesita. Esa información está en sus canales oficiales y conviene leerla antes de empezar.\n\nIngresá es independiente de la UTN. Te damos ejercicios explicados, mini clases y un tutor con IA que responde a cualquier hora para que no te quedes con dudas entre una clase y la otra.',
      },
    ],
  },
  {
    slug: 'utn-examen-de-ingreso',
    title: `Examen de ingreso UTN ${intakeYear}: simulá las 3 horas | Ingresá`,
    description:
      'Ensayá el examen de ingreso a la UTN completo: simulacros de 3 horas con reloj, estrategia para la opción múltiple y qué revisar después de cada intento.',
    keywords: [
      'examen de ingreso utn',
      `examen ingreso utn ${intakeYear}`,
      'como es el examen de ingreso utn',
      'preguntas examen ingreso utn',
      'tiempo examen utn',
    ],
    heroTitle: 'Entrená el examen de ingreso como si fuera el día real',
    heroSubtitle:
      'Conocé cómo suele plantearse la prueba, cuánto tiempo tenés por pregunta y cómo practicarla con simulacros cronometrados.',
    sections: [
      {
        title: 'Cómo suele verse la prueba',
        content:
          'Como referencia, el examen de ingreso suele plantearse con unas 60 preguntas de opción múltiple, 3 horas para resolverlas y aprobación con 4 sobre 10. El formato exacto, las materias y la fecha los confirma tu facultad regional, así que chequealo en su información oficial.\n\nCon esos números, tenés alrededor de 3 minutos por pregunta. Algunas salen en 30 segundos y otras piden un planteo completo, y saber repartir ese tiempo es parte de la preparación.',
      },
      {
        title: 'Estrategia para la opción múltiple',
        content:
          'Hacé una primera pasada resolviendo lo que sabés seguro y marcá las preguntas que te traban. En la segunda vuelta volvé a esas con el tiempo que te quedó. Así ninguna pregunta difícil te roba minutos que valían para tres fáciles.\n\nLas opciones también ayudan: si dudás, reemplazá cada una en la ecuación o revisá las unidades del resultado. Muchas veces dos opciones se descartan solo por el orden de magnitud.',
      },
      {
        title: 'Simular las 3 horas completas',
        content:
          'En Ingresá cada simulador va de 10 a 30 preguntas y de 30 a 120 minutos. Para ensayar la jornada completa, encadená dos simuladores de 30 preguntas con 90 minutos cada uno y un descanso corto en el medio: es la forma más honesta de medir tu resistencia.\n\nHacelo en un lugar sin celular a mano, con hoja y lápiz. Te vas a sorprender de cuánto cambia tu rendimiento en la segunda hora.',
      },
      {
        title: 'Después del simulacro, el verdadero trabajo',
        content:
          'El resultado te muestra aciertos, errores, tiempo usado y el desglose por tema. Revisá cada error con la explicación y clasificalo: no sabía el tema, me equivoqué en una cuenta o no me alcanzó el tiempo. Cada tipo se corrige distinto.\n\nCon ese diagnóstico, la semana siguiente se organiza sola. Ingresá es una plataforma independiente de la UTN: te ayudamos a entrenar, y el examen lo toma tu facultad.',
      },
    ],
  },
  {
    slug: 'utn-matematica',
    title: 'Matemática para el ingreso UTN: temas y ejercicios | Ingresá',
    description:
      'Repasá la matemática del ingreso a la UTN tema por tema: álgebra, ecuaciones, funciones, geometría, trigonometría y estadística, con ejercicios explicados.',
    keywords: [
      'matematica ingreso utn',
      'utn matematica',
      'ejercicios matematica utn',
      'temas matematica ingreso utn',
      'funciones ingreso utn',
      'trigonometria ingreso utn',
    ],
    heroTitle: 'Matemática para la UTN, tema por tema',
    heroSubtitle:
      'Del álgebra básica a la trigonometría: qué entra, dónde se equivoca la mayoría y cómo practicarlo con resoluciones en pasos.',
    sections: [
      {
        title: 'Álgebra y ecuaciones: la base de lo demás',
        content:
          'Factorizar, operar con fracciones algebraicas, aplicar propiedades de potencias y raíces: sin esto no avanza ningún otro tema. En ecuaciones vas a ver lineales, cuadráticas y sistemas de dos ecuaciones con dos incógnitas.\n\nEl error más común es de signo al pasar términos de un lado al otro. El segundo, olvidar que x² = 9 tiene dos soluciones, 3 y −3. Revisá cada resultado reemplazándolo en la ecuación original.',
      },
      {
        title: 'Funciones y geometría',
        content:
          'En funciones aparecen la lineal, la cuadrática y sus gráficos: pendiente, ordenada al origen, raíces, vértice, dominio e imagen. Conviene poder pasar de la fórmula al gráfico y del gráfico a la fórmula sin dudar.\n\nEn geometría se usan áreas, perímetros, el teorema de Pitágoras y la semejanza de triángulos. Un dibujo prolijo con los datos marcados resuelve la mitad del problema antes de hacer una sola cuenta.',
      },
      {
        title: 'Trigonometría y estadística',
        content:
          'La trigonometría arranca con seno, coseno y tangente en el triángulo rectángulo y sigue con la circunferencia trigonométrica y la identidad sen² x + cos² x = 1. Un clásico: la calculadora configurada en radianes cuando el problema está en grados.\n\nEn estadística se trabajan media, mediana y moda, y la lectura de tablas y gráficos. Son preguntas accesibles si practicaste, y puntos que no conviene regalar.',
      },
      {
        title: 'Cómo practicarla en Ingresá',
        content:
          'En la sección de matemática tenés el temario numerado, mini clases por tema y ejercicios de opción múltiple y verdadero o falso, cada uno resuelto paso a paso hasta el resultado. Si un paso no te cierra, el tutor con IA te lo desarma.\n\nCuando sientas que un tema está firme, creá un simulador solo con ese tema en dificultad difícil. Si lo superás con holgura, pasá al siguiente; si no, volvé a los ejercicios del tema y repetí la prueba en unos días.',
      },
    ],
  },
  {
    slug: 'utn-fisica',
    title: 'Física para el ingreso UTN: cómo resolver problemas | Ingresá',
    description:
      'Física del ingreso a la UTN: mecánica, termodinámica, ondas, electricidad, óptica y física moderna, con una forma clara de plantear cada problema sin trabarte.',
    keywords: [
      'fisica ingreso utn',
      'utn fisica',
      'problemas de fisica utn',
      'cinematica ingreso utn',
      'ejercicios fisica utn',
    ],
    heroTitle: 'Física para la UTN: cómo encarar cada problema',
    heroSubtitle:
      'Aprendé a plantear antes de calcular y practicá mecánica, electricidad, ondas y más con resoluciones guiadas.',
    sections: [
      {
        title: 'Un procedimiento que sirve para cualquier problema',
        content:
          'Leé el enunciado dos veces y anotá los datos con sus unidades. Escribí qué te piden. Elegí la ley que vincula datos e incógnita, despejá con letras y recién al final reemplazá los números.\n\nEl último paso es el que más puntos salva: mirá si el resultado tiene sentido. Un auto que frena en 4000 metros o una resistencia negativa te están avisando que algo salió mal en el camino. Revisar unidades y órdenes de magnitud lleva segundos y evita errores que cuestan caro.',
      },
      {
        title: 'Mecánica, el tema más pesado',
        content:
          'Cinemática con movimiento rectilíneo uniforme y uniformemente variado, caída libre, leyes de Newton, trabajo y energía. Acá se juega buena parte de la física del ingreso.\n\nCuidá las unidades: 72 km/h son 20 m/s, porque se divide por 3,6. En dinámica, dibujá siempre el diagrama de cuerpo libre antes de escribir la segunda ley de Newton; la mayoría de los errores vienen de olvidar una fuerza o de darle el signo equivocado.',
      },
      {
        title: 'Termodinámica, ondas, electricidad y óptica',
        content:
          'En termodinámica vas a usar calor, temperatura y la relación Q = m · c · ΔT. En ondas, la velocidad de propagación v = λ · f. En electricidad, la ley de Ohm y las resistencias en serie y en paralelo. En óptica, reflexión y refracción.\n\nLa física moderna suele aparecer con conceptos como el fotón y el efecto fotoeléctrico. Son temas más cortos, y con unas pocas mini clases los tenés cubiertos.',
      },
      {
        title: 'Cómo entrenarla con Ingresá',
        content:
          'Cada ejercicio de física trae la resolución paso a paso, así que podés comparar tu planteo con el correcto y no solo el número final. Si te perdés en un despeje, el tutor con IA te acompaña a cualquier hora.\n\nLos simuladores de física te dejan elegir temas, por ejemplo solo mecánica y electricidad, y las estadísticas te marcan cuál te cuesta más para que le des prioridad.',
      },
    ],
  },
  {
    slug: 'utn-quimica',
    title: 'Química para el ingreso UTN: del mol a las pilas | Ingresá',
    description:
      '¿Tu carrera en la UTN pide química? Confirmalo primero y después repasá del átomo y el mol a las pilas, con ejercicios resueltos y sin perderte en fórmulas.',
    keywords: [
      'quimica ingreso utn',
      'utn quimica',
      'estequiometria ingreso utn',
      'ejercicios quimica utn',
      'soluciones quimica utn',
    ],
    heroTitle: 'Química para la UTN sin perderte en las fórmulas',
    heroSubtitle:
      'El concepto de mol bien entendido destraba casi toda la química del ingreso. Empezá por ahí y seguí tema por tema.',
    sections: [
      {
        title: 'Primero, confirmá si tu ingreso la incluye',
        content:
          'Lo que se evalúa en el ingreso puede depender de tu carrera y de tu facultad regional. Antes de dedicarle horas a química, revisá en la información oficial de tu facultad si forma parte de tu examen.\n\nSi la incluye, conviene no dejarla para el final: para muchos estudiantes es la materia que menos vieron en la secundaria y la que más tiempo necesita para asentarse.',
      },
      {
        title: 'Estructura atómica y el mol',
        content:
          'Número atómico, número másico, isótopos y configuración electrónica son la puerta de entrada. Con eso entendés la tabla periódica y por qué los elementos se combinan como lo hacen.\n\nDespués llega el mol: 6,02 × 10²³ partículas y una masa molar que sale de la tabla. El agua, por ejemplo, tiene 18 g/mol. Si podés pasar con soltura de gramos a moles y de moles a partículas, la estequiometría deja de dar miedo.',
      },
      {
        title: 'Estequiometría, soluciones y ácidos',
        content:
          'En estequiometría el orden es siempre el mismo: ecuación balanceada, pasar a moles, usar la proporción de la ecuación y volver a la unidad pedida. El error típico es saltear el balanceo.\n\nEn soluciones se trabaja con molaridad, que es moles de soluto por litro de solución, y con diluciones. En ácidos y bases aparece el pH: a 25 °C, 7 es neutro, menos es ácido y más es básico.',
      },
      {
        title: 'Electroquímica, energía y práctica',
        content:
          'En electroquímica se ven oxidación, reducción y pilas: en una pila, los electrones salen del ánodo, donde hay oxidación, y llegan al electrodo donde se produce la reducción. En termodinámica química, una reacción exotérmica libera calor y tiene variación de entalpía negativa.\n\nEn Ingresá tenés mini clases y ejercicios de cada uno de estos temas con la resolución paso a paso, y un cuadernillo de química en PDF para repasar en papel.',
      },
    ],
  },
  {
    slug: 'utn-simulacro',
    title: 'Simulacro de examen UTN: practicá con reloj | Ingresá',
    description:
      'Un simulacro vale más que diez ejercicios sueltos: ensayá el ingreso a la UTN con reloj, revisá tus errores y sabé cada cuánto conviene hacer uno.',
    keywords: [
      'simulacro utn',
      'simulacro examen utn',
      'simulador ingreso utn',
      `simulacro ingreso utn ${intakeYear}`,
      'examen de prueba utn',
      'practicar examen utn',
    ],
    heroTitle: 'Simulacros ilimitados para llegar sin sorpresas',
    heroSubtitle:
      'Configurá cada simulacro a tu medida, respondé contra reloj y descubrí en qué temas estás perdiendo puntos.',
    sections: [
      {
        title: 'Por qué un simulacro vale más que diez ejercicios sueltos',
        content:
          'Resolver un ejercicio sin apuro no es lo mismo que resolverlo con el reloj en contra y otras veinte preguntas esperando. El simulacro entrena justamente eso: decidir rápido, no engancharte con una pregunta y sostener la concentración.\n\nAdemás te da un número. Saber que acertás el 55% en física es mucho más útil que sentir que vas más o menos.',
      },
      {
        title: 'Cómo configurarlo',
        content:
          'En Ingresá elegís materia (matemática, física o química), dificultad fácil, media o difícil, entre 10 y 30 preguntas y un límite de 30, 45, 60, 90 o 120 minutos. También podés elegir temas puntuales; si no elegís ninguno, entran los seis temas de la materia.\n\nUna buena progresión: arrancá con 10 preguntas fáciles para calentar, pasá a 20 preguntas en 60 minutos en dificultad media y, cuando te sientas sólido, probá 30 preguntas difíciles.',
      },
      {
        title: 'Qué hacer con el resultado',
        content:
          'Al terminar ves porcentaje de aciertos, respuestas correctas e incorrectas, minutos usados y el rendimiento por tema. Durante el simulacro, cada respuesta trae su explicación, así que no te quedás con la duda.\n\nEl historial te muestra tus últimos diez resultados. Si un tema aparece flojo dos veces seguidas, dejá de hacer simulacros generales y dedicale unos días con mini clases y ejercicios de ese tema.',
      },
      {
        title: 'Cada cuánto hacer uno',
        content: `Lejos del examen, uno o dos por semana alcanzan: el resto del tiempo es para aprender. En las últimas semanas, subí la frecuencia y alterná materias para no descuidar ninguna.\n\nLos simulacros son ilimitados en los dos planes: el Plan Premium anual a ${annualPrice} y el Plan Semanal a ${weeklyPrice} por semana. Son de práctica y no reemplazan la evaluación oficial de tu facultad regional, pero te dejan llegar a ella con muchas horas de entrenamiento encima.`,
      },
    ],
  },
  {
    slug: 'utn-ejercicios-resueltos',
    title: 'Ejercicios resueltos para el ingreso UTN | Ingresá',
    description:
      'Leer resoluciones no alcanza: cómo aprovechar los ejercicios resueltos de matemática, física y química para el ingreso a la UTN y aprender de cada error.',
    keywords: [
      'ejercicios resueltos utn',
      'ejercicios resueltos ingreso utn',
      'ejercicios utn con solucion',
      'problemas resueltos utn',
      'ejercicios paso a paso utn',
    ],
    heroTitle: 'Ejercicios resueltos que te enseñan el camino, no solo el número',
    heroSubtitle:
      'Cada resolución está dividida en pasos para que veas dónde se decide el problema y en qué parte te equivocaste vos.',
    sections: [
      {
        title: 'Leer resoluciones no alcanza',
        content:
          'Mirar un ejercicio resuelto da una sensación engañosa: cada paso parece obvio cuando alguien ya lo hizo. Lo que de verdad enseña es intentarlo primero, equivocarte y después comparar tu planteo con la resolución.\n\nPor eso en Ingresá primero elegís tu respuesta y la verificás, y recién ahí aparece la explicación. Ese pequeño esfuerzo previo es lo que hace que el procedimiento se te quede, incluso cuando te equivocaste.',
      },
      {
        title: 'Cómo están explicados',
        content:
          'Cada explicación viene en pasos numerados hasta el resultado: cada paso muestra una decisión concreta, como elegir la fórmula, despejar o convertir unidades, y el resultado cierra el ejercicio. Junto a eso ves tu respuesta, la correcta y consejos de estudio.\n\nHay ejercicios de opción múltiple y de verdadero o falso en matemática, física y química, organizados por tema. Entre ejercicios y mini clases son más de 400.',
      },
      {
        title: 'Una técnica para aprender de cada error',
        content:
          'Cuando falles, no pases al siguiente enseguida. Buscá el primer paso de la resolución donde tu planteo se separa del correcto y anotalo en una lista de errores. Al final de la semana, rehacé esos ejercicios sin mirar.\n\nSi no entendés por qué un paso es así, preguntale al tutor con IA: te explica ese paso y te guía hasta que lo veas claro.',
      },
      {
        title: 'Del ejercicio suelto al examen',
        content:
          'Cuando un tema ya te sale en ejercicios sueltos, probalo en un simulador con límite de tiempo: ahí se ve si lo resolvés con la velocidad que pide un examen. Las estadísticas te muestran qué temas ya están firmes y cuáles conviene volver a practicar.\n\nIngresá es una plataforma independiente de la UTN; los ejercicios son nuestros y están pensados para entrenar los temas que suelen aparecer en el ingreso.',
      },
    ],
  },
  {
    slug: 'utn-modelos-de-examen',
    title: 'Modelos de examen UTN: cómo usarlos bien | Ingresá',
    description:
      'Dónde buscar modelos de examen de ingreso a la UTN, cómo aprovecharlos sin gastarlos de golpe y cómo seguir practicando con simulacros nuevos.',
    keywords: [
      'modelos de examen utn',
      'modelo examen ingreso utn',
      'examenes anteriores utn',
      'parciales ingreso utn',
      'examen utn resuelto',
    ],
    heroTitle: 'Modelos de examen: cuándo usarlos y qué hacer después',
    heroSubtitle:
      'Los modelos sirven para conocer el estilo de la prueba. Para practicar sin límite, necesitás preguntas nuevas cada vez.',
    sections: [
      {
        title: 'Dónde están los modelos oficiales',
        content:
          'Si tu facultad regional publica exámenes anteriores o modelos de práctica, la fuente confiable es siempre su canal oficial. Desconfiá de archivos sueltos sin fecha ni origen: pueden ser de otro plan de estudios o tener respuestas mal corregidas.\n\nIngresá no publica exámenes oficiales de la UTN, porque no somos la UTN. Lo que ofrecemos son simulacros propios con preguntas de los temas que suelen aparecer en el ingreso.',
      },
      {
        title: 'No gastes los modelos de entrada',
        content:
          'Un modelo de examen es un recurso limitado: una vez que lo hiciste, ya conocés las preguntas. Usá uno al principio como diagnóstico y guardá los demás para las últimas semanas, cuando quieras medirte en condiciones reales y ver cuánto avanzaste.\n\nResolvelos siempre con reloj, sin apuntes y de una sola vez. Si los hacés de a partes y con la carpeta abierta, el resultado no te dice nada.',
      },
      {
        title: 'Entre modelo y modelo, simulacros nuevos',
        content:
          'El tiempo entre un modelo y el siguiente es para aprender y practicar con preguntas que no conocés. Los simuladores de Ingresá son ilimitados: cada vez que creás uno, elegís materia, temas, dificultad, cantidad de preguntas y tiempo.\n\nComo podés filtrar por tema, te sirven para atacar exactamente lo que el último modelo te mostró flojo, sin repetir lo que ya sabés.',
      },
      {
        title: 'Cómo corregir un modelo',
        content:
          'Corregí pregunta por pregunta y anotá por qué fallaste: concepto, cuenta o tiempo. Si la mayoría de tus errores son de cuentas, no necesitás más teoría sino más práctica prolija. Si son de concepto, volvé a la mini clase del tema.\n\nEn Ingresá, las estadísticas muestran tu precisión por tema y se pueden filtrar por período, así ves si lo que fallaste en un modelo mejora en las semanas siguientes.',
      },
    ],
  },
  {
    slug: 'utn-material-de-estudio',
    title: 'Material de estudio para el ingreso UTN | Ingresá',
    description:
      'Qué material de estudio necesitás para el ingreso a la UTN: temario por materia, mini clases, ejercicios explicados, cuadernillos en PDF y simulacros.',
    keywords: [
      'material de estudio utn',
      'material ingreso utn',
      'apuntes ingreso utn',
      'temario ingreso utn',
      'recursos para estudiar utn',
    ],
    heroTitle: 'El material del ingreso, ordenado en un solo lugar',
    heroSubtitle:
      'Temario, teoría breve, práctica con resolución y evaluación: cuatro tipos de material que conviene combinar bien.',
    sections: [
      {
        title: 'Cuatro tipos de material que necesitás',
        content:
          'Para preparar un ingreso hacen falta cuatro cosas distintas: un temario que te diga qué estudiar, teoría breve para entender cada tema, ejercicios con resolución para practicar y alguna forma de evaluarte con tiempo.\n\nEl problema habitual no es la falta de material sino el exceso: cinco libros, diez PDF y videos sueltos. Mejor pocas fuentes bien usadas que muchas empezadas y ninguna terminada. Elegí un material base por materia y sumá otro solo si algo no se entiende.',
      },
      {
        title: 'El temario como mapa',
        content:
          'En Ingresá cada materia tiene su temario con los temas numerados y sus subtemas. Usalo como lista de control: marcá lo que ya dominás y lo que todavía no.\n\nEn matemática, los temas son álgebra básica, ecuaciones, funciones, geometría, trigonometría y estadística. En física, mecánica, termodinámica, ondas, electricidad, óptica y física moderna. En química, estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química.',
      },
      {
        title: 'Teoría corta y práctica abundante',
        content:
          'Las mini clases explican cada tema en poco texto, con ejemplos cuando hacen falta. Después de leer una, pasá directo a los ejercicios del mismo tema: cada uno trae su resolución paso a paso.\n\nSi preferís el papel, desde tu panel descargás los cuadernillos en PDF de matemática, física y química para imprimirlos, subrayarlos y llevarlos a donde estudies. Tener la teoría en papel y la práctica en la pantalla es una combinación que a muchos les funciona.',
      },
      {
        title: 'Complementá con lo oficial',
        content: `Si tu facultad regional entrega su propio material de ingreso, ese es el punto de partida: te dice qué se espera de vos. Ingresá es independiente de la UTN y lo complementa con práctica, simulacros y un tutor con IA.\n\nEl Plan Premium anual cuesta ${annualPrice} y el Plan Semanal, ${weeklyPrice} por semana. Los dos incluyen el material completo y se pueden cancelar cuando quieras.`,
      },
    ],
  },
  {
    slug: 'utn-cuadernillo',
    title: 'Cuadernillo para el ingreso UTN en PDF | Ingresá',
    description:
      'Cuadernillos de estudio en PDF de matemática, física y química para preparar el ingreso a la UTN. Descargalos, imprimilos y combinalos con práctica online.',
    keywords: [
      'cuadernillo utn',
      'cuadernillo ingreso utn',
      'cuadernillo utn pdf',
      'cuadernillo matematica utn',
      'cuadernillo fisica utn',
    ],
    heroTitle: 'Cuadernillos en PDF para estudiar también sin pantalla',
    heroSubtitle:
      'Descargá los cuadernillos de matemática, física y química, y usalos junto a los ejercicios y simulacros de la plataforma.',
    sections: [
      {
        title: 'Qué cuadernillos tenés en Ingresá',
        content:
          'Desde tu panel descargás tres cuadernillos de estudio en PDF: uno de matemática, uno de física y uno de química. Son material propio de Ingresá, pensado para repasar los temas del ingreso, y podés descargarlos las veces que necesites.\n\nOjo: no son el cuadernillo oficial de ninguna facultad regional. Si la tuya entrega uno, conseguilo por sus canales oficiales, porque marca qué se espera de vos.',
      },
      {
        title: 'Por qué estudiar en papel todavía sirve',
        content:
          'Escribir a mano obliga a ir más despacio y a prestar atención a cada paso, algo que la pantalla no siempre logra. Además, en un examen escrito vas a resolver con hoja y lápiz, así que conviene acostumbrarte desde ahora.\n\nUn cuadernillo impreso también te deja estudiar sin notificaciones: en el colectivo, en una plaza o en la biblioteca. Y si te queda cerca de la cama, repasar diez minutos antes de dormir deja de ser un esfuerzo.',
      },
      {
        title: 'Cómo combinar cuadernillo y plataforma',
        content:
          'Un esquema que funciona: leés el tema en el cuadernillo, subrayás y anotás dudas en el margen. Después entrás a la plataforma y resolvés ejercicios de ese tema con verificación inmediata.\n\nLas dudas del margen se las llevás al tutor con IA. Y al final de la semana, un simulador con esos temas te confirma si lo leído se transformó en algo que sabés aplicar.',
      },
      {
        title: 'Cómo acceder',
        content: `Los cuadernillos están incluidos en los dos planes, junto con los simuladores, las mini clases, los ejercicios y las estadísticas. Entrás con tu e-mail y un código de 6 dígitos, sin contraseña.\n\nEl Plan Premium cuesta ${annualPrice} por año (${perMonth} por mes) y el Plan Semanal ${weeklyPrice} por semana. Pagás con Mercado Pago y cancelás cuando quieras.`,
      },
    ],
  },
  {
    slug: 'utn-ingreso-online',
    title: 'Preparar el ingreso UTN online, a tu ritmo | Ingresá',
    description:
      'Preparación online no es ingreso online: qué ganás estudiando para la UTN a tu ritmo, el riesgo de que nadie te controle y cómo arrancar hoy mismo.',
    keywords: [
      'ingreso utn online',
      'curso ingreso utn online',
      'preparacion utn virtual',
      'estudiar ingreso utn a distancia',
      'ingreso utn virtual',
    ],
    heroTitle: 'Tu preparación para la UTN, online y a tu ritmo',
    heroSubtitle:
      'Estudiá desde tu casa, a la hora que puedas, con práctica guiada y un tutor con IA que no cierra nunca.',
    sections: [
      {
        title: 'Preparación online no es lo mismo que ingreso online',
        content:
          'Que vos te prepares online no cambia cómo se toma el ingreso. Si el curso o el examen de tu facultad regional tienen una modalidad virtual, presencial o mixta, lo define la facultad: revisalo en su información oficial.\n\nIngresá es una plataforma independiente de la UTN. Lo que sí es cien por ciento online es tu preparación: ejercicios, mini clases, simulacros y estadísticas desde el navegador.',
      },
      {
        title: 'Las ventajas de estudiar así',
        content:
          'No dependés de horarios fijos ni de viajar a un instituto. Si un día terminás el colegio tarde, estudiás a la noche; si un tema te sale rápido, pasás al siguiente sin esperar a nadie. Y si uno te cuesta, le dedicás los días que haga falta sin sentir que frenás a un grupo.\n\nCuando te trabás a una hora en la que no hay a quién preguntarle, el tutor con IA está disponible y te guía paso a paso hasta que lo resuelvas.',
      },
      {
        title: 'El riesgo: que nadie te controle',
        content:
          'La libertad tiene su costo: sin un horario de clase, es fácil postergar. Definí días y horas fijos, como si fueran clases, y anotalos en el calendario del celular.\n\nUsá las estadísticas como control externo: la progresión de los últimos días y el tiempo estudiado no mienten. Si una semana bajaste el ritmo, lo vas a ver ahí antes de que sea un problema.',
      },
      {
        title: 'Cómo empezar',
        content: `Ingresás con tu e-mail y un código de 6 dígitos que te llega al correo, sin contraseña. Elegís plan, pagás con Mercado Pago y ya tenés acceso completo desde el celular o la compu.\n\nEl Plan Semanal cuesta ${weeklyPrice} por semana y el Plan Premium, ${annualPrice} al año (${perMonth} por mes). Podés cancelar cuando quieras.`,
      },
    ],
  },
  {
    slug: 'utn-como-aprobar',
    title: 'Cómo aprobar el ingreso a la UTN: 7 claves | Ingresá',
    description:
      'Siete claves concretas para aprobar el ingreso a la UTN: diagnóstico, plan semanal, práctica activa, simulacros, análisis de errores y el día del examen.',
    keywords: [
      'como aprobar el ingreso utn',
      'aprobar ingreso utn',
      'consejos ingreso utn',
      'tips examen utn',
      'como aprobar examen utn',
    ],
    heroTitle: 'Siete claves para aprobar el ingreso a la UTN',
    heroSubtitle:
      'Lo que hacen distinto los que aprueban: no estudian más horas, estudian con diagnóstico, práctica activa y simulacros.',
    sections: [
      {
        title: 'Clave 1 y 2: diagnóstico y plan',
        content:
          'Primero, medí dónde estás. Un simulador corto por materia te dice desde dónde arrancás, y ese punto de partida cambia el plan entero. Sin diagnóstico, terminás estudiando lo que ya sabés porque es lo más cómodo.\n\nDespués armá un plan por semanas: qué temas, qué días y cuántas horas. Un plan realista de cuatro días por semana le gana a uno ambicioso que abandonás al mes.',
      },
      {
        title: 'Clave 3 y 4: práctica activa y errores anotados',
        content:
          'Leer teoría se siente productivo, pero lo que te prepara es resolver. Por cada rato de lectura, dedicá el doble a ejercicios, intentando siempre antes de mirar la resolución.\n\nLlevá un cuaderno de errores: cada vez que falles, anotá el ejercicio y el paso donde te equivocaste. Rehacer esos ejercicios una semana después es de lo más efectivo que podés hacer.',
      },
      {
        title: 'Clave 5 y 6: simulacros y temas débiles',
        content:
          'Hacé simulacros con tiempo de manera regular, y cada vez más parecidos al examen a medida que se acerca la fecha. El resultado por tema te dice qué reforzar.\n\nLas estadísticas de Ingresá marcan tus temas débiles y tus fortalezas, y el ranking nacional te muestra tu percentil frente a otros estudiantes. Usalo como brújula, no como motivo de ansiedad: lo que importa es que tu propia curva suba.',
      },
      {
        title: 'Clave 7: el día del examen',
        content:
          'Dormí bien la noche anterior: estudiar de madrugada rinde poco. Llevá lo que pida tu facultad regional y revisá de antemano el lugar y el horario en su información oficial.\n\nEn la prueba, resolvé primero lo seguro y volvé después a lo difícil. Como referencia, el examen suele tener unas 60 preguntas en 3 horas, así que ninguna merece diez minutos si todavía quedan otras sin leer.',
      },
    ],
  },
  {
    slug: 'utn-frba',
    title: 'Ingreso UTN FRBA: prepará el examen a tu ritmo | Ingresá',
    description:
      'Preparate para el ingreso a la UTN Facultad Regional Buenos Aires aprovechando cada rato libre: ejercicios explicados, simulacros y un tutor con IA.',
    keywords: [
      'ingreso utn frba',
      'utn frba',
      'utn buenos aires ingreso',
      'preparacion ingreso frba',
      'examen ingreso utn frba',
    ],
    heroTitle: 'UTN Buenos Aires: preparate aunque tu semana esté llena',
    heroSubtitle:
      'Para quienes apuntan a la FRBA entre el colegio, los viajes y otras obligaciones: práctica en bloques cortos que se suman.',
    sections: [
      {
        title: 'Estudiar en una ciudad que no para',
        content:
          'Si apuntás a la Facultad Regional Buenos Aires, probablemente combines el último año de la secundaria, los viajes en colectivo o subte y, a veces, algún trabajo. El tiempo libre llega en pedacitos, y justamente por eso conviene aprovecharlo en bloques cortos.\n\nVeinte minutos alcanzan para leer una mini clase o resolver tres ejercicios con su explicación. Sumados a lo largo de la semana, esos ratos valen tanto como una tarde entera de estudio.',
      },
      {
        title: 'Un esquema semanal pensado para la FRBA',
        content:
          'Reservá dos sesiones largas por semana, de una hora y media, para lo que exige concentración: trigonometría, funciones, problemas de mecánica. Los días de más movimiento dejá las tareas livianas, como repasar fórmulas o rehacer un ejercicio que te salió mal.\n\nEl domingo, un simulador de 20 preguntas en 60 minutos te dice si la semana rindió. Si el desglose por tema muestra un punto flojo, ese tema encabeza el plan de la semana siguiente.',
      },
      {
        title: 'Lo que tenés que confirmar con la facultad',
        content:
          'Las fechas de inscripción, la modalidad del ingreso y los requisitos los publica la propia FRBA. Revisá sus canales oficiales con tiempo y anotá cada fecha en tu calendario: perder una inscripción por distracción es el error más evitable de la lista.\n\nIngresá es una plataforma independiente, no forma parte de la UTN. Lo que te damos es práctica: ejercicios, simulacros y un tutor con IA para que llegues preparado.',
      },
      {
        title: 'Del celular a la compu',
        content: `La plataforma funciona en el navegador, así que podés practicar desde el celular en el viaje y seguir en la compu al llegar a casa. Entrás con tu e-mail y un código de 6 dígitos, sin contraseñas que recordar.\n\nEl Plan Semanal cuesta ${weeklyPrice} por semana; si preferís cubrir el año completo, el Plan Premium sale ${annualPrice} (${perMonth} por mes). Pagás con Mercado Pago y cancelás cuando quieras.`,
      },
    ],
  },
  {
    slug: 'utn-frc',
    title: 'UTN Córdoba: prepará el ingreso desde tu pueblo | Ingresá',
    description:
      'Si vas a ingresar a la UTN Facultad Regional Córdoba y todavía vivís lejos de la ciudad, empezá a prepararte desde tu casa con práctica guiada y simulacros.',
    keywords: [
      'ingreso utn frc',
      'utn cordoba ingreso',
      'utn frc',
      'preparacion ingreso utn cordoba',
      'examen ingreso utn cordoba',
    ],
    heroTitle: 'UTN Córdoba: tu preparación empieza antes de la mudanza',
    heroSubtitle:
      'Aprovechá los meses en tu ciudad para llegar a la FRC con la matemática y la física ya encaminadas.',
    sections: [
      {
        title: 'Si venís del interior de la provincia',
        content:
          'Muchos aspirantes a la Facultad Regional Córdoba todavía viven lejos de la ciudad mientras terminan la secundaria. Eso no tiene por qué atrasarte: la preparación puede empezar desde tu casa meses antes de la mudanza.\n\nLo importante es no dejarla para cuando llegues, porque las primeras semanas en una ciudad nueva se van en trámites, buscar dónde vivir y acomodarte a otra rutina.',
      },
      {
        title: 'Qué repasar primero',
        content:
          'Empezá por matemática, que sostiene lo demás: factorización, ecuaciones de segundo grado, sistemas de dos ecuaciones y funciones lineales y cuadráticas. Cuando eso esté firme, sumá física con cinemática y leyes de Newton, donde se usan exactamente esas herramientas.\n\nSi tu carrera incluye química en el ingreso, sumala en paralelo como tercer bloque, sin esperar a terminar las otras, y arrancá por el concepto de mol, que aparece en casi cada problema.',
      },
      {
        title: 'Practicar sin un profesor al lado',
        content:
          'Estudiar solo tiene una trampa: cuando un ejercicio no sale, no hay a quién preguntar y la tarde se pierde. En Ingresá cada ejercicio trae su resolución completa, paso a paso, así que ves exactamente dónde se separó tu camino.\n\nSi la resolución no alcanza, el tutor con IA te guía a la hora que sea. Y las estadísticas te dicen qué temas están flojos sin que tengas que adivinarlo.',
      },
      {
        title: 'Una rutina desde casa',
        content:
          'Armá un horario fijo que respete el colegio: por ejemplo, una hora de lunes a jueves a la tarde y un simulador el sábado. Si en tu pueblo no hay un instituto de apoyo, esa hora con la plataforma cumple la misma función.\n\nCuando llegue la mudanza, ya vas a tener la costumbre hecha y un historial de estadísticas que te dice exactamente qué te falta.',
      },
      {
        title: 'Antes de inscribirte en la FRC',
        content: `Fechas, requisitos, modalidad del ingreso y materias evaluadas los define la Facultad Regional Córdoba. Buscá esa información en sus canales oficiales y, si te queda alguna duda, escribiles directamente.\n\nIngresá no pertenece a la UTN: es una plataforma independiente que ya usaron más de 700 estudiantes para prepararse. Podés arrancar con el Plan Semanal a ${weeklyPrice} o con el Plan Premium anual a ${annualPrice}.`,
      },
    ],
  },
  {
    slug: 'utn-frro',
    title: 'UTN FRRO: cómo preparar el ingreso en Rosario | Ingresá',
    description:
      'Si vas a ingresar a la UTN Facultad Regional Rosario, reforzá funciones y trigonometría con ejercicios explicados, simulacros por tema y un tutor con IA.',
    keywords: [
      'ingreso utn frro',
      'utn rosario ingreso',
      'utn frro',
      'preparacion ingreso utn rosario',
      'matematica ingreso utn rosario',
    ],
    heroTitle: 'Rosario: afiná la matemática antes del ingreso a la UTN',
    heroSubtitle:
      'Funciones y trigonometría son dos temas donde se pierden muchos puntos. Te mostramos cómo trabajarlos a fondo.',
    sections: [
      {
        title: 'Por qué empezar por funciones',
        content:
          'Las funciones aparecen en matemática, pero también en física cada vez que un gráfico muestra la posición en función del tiempo. Si entendés qué significa la pendiente de una recta, entendés la velocidad en un movimiento uniforme.\n\nPara la FRRO, como para cualquier facultad regional, conviene llegar sabiendo leer un gráfico, encontrar las raíces y el vértice de una parábola y reconocer dominio e imagen sin dudar.',
      },
      {
        title: 'Trigonometría sin memorizar de más',
        content:
          'Con seno, coseno y tangente en el triángulo rectángulo y la identidad sen² x + cos² x = 1 resolvés gran parte de lo que suele aparecer. Antes de memorizar tablas, entendé de dónde salen los valores de 30°, 45° y 60°.\n\nRevisá siempre si tu calculadora está en grados o en radianes. Es un descuido mínimo, pero arruina un ejercicio bien planteado.',
      },
      {
        title: 'Una semana tipo para estos dos temas',
        content:
          'Lunes y miércoles, mini clase y ejercicios de funciones. Martes y jueves, lo mismo con trigonometría. Viernes, rehacer los ejercicios que fallaste. Sábado, un simulador de matemática de 15 preguntas en 45 minutos filtrado por esos dos temas.\n\nCuando las estadísticas muestren que los dos están firmes, sumá geometría y estadística, y después pasá a física.',
      },
      {
        title: 'Errores frecuentes en funciones',
        content:
          'Confundir la ordenada al origen con la raíz, olvidar que una parábola puede no cortar el eje x o calcular el vértice con el signo cambiado en x = −b / 2a. Son errores que se repiten en casi cada grupo de aspirantes.\n\nCuando falles uno, buscá en la resolución paso a paso en qué renglón pasó. Si es siempre el mismo tipo de error, anotalo en una tarjeta y miralo antes de cada simulador.',
      },
      {
        title: 'Información oficial y acceso',
        content: `El calendario, los requisitos y la modalidad del ingreso los publica la Facultad Regional Rosario; consultalos en sus canales oficiales. Ingresá es una herramienta de preparación independiente de la UTN.\n\nEntrás con tu e-mail y un código de 6 dígitos. El Plan Premium anual cuesta ${annualPrice} (${perMonth} por mes), y el Plan Semanal, ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frm',
    title: 'UTN Mendoza: armá tu plan de ingreso hacia atrás | Ingresá',
    description:
      'Planificá el ingreso a la UTN Facultad Regional Mendoza contando las semanas desde tu fecha: qué estudiar en cada etapa y cómo medir tu avance.',
    keywords: [
      'ingreso utn frm',
      'utn mendoza ingreso',
      'utn frm',
      'plan de estudio ingreso utn mendoza',
      'preparacion ingreso utn mendoza',
    ],
    heroTitle: 'UTN Mendoza: contá las semanas y armá tu plan',
    heroSubtitle:
      'Partí de la fecha de tu examen y repartí los temas hacia atrás. Así cada semana tiene un objetivo claro.',
    sections: [
      {
        title: 'El primer dato: tu fecha',
        content:
          'Antes de abrir un libro, averiguá en los canales oficiales de la Facultad Regional Mendoza cuándo es tu instancia de ingreso y qué materias incluye. Ingresá no maneja esa información: somos una plataforma independiente de la UTN.\n\nCon la fecha en la mano, contá cuántas semanas tenés por delante. Ese número define el plan entero, desde cuántos temas por semana hasta cuándo empezar a ensayar.',
      },
      {
        title: 'Tres etapas: aprender, integrar, ensayar',
        content:
          'Dividí el tiempo en tres partes. En la primera aprendés o recuperás temas: mini clases y ejercicios, materia por materia. En la segunda integrás: simuladores que mezclan temas y repaso de los errores. En la tercera ensayás: simulacros largos con el tiempo del examen.\n\nSi tenés doce semanas, podrían ser seis, cuatro y dos. Si tenés seis, tres, dos y una.',
      },
      {
        title: 'Qué hacer si te atrasás',
        content:
          'Ningún plan sale perfecto. Si una semana se te complicó, no intentes recuperar el tiempo duplicando horas: recortá. Dejá para después los temas donde ya andás bien y concentrate en los que las estadísticas marcan como débiles.\n\nLo que no conviene recortar es la última etapa de ensayo, porque es la que te acostumbra al ritmo real de la prueba y te muestra si llegás con resto.',
      },
      {
        title: 'Un ejemplo con diez semanas',
        content:
          'Supongamos que faltan diez semanas. De la 1 a la 5: matemática y mecánica. De la 6 a la 8: el resto de física, química si la necesitás y simuladores que mezclan temas. La 9 y la 10: simulacros largos y repaso del cuaderno de errores.\n\nEscribí el plan en una hoja visible y tachá cada semana cumplida. Ver el avance en papel ayuda a no abandonar a mitad de camino.',
      },
      {
        title: 'Herramientas para cada etapa',
        content: `En la etapa de aprendizaje te sirven las mini clases, el temario y los ejercicios con resolución paso a paso. En la de integración, los simuladores con temas elegidos. En la de ensayo, simulacros de 30 preguntas con 90 o 120 minutos.\n\nEl tutor con IA te acompaña en las tres, a cualquier hora. El Plan Premium anual cuesta ${annualPrice}; el Plan Semanal, ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frlp',
    title: 'Ingreso UTN La Plata: física sin miedo | Ingresá',
    description:
      'Preparate para el ingreso a la UTN Facultad Regional La Plata reforzando física: cinemática, dinámica y energía con ejercicios resueltos paso a paso.',
    keywords: [
      'ingreso utn frlp',
      'utn la plata ingreso',
      'utn frlp',
      'fisica ingreso utn la plata',
      'preparacion ingreso utn la plata',
    ],
    heroTitle: 'UTN La Plata: llegá al ingreso dominando la mecánica',
    heroSubtitle:
      'Cinemática, leyes de Newton y energía explicadas con ejemplos concretos, para resolver problemas con confianza.',
    sections: [
      {
        title: 'La física que más pesa',
        content:
          'Entre los temas de física, la mecánica es la que más práctica suele pedir: movimiento rectilíneo uniforme y variado, caída libre, leyes de Newton, trabajo y energía. Si apuntás a la Facultad Regional La Plata, dedicarle varias semanas es una inversión segura.\n\nQué materias y temas entran exactamente en tu ingreso lo confirma la facultad en su información oficial.',
      },
      {
        title: 'Cinemática con un ejemplo',
        content:
          'Un auto parte del reposo y acelera a 2 m/s² durante 5 segundos. Su velocidad final es v = v0 + a · t = 0 + 2 · 5 = 10 m/s, y la distancia recorrida es x = v0 · t + a · t² / 2 = 25 metros.\n\nPlanteado así, con la fórmula en letras y después los números, cuesta mucho más equivocarse. El ejercicio completo se resuelve en menos de dos minutos.',
      },
      {
        title: 'Dinámica: el diagrama manda',
        content:
          'Antes de escribir F = m · a, dibujá el cuerpo y cada fuerza que actúa sobre él: peso, normal, rozamiento, tensión. La mayoría de los errores de dinámica son fuerzas olvidadas o con el sentido cambiado.\n\nEn energía, recordá que si no hay rozamiento la energía mecánica se conserva. Muchos problemas que vinculan velocidad y altura salen en dos renglones con esa idea.',
      },
      {
        title: 'Unidades: el error que más puntos cuesta',
        content:
          'Antes de reemplazar en una fórmula, pasá cada dato al sistema internacional: metros, segundos, kilogramos. Para pasar de km/h a m/s se divide por 3,6; de gramos a kilogramos, por 1000.\n\nUn truco útil: escribí las unidades en cada renglón del cálculo. Si al final la velocidad te da en metros y no en metros por segundo, algo se perdió en el camino.',
      },
      {
        title: 'Practicarlo con Ingresá',
        content: `Filtrá ejercicios de física por el tema mecánica y resolvelos comparando cada paso de la explicación con tu planteo. Después creá un simulador solo de mecánica, de 15 preguntas en 45 minutos, para ver si sostenés el ritmo.\n\nIngresá es independiente de la UTN. Tenés el Plan Premium anual a ${annualPrice} y el Plan Semanal a ${weeklyPrice} por semana, con cancelación cuando quieras.`,
      },
    ],
  },
  {
    slug: 'utn-frh',
    title: 'Ingreso UTN Haedo: volver a estudiar después de años | Ingresá',
    description:
      'Si terminaste la secundaria hace tiempo y querés ingresar a la UTN Facultad Regional Haedo, recuperá la base de matemática y física paso a paso.',
    keywords: [
      'ingreso utn frh',
      'utn haedo ingreso',
      'utn frh',
      'ingreso utn adultos',
      'volver a estudiar ingenieria utn',
    ],
    heroTitle: 'UTN Haedo: nunca es tarde para volver a estudiar',
    heroSubtitle:
      'Para quienes trabajan o dejaron la secundaria hace años: una forma ordenada de recuperar la base sin sentirte perdido.',
    sections: [
      {
        title: 'Si hace años que no abrís un libro de matemática',
        content:
          'Muchos aspirantes a la Facultad Regional Haedo no vienen directo de la secundaria: trabajan, tienen familia o decidieron estudiar ingeniería después de un tiempo. Es normal que las fracciones o la regla de tres suenen lejanas.\n\nLa buena noticia es que lo que alguna vez aprendiste vuelve rápido cuando lo practicás. No arrancás de cero: arrancás de algo olvidado.',
      },
      {
        title: 'Empezar por lo más básico, sin vergüenza',
        content:
          'Dedicá las primeras semanas a álgebra básica: operaciones con fracciones, potencias, raíces, factorización y despeje. Son herramientas que vas a usar en cada ejercicio de física y de química.\n\nUsá los simuladores en dificultad fácil al principio. No es conformarse: es construir confianza y detectar qué se olvidó antes de subir la exigencia.',
      },
      {
        title: 'Estudiar con poco tiempo',
        content:
          'Si trabajás, pensá en sesiones de 40 minutos cuatro o cinco veces por semana, más que en jornadas largas el fin de semana. La constancia le gana a la intensidad.\n\nIngresá funciona en el celular, así que un ejercicio en el almuerzo o una mini clase en el tren cuentan. Y el tutor con IA te responde a la hora en que por fin te sentaste a estudiar, aunque sea medianoche.',
      },
      {
        title: 'Tu experiencia también cuenta',
        content:
          'Quien trabaja ya sabe organizarse, cumplir plazos y resolver problemas con lo que tiene. Esas habilidades valen tanto como una fórmula a la hora de sostener meses de preparación.\n\nUsá las estadísticas como si fueran un informe de trabajo: una mirada semanal a tus temas débiles y a tu precisión te dice si el plan funciona o si hay que corregirlo.',
      },
      {
        title: 'Lo que tenés que averiguar',
        content: `Requisitos de inscripción, documentación, fechas y modalidad del ingreso los informa la Facultad Regional Haedo en sus canales oficiales. Consultalos con tiempo, en especial si tenés que acomodar horarios de trabajo.\n\nIngresá es una plataforma independiente de la UTN. Podés pagar semana a semana con el Plan Semanal de ${weeklyPrice} o elegir el Plan Premium anual a ${annualPrice}.`,
      },
    ],
  },
  {
    slug: 'utn-frgp',
    title: 'UTN Pacheco: el ingreso si venís de una técnica | Ingresá',
    description:
      'Preparate para el ingreso a la UTN Facultad Regional General Pacheco sacando provecho de lo que aprendiste en la escuela técnica y cubriendo lo que falta.',
    keywords: [
      'ingreso utn frgp',
      'utn pacheco ingreso',
      'utn general pacheco',
      'utn frgp',
      'ingreso utn escuela tecnica',
    ],
    heroTitle: 'UTN General Pacheco: aprovechá lo que traés de la técnica',
    heroSubtitle:
      'Si venís de una escuela técnica tenés ventajas. Usalas a tu favor y cubrí los huecos antes del ingreso.',
    sections: [
      {
        title: 'Lo que ya sabés te suma',
        content:
          'Si hiciste una escuela técnica, probablemente ya resolviste circuitos, calculaste fuerzas o trabajaste con unidades más que otros aspirantes. Eso es terreno ganado para el ingreso a la Facultad Regional General Pacheco.\n\nPero cuidado con confiarte: saber hacer algo en el taller no siempre equivale a resolverlo en una pregunta de opción múltiple con el reloj corriendo.',
      },
      {
        title: 'Los huecos más frecuentes',
        content:
          'Cada escuela tiene su orientación, y eso deja temas menos vistos. Algunos técnicos llegan fuertes en electricidad y flojos en trigonometría; otros dominan la mecánica y casi no vieron química.\n\nHacé un simulador por materia en dificultad media, con los seis temas. El desglose por tema te va a mostrar tus huecos en menos de una hora.',
      },
      {
        title: 'Del taller al examen',
        content:
          'En el examen no alcanza con llegar al resultado: tenés que llegar rápido y elegir la opción correcta. Practicá resolver por escrito y prolijo, aunque en el taller lo hayas hecho de cabeza.\n\nLos ejercicios de Ingresá muestran la resolución entera, línea por línea. Compararlos con tu forma de hacerlo te ayuda a notar atajos que funcionan y otros que te hacen perder puntos.',
      },
      {
        title: 'Química, el tema que muchos técnicos postergan',
        content:
          'Si tu orientación no incluyó mucha química y tu ingreso la pide, empezala temprano. Arrancá por estructura atómica y el concepto de mol, y recién después pasá a estequiometría y soluciones.\n\nEl cuadernillo de química en PDF te sirve para leer la teoría con calma, y los ejercicios con resolución paso a paso, para fijarla con práctica.',
      },
      {
        title: 'Antes de anotarte',
        content: `Fechas, requisitos y contenidos evaluados los publica la Facultad Regional General Pacheco; chequealos en su información oficial. Ingresá es una plataforma independiente de la UTN.\n\nCon el Plan Premium anual, a ${annualPrice}, tenés simuladores ilimitados, ejercicios, mini clases, cuadernillos y tutor con IA. Si preferís, el Plan Semanal cuesta ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frsf',
    title: 'UTN Santa Fe: química para el ingreso, paso a paso | Ingresá',
    description:
      'Si tu ingreso a la UTN Facultad Regional Santa Fe incluye química, practicá estequiometría y soluciones con ejercicios explicados y simulacros por tema.',
    keywords: [
      'ingreso utn frsf',
      'utn santa fe ingreso',
      'utn frsf',
      'quimica ingreso utn santa fe',
      'preparacion ingreso utn santa fe',
    ],
    heroTitle: 'UTN Santa Fe: que la química no te frene',
    heroSubtitle:
      'Estequiometría y soluciones con ejemplos resueltos, para que llegues al ingreso sabiendo por dónde arrancar cada problema.',
    sections: [
      {
        title: 'Primero, confirmá si entra química',
        content:
          'Según la carrera y la facultad, el ingreso puede incluir química o no. Antes de organizar tu estudio, confirmá en la información oficial de la Facultad Regional Santa Fe qué materias te van a evaluar.\n\nSi la respuesta es sí, esta página es para vos. Si es no, dedicale ese tiempo a matemática y física, y volvé a la química más adelante.',
      },
      {
        title: 'Estequiometría con un ejemplo',
        content:
          '¿Cuántos gramos de agua se forman a partir de 4 g de hidrógeno, con oxígeno suficiente? La ecuación balanceada es 2 H2 + O2 → 2 H2O. Cuatro gramos de H2 son 2 moles, que forman 2 moles de agua, es decir 36 gramos.\n\nEl orden siempre es el mismo: balancear, pasar a moles, usar la proporción y volver a gramos. Cuando lo hagas así diez veces, te va a salir solo.',
      },
      {
        title: 'Soluciones y concentración',
        content:
          'La molaridad es moles de soluto por litro de solución. Si disolvés 0,5 moles de sal en agua hasta completar 250 mL, la concentración es 0,5 / 0,25 = 2 M.\n\nEn una dilución la cantidad de soluto no cambia: por eso se cumple C1 · V1 = C2 · V2. El error clásico es usar mililitros de un lado de la igualdad y litros del otro.',
      },
      {
        title: 'Ácidos, bases y pH sin confusiones',
        content:
          'El pH mide la acidez: a 25 °C, una solución con pH 7 es neutra, por debajo de 7 es ácida y por encima, básica. Como la escala es logarítmica, bajar una unidad de pH significa diez veces más concentración de iones hidrógeno.\n\nEs un tema corto y de preguntas rápidas: vale la pena tenerlo firme para sumar puntos sin gastar mucho tiempo.',
      },
      {
        title: 'Practicarla en Ingresá',
        content: `En química tenés mini clases y ejercicios de estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química, con resolución paso a paso. Además, el cuadernillo de química en PDF para repasar en papel.\n\nIngresá es independiente de la UTN. El Plan Premium anual cuesta ${annualPrice} y el Plan Semanal, ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frt',
    title: 'UTN Tucumán: entrená el ingreso con simulacros | Ingresá',
    description:
      'Una hoja de ruta de simulacros para el ingreso a la UTN Facultad Regional Tucumán: diagnóstico, práctica por tema y ensayo final con tiempo de examen.',
    keywords: [
      'ingreso utn frt',
      'utn tucuman ingreso',
      'utn frt',
      'simulacro ingreso utn tucuman',
      'preparacion ingreso utn tucuman',
    ],
    heroTitle: 'UTN Tucumán: tu hoja de ruta en simulacros',
    heroSubtitle:
      'Cada simulacro cumple una función distinta según la etapa. Así los usás para avanzar y no solo para medirte.',
    sections: [
      {
        title: 'Simulacro de diagnóstico',
        content:
          'El primero no es para lucirte: es para saber dónde estás. Hacé uno por materia, de 20 preguntas en 60 minutos, en dificultad media y con los seis temas. Anotá el porcentaje de cada tema.\n\nSi apuntás a la Facultad Regional Tucumán, hacelo apenas confirmes en su información oficial qué materias entran en tu ingreso.',
      },
      {
        title: 'Simulacros para cerrar temas',
        content:
          'Durante las semanas de estudio, los simulacros sirven para cerrar temas. Elegí uno o dos, 10 o 15 preguntas, y subí la dificultad a medida que mejorás.\n\nUna regla práctica: si superás el 80% en difícil dos veces seguidas, ese tema pasa a repaso y dejás de dedicarle sesiones enteras.',
      },
      {
        title: 'Simulacro de ensayo',
        content:
          'En el último tramo, simulá el examen completo. Como referencia, la prueba suele rondar las 60 preguntas en 3 horas: dos simuladores de 30 preguntas con 90 minutos cada uno te acercan a esas condiciones.\n\nCuidá los detalles: mismo horario que tendrá el examen, sin celular y con hoja y lápiz. Lo que ensayás es la concentración, no solo el contenido.',
      },
      {
        title: 'Cómo leer cada resultado',
        content:
          'Después de cada simulacro, mirá tres cosas: el porcentaje total, el desglose por tema y los minutos usados. Si te sobró mucho tiempo y fallaste, quizás respondiste apurado; si no llegaste, tu problema es la velocidad.\n\nRevisá cada error con la explicación antes de cerrar la sesión. Un simulacro sin revisión es medio simulacro.',
      },
      {
        title: 'El historial como diario de avance',
        content:
          'Ingresá te muestra tus últimos diez resultados y tus estadísticas por período, desde los últimos 7 días hasta el historial completo. Mirar la curva te ayuda a seguir cuando una semana sentís que no avanzás.\n\nLos simulacros son ilimitados en los dos planes. Ingresá es una plataforma independiente de la UTN, y pagás con Mercado Pago.',
      },
    ],
  },
  {
    slug: 'utn-frbb',
    title: 'UTN Bahía Blanca: estudiá guiado por tus datos | Ingresá',
    description:
      'Prepará el ingreso a la UTN Facultad Regional Bahía Blanca guiándote por datos: precisión por tema, temas débiles, progreso y tu percentil en el ranking.',
    keywords: [
      'ingreso utn frbb',
      'utn bahia blanca ingreso',
      'utn frbb',
      'preparacion ingreso utn bahia blanca',
      'examen ingreso utn bahia blanca',
    ],
    heroTitle: 'UTN Bahía Blanca: que los números guíen tu estudio',
    heroSubtitle:
      'Dejá de estudiar por intuición. Tus estadísticas te dicen a qué tema le conviene ir la próxima hora.',
    sections: [
      {
        title: 'La intuición engaña',
        content:
          'Casi siempre estudiamos lo que nos gusta o lo que ya nos sale, porque se siente bien. El problema es que los puntos que te faltan están en otro lado.\n\nSi te preparás para la Facultad Regional Bahía Blanca, usá los datos para decidir. Después de unas semanas de práctica, tu propia precisión por tema te dice más que cualquier consejo general.',
      },
      {
        title: 'Qué mirar en tus estadísticas',
        content:
          'En tu panel ves precisión, respuestas correctas, tiempo estudiado y total de preguntas. En la sección de estadísticas aparecen el progreso por materia, tus temas débiles, tus fortalezas y la evolución de los últimos días.\n\nPodés filtrar por período: 7, 30 o 90 días, o el historial completo. Comparar los últimos 30 días con los últimos 90 te muestra si tu forma de estudiar está funcionando.',
      },
      {
        title: 'Decidir con datos',
        content:
          'Una regla simple: la próxima sesión va al tema con menor precisión que tenga al menos diez preguntas respondidas. Con menos, el número todavía es ruido.\n\nEl ranking nacional te muestra en qué percentil estás frente a otros estudiantes. Sirve para ubicarte, pero tu referencia principal es tu propia mejora semana a semana.',
      },
      {
        title: 'Una rutina semanal basada en datos',
        content:
          'Lunes: mirá tus estadísticas de los últimos 7 días y elegí dos temas débiles. De martes a viernes: mini clases y ejercicios de esos temas. Sábado: un simulador filtrado por esos dos temas para comprobar si mejoraron.\n\nSi mejoraron, el lunes siguiente elegís otros. Si no, cambiá la forma de estudiarlos: más ejercicios, otra mini clase o una charla con el tutor con IA.',
      },
      {
        title: 'Lo que no está en los datos',
        content: `Las fechas, los requisitos y las condiciones del ingreso no salen de tus estadísticas: los publica la Facultad Regional Bahía Blanca en sus canales oficiales. Ingresá es una plataforma independiente de la UTN.\n\nEl Plan Premium anual cuesta ${annualPrice} (${perMonth} por mes) y el Plan Semanal, ${weeklyPrice} por semana. En los dos tenés las estadísticas completas.`,
      },
    ],
  },
  {
    slug: 'utn-frp',
    title: 'UTN Paraná: prepará el ingreso con tus amigos | Ingresá',
    description:
      'Cómo estudiar en grupo para el ingreso a la UTN Facultad Regional Paraná sin perder tiempo: reparto de temas, práctica individual y simulacros compartidos.',
    keywords: [
      'ingreso utn frp',
      'utn parana ingreso',
      'utn frp',
      'estudiar en grupo ingreso utn',
      'preparacion ingreso utn parana',
    ],
    heroTitle: 'UTN Paraná: estudiar en grupo, pero bien',
    heroSubtitle:
      'El grupo motiva y explica; la práctica individual prepara. Combinalos y llegá mejor al ingreso.',
    sections: [
      {
        title: 'Lo bueno y lo malo del grupo',
        content:
          'Estudiar con amigos que también van a la Facultad Regional Paraná tiene ventajas claras: te comprometés con un horario, y explicarle un tema a otro es una de las mejores formas de aprenderlo.\n\nEl riesgo es que la reunión se convierta en charla, o que uno resuelva mientras los demás miran. El examen lo rinde cada uno solo, así que la práctica individual no se negocia.',
      },
      {
        title: 'Un formato de reunión que funciona',
        content:
          'Antes de juntarse, cada uno resuelve por su cuenta los mismos ejercicios. En la reunión solo se discuten los que a alguien le salieron mal o de otra manera. Así el tiempo juntos se dedica a lo que de verdad cuesta.\n\nRepartan temas para explicar: uno prepara trigonometría, otro soluciones, otro electricidad. Quien explica aprende el doble, y los demás escuchan otra forma de verlo.',
      },
      {
        title: 'Competir un poco ayuda',
        content:
          'Pónganse de acuerdo para hacer un simulador con la misma configuración la misma semana: misma materia, mismos temas, misma dificultad y tiempo. Después comparen resultados por tema y vean quién puede ayudar a quién.\n\nEl ranking nacional de Ingresá agrega otra referencia: tu percentil frente a estudiantes de otros lugares del país.',
      },
      {
        title: 'Repartir según fortalezas',
        content:
          'En casi cada grupo hay alguien más fuerte en matemática y alguien que entiende mejor la química. Aprovechen eso: quien domina un tema prepara un resumen corto y tres ejercicios para el resto.\n\nPero que cada uno mire sus propias estadísticas: tus temas débiles pueden no ser los del grupo, y la reunión no reemplaza tu práctica individual.',
      },
      {
        title: 'Cuando el grupo no está',
        content: `Las dudas aparecen a cualquier hora, no solo el día de la reunión. El tutor con IA te guía paso a paso cuando no hay nadie a quien preguntarle.\n\nFechas e inscripción: consultalas en los canales oficiales de la Facultad Regional Paraná. Ingresá es independiente de la UTN. El Plan Premium cuesta ${annualPrice} al año y el Semanal, ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frd',
    title: 'UTN Delta (Campana): guía para familias | Ingresá',
    description:
      'Guía para madres, padres y familias de aspirantes a la UTN Facultad Regional Delta, en Campana: cómo acompañar la preparación del ingreso sin presionar.',
    keywords: ['ingreso utn frd', 'utn delta ingreso', 'utn campana', 'utn frd', 'ingreso utn padres'],
    heroTitle: 'UTN Delta: cómo acompañar a tu hijo en el ingreso',
    heroSubtitle:
      'Una guía para familias de aspirantes a la facultad de Campana: qué pueden hacer, qué conviene evitar y cómo saber si hay avances.',
    sections: [
      {
        title: 'Acompañar no es estudiar por él',
        content:
          'Cuando tu hijo o hija se prepara para la Facultad Regional Delta, la tentación es controlar cada hora de estudio. Funciona mejor otra cosa: ayudar a armar un horario realista, cuidar que tenga un lugar tranquilo y preguntar cómo le fue, no cuánto estudió.\n\nLa preparación es suya. Tu rol es sostener el contexto para que pueda hacerla.',
      },
      {
        title: 'Cómo saber si avanza',
        content:
          'En Ingresá, cada estudiante tiene estadísticas con su precisión por materia y por tema, sus temas débiles y la evolución de los últimos días. Pedile que te las muestre una vez por semana: es una charla concreta, sobre datos y no sobre sensaciones.\n\nSi ves que un tema no mejora durante varias semanas, puede ser momento de sumar otra ayuda, como una clase particular puntual.',
      },
      {
        title: 'Información oficial y plazos',
        content:
          'Las fechas de inscripción, la documentación y las condiciones del ingreso las publica la Facultad Regional Delta en sus canales oficiales. Es útil que alguien de la familia también las tenga anotadas, para que ningún plazo se pase por alto.\n\nIngresá no es la UTN ni habla en su nombre: es una plataforma independiente de preparación.',
      },
      {
        title: 'Señales de que algo no va bien',
        content:
          'Cansancio constante, frustración con una materia o días enteros sin abrir la plataforma pueden ser señales de un plan demasiado exigente. Más que sumar horas, suele ayudar ajustar las metas y repartir mejor la semana.\n\nUna conversación tranquila, sin reproches, vale más que cualquier control. Preguntá qué le está costando y cómo podés ayudar.',
      },
      {
        title: 'Qué incluye y cuánto cuesta',
        content: `La suscripción incluye simuladores ilimitados, más de 400 ejercicios y mini clases con explicaciones paso a paso, cuadernillos en PDF, estadísticas y un tutor con IA disponible a cualquier hora.\n\nEl Plan Premium cuesta ${annualPrice} por año (${perMonth} por mes) y el Plan Semanal ${weeklyPrice} por semana. El pago es con Mercado Pago y se puede cancelar cuando quieran.`,
      },
    ],
  },
  {
    slug: 'utn-fra',
    title: 'UTN Avellaneda: llegá tranquilo al examen | Ingresá',
    description:
      'Para quienes rinden el ingreso a la UTN Facultad Regional Avellaneda: cómo manejar los nervios, el tiempo por pregunta y la última semana antes del examen.',
    keywords: [
      'ingreso utn fra',
      'utn avellaneda ingreso',
      'utn fra',
      'nervios examen ingreso utn',
      'examen ingreso utn avellaneda',
    ],
    heroTitle: 'UTN Avellaneda: que los nervios no te jueguen en contra',
    heroSubtitle:
      'Preparar la cabeza también es parte de preparar el ingreso. Estrategias concretas para la última semana y el día de la prueba.',
    sections: [
      {
        title: 'Los nervios también se entrenan',
        content:
          'Sentir nervios antes de un examen importante es normal, y un poco de tensión hasta ayuda a concentrarse. El problema aparece cuando la ansiedad te bloquea frente a una pregunta que sabías resolver.\n\nLa mejor herramienta es la familiaridad. Si hiciste muchos simulacros con reloj, el día del ingreso a la Facultad Regional Avellaneda se va a sentir como uno más.',
      },
      {
        title: 'Manejar el tiempo pregunta por pregunta',
        content:
          'Fijate un límite por pregunta antes de empezar. Si una te lleva el doble de lo previsto, marcala y seguí; volvés al final. Una pregunta difícil vale lo mismo que una fácil.\n\nEn los simuladores de Ingresá, cada pregunta tiene un cronómetro que cuenta los segundos. Mirá en cuáles te demorás y practicá ese tipo de ejercicio hasta que el tiempo baje.',
      },
      {
        title: 'La última semana',
        content:
          'No es momento de aprender temas nuevos. Repasá tu cuaderno de errores, hacé uno o dos simulacros de ensayo y dejá los últimos dos días para un repaso liviano.\n\nConfirmá en los canales oficiales de la facultad el lugar, el horario y qué tenés que llevar. Resolver esa logística antes te saca una preocupación de encima.',
      },
      {
        title: 'Ensayar las condiciones, no solo los temas',
        content:
          'Hacé al menos dos simulacros en el mismo horario del día en que vas a rendir, en una mesa, con hoja, lápiz y sin música. El cuerpo también se acostumbra.\n\nSi en algún ensayo te bloqueás, anotá en qué momento pasó y qué estabas resolviendo. Reconocer el patrón es el primer paso para que no se repita el día real.',
      },
      {
        title: 'El día del examen',
        content: `Desayuná algo, llegá con tiempo y, si te bloqueás, respirá hondo unos segundos y pasá a otra pregunta. Volver a algo que te sale suele destrabar la cabeza.\n\nIngresá es una plataforma independiente de la UTN que te ayuda a llegar entrenado. Tenés el Plan Premium anual a ${annualPrice} y el Plan Semanal a ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frn',
    title: 'UTN Neuquén: prepará el ingreso desde donde estés | Ingresá',
    description:
      'Si vivís lejos de la UTN Facultad Regional Neuquén, prepará el ingreso desde tu casa con práctica online, cuadernillos en PDF y un tutor con IA.',
    keywords: [
      'ingreso utn frn',
      'utn neuquen ingreso',
      'utn frn',
      'preparacion ingreso utn neuquen',
      'ingreso utn patagonia',
    ],
    heroTitle: 'UTN Neuquén: que la distancia no sea una desventaja',
    heroSubtitle:
      'Estudiá desde tu ciudad con el mismo material que cualquier aspirante y llegá preparado a la facultad.',
    sections: [
      {
        title: 'Cuando la facultad queda lejos',
        content:
          'Muchos aspirantes a la Facultad Regional Neuquén viven a horas de distancia, y no siempre tienen cerca un profesor o un instituto de apoyo. Prepararse a la distancia es posible, pero requiere organizarse distinto.\n\nLo primero es resolver la información: fechas, requisitos y modalidad del ingreso los publica la facultad en sus canales oficiales. Anotalos y planificá con anticipación.',
      },
      {
        title: 'Conexión inestable, estudio estable',
        content:
          'Si tu conexión no siempre acompaña, descargá los cuadernillos de matemática, física y química en PDF cuando tengas señal, e imprimilos o guardalos en el celular. Así la teoría y los repasos no dependen de internet.\n\nDejá para los momentos con buena conexión lo que sí la necesita: ejercicios con verificación, simuladores y el tutor con IA.',
      },
      {
        title: 'Un profesor a cualquier hora',
        content:
          'Estudiar lejos suele significar estudiar solo. Cuando un ejercicio no sale, el tutor con IA de Ingresá te guía paso a paso para que entiendas el razonamiento, y si lo necesitás te muestra la resolución completa.\n\nAdemás, cada ejercicio trae su explicación desarrollada hasta el resultado, así que incluso sin el tutor podés encontrar dónde te equivocaste.',
      },
      {
        title: 'Organizar la semana a distancia',
        content:
          'Si no tenés clases que te marquen el ritmo, el calendario lo ponés vos. Asigná materias a días fijos, por ejemplo matemática lunes y jueves, física martes y viernes, y dejá el sábado para un simulacro.\n\nSi compartís la computadora en casa, el celular alcanza para ejercicios, mini clases y consultas al tutor. Guardá la compu para los simulacros largos, donde una pantalla grande se agradece.',
      },
      {
        title: 'Llegar preparado al primer viaje',
        content: `Si tu ingreso tiene instancias presenciales, cada viaje a la facultad cuesta tiempo y plata. Llegar con los temas practicados y varios simulacros hechos hace que ese esfuerzo valga la pena.\n\nIngresá es una plataforma independiente de la UTN. Entrás con tu e-mail y un código de 6 dígitos desde cualquier lugar del país; el Plan Premium anual cuesta ${annualPrice} y el Plan Semanal, ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frre',
    title: 'UTN Resistencia: el ingreso si la matemática te cuesta | Ingresá',
    description:
      'Si la matemática te cuesta y querés ingresar a la UTN Facultad Regional Resistencia, empezá por álgebra básica y avanzá con ejercicios explicados paso a paso.',
    keywords: [
      'ingreso utn frre',
      'utn resistencia ingreso',
      'utn frre',
      'matematica desde cero ingreso utn',
      'preparacion ingreso utn chaco',
    ],
    heroTitle: 'UTN Resistencia: empezar de abajo también es empezar',
    heroSubtitle:
      'Si la matemática nunca fue lo tuyo, hay un orden para aprenderla en el que cada tema se apoya en el anterior.',
    sections: [
      {
        title: 'Reconocerlo es el primer paso',
        content:
          'Si te preparás para la Facultad Regional Resistencia y la matemática te genera rechazo, no sos la excepción. La mayoría de las veces el problema no es el tema que estás viendo, sino uno anterior que quedó flojo: fracciones, potencias o despejes.\n\nPor eso conviene dejar de lado el orgullo y volver a la base. Una semana de álgebra básica bien hecha ahorra un mes de frustración con funciones.',
      },
      {
        title: 'El orden que conviene seguir',
        content:
          'Primero, operaciones con fracciones y potencias. Después, factorización y despeje de ecuaciones lineales. Recién entonces, ecuaciones cuadráticas y sistemas. Con esas herramientas firmes, las funciones y la trigonometría se vuelven mucho más accesibles.\n\nEn el temario de matemática de Ingresá cada tema tiene subtemas: usalos como escalones, sin saltearte ninguno.',
      },
      {
        title: 'Errores típicos al empezar',
        content:
          'Sumar fracciones sumando numeradores y denominadores, olvidar cambiar el signo al pasar un término o distribuir mal un signo menos delante de un paréntesis. Son errores chicos que arruinan ejercicios enteros.\n\nCada ejercicio de Ingresá muestra la resolución en pasos; si tu resultado no coincide, buscá el paso donde te separaste. Casi siempre vas a encontrar uno de estos tres.',
      },
      {
        title: 'Cuánto tiempo darte',
        content:
          'Si partís de una base floja, date más semanas que el promedio y empezá cuanto antes. Tres o cuatro semanas solo para álgebra y ecuaciones no es perder tiempo: es construir los cimientos.\n\nCada vez que un tema te frustre, volvé un escalón atrás. Casi siempre la dificultad de hoy es un tema de ayer que no quedó claro.',
      },
      {
        title: 'Confianza que se construye con datos',
        content: `Empezá los simuladores en dificultad fácil, con 10 preguntas. Cuando superes el 70% de manera estable, pasá a dificultad media. Ver en tus estadísticas que la precisión sube es la mejor motivación.\n\nConsultá fechas y condiciones en los canales oficiales de la facultad. Ingresá es independiente de la UTN; el Plan Semanal cuesta ${weeklyPrice} por semana y el Premium anual, ${annualPrice}.`,
      },
    ],
  },
  {
    slug: 'utn-frvm',
    title: 'UTN Villa María: plan de ingreso en 8 semanas | Ingresá',
    description:
      'Un plan de estudio de 8 semanas para el ingreso a la UTN Facultad Regional Villa María: qué estudiar cada semana, cuándo hacer simulacros y cómo repasar.',
    keywords: [
      'ingreso utn frvm',
      'utn villa maria ingreso',
      'utn frvm',
      'plan de estudio ingreso utn',
      'cronograma ingreso utn',
    ],
    heroTitle: 'UTN Villa María: ocho semanas, un plan concreto',
    heroSubtitle:
      'Semana por semana, qué temas trabajar y cuándo medirte. Adaptalo a las materias que pida tu carrera.',
    sections: [
      {
        title: 'Semanas 1 y 2: diagnóstico y álgebra',
        content:
          'Arrancá con un simulador de diagnóstico por materia. Después dedicá estas dos semanas a álgebra básica y ecuaciones, que sostienen el resto: fracciones, factorización, ecuaciones lineales y cuadráticas, sistemas.\n\nAntes de empezar, confirmá en la información oficial de la Facultad Regional Villa María qué materias entran en tu ingreso, para ajustar el plan.',
      },
      {
        title: 'Semanas 3 a 5: funciones, geometría y física',
        content:
          'Semana 3: funciones y geometría. Semana 4: trigonometría y estadística, y arrancás mecánica en física. Semana 5: el resto de física, con termodinámica, ondas, electricidad, óptica y física moderna. Si tu ingreso incluye química, sumala en paralelo con dos sesiones por semana.\n\nCada sábado, un simulador de 15 preguntas con los temas de la semana.',
      },
      {
        title: 'Semanas 6 y 7: integración',
        content:
          'Ahora los simuladores mezclan temas: 20 o 25 preguntas, primero en dificultad media y después en difícil. Con cada resultado, volvé a los temas que bajaron y rehacé los ejercicios de tu cuaderno de errores.\n\nEs la etapa donde más sirven las estadísticas: los temas débiles te dicen qué repasar y las fortalezas, qué podés dejar de lado unos días.',
      },
      {
        title: 'Semana 8: ensayo y descanso',
        content: `Dos simulacros largos, de 30 preguntas con 90 minutos, al principio de la semana. Los últimos días, repaso liviano de fórmulas y errores frecuentes, y dormir bien.\n\nOcho semanas con el Plan Semanal, a ${weeklyPrice} por semana, suman más que el Plan Premium anual de ${annualPrice}, que además te cubre el año entero. Ingresá es independiente de la UTN.`,
      },
      {
        title: 'Cómo ajustar el plan a tu caso',
        content:
          'Si tu ingreso no incluye química, usá esas sesiones para reforzar física o trigonometría. Si tenés más de ocho semanas, estirá las etapas de aprendizaje; si tenés menos, acortá la integración pero mantené el ensayo final.\n\nY si una semana se te complica, no la des por perdida: mové los temas a la siguiente y seguí. Un plan flexible se cumple; uno rígido se abandona.',
      },
    ],
  },
  {
    slug: 'utn-frsn',
    title: 'UTN San Nicolás: electricidad y ondas para el ingreso | Ingresá',
    description:
      'Preparate para el ingreso a la UTN Facultad Regional San Nicolás con electricidad, ondas y óptica explicadas con ejemplos y ejercicios paso a paso.',
    keywords: [
      'ingreso utn frsn',
      'utn san nicolas ingreso',
      'utn frsn',
      'electricidad ingreso utn',
      'fisica ingreso utn san nicolas',
    ],
    heroTitle: 'UTN San Nicolás: la física que va más allá de la mecánica',
    heroSubtitle:
      'Electricidad, ondas y óptica con ejemplos resueltos, para que no te agarren desprevenido en el ingreso.',
    sections: [
      {
        title: 'Más allá de la mecánica',
        content:
          'Muchos estudiantes le dedican a la mecánica la mayor parte de su tiempo de física y llegan flojos en el resto. Si te preparás para la Facultad Regional San Nicolás, equilibrá: electricidad, ondas y óptica tienen problemas cortos que salen rápido cuando sabés las relaciones básicas.\n\nQué temas se evalúan exactamente lo indica tu facultad en su información oficial.',
      },
      {
        title: 'Electricidad con un ejemplo',
        content:
          'Dos resistencias de 6 Ω conectadas en serie equivalen a 12 Ω; en paralelo, a 3 Ω. Si las conectás en serie a una fuente de 12 V, la corriente es I = V / R = 12 / 12 = 1 A.\n\nEl error típico es usar la fórmula de serie para un circuito en paralelo. Antes de calcular, seguí con el dedo el camino de la corriente: si hay un solo camino, es serie.',
      },
      {
        title: 'Ondas y óptica',
        content:
          'En ondas, la relación central es v = λ · f. Una onda que viaja a 340 m/s con una frecuencia de 170 Hz tiene una longitud de onda de 2 metros. Fijate siempre que las unidades sean coherentes.\n\nEn óptica aparecen la reflexión, donde el ángulo de incidencia es igual al de reflexión, y la refracción, donde la luz cambia de dirección al pasar de un medio a otro según la ley de Snell.',
      },
      {
        title: 'Cómo encarar un circuito en el examen',
        content:
          'Primero identificá qué está en serie y qué en paralelo, y reemplazá cada grupo por su resistencia equivalente hasta quedarte con una sola. Después aplicá la ley de Ohm para hallar la corriente total y recién ahí volvé hacia atrás por cada rama.\n\nRecordá que en serie la corriente es la misma en cada resistencia, y en paralelo lo que se repite es la tensión.',
      },
      {
        title: 'Practicá tema por tema',
        content: `En Ingresá podés crear simuladores de física eligiendo solo electricidad, ondas u óptica, y ver tu precisión en cada uno. Cada ejercicio trae la explicación de principio a fin, y el tutor con IA te ayuda con lo que no cierre.\n\nIngresá es una plataforma independiente de la UTN. Plan Premium anual: ${annualPrice}. Plan Semanal: ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frsr',
    title: 'UTN San Rafael: preparación intensiva de último mes | Ingresá',
    description:
      '¿Te queda poco tiempo para el ingreso a la UTN Facultad Regional San Rafael? Un plan intensivo de cuatro semanas para priorizar lo que más suma.',
    keywords: [
      'ingreso utn frsr',
      'utn san rafael ingreso',
      'utn frsr',
      'preparacion intensiva ingreso utn',
      'ingreso utn ultimo mes',
    ],
    heroTitle: 'UTN San Rafael: cuatro semanas bien aprovechadas',
    heroSubtitle:
      'Si el ingreso está cerca, no hay tiempo para estudiar de más. Priorizá, practicá y medí tu avance cada semana.',
    sections: [
      {
        title: 'Poco tiempo, decisiones claras',
        content:
          'Si te diste cuenta tarde de que el ingreso a la Facultad Regional San Rafael está cerca, respirá: cuatro semanas bien usadas rinden mucho. La clave es aceptar que no vas a repasar cada tema con la misma profundidad.\n\nPrimero confirmá en la información oficial de la facultad la fecha exacta y qué materias te evalúan. Con eso, cada hora tiene destino.',
      },
      {
        title: 'Semana 1: diagnóstico y prioridades',
        content:
          'Hacé un simulador por materia, de 20 preguntas en 60 minutos. Ordená los temas por precisión y separalos en tres grupos: los que ya dominás, los que están cerca y los que casi no sabés.\n\nLos que están cerca son tu prioridad: con poco trabajo se convierten en puntos. Los que casi no sabés, solo si son temas centrales como ecuaciones o mecánica.',
      },
      {
        title: 'Semanas 2 y 3: práctica concentrada',
        content:
          'Cada día, una mini clase corta y muchos ejercicios de un tema prioritario, leyendo la resolución paso a paso solo después de intentarlo. Cada dos días, un simulador de 10 o 15 preguntas con esos temas.\n\nSi algo no sale y no querés perder una tarde, preguntale al tutor con IA: te guía paso a paso y te ahorra horas de bloqueo.',
      },
      {
        title: 'Lo que no conviene hacer con poco tiempo',
        content:
          'Empezar de cero un tema que nunca viste y que pesa poco, pasar horas leyendo teoría sin resolver o hacer simulacros sin revisar los errores. Con cuatro semanas, cada una de esas decisiones cuesta caro.\n\nTampoco conviene sacrificar el sueño: una cabeza cansada resuelve peor, y en un examen de opción múltiple la atención vale tanto como el contenido.',
      },
      {
        title: 'Semana 4 y el plan que te conviene',
        content: `Ensayá con simulacros largos al principio de la semana y bajá la intensidad los últimos dos días. Dormir bien antes del examen suma más que una madrugada de repaso.\n\nPara un mes, el Plan Semanal a ${weeklyPrice} por semana te da acceso completo y lo cancelás cuando termines. Ingresá es una plataforma independiente de la UTN.`,
      },
    ],
  },
  {
    slug: 'utn-frlr',
    title: 'UTN La Rioja: ¿estás listo para el ingreso? | Ingresá',
    description:
      'Una lista para evaluar si estás listo para el ingreso a la UTN Facultad Regional La Rioja: qué tenés que saber resolver en matemática, física y química.',
    keywords: [
      'ingreso utn frlr',
      'utn la rioja ingreso',
      'utn frlr',
      'que estudiar ingreso utn',
      'preparacion ingreso utn la rioja',
    ],
    heroTitle: 'UTN La Rioja: chequeá si estás listo para el ingreso',
    heroSubtitle:
      'Una lista concreta de lo que tenés que poder resolver solo, materia por materia, antes de presentarte al examen.',
    sections: [
      {
        title: 'Matemática: lo que tenés que poder hacer',
        content:
          'Resolver una ecuación cuadrática con la fórmula resolvente y verificar las soluciones. Plantear y resolver un sistema de dos ecuaciones. Encontrar raíces, vértice y ordenada al origen de una parábola. Usar Pitágoras y las razones trigonométricas en un triángulo rectángulo. Calcular media, mediana y moda de un conjunto de datos.\n\nSi alguno te hace dudar, ese es tu próximo tema.',
      },
      {
        title: 'Física: lo que tenés que poder hacer',
        content:
          'Pasar de km/h a m/s sin pensarlo. Resolver un problema de movimiento uniformemente variado. Dibujar un diagrama de cuerpo libre y aplicar la segunda ley de Newton. Calcular la corriente en un circuito simple con la ley de Ohm. Relacionar velocidad, frecuencia y longitud de onda.\n\nNo alcanza con reconocer la fórmula: tenés que llegar al número correcto con las unidades correctas.',
      },
      {
        title: 'Química, si tu ingreso la incluye',
        content:
          'Calcular la masa molar de un compuesto. Pasar de gramos a moles. Balancear una ecuación y resolver un problema de estequiometría. Calcular la molaridad de una solución. Decir si una solución es ácida o básica a partir del pH.\n\nConfirmá en la información oficial de la Facultad Regional La Rioja si química forma parte de tu ingreso y cuáles son las fechas.',
      },
      {
        title: 'Qué hacer con los puntos flojos',
        content:
          'Cada ítem de la lista que no puedas hacer solo es un tema para tu plan. Empezá por los de matemática, porque física y química se apoyan en ellos, y dedicale a cada uno una mini clase y una tanda de ejercicios.\n\nVolvé a la lista cada dos semanas. Ver cómo se achica la cantidad de puntos pendientes es una forma concreta de medir tu avance.',
      },
      {
        title: 'Cómo comprobarlo de verdad',
        content: `Marcar casilleros en una lista es fácil; comprobarlo es otra cosa. Hacé un simulador de cada materia en dificultad difícil, de 20 preguntas. Si en un tema acertás menos del 70%, todavía no está listo.\n\nIngresá es independiente de la UTN y te da simuladores ilimitados, ejercicios explicados y estadísticas por tema. Plan Premium anual: ${annualPrice}. Plan Semanal: ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'utn-frtl',
    title: 'UTN Trenque Lauquen: rutina para estudiar solo | Ingresá',
    description:
      'Cómo sostener una rutina de estudio para el ingreso a la UTN Facultad Regional Trenque Lauquen cuando preparás el examen por tu cuenta y sin compañeros.',
    keywords: [
      'ingreso utn frtl',
      'utn trenque lauquen ingreso',
      'utn frtl',
      'rutina de estudio ingreso utn',
      'estudiar solo ingreso utn',
    ],
    heroTitle: 'UTN Trenque Lauquen: una rutina que se sostenga sola',
    heroSubtitle:
      'Cuando nadie te marca el ritmo, los hábitos hacen el trabajo. Cómo armarlos para llegar constante al ingreso.',
    sections: [
      {
        title: 'La motivación no alcanza',
        content:
          'En los primeros días de preparación sobran ganas. A la tercera semana, con el colegio, los amigos y el cansancio, ya no tanto. Si te preparás para la Facultad Regional Trenque Lauquen por tu cuenta, no dependas del entusiasmo: apoyate en una rutina.\n\nUna rutina es decidir una vez, y no cada día, cuándo y dónde estudiás.',
      },
      {
        title: 'Cómo armar la tuya',
        content:
          'Elegí un horario fijo, siempre el mismo, y un lugar donde solo estudies. Empezá cada sesión igual: abrís la plataforma, mirás tus temas débiles en estadísticas y elegís uno. Esa repetición hace que arrancar cueste menos.\n\nSesiones de 45 minutos con un corte breve rinden más que tres horas seguidas mirando la misma página.',
      },
      {
        title: 'Metas chicas, progreso visible',
        content:
          'Ponete metas chicas y medibles: diez ejercicios de trigonometría hoy, un simulador de química el sábado. Cumplirlas da una sensación de avance que alimenta la sesión siguiente.\n\nEn Ingresá, la evolución de tu precisión y el tiempo estudiado quedan registrados. Ver que la línea sube después de dos semanas es la mejor respuesta al cansancio.',
      },
      {
        title: 'Un entorno que te ayude',
        content:
          'Dejá el celular en otra habitación durante la sesión, salvo que lo estés usando para la plataforma. Tené a mano hoja, lápiz y calculadora para no levantarte a cada rato.\n\nContarle a alguien de tu casa tu horario de estudio también ayuda: es más fácil respetarlo cuando otros saben que en esa hora no estás disponible.',
      },
      {
        title: 'Cuando te trabás sin nadie cerca',
        content: `Estudiar solo no significa quedarte con las dudas. Cada ejercicio trae su resolución paso a paso, y el tutor con IA te acompaña a cualquier hora.\n\nLas fechas y condiciones del ingreso las publica la Facultad Regional Trenque Lauquen en sus canales oficiales. Ingresá es independiente de la UTN; el Plan Premium anual cuesta ${annualPrice} y el Semanal, ${weeklyPrice} por semana.`,
      },
    ],
  },
];
