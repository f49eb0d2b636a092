import {
  annualPerDay,
  annualPerMonthCeiling,
  annualPrice,
  annualSaving,
  breakEvenWeeksPrice,
  intakeYear,
  perMonth,
  weeklyPerDay,
  weeklyPrice,
} from '../copy-values.ts';
import type { SeoPageContent } from '../seo-copy.ts';

/** Keyword pages about courses, the product's tools, prices and study guides. */
export const productPages: SeoPageContent[] = [
  {
    slug: 'curso-ingreso-utn',
    title: 'Curso de ingreso UTN online con ejercicios y simuladores | Ingresá',
    description:
      'Preparate para el ingreso a la UTN con ejercicios explicados paso a paso, simuladores ilimitados, mini clases y tutor IA en matemática, física y química.',
    keywords: [
      'curso de ingreso UTN',
      'preparación ingreso UTN',
      'curso ingreso ingeniería',
      `ingreso UTN ${intakeYear}`,
      'curso online UTN',
    ],
    heroTitle: 'Tu curso de preparación para el ingreso a la UTN',
    heroSubtitle: `Matemática, física y química con ejercicios resueltos paso a paso, simuladores de examen y un tutor con IA, para que llegues al ingreso ${intakeYear} con confianza.`,
    sections: [
      {
        title: 'Qué incluye la preparación de Ingresá',
        content:
          'Ingresá es una preparación online para el examen de ingreso a la UTN pensada para estudiantes de secundaria. Reúne más de 400 ejercicios y mini clases de matemática, física y química, y cada ejercicio tiene su explicación paso a paso, con el razonamiento y el resultado.\n\nSumás simuladores de examen ilimitados, estadísticas por materia y por tema, cuadernillos en PDF para descargar y un tutor con IA al que le podés preguntar a cualquier hora. Está reunido en la misma cuenta, sin horarios fijos.',
      },
      {
        title: 'Un recorrido en cuatro pasos',
        content:
          'Primero elegís una materia y mirás su temario, así sabés qué temas entran. Después leés la mini clase del tema que vas a estudiar, con ejemplos resueltos.\n\nLuego practicás con los ejercicios de ese tema y revisás la explicación de cada uno. Cuando sentís que lo tenés, armás un simulador con ese tema y mirás tus resultados: ahí ves qué quedó firme y qué tenés que repasar.',
      },
      {
        title: 'Cómo suele ser el examen',
        content:
          'El examen de ingreso suele tener 60 preguntas de opción múltiple para resolver en 3 horas, y se aprueba con 4 sobre 10. Por eso practicar con tiempo y con preguntas de ese formato hace una diferencia grande el día del examen.\n\nIgual, cada facultad regional define su propio calendario, sus materias y sus condiciones. Antes de armar tu plan, revisá la información oficial de la facultad regional donde te vas a inscribir.',
      },
      {
        title: 'Una preparación independiente',
        content:
          'Ingresá no es la UTN ni forma parte de ella: es una herramienta independiente para que llegues mejor preparado. La inscripción, los requisitos y las instancias oficiales de ingreso los gestionás siempre con tu facultad regional.\n\nLo que sí te damos es práctica ordenada y acompañamiento. Más de 700 estudiantes ya se prepararon con Ingresá, y podés cancelar tu suscripción cuando quieras.',
      },
    ],
  },
  {
    slug: 'curso-matematica-ingreso',
    title: 'Curso de matemática para el ingreso a la UTN | Ingresá',
    description:
      'Un curso de matemática para el ingreso en seis temas y un orden lógico: mini clase, ejercicios resueltos y un simulador para comprobar que cada tema quedó firme.',
    keywords: [
      'curso de matemática ingreso',
      'matemática ingreso UTN',
      'curso de matemática para ingeniería',
      'repaso de álgebra y funciones',
      'trigonometría ingreso universidad',
    ],
    heroTitle: 'Matemática para el ingreso, de álgebra a estadística',
    heroSubtitle:
      'Seis temas con su temario, mini clases con ejemplos y ejercicios explicados para que llegues al examen sabiendo despejar, graficar y razonar.',
    sections: [
      {
        title: 'Seis temas, un orden que tiene sentido',
        content:
          'La matemática del ingreso se arma sobre una base: si operás bien con fracciones, potencias y raíces, el resto se vuelve más liviano. Por eso en Ingresá el recorrido arranca por álgebra básica y sigue con ecuaciones, funciones, geometría, trigonometría y estadística.\n\nNo hace falta respetar ese orden al pie de la letra. Si ya te llevás bien con las ecuaciones, podés ir directo a funciones, y volver atrás cuando un ejercicio te muestre que algo flojea.',
      },
      {
        title: 'Qué entra en cada tema',
        content:
          'Álgebra básica repasa conjuntos numéricos, operaciones combinadas, productos notables, factoreo con Ruffini y fracciones algebraicas. Ecuaciones y sistemas incluye lineales, cuadráticas con la fórmula resolvente, sistemas 2×2, inecuaciones y valor absoluto.\n\nFunciones va de la lineal y la cuadrática a la exponencial y los logaritmos. Geometría suma Pitágoras, semejanza, áreas, volúmenes y geometría analítica; trigonometría trabaja radianes, identidades y los teoremas del seno y del coseno; estadística cierra con medidas de posición, conteo y probabilidad.',
      },
      {
        title: 'Cómo se estudia un tema',
        content:
          'Empezá por la mini clase: es una explicación corta con ejemplos resueltos que te deja listo para practicar. Después resolvé ejercicios del tema, de opción múltiple y de verdadero o falso, en dificultad fácil, media y difícil.\n\nCada ejercicio trae la explicación por pasos y el resultado. Cuando te equivoques, no pases al siguiente sin entender en qué paso te separaste del camino correcto: ahí está el aprendizaje.',
      },
      {
        title: 'Medí tu avance con simuladores',
        content:
          'Cuando un tema ya te sale, armá un simulador de matemática solo con ese tema, o con varios a la vez. Elegís la cantidad de preguntas, el tiempo y la dificultad, y al terminar ves tu resultado por tema.\n\nLas estadísticas te marcan cuáles son tus temas débiles y cómo evoluciona tu porcentaje de aciertos. Así sabés dónde poner las próximas horas de estudio en vez de repasar lo que ya dominás.',
      },
    ],
  },
  {
    slug: 'curso-fisica-ingreso',
    title: 'Curso de física para el ingreso a ingeniería | Ingresá',
    description:
      'Mecánica, termodinámica, ondas, electricidad, óptica y física moderna para el ingreso: teoría breve, ejemplos y ejercicios de física resueltos paso a paso.',
    keywords: [
      'curso de física ingreso',
      'física ingreso UTN',
      'física para ingeniería',
      'ejercicios de mecánica',
      'cinemática ingreso universidad',
    ],
    heroTitle: 'Física para el ingreso, entendida y no memorizada',
    heroSubtitle:
      'De la cinemática a la física moderna, con mini clases cortas, ejercicios con unidades del SI y explicaciones que muestran cada paso del razonamiento.',
    sections: [
      {
        title: 'Por qué la física se complica (y cómo evitarlo)',
        content:
          'En física casi nunca falla la cuenta: falla el planteo. Elegir qué ecuación usar, dibujar las fuerzas o reconocer qué dato falta es lo que separa un ejercicio resuelto de uno trabado.\n\nPor eso el curso de física de Ingresá no te da una lista de fórmulas para memorizar. Cada mini clase explica de dónde sale cada relación y la aplica en ejemplos, y cada ejercicio muestra el razonamiento completo, siempre con unidades del SI y g = 9,8 m/s².',
      },
      {
        title: 'Los seis bloques del temario',
        content:
          'Mecánica es el bloque más largo: unidades y vectores, MRU y MRUV, caída libre, tiro oblicuo, leyes de Newton, plano inclinado, energía y cantidad de movimiento. Termodinámica trabaja escalas de temperatura, calor específico, calor latente, dilatación y gases ideales.\n\nOndas y sonido suma la relación v = λ·f, decibeles, efecto Doppler y el péndulo. Electricidad cubre Coulomb, ley de Ohm, resistencias en serie y en paralelo y el kWh. Óptica va de los espejos a la ley de Snell y las lentes, y física moderna presenta el fotón, el efecto fotoeléctrico y E = m·c².',
      },
      {
        title: 'Un método para cada ejercicio',
        content:
          'Leé el enunciado dos veces y anotá los datos con sus unidades. Pasá cada dato a unidades del SI antes de calcular: un 72 km/h sin convertir arruina cualquier resultado. Después elegí la relación que vincula los datos con lo que te piden.\n\nAl final, controlá que el resultado tenga sentido: una masa negativa o una caída de diez metros que dura un minuto son señales de que algo se escapó. Las explicaciones de Ingresá incluyen ese control en muchos ejercicios.',
      },
      {
        title: 'Practicá en tres niveles',
        content:
          'Los ejercicios vienen en tres dificultades y en dos formatos, opción múltiple y verdadero o falso. Empezá por los fáciles de cada bloque para afirmar las ideas, y subí de nivel cuando aciertes con seguridad.\n\nDespués armá simuladores de física eligiendo los temas que quieras evaluar. Al terminar ves tus resultados por tema, y si una duda no se resuelve con la explicación, el tutor con IA te guía paso a paso a cualquier hora.',
      },
    ],
  },
  {
    slug: 'curso-quimica-ingreso',
    title: 'Curso de química para el ingreso universitario | Ingresá',
    description:
      'Química con lógica y no de memoria: un curso para el ingreso universitario que ordena el temario, marca dónde practicar más y cómo verificar lo aprendido.',
    keywords: [
      'curso de química ingreso',
      'química ingreso UTN',
      'estequiometría ejercicios',
      'química para ingeniería',
      'soluciones y pH ingreso',
    ],
    heroTitle: 'Química para el ingreso, del átomo a las pilas',
    heroSubtitle:
      'Seis temas con mini clases, ejemplos y ejercicios resueltos para que el mol, la molaridad y el pH dejen de ser un misterio.',
    sections: [
      {
        title: 'Química con lógica, no de memoria',
        content:
          'Mucha gente llega al ingreso con la idea de que química es memorizar nombres y símbolos. En realidad, la mayoría de los ejercicios son razonamientos con proporciones: cuántos moles reaccionan, cuánto soluto hay en una solución, qué pH tiene un ácido fuerte diluido.\n\nSi entendés el mol y sabés plantear una regla de tres con sentido, tenés resuelta buena parte del programa. El curso de química de Ingresá está armado para llegar a ese punto con ejemplos cortos y mucha práctica.',
      },
      {
        title: 'El temario, tema por tema',
        content:
          'Estructura atómica: partículas del átomo, isótopos, configuración electrónica, tabla periódica, electronegatividad y enlaces. Estequiometría: mol, número de Avogadro, balanceo, reactivo limitante, pureza, rendimiento y volumen molar en CNPT.\n\nSoluciones: concentraciones porcentuales, molaridad, ppm y dilución. Ácidos y bases: Arrhenius y Brønsted-Lowry, pH y pOH, neutralización e indicadores. Electroquímica: números de oxidación, redox, pilas y electrólisis. Termodinámica química: entalpía, ley de Hess, entropía y energía libre de Gibbs.',
      },
      {
        title: 'Dónde conviene poner más práctica',
        content:
          'Estequiometría y soluciones son los temas con más cálculo, y conviene dedicarles tiempo extra. El paso que más se olvida es balancear la ecuación antes de usar sus coeficientes: sin ese paso, todas las proporciones quedan mal.\n\nEn ácidos y bases, repasá bien la escala de pH: a 25 °C, una solución neutra tiene pH 7, las ácidas tienen pH menor y las básicas, mayor. Cada unidad de pH equivale a un factor 10 en la concentración de iones H+.',
      },
      {
        title: 'Estudiar, practicar, verificar',
        content:
          'Para cada tema, leé la mini clase, resolvé los ejercicios y revisá la explicación de los que fallaste. Después armá un simulador de química con ese tema y elegí la dificultad según cómo te sentís.\n\nTambién podés descargar el cuadernillo de química en PDF, con el temario, la teoría, ejercicios y sus soluciones paso a paso, para repasar sin pantalla. Y si te trabás con un concepto, el tutor con IA te lo explica de otra manera.',
      },
    ],
  },
  {
    slug: 'curso-online-utn',
    title: 'Curso online para el ingreso a la UTN | Ingresá',
    description:
      '¿Curso online o presencial para la UTN? Cómo funciona estudiar con Ingresá, qué ventajas tiene frente a un aula y cómo sostener la constancia sin horarios.',
    keywords: [
      'curso online UTN',
      'preparación online ingreso UTN',
      'curso virtual ingreso ingeniería',
      'estudiar online para la UTN',
      'ingreso UTN por internet',
    ],
    heroTitle: 'Prepará la UTN online, cuando y donde quieras',
    heroSubtitle:
      'Sin horarios fijos ni viajes: entrás desde el navegador, estudiás matemática, física y química y practicás con simuladores las veces que necesites.',
    sections: [
      {
        title: 'Cómo funciona estudiar online con Ingresá',
        content:
          'La preparación pasa en el navegador: no hay que instalar nada. Entrás con tu e-mail y un código de seis dígitos que te llega por correo, sin contraseñas que recordar, y encontrás las tres materias con su temario, sus mini clases y sus ejercicios.\n\nLa plataforma se adapta a la pantalla del celular, de la tablet o de la compu, así que podés leer una mini clase en el colectivo y hacer un simulador a la noche en el escritorio.',
      },
      {
        title: 'Ventajas frente a un curso presencial',
        content:
          'Un curso online te ahorra traslados y te deja estudiar en los horarios que te quedan libres después de la escuela. Además, podés repetir una explicación las veces que haga falta, algo difícil de pedir en un aula llena.\n\nLo que un curso online tiene que compensar es la falta de alguien al lado cuando te trabás. Para eso está el tutor con IA, que responde a cualquier hora y te guía paso a paso sin darte solo el resultado.',
      },
      {
        title: 'El desafío de la constancia',
        content:
          'La libertad de horarios tiene un costo: nadie te espera en un aula a las seis de la tarde. Para sostener el ritmo, fijá dos o tres franjas por semana como si fueran clases y cumplilas.\n\nLas estadísticas ayudan a ver el avance: ves el tiempo estudiado, tus aciertos y tu progreso en el tiempo. Ver que el porcentaje sube semana a semana motiva mucho más que cualquier recordatorio.',
      },
      {
        title: 'Qué necesitás para empezar',
        content:
          'Una conexión a internet, un dispositivo con navegador y una dirección de e-mail. Elegís un plan, pagás con Mercado Pago y ya tenés acceso al contenido completo, los simuladores y los cuadernillos para descargar.\n\nRecordá que Ingresá es una preparación independiente: la inscripción al ingreso y sus condiciones las consultás con tu facultad regional de la UTN.',
      },
    ],
  },
  {
    slug: 'curso-intensivo-utn',
    title: 'Curso intensivo para el ingreso a la UTN | Ingresá',
    description:
      '¿Te queda poco tiempo para el ingreso a la UTN? Armá un intensivo con diagnóstico, práctica sobre tus temas débiles y simuladores con reloj.',
    keywords: [
      'curso intensivo UTN',
      'intensivo ingreso UTN',
      'preparación rápida ingreso',
      'ingreso UTN en pocas semanas',
      'repaso intensivo ingeniería',
    ],
    heroTitle: 'Un intensivo para llegar al ingreso en pocas semanas',
    heroSubtitle:
      'Cuando el tiempo es poco, la clave es no estudiar cada tema por igual: medí dónde estás, atacá tus temas débiles y practicá con el reloj corriendo.',
    sections: [
      {
        title: 'Primero, un diagnóstico',
        content:
          'El error más común en un intensivo es arrancar por el primer tema del programa y avanzar en orden. Con poco tiempo, eso te deja sin llegar a lo que más te cuesta.\n\nEmpezá con un simulador por materia, con el programa completo y dificultad media. En una tarde vas a tener un mapa claro: las estadísticas te muestran el porcentaje de aciertos por tema y cuáles son tus puntos débiles.',
      },
      {
        title: 'Un intensivo de cuatro semanas',
        content:
          'Semana 1: diagnóstico y repaso de la base de álgebra, porque sostiene el resto. Semana 2: los dos o tres temas más flojos de matemática, con mini clase y ejercicios. Semana 3: lo mismo con física o química, según lo que te toque rendir.\n\nSemana 4: simuladores con tiempo, revisión de errores y un último repaso de lo que siga flojo. Si tenés más semanas, estirá las fases del medio; si tenés menos, recortá temas, no horas de práctica.',
      },
      {
        title: 'Cómo aprovechar cada sesión',
        content:
          'Sesiones de una hora y media o dos rinden más que maratones de seis horas. Dentro de cada sesión, dedicá un rato a la teoría y el resto a resolver: con poco tiempo, la práctica es lo que más te acerca al examen.\n\nCuando falles un ejercicio, leé la explicación paso a paso y volvé a intentarlo al día siguiente sin mirar. Si seguís trabado, preguntale al tutor con IA en lugar de perder una hora buscando.',
      },
      {
        title: 'Qué plan conviene para un intensivo',
        content: `Si vas a prepararte solo unas semanas, el Plan Semanal cuesta ${weeklyPrice} por semana y podés cancelarlo cuando quieras. Si tu preparación va a durar más de siete semanas, el Plan Premium anual, a ${annualPrice}, te sale más barato.\n\nLos dos planes incluyen lo mismo: simuladores ilimitados, ejercicios, mini clases, tutor con IA, estadísticas y cuadernillos.`,
      },
    ],
  },
  {
    slug: 'curso-a-distancia-utn',
    title: 'Curso a distancia para el ingreso a la UTN | Ingresá',
    description:
      '¿Vivís lejos o no podés viajar? Preparate a distancia para el ingreso a la UTN con ejercicios explicados, simuladores y un tutor con IA.',
    keywords: [
      'curso a distancia UTN',
      'ingreso UTN a distancia',
      'preparación a distancia ingeniería',
      'estudiar desde casa para la UTN',
      'curso ingreso UTN desde el interior',
    ],
    heroTitle: 'Preparate para la UTN a distancia, desde tu casa',
    heroSubtitle:
      'Para quienes viven lejos de la ciudad, trabajan o no pueden cursar presencial: el material y la práctica del ingreso en un mismo lugar, sin viajar.',
    sections: [
      {
        title: 'Cuando la distancia es un obstáculo',
        content:
          'No siempre hay una academia de apoyo cerca. Si vivís en un pueblo, lejos de la facultad regional, o tenés horarios complicados, prepararte puede parecer más difícil que para alguien que tiene la academia a diez cuadras.\n\nCon Ingresá la distancia deja de importar para la preparación: el temario, las mini clases, los ejercicios y los simuladores están disponibles desde cualquier lugar con internet.',
      },
      {
        title: 'Dudas resueltas sin un profe al lado',
        content:
          'Lo más difícil de estudiar a distancia es quedarse trabado sin nadie a quien preguntar. Por eso cada ejercicio trae su explicación paso a paso, y las mini clases incluyen ejemplos resueltos.\n\nSi aun así algo no cierra, el tutor con IA te acompaña a cualquier hora: le contás dónde te trabaste y te guía para que llegues vos al resultado, en vez de dártelo hecho.',
      },
      {
        title: 'Material para estudiar sin conexión',
        content:
          'Si tu conexión es inestable o preferís estudiar en papel, descargá los cuadernillos en PDF de matemática, física y química. Traen el temario, la teoría, ejercicios por tema y las soluciones paso a paso.\n\nPodés imprimirlos o leerlos sin conexión, y cuando vuelvas a tener señal, pasar a los simuladores para medir lo que aprendiste.',
      },
      {
        title: 'Lo que tenés que consultar con tu facultad',
        content:
          'Ingresá te prepara para el examen, pero no gestiona tu ingreso ni forma parte de la UTN. Las modalidades, las fechas y los requisitos de inscripción los define cada facultad regional.\n\nAntes de armar tu plan, revisá los canales oficiales de la facultad regional donde querés estudiar y confirmá qué tenés que hacer y cuándo. Con eso claro, organizá tus semanas de práctica hacia esa fecha.',
      },
      {
        title: 'Una rutina posible desde casa',
        content:
          'Si estudiás a distancia, la rutina la ponés vos. Una opción que funciona: tres días de teoría y ejercicios, un día de repaso de errores y un simulador el fin de semana para ver cómo venís.\n\nAvisale a tu familia tus horarios de estudio, así te respetan ese tiempo, y elegí siempre el mismo rincón de la casa. La constancia pesa más que la cantidad de horas sueltas.',
      },
    ],
  },
  {
    slug: 'curso-verano-utn',
    title: 'Curso de verano para el ingreso a la UTN | Ingresá',
    description:
      'Aprovechá el verano para preparar el ingreso a la UTN: un plan de ocho semanas con descanso incluido, ejercicios resueltos y simuladores online.',
    keywords: [
      'curso de verano UTN',
      'preparación ingreso en verano',
      'estudiar en vacaciones para la UTN',
      'curso verano ingeniería',
      'ingreso UTN verano',
    ],
    heroTitle: 'Usá el verano para llegar preparado a la UTN',
    heroSubtitle:
      'Unas horas por día durante las vacaciones alcanzan para repasar la secundaria y practicar lo que suele tomar el examen, sin resignar el descanso.',
    sections: [
      {
        title: 'Por qué el verano es un buen momento',
        content:
          'Sin pruebas ni trabajos prácticos de la escuela, el verano te deja la cabeza libre para repasar con calma. Es el momento ideal para cerrar las dudas de álgebra, funciones o física que arrastrás de años anteriores.\n\nNo hace falta estudiar el día entero. Con dos o tres horas a la mañana, cuando hace menos calor y hay menos distracciones, avanzás mucho más de lo que parece en pocas semanas.',
      },
      {
        title: 'Un plan de ocho semanas',
        content:
          'Semanas 1 y 2: álgebra básica y ecuaciones, la base de lo que sigue. Semanas 3 y 4: funciones, geometría y trigonometría. Semanas 5 y 6: física o química, según las materias de tu ingreso. Semana 7: estadística y repaso de los temas débiles.\n\nSemana 8: simuladores con tiempo real y revisión de errores. Si tu facultad regional toma otras materias o temas, ajustá el plan: revisá su información oficial antes de empezar.',
      },
      {
        title: 'Estudiar sin quemarte',
        content:
          'Dejá al menos un día libre por semana y respetá las salidas y el descanso. Una preparación sostenida de ocho semanas rinde más que dos semanas de encierro total seguidas de abandono.\n\nUna buena rutina de verano: media hora de mini clase, una hora de ejercicios y, dos veces por semana, un simulador corto de 10 o 15 preguntas para ver cómo venís.',
      },
      {
        title: 'Tu verano con Ingresá',
        content:
          'Tenés más de 400 ejercicios y mini clases de matemática, física y química, simuladores ilimitados, estadísticas por tema y un tutor con IA que responde también a las once de la noche de un domingo.\n\nSi vas a estudiar el verano entero, el Plan Premium anual te sale más conveniente que pagar semana a semana, y podés cancelar cuando quieras.',
      },
      {
        title: 'Si el verano se te pasa volando',
        content:
          'Si ya pasaron varias semanas de vacaciones y no arrancaste, no intentes recuperar el tiempo perdido de golpe. Hacé un simulador por materia, mirá tus temas débiles y concentrate primero en ellos.\n\nCon cuatro semanas bien usadas también se avanza mucho. Lo que no conviene es dejar la preparación para los últimos días, cuando los nervios hacen que cueste más concentrarse.',
      },
    ],
  },
  {
    slug: 'simulador-utn',
    title: 'Simulador del examen de ingreso a la UTN | Ingresá',
    description:
      'Practicá con simuladores ilimitados del ingreso a la UTN: elegí materia, temas, cantidad de preguntas, tiempo y dificultad, y mirá tu resultado por tema.',
    keywords: [
      'simulador UTN',
      'simulador ingreso UTN',
      'examen de prueba UTN',
      'simulador examen ingeniería',
      'practicar examen UTN online',
    ],
    heroTitle: 'Simulador de examen UTN ilimitado',
    heroSubtitle:
      'Configurá cada simulador a tu medida, respondé con el reloj en marcha y recibí un informe por tema para saber exactamente qué repasar.',
    sections: [
      {
        title: 'Qué es el simulador de Ingresá',
        content:
          'Es un examen de práctica que armás vos. Elegís la materia (matemática, física o química), los temas que querés evaluar, la cantidad de preguntas, el tiempo disponible y la dificultad, y el simulador arma las preguntas.\n\nPodés hacer los simuladores que quieras: no hay límite. Y las preguntas van variando de un simulador a otro, así que no terminás memorizando respuestas.',
      },
      {
        title: 'Todas las opciones de configuración',
        content:
          'Cantidad de preguntas: 10, 15, 20, 25 o 30. Tiempo: 30, 45, 60, 90 o 120 minutos. Dificultad: fácil, medio o difícil. Temas: uno, varios o el programa completo de la materia.\n\nCon esas combinaciones podés hacer desde un control rápido de 10 preguntas sobre un solo tema hasta una práctica larga de 30 preguntas que recorre la materia entera.',
      },
      {
        title: 'Qué ves al terminar',
        content:
          'Después de cada respuesta sabés si acertaste y ves la explicación. Al final del simulador tenés tu porcentaje de aciertos, las respuestas correctas e incorrectas, el tiempo que usaste y el resultado de cada tema por separado.\n\nEse detalle por tema es lo más valioso: un 70 % general puede esconder un tema al 30 %. Tus últimos resultados quedan en el historial, y cada respuesta alimenta tus estadísticas y tu ranking.',
      },
      {
        title: 'Cada cuánto hacer un simulador',
        content:
          'Al principio, uno por semana por materia alcanza para medir el avance sin cortar el estudio. En las últimas semanas antes del examen, subí la frecuencia y sumá simuladores largos con tiempo ajustado.\n\nLo importante no es la cantidad, sino lo que hacés después: revisar cada error, volver a la mini clase del tema flojo y repetir un simulador de ese tema unos días más tarde.',
      },
      {
        title: 'Por qué practicar con simuladores',
        content:
          'Resolver ejercicios sueltos y rendir un examen son cosas distintas. En un examen tenés que cambiar de tema en cada pregunta, manejar el reloj y sostener la concentración, y eso solo se aprende haciéndolo.\n\nEl simulador te pone en esa situación tantas veces como quieras, sin la presión de una nota real. Cuando llegue el examen, el formato ya te va a resultar familiar.',
      },
    ],
  },
  {
    slug: 'simulador-examen-ingreso',
    title: 'Simulador de examen de ingreso: cómo configurarlo | Ingresá',
    description:
      'Configurá un simulador de examen de ingreso con el ritmo real: tres minutos por pregunta, dificultad progresiva y temas elegidos. Una guía práctica.',
    keywords: [
      'simulador examen de ingreso',
      'simulador de examen',
      'examen de ingreso online',
      'practicar con tiempo',
      'simulador examen universidad',
    ],
    heroTitle: 'Un simulador de examen con el ritmo del ingreso',
    heroSubtitle:
      'No alcanza con saber los temas: también hay que resolverlos a tiempo. Así podés configurar tus simuladores para entrenar el ritmo real del examen.',
    sections: [
      {
        title: 'El ritmo: tres minutos por pregunta',
        content:
          'El examen de ingreso a la UTN suele tener 60 preguntas de opción múltiple en 3 horas. Eso da un promedio de tres minutos por pregunta, y conviene entrenar con ese ritmo desde temprano.\n\nEn Ingresá lo reproducís fácil: 10 preguntas en 30 minutos, 20 en 60 o 30 en 90 mantienen exactamente esos tres minutos por pregunta. Empezá corto y andá sumando preguntas a medida que ganás resistencia.',
      },
      {
        title: 'Subí la dificultad de a poco',
        content:
          'Si tus primeros simuladores salen mal, no te desanimes: empezá en dificultad fácil para ganar confianza y pasá a medio cuando superes el 70 % de aciertos. El nivel difícil dejalo para las últimas semanas.\n\nOtra forma de exigirte es ajustar el tiempo: las mismas 20 preguntas en 45 minutos en lugar de 60 te obligan a decidir más rápido, algo muy útil cuando el día del examen aparecen los nervios.',
      },
      {
        title: 'Elegí los temas con intención',
        content:
          'Un simulador con el programa completo te da una foto general; uno con dos o tres temas te permite profundizar. Alterná los dos tipos: el general para medir, el específico para entrenar lo que te cuesta.\n\nUsá tus estadísticas para decidir: si funciones y trigonometría aparecen como temas débiles, armá un simulador solo con ellos y repetilo hasta que dejen de estar en la lista.',
      },
      {
        title: 'Después del simulador viene lo importante',
        content:
          'Cuando terminás, mirá el resultado por tema y revisá una por una las preguntas que erraste con su explicación. Preguntate si el error fue de concepto, de cuenta o de lectura del enunciado.\n\nSi fue de concepto, volvé a la mini clase; si fue de cuenta, practicá más ejercicios de ese tipo. Y si no entendés la explicación, pedile al tutor con IA que te la cuente de otra forma.',
      },
    ],
  },
  {
    slug: 'simulacro-ingreso-utn',
    title: 'Simulacro de ingreso UTN: ensayá el día del examen | Ingresá',
    description:
      'Hacé un simulacro del ingreso a la UTN en condiciones reales: reloj, silencio y sin ayuda. Cómo armarlo con dos simuladores y cómo revisarlo después.',
    keywords: [
      'simulacro ingreso UTN',
      'simulacro examen UTN',
      'examen de prueba ingreso',
      'ensayo examen ingeniería',
      'simulacro online UTN',
    ],
    heroTitle: 'Ensayá el examen antes del examen',
    heroSubtitle:
      'Un simulacro en condiciones reales te muestra cómo rendís con cansancio, nervios y reloj. Acá te contamos cómo armarlo con Ingresá.',
    sections: [
      {
        title: 'Qué diferencia a un simulacro de la práctica',
        content:
          'Cuando practicás, podés parar, buscar una fórmula o consultar. En un simulacro no: te sentás, ponés el reloj y respondés como si fuera el examen de verdad. Lo que medís no es solo cuánto sabés, sino cómo lo aplicás bajo presión.\n\nPor eso vale la pena hacer al menos dos o tres simulacros completos en las últimas semanas, dejando varios días entre uno y otro para corregir lo que salga mal.',
      },
      {
        title: 'Cómo armar un simulacro de tres horas',
        content:
          'El examen suele tener 60 preguntas de opción múltiple en 3 horas. Con Ingresá podés reproducirlo encadenando dos simuladores de 30 preguntas y 90 minutos cada uno, por ejemplo uno de matemática y otro de física o química, según lo que tome tu facultad regional.\n\nHacelos uno detrás del otro, con una pausa corta de cinco minutos como mucho. Así entrenás también la concentración sostenida, que suele ser lo que más cae en la segunda mitad.',
      },
      {
        title: 'Las condiciones importan',
        content:
          'Elegí un lugar silencioso, dejá el celular en otra habitación y tené a mano solo lo que vas a poder usar ese día: hojas, lápiz y lo que tu facultad permita.\n\nNo pauses para buscar nada. Si una pregunta te traba demasiado, decidí con lo que tenés y seguí adelante: administrar el tiempo también se entrena, y quedarse diez minutos en una sola pregunta es un lujo que el examen no te da.',
      },
      {
        title: 'La revisión, al día siguiente',
        content:
          'Con la cabeza descansada, revisá los resultados por tema de los dos simuladores y las explicaciones de cada error. Anotá los temas que se repiten en la lista de débiles de tus estadísticas.\n\nEsos temas son tu tarea hasta el próximo simulacro. Cuando en un nuevo ensayo dejen de aparecer, sabés que el trabajo dio resultado.',
      },
      {
        title: 'Cuántos simulacros hacer',
        content:
          'Dos o tres simulacros completos en el último mes suelen alcanzar. Más que eso puede cansarte y quitarle tiempo al repaso de tus temas débiles, que es donde de verdad se gana puntaje.\n\nEntre simulacro y simulacro, seguí con simuladores cortos por tema. El simulacro completo es la prueba general; el trabajo fino se hace durante la semana.',
      },
    ],
  },
  {
    slug: 'tutor-ia-utn',
    title: 'Tutor con IA para el ingreso a la UTN | Ingresá',
    description:
      'Un tutor con inteligencia artificial que te guía paso a paso en matemática, física y química para el ingreso a la UTN, disponible a cualquier hora.',
    keywords: [
      'tutor IA UTN',
      'tutor inteligencia artificial ingreso',
      'ayuda con ejercicios UTN',
      'profesor virtual ingreso',
      'chat para estudiar matemática',
    ],
    heroTitle: 'Un tutor con IA que te acompaña a cualquier hora',
    heroSubtitle:
      'Preguntale lo que no entendiste de un ejercicio o de un tema y te guía paso a paso, para que llegues vos al resultado.',
    sections: [
      {
        title: 'Cómo funciona el tutor',
        content:
          'Dentro de Ingresá tenés un chat flotante siempre a mano. Lo abrís, escribís tu duda y el tutor te responde con una explicación guiada, en español y con el lenguaje de la secundaria.\n\nNo tiene horario: funciona igual un martes a la tarde que un domingo a la medianoche, justo cuando te trabás con el ejercicio que tenías que terminar.',
      },
      {
        title: 'Te guía, no te hace la tarea',
        content:
          'El objetivo del tutor no es darte un número para que lo copies, sino ayudarte a entender el camino. Te acompaña paso a paso por el razonamiento, para que cada decisión del planteo tenga sentido.\n\nAsí aprendés de verdad, que es lo único que sirve el día del examen: ahí no hay chat, y lo que cuenta es que sepas plantear el problema por tu cuenta.',
      },
      {
        title: 'Cómo hacerle buenas preguntas',
        content:
          'Cuanto más concreta la pregunta, mejor la respuesta. En lugar de "no entiendo funciones", probá con "no entiendo por qué la pendiente de esta recta es negativa", o copiá el enunciado y contá en qué paso te perdiste.\n\nTambién podés pedirle que te explique un concepto con otro ejemplo o que revise tu razonamiento. Usalo como usarías a un compañero que sabe mucho y tiene paciencia.',
      },
      {
        title: 'Un complemento del resto del material',
        content:
          'El tutor funciona mejor junto con el resto de Ingresá: las mini clases para la teoría, los ejercicios con explicación paso a paso para practicar y los simuladores para medirte.\n\nComo toda inteligencia artificial, puede equivocarse. Si una respuesta no te convence, compará con la explicación del ejercicio o la mini clase del tema: entender por qué algo está bien o mal también es estudiar.',
      },
      {
        title: 'Ejemplos de lo que podés preguntarle',
        content:
          'Matemática: "¿por qué se da vuelta la desigualdad cuando divido por un número negativo?". Física: "¿cómo sé si un problema es de MRU o de MRUV?". Química: "¿qué diferencia hay entre molaridad y porcentaje m/v?".\n\nSon preguntas de concepto, las que más cuesta resolver leyendo una solución. Con el tutor las podés charlar hasta que la idea quede clara.',
      },
    ],
  },
  {
    slug: 'profesor-particular-utn',
    title: '¿Profesor particular para la UTN? Otra opción | Ingresá',
    description:
      '¿Buscás profesor particular para el ingreso a la UTN? Mirá cómo combinar clases con práctica online, un tutor con IA a cualquier hora y simuladores.',
    keywords: [
      'profesor particular UTN',
      'profesor ingreso UTN',
      'profe de matemática ingreso',
      'apoyo escolar ingreso universidad',
      'tutor para la UTN',
    ],
    heroTitle: '¿Necesitás un profesor particular para la UTN?',
    heroSubtitle:
      'Un profe puede ayudarte mucho, pero no es la única opción. Mirá qué te da cada alternativa y cómo combinarlas para prepararte mejor.',
    sections: [
      {
        title: 'Qué aporta un profesor particular',
        content:
          'Un buen profesor particular te explica a tu ritmo, detecta en qué te equivocás y te ordena el estudio. Si tenés la posibilidad y encontrás a alguien que conozca el programa del ingreso, puede ser una gran ayuda.\n\nLos límites suelen ser el tiempo y el costo: una o dos clases por semana no alcanzan para practicar lo que el examen pide, y las dudas aparecen justo cuando el profe no está.',
      },
      {
        title: 'Lo que Ingresá te da entre clase y clase',
        content:
          'Ingresá no es un profesor humano ni pretende reemplazar a uno. Es una plataforma con más de 400 ejercicios y mini clases, cada ejercicio explicado paso a paso, simuladores ilimitados y un tutor con IA que responde a cualquier hora.\n\nEso cubre la parte que una clase semanal no alcanza: la práctica diaria, la consulta a las once de la noche y la medición constante de tu avance.',
      },
      {
        title: 'Cómo combinar las dos cosas',
        content:
          'Si tenés profe, usá las estadísticas de Ingresá para llevar a cada clase tus temas débiles concretos. En lugar de "repasemos física", vas con "en electricidad acierto el 40 %, veamos por qué".\n\nDespués de la clase, reforzá con ejercicios del mismo tema y un simulador corto. Así cada hora con el profesor rinde mucho más, porque se dedica a lo que de verdad necesitás.',
      },
      {
        title: 'Si no tenés profesor',
        content:
          'Mucha gente se prepara sin clases particulares. Lo que necesitás es un plan, material confiable, práctica con devolución y alguien a quien consultar cuando te trabás.\n\nEn Ingresá tenés las cuatro cosas: el temario ordenado, ejercicios resueltos, simuladores con resultados por tema y el tutor con IA. Más de 700 estudiantes ya se prepararon así.',
      },
      {
        title: 'Preguntas para hacerle a un profe antes de empezar',
        content:
          '¿Conoce los temas del ingreso de tu facultad regional? ¿Propone ejercicios para hacer entre clase y clase? ¿Cómo mide tu avance? Las respuestas te dicen mucho de cómo va a trabajar.\n\nSi decidís tomar clases, pedile que empiece por un diagnóstico. Y si ya usás Ingresá, mostrale tus estadísticas: le ahorran varias clases de averiguar dónde estás.',
      },
    ],
  },
  {
    slug: 'clases-particulares-utn',
    title: 'Clases particulares para el ingreso a la UTN | Ingresá',
    description:
      'Para familias que evalúan clases particulares para el ingreso a la UTN: qué mirar, cuánto practicar y cómo acompañar la preparación desde casa.',
    keywords: [
      'clases particulares UTN',
      'clases de apoyo ingreso UTN',
      'clases particulares matemática ingreso',
      'apoyo para el ingreso universitario',
      'clases de física para ingeniería',
    ],
    heroTitle: 'Clases particulares para el ingreso: una guía para familias',
    heroSubtitle:
      'Si tu hijo o tu hija se prepara para entrar a la UTN, te contamos qué buscar en una clase de apoyo y cómo complementarla con práctica diaria.',
    sections: [
      {
        title: 'Qué mirar antes de contratar clases',
        content:
          'Antes de elegir, conviene saber qué materias y temas entran en el ingreso de la facultad regional donde se va a inscribir: esa información la publica cada facultad. Con eso, buscá a alguien que conozca esos contenidos, no solo la materia en general.\n\nTambién ayuda que haya un diagnóstico inicial. Saber desde el principio qué temas están flojos evita pagar clases sobre lo que ya se domina.',
      },
      {
        title: 'La práctica es la otra mitad',
        content:
          'Una clase particular explica, pero el aprendizaje se consolida resolviendo ejercicios sin ayuda, con errores y correcciones. Sin esa práctica entre clases, lo explicado se olvida rápido.\n\nIngresá cubre esa parte: ejercicios de matemática, física y química con su explicación paso a paso, simuladores con tiempo y un tutor con IA para las dudas que surgen fuera de horario.',
      },
      {
        title: 'Cómo acompañar desde casa',
        content:
          'No hace falta saber física para ayudar. Lo que más sirve es acompañar la constancia: preguntar qué temas se trabajaron en la semana, ayudar a sostener un horario fijo y celebrar los avances.\n\nLas estadísticas de Ingresá muestran el porcentaje de aciertos, el tiempo estudiado y la evolución en el tiempo. Mirarlas juntos una vez por semana es una forma concreta de seguir el proceso sin presionar.',
      },
      {
        title: 'Costos para comparar',
        content: `El Plan Premium de Ingresá cuesta ${annualPrice} por año, menos de ${annualPerMonthCeiling} por mes, y el Plan Semanal ${weeklyPrice} por semana. Se paga con Mercado Pago y se puede cancelar en cualquier momento.\n\nPuede ser la preparación completa o el complemento de unas pocas clases particulares enfocadas en los temas que más cuestan. Más de 700 estudiantes ya se prepararon con Ingresá.`,
      },
      {
        title: 'Señales de que la preparación va bien',
        content:
          'El porcentaje de aciertos sube de a poco, los temas débiles cambian con las semanas y los simuladores se completan sin que se acabe el reloj. Son señales más confiables que la sensación de "entendí" después de una clase.\n\nSi pasan varias semanas sin cambios, conviene revisar el plan: quizás hace falta más práctica, otro enfoque en las clases o más tiempo para los temas de base.',
      },
    ],
  },
  {
    slug: 'precios-utn',
    title: 'Precios de la preparación para el ingreso UTN | Ingresá',
    description: `Cuánto cuesta prepararte con Ingresá: Plan Premium a ${annualPrice} por año o Plan Semanal a ${weeklyPrice} por semana. Pagás con Mercado Pago y cancelás cuando quieras.`,
    keywords: [
      'precios ingreso UTN',
      'cuánto cuesta preparar la UTN',
      'precio curso ingreso UTN',
      'Ingresá precio',
      'plan anual ingreso UTN',
    ],
    heroTitle: 'Cuánto cuesta prepararte para la UTN con Ingresá',
    heroSubtitle:
      'Dos precios claros según cuánto tiempo te vas a preparar, con el mismo contenido completo y el pago por Mercado Pago.',
    sections: [
      {
        title: 'Los dos precios',
        content: `Plan Premium: ${annualPrice} por año. Es el plan más conveniente: equivale a ${perMonth} por mes y ahorrás ${annualSaving} frente a 52 semanas del Plan Semanal. Plan Semanal: ${weeklyPrice} por semana, pensado para una preparación corta.\n\nLos dos dan acceso a lo mismo: simuladores ilimitados, más de 400 ejercicios y mini clases con explicación paso a paso, tutor con IA, estadísticas con ranking nacional y cuadernillos para descargar.`,
      },
      {
        title: 'La cuenta que conviene hacer',
        content: `Siete semanas del Plan Semanal suman ${breakEvenWeeksPrice}, casi lo mismo que un año entero del Plan Premium. A partir de la octava semana, el anual ya te sale más barato, y te queda el resto del año de acceso.\n\nDividido por meses, el Plan Premium queda por debajo de ${annualPerMonthCeiling} mensuales. Si tu preparación va a durar más de un par de meses, es la opción lógica.`,
      },
      {
        title: 'Cómo se paga',
        content:
          'El pago se hace con Mercado Pago. Elegís el plan, ingresás tu e-mail, lo confirmás con un código de seis dígitos y te redirigimos a Mercado Pago para pagar.\n\nSi el pago queda pendiente, la acreditación puede demorar hasta 24 horas: Mercado Pago te avisa por e-mail cuando se resuelve y tu acceso se activa apenas se acredita. Si el pago falla, no se te cobra nada y podés intentarlo de nuevo.',
      },
      {
        title: 'Sin permanencia',
        content:
          'Podés cancelar tu suscripción cuando quieras. No hay permanencia mínima: si ya te preparaste y no lo necesitás más, la das de baja.\n\nSi tenés dudas sobre un cobro o sobre tu suscripción, escribinos al correo de soporte que aparece en el sitio. Preferimos que tengas cada detalle claro antes de pagar.',
      },
      {
        title: 'Lo que cuesta por día',
        content: `Llevado a días, el Plan Premium sale alrededor de ${annualPerDay} diarios durante un año. El Plan Semanal, unos ${weeklyPerDay} por día mientras lo tengas activo.\n\nPensalo en relación con lo que usás: si estudiás un rato casi a diario, con ejercicios, simuladores y consultas al tutor, el anual rinde mucho más. Si solo necesitás un repaso de un par de semanas, el semanal es suficiente.`,
      },
    ],
  },
  {
    slug: 'planes-utn',
    title: 'Planes de Ingresá: Premium o Semanal | Ingresá',
    description:
      'Compará el Plan Premium anual y el Plan Semanal de Ingresá para el ingreso a la UTN: qué incluye cada uno, para quién conviene y cómo suscribirte.',
    keywords: [
      'planes ingreso UTN',
      'plan premium Ingresá',
      'plan semanal Ingresá',
      'suscripción ingreso UTN',
      'comparar planes preparación',
    ],
    heroTitle: 'Elegí el plan que se ajusta a tu preparación',
    heroSubtitle:
      'Plan Premium por año o Plan Semanal por semana: mismo contenido completo, distinta duración. Te ayudamos a decidir.',
    sections: [
      {
        title: 'Qué incluyen los dos planes',
        content:
          'No hay versiones recortadas: con cualquiera de los dos planes accedés al contenido completo. Simuladores de examen ilimitados, más de 400 ejercicios y mini clases de matemática, física y química, el tutor con IA, las estadísticas con ranking nacional y los cuadernillos en PDF.\n\nLa diferencia está en cómo pagás y por cuánto tiempo: el Premium se paga por año y el Semanal, semana a semana.',
      },
      {
        title: 'Plan Premium: para prepararte con tiempo',
        content: `Cuesta ${annualPrice} por año, equivale a ${perMonth} por mes y es el más conveniente: ahorrás ${annualSaving} frente a 52 semanas del Plan Semanal. Es ideal si arrancás con meses de anticipación, si querés repasar durante el último año de la secundaria o si preferís no pensar en pagos semanales.\n\nTe da acceso completo durante el año entero, así que podés seguir usando el material aunque tu fecha de examen cambie o quieras volver a rendir.`,
      },
      {
        title: 'Plan Semanal: para un empujón final',
        content: `Cuesta ${weeklyPrice} por semana. Sirve si te quedan pocas semanas, si querés probar la plataforma antes de comprometerte o si necesitás un repaso puntual.\n\nTené en cuenta que a partir de la octava semana el Plan Semanal termina costando más que el Premium de un año. Si ves que tu preparación se va a estirar, el Premium es la mejor opción.`,
      },
      {
        title: 'Cómo suscribirte en cuatro pasos',
        content:
          'Uno: elegís el plan. Dos: escribís tu e-mail. Tres: ingresás el código de seis dígitos que te llega por correo, sin crear contraseña. Cuatro: pagás con Mercado Pago y listo.\n\nDesde ese momento tenés disponible en tu panel: materias, simuladores, estadísticas y cuadernillos. Y podés cancelar la suscripción cuando quieras.',
      },
      {
        title: 'Preguntas frecuentes sobre los planes',
        content:
          '¿Puedo cancelar? Sí, cuando quieras. ¿Necesito una contraseña? No: entrás con tu e-mail y un código de seis dígitos. ¿Cómo pago? Con Mercado Pago.\n\n¿Qué pasa si el pago queda pendiente? Mercado Pago puede tardar hasta 24 horas en acreditarlo y te avisa por e-mail; tu acceso se activa apenas se acredita. ¿Y si falla? No se te cobra nada y podés volver a intentarlo.',
      },
    ],
  },
  {
    slug: 'ejercicios-matematica-utn',
    title: 'Ejercicios de matemática para el ingreso UTN | Ingresá',
    description:
      'Ejercicios de matemática del ingreso a la UTN con ejemplos resueltos: operaciones combinadas, ecuaciones y rectas, explicados paso a paso.',
    keywords: [
      'ejercicios de matemática UTN',
      'ejercicios ingreso UTN matemática',
      'ejercicios resueltos de álgebra',
      'ecuaciones ejercicios ingreso',
      'práctica de matemática ingeniería',
    ],
    heroTitle: 'Ejercicios de matemática como los del ingreso',
    heroSubtitle:
      'Más de 150 ejercicios de matemática con su explicación paso a paso, en tres niveles de dificultad. Acá tenés algunos ejemplos para probarte.',
    sections: [
      {
        title: 'Probá con estos tres',
        content:
          'Uno: calculá 2 + 3 · (4 − 6)². Dos: resolvé 3x − 7 = 2x + 5. Tres: ¿cuál es la pendiente de la recta que pasa por los puntos (1, 2) y (3, 8)?\n\nIntentalos con lápiz y papel antes de mirar las soluciones de la sección siguiente. Si los resolvés rápido y sin dudar, tenés una buena base; si alguno te costó, ya sabés por dónde empezar.',
      },
      {
        title: 'Las soluciones, paso a paso',
        content:
          'Uno: primero el paréntesis, 4 − 6 = −2; después la potencia, (−2)² = 4; luego el producto, 3 · 4 = 12; y al final la suma: 2 + 12 = 14. Dos: pasás los términos con x a un lado y los números al otro, 3x − 2x = 5 + 7, así que x = 12.\n\nTres: la pendiente es el cociente entre la variación de y y la de x: (8 − 2) / (3 − 1) = 6 / 2 = 3. Así están explicados los ejercicios de Ingresá: con cada paso a la vista.',
      },
      {
        title: 'Tres niveles y dos formatos',
        content:
          'Los ejercicios están clasificados en fácil, medio y difícil, y vienen en formato de opción múltiple o de verdadero o falso. Los fáciles afirman el concepto; los difíciles piden más pasos y combinar ideas.\n\nEstán agrupados por tema: álgebra básica, ecuaciones y sistemas, funciones, geometría, trigonometría y estadística y probabilidad. Así podés practicar justo lo que estás estudiando esa semana.',
      },
      {
        title: 'Cómo practicar para que rinda',
        content:
          'Resolvé primero sin mirar nada, aunque tardes. Después compará con la explicación paso a paso, aciertes o no: a veces llegás bien por un camino más largo y la explicación te muestra uno más corto.\n\nCuando un tema te salga con soltura, medilo en un simulador de matemática con ese tema. Y si un ejercicio te sigue sin cerrar, el tutor con IA te lo explica de otra manera.',
      },
      {
        title: 'Un cuarto ejercicio, un poco más difícil',
        content:
          'Un rectángulo tiene 20 cm de perímetro y su largo mide 4 cm más que su ancho. ¿Cuál es su área? Acá hay que traducir el enunciado a una ecuación, que es justo lo que más cuesta.\n\nSi el ancho es a, el largo es a + 4, y el perímetro queda 2 · (a + a + 4) = 20. Entonces 4a + 8 = 20, a = 3 y el largo es 7. El área es 3 · 7 = 21 cm².',
      },
    ],
  },
  {
    slug: 'ejercicios-fisica-utn',
    title: 'Ejercicios de física para el ingreso UTN resueltos | Ingresá',
    description:
      'Ejercicios de física del ingreso a la UTN: conversión de unidades, caída libre y ley de Ohm resueltos paso a paso, y más de 150 problemas para practicar.',
    keywords: [
      'ejercicios de física UTN',
      'ejercicios de física ingreso',
      'problemas de cinemática resueltos',
      'ley de Ohm ejercicios',
      'física ingreso ingeniería',
    ],
    heroTitle: 'Ejercicios de física para entrenar el planteo',
    heroSubtitle:
      'Problemas de mecánica, calor, ondas, electricidad, óptica y física moderna, cada uno con su explicación completa. Empezá por estos tres.',
    sections: [
      {
        title: 'Tres problemas para arrancar',
        content:
          'Uno: un auto viaja a 72 km/h, ¿cuál es su velocidad en m/s? Dos: se deja caer una piedra desde el reposo; con g = 9,8 m/s², ¿qué velocidad tiene a los 2 segundos? Tres: una resistencia de 10 ohm está conectada a 20 V, ¿qué corriente circula?\n\nResolvelos antes de seguir leyendo. Son ejercicios cortos, pero cada uno pone a prueba una idea clave del ingreso.',
      },
      {
        title: 'Cómo se resuelven',
        content:
          'Uno: 1 km/h equivale a 1000 m en 3600 s, así que para pasar a m/s dividís por 3,6: 72 / 3,6 = 20 m/s. Dos: en caída libre desde el reposo, v = g · t = 9,8 · 2 = 19,6 m/s.\n\nTres: por la ley de Ohm, I = V / R = 20 V / 10 ohm = 2 A. En los tres casos el paso clave es el mismo: identificar la relación correcta y cuidar las unidades.',
      },
      {
        title: 'Los tropiezos que más se ven en física',
        content:
          'Mezclar unidades es el primero: kilómetros con metros, horas con segundos, gramos con kilogramos. El segundo es olvidar el signo de la aceleración o de la velocidad cuando un cuerpo sube y después baja.\n\nEl tercero es usar la fórmula equivocada, por ejemplo la de MRU cuando hay aceleración. En Ingresá muchas explicaciones muestran por qué las opciones incorrectas son incorrectas, así aprendés a reconocer esas trampas.',
      },
      {
        title: 'Más de 150 para practicar',
        content:
          'El banco de física tiene más de 150 ejercicios de opción múltiple y de verdadero o falso, en tres dificultades, repartidos en mecánica, termodinámica, ondas, electricidad, óptica y física moderna.\n\nPracticá por tema, medí tu avance con simuladores de física y, si te trabás, pedile una pista al tutor con IA en lugar de mirar directamente la solución.',
      },
      {
        title: 'Un problema de energía para cerrar',
        content:
          'Un cuerpo de 2 kg se suelta desde 5 m de altura. Sin rozamiento, ¿con qué energía cinética llega al piso? La energía potencial inicial es m · g · h = 2 · 9,8 · 5 = 98 J, y al llegar abajo se transformó por completo en cinética: 98 J.\n\nFijate que no hizo falta calcular la velocidad. Elegir la herramienta adecuada, en este caso la conservación de la energía, ahorra pasos y tiempo en el examen.',
      },
    ],
  },
  {
    slug: 'ejercicios-quimica-utn',
    title: 'Ejercicios de química para el ingreso a la UTN | Ingresá',
    description:
      'Ejercicios de química para el ingreso: neutrones, moles, molaridad y pH resueltos paso a paso, y más de 150 problemas en tres dificultades.',
    keywords: [
      'ejercicios de química UTN',
      'ejercicios de química ingreso',
      'ejercicios de moles resueltos',
      'molaridad ejercicios',
      'pH ejercicios resueltos',
    ],
    heroTitle: 'Ejercicios de química resueltos para el ingreso',
    heroSubtitle:
      'Del átomo a la estequiometría y el pH: problemas con su solución explicada para que entiendas el razonamiento y no solo la cuenta.',
    sections: [
      {
        title: 'Cuatro ejercicios de muestra',
        content:
          'Uno: un átomo de cloro tiene Z = 17 y A = 35, ¿cuántos neutrones tiene? Dos: ¿cuántos moles hay en 36 g de agua, si su masa molar es 18 g/mol? Tres: se disuelven 0,5 mol de NaCl hasta completar 250 mL de solución, ¿cuál es la molaridad?\n\nCuatro: una solución tiene una concentración de iones H+ de 0,001 mol/L, ¿cuál es su pH? Anotá tus respuestas y comparalas con las soluciones de abajo.',
      },
      {
        title: 'Resolución de cada uno',
        content:
          'Uno: el número másico cuenta protones y neutrones, entonces N = A − Z = 35 − 17 = 18. Dos: n = masa / masa molar = 36 g / 18 g/mol = 2 mol. Tres: la molaridad son moles por litro, y 250 mL son 0,25 L: 0,5 / 0,25 = 2 M.\n\nCuatro: 0,001 es 10 elevado a la −3, y el pH es ese exponente cambiado de signo: pH = 3, una solución ácida. En el tercero, el error típico es dividir por 250 sin pasar a litros.',
      },
      {
        title: 'Cómo están organizados los ejercicios',
        content:
          'El banco de química tiene más de 150 ejercicios repartidos en seis temas: estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química. Cada uno está marcado como fácil, medio o difícil.\n\nLa explicación sigue siempre el mismo formato: una serie de pasos numerados y un resultado final. Eso te permite ubicar exactamente en qué paso te equivocaste.',
      },
      {
        title: 'Una rutina de práctica para química',
        content:
          'Antes de cada sesión, repasá la mini clase del tema: en química un concepto mal entendido, como el de mol, arrastra errores en lo que viene después. Después resolvé entre diez y quince ejercicios y revisá cada explicación.\n\nCerrá la semana con un simulador de química sobre los temas trabajados. Si querés repasar en papel, el cuadernillo de química en PDF trae teoría, ejercicios y soluciones.',
      },
    ],
  },
  {
    slug: 'ejercicios-resueltos-utn',
    title: 'Ejercicios resueltos paso a paso para la UTN | Ingresá',
    description:
      'Ejercicios resueltos de matemática, física y química para el ingreso a la UTN, con cada paso explicado. Cómo estudiar con soluciones sin caer en copiar.',
    keywords: [
      'ejercicios resueltos UTN',
      'ejercicios resueltos ingreso',
      'ejercicios paso a paso',
      'problemas resueltos ingeniería',
      'soluciones ejercicios UTN',
    ],
    heroTitle: 'Ejercicios resueltos, con cada paso a la vista',
    heroSubtitle:
      'Cada ejercicio de Ingresá muestra el razonamiento completo, no solo la respuesta. Así se usa bien una solución para aprender de verdad.',
    sections: [
      {
        title: 'Cómo es una explicación en Ingresá',
        content:
          'Cada explicación está dividida en pasos numerados, del primero en adelante, y termina con el resultado. Los pasos dicen qué se hace y por qué: qué propiedad se usa, qué dato se reemplaza, qué unidad se convierte.\n\nEn muchos ejercicios de opción múltiple, la explicación también muestra de dónde salen las opciones incorrectas. Si elegiste una de ellas, vas a ver exactamente qué error la produce.',
      },
      {
        title: 'Un ejemplo del formato',
        content:
          'Tomá un cálculo como 5 − 2 · (1 − 4)². Paso 1: resolvé el paréntesis, 1 − 4 = −3. Paso 2: la potencia, (−3)² = 9, porque una base negativa con exponente par da positivo. Paso 3: la multiplicación, 2 · 9 = 18. Paso 4: la resta, 5 − 18 = −13.\n\nEl resultado es −13. Si restabas 5 − 2 antes de multiplicar llegabas a 27, un error típico que suele aparecer entre las opciones: la explicación te lo señala para que no vuelva a pasar.',
      },
      {
        title: 'El riesgo de mirar la solución demasiado pronto',
        content:
          'Leer una resolución y asentir con la cabeza da una sensación de entender que muchas veces es falsa. El día del examen nadie te muestra el primer paso, y ahí se nota la diferencia.\n\nPor eso conviene intentar siempre primero, aunque sea cinco minutos, aunque no llegues al final. Recién después leé la explicación y compará con tu intento.',
      },
      {
        title: 'Cuatro pasos para estudiar con soluciones',
        content:
          'Uno: resolvé el ejercicio sin ayuda. Dos: comparalo con la explicación, paso por paso, y marcá el primer lugar donde tu camino se separa. Tres: al día siguiente, volvé a resolverlo sin mirar.\n\nCuatro: buscá otro ejercicio del mismo tema y resolvelo. Si te sale, el concepto está incorporado; si no, volvé a la mini clase o pedile al tutor con IA que te lo explique de otra manera.',
      },
      {
        title: 'Material para las tres materias',
        content:
          'Ingresá reúne más de 400 ejercicios y mini clases de matemática, física y química, cada ejercicio con su explicación paso a paso. Están ordenados por tema y por dificultad, así podés ir de lo simple a lo complejo.\n\nTambién los encontrás en los cuadernillos en PDF, con las soluciones paso a paso en una sección aparte, para estudiar en papel o sin conexión.',
      },
    ],
  },
  {
    slug: 'examen-ingreso-ingenieria',
    title: 'Examen de ingreso a ingeniería: qué evalúa | Ingresá',
    description:
      'Qué suele evaluar un examen de ingreso a ingeniería, cómo es el formato habitual en la UTN y cómo prepararte en matemática, física y química.',
    keywords: [
      'examen de ingreso ingeniería',
      'ingreso a ingeniería',
      'examen ingeniería UTN',
      'prepararse para ingeniería',
      'matemática para ingeniería',
    ],
    heroTitle: 'El examen de ingreso a ingeniería, sin misterio',
    heroSubtitle:
      'Qué suele tomarse, por qué importa más el razonamiento que la memoria y cómo organizarte para llegar bien preparado a la UTN.',
    sections: [
      {
        title: 'Qué evalúa un examen de ingreso a ingeniería',
        content:
          'Más que contenidos sueltos, el ingreso mide si tenés las herramientas para arrancar la carrera: operar con soltura, plantear problemas, interpretar gráficos y trabajar con unidades. Son habilidades que vas a usar desde las primeras semanas de cursada.\n\nLa matemática suele ocupar el centro, acompañada de física o química según la facultad y la carrera. La lista exacta de materias y temas la publica cada facultad regional: consultala antes de empezar.',
      },
      {
        title: 'El formato habitual en la UTN',
        content:
          'El examen de ingreso a la UTN suele tener 60 preguntas de opción múltiple, con 3 horas para resolverlas, y se aprueba con 4 sobre 10. Es decir, unos tres minutos por pregunta.\n\nCon opción múltiple, el desafío no es solo saber: también es leer con atención, descartar opciones y no perder tiempo en una sola pregunta. Esas habilidades se entrenan practicando con el mismo formato.',
      },
      {
        title: 'Qué cambia respecto de la secundaria',
        content:
          'En la escuela muchas veces las pruebas toman un tema por vez y los ejercicios se parecen mucho a los de clase. En el ingreso se mezclan temas y aparecen enunciados nuevos, y tenés que reconocer vos qué herramienta usar.\n\nLa mejor preparación es resolver mucha variedad: ejercicios de distintos temas, de distintas dificultades y con el reloj en marcha. Así el examen no te sorprende con un enunciado que nunca viste.',
      },
      {
        title: 'Por qué la base de álgebra decide tanto',
        content:
          'En ingeniería casi cualquier problema termina en una cuenta: despejar una incógnita, operar con potencias, simplificar una expresión. Si el álgebra no está firme, hasta un problema de física bien planteado se pierde en el último paso.\n\nPor eso, aunque te parezca un tema de años anteriores, dedicale las primeras semanas. Factoreo, fracciones algebraicas y ecuaciones cuadráticas son la base de lo que viene.',
      },
      {
        title: 'Cómo te ayuda Ingresá',
        content:
          'En Ingresá encontrás el temario de matemática, física y química ordenado por temas, mini clases con ejemplos y ejercicios con la explicación completa. Los simuladores te dejan entrenar el formato y el ritmo.\n\nLas estadísticas te muestran qué temas dominás y cuáles no, y el tutor con IA te acompaña cuando te trabás. Es una preparación independiente: las condiciones de ingreso siempre las confirma tu facultad regional.',
      },
    ],
  },
  {
    slug: 'ingreso-universidad-tecnologica',
    title: 'Ingreso a la Universidad Tecnológica Nacional | Ingresá',
    description:
      '¿Terminás la secundaria y querés entrar a la Universidad Tecnológica Nacional? Qué consultar, cómo prepararte y cómo organizar tu estudio.',
    keywords: [
      'ingreso Universidad Tecnológica Nacional',
      'ingreso UTN',
      'cómo entrar a la UTN',
      `Universidad Tecnológica Nacional ingreso ${intakeYear}`,
      'primer año en la UTN',
    ],
    heroTitle: 'Tu camino hacia la Universidad Tecnológica Nacional',
    heroSubtitle:
      'Del último año de la secundaria al primer día en la facultad: lo que conviene averiguar, cómo prepararte y qué hábitos te van a servir.',
    sections: [
      {
        title: 'Paso uno: averiguá en tu facultad regional',
        content:
          'La Universidad Tecnológica Nacional tiene facultades regionales en distintas ciudades del país, y cada una organiza su ingreso. Antes de cualquier otra cosa, entrá a los canales oficiales de la facultad regional donde querés estudiar.\n\nAhí vas a encontrar lo que importa: fechas de inscripción, documentación, materias del ingreso y modalidades. Anotá las fechas clave en un calendario y armá tu preparación hacia atrás desde ahí.',
      },
      {
        title: 'Paso dos: medí dónde estás',
        content:
          'Cada estudiante sale de la secundaria con una base distinta. Algunos llegan con álgebra firme y física floja, otros al revés. Un diagnóstico honesto te ahorra semanas de estudiar lo que ya sabés.\n\nHacé un simulador por materia con el programa completo y mirá los resultados. El porcentaje de aciertos por tema te dice con precisión qué reforzar primero.',
      },
      {
        title: 'Paso tres: construí el hábito',
        content:
          'La vida universitaria pide estudiar de forma regular, no solo antes de una prueba. El ingreso es un buen momento para empezar a construir ese hábito.\n\nFijá horarios, cumplí metas chicas y medí tu avance. Si el ingreso te encuentra con una rutina de estudio armada, el primer año también va a ser más llevadero.',
      },
      {
        title: 'Paso cuatro: elegí la carrera con información',
        content:
          'Si todavía dudás entre carreras, aprovechá la preparación para conocerte: fijate qué temas disfrutás más, si te atrapa la física, la química o la parte más matemática.\n\nTambién conviene leer los planes de estudio de las carreras que te interesan en la web oficial de la facultad y, si podés, hablar con estudiantes que ya las cursan. Elegir con información hace más fácil sostener el esfuerzo.',
      },
      {
        title: 'Cómo encaja Ingresá en el camino',
        content:
          'Ingresá es una plataforma independiente de preparación, no pertenece a la UTN. Te ofrece práctica ordenada de matemática, física y química, simuladores ilimitados, un tutor con IA y estadísticas para seguir tu progreso.\n\nMás de 700 estudiantes ya la usaron para prepararse. Vos ponés la constancia; nosotros, el material y las herramientas para que cada hora de estudio rinda.',
      },
    ],
  },
  {
    slug: 'consejos-ingreso-utn',
    title: '10 consejos para aprobar el ingreso a la UTN | Ingresá',
    description:
      'Diez consejos prácticos para preparar el ingreso a la UTN: cómo estudiar, cómo usar simuladores, cómo manejar los nervios y qué hacer el día del examen.',
    keywords: [
      'consejos ingreso UTN',
      'cómo aprobar el ingreso UTN',
      'tips examen UTN',
      'estudiar para la UTN',
      'consejos examen de ingreso',
    ],
    heroTitle: 'Diez consejos para preparar el ingreso a la UTN',
    heroSubtitle:
      'Consejos concretos para estudiar mejor, practicar con intención y llegar tranquilo al día del examen, uno por uno.',
    sections: [
      {
        title: 'Antes de empezar a estudiar',
        content:
          '1. Informate bien: revisá en tu facultad regional qué materias y temas entran y cuándo es el examen. 2. Hacé un diagnóstico: un simulador por materia te muestra desde dónde arrancás.\n\n3. Armá un plan por semanas, no una lista infinita de temas. Saber qué toca cada semana te saca la ansiedad de sentir que tenés que estudiar el programa entero a la vez.',
      },
      {
        title: 'Mientras estudiás',
        content:
          '4. Estudiá poco y seguido: una hora por día rinde más que siete horas un sábado. 5. Intentá cada ejercicio antes de mirar la solución, aunque no llegues al final.\n\n6. No avances con dudas: si algo no cierra, volvé a la mini clase o consultá al tutor con IA en el momento. 7. Repasá álgebra aunque te parezca fácil: un error de signo arruina un ejercicio entero aunque el planteo esté bien.',
      },
      {
        title: 'Cuando se acerca el examen',
        content:
          '8. Practicá con el ritmo real: el examen suele dar unos tres minutos por pregunta, y con simuladores de 20 preguntas en 60 minutos entrenás ese ritmo. 9. Revisá tus estadísticas y dedicá la última semana a tus temas débiles, no a lo que ya sabés.\n\n10. La noche anterior, dormí bien. Un repaso liviano ayuda; una maratón de estudio a último momento suele empeorar las cosas.',
      },
      {
        title: 'El día del examen',
        content:
          'Llegá con tiempo y con lo que tu facultad pida. Leé cada enunciado completo antes de mirar las opciones, y si una pregunta te traba, no te quedes clavado: seguí con las demás y volvé si te sobra tiempo.\n\nAntes de entregar, usá los minutos que queden para revisar las preguntas que dudaste. Y recordá que el examen suele aprobarse con 4 sobre 10: no hace falta la perfección, hace falta no regalar puntos.',
      },
      {
        title: 'Un consejo extra: cuidá la cabeza',
        content:
          'Los nervios son normales y hasta ayudan a estar atento. Lo que conviene evitar es que se conviertan en bloqueo: dormir bien, comer algo antes del examen y respirar hondo cuando una pregunta te traba hacen diferencia.\n\nConfiá en la práctica que hiciste. Si llegaste con varios simuladores encima, el formato y el reloj ya te resultan conocidos, y eso da tranquilidad.',
      },
    ],
  },
  {
    slug: 'guia-ingreso-utn',
    title: 'Guía del ingreso a la UTN paso a paso | Ingresá',
    description:
      'Una guía completa para preparar el ingreso a la UTN: informarte, diagnosticar tu nivel, estudiar por temas, practicar con simuladores y llegar al examen.',
    keywords: [
      'guía ingreso UTN',
      'cómo prepararse para la UTN',
      'ingreso UTN paso a paso',
      'preparación examen UTN',
      'guía examen de ingreso',
    ],
    heroTitle: 'La guía para preparar tu ingreso, de principio a fin',
    heroSubtitle:
      'Cinco etapas, desde el primer día de estudio hasta la semana del examen, con lo que conviene hacer en cada una.',
    sections: [
      {
        title: 'Etapa 1: informarte',
        content:
          'La preparación arranca por saber qué te van a tomar. Buscá en los canales oficiales de tu facultad regional las materias, los temas, las fechas y los requisitos del ingreso. Cada facultad organiza su propio proceso, así que no te guíes por lo que le tocó a un conocido en otra ciudad.\n\nCon esa información, calculá cuántas semanas tenés y cuántas horas por semana podés dedicarle.',
      },
      {
        title: 'Etapa 2: diagnóstico y plan',
        content:
          'Hacé un simulador de cada materia con el programa completo y dificultad media. Ordená los temas de peor a mejor resultado: esa lista es tu prioridad.\n\nRepartí las semanas disponibles dando más tiempo a los temas flojos, pero sin abandonar los que ya manejás. Reservá las dos últimas semanas para simuladores y repaso.',
      },
      {
        title: 'Etapa 3: estudio por temas',
        content:
          'Para cada tema, seguí siempre el mismo ciclo: mini clase, ejercicios fáciles, ejercicios de dificultad media y difíciles. Revisá la explicación paso a paso de cada error y volvé a intentarlo.\n\nCuando sientas que un tema está firme, medilo con un simulador corto de ese tema. Si pasás del 70 % de aciertos, seguí con el próximo; si no, sumale un día más de práctica.',
      },
      {
        title: 'Etapa 4: simuladores con reloj',
        content:
          'En las últimas semanas, el foco pasa de aprender a rendir. Hacé simuladores largos con el ritmo del examen, que suele ser de 60 preguntas en 3 horas: por ejemplo, 30 preguntas en 90 minutos.\n\nDespués de cada uno, revisá tus estadísticas: si un tema vuelve a aparecer como débil, regresá a la etapa 3 con ese tema.',
      },
      {
        title: 'Etapa 5: la semana del examen',
        content:
          'No estudies temas nuevos. Repasá tus errores más frecuentes, hacé uno o dos simuladores cortos para mantener el ritmo y descansá bien.\n\nEl día anterior, prepará lo que tengas que llevar según lo que indique tu facultad y acostate temprano. Llegar descansado vale más que una hora extra de estudio.',
      },
    ],
  },
  {
    slug: 'cronograma-estudio-utn',
    title: 'Cronograma de estudio semanal para la UTN | Ingresá',
    description:
      'Un cronograma de estudio semanal para el ingreso a la UTN: qué hacer cada día, cuántas horas dedicarle y cómo repartir matemática, física y química.',
    keywords: [
      'cronograma de estudio UTN',
      'plan de estudio ingreso UTN',
      'organizar el estudio',
      'horario de estudio semanal',
      'cuántas horas estudiar para la UTN',
    ],
    heroTitle: 'Un cronograma semanal para estudiar sin improvisar',
    heroSubtitle:
      'Una semana tipo, día por día, que podés adaptar a tus horarios de la escuela, el trabajo o el deporte.',
    sections: [
      {
        title: 'Cuántas horas por semana',
        content:
          'Con entre 8 y 10 horas semanales, repartidas en cinco o seis días, se puede avanzar muy bien en unos meses. Si te quedan pocas semanas, subí a 12 o 15, pero sin sacrificar el sueño.\n\nMás que el total, importa la regularidad: una hora y media cada día hábil es mucho mejor que seis horas el domingo y nada durante la semana.',
      },
      {
        title: 'Una semana tipo',
        content:
          'Lunes: matemática, mini clase de un tema nuevo y ejercicios fáciles. Martes: matemática, ejercicios de dificultad media y difícil del mismo tema. Miércoles: física o química, mini clase y ejercicios. Jueves: segunda sesión de física o química.\n\nViernes: repaso de los errores de la semana con sus explicaciones. Sábado: un simulador con los temas de la semana y revisión del resultado por tema. Domingo: descanso.',
      },
      {
        title: 'Cómo armar cada sesión',
        content:
          'Una sesión de hora y media puede dividirse así: quince minutos de teoría con la mini clase, una hora de ejercicios y quince minutos para revisar errores y anotar dudas.\n\nLas dudas que queden abiertas llevalas al tutor con IA antes de cerrar la sesión, así no se acumulan. Dejá el celular lejos: cada notificación te saca de la concentración.',
      },
      {
        title: 'Ajustá el cronograma cada domingo',
        content:
          'Mirá tus estadísticas de la semana: porcentaje de aciertos, tiempo estudiado y temas débiles. Si un tema sigue flojo, dale una sesión extra la semana siguiente; si otro ya está firme, pasá al próximo.\n\nEn las últimas dos semanas antes del examen, cambiá la estructura: menos teoría, más simuladores con tiempo y revisión. El cronograma es una guía, no una ley: adaptalo a cómo venís.',
      },
      {
        title: 'Si trabajás o hacés deporte',
        content:
          'Con menos tiempo libre, achicá las sesiones pero no las saltees: cuarenta y cinco minutos de lunes a viernes suman casi cuatro horas semanales. Usá los viajes para leer mini clases desde el celular.\n\nGuardá el fin de semana para la práctica larga, como un simulador de 30 preguntas. Lo importante es que cada semana tenga teoría, ejercicios y una medición.',
      },
    ],
  },
  {
    slug: 'ranking-nacional-utn',
    title: 'Ranking nacional de preparación para la UTN | Ingresá',
    description:
      'Compará tu rendimiento con el de otros estudiantes que se preparan con Ingresá: un ranking nacional por percentil para saber cómo venís antes del examen.',
    keywords: [
      'ranking nacional UTN',
      'ranking ingreso UTN',
      'percentil examen ingreso',
      'compararme con otros estudiantes',
      'ranking estudiantes ingeniería',
    ],
    heroTitle: 'Sabé cómo venís frente a otros estudiantes',
    heroSubtitle:
      'El ranking nacional de Ingresá te ubica en un percentil entre quienes se preparan en la plataforma, para que tengas una referencia más allá de tu propio puntaje.',
    sections: [
      {
        title: 'Qué es el ranking nacional',
        content:
          'Es una comparación de tu rendimiento con el de los demás estudiantes del país que se preparan con Ingresá. En lugar de una lista con nombres, te muestra tu percentil: por ejemplo, estar en el percentil 80 quiere decir que te fue mejor que al 80 % de los estudiantes.\n\nEs un ranking interno de la plataforma, no un ranking oficial de la UTN, y no tiene ningún efecto sobre tu ingreso. Sirve como referencia para tu preparación.',
      },
      {
        title: 'Para qué sirve compararte',
        content:
          'Tu porcentaje de aciertos te dice cuánto sabés, pero no si estás por encima o por debajo de quienes se preparan para lo mismo. El percentil agrega esa mirada y te ayuda a calibrar expectativas.\n\nTambién motiva: ver que subís de percentil después de unas semanas de práctica es una señal clara de que el esfuerzo está dando resultado.',
      },
      {
        title: 'Cómo subir en el ranking',
        content:
          'El ranking se alimenta de tus respuestas en la plataforma, así que la forma de subir es la misma que la de prepararte mejor: practicar con constancia y corregir tus temas débiles.\n\nUsá las estadísticas para encontrar los temas con menor porcentaje de aciertos, trabajalos con mini clases y ejercicios, y volvé a medirte con simuladores. No hay atajos: el ranking refleja lo que aprendés.',
      },
      {
        title: 'Una referencia, no una sentencia',
        content:
          'Un percentil bajo al principio es normal: recién arrancás y otros llevan semanas practicando. Lo que importa es la tendencia, no la foto de un día.\n\nTu percentil aparece en tu panel y en tus estadísticas, también separado por materia, junto con tu porcentaje de aciertos. Miralo una vez por semana, no después de cada ejercicio.',
      },
      {
        title: 'Competir con vos mismo',
        content:
          'El ranking es útil, pero la comparación que más te sirve es con tu versión de hace un mes. ¿Respondés más rápido? ¿Los temas débiles de antes ya no aparecen en la lista? Eso es progreso real.\n\nUsá el percentil como un termómetro más, al lado de tu porcentaje de aciertos y de los resultados por tema de tus simuladores.',
      },
    ],
  },
  {
    slug: 'estadisticas-de-estudio-utn',
    title: 'Estadísticas de estudio para el ingreso UTN | Ingresá',
    description:
      'Seguí tu preparación para la UTN con estadísticas por materia y por tema, temas débiles, evolución en el tiempo y ranking nacional por percentil.',
    keywords: [
      'estadísticas de estudio',
      'seguimiento preparación UTN',
      'temas débiles ingreso',
      'progreso de estudio',
      'medir avance examen UTN',
    ],
    heroTitle: 'Estadísticas que te dicen qué estudiar mañana',
    heroSubtitle:
      'Cada ejercicio y cada simulador suman datos sobre tu preparación. Ingresá los convierte en una guía clara de dónde estás y qué te falta.',
    sections: [
      {
        title: 'Qué datos vas a ver',
        content:
          'Un resumen general con tu porcentaje de aciertos, tu puntaje promedio y tu mejor puntaje en simuladores, la cantidad de simuladores y de preguntas respondidas, y el tiempo que llevás estudiado.\n\nDebajo, el detalle por materia y por tema: cuántas preguntas respondiste y cuántas acertaste en cada uno. Podés mirar los últimos 7, 30 o 90 días, o tu historial completo.',
      },
      {
        title: 'Temas débiles y temas fuertes',
        content:
          'Ingresá separa automáticamente los temas donde te va mejor de los que más te cuestan. Esa lista de temas débiles es probablemente el dato más útil de la plataforma.\n\nEn vez de repasar cada tema por igual, concentrás tu tiempo donde más lo necesitás. Cuando un tema sale de la lista de débiles, es una buena señal de que el trabajo rindió.',
      },
      {
        title: 'Tu progreso en el tiempo',
        content:
          'Un gráfico muestra cómo evoluciona tu porcentaje de aciertos día a día. Es normal que haya altibajos: un día con ejercicios difíciles puede bajar el promedio. Lo importante es que la tendencia general suba.\n\nTambién ves tu percentil en el ranking nacional, que te compara con otros estudiantes que se preparan con Ingresá.',
      },
      {
        title: 'Cómo leerlas sin obsesionarte',
        content:
          'Revisalas una vez por semana, por ejemplo el domingo, y usalas para planificar la semana siguiente. Mirarlas después de cada ejercicio solo genera ansiedad.\n\nTené en cuenta la cantidad de preguntas: un 100 % en un tema con tres preguntas respondidas dice poco. Antes de sacar conclusiones, juntá al menos veinte o treinta respuestas por tema.',
      },
      {
        title: 'De los números a un plan',
        content:
          'Un ejemplo: tus estadísticas muestran 80 % en ecuaciones, 45 % en trigonometría y 50 % en electricidad. La semana siguiente, dos sesiones de trigonometría, una de electricidad y un simulador corto de ecuaciones para no perder lo ganado.\n\nAl domingo siguiente repetís la lectura y ajustás. Así cada semana de estudio responde a datos concretos y no a la intuición.',
      },
    ],
  },
  {
    slug: 'cuadernillo-ingreso-utn',
    title: 'Cuadernillos de estudio para el ingreso UTN en PDF | Ingresá',
    description:
      'Descargá los cuadernillos en PDF de matemática, física y química: temario, teoría, ejercicios por tema y soluciones paso a paso para estudiar en papel.',
    keywords: [
      'cuadernillo ingreso UTN',
      'cuadernillo UTN PDF',
      'material de estudio ingreso UTN',
      'cuadernillo matemática ingreso',
      'apuntes ingreso ingeniería',
    ],
    heroTitle: 'Cuadernillos en PDF para estudiar en papel',
    heroSubtitle:
      'Matemática, física y química en tres cuadernillos descargables, con teoría, ejercicios y soluciones para imprimir o leer sin conexión.',
    sections: [
      {
        title: 'Qué trae cada cuadernillo',
        content:
          'Cada cuadernillo empieza con el temario de la materia y sigue con la teoría tema por tema. Después vienen los ejercicios agrupados por tema y, al final, las soluciones con sus pasos y su resultado.\n\nTiene un índice navegable, así que en la compu o en el celular podés saltar directo al tema que estás estudiando.',
      },
      {
        title: 'No son el material oficial de la UTN',
        content:
          'Los cuadernillos de Ingresá son material propio de preparación, no el cuadernillo oficial de ninguna facultad regional. Si tu facultad publica su propio material de ingreso, conseguilo y usalo: es la referencia de lo que te van a tomar.\n\nLos nuestros sirven como complemento para practicar más, con explicaciones detalladas de cada ejercicio.',
      },
      {
        title: 'Cómo usarlos bien',
        content:
          'El papel tiene ventajas: menos distracciones, y podés escribir al lado de cada ejercicio. Imprimí el tema de la semana, resolvé los ejercicios en hoja aparte y recién después buscá la solución.\n\nCombinalos con la plataforma: estudiá con el cuadernillo y medite después con un simulador del mismo tema, así tus estadísticas reflejan lo que aprendiste en papel.',
      },
      {
        title: 'Dónde descargarlos',
        content: `Los tres cuadernillos están en tu panel de Ingresá, listos para descargar, con cualquiera de los dos planes: el Plan Premium a ${annualPrice} por año o el Plan Semanal a ${weeklyPrice} por semana.\n\nUna vez descargados, los podés leer sin conexión, ideal si tu internet es inestable o si preferís estudiar lejos de las pantallas.`,
      },
      {
        title: 'Una semana de estudio con los cuadernillos',
        content:
          'Una forma simple de organizarte: lunes y martes, teoría del cuadernillo de matemática; miércoles, sus ejercicios; jueves y viernes, lo mismo con física o química. El fin de semana, corregí con las soluciones y anotá qué falló.\n\nLos errores que se repitan son tu lista de temas para reforzar. En la plataforma tenés las mini clases, los ejercicios por dificultad y el tutor con IA para trabajarlos a fondo.',
      },
    ],
  },
  {
    slug: 'modelo-examen-utn',
    title: 'Modelo de examen de ingreso UTN para practicar | Ingresá',
    description:
      'Cómo suele ser un modelo de examen de ingreso a la UTN, preguntas de ejemplo con su resolución y cómo armar tu propio modelo con el simulador.',
    keywords: [
      'modelo examen UTN',
      'modelo de examen de ingreso',
      'examen UTN ejemplo',
      'modelo examen ingreso ingeniería',
      'examen de práctica UTN',
    ],
    heroTitle: 'Modelo de examen: cómo es y cómo practicarlo',
    heroSubtitle:
      'Preguntas de ejemplo, el formato habitual del ingreso y una forma de armar tus propios modelos de examen las veces que quieras.',
    sections: [
      {
        title: 'La estructura habitual',
        content:
          'El examen de ingreso a la UTN suele tener 60 preguntas de opción múltiple, para resolver en 3 horas, y se aprueba con 4 sobre 10. Cada pregunta trae varias opciones y hay que elegir la correcta.\n\nLas materias y los temas pueden variar según la facultad regional y la carrera. Si tu facultad publica modelos de examen oficiales, resolvelos: son la mejor referencia de lo que te van a tomar.',
      },
      {
        title: 'Tres preguntas modelo',
        content:
          'Matemática: ¿cuáles son las soluciones de x² − 5x + 6 = 0? a) 2 y 3, b) −2 y −3, c) 1 y 6, d) −1 y 6. Física: un cuerpo de 4 kg acelera a 2 m/s², ¿qué fuerza neta actúa sobre él? a) 2 N, b) 6 N, c) 8 N, d) 0,5 N.\n\nQuímica: ¿cuántos moles hay en 88 g de dióxido de carbono, con masa molar 44 g/mol? a) 0,5, b) 2, c) 44, d) 88. Resolvelas antes de leer la sección siguiente.',
      },
      {
        title: 'Resolución del modelo',
        content:
          'Matemática: buscás dos números que sumen 5 y multipliquen 6, o aplicás la fórmula resolvente; en los dos casos llegás a 2 y 3, la opción a. Física: por la segunda ley de Newton, F = m · a = 4 kg · 2 m/s² = 8 N, la opción c.\n\nQuímica: n = 88 g / 44 g/mol = 2 mol, la opción b. Fijate cómo las opciones incorrectas salen de errores típicos, como sumar en lugar de multiplicar o invertir la división.',
      },
      {
        title: 'Armá tus propios modelos',
        content:
          'Con el simulador de Ingresá podés generar modelos de examen sin límite: elegís materia, temas, entre 10 y 30 preguntas, el tiempo y la dificultad. Para imitar el ritmo del examen, usá tres minutos por pregunta, por ejemplo 30 preguntas en 90 minutos.\n\nAl terminar tenés tu resultado por tema y la explicación de cada respuesta. Hacer un modelo distinto cada semana es una de las mejores formas de llegar tranquilo.',
      },
    ],
  },
  {
    slug: 'preguntas-examen-utn',
    title: 'Preguntas del examen de ingreso a la UTN | Ingresá',
    description:
      'Qué tipo de preguntas suelen aparecer en el ingreso a la UTN, cómo leer una opción múltiple, cómo entrenar conceptos con verdadero o falso y cómo practicar.',
    keywords: [
      'preguntas examen UTN',
      'preguntas ingreso UTN',
      'preguntas de opción múltiple',
      'preguntas de física ingreso',
      'preguntas de matemática UTN',
    ],
    heroTitle: 'Cómo son las preguntas del ingreso y cómo responderlas',
    heroSubtitle:
      'Opción múltiple, conceptos y cálculos: aprendé a leer cada tipo de pregunta y a evitar las trampas más comunes.',
    sections: [
      {
        title: 'Preguntas de cálculo y preguntas de concepto',
        content:
          'En un examen de opción múltiple conviven dos tipos de preguntas. Las de cálculo te piden un número: una raíz, una velocidad, una concentración. Las de concepto te piden reconocer una idea, por ejemplo qué pasa con la corriente si se duplica la resistencia y la tensión no cambia.\n\nLas de concepto suelen ser rápidas si entendiste el tema y muy difíciles si lo memorizaste. Por eso conviene estudiar el porqué de cada fórmula.',
      },
      {
        title: 'Cómo leer una pregunta de opción múltiple',
        content:
          'Leé el enunciado entero antes de mirar las opciones y anotá los datos con sus unidades. Intentá resolver sin mirar las respuestas: si tu resultado aparece entre las opciones, es una buena señal.\n\nSi no aparece, revisá unidades y signos antes de elegir la más parecida. Las opciones incorrectas muchas veces son el resultado de un error típico, como olvidar pasar de mililitros a litros o de km/h a m/s.',
      },
      {
        title: 'Verdadero o falso: otra forma de practicar',
        content:
          'En Ingresá, además de ejercicios de opción múltiple, hay ejercicios de verdadero o falso. Son ideales para entrenar conceptos: por ejemplo, "en el vacío, un cuerpo pesado y uno liviano soltados a la vez desde la misma altura llegan juntos al suelo" es verdadero.\n\nPara que una afirmación sea verdadera tiene que serlo completa. Una sola palabra, como "siempre" o "nunca", puede volverla falsa.',
      },
      {
        title: 'Una pregunta de cada materia, respondida',
        content:
          'Matemática: ¿cuánto vale sen 30°? Vale 1/2, uno de los ángulos notables que conviene saber de memoria. Física: si la resistencia se duplica con la misma tensión, la corriente se reduce a la mitad, por la ley de Ohm.\n\nQuímica: una solución con pH 2 es más ácida que una con pH 4, y su concentración de iones H+ es cien veces mayor, porque cada unidad de pH es un factor 10.',
      },
      {
        title: 'Practicá con preguntas de cada tema',
        content:
          'El banco de Ingresá tiene más de 400 ejercicios y mini clases de matemática, física y química, ordenados por tema y por dificultad. Cada ejercicio trae su explicación paso a paso.\n\nEn los simuladores, las preguntas se eligen según los temas y la dificultad que configures, y van cambiando de un simulador a otro. Así llegás al examen habiendo visto mucha variedad de enunciados.',
      },
    ],
  },
  {
    slug: 'errores-comunes-ingreso-utn',
    title: 'Errores comunes en el ingreso a la UTN | Ingresá',
    description:
      'Los errores más comunes al preparar y rendir el ingreso a la UTN: de cuenta, de unidades, de lectura y de organización. Cómo detectarlos y evitarlos.',
    keywords: [
      'errores comunes ingreso UTN',
      'errores examen UTN',
      'errores de matemática frecuentes',
      'cómo no desaprobar el ingreso',
      'errores al estudiar',
    ],
    heroTitle: 'Los errores que más puntos cuestan en el ingreso',
    heroSubtitle:
      'Muchos ejercicios no se pierden por no saber, sino por un signo, una unidad o una lectura apurada. Conocerlos es el primer paso para evitarlos.',
    sections: [
      {
        title: 'Errores de álgebra',
        content:
          'El clásico: creer que (a + b)² es igual a a² + b². Falta el doble producto: (a + b)² = a² + 2ab + b². Otro muy frecuente es el signo de una potencia: (−2)² da 4, pero −2² da −4, porque la potencia se aplica antes que el signo.\n\nTambién se pierden puntos al simplificar sumas en una fracción: en (x + 3) / 3 no se puede tachar el 3. Solo se simplifican factores, nunca términos sumados.',
      },
      {
        title: 'Errores de unidades',
        content:
          'En física y química, mezclar unidades arruina ejercicios bien planteados. Para pasar de km/h a m/s se divide por 3,6; los mililitros hay que pasarlos a litros antes de calcular una molaridad; las temperaturas en gases ideales van en kelvin.\n\nUn buen hábito es escribir la unidad al lado de cada número en cada paso. Si al final la unidad no es la que corresponde, sabés que algo falló.',
      },
      {
        title: 'Errores de lectura',
        content:
          'Responder lo que no se pregunta es más común de lo que parece: calcular el tiempo cuando te piden la distancia, o la masa cuando te piden los moles. También pasa con los enunciados negativos, como "¿cuál de las siguientes NO es correcta?".\n\nAntes de elegir una opción, volvé a leer la última oración del enunciado y confirmá que tu resultado responde exactamente eso.',
      },
      {
        title: 'Errores con la calculadora',
        content:
          'En trigonometría, la calculadora en radianes cuando el ángulo está en grados da resultados absurdos: revisá el modo antes de empezar. Otro clásico es olvidar los paréntesis al dividir por una suma, como en 10 / (2 + 3).\n\nSi tu facultad permite calculadora, practicá con la misma que vas a llevar. Y si no la permite, entrená las cuentas a mano desde temprano.',
      },
      {
        title: 'Errores de preparación',
        content:
          'Estudiar solo lo que te gusta, dejar la preparación para el último mes o leer soluciones sin intentar antes son errores que no se ven en un ejercicio, pero se notan en el resultado final.\n\nLas estadísticas de Ingresá te ayudan a evitarlos: muestran cuántas preguntas respondiste en cada tema, cuáles son tus puntos débiles y cómo evoluciona tu porcentaje de aciertos.',
      },
    ],
  },
  {
    slug: 'mini-clases-utn',
    title: 'Mini clases para el ingreso a la UTN | Ingresá',
    description:
      'Mini clases cortas de matemática, física y química para el ingreso a la UTN: teoría clara, ejemplos resueltos y ejercicios para practicar cada tema.',
    keywords: [
      'mini clases UTN',
      'clases cortas ingreso',
      'teoría ingreso UTN',
      'clases de matemática online',
      'clases de física y química ingreso',
    ],
    heroTitle: 'Mini clases: la teoría justa para cada tema',
    heroSubtitle:
      'Explicaciones cortas con ejemplos resueltos, pensadas para leer en un rato y pasar enseguida a practicar.',
    sections: [
      {
        title: 'Qué es una mini clase',
        content:
          'Es una explicación breve de un tema concreto, como la función cuadrática, el reactivo limitante o la ley de Snell. Arranca por la idea central, la desarrolla con lo necesario y la muestra aplicada en ejemplos resueltos.\n\nNo reemplaza a un libro entero: está pensada para que entiendas lo esencial y llegues rápido a los ejercicios, que es donde se aprende de verdad.',
      },
      {
        title: 'Más de 60 mini clases en tres materias',
        content:
          'Matemática tiene mini clases que van de los conjuntos numéricos a la probabilidad, pasando por funciones exponenciales, logaritmos y el teorema del coseno. Física recorre desde la cinemática y las leyes de Newton hasta el efecto fotoeléctrico y la relatividad especial.\n\nQuímica cubre desde el átomo y la tabla periódica hasta el pH, las pilas y la energía libre de Gibbs. Cada una está vinculada a un tema del temario, así sabés siempre dónde estás.',
      },
      {
        title: 'Cómo aprovecharlas',
        content:
          'Leé la mini clase con lápiz y papel, y rehacé los ejemplos por tu cuenta antes de mirar cómo están resueltos. Si un ejemplo te sale igual, el concepto está bien entendido; si no, releé esa parte.\n\nDespués pasá directo a los ejercicios del mismo tema, empezando por los fáciles. Volvé a la mini clase cada vez que un ejercicio te muestre que algo no quedó claro.',
      },
      {
        title: 'Cuándo volver a la teoría',
        content:
          'Las estadísticas te marcan los temas débiles: ese es el mejor indicador de qué mini clase releer. Si un tema aparece flojo en dos simuladores seguidos, probablemente el problema sea de concepto y no de práctica.\n\nY si la mini clase no alcanza, el tutor con IA puede explicarte el mismo tema con otras palabras o con otro ejemplo, a cualquier hora.',
      },
      {
        title: 'Un ejemplo: la mini clase de función lineal',
        content:
          'Arranca por la forma f(x) = mx + b y explica qué significa cada número: la pendiente m es lo que cambia y cuando x aumenta 1, y la ordenada al origen b es el punto donde la recta corta al eje y. Después suma raíces, rectas paralelas y perpendiculares.\n\nLos ejemplos lo llevan a situaciones concretas, como un tanque de 200 litros que pierde 8 litros por minuto: V(t) = −8t + 200, que se vacía a los 25 minutos.',
      },
    ],
  },
  {
    slug: 'app-ingreso-utn',
    title: 'App para el ingreso a la UTN desde el celular | Ingresá',
    description:
      'Prepará el ingreso a la UTN desde el celular: Ingresá funciona en el navegador, sin instalar nada, con ejercicios, simuladores y tutor IA en tu bolsillo.',
    keywords: [
      'app ingreso UTN',
      'aplicación para estudiar UTN',
      'estudiar desde el celular',
      'app simulador UTN',
      'app ejercicios ingeniería',
    ],
    heroTitle: 'Tu preparación para la UTN, en el celular',
    heroSubtitle:
      'No hace falta descargar nada de una tienda de aplicaciones: abrís Ingresá en el navegador del celular y tenés el material a mano.',
    sections: [
      {
        title: 'Una web que se usa como una app',
        content:
          'Ingresá es una plataforma web: la abrís desde el navegador del celular, la tablet o la compu, sin instalar nada. La pantalla se adapta al tamaño de tu dispositivo.\n\nEntrás con tu e-mail y un código de seis dígitos que te llega por correo. No hay contraseña que recordar, así que podés pasar del celular a la compu sin complicaciones.',
      },
      {
        title: 'Qué podés hacer desde el celular',
        content:
          'Lo mismo que en la compu: leer mini clases, resolver ejercicios con su explicación paso a paso, hacer simuladores con tiempo, revisar tus estadísticas y consultar al tutor con IA desde el chat.\n\nTambién podés descargar los cuadernillos en PDF para leerlos en el teléfono sin conexión, algo muy práctico en el colectivo o en un lugar con poca señal.',
      },
      {
        title: 'Aprovechá los ratos libres',
        content:
          'Diez minutos de espera alcanzan para una mini clase o tres ejercicios. Sumados a lo largo de la semana, esos ratos se convierten en horas de práctica.\n\nPara lo que necesita más concentración, como un simulador de 30 preguntas, buscá un momento tranquilo. El celular es ideal para sostener la constancia; la práctica larga conviene hacerla con calma.',
      },
      {
        title: 'Tu progreso, en una sola cuenta',
        content: `Lo que hacés en el celular queda guardado en tu cuenta. Si empezás la semana practicando en el teléfono y terminás en la compu, tus estadísticas, tu historial de simuladores y tu ranking reflejan cada respuesta.\n\nSe paga con Mercado Pago, con el Plan Premium a ${annualPrice} por año o el Plan Semanal a ${weeklyPrice} por semana, y podés cancelar cuando quieras.`,
      },
      {
        title: 'Menos excusas, más práctica',
        content:
          'Muchas veces no se estudia simplemente porque la compu no está a mano. Con el celular esa excusa desaparece: el material está con vos en la escuela, en el entrenamiento o en la casa de un amigo.\n\nProbá esta meta mínima: tres ejercicios por día desde el teléfono, aunque sea un día cansado. En un mes son casi cien ejercicios más, cada uno con su explicación paso a paso.',
      },
    ],
  },
];
