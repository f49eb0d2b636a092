import { annualPrice, intakeYear, perMonth, weeklyPrice } from '../copy-values.ts';
import type { SeoPageContent } from '../seo-copy.ts';

/** Keyword pages that end with `-utn`: subjects, preparation and the entrance by degree. */
export const utnSuffixPages: SeoPageContent[] = [
  {
    slug: 'ingreso-utn',
    title: 'Ingreso UTN: cómo prepararte paso a paso | Ingresá',
    description:
      'Todo lo que necesitás para encarar el ingreso a la UTN: qué estudiar, cómo organizarte y cómo practicar con simuladores, ejercicios resueltos y tutor con IA.',
    keywords: [
      'ingreso utn',
      'ingresar a la utn',
      'preparación ingreso utn',
      'examen de ingreso utn',
      'ingreso universidad tecnológica nacional',
    ],
    heroTitle: 'Tu ingreso a la UTN empieza con un plan claro',
    heroSubtitle:
      'Matemática, física y química con ejercicios resueltos paso a paso, simuladores ilimitados y un tutor con IA que te acompaña a cualquier hora.',
    sections: [
      {
        title: 'Qué significa prepararte para entrar a la UTN',
        content:
          'Entrar a la UTN no depende de la suerte: depende de llegar con la base de la secundaria ordenada y con práctica de examen encima. La mayoría de quienes apuntan a ingeniería repasa matemática, física y química, y ahí es donde Ingresá pone el foco.\n\nQué materias te tocan, las fechas y las condiciones las define tu facultad regional según la carrera que elijas, así que consultá su calendario oficial antes de armar tu plan. Ingresá es una plataforma independiente de preparación: no es la UTN, pero te ayuda a llegar entrenado.',
      },
      {
        title: 'Un camino en tres etapas',
        content:
          'Primero, un diagnóstico: hacé un simulador corto de 10 preguntas por materia y mirá en qué temas fallás. Segundo, el trabajo de fondo: mini clases y ejercicios de los temas flojos, un poco cada día, sin saltearte pasos.\n\nTercero, el entrenamiento: simuladores más largos, con más tiempo y dificultad creciente, hasta que resolver bajo reloj te resulte familiar. Repetir ese ciclo cada semana es lo que convierte horas de estudio en puntos.',
      },
      {
        title: 'Lo que encontrás adentro de Ingresá',
        content:
          'Más de 400 ejercicios y mini clases de matemática, física y química, cada ejercicio explicado paso a paso hasta el resultado para que veas de dónde sale cada número. Un temario por materia para saber qué te falta, y cuadernillos en PDF para estudiar sin pantalla.\n\nTambién tenés simuladores ilimitados, estadísticas por tema con tu evolución y un ranking nacional, y un tutor con IA disponible a cualquier hora para destrabarte cuando un ejercicio no sale.',
      },
      {
        title: 'Empezá hoy, sin vueltas',
        content: `Entrás con tu e-mail y un código de 6 dígitos, sin contraseñas que recordar. Elegís el Plan Premium anual a ${annualPrice}, el más conveniente (${perMonth} por mes), o el Plan Semanal a ${weeklyPrice} por semana, y pagás con Mercado Pago.\n\nPodés cancelar cuando quieras. Más de 700 estudiantes ya se prepararon con Ingresá: el próximo paso es tuyo.`,
      },
    ],
  },
  {
    slug: 'examen-utn',
    title: 'Examen UTN: tres minutos por pregunta y opción múltiple | Ingresá',
    description:
      'Cómo suele ser el examen de ingreso a la UTN, cómo administrar el tiempo en preguntas de opción múltiple y cómo entrenarte con simuladores cronometrados.',
    keywords: [
      'examen utn',
      'examen de ingreso utn',
      'preguntas examen utn',
      'modelo de examen utn',
      'simulacro examen utn',
    ],
    heroTitle: 'El examen de la UTN, entrenado pregunta por pregunta',
    heroSubtitle:
      'Conocé cómo suele ser la prueba, aprendé a repartir el tiempo y practicá con simuladores que miden tu rendimiento tema por tema.',
    sections: [
      {
        title: 'Cómo suele ser el examen',
        content:
          'El formato que se suele tomar como referencia es de 60 preguntas de opción múltiple en 3 horas, con una nota mínima de 4 sobre 10 para aprobar. Aun así, cada facultad regional define su propia evaluación: confirmá el formato vigente para tu carrera en su sitio oficial.\n\nSaber cómo viene la prueba te saca ansiedad. Cuando ya resolviste decenas de preguntas parecidas, el día del examen se siente como un ensayo más y no como un salto al vacío.',
      },
      {
        title: 'Tres minutos por pregunta',
        content:
          'Con 60 preguntas en 180 minutos tenés un promedio de tres minutos por ejercicio. Algunas se resuelven en uno, otras piden cinco: el truco es no quedarte trabado. Si una pregunta te frena más de lo previsto, marcala, seguí y volvé al final.\n\nHacé una primera pasada por las que sabés resolver seguro y una segunda por las difíciles. Así asegurás los puntos accesibles antes de que el reloj apriete.',
      },
      {
        title: 'Cómo aprovechar la opción múltiple',
        content:
          'Las opciones también son información. Estimá el orden de magnitud antes de calcular, descartá las respuestas con unidades o signos imposibles y, cuando puedas, reemplazá el resultado en la consigna para verificarlo.\n\nOjo con los distractores: muchas opciones incorrectas son justo el resultado de un error típico, como olvidar un signo o no pasar a la misma unidad. Si tu respuesta apareció demasiado rápido, revisá que no hayas caído en la trampa.',
      },
      {
        title: 'Ensayá en condiciones reales',
        content:
          'En Ingresá armás simuladores ilimitados de 10 a 30 preguntas, con 30 a 120 minutos de límite y dificultad fácil, media o difícil. Podés elegir los temas o dejar que entren los seis de la materia, y al terminar ves el resultado de cada tema.\n\nUna buena rutina: durante la semana, simuladores cortos de los temas flojos; el fin de semana, uno largo en difícil para medir cómo sostenés la concentración.',
      },
    ],
  },
  {
    slug: 'seminario-utn',
    title: 'Seminario UTN: llegá preparado desde el primer día | Ingresá',
    description:
      'El seminario de ingreso a la UTN se aprovecha más con la base hecha: qué repasar antes de la primera clase y cómo no atrasarte mientras lo cursás.',
    keywords: [
      'seminario utn',
      'seminario de ingreso utn',
      'seminario universitario utn',
      'curso de ingreso utn',
      'apoyo seminario utn',
    ],
    heroTitle: 'El seminario de la UTN se aprovecha más con la base hecha',
    heroSubtitle:
      'Repasá los contenidos de la secundaria antes de empezar y reforzá lo que ves en clase con práctica guiada, a tu ritmo.',
    sections: [
      {
        title: 'Por qué conviene llegar con ventaja',
        content:
          'Un seminario de ingreso avanza rápido y da por sabidos muchos contenidos de la secundaria. Si llegás con dudas en despejes, fracciones o unidades, cada clase nueva se apoya sobre algo que todavía no tenés firme.\n\nLa modalidad, la duración y los contenidos los fija cada facultad regional, así que revisá su información oficial apenas te inscribas. Mientras tanto, podés adelantar lo que casi siempre hace falta: álgebra, funciones, trigonometría y las bases de física y química.',
      },
      {
        title: 'Qué repasar antes de la primera clase',
        content:
          'En matemática, operaciones con fracciones y potencias, ecuaciones de primer y segundo grado y lectura de gráficos. En física, unidades, vectores y movimiento. En química, estructura atómica, tabla periódica y el concepto de mol.\n\nCon el temario de cada materia en Ingresá ves de un vistazo qué dominás y qué no. Empezá por las mini clases de lo más flojo y completá con ejercicios cortos.',
      },
      {
        title: 'Durante el seminario: no te atrases',
        content:
          'La clave es repasar el mismo día lo que viste en clase. Buscá ejercicios del tema en Ingresá, resolvelos sin mirar y después compará con la explicación paso a paso. Si algo no cierra a la noche, el tutor con IA te guía sin darte la respuesta servida.\n\nUna vez por semana, hacé un simulador de los temas que ya se dieron. Las estadísticas te muestran si estás mejorando o si hay un tema que conviene retomar antes de que se acumule.',
      },
      {
        title: 'Un complemento, no un reemplazo',
        content: `Ingresá es una plataforma independiente: no forma parte de la UTN ni reemplaza el seminario oficial. Lo que hace es darte práctica extra, explicaciones a cualquier hora y una forma concreta de medir tu avance.\n\nEl Plan Semanal, a ${weeklyPrice} por semana, sirve para reforzar un tramo puntual; si querés acompañamiento durante el año entero, el Plan Premium anual a ${annualPrice} es la opción más conveniente.`,
      },
    ],
  },
  {
    slug: 'matematica-utn',
    title: 'Matemática para el ingreso a la UTN | Ingresá',
    description:
      'Los seis ejes de matemática del ingreso a la UTN, los errores que más puntos cuestan y cuánto tiempo darle a cada uno, con práctica y estadísticas por tema.',
    keywords: [
      'matemática utn',
      'matemática ingreso utn',
      'ejercicios matemática utn',
      'temario matemática utn',
      'álgebra y funciones utn',
    ],
    heroTitle: 'Matemática del ingreso a la UTN, eje por eje',
    heroSubtitle:
      'Seis ejes, cientos de ejercicios resueltos y simuladores para que llegues con los procedimientos automatizados.',
    sections: [
      {
        title: 'Los seis ejes del temario',
        content:
          'El temario de matemática de Ingresá se organiza en álgebra básica, ecuaciones, funciones, geometría, trigonometría y estadística. Los dos primeros son la herramienta del resto: si despejás con soltura, el resto avanza mucho más rápido.\n\nFunciones y trigonometría suelen ser los temas donde más se traban los estudiantes, mientras que geometría y estadística aparecen como aplicación. Cada eje tiene su mini clase y ejercicios de dificultad creciente.',
      },
      {
        title: 'Los errores que más puntos cuestan',
        content:
          'Casi nunca se pierde un ejercicio por no conocer el tema, sino por un descuido: un signo menos que desaparece al distribuir, un cuadrado de binomio resuelto como suma de cuadrados, una fracción simplificada entre términos que suman.\n\nPor eso cada ejercicio en Ingresá muestra el desarrollo completo, del planteo a la respuesta. Compará tu desarrollo línea por línea y vas a descubrir en qué punto exacto te equivocaste, que es lo único que necesitás corregir.',
      },
      {
        title: 'Cuánto tiempo darle a cada eje',
        content:
          'Cada eje pide algo distinto. Álgebra básica y ecuaciones merecen las primeras semanas, porque el resto del temario las usa. Funciones y trigonometría suelen necesitar más práctica que teoría, así que reservales tandas largas de ejercicios.\n\nGeometría y estadística son más acotadas, pero no las dejes para el último día: un par de sesiones bien hechas y un simulador del tema alcanzan para tenerlas ordenadas. Para repasar lejos de la pantalla, descargá el cuadernillo de matemática en PDF.',
      },
      {
        title: 'Practicá con intención',
        content:
          'Resolvé primero sin mirar la solución, aunque tardes. Recién después revisá el desarrollo y anotá el error en un cuaderno propio: repasar esa lista antes de un simulador vale más que hacer veinte ejercicios nuevos.\n\nSi un procedimiento no te cierra, preguntale al tutor con IA. Te guía paso a paso, a cualquier hora, y te ayuda a entender el razonamiento en lugar de copiar un número.',
      },
      {
        title: 'Medí tu avance en matemática',
        content:
          'Armá simuladores solo de matemática, eligiendo los temas que quieras, y mirá el resultado por tema al final. Las estadísticas marcan tus temas débiles y cómo evolucionás con el tiempo, y el ranking nacional te ubica en un percentil frente a otros aspirantes.\n\nCuando un tema deja de aparecer entre los débiles, subí la dificultad. Esa progresión es la que te deja listo para el examen.',
      },
    ],
  },
  {
    slug: 'fisica-utn',
    title: 'Física para el ingreso a la UTN | Ingresá',
    description:
      'Física para la UTN sin fórmulas sueltas: primero el dibujo, después el planteo y al final el reloj. Mecánica, ondas, electricidad y más, con simuladores.',
    keywords: [
      'física utn',
      'física ingreso utn',
      'problemas de física utn',
      'mecánica utn',
      'ejercicios física ingreso',
    ],
    heroTitle: 'Física para la UTN sin fórmulas sueltas',
    heroSubtitle:
      'Entendé qué pasa en cada problema, elegí la ecuación correcta y resolvé con unidades claras, con ayuda a cualquier hora.',
    sections: [
      {
        title: 'Qué abarca física en Ingresá',
        content:
          'El temario tiene seis ejes: mecánica, termodinámica, ondas, electricidad, óptica y física moderna. Mecánica es la puerta de entrada: movimiento, fuerzas y energía aparecen una y otra vez, también dentro de los otros temas.\n\nCada eje tiene mini clases que explican la idea física antes que la cuenta, y ejercicios resueltos para pasar de la teoría al problema concreto.',
      },
      {
        title: 'Antes de la fórmula, el dibujo',
        content:
          'Un esquema con ejes, sentido positivo y las fuerzas o datos marcados resuelve la mitad del problema. Sin dibujo es fácil equivocar un signo o usar una ecuación que no corresponde a la situación.\n\nDespués, las unidades: pasá cada dato al sistema internacional antes de reemplazar. Convertir km/h a m/s dividiendo por 3,6, o gramos a kilogramos, evita muchos resultados absurdos. Si el número final no tiene sentido físico, revisá antes de seguir.',
      },
      {
        title: 'Cómo estudiar problemas de física',
        content:
          'Leé la consigna dos veces e identificá qué te piden y qué datos tenés. Anotá las ecuaciones del tema, despejá en letras y recién al final reemplazá con números. Así podés controlar que las unidades cierren.\n\nEn Ingresá cada problema está explicado paso a paso. Si te quedó una duda conceptual, como por qué la normal no siempre es igual al peso, el tutor con IA te la explica con otras palabras hasta que te cierre.',
      },
      {
        title: 'Llevá la física al reloj',
        content:
          'En física es común perder tiempo eligiendo qué ecuación usar. Armá simuladores solo de física, empezá con 10 preguntas en fácil y subí de a poco la cantidad y la dificultad.\n\nEl resultado por tema y las estadísticas te dicen si te conviene volver a mecánica o si ya podés darle más tiempo a electricidad u óptica. Estudiar donde está el punto débil es la forma más rápida de subir la nota.',
      },
    ],
  },
  {
    slug: 'quimica-utn',
    title: 'Química para el ingreso a la UTN | Ingresá',
    description:
      'Química para el ingreso a la UTN: estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termoquímica, con ejercicios explicados.',
    keywords: [
      'química utn',
      'química ingreso utn',
      'ejercicios química utn',
      'estequiometría utn',
      'soluciones química ingreso',
    ],
    heroTitle: 'Química para la UTN, del átomo a la reacción',
    heroSubtitle:
      'Un recorrido ordenado por los seis temas de química con ejercicios resueltos, mini clases y simuladores para medir cuánto sabés.',
    sections: [
      {
        title: 'Un temario que se construye por capas',
        content:
          'Química en Ingresá se divide en estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química. El orden importa: sin entender el átomo y la tabla periódica, la estequiometría se vuelve una colección de reglas sin sentido.\n\nConviene avanzar en ese mismo orden y no saltar al tema siguiente hasta resolver con confianza los ejercicios del anterior.',
      },
      {
        title: 'El mol, la idea que ordena todo',
        content:
          'Casi cualquier cálculo de química pasa por el mol: convertir gramos a moles con la masa molar, usar los coeficientes de la ecuación balanceada y volver a gramos, litros o concentración. Si dominás ese circuito, estequiometría y soluciones dejan de dar miedo.\n\nUn error muy común es usar los coeficientes con gramos en lugar de moles. Otro, olvidar balancear antes de calcular. Los ejercicios paso a paso te muestran el circuito completo para que lo incorpores.',
      },
      {
        title: 'Soluciones sin enredos',
        content:
          'Una solución tiene soluto y solvente, y la concentración indica cuánto soluto hay en cierta cantidad de solución. La molaridad, moles de soluto por litro de solución, es la expresión que más se usa en los cálculos.\n\nEn una dilución la cantidad de soluto no cambia, por eso se cumple C1 · V1 = C2 · V2. Agregar agua baja la concentración, pero no los moles. Si entendés esa idea, la mayoría de los problemas de diluciones salen en una línea.',
      },
      {
        title: 'Ácidos, bases y electroquímica sin memorizar de más',
        content:
          'En ácidos y bases, entender qué es el pH y cómo se relaciona con la concentración de iones te rinde más que aprender listas. En electroquímica, lo central es reconocer quién se oxida, quién se reduce y hacia dónde se mueven los electrones.\n\nLas mini clases explican estas ideas con ejemplos cortos, y si algo no te cierra, el tutor con IA te lo vuelve a explicar las veces que haga falta.',
      },
      {
        title: 'Entrená química con simuladores',
        content:
          'Armá simuladores de química eligiendo los temas que estés estudiando. Al terminar ves el resultado tema por tema, y las estadísticas muestran tus puntos débiles y tu evolución.\n\nPara estudiar sin pantalla, descargá el cuadernillo de química en PDF y resolvé en papel, con lápiz, anotando las unidades en cada paso.',
      },
    ],
  },
  {
    slug: 'algebra-utn',
    title: 'Álgebra para el ingreso UTN: ecuaciones y más | Ingresá',
    description:
      'Repasá álgebra para el ingreso a la UTN: factoreo, productos notables, ecuaciones, sistemas y expresiones racionales, con ejercicios resueltos paso a paso.',
    keywords: [
      'álgebra utn',
      'álgebra ingreso utn',
      'ecuaciones utn',
      'factoreo ingreso',
      'ejercicios de álgebra',
    ],
    heroTitle: 'Álgebra firme para el ingreso a la UTN',
    heroSubtitle:
      'Despejes, factoreo y ecuaciones que salen sin dudar: la herramienta que usás en todo el examen, practicada hasta que sea automática.',
    sections: [
      {
        title: 'Por qué el álgebra va primero',
        content:
          'En el examen casi ninguna pregunta dice “álgebra”, pero casi todas la usan. Despejar una incógnita en física, simplificar una expresión en funciones o resolver un sistema en química: siempre depende de manejar bien las operaciones algebraicas.\n\nEn Ingresá el álgebra aparece en dos temas del temario de matemática, álgebra básica y ecuaciones. Empezar por ahí te ahorra tiempo en todas las materias.',
      },
      {
        title: 'Lo que tenés que dominar',
        content:
          'Propiedades de potencias y raíces, productos notables como el cuadrado de un binomio, factoreo (factor común, diferencia de cuadrados, trinomio cuadrado perfecto) y operaciones con expresiones racionales. Con eso simplificás casi cualquier expresión.\n\nEn ecuaciones: lineales, cuadráticas con la fórmula resolvente y el discriminante, sistemas de dos ecuaciones con dos incógnitas, y ecuaciones con fracciones, donde siempre hay que revisar que la solución no anule un denominador.',
      },
      {
        title: 'Tres trampas clásicas',
        content:
          'Primera: escribir (a + b)² = a² + b², olvidando el doble producto 2ab. Segunda: simplificar términos que están sumando en una fracción, cuando solo se pueden cancelar factores. Tercera: dividir ambos miembros por una expresión que contiene la incógnita y perder una solución.\n\nLos ejercicios de Ingresá muestran todo el desarrollo, así detectás en qué línea aparece tu error y lo corregís para siempre.',
      },
      {
        title: 'Sistemas de ecuaciones sin enredarte',
        content:
          'Para un sistema de dos ecuaciones con dos incógnitas tenés tres caminos: sustitución, igualación y reducción. Elegí según la forma: si una variable ya está despejada, sustitución; si los coeficientes se cancelan fácil al sumar, reducción.\n\nAl terminar, reemplazá los valores en las dos ecuaciones originales. Son treinta segundos que te confirman el resultado y, en una pregunta de opción múltiple, te evitan elegir una opción trampa.',
      },
      {
        title: 'Cómo entrenar álgebra',
        content:
          'Hacé series cortas a diario: diez minutos de factoreo o de despejes valen más que una tarde entera una vez por semana. Cuando te sientas seguro, armá un simulador de 10 preguntas eligiendo solo álgebra básica y ecuaciones.\n\nSi te trabás con un ejercicio, el tutor con IA te pregunta qué intentaste y te guía hacia el siguiente paso, sin resolverlo por vos.',
      },
    ],
  },
  {
    slug: 'trigonometria-utn',
    title: 'Trigonometría para el ingreso a la UTN | Ingresá',
    description:
      'Trigonometría para el ingreso a la UTN: razones, ángulos notables, identidades, teoremas del seno y del coseno y ecuaciones, con ejercicios resueltos.',
    keywords: [
      'trigonometría utn',
      'trigonometría ingreso utn',
      'ejercicios de trigonometría',
      'teorema del seno y del coseno',
      'identidades trigonométricas',
    ],
    heroTitle: 'Trigonometría sin miedo para tu ingreso',
    heroSubtitle:
      'Del triángulo rectángulo a las ecuaciones trigonométricas, con explicaciones paso a paso y práctica que te da seguridad.',
    sections: [
      {
        title: 'Qué vas a necesitar',
        content:
          'Las razones seno, coseno y tangente en el triángulo rectángulo, el pasaje entre grados y radianes (180° equivalen a π radianes) y los valores de los ángulos notables de 30°, 45° y 60°. Con esa base resolvés una gran parte de los ejercicios.\n\nDespués vienen la circunferencia trigonométrica, los signos en cada cuadrante, las identidades y los teoremas del seno y del coseno para triángulos que no son rectángulos.',
      },
      {
        title: 'Identidades y ecuaciones',
        content:
          'La identidad fundamental, sen² x + cos² x = 1, y la definición tan x = sen x / cos x permiten transformar casi cualquier expresión. Practicá reescribir la expresión en senos y cosenos: suele ser el camino más corto para simplificar.\n\nEn las ecuaciones trigonométricas, el error típico es quedarse con una sola solución. Revisá en la circunferencia cuántos ángulos cumplen la condición dentro del intervalo que pide la consigna.',
      },
      {
        title: 'Seno o coseno: cuál teorema usar',
        content:
          'Si conocés dos ángulos y un lado, o dos lados y el ángulo opuesto a uno de ellos, usá el teorema del seno: los lados son proporcionales a los senos de los ángulos opuestos. Si conocés dos lados y el ángulo comprendido, o los tres lados, el que sirve es el del coseno.\n\nEl teorema del coseno generaliza a Pitágoras: c² = a² + b² - 2ab · cos C. Cuando el ángulo C es recto, el coseno vale cero y volvés a la fórmula conocida.',
      },
      {
        title: 'Trigonometría también es física',
        content:
          'Descomponer una fuerza o una velocidad en componentes es trigonometría pura: si el ángulo se mide desde la horizontal, la componente horizontal es el módulo por el coseno y la vertical, el módulo por el seno. Por eso vale la pena dominar el tema aunque tu foco sea física.\n\nEn Ingresá podés hacer simuladores de matemática eligiendo trigonometría y, aparte, practicar mecánica en física para ver cómo se conectan.',
      },
      {
        title: 'Un plan corto para este tema',
        content:
          'Primera semana: razones, ángulos notables y resolución de triángulos rectángulos. Segunda: circunferencia, identidades y teoremas del seno y del coseno. Tercera: ecuaciones y un simulador solo de trigonometría en dificultad media.\n\nLa mini clase del tema te da la teoría en pocos minutos, y el tutor con IA está disponible a cualquier hora si una identidad no te sale.',
      },
    ],
  },
  {
    slug: 'funciones-utn',
    title: 'Funciones para el ingreso a la UTN | Ingresá',
    description:
      'Funciones para el ingreso a la UTN: dominio, imagen, lineal, cuadrática, exponencial y logarítmica, lectura de gráficos y ejercicios paso a paso.',
    keywords: [
      'funciones utn',
      'funciones ingreso utn',
      'función cuadrática',
      'función lineal',
      'ejercicios de funciones',
    ],
    heroTitle: 'Funciones: leé cualquier gráfico en el examen',
    heroSubtitle:
      'Lineales, cuadráticas, exponenciales y logarítmicas, con práctica para pasar de la fórmula al gráfico y del gráfico a la fórmula.',
    sections: [
      {
        title: 'Dominio, imagen y lectura de gráficos',
        content:
          'Antes de cualquier familia de funciones, asegurate de entender el dominio (los valores de x permitidos) y la imagen (los valores que toma y). Recordá las restricciones: no se divide por cero, la raíz cuadrada pide un radicando no negativo y el logaritmo, un argumento positivo.\n\nSaber leer un gráfico también suma puntos: raíces, ordenada al origen, intervalos de crecimiento y dónde la función es positiva o negativa.',
      },
      {
        title: 'Lineal y cuadrática, las más frecuentes',
        content:
          'En la función lineal y = mx + b, m es la pendiente y b la ordenada al origen. Con dos puntos calculás la pendiente como el cociente entre la diferencia de y y la diferencia de x, y de ahí armás la recta.\n\nEn la cuadrática y = ax² + bx + c, el signo de a te dice si la parábola abre hacia arriba o hacia abajo, el vértice está en x = -b/(2a) y las raíces salen con la fórmula resolvente. Practicá pasar de la forma polinómica a la canónica y a la factorizada.',
      },
      {
        title: 'Exponenciales y logaritmos',
        content:
          'La exponencial y = a · bˣ modela crecimientos y decaimientos, y el logaritmo es su inversa. Las propiedades clave: el logaritmo de un producto es la suma de los logaritmos, y el de una potencia baja el exponente multiplicando.\n\nEl error más común es aplicar una propiedad que no existe, como separar el logaritmo de una suma. Los ejercicios resueltos de Ingresá te muestran cada paso para que no caigas en eso.',
      },
      {
        title: 'Cómo practicar funciones',
        content:
          'Para cada función que estudies, graficala a mano a partir de la fórmula y después hacé el camino inverso: mirá un gráfico y deducí la fórmula. Ese ida y vuelta es lo que más se parece a lo que te van a pedir.\n\nEn un simulador de matemática podés elegir solo el tema funciones y ver al final cuántas resolviste bien. Si el tema aparece entre tus débiles en las estadísticas, volvé a la mini clase antes de seguir.',
      },
    ],
  },
  {
    slug: 'geometria-utn',
    title: 'Geometría para el ingreso a la UTN | Ingresá',
    description:
      'Geometría para el ingreso a la UTN: Pitágoras, áreas, perímetros, semejanza, circunferencia y volúmenes, con ejercicios resueltos y simuladores por tema.',
    keywords: [
      'geometría utn',
      'geometría ingreso utn',
      'teorema de pitágoras',
      'áreas y volúmenes',
      'ejercicios de geometría',
    ],
    heroTitle: 'Geometría para la UTN con la figura siempre a mano',
    heroSubtitle:
      'Pitágoras, semejanza, áreas y volúmenes explicados paso a paso, para que transformes cada dibujo en una ecuación.',
    sections: [
      {
        title: 'El dibujo manda',
        content:
          'En geometría, el primer paso siempre es la figura. Dibujala aunque la consigna no la traiga, marcá los datos y lo que buscás, y señalá ángulos rectos, lados iguales o paralelas. Muchas veces la relación que necesitás aparece recién en el dibujo.\n\nCuando la figura es compleja, dividila en piezas conocidas: triángulos, rectángulos, sectores circulares. Sumar o restar áreas simples es más seguro que buscar una fórmula rara.',
      },
      {
        title: 'Las herramientas que más se usan',
        content:
          'El teorema de Pitágoras (en un triángulo rectángulo, el cuadrado de la hipotenusa es igual a la suma de los cuadrados de los catetos), la semejanza de triángulos y el teorema de Thales para proporciones, y las fórmulas de área y perímetro de las figuras planas.\n\nEn la circunferencia, recordá que la longitud es 2πr y el área del círculo, πr². Para cuerpos, practicá los volúmenes del prisma, el cilindro, la pirámide, el cono y la esfera.',
      },
      {
        title: 'Semejanza: la herramienta más subestimada',
        content:
          'Dos triángulos son semejantes si tienen sus ángulos iguales, y entonces sus lados son proporcionales. Esa idea resuelve alturas de edificios a partir de sombras, segmentos dentro de figuras y muchos problemas que a primera vista parecen difíciles.\n\nOjo con las áreas y los volúmenes: si los lados están en razón k, las áreas están en razón k² y los volúmenes, en razón k³. Es un detalle que suele esconderse detrás de una opción trampa.',
      },
      {
        title: 'Errores frecuentes',
        content:
          'Mezclar unidades es el clásico: si el lado está en centímetros y la respuesta se pide en metros cuadrados, tenés que dividir por 10.000, no por 100. Otro error es usar el diámetro donde va el radio.\n\nTambién pasa que se aplica Pitágoras en triángulos que no son rectángulos. Si no hay ángulo recto, pensá en trigonometría o en semejanza. En Ingresá cada ejercicio resuelto te muestra qué herramienta elegir y por qué.',
      },
      {
        title: 'Practicá geometría en Ingresá',
        content:
          'Mirá la mini clase de geometría, resolvé los ejercicios del tema y después armá un simulador de matemática eligiendo geometría y trigonometría juntas, porque suelen combinarse en un mismo problema.\n\nSi querés estudiar en papel, el cuadernillo de matemática en PDF te deja resolver lejos de la pantalla, con lápiz, regla y tiempo para dibujar cada figura.',
      },
    ],
  },
  {
    slug: 'cinematica-utn',
    title: 'Cinemática para el ingreso a la UTN: MRU y MRUV | Ingresá',
    description:
      'Cinemática para el ingreso a la UTN: MRU, MRUV, caída libre, tiro vertical y gráficos de posición y velocidad, con problemas resueltos paso a paso.',
    keywords: [
      'cinemática utn',
      'mru y mruv',
      'caída libre',
      'problemas de cinemática',
      'física ingreso utn',
    ],
    heroTitle: 'Cinemática clara: MRU, MRUV y caída libre',
    heroSubtitle:
      'Elegí la ecuación correcta, cuidá los signos y leé los gráficos de movimiento con práctica guiada para el ingreso a la UTN.',
    sections: [
      {
        title: 'MRU y MRUV en pocas líneas',
        content:
          'En el movimiento rectilíneo uniforme la velocidad es constante y la posición sigue x = x₀ + v · t. En el uniformemente variado aparece la aceleración: v = v₀ + a · t y x = x₀ + v₀ · t + a · t² / 2.\n\nCuando no conocés el tiempo, te sirve v² = v₀² + 2 · a · Δx. Con esas ecuaciones y un buen planteo resolvés la mayoría de los problemas de cinemática en una dimensión.',
      },
      {
        title: 'Caída libre y tiro vertical',
        content:
          'Son casos de MRUV con aceleración g, de aproximadamente 9,8 m/s², dirigida hacia abajo. Definí un sistema de referencia al principio y respetalo: si elegís positivo hacia arriba, la aceleración vale -9,8 m/s².\n\nEn el punto más alto de un tiro vertical la velocidad es cero, pero la aceleración no: sigue siendo g. Confundir eso es uno de los errores más repetidos.',
      },
      {
        title: 'Gráficos de movimiento',
        content:
          'En un gráfico posición-tiempo, la pendiente es la velocidad; en uno velocidad-tiempo, la pendiente es la aceleración y el área bajo la curva es el desplazamiento. Saber eso te permite responder preguntas sin hacer cuentas largas.\n\nPracticá pasar de un gráfico al otro: una recta inclinada en x-t corresponde a una recta horizontal en v-t. Es un tipo de pregunta que se presta mucho a la opción múltiple.',
      },
      {
        title: 'Encuentros entre dos móviles',
        content:
          'Cuando dos móviles se desplazan sobre la misma recta, escribí la ecuación de posición de cada uno con el mismo origen y el mismo sentido positivo. Se encuentran cuando sus posiciones son iguales: igualá las dos ecuaciones y despejá el tiempo.\n\nCon ese tiempo calculás dónde ocurre el encuentro, reemplazando en cualquiera de las dos. Si un móvil sale más tarde, tené en cuenta ese retraso en su ecuación. Es el tipo de problema donde un dibujo previo te ahorra más errores.',
      },
      {
        title: 'Cómo practicar cinemática con Ingresá',
        content:
          'La cinemática forma parte de mecánica en el temario de física. Empezá por la mini clase, seguí con los ejercicios resueltos y revisá cada paso con atención a los signos y las unidades: pasar de km/h a m/s dividiendo por 3,6 evita muchos errores.\n\nDespués armá un simulador de física eligiendo mecánica, en dificultad fácil, y subí a media cuando aciertes la mayoría.',
      },
    ],
  },
  {
    slug: 'estequiometria-utn',
    title: 'Estequiometría para el ingreso a la UTN | Ingresá',
    description:
      'Estequiometría para el ingreso a la UTN: mol, masa molar, balanceo, reactivo limitante, pureza y rendimiento, con un método paso a paso y ejercicios.',
    keywords: [
      'estequiometría utn',
      'reactivo limitante',
      'ejercicios de estequiometría',
      'química ingreso utn',
      'cálculos con moles',
    ],
    heroTitle: 'Estequiometría con método, no con suerte',
    heroSubtitle:
      'Un procedimiento en cinco pasos para resolver cualquier cálculo estequiométrico del ingreso, con ejercicios explicados.',
    sections: [
      {
        title: 'Un método en cinco pasos',
        content:
          'Uno: escribí y balanceá la ecuación química. Dos: pasá los datos a moles con la masa molar o el volumen molar, según corresponda. Tres: usá los coeficientes de la ecuación como relación entre moles. Cuatro: pasá el resultado a la unidad que pide la consigna. Cinco: revisá que el orden de magnitud tenga sentido.\n\nSi seguís siempre ese orden, la mayoría de los problemas se vuelven el mismo problema con datos distintos.',
      },
      {
        title: 'Reactivo limitante, pureza y rendimiento',
        content:
          'Cuando te dan cantidades de dos reactivos, calculá cuántos moles de producto daría cada uno: el que da menos es el limitante y define cuánto se forma. El otro queda en exceso.\n\nSi el reactivo no es puro, multiplicá primero por la pureza para usar solo la parte que reacciona. Si la reacción no rinde el 100%, aplicá el rendimiento al final, sobre el producto teórico. Confundir el orden de esos dos pasos es un error muy frecuente.',
      },
      {
        title: 'Un ejemplo para fijar la idea',
        content:
          'En la reacción 2 H₂ + O₂ → 2 H₂O, ¿cuántos gramos de agua se forman con 4 g de hidrógeno y oxígeno en exceso? La masa molar del H₂ es 2 g/mol, así que 4 g son 2 mol. Según la ecuación, 2 mol de H₂ dan 2 mol de H₂O.\n\nComo la masa molar del agua es 18 g/mol, se forman 36 g. Al estar el oxígeno en exceso, el hidrógeno es el limitante y no hace falta comparar reactivos.',
      },
      {
        title: 'Dónde se suele fallar',
        content:
          'Usar los coeficientes con gramos en vez de moles, olvidar balancear o calcular mal la masa molar por no multiplicar por los subíndices. También pasa que se toma la masa de un átomo cuando la sustancia es diatómica, como el O₂ o el H₂.\n\nEn Ingresá los ejercicios de estequiometría están explicados paso a paso hasta el resultado, así ves el circuito completo y detectás en qué conversión te perdiste.',
      },
      {
        title: 'Cómo entrenarla',
        content:
          'La estequiometría necesita repetición. Hacé dos o tres ejercicios por día durante una semana y después armá un simulador de química eligiendo estequiometría y soluciones, que comparten el mismo razonamiento con moles.\n\nSi una consigna te confunde, el tutor con IA te ayuda a plantear la relación entre moles sin darte el número final. Entenderlo por tu cuenta es lo que te sirve en el examen.',
      },
    ],
  },
  {
    slug: 'preparacion-ingreso-utn',
    title: 'Preparación para el ingreso UTN: plan de estudio | Ingresá',
    description:
      'Armá tu preparación para el ingreso a la UTN con un plan semanal: diagnóstico, estudio por temas, repaso y simuladores cronometrados para medir tu avance.',
    keywords: [
      'preparación ingreso utn',
      'cómo prepararse para la utn',
      'plan de estudio ingreso utn',
      'estudiar para la utn',
      'preparar ingreso utn',
    ],
    heroTitle: 'Un plan de preparación que se adapta a vos',
    heroSubtitle:
      'Diagnosticá, estudiá lo que te falta y entrená bajo reloj: un método semana a semana para llegar con confianza al ingreso.',
    sections: [
      {
        title: 'Empezá por saber dónde estás',
        content:
          'La preparación más eficiente arranca con un diagnóstico. Hacé en Ingresá un simulador de 10 preguntas por materia, en dificultad media y sin elegir temas, para que entre el temario completo. El resultado por tema te muestra desde dónde partís.\n\nNo te preocupes si la primera nota es baja: ese número es el punto de partida que después vas a comparar en las estadísticas.',
      },
      {
        title: 'La semana tipo',
        content:
          'Cuatro días de estudio por temas: una mini clase y una tanda de ejercicios resueltos, priorizando lo que salió flojo en el diagnóstico. Un día de repaso, volviendo sobre los errores de la semana. Un día de simulador, con más preguntas y tiempo que el anterior. Y un día libre para descansar.\n\nAjustá las horas a tu vida: con una hora diaria bien usada se avanza mucho más que con maratones esporádicas.',
      },
      {
        title: 'Cómo saber si vas bien',
        content:
          'Mirá las estadísticas por materia y por tema cada semana. Si un tema débil mejora, pasalo a repaso y dale su lugar a otro. Si se estanca, volvé a la mini clase y consultá al tutor con IA qué parte del razonamiento te falla.\n\nEl ranking nacional te ubica en un percentil frente a otros estudiantes que se preparan. Sirve como termómetro, no como presión: lo importante es tu propia curva.',
      },
      {
        title: 'Tres hábitos que marcan la diferencia',
        content:
          'Estudiar siempre a la misma hora, aunque sea poco, porque la regularidad vale más que los atracones. Resolver antes de mirar la solución, porque equivocarse y corregir es como se aprende de verdad. Y llevar un cuaderno de errores, porque los mismos errores tienden a repetirse.\n\nNinguno de los tres requiere talento: requieren decisión. Si los sostenés durante toda la preparación, los resultados llegan.',
      },
      {
        title: 'La recta final',
        content: `En las últimas semanas antes de tu fecha, cambiá la proporción: más simuladores largos, en dificultad difícil y con el tiempo ajustado, y menos temas nuevos. Confirmá la fecha y las condiciones de tu examen en el calendario oficial de tu facultad regional.\n\nCon el Plan Premium anual tenés un año entero de preparación por ${annualPrice}; si te queda poco tiempo, el Plan Semanal cuesta ${weeklyPrice} por semana.`,
      },
    ],
  },
  {
    slug: 'preparacion-matematica-utn',
    title: 'Preparación de matemática para la UTN | Ingresá',
    description:
      'Cómo preparar matemática para el ingreso a la UTN: en qué orden estudiar los temas, cuánto practicar por día y cómo usar simuladores para medir tu nivel.',
    keywords: [
      'preparación matemática utn',
      'estudiar matemática ingreso',
      'matemática para ingeniería',
      'repaso matemática utn',
      'curso matemática utn',
    ],
    heroTitle: 'Prepará matemática con un orden que funciona',
    heroSubtitle:
      'Qué estudiar primero, cómo repartir la semana y cómo saber cuándo estás listo para pasar de tema.',
    sections: [
      {
        title: 'El orden recomendado',
        content:
          'Empezá por álgebra básica y ecuaciones, porque son la base de lo demás. Seguí con funciones, que usan esos despejes a cada rato. Después trigonometría y geometría, que se apoyan mutuamente, y cerrá con estadística, que suele ser el tema más corto.\n\nSaltar directamente a funciones sin manejar ecuaciones es como construir sin cimientos: se puede, pero se cae al primer ejercicio difícil.',
      },
      {
        title: 'Una rutina diaria de 60 minutos',
        content:
          'Diez minutos para repasar el error del día anterior. Veinte minutos para la mini clase o la teoría del tema nuevo. Treinta minutos para resolver ejercicios sin mirar la solución, y recién al final compararlos con la explicación paso a paso.\n\nSi tenés más tiempo, sumá un bloque de ejercicios del tema anterior para que no se te olvide. La matemática se sostiene con continuidad más que con intensidad.',
      },
      {
        title: 'Cuándo pasar al tema siguiente',
        content:
          'Una regla práctica: cuando resolvés bien la mayoría de un simulador de 10 preguntas del tema, en dificultad media, podés avanzar. Si fallás por errores de cuenta, no hace falta volver a la teoría: practicá más despacio y revisá cada paso.\n\nLas estadísticas de Ingresá te muestran la evolución por tema, así la decisión de avanzar no depende de una sensación sino de datos.',
      },
      {
        title: 'Dos formas de usar los simuladores',
        content:
          'En modo tema: 10 preguntas de un solo tema y 30 minutos, para confirmar que lo dominás antes de avanzar. En modo examen: 25 o 30 preguntas del temario completo de matemática, con 60 o 90 minutos, para acostumbrarte a saltar de un tema a otro.\n\nDespués de cada simulador, revisá las preguntas incorrectas antes de mirar la nota. La nota te dice cuánto sabés; la revisión te dice qué hacer mañana.',
      },
      {
        title: 'Recursos para no estudiar solo',
        content:
          'El temario de matemática te deja ver los temas juntos y elegir por dónde seguir. El cuadernillo en PDF sirve para resolver en papel, y el tutor con IA responde a cualquier hora cuando un ejercicio te frena.\n\nEsos recursos están incluidos en cualquiera de los dos planes, el anual y el semanal, y podés cancelar cuando quieras.',
      },
    ],
  },
  {
    slug: 'preparacion-fisica-utn',
    title: 'Preparación de física para el ingreso UTN | Ingresá',
    description:
      'Prepará física para el ingreso a la UTN con un orden claro: matemática previa, mecánica primero y después el resto, con problemas resueltos y simuladores.',
    keywords: [
      'preparación física utn',
      'estudiar física ingreso',
      'física para ingeniería',
      'repaso física utn',
      'problemas física ingreso',
    ],
    heroTitle: 'Preparación de física: de la base al problema difícil',
    heroSubtitle:
      'Qué matemática necesitás antes, en qué orden encarar los temas y cómo practicar para resolver con seguridad.',
    sections: [
      {
        title: 'La matemática que física da por sabida',
        content:
          'Muchos problemas de física no fallan por la física sino por la matemática: despejar una variable, resolver una ecuación cuadrática o descomponer un vector con seno y coseno. Si esas herramientas no están firmes, dedicales unos días antes de arrancar.\n\nEn Ingresá podés repasar álgebra básica, ecuaciones y trigonometría en matemática y volver a física con el camino despejado.',
      },
      {
        title: 'Un orden posible para los seis temas',
        content:
          'Mecánica primero: cinemática, dinámica con las leyes de Newton y energía. Es el tema más amplio y el que más conceptos presta a los demás. Después electricidad, que tiene su propio lenguaje de carga, corriente y resistencia.\n\nTermodinámica, ondas y óptica pueden ir en el orden que prefieras. Física moderna conviene dejarla para el final, porque se apoya en ideas de ondas y energía.',
      },
      {
        title: 'Cómo encarar cada sesión',
        content:
          'Leé la mini clase y anotá con tus palabras la idea central del tema. Resolvé dos o tres ejercicios sencillos siguiendo la explicación paso a paso y después intentá otros sin ayuda. Al terminar, escribí qué ecuación usaste y por qué.\n\nEse último paso parece menor, pero es el que te entrena para elegir la ecuación correcta en el examen, que es donde más se duda.',
      },
      {
        title: 'Errores de planteo más comunes',
        content:
          'Olvidar una fuerza en el diagrama, como el rozamiento o la normal. Usar la masa donde va el peso, o al revés. Mezclar unidades, por ejemplo gramos con newtons. Tomar una aceleración con el signo cambiado respecto del sistema de referencia elegido.\n\nAntes de dar por terminado un ejercicio, hacé un control de sentido común: ¿la velocidad es razonable?, ¿el tiempo es positivo?, ¿las unidades del resultado son las que corresponden?',
      },
      {
        title: 'Medí y ajustá',
        content:
          'Cada semana, un simulador de física con los temas que ya estudiaste. Las estadísticas te muestran los temas débiles y la evolución, y el ranking nacional te da una referencia frente a otros aspirantes.\n\nSi un concepto no te entra, pedile al tutor con IA que te lo explique con un ejemplo cotidiano. Está disponible a cualquier hora, también la noche antes de un simulador.',
      },
    ],
  },
  {
    slug: 'preparacion-quimica-utn',
    title: 'Preparación de química para el ingreso UTN | Ingresá',
    description:
      'Cómo preparar química para el ingreso a la UTN: qué memorizar, qué entender, en qué orden estudiar y cómo practicar con ejercicios y simuladores.',
    keywords: [
      'preparación química utn',
      'estudiar química ingreso',
      'repaso química utn',
      'química para ingeniería',
      'ejercicios química ingreso',
    ],
    heroTitle: 'Prepará química entendiendo, no memorizando',
    heroSubtitle:
      'Separá lo que hay que saber de memoria de lo que hay que razonar, y practicá con un orden que hace todo más fácil.',
    sections: [
      {
        title: 'Qué memorizar y qué entender',
        content:
          'Hay pocas cosas que conviene tener de memoria: los símbolos de los elementos más comunes, algunos estados de oxidación habituales y las reglas básicas de nomenclatura. El resto se razona.\n\nLa estequiometría, las soluciones y el pH no se aprenden repitiendo: se aprenden entendiendo qué representa cada magnitud. Si te descubrís memorizando pasos sin saber por qué, frená y volvé a la mini clase.',
      },
      {
        title: 'La tabla periódica como aliada',
        content:
          'No hace falta memorizar la tabla: hace falta saber leerla. En los elementos representativos, el grupo te da los electrones de valencia; el período indica cuántos niveles de energía ocupa el átomo, y la posición te da pistas sobre si es metal o no metal.\n\nTambién trae la masa atómica de cada elemento, que es el punto de partida de cualquier cálculo de masa molar. Tenerla a mano mientras practicás te ahorra tiempo y errores.',
      },
      {
        title: 'El orden que recomendamos',
        content:
          'Estructura atómica y tabla periódica primero, porque explican por qué los elementos se combinan como lo hacen. Luego estequiometría, que es la herramienta de cálculo. Después soluciones, que agrega la concentración, y ácidos y bases, que usa la concentración para hablar de pH.\n\nElectroquímica y termodinámica química cierran el recorrido, porque integran lo anterior con electrones y energía.',
      },
      {
        title: 'Cómo practicar química',
        content:
          'Química se aprende con lápiz: escribí siempre las unidades y arrastralas en cada cuenta hasta el resultado. Así detectás enseguida si multiplicaste donde había que dividir.\n\nEn Ingresá cada ejercicio está explicado paso a paso, y el cuadernillo de química en PDF te deja resolver en papel. Si algo no cierra, el tutor con IA te pregunta qué hiciste y te ayuda a encontrar el error.',
      },
      {
        title: 'Tu progreso, a la vista',
        content:
          'Después de cada tema, armá un simulador de química de 10 o 15 preguntas eligiendo ese tema y el anterior, para no perder lo ya estudiado. Al final ves el resultado por tema, y en las estadísticas aparece tu evolución en el tiempo.\n\nCuando los seis temas estén estables, pasá a simuladores más largos y en dificultad difícil, y alternalos con los de matemática y física.',
      },
    ],
  },
  {
    slug: 'preparacion-examen-utn',
    title: 'Preparación para el examen UTN: la recta final | Ingresá',
    description:
      'Las últimas semanas antes del examen de ingreso a la UTN: simulacros completos, repaso de errores, manejo del tiempo y qué hacer el día anterior.',
    keywords: [
      'preparación examen utn',
      'simulacro examen utn',
      'repaso final utn',
      'examen ingreso utn',
      'última semana ingreso',
    ],
    heroTitle: 'La recta final antes del examen de la UTN',
    heroSubtitle:
      'Cómo usar las últimas semanas: simulacros completos, repaso de tus errores y una estrategia clara para el día de la prueba.',
    sections: [
      {
        title: 'Armá un simulacro completo',
        content:
          'Si el examen que vas a rendir sigue el formato de 60 preguntas en 3 horas que se suele mencionar, podés ensayarlo en Ingresá encadenando dos simuladores de 30 preguntas con 90 minutos cada uno, por ejemplo uno de matemática y otro de física o química, según lo que evalúe tu carrera.\n\nHacelo a la misma hora en que vas a rendir, sin celular y con un descanso corto en el medio. Entrenar la concentración también es prepararte.',
      },
      {
        title: 'Repasá tus errores, no todo el temario',
        content:
          'En la recta final no conviene abrir temas nuevos. Volvé a los ejercicios que fallaste en los simuladores y a los temas que las estadísticas marcan como débiles: ahí está la mayor cantidad de puntos por recuperar.\n\nUn cuaderno de errores, con la consigna, tu resolución equivocada y la correcta, es el mejor material de repaso de las últimas semanas.',
      },
      {
        title: 'La semana anterior',
        content:
          'Bajá la intensidad, no la frecuencia. Seguí estudiando cada día, pero con sesiones más cortas: repaso del cuaderno de errores, un par de ejercicios de cada materia y un simulador corto para mantener el ritmo.\n\nEvitá la tentación de estudiar toda la noche anterior. Dormir bien consolida lo aprendido y te deja la cabeza despejada para leer con atención cada consigna.',
      },
      {
        title: 'Estrategia para el día de la prueba',
        content:
          'Hacé una primera pasada por las preguntas que sabés resolver rápido, marcá las dudosas y volvé a ellas con el tiempo restante. Controlá el reloj cada diez preguntas para no quedarte sin margen.\n\nEl día anterior, repaso liviano y a dormir temprano. Confirmá la sede, el horario y la documentación que te piden en la información oficial de tu facultad regional.',
      },
      {
        title: 'Cuando aparecen los nervios',
        content: `Los nervios bajan cuando el formato ya es conocido. Por eso los simuladores en dificultad difícil y con el tiempo justo son tan útiles: el examen real se siente más liviano que tu entrenamiento.\n\nSi te queda una duda puntual a último momento, el tutor con IA responde a cualquier hora. Y si solo necesitás estas semanas, el Plan Semanal a ${weeklyPrice} por semana te da acceso completo y lo cancelás cuando quieras.`,
      },
    ],
  },
  {
    slug: 'preparacion-online-utn',
    title: 'Preparación online para el ingreso a la UTN | Ingresá',
    description:
      'Preparate online para el ingreso a la UTN desde tu casa y a tu ritmo: ejercicios resueltos, mini clases, simuladores y un tutor con IA a cualquier hora.',
    keywords: [
      'preparación online utn',
      'curso online ingreso utn',
      'ingreso utn virtual',
      'estudiar online para la utn',
      'preparación a distancia utn',
    ],
    heroTitle: 'Preparate online, cuando y donde puedas',
    heroSubtitle:
      'Sin horarios fijos ni viajes: el material del ingreso en tu compu o tu celular, con ayuda cada vez que la necesites.',
    sections: [
      {
        title: 'Qué ganás estudiando online',
        content:
          'Estudiar online te deja ajustar la preparación a tu vida y no al revés. Podés hacer una mini clase en el colectivo, un simulador a la noche o repasar un tema el domingo a la mañana, sin depender de un horario de cursada.\n\nTambién te da algo que una clase presencial no siempre tiene: datos. Cada simulador queda registrado, y las estadísticas te dicen con precisión qué tema necesita más trabajo y cómo venís evolucionando.',
      },
      {
        title: 'Cómo funciona Ingresá',
        content:
          'Entrás con tu e-mail y un código de 6 dígitos que te llega al correo, sin contraseña. Adentro tenés el temario de matemática, física y química, más de 400 ejercicios y mini clases, simuladores ilimitados y cuadernillos en PDF para descargar.\n\nCuando un ejercicio te frena, el tutor con IA te guía paso a paso a cualquier hora. No te tira la respuesta de una: te ayuda a pensar el próximo paso, como lo haría un buen profesor particular.',
      },
      {
        title: 'La disciplina, tu mejor aliada',
        content:
          'La libertad de estudiar online tiene un costo: nadie te obliga a sentarte. Definí días y horarios fijos en tu semana y tratalos como una clase más. Una hora diaria sostenida rinde más que cinco horas un sábado.\n\nUsá los simuladores como compromiso: agendá uno por semana y anotá el resultado. Ver la curva en las estadísticas es una gran motivación para no cortar la racha.',
      },
      {
        title: 'Armá tu espacio de estudio',
        content:
          'Aunque estudies desde el celular, buscá un lugar tranquilo, con lápiz y papel a mano: la matemática y la física se resuelven escribiendo. Silenciá las notificaciones mientras hacés un simulador, igual que harías en un examen.\n\nSi compartís la compu con tu familia, no pasa nada: como entrás con un código que te llega por e-mail, podés retomar desde cualquier dispositivo donde te quedaste.',
      },
      {
        title: 'Planes y pago',
        content: `Tenés dos opciones: el Plan Premium, anual, a ${annualPrice} por año (${perMonth} por mes), que es el más conveniente, o el Plan Semanal a ${weeklyPrice} por semana. Pagás con Mercado Pago y podés cancelar cuando quieras.\n\nMás de 700 estudiantes ya se prepararon con Ingresá desde sus casas. Lo único que necesitás es conexión y ganas de empezar.`,
      },
    ],
  },
  {
    slug: 'preparacion-intensiva-utn',
    title: 'Preparación intensiva para el ingreso UTN | Ingresá',
    description:
      '¿Te queda poco tiempo para el ingreso a la UTN? Un plan intensivo: diagnóstico, prioridades, práctica diaria y simuladores para sumar puntos rápido.',
    keywords: [
      'preparación intensiva utn',
      'curso intensivo ingreso utn',
      'ingreso utn poco tiempo',
      'repaso intensivo utn',
      'estudiar rápido para la utn',
    ],
    heroTitle: 'Poco tiempo, mucho foco: preparación intensiva',
    heroSubtitle:
      'Cuando las semanas se acortan, lo que importa es elegir bien qué estudiar. Te ayudamos a priorizar y a practicar donde más rinde.',
    sections: [
      {
        title: 'Primero, priorizar',
        content:
          'Con poco tiempo no se puede estudiar cada tema con la misma profundidad, y tampoco hace falta. Hacé un simulador diagnóstico por materia, mirá el resultado por tema y ordená los temas en tres grupos: los que ya sabés, los que casi sabés y los que te faltan por completo.\n\nEl grupo del medio es tu prioridad: son los temas donde con pocas horas ganás más puntos. Los que ya sabés, solo mantenelos con algún ejercicio suelto.',
      },
      {
        title: 'Un día intensivo bien armado',
        content:
          'Bloques de 50 minutos con 10 de descanso. Por la mañana, teoría y ejercicios de un tema prioritario; por la tarde, otro tema de otra materia para no saturarte; a la noche, un simulador corto de 10 preguntas sobre lo que estudiaste en el día.\n\nAntes de dormir, diez minutos de repaso de los errores. Es poco tiempo, pero fija lo aprendido mucho mejor que seguir sumando temas.',
      },
      {
        title: 'Qué dejar de lado',
        content:
          'Cuando el tiempo aprieta, dejá para el final los temas que te resultan completamente nuevos y extensos. Es preferible asegurar bien los que atraviesan muchos ejercicios, como álgebra, ecuaciones, funciones, mecánica y estequiometría, que ver cada tema por arriba.\n\nTampoco pierdas horas haciendo resúmenes prolijos: en una preparación intensiva, resolver ejercicios y corregirlos con la explicación paso a paso es lo que más rinde.',
      },
      {
        title: 'Cuidá la energía',
        content:
          'Un plan intensivo no sirve si a la segunda semana estás agotado. Dormí bien, comé a horario y tomate al menos medio día libre por semana: el cansancio se nota en los errores de cuenta, y esos son puntos que se pierden gratis.\n\nSi notás que los resultados de los simuladores bajan en lugar de subir, no es falta de esfuerzo: suele ser cansancio. Bajá un cambio un día y volvé con la cabeza fresca.',
      },
      {
        title: 'El plan que acompaña un sprint',
        content: `El Plan Semanal, a ${weeklyPrice} por semana, es ideal para un tramo corto: te da acceso completo a simuladores ilimitados, ejercicios, mini clases, cuadernillos y al tutor con IA, y lo cancelás cuando termines.\n\nSi preferís tener el año cubierto, por ejemplo por si te toca volver a rendir, el Plan Premium anual a ${annualPrice} sale mucho más conveniente.`,
      },
    ],
  },
  {
    slug: 'preparacion-verano-utn',
    title: 'Preparación de verano para el ingreso a la UTN | Ingresá',
    description:
      'Aprovechá el verano para preparar el ingreso a la UTN sin perder las vacaciones: rutina liviana, metas semanales y práctica desde cualquier lugar.',
    keywords: [
      'preparación verano utn',
      'ingreso utn verano',
      'estudiar en vacaciones',
      'curso de verano ingreso utn',
      'repaso de verano utn',
    ],
    heroTitle: 'Un verano que te deja listo para la UTN',
    heroSubtitle:
      'Estudiá un rato cada día, disfrutá el resto y llegá al ingreso con la base repasada y el ritmo de estudio armado.',
    sections: [
      {
        title: 'Vacaciones y estudio pueden convivir',
        content:
          'El verano tiene una ventaja enorme: no hay clases ni pruebas del colegio compitiendo por tu tiempo. Con una o dos horas a la mañana, cuando hace menos calor y la cabeza está fresca, podés avanzar muchísimo y tener el resto del día libre.\n\nLa clave es la regularidad. Cinco mañanas por semana durante el verano suman más horas de las que parece, y sin sacrificar las vacaciones.',
      },
      {
        title: 'Metas semanales en vez de maratones',
        content:
          'Poné una meta concreta por semana: terminar funciones, dominar MRU y MRUV, resolver diez ejercicios de estequiometría. Al final de la semana, un simulador corto del tema para confirmar que lo lograste.\n\nSi viajás, llevate el cuadernillo en PDF o estudiá desde el celular. Ingresá se usa desde el navegador, y entrás con tu e-mail y un código de 6 dígitos, sin contraseñas.',
      },
      {
        title: 'Una mañana tipo de verano',
        content:
          'Media hora de teoría con una mini clase, una hora de ejercicios del mismo tema y quince minutos para anotar los errores del día. Si te queda energía, un simulador corto de 10 preguntas cierra la sesión.\n\nA la tarde, playa, pileta, amigos o lo que tengas ganas. Separar bien el rato de estudio del rato libre hace que disfrutes los dos y que no sientas que el verano se te fue entre apuntes.',
      },
      {
        title: 'Cuidado con el efecto olvido',
        content:
          'Si estudiaste un tema al principio del verano y no lo volvés a tocar hasta el final, es probable que se haya borrado bastante. Intercalá repasos: cada dos semanas, un simulador que mezcle los temas ya vistos de la misma materia.\n\nLas estadísticas de Ingresá te muestran si un tema que tenías bien empieza a bajar, así lo retomás a tiempo y no te enterás recién en el examen.',
      },
      {
        title: 'Antes de que termine el verano',
        content:
          'Reservá las últimas semanas del verano para simuladores más largos y en dificultad difícil. Es el paso entre estudiar tranquilo y rendir bajo reloj.\n\nLas fechas de inscripción y de examen las fija cada facultad regional, así que revisá su calendario oficial con tiempo para no llevarte sorpresas. Y si te surge una duda un domingo a la noche, el tutor con IA te responde igual: está disponible a cualquier hora.',
      },
    ],
  },
  {
    slug: 'ingreso-ingenieria-utn',
    title: 'Ingreso a Ingeniería en la UTN: cómo prepararte | Ingresá',
    description:
      'Si querés estudiar ingeniería en la UTN, prepará el ingreso con la matemática, física y química que vas a usar en la carrera, con práctica guiada.',
    keywords: [
      'ingreso ingeniería utn',
      'ingeniería utn',
      'estudiar ingeniería en la utn',
      'ingreso a ingeniería',
      'preparación ingeniería utn',
    ],
    heroTitle: 'Ingeniería en la UTN: la preparación empieza antes',
    heroSubtitle:
      'La base que construís para el ingreso es la misma que vas a usar en los primeros años de la carrera.',
    sections: [
      {
        title: 'El ingreso como primer escalón de la carrera',
        content:
          'Elegir ingeniería es elegir una carrera donde la matemática y la física aparecen en cada materia. Lo que estudiás para el ingreso no se tira después: vuelve en las materias de matemática y física de los primeros años.\n\nPor eso vale la pena prepararte para entender y no solo para aprobar. Cuanto más sólida sea la base, más liviano se hace el primer año.',
      },
      {
        title: 'Si todavía no elegiste especialidad',
        content:
          'Muchos estudiantes llegan al ingreso sin haber decidido entre sistemas, civil, electrónica, mecánica u otra especialidad. No es un problema: la preparación en matemática, física y química sirve para cualquiera de ellas.\n\nQué especialidades se dictan y cuáles son sus condiciones depende de cada facultad regional. Consultá su oferta oficial y, mientras decidís, avanzá con la base común.',
      },
      {
        title: 'La base común de ingeniería',
        content:
          'En matemática: álgebra, ecuaciones, funciones y trigonometría, que aparecen una y otra vez. En física: mecánica como columna vertebral, y electricidad como segundo gran tema. En química: estructura atómica y estequiometría como punto de partida.\n\nEn Ingresá cada uno de esos temas tiene mini clases, ejercicios resueltos paso a paso y su lugar en el temario, así ves qué te falta de un vistazo.',
      },
      {
        title: 'Entrenar como un futuro ingeniero',
        content:
          'Un ingeniero mide antes de decidir. Hacé lo mismo con tu estudio: simuladores con resultado por tema, estadísticas con tus puntos débiles y tu evolución, y un ranking nacional que te ubica en un percentil.\n\nCon el tutor con IA podés preguntar por qué funciona cada procedimiento, a cualquier hora. Ese hábito de preguntar por qué es el que después hace la diferencia en la facultad.',
      },
      {
        title: 'Hábitos que te llevás a la carrera',
        content:
          'Prepararte para el ingreso también es practicar cómo se estudia en la universidad: organizar la semana, sostener horas de estudio sin que nadie te controle y aprender de tus errores en lugar de esconderlos.\n\nSi llegás al primer año con esos hábitos ya armados, vas a tener una ventaja que no figura en ningún programa, pero que se nota desde la primera cursada.',
      },
    ],
  },
  {
    slug: 'ingreso-sistemas-utn',
    title: 'Ingreso a Sistemas en la UTN: qué preparar | Ingresá',
    description:
      '¿Vas a estudiar Sistemas en la UTN? Aunque te guste programar, el ingreso pide una base de ciencias. Prepará álgebra y funciones con práctica guiada.',
    keywords: [
      'ingreso sistemas utn',
      'ingeniería en sistemas utn',
      'sistemas utn ingreso',
      'estudiar sistemas en la utn',
      'matemática para sistemas',
    ],
    heroTitle: 'Sistemas en la UTN: programar empieza por la matemática',
    heroSubtitle:
      'Si te gusta la computación, la matemática del ingreso es tu primer algoritmo: paso a paso, sin saltearte ninguno.',
    sections: [
      {
        title: 'Saber programar no alcanza para el ingreso',
        content:
          'Mucha gente llega a Sistemas con experiencia programando y se sorprende: el ingreso no evalúa código, sino la base de ciencias de la secundaria. Esa matemática es la que después sostiene materias de lógica, algoritmos y estructuras de datos.\n\nQué materias te toman según tu carrera lo define tu facultad regional, así que confirmalo en su información oficial. Lo que sí es seguro es que una matemática firme te va a servir desde el primer día.',
      },
      {
        title: 'La matemática que más se parece a programar',
        content:
          'Resolver una ecuación es ejecutar un algoritmo: cada paso transforma la expresión en otra equivalente, y un error en una línea arruina lo que sigue. Las funciones son, literalmente, entradas que producen salidas.\n\nSi pensás así, álgebra, ecuaciones y funciones se vuelven más naturales. Los ejercicios de Ingresá muestran cada paso hasta la respuesta final, como si depuraras tu propio razonamiento línea por línea.',
      },
      {
        title: 'Precisión, un hábito que ya tenés',
        content:
          'Si programás, ya sabés que un carácter fuera de lugar rompe un programa. En matemática pasa lo mismo con un signo: la precisión que aprendiste con el código te sirve para no perder puntos por descuidos.\n\nAprovechá también tu costumbre de probar: reemplazá el resultado en la ecuación original, como si corrieras un test. En opción múltiple, esa verificación rápida te salva de más de una respuesta trampa.',
      },
      {
        title: 'Cómo organizarte',
        content:
          'Arrancá con un simulador de matemática de 10 preguntas para ver desde dónde partís. Después trabajá los temas débiles con mini clases y ejercicios, y repetí el simulador cada semana para comparar.\n\nSi tu facultad regional también evalúa física o química para tu carrera, sumalas con la misma lógica: diagnóstico, práctica y medición. Es un ciclo que vas a reconocer de cualquier proyecto de software.',
      },
      {
        title: 'Datos para optimizar tu estudio',
        content:
          'Las estadísticas de Ingresá funcionan como un tablero de tu rendimiento: resultados por materia y por tema, temas débiles, evolución en el tiempo y tu percentil en el ranking nacional.\n\nY cuando un ejercicio no compila en tu cabeza, el tutor con IA te guía paso a paso a cualquier hora. Es como tener a alguien con quien resolver en pareja, pero de matemática.',
      },
    ],
  },
  {
    slug: 'ingreso-civil-utn',
    title: 'Ingreso a Ingeniería Civil UTN: geometría y fuerzas | Ingresá',
    description:
      'Preparate para el ingreso a Ingeniería Civil en la UTN: geometría, trigonometría y mecánica, la base de estructuras y obras, con ejercicios resueltos.',
    keywords: [
      'ingreso civil utn',
      'ingeniería civil utn',
      'estudiar ingeniería civil en la utn',
      'ingreso ingeniería civil',
      'preparación civil utn',
    ],
    heroTitle: 'Ingeniería Civil: construí primero tu base',
    heroSubtitle:
      'Geometría, trigonometría y fuerzas: los temas del ingreso que más se parecen a una obra, practicados a tu ritmo.',
    sections: [
      {
        title: 'Lo que te atrae de la civil ya está en el ingreso',
        content:
          'Puentes, edificios, rutas: detrás de cada obra hay fuerzas en equilibrio, ángulos y medidas. Aunque el ingreso no te pida calcular una viga, los temas que practicás son el primer escalón de esa forma de pensar.\n\nLas condiciones de ingreso, las materias que se evalúan y el calendario los define tu facultad regional. Revisalos en su información oficial y usá esos datos para armar tu plan.',
      },
      {
        title: 'Geometría y trigonometría, tus herramientas',
        content:
          'Calcular una pendiente, la altura de una estructura a partir de un ángulo o la superficie de un terreno irregular son problemas de geometría y trigonometría. Practicá Pitágoras, semejanza, razones trigonométricas y los teoremas del seno y del coseno.\n\nEn Ingresá tenés mini clases y ejercicios de esos temas, y podés armar simuladores de matemática eligiendo solo geometría y trigonometría.',
      },
      {
        title: 'Fuerzas y equilibrio en física',
        content:
          'En mecánica, las leyes de Newton y el equilibrio de fuerzas son lo más cercano a la ingeniería civil que vas a ver en el ingreso. Dibujá siempre el diagrama de cuerpo libre, descomponé las fuerzas en ejes y planteá que la suma en cada eje sea cero cuando el cuerpo está en equilibrio.\n\nSi un problema de planos inclinados o de cuerdas no te sale, el tutor con IA te ayuda a encontrar la fuerza que falta en tu diagrama.',
      },
      {
        title: 'Unidades: el detalle que en una obra cuesta caro',
        content:
          'En ingeniería civil un error de unidades puede arruinar un cálculo entero, y en el ingreso pasa lo mismo. Acostumbrate a convertir antes de operar: centímetros a metros, centímetros cuadrados a metros cuadrados, grados a radianes cuando corresponda.\n\nAnotá la unidad al lado de cada número en tus ejercicios. Es un hábito que los ejercicios resueltos de Ingresá repiten en cada paso y que te va a servir durante la carrera.',
      },
      {
        title: 'Un plan de obra para tu ingreso',
        content:
          'Como en una obra: primero los cimientos, después la estructura y al final las terminaciones. Los cimientos son álgebra y ecuaciones; la estructura, geometría, trigonometría y mecánica; las terminaciones, los simuladores en dificultad difícil.\n\nLas estadísticas te dicen qué parte de la obra necesita refuerzo, y el cuadernillo en PDF te deja estudiar en papel cuando quieras.',
      },
    ],
  },
  {
    slug: 'ingreso-electronica-utn',
    title: 'Ingreso a Electrónica en la UTN: circuitos y señales | Ingresá',
    description:
      'Prepará el ingreso a Electrónica en la UTN: electricidad, funciones, trigonometría y álgebra, la base de circuitos y señales, con práctica paso a paso.',
    keywords: [
      'ingreso electrónica utn',
      'ingeniería electrónica utn',
      'estudiar electrónica en la utn',
      'electricidad ingreso utn',
      'preparación electrónica utn',
    ],
    heroTitle: 'Electrónica en la UTN: de la ley de Ohm a las señales',
    heroSubtitle:
      'Los temas del ingreso que más se conectan con circuitos y señales, explicados y practicados para que llegues con ventaja.',
    sections: [
      {
        title: 'Por qué la base importa tanto en electrónica',
        content:
          'La electrónica combina física y matemática a cada paso: corrientes, tensiones, señales que varían con el tiempo. Llegar al ingreso con electricidad, funciones y trigonometría firmes te pone en una posición cómoda para lo que viene después.\n\nConsultá en tu facultad regional qué evalúa el ingreso para tu carrera y cuándo se rinde. Con esa información, armá un plan que priorice lo que te toca.',
      },
      {
        title: 'Electricidad: el tema a no descuidar',
        content:
          'En física, el tema electricidad trae los conceptos de carga, corriente, tensión y resistencia. La ley de Ohm, V = I · R, y las reglas de resistencias en serie (se suman) y en paralelo (se suman sus inversas) son el punto de partida de cualquier circuito.\n\nUn error habitual es sumar resistencias en paralelo como si estuvieran en serie. Acordate de que en paralelo la resistencia equivalente siempre es menor que la menor de ellas: es un buen control rápido.',
      },
      {
        title: 'Funciones y trigonometría para las señales',
        content:
          'Una señal alterna se describe con una función seno: amplitud, período y frecuencia son ideas que empiezan en trigonometría y funciones. El ingreso no es una materia de electrónica, pero entender cómo se comporta una función seno te prepara para lo que vas a ver después.\n\nPracticá gráficos de funciones, transformaciones y valores de seno y coseno con los ejercicios de matemática.',
      },
      {
        title: 'Medí tu avance como si fuera un instrumento',
        content:
          'En electrónica se mide cada magnitud, y tu preparación también merece medirse. Los simuladores de Ingresá te dan el resultado por tema; las estadísticas, tus temas débiles y tu evolución; el ranking nacional, tu percentil.\n\nCuando algo no cierra, el tutor con IA está disponible a cualquier hora para guiarte paso a paso, y los ejercicios resueltos te muestran el camino completo hasta el resultado.',
      },
    ],
  },
  {
    slug: 'ingreso-electrica-utn',
    title: 'Ingreso a Ingeniería Eléctrica en la UTN | Ingresá',
    description:
      '¿Querés estudiar Ingeniería Eléctrica en la UTN? Prepará electricidad, energía, álgebra y unidades para el ingreso con ejercicios y simuladores.',
    keywords: [
      'ingreso eléctrica utn',
      'ingeniería eléctrica utn',
      'estudiar eléctrica en la utn',
      'potencia y energía eléctrica',
      'preparación eléctrica utn',
    ],
    heroTitle: 'Eléctrica en la UTN: energía, potencia y buena base',
    heroSubtitle:
      'Entrená los temas de física y matemática que más se relacionan con la energía eléctrica, con explicaciones paso a paso.',
    sections: [
      {
        title: 'Eléctrica no es lo mismo que electrónica',
        content:
          'La ingeniería eléctrica se ocupa de generar, transportar y usar la energía eléctrica, mientras que la electrónica trabaja más con señales y dispositivos. Para el ingreso, sin embargo, la base es compartida: matemática y física de la secundaria bien entendidas.\n\nRevisá con tu facultad regional qué materias te evalúan y cuándo. Con eso claro, enfocá tu preparación en lo que realmente te toca.',
      },
      {
        title: 'Potencia, energía y unidades',
        content:
          'En electricidad, además de la ley de Ohm, vas a usar la potencia P = V · I y la energía como potencia por tiempo. Entender la diferencia entre vatio (W) y kilovatio hora (kWh) te ahorra más de un error en los problemas: el primero mide potencia; el segundo, energía.\n\nLa clave está en las unidades: pasá los datos al sistema internacional antes de calcular, y fijate si te piden la respuesta en W, kW o kWh.',
      },
      {
        title: 'Un ejemplo concreto',
        content:
          'Una estufa de 2000 W encendida durante 3 horas consume 2 kW · 3 h = 6 kWh. Si esa misma estufa funciona con 220 V, la corriente es I = P / V, unos 9,1 A. Son dos cuentas cortas, pero exigen tener claras las unidades y las fórmulas.\n\nEse tipo de razonamiento, pasar de potencia a energía o de potencia a corriente, es el que conviene practicar hasta que salga sin pensarlo.',
      },
      {
        title: 'El álgebra detrás de los circuitos',
        content:
          'Resolver un circuito es, casi siempre, resolver una ecuación o un sistema de ecuaciones. Si despejás con seguridad y manejás sistemas de dos incógnitas, los problemas de electricidad se vuelven mucho más accesibles.\n\nPor eso conviene alternar: un día física, al siguiente álgebra y ecuaciones en matemática. En Ingresá los dos temarios están a un clic y cada ejercicio viene explicado paso a paso.',
      },
      {
        title: 'Entrená con datos',
        content: `Armá simuladores de física eligiendo electricidad y, aparte, simuladores de matemática con ecuaciones. El resultado por tema te dice dónde concentrarte y las estadísticas muestran tu progreso con el tiempo.\n\nPodés empezar con el Plan Semanal a ${weeklyPrice} por semana o ir directo al Plan Premium anual a ${annualPrice}, el más conveniente. Pagás con Mercado Pago y cancelás cuando quieras.`,
      },
    ],
  },
  {
    slug: 'ingreso-mecanica-utn',
    title: 'Ingreso a Ingeniería Mecánica en la UTN | Ingresá',
    description:
      'Prepará el ingreso a Ingeniería Mecánica en la UTN: dinámica, energía, termodinámica y trigonometría, con problemas resueltos y simuladores por tema.',
    keywords: [
      'ingreso mecánica utn',
      'ingeniería mecánica utn',
      'estudiar ingeniería mecánica en la utn',
      'dinámica ingreso utn',
      'preparación mecánica utn',
    ],
    heroTitle: 'Ingeniería Mecánica: fuerzas, energía y movimiento',
    heroSubtitle:
      'Los temas del ingreso que más se parecen a una máquina en funcionamiento, practicados con orden y con ayuda a cualquier hora.',
    sections: [
      {
        title: 'La física como materia estrella',
        content:
          'Si te atrae la ingeniería mecánica, probablemente te guste entender cómo funcionan las cosas: motores, engranajes, máquinas. En el ingreso, esa curiosidad se traduce en física, sobre la base de mecánica y termodinámica.\n\nIgual no descuides matemática: sin álgebra y trigonometría no hay forma de resolver un problema de fuerzas. Confirmá con tu facultad regional qué se evalúa para tu carrera.',
      },
      {
        title: 'Dinámica y energía',
        content:
          'Las tres leyes de Newton son el corazón del tema: la segunda, F = m · a, te permite pasar de las fuerzas al movimiento. Practicá diagramas de cuerpo libre con rozamiento, planos inclinados y sistemas de cuerpos unidos por cuerdas.\n\nCuando el problema habla de alturas y velocidades, pensá en energía: si no hay rozamiento, la conservación de la energía mecánica suele resolver en dos líneas lo que con fuerzas llevaría una página.',
      },
      {
        title: 'Un error típico en dinámica',
        content:
          'Suponer que la normal siempre es igual al peso. Eso vale en una superficie horizontal sin otras fuerzas verticales, pero en un plano inclinado la normal es el peso por el coseno del ángulo, y si alguien empuja el cuerpo contra la superficie, la normal aumenta.\n\nOtro clásico es olvidar que el rozamiento depende de la normal. Si la normal está mal, el rozamiento también, y el resultado final se cae. El diagrama de cuerpo libre es tu mejor seguro.',
      },
      {
        title: 'Termodinámica, el otro pilar',
        content:
          'Calor, temperatura y trabajo son conceptos distintos que se confunden con facilidad. Tené claro que la temperatura se mide en grados o en kelvin, que el calor es energía en tránsito y que el primer principio relaciona calor, trabajo y energía interna.\n\nLas mini clases de termodinámica en Ingresá explican esas ideas con ejemplos, y los ejercicios resueltos te muestran cómo aplicarlas.',
      },
      {
        title: 'Tu taller de práctica',
        content:
          'Armá simuladores de física eligiendo mecánica y termodinámica, empezando en fácil y subiendo la dificultad. Revisá el resultado por tema y volvé a los ejercicios donde fallaste.\n\nLas estadísticas te marcan los temas débiles y tu evolución, y el tutor con IA te ayuda a plantear los problemas que se resisten, sin darte la respuesta servida.',
      },
    ],
  },
  {
    slug: 'ingreso-industrial-utn',
    title: 'Ingreso a Industrial en la UTN: una base sin huecos | Ingresá',
    description:
      'Preparate para el ingreso a Ingeniería Industrial en la UTN con una base amplia: funciones, estadística, física y química, y práctica con simuladores.',
    keywords: [
      'ingreso industrial utn',
      'ingeniería industrial utn',
      'estudiar ingeniería industrial en la utn',
      'estadística ingreso utn',
      'preparación industrial utn',
    ],
    heroTitle: 'Ingeniería Industrial: una base amplia para decidir bien',
    heroSubtitle:
      'Una carrera que combina ciencia, procesos y gestión pide un ingreso sin puntos flojos. Prepará las tres materias con orden.',
    sections: [
      {
        title: 'Un perfil que mira el proceso completo',
        content:
          'La ingeniería industrial se ocupa de que los procesos funcionen mejor: producción, calidad, costos, logística. Es una carrera amplia, y por eso conviene llegar al ingreso sin descuidar ninguna materia.\n\nLas condiciones concretas de ingreso, las materias y el calendario dependen de tu facultad regional; consultalos en su información oficial antes de armar tu plan de estudio.',
      },
      {
        title: 'Estadística y funciones, dos temas clave',
        content:
          'Estadística te entrena para leer datos: media, mediana, moda, dispersión e interpretación de gráficos. Funciones te entrena para modelar: cómo cambia una cantidad cuando cambia otra. Las dos ideas te van a acompañar a lo largo de la carrera.\n\nEn Ingresá ambos temas tienen mini clases y ejercicios resueltos, y podés armar simuladores de matemática eligiéndolos.',
      },
      {
        title: 'Un repaso de estadística básica',
        content:
          'La media es el promedio; la mediana, el valor del medio cuando ordenás los datos; la moda, el que más se repite. Si hay un dato muy extremo, la media se mueve mucho y la mediana casi nada: por eso, a veces, la mediana describe mejor un conjunto.\n\nPracticá también leer gráficos de barras y circulares con atención a la escala. Muchas preguntas se resuelven mirando bien el gráfico, sin hacer cuentas.',
      },
      {
        title: 'Física y química sin huecos',
        content:
          'En física, mecánica y termodinámica son las más relacionadas con los procesos productivos. En química, estequiometría y soluciones son la base de cualquier proceso que transforme materiales.\n\nNo hace falta que seas experto en cada tema: alcanza con una base pareja. Las estadísticas te muestran qué temas quedaron por debajo del resto para que los niveles antes del examen.',
      },
      {
        title: 'Gestioná tu preparación como un proyecto',
        content:
          'Definí un objetivo, medí y ajustá: es la lógica de la industrial aplicada a tu estudio. Planificá la semana, registrá tus resultados en los simuladores y revisá cada domingo qué tema necesita más horas.\n\nEl ranking nacional te muestra tu percentil frente a otros aspirantes, y el tutor con IA responde a cualquier hora cuando algo se traba.',
      },
    ],
  },
  {
    slug: 'ingreso-quimica-utn',
    title: 'Ingreso a Ingeniería Química UTN: química con lógica | Ingresá',
    description:
      'Prepará el ingreso a Ingeniería Química en la UTN: estequiometría, soluciones, termoquímica y la matemática que las sostiene, con ejercicios resueltos.',
    keywords: [
      'ingreso ingeniería química utn',
      'ingeniería química utn',
      'estudiar ingeniería química en la utn',
      'química ingreso utn',
      'preparación ingeniería química',
    ],
    heroTitle: 'Ingeniería Química en la UTN: química y matemática de la mano',
    heroSubtitle:
      'Si te apasionan las reacciones y los procesos, prepará el ingreso con la química y la matemática que vas a usar en la carrera.',
    sections: [
      {
        title: 'Química de verdad, no solo fórmulas',
        content:
          'Elegir Ingeniería Química significa que las reacciones, los materiales y los procesos te interesan. En el ingreso, esa pasión se pone a prueba con la química de la secundaria: estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termodinámica química.\n\nRevisá con tu facultad regional qué materias evalúa el ingreso para tu carrera y cuándo se rinde. Con eso claro, organizá tu preparación.',
      },
      {
        title: 'La matemática escondida en la química',
        content:
          'Proporciones, notación científica, logaritmos para el pH y despejes en cada fórmula: la química del ingreso tiene mucha matemática adentro. Si el logaritmo te genera dudas, el pH también te las va a generar.\n\nRepasá funciones exponenciales y logarítmicas y álgebra básica en el temario de matemática, y vas a ver cómo los problemas de química se vuelven más directos.',
      },
      {
        title: 'Concentraciones y energía de las reacciones',
        content:
          'En soluciones, practicá pasar de una forma de concentración a otra, por ejemplo de porcentaje en masa a molaridad usando la densidad de la solución. Es un cálculo largo, pero siempre tiene los mismos pasos.\n\nEn termodinámica química, entendé qué significa que una reacción libere energía (exotérmica) o la absorba (endotérmica). Los ejercicios de Ingresá explican cada paso, y el tutor con IA te ayuda si un cálculo no te da.',
      },
      {
        title: 'El pH sin misterio',
        content:
          'El pH es el opuesto del logaritmo de la concentración de iones hidrógeno. Si esa concentración es 0,001 mol/L, es decir 10⁻³, el pH vale 3. Cada unidad de pH representa un factor diez: una solución de pH 2 tiene diez veces más iones hidrógeno que una de pH 3.\n\nA 25 °C, un pH menor que 7 indica una solución ácida, igual a 7 una neutra y mayor que 7 una básica. Con esas dos ideas resolvés buena parte de los ejercicios del tema.',
      },
      {
        title: 'Un plan para futuros ingenieros químicos',
        content:
          'Alterná química y matemática en la semana, y sumá física si tu facultad regional la evalúa. Cada semana, un simulador de química con los temas ya vistos; cada dos, uno largo en dificultad difícil.\n\nEl cuadernillo de química en PDF te acompaña para estudiar en papel, y las estadísticas te muestran cuánto avanzaste y qué tema conviene retomar.',
      },
    ],
  },
  {
    slug: 'ingreso-tecnicaturas-utn',
    title: 'Ingreso a tecnicaturas en la UTN: cómo prepararte | Ingresá',
    description:
      '¿Te interesa una tecnicatura en la UTN? Consultá las condiciones de tu facultad regional y repasá la matemática, física y química que puedas necesitar.',
    keywords: [
      'ingreso tecnicaturas utn',
      'tecnicatura utn',
      'tecnicaturas universitarias utn',
      'estudiar una tecnicatura en la utn',
      'carreras cortas utn',
    ],
    heroTitle: 'Tecnicaturas en la UTN: prepará tu base con tiempo',
    heroSubtitle:
      'Una carrera más corta también pide una buena base. Repasá a tu ritmo lo que necesites para empezar tranquilo.',
    sections: [
      {
        title: 'Primero, averiguá las condiciones',
        content:
          'Las tecnicaturas suelen ser carreras más cortas y orientadas a una salida laboral concreta. Qué tecnicaturas se dictan, si tienen un ingreso propio y qué contenidos piden depende de cada facultad regional, así que lo primero es consultar su información oficial.\n\nCon esa respuesta vas a saber si tenés que rendir una evaluación, qué materias entran y con cuánto tiempo contás.',
      },
      {
        title: 'Una base que te sirve igual',
        content:
          'Aun si tu tecnicatura no tuviera un examen como el de ingeniería, repasar matemática antes de empezar te va a ahorrar dolores de cabeza en las primeras materias. Álgebra básica, ecuaciones y funciones son útiles en casi cualquier carrera técnica.\n\nSi tu tecnicatura es del área de química o de electricidad, por ejemplo, sumá los temas de esa materia que más se relacionen.',
      },
      {
        title: 'Practicá solo lo que necesitás',
        content:
          'En Ingresá elegís qué estudiar. Podés ir al temario de una materia, ver las mini clases de los temas que te interesan y resolver ejercicios con la explicación paso a paso, sin tener que recorrer el programa entero.\n\nLos simuladores también se adaptan: elegís materia, temas, cantidad de preguntas, tiempo y dificultad. Así medís lo justo y necesario para tu caso.',
      },
      {
        title: 'Volver a agarrar ritmo de estudio',
        content:
          'Si hace un tiempo que no estudiás, una tecnicatura es una gran forma de volver, y prepararte antes te ayuda a recuperar el ritmo. Empezá con sesiones cortas, resolvé pocos ejercicios pero completos, y anotá qué te costó.\n\nLas estadísticas de Ingresá te muestran cómo mejorás semana a semana, y el tutor con IA te acompaña a cualquier hora cuando algo no sale.',
      },
      {
        title: 'Sin compromisos largos',
        content: `Si solo necesitás un repaso puntual, el Plan Semanal a ${weeklyPrice} por semana te da acceso completo y lo cancelás cuando quieras. Si preferís tener el año cubierto, el Plan Premium anual a ${annualPrice} es el más conveniente.\n\nEntrás con tu e-mail y un código de 6 dígitos, sin contraseñas, y pagás con Mercado Pago.`,
      },
    ],
  },
  {
    slug: 'ingreso-2025-utn',
    title: `Ingreso UTN ${intakeYear}: organizá tu preparación | Ingresá`,
    description: `Prepará el ingreso a la UTN ${intakeYear} con tiempo: calculá las semanas hasta tu examen, armá un plan por materias y medí tu avance con simuladores.`,
    keywords: [
      `ingreso utn ${intakeYear}`,
      `utn ${intakeYear}`,
      `examen utn ${intakeYear}`,
      `preparación ingreso ${intakeYear}`,
      `ciclo de ingreso utn ${intakeYear}`,
    ],
    heroTitle: `Ingreso UTN ${intakeYear}: tu plan empieza hoy`,
    heroSubtitle: `Contá las semanas que tenés, repartí las materias y llegá al examen de ${intakeYear} con práctica real encima.`,
    sections: [
      {
        title: 'Lo primero: tu fecha',
        content: `Antes de armar cualquier plan, buscá en el calendario oficial de tu facultad regional las fechas de inscripción y de examen del ingreso ${intakeYear} para tu carrera. Cada facultad define las suyas, así que no te guíes por lo que le tocó a otra persona.\n\nCon la fecha en la mano, contá las semanas que te quedan. Ese número define cuánto tiempo podés darle a cada materia.`,
      },
      {
        title: 'Repartí las semanas',
        content:
          'Una distribución que funciona: la primera semana para el diagnóstico con simuladores cortos por materia; la mayor parte del tiempo para estudiar por temas, empezando por los más flojos; y las últimas dos o tres semanas para simuladores largos y repaso de errores.\n\nSi tenés muchas semanas, podés ir más despacio y profundizar. Si tenés pocas, priorizá los temas que atraviesan más ejercicios, como álgebra, funciones y mecánica.',
      },
      {
        title: `Checklist para el ingreso ${intakeYear}`,
        content:
          'Calendario de tu facultad regional revisado. Diagnóstico hecho en matemática, física y química. Plan semanal escrito con días y horarios. Un simulador por semana agendado. Cuaderno de errores empezado.\n\nSi tenés esas cinco cosas, ya estás adelante de mucha gente. El resto es constancia: más de 700 estudiantes ya recorrieron este camino con Ingresá.',
      },
      {
        title: 'Si empezás tarde',
        content: `Si recién ahora te ponés con el ingreso ${intakeYear} y tenés pocas semanas por delante, no entres en pánico. Hacé el diagnóstico igual, pero elegí dos o tres temas por materia para reforzar y dejá el resto para cuando haya margen.\n\nLos simuladores cortos, de 10 o 15 preguntas, te permiten practicar a diario sin ocupar tardes enteras. Y el Plan Semanal te deja pagar solo las semanas que necesitás.`,
      },
      {
        title: 'Lo que incluye Ingresá',
        content: `Más de 400 ejercicios y mini clases, simuladores ilimitados con resultado por tema, estadísticas con tus temas débiles y tu evolución, ranking nacional, cuadernillos en PDF y un tutor con IA disponible a cualquier hora.\n\nEl Plan Premium anual cuesta ${annualPrice} (${perMonth} por mes) y cubre tu preparación ${intakeYear} de punta a punta; el Plan Semanal, ${weeklyPrice} por semana. Podés cancelar cuando quieras.`,
      },
    ],
  },
  {
    slug: 'ingreso-adultos-utn',
    title: 'Ingreso a la UTN para adultos: volver a estudiar | Ingresá',
    description:
      '¿Querés volver a estudiar y entrar a la UTN? Retomá la matemática, la física y la química de la secundaria a tu ritmo, en sesiones cortas y sin horarios.',
    keywords: [
      'ingreso utn adultos',
      'volver a estudiar en la utn',
      'utn para adultos',
      'estudiar ingeniería de grande',
      'ingreso utn mayores',
    ],
    heroTitle: 'Nunca es tarde para entrar a la UTN',
    heroSubtitle:
      'Si hace años que dejaste el colegio, retomá la base de a poco, en tus tiempos y con ayuda cada vez que te trabes.',
    sections: [
      {
        title: 'Volver después de años es más común de lo que parece',
        content:
          'Mucha gente decide estudiar ingeniería o una tecnicatura después de trabajar unos años, criar hijos o probar otra carrera. Si es tu caso, la duda suele ser la misma: ¿me voy a acordar de algo de matemática? La respuesta es que se recupera más rápido de lo que pensás.\n\nLas condiciones de ingreso para tu situación las define tu facultad regional; consultalas en su información oficial. Mientras tanto, podés ir retomando la base.',
      },
      {
        title: 'Retomar sin agobiarte',
        content:
          'Empezá por lo más básico, aunque te parezca demasiado fácil: fracciones, potencias, despejes. Recuperar la confianza en esos primeros pasos hace que lo demás fluya. Las mini clases de Ingresá explican cada tema desde el principio y en pocos minutos.\n\nNo te compares con alguien que acaba de terminar el secundario. Vos tenés algo que muchos no tienen: claridad sobre por qué querés estudiar.',
      },
      {
        title: 'Estudiar con trabajo y familia',
        content:
          'Con poco tiempo libre, las sesiones cortas son tu mejor herramienta. Veinte o treinta minutos al día, a la hora que puedas, rinden mucho si son constantes. Ingresá se usa desde el celular o la compu, y entrás con tu e-mail y un código, sin contraseñas.\n\nSi la duda aparece a las once de la noche, cuando por fin terminaste el día, el tutor con IA está disponible y te guía paso a paso.',
      },
      {
        title: 'Medí tu progreso sin presión',
        content:
          'Los simuladores se adaptan a tu ritmo: elegís entre 10 y 30 preguntas, de 30 a 120 minutos y la dificultad. Empezá por simuladores cortos en fácil y subí cuando te sientas listo.\n\nLas estadísticas te muestran cómo mejorás con el tiempo. Ver esa curva subir es una de las mejores motivaciones cuando volvés a estudiar después de años.',
      },
    ],
  },
  {
    slug: 'ingreso-sin-secundario-terminado-utn',
    title: 'Ingreso a la UTN sin el secundario terminado | Ingresá',
    description:
      '¿Estás terminando el secundario y pensás en la UTN? Consultá las condiciones en tu facultad regional y empezá a prepararte sin descuidar el colegio.',
    keywords: [
      'ingreso utn sin secundario terminado',
      'utn sin título secundario',
      'ingreso utn último año',
      'materias adeudadas secundario utn',
      'preparar la utn desde el secundario',
    ],
    heroTitle: '¿Todavía en el secundario? Preparate para la UTN igual',
    heroSubtitle:
      'Aprovechá lo que ves en el colegio, adelantá el ingreso y llegá con ventaja cuando termines la escuela.',
    sections: [
      {
        title: 'Primero, consultá las condiciones',
        content:
          'Si estás cursando el último año o te quedan materias por rendir, lo primero es averiguar en tu facultad regional qué condiciones aplican a tu caso: cuándo podés inscribirte, qué documentación te piden y qué plazos hay para presentar el título. Son reglas oficiales y no conviene suponerlas.\n\nIngresá es una plataforma de preparación independiente de la UTN, así que para lo administrativo la fuente es siempre tu facultad.',
      },
      {
        title: 'El colegio y el ingreso se ayudan',
        content:
          'Muchos temas del ingreso son los mismos que estás viendo en el secundario: funciones, trigonometría, movimiento, estequiometría. Estudiar para el colegio ya es prepararte para el ingreso, y al revés.\n\nCuando en clase veas un tema, buscá los ejercicios del mismo tema en Ingresá y resolvelos esa semana. Vas a llegar a las pruebas del colegio más seguro y, de paso, avanzás con el ingreso.',
      },
      {
        title: 'Si debés materias, priorizalas',
        content:
          'Si te quedaron materias pendientes, aprobarlas es la prioridad. Si son de matemática, física o química, la buena noticia es que el mismo material de Ingresá te sirve para las dos cosas: mini clases, ejercicios paso a paso y un tutor con IA que responde a cualquier hora.\n\nOrganizá la semana con un bloque fijo para la materia pendiente y otro, más corto, para el ingreso.',
      },
      {
        title: 'Cómo repartir la semana',
        content:
          'Un esquema posible mientras cursás: tres días cortos de ingreso entre semana, de 40 minutos, aprovechando los temas que ves en clase, y un bloque más largo el fin de semana con un simulador. En épocas de pruebas del colegio, bajá el ingreso al mínimo y retomalo después.\n\nLo importante no es la cantidad de horas sino no cortar. Un poco cada semana suma mucho más de lo que parece al final del año.',
      },
      {
        title: 'Llegar con ventaja',
        content: `Empezar antes de terminar el secundario es una gran ventaja: tenés más semanas para practicar y menos presión al final. Hacé un simulador corto cada semana y mirá en las estadísticas cómo vas mejorando.\n\nSi querés que te acompañe el año entero, el Plan Premium anual a ${annualPrice} es la opción más conveniente; se paga con Mercado Pago y se cancela cuando quieras.`,
      },
    ],
  },
  {
    slug: 'ingreso-padres-utn',
    title: 'Ingreso a la UTN: guía para madres y padres | Ingresá',
    description:
      'Una guía para madres y padres que quieren acompañar el ingreso a la UTN de su hijo o hija: cómo ayudar, qué incluye Ingresá y cuánto cuesta.',
    keywords: [
      'ingreso utn padres',
      'ayudar a mi hijo con el ingreso utn',
      'preparación utn para hijos',
      'precio preparación ingreso utn',
      'acompañar el ingreso universitario',
    ],
    heroTitle: 'Cómo acompañar a tu hijo o hija en el ingreso a la UTN',
    heroSubtitle:
      'No hace falta que sepas física o química para ayudar. Te contamos cómo acompañar y qué herramientas tiene a mano.',
    sections: [
      {
        title: 'Tu rol: acompañar, no enseñar',
        content:
          'Muchas madres y padres sienten que no pueden ayudar porque no recuerdan la matemática o la física del colegio. La buena noticia es que el acompañamiento que más suma no es explicar ejercicios, sino ayudar a sostener una rutina: un horario fijo, un lugar tranquilo y alguien que pregunte cómo va.\n\nLas dudas de contenido las puede resolver con las explicaciones paso a paso de Ingresá y con el tutor con IA, disponible a cualquier hora.',
      },
      {
        title: 'Qué incluye la preparación',
        content:
          'Ingresá es una plataforma de preparación independiente: no pertenece a la UTN. Tu hijo o hija va a encontrar más de 400 ejercicios y mini clases de matemática, física y química, simuladores de examen que puede repetir sin límite, cuadernillos para imprimir y estadísticas con los temas que le cuestan, su evolución y un ranking nacional.\n\nMás de 700 estudiantes ya se prepararon así. Las fechas y condiciones del ingreso las informa la facultad regional de la carrera elegida: conviene revisarlas juntos.',
      },
      {
        title: 'Seguir el avance sin invadir',
        content:
          'Las estadísticas son una buena excusa para conversar: una vez por semana, pueden mirarlas juntos y ver qué temas mejoraron y cuáles cuestan. Es más útil que preguntar “¿estudiaste?” y genera menos tensión.\n\nCelebren los avances, aunque sean chicos. Un tema que deja de estar entre los débiles es un logro concreto, y reconocerlo ayuda a sostener la motivación durante semanas de estudio.',
      },
      {
        title: 'Cuánto cuesta y cómo se paga',
        content: `Hay dos planes: el Plan Premium anual a ${annualPrice} por año (${perMonth} por mes) y el más conveniente, y el Plan Semanal a ${weeklyPrice} por semana, útil para un tramo corto. El pago se hace con Mercado Pago y la suscripción se puede cancelar cuando quieran.\n\nEl acceso es con el e-mail del estudiante y un código de 6 dígitos, sin contraseñas que olvidar.`,
      },
    ],
  },
  {
    slug: 'ingreso-pase-utn',
    title: 'Pase a la UTN desde otra universidad | Ingresá',
    description:
      '¿Venís de otra universidad y querés pasarte a la UTN? Consultá equivalencias y condiciones en tu facultad regional y repasá lo que el ingreso pueda pedirte.',
    keywords: [
      'pase utn',
      'pase a la utn desde otra universidad',
      'cambio de universidad utn',
      'equivalencias utn',
      'ingreso utn con estudios previos',
    ],
    heroTitle: '¿Te pasás a la UTN? Prepará el cambio con tiempo',
    heroSubtitle:
      'Si venís de otra universidad, averiguá qué te reconocen y repasá con orden lo que el ingreso pueda pedirte.',
    sections: [
      {
        title: 'Lo primero: equivalencias y condiciones',
        content:
          'Cada caso de pase es distinto. Si venís de otra universidad, consultá en la facultad regional donde querés estudiar si tenés que hacer el ingreso, si te reconocen materias aprobadas y qué documentación tenés que presentar. Son decisiones oficiales que solo la facultad puede confirmarte.\n\nIngresá no gestiona pases ni equivalencias: es una plataforma independiente de preparación. Lo que sí podemos es ayudarte a llegar bien preparado si tenés que rendir.',
      },
      {
        title: 'Diagnosticá lo que recordás',
        content:
          'Aunque hayas cursado materias de ciencias en tu carrera anterior, puede que haya temas del ingreso que no tocás hace tiempo. Hacé un simulador corto de cada materia para saber qué mantenés y qué se oxidó.\n\nEl resultado por tema te evita repasar lo que ya sabés y te deja concentrarte en lo que realmente te falta. Es la forma más rápida de usar bien las semanas que tengas.',
      },
      {
        title: 'Un repaso a medida',
        content:
          'Con el diagnóstico en la mano, armá un plan corto: mini clases y ejercicios de los temas flojos, y simuladores eligiendo solo esos temas. Si venís de una carrera de ciencias, probablemente avances rápido; si venís de otra área, dale más tiempo a física y química.\n\nEl tutor con IA te ayuda a reconectar con procedimientos que quizás aprendiste de otra forma, a cualquier hora.',
      },
      {
        title: 'Estudiar mientras cerrás tu etapa anterior',
        content:
          'Si seguís cursando en tu universidad actual mientras averiguás el pase, organizá bien la energía: las materias en curso primero y el repaso para el ingreso en sesiones cortas, tres o cuatro veces por semana.\n\nLos simuladores de 10 preguntas y 30 minutos encajan en cualquier hueco del día, y las estadísticas te muestran si el repaso está funcionando.',
      },
      {
        title: 'Flexibilidad para tu situación',
        content: `Si tu repaso es corto, el Plan Semanal a ${weeklyPrice} por semana te da acceso completo y lo cancelás cuando termines. Si preferís acompañamiento durante el año, el Plan Premium anual cuesta ${annualPrice}.\n\nPagás con Mercado Pago y entrás con tu e-mail y un código de 6 dígitos. Más de 700 estudiantes ya usaron Ingresá para llegar preparados.`,
      },
    ],
  },
];
