import type { SeoPageContent } from '../seo-content.ts';

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
          'Más de 400 ejercicios y mini clases de matemática, física y química, cada ejercicio explicado con PASO y RESULTADO para que veas de dónde sale cada número. Un temario por materia para saber qué te falta, y cuadernillos en PDF para estudiar sin pantalla.\n\nTambién tenés simuladores ilimitados, estadísticas por tema con tu evolución y un ranking nacional, y un tutor con IA disponible a cualquier hora para destrabarte cuando un ejercicio no sale.',
      },
      {
        title: 'Empezá hoy, sin vueltas',
        content:
          'Entrás con tu e-mail y un código de 6 dígitos, sin contraseñas que recordar. Elegís el Plan Premium anual a $ 42.440, el más conveniente con 67% OFF, o el Plan Semanal a $ 6.050 por semana, y pagás con Mercado Pago.\n\nPodés cancelar cuando quieras. Más de 700 estudiantes ya se prepararon con Ingresá: el próximo paso es tuyo.',
      },
    ],
  },
  {
    slug: 'examen-utn',
    title: 'Examen de ingreso UTN: formato y estrategia | Ingresá',
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
      'Repasá matemática, física y química antes y durante el seminario de ingreso a la UTN con ejercicios resueltos, mini clases, simuladores y un tutor con IA.',
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
        content:
          'Ingresá es una plataforma independiente: no forma parte de la UTN ni reemplaza el seminario oficial. Lo que hace es darte práctica extra, explicaciones a cualquier hora y una forma concreta de medir tu avance.\n\nEl Plan Semanal, a $ 6.050 por semana, sirve para reforzar un tramo puntual; si querés acompañamiento durante el año entero, el Plan Premium anual a $ 42.440 es la opción más conveniente.',
      },
    ],
  },
  {
    slug: 'matematica-utn',
    title: 'Matemática para el ingreso a la UTN | Ingresá',
    description:
      'Los temas de matemática del ingreso a la UTN explicados: álgebra, ecuaciones, funciones, geometría, trigonometría y estadística, con ejercicios paso a paso.',
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
          'Casi nunca se pierde un ejercicio por no conocer el tema, sino por un descuido: un signo menos que desaparece al distribuir, un cuadrado de binomio resuelto como suma de cuadrados, una fracción simplificada entre términos que suman.\n\nPor eso cada ejercicio en Ingresá muestra cada PASO hasta el RESULTADO. Compará tu desarrollo línea por línea y vas a descubrir en qué punto exacto te equivocaste, que es lo único que necesitás corregir.',
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
      {
        title: 'Cuánto tiempo darle a cada eje',
        content:
          'Cada eje pide algo distinto. Álgebra básica y ecuaciones merecen las primeras semanas, porque el resto del temario las usa. Funciones y trigonometría suelen necesitar más práctica que teoría, así que reservales tandas largas de ejercicios.\n\nGeometría y estadística son más acotadas, pero no las dejes para el último día: un par de sesiones bien hechas y un simulador del tema alcanzan para tenerlas ordenadas. Para repasar lejos de la pantalla, descargá el cuadernillo de matemática en PDF.',
      },
    ],
  },
  {
    slug: 'fisica-utn',
    title: 'Física para el ingreso a la UTN | Ingresá',
    description:
      'Prepará física para el ingreso a la UTN: mecánica, termodinámica, ondas, electricidad, óptica y física moderna, con problemas resueltos y simuladores.',
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
        title: 'Ácidos, bases y electroquímica sin memorizar de más',
        content:
          'En ácidos y bases, entender qué es el pH y cómo se relaciona con la concentración de iones te rinde más que aprender listas. En electroquímica, lo central es reconocer quién se oxida, quién se reduce y hacia dónde se mueven los electrones.\n\nLas mini clases explican estas ideas con ejemplos cortos, y si algo no te cierra, el tutor con IA te lo vuelve a explicar las veces que haga falta.',
      },
      {
        title: 'Entrená química con simuladores',
        content:
          'Armá simuladores de química eligiendo los temas que estés estudiando. Al terminar ves el resultado tema por tema, y las estadísticas muestran tus puntos débiles y tu evolución.\n\nPara estudiar sin pantalla, descargá el cuadernillo de química en PDF y resolvé en papel, con lápiz, anotando las unidades en cada paso.',
      },
      {
        title: 'Soluciones sin enredos',
        content:
          'Una solución tiene soluto y solvente, y la concentración indica cuánto soluto hay en cierta cantidad de solución. La molaridad, moles de soluto por litro de solución, es la expresión que más se usa en los cálculos.\n\nEn una dilución la cantidad de soluto no cambia, por eso se cumple C1 · V1 = C2 · V2. Agregar agua baja la concentración, pero no los moles. Si entendés esa idea, la mayoría de los problemas de diluciones salen en una línea.',
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
          'Primera: escribir (a + b)² = a² + b², olvidando el doble producto 2ab. Segunda: simplificar términos que están sumando en una fracción, cuando solo se pueden cancelar factores. Tercera: dividir ambos miembros por una expresión que contiene la incógnita y perder una solución.\n\nLos ejercicios de Ingresá muestran cada PASO hasta el RESULTADO, así detectás en qué línea aparece tu error y lo corregís para siempre.',
      },
      {
        title: 'Cómo entrenar álgebra',
        content:
          'Hacé series cortas a diario: diez minutos de factoreo o de despejes valen más que una tarde entera una vez por semana. Cuando te sientas seguro, armá un simulador de 10 preguntas eligiendo solo álgebra básica y ecuaciones.\n\nSi te trabás con un ejercicio, el tutor con IA te pregunta qué intentaste y te guía hacia el siguiente paso, sin resolverlo por vos.',
      },
      {
        title: 'Sistemas de ecuaciones sin enredarte',
        content:
          'Para un sistema de dos ecuaciones con dos incógnitas tenés tres caminos: sustitución, igualación y reducción. Elegí según la forma: si una variable ya está despejada, sustitución; si los coeficientes se cancelan fácil al sumar, reducción.\n\nAl terminar, reemplazá los valores en las dos ecuaciones originales. Son treinta segundos que te confirman el resultado y, en una pregunta de opción múltiple, te evitan elegir una opción trampa.',
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
        title: 'Trigonometría también es física',
        content:
          'Descomponer una fuerza o una velocidad en componentes es trigonometría pura: si el ángulo se mide desde la horizontal, la componente horizontal es el módulo por el coseno y la vertical, el módulo por el seno. Por eso vale la pena dominar el tema aunque tu foco sea física.\n\nEn Ingresá podés hacer simuladores de matemática eligiendo trigonometría y, aparte, practicar mecánica en física para ver cómo se conectan.',
      },
      {
        title: 'Un plan corto para este tema',
        content:
          'Primera semana: razones, ángulos notables y resolución de triángulos rectángulos. Segunda: circunferencia, identidades y teoremas del seno y del coseno. Tercera: ecuaciones y un simulador solo de trigonometría en dificultad media.\n\nLa mini clase del tema te da la teoría en pocos minutos, y el tutor con IA está disponible a cualquier hora si una identidad no te sale.',
      },
      {
        title: 'Seno o coseno: cuál teorema usar',
        content:
          'Si conocés dos ángulos y un lado, o dos lados y el ángulo opuesto a uno de ellos, usá el teorema del seno: los lados son proporcionales a los senos de los ángulos opuestos. Si conocés dos lados y el ángulo comprendido, o los tres lados, el que sirve es el del coseno.\n\nEl teorema del coseno generaliza a Pitágoras: c² = a² + b² - 2ab · cos C. Cuando el ángulo C es recto, el coseno vale cero y volvés a la fórmula conocida.',
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
          'La exponencial y = a · bˣ modela crecimientos y decaimientos, y el logaritmo es su inversa. Las propiedades clave: el logaritmo de un producto es la suma de los logaritmos, y el de una potencia baja el exponente multiplicando.\n\nEl error más común es aplicar una propiedad que no existe, como separar el logaritmo de una suma. Los ejercicios resueltos de Ingresá te muestran cada PASO para que no caigas en eso.',
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
        title: 'Errores frecuentes',
        content:
          'Mezclar unidades es el clásico: si el lado está en centímetros y la respuesta se pide en metros cuadrados, tenés que dividir por 10.000, no por 100. Otro error es usar el diámetro donde va el radio.\n\nTambién pasa que se aplica Pitágoras en triángulos que no son rectángulos. Si no hay ángulo recto, pensá en trigonometría o en semejanza. En Ingresá cada ejercicio resuelto te muestra qué herramienta elegir y por qué.',
      },
      {
        title: 'Practicá geometría en Ingresá',
        content:
          'Mirá la mini clase de geometría, resolvé los ejercicios del tema y después armá un simulador de matemática eligiendo geometría y trigonometría juntas, porque suelen combinarse en un mismo problema.\n\nSi querés estudiar en papel, el cuadernillo de matemática en PDF te deja resolver lejos de la pantalla, con lápiz, regla y tiempo para dibujar cada figura.',
      },
      {
        title: 'Semejanza: la herramienta más subestimada',
        content:
          'Dos triángulos son semejantes si tienen sus ángulos iguales, y entonces sus lados son proporcionales. Esa idea resuelve alturas de edificios a partir de sombras, segmentos dentro de figuras y muchos problemas que a primera vista parecen difíciles.\n\nOjo con las áreas y los volúmenes: si los lados están en razón k, las áreas están en razón k² y los volúmenes, en razón k³. Es un detalle que suele esconderse detrás de una opción trampa.',
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
        title: 'Cómo practicar cinemática con Ingresá',
        content:
          'La cinemática forma parte de mecánica en el temario de física. Empezá por la mini clase, seguí con los ejercicios resueltos y revisá cada PASO con atención a los signos y las unidades: pasar de km/h a m/s dividiendo por 3,6 evita muchos errores.\n\nDespués armá un simulador de física eligiendo mecánica, en dificultad fácil, y subí a media cuando aciertes la mayoría.',
      },
      {
        title: 'Encuentros entre dos móviles',
        content:
          'Cuando dos móviles se desplazan sobre la misma recta, escribí la ecuación de posición de cada uno con el mismo origen y el mismo sentido positivo. Se encuentran cuando sus posiciones son iguales: igualá las dos ecuaciones y despejá el tiempo.\n\nCon ese tiempo calculás dónde ocurre el encuentro, reemplazando en cualquiera de las dos. Si un móvil sale más tarde, tené en cuenta ese retraso en su ecuación. Es el tipo de problema donde un dibujo previo te ahorra más errores.',
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
        title: 'Dónde se suele fallar',
        content:
          'Usar los coeficientes con gramos en vez de moles, olvidar balancear o calcular mal la masa molar por no multiplicar por los subíndices. También pasa que se toma la masa de un átomo cuando la sustancia es diatómica, como el O₂ o el H₂.\n\nEn Ingresá los ejercicios de estequiometría están explicados con cada PASO hasta el RESULTADO, así ves el circuito completo y detectás en qué conversión te perdiste.',
      },
      {
        title: 'Cómo entrenarla',
        content:
          'La estequiometría necesita repetición. Hacé dos o tres ejercicios por día durante una semana y después armá un simulador de química eligiendo estequiometría y soluciones, que comparten el mismo razonamiento con moles.\n\nSi una consigna te confunde, el tutor con IA te ayuda a plantear la relación entre moles sin darte el número final. Entenderlo por tu cuenta es lo que te sirve en el examen.',
      },
      {
        title: 'Un ejemplo para fijar la idea',
        content:
          'En la reacción 2 H₂ + O₂ → 2 H₂O, ¿cuántos gramos de agua se forman con 4 g de hidrógeno y oxígeno en exceso? La masa molar del H₂ es 2 g/mol, así que 4 g son 2 mol. Según la ecuación, 2 mol de H₂ dan 2 mol de H₂O.\n\nComo la masa molar del agua es 18 g/mol, se forman 36 g. Al estar el oxígeno en exceso, el hidrógeno es el limitante y no hace falta comparar reactivos.',
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
        title: 'La recta final',
        content:
          'En las últimas semanas antes de tu fecha, cambiá la proporción: más simuladores largos, en dificultad difícil y con el tiempo ajustado, y menos temas nuevos. Confirmá la fecha y las condiciones de tu examen en el calendario oficial de tu facultad regional.\n\nCon el Plan Premium anual tenés un año entero de preparación por $ 42.440; si te queda poco tiempo, el Plan Semanal cuesta $ 6.050 por semana.',
      },
      {
        title: 'Tres hábitos que marcan la diferencia',
        content:
          'Estudiar siempre a la misma hora, aunque sea poco, porque la regularidad vale más que los atracones. Resolver antes de mirar la solución, porque equivocarse y corregir es como se aprende de verdad. Y llevar un cuaderno de errores, porque los mismos errores tienden a repetirse.\n\nNinguno de los tres requiere talento: requieren decisión. Si los sostenés durante toda la preparación, los resultados llegan.',
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
        title: 'Recursos para no estudiar solo',
        content:
          'El temario de matemática te deja ver los temas juntos y elegir por dónde seguir. El cuadernillo en PDF sirve para resolver en papel, y el tutor con IA responde a cualquier hora cuando un ejercicio te frena.\n\nEsos recursos están incluidos en cualquiera de los dos planes, el anual y el semanal, y podés cancelar cuando quieras.',
      },
      {
        title: 'Dos formas de usar los simuladores',
        content:
          'En modo tema: 10 preguntas de un solo tema y 30 minutos, para confirmar que lo dominás antes de avanzar. En modo examen: 25 o 30 preguntas del temario completo de matemática, con 60 o 90 minutos, para acostumbrarte a saltar de un tema a otro.\n\nDespués de cada simulador, revisá las preguntas incorrectas antes de mirar la nota. La nota te dice cuánto sabés; la revisión te dice qué hacer mañana.',
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
        title: 'Medí y ajustá',
        content:
          'Cada semana, un simulador de física con los temas que ya estudiaste. Las estadísticas te muestran los temas débiles y la evolución, y el ranking nacional te da una referencia frente a otros aspirantes.\n\nSi un concepto no te entra, pedile al tutor con IA que te lo explique con un ejemplo cotidiano. Está disponible a cualquier hora, también la noche antes de un simulador.',
      },
      {
        title: 'Errores de planteo más comunes',
        content:
          'Olvidar una fuerza en el diagrama, como el rozamiento o la normal. Usar la masa donde va el peso, o al revés. Mezclar unidades, por ejemplo gramos con newtons. Tomar una aceleración con el signo cambiado respecto del sistema de referencia elegido.\n\nAntes de dar por terminado un ejercicio, hacé un control de sentido común: ¿la velocidad es razonable?, ¿el tiempo es positivo?, ¿las unidades del resultado son las que corresponden?',
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
      {
        title: 'La tabla periódica como aliada',
        content:
          'No hace falta memorizar la tabla: hace falta saber leerla. En los elementos representativos, el grupo te da los electrones de valencia; el período indica cuántos niveles de energía ocupa el átomo, y la posición te da pistas sobre si es metal o no metal.\n\nTambién trae la masa atómica de cada elemento, que es el punto de partida de cualquier cálculo de masa molar. Tenerla a mano mientras practicás te ahorra tiempo y errores.',
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
        title: 'Estrategia para el día de la prueba',
        content:
          'Hacé una primera pasada por las preguntas que sabés resolver rápido, marcá las dudosas y volvé a ellas con el tiempo restante. Controlá el reloj cada diez preguntas para no quedarte sin margen.\n\nEl día anterior, repaso liviano y a dormir temprano. Confirmá la sede, el horario y la documentación que te piden en la información oficial de tu facultad regional.',
      },
      {
        title: 'Cuando aparecen los nervios',
        content:
          'Los nervios bajan cuando el formato ya es conocido. Por eso los simuladores en dificultad difícil y con el tiempo justo son tan útiles: el examen real se siente más liviano que tu entrenamiento.\n\nSi te queda una duda puntual a último momento, el tutor con IA responde a cualquier hora. Y si solo necesitás estas semanas, el Plan Semanal a $ 6.050 por semana te da acceso completo y lo cancelás cuando quieras.',
      },
      {
        title: 'La semana anterior',
        content:
          'Bajá la intensidad, no la frecuencia. Seguí estudiando cada día, pero con sesiones más cortas: repaso del cuaderno de errores, un par de ejercicios de cada materia y un simulador corto para mantener el ritmo.\n\nEvitá la tentación de estudiar toda la noche anterior. Dormir bien consolida lo aprendido y te deja la cabeza despejada para leer con atención cada consigna.',
      },
    ],
  },
];
