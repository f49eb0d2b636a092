import type { SeoPageContent } from '../seo-content.ts';

/** Keyword pages that start with `utn-`. */
export const utnPages: SeoPageContent[] = [
  {
    slug: 'utn-ingreso',
    title: 'Ingreso UTN 2025: cómo prepararte para entrar | Ingresá',
    description:
      'Prepará el ingreso a la UTN con ejercicios de matemática, física y química explicados paso a paso, simulacros ilimitados y un tutor con IA.',
    keywords: [
      'ingreso utn',
      'ingreso utn 2025',
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
          'Entrar a la UTN no es cuestión de suerte: se trata de llegar con una base firme en matemática y física, y también en química si tu carrera la pide. La mayoría de los aspirantes trae de la secundaria temas vistos a medias, y el ingreso es el momento de ordenarlos.\n\nLas condiciones, las fechas y la modalidad las define cada facultad regional, así que el primer paso es leer la información oficial de la tuya. El segundo es armar un plan de estudio que puedas sostener semana a semana, sin atracones de último momento.',
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
        content:
          'Hacé un primer simulacro corto de matemática, de 10 preguntas en dificultad media, para tener un diagnóstico honesto. Con ese resultado elegí dos temas flojos y trabajalos durante la semana con mini clases y ejercicios.\n\nMás de 700 estudiantes ya se prepararon con Ingresá. El Plan Premium anual cuesta $ 42.440 y el Plan Semanal, $ 6.050 por semana; pagás con Mercado Pago y podés cancelar cuando quieras.',
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
      'curso ingreso utn 2025',
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
          'Lo que te explican en una clase se fija cuando lo resolvés solo al otro día. Reservá un rato después de cada encuentro para hacer ejercicios del mismo tema y mirá la resolución paso a paso recién cuando ya lo intentaste.\n\nEn Ingresá buscás ejercicios por materia y tema, y al verificar ves tu respuesta, la correcta y consejos de estudio. Si algo sigue sin cerrar, el tutor con IA te hace preguntas hasta que lo destrabes.',
      },
      {
        title: 'Medir si vas bien antes de cada evaluación',
        content:
          'Los simuladores te dejan elegir temas puntuales, así que podés armar una prueba solo con lo que se dio en las últimas semanas. Al terminar, el desglose por tema te muestra dónde perdiste puntos.\n\nLa fecha de inicio, la duración, la modalidad y las condiciones para aprobar dependen de cada facultad regional. Consultalas siempre en los canales oficiales de la tuya y no te guíes por lo que le tocó a un conocido en otra sede.',
      },
      {
        title: 'Un complemento, no un reemplazo',
        content:
          'Ingresá no reemplaza al curso ni pertenece a la UTN: es una plataforma independiente para practicar más y con feedback inmediato. Lo usás cuando te queda cómodo, desde el celular o la compu.\n\nSi el curso dura unas semanas, el Plan Semanal de $ 6.050 por semana puede alcanzarte. Si querés acompañamiento el año entero, el Plan Premium sale $ 42.440 con 67% OFF y es el más conveniente.',
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
          'Lo que aprendiste en la primera semana se olvida si no vuelve a aparecer. Cada tanto, sumá a tus simulacros dos o tres temas anteriores, por ejemplo ecuaciones o trigonometría, aunque ya los hayas aprobado.\n\nLas estadísticas de Ingresá muestran tu progreso por tema a lo largo del tiempo, así que notás enseguida si algo que dominabas empezó a caer.',
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
    title: 'Examen de ingreso UTN 2025: formato y estrategia | Ingresá',
    description:
      'Cómo suele ser el examen de ingreso a la UTN y cómo entrenarlo: manejo del tiempo, opción múltiple y simulacros en condiciones reales de examen.',
    keywords: [
      'examen de ingreso utn',
      'examen ingreso utn 2025',
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
          'Factorizar, operar con fracciones algebraicas, aplicar propiedades de potencias y raíces: sin esto no avanza ningún otro tema. En ecuaciones vas a ver lineales, cuadráticas y sistemas de dos ecuaciones con dos incógnitas.\n\nEl error más común es de signo al pasar términos de un lado al otro. El segundo, olvidar que una raíz cuadrada tiene dos soluciones posibles. Revisá cada resultado reemplazándolo en la ecuación original.',
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
          'En la sección de matemática tenés el temario numerado, mini clases por tema y ejercicios de opción múltiple y verdadero o falso, cada uno con la resolución en PASO y RESULTADO. Si un paso no te cierra, el tutor con IA te lo desarma.\n\nCuando sientas que un tema está firme, creá un simulador solo con ese tema en dificultad difícil. Si lo superás con holgura, pasá al siguiente; si no, volvé a los ejercicios del tema y repetí la prueba en unos días.',
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
      'Química del ingreso a la UTN explicada claro: estructura atómica, estequiometría, soluciones, ácidos y bases y electroquímica, con ejercicios resueltos.',
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
          'No todas las carreras ni todas las facultades regionales piden lo mismo en el ingreso. Antes de dedicarle horas a química, revisá en la información oficial de tu facultad si forma parte de tu examen.\n\nSi la incluye, conviene no dejarla para el final: para muchos estudiantes es la materia que menos vieron en la secundaria y la que más tiempo necesita para asentarse.',
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
      'Simulacros ilimitados para el ingreso a la UTN: elegí materia, temas, dificultad, cantidad de preguntas y tiempo, y mirá tu resultado tema por tema.',
    keywords: [
      'simulacro utn',
      'simulacro examen utn',
      'simulador ingreso utn',
      'simulacro ingreso utn 2025',
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
          'Al terminar ves porcentaje de aciertos, respuestas correctas e incorrectas, minutos usados y el rendimiento por tema. Durante el simulacro, cada respuesta trae su explicación, así que no te quedás con la duda.\n\nEl historial guarda tus últimos diez resultados. Si un tema aparece flojo dos veces seguidas, dejá de hacer simulacros generales y dedicale unos días con mini clases y ejercicios de ese tema.',
      },
      {
        title: 'Cada cuánto hacer uno',
        content:
          'Lejos del examen, uno o dos por semana alcanzan: el resto del tiempo es para aprender. En las últimas semanas, subí la frecuencia y alterná materias para no descuidar ninguna.\n\nLos simulacros son ilimitados en los dos planes: el Plan Premium anual a $ 42.440 y el Plan Semanal a $ 6.050 por semana. Son de práctica y no reemplazan la evaluación oficial de tu facultad regional, pero te dejan llegar a ella con muchas horas de entrenamiento encima.',
      },
    ],
  },
  {
    slug: 'utn-ejercicios-resueltos',
    title: 'Ejercicios resueltos para el ingreso UTN | Ingresá',
    description:
      'Ejercicios resueltos de matemática, física y química para el ingreso a la UTN, con la explicación paso a paso y consejos para aprender de cada error.',
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
          'Cada explicación viene en PASO y RESULTADO: cada paso muestra una decisión concreta, como elegir la fórmula, despejar o convertir unidades, y el resultado cierra el ejercicio. Junto a eso ves tu respuesta, la correcta y consejos de estudio.\n\nHay ejercicios de opción múltiple y de verdadero o falso en matemática, física y química, organizados por tema. Entre ejercicios y mini clases son más de 400.',
      },
      {
        title: 'Una técnica para aprender de cada error',
        content:
          'Cuando falles, no pases al siguiente enseguida. Buscá el primer paso de la resolución donde tu planteo se separa del correcto y anotalo en una lista de errores. Al final de la semana, rehacé esos ejercicios sin mirar.\n\nSi no entendés por qué un paso es así, preguntale al tutor con IA: te guía con preguntas hasta que lo veas, en vez de repetirte la solución.',
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
          'Corregí pregunta por pregunta y anotá por qué fallaste: concepto, cuenta o tiempo. Si la mayoría de tus errores son de cuentas, no necesitás más teoría sino más práctica prolija. Si son de concepto, volvé a la mini clase del tema.\n\nEn Ingresá, las estadísticas guardan tu historial por tema, así ves si lo que fallaste en un modelo mejora en las semanas siguientes.',
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
          'En Ingresá cada materia tiene su temario numerado con subtemas, y algunos temas incluyen un video. Usalo como lista de control: marcá lo que ya dominás y lo que todavía no.\n\nEn matemática, los temas son álgebra básica, ecuaciones, funciones, geometría, trigonometría y estadística. En física, mecánica, termodinámica, ondas, electricidad, óptica y física moderna. En química, estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química.',
      },
      {
        title: 'Teoría corta y práctica abundante',
        content:
          'Las mini clases explican cada tema en poco texto, con ejemplos cuando hacen falta. Después de leer una, pasá directo a los ejercicios del mismo tema: cada uno trae su resolución paso a paso.\n\nSi preferís el papel, desde tu panel descargás los cuadernillos en PDF de matemática, física y química para imprimirlos, subrayarlos y llevarlos a donde estudies. Tener la teoría en papel y la práctica en la pantalla es una combinación que a muchos les funciona.',
      },
      {
        title: 'Complementá con lo oficial',
        content:
          'Si tu facultad regional entrega su propio material de ingreso, ese es el punto de partida: te dice qué se espera de vos. Ingresá es independiente de la UTN y lo complementa con práctica, simulacros y un tutor con IA.\n\nEl Plan Premium anual cuesta $ 42.440 y el Plan Semanal, $ 6.050 por semana. Los dos incluyen el material completo y se pueden cancelar cuando quieras.',
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
          'Escribir a mano obliga a ir más despacio y a prestar atención a cada paso, algo que la pantalla no siempre logra. Además, el examen se resuelve con hoja y lápiz, así que conviene acostumbrarte desde ahora.\n\nUn cuadernillo impreso también te deja estudiar sin notificaciones: en el colectivo, en una plaza o en la biblioteca. Y si te queda cerca de la cama, repasar diez minutos antes de dormir deja de ser un esfuerzo.',
      },
      {
        title: 'Cómo combinar cuadernillo y plataforma',
        content:
          'Un esquema que funciona: leés el tema en el cuadernillo, subrayás y anotás dudas en el margen. Después entrás a la plataforma y resolvés ejercicios de ese tema con verificación inmediata.\n\nLas dudas del margen se las llevás al tutor con IA. Y al final de la semana, un simulador con esos temas te confirma si lo leído se transformó en algo que sabés aplicar.',
      },
      {
        title: 'Cómo acceder',
        content:
          'Los cuadernillos están incluidos en los dos planes, junto con los simuladores, las mini clases, los ejercicios y las estadísticas. Entrás con tu e-mail y un código de 6 dígitos, sin contraseña.\n\nEl Plan Premium cuesta $ 42.440 por año, con 67% OFF, y el Plan Semanal $ 6.050 por semana. Pagás con Mercado Pago y cancelás cuando quieras.',
      },
    ],
  },
  {
    slug: 'utn-ingreso-online',
    title: 'Preparar el ingreso UTN online, a tu ritmo | Ingresá',
    description:
      'Prepará el ingreso a la UTN online desde cualquier lugar de Argentina: ejercicios, mini clases, simulacros y tutor con IA, en el celular o la compu.',
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
          'No dependés de horarios fijos ni de viajar a un instituto. Si un día terminás el colegio tarde, estudiás a la noche; si un tema te sale rápido, pasás al siguiente sin esperar a nadie. Y si uno te cuesta, le dedicás los días que haga falta sin sentir que frenás a un grupo.\n\nY si te trabás a una hora en la que no hay a quién preguntarle, el tutor con IA está disponible y te guía paso a paso hasta que lo resuelvas.',
      },
      {
        title: 'El riesgo: que nadie te controle',
        content:
          'La libertad tiene su costo: sin un horario de clase, es fácil postergar. Definí días y horas fijos, como si fueran clases, y anotalos en el calendario del celular.\n\nUsá las estadísticas como control externo: la progresión de los últimos días y el tiempo estudiado no mienten. Si una semana bajaste el ritmo, lo vas a ver ahí antes de que sea un problema.',
      },
      {
        title: 'Cómo empezar',
        content:
          'Ingresás con tu e-mail y un código de 6 dígitos que te llega al correo, sin contraseña. Elegís plan, pagás con Mercado Pago y ya tenés acceso completo desde el celular o la compu.\n\nEl Plan Semanal cuesta $ 6.050 por semana y el Plan Premium, $ 42.440 al año con 67% OFF. Podés cancelar cuando quieras.',
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
];
