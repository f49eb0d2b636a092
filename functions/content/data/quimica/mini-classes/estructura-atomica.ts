import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'estructura-atomica-particulas',
    topic: 'estructura-atomica',
    title: 'Protones, neutrones y electrones: número atómico, número másico, isótopos e iones',
    subtopics: ['estructura-atomica.particulas-isotopos'],
    body: String.raw`Idea clave:
Todo átomo tiene un núcleo diminuto donde está casi toda su masa, formado por protones (carga +1) y neutrones (sin carga). Alrededor del núcleo se mueven los electrones (carga −1), cuya masa es unas 1840 veces menor que la de un protón. Con dos números enteros podés describir cualquier núcleo, y con la carga eléctrica sabés cuántos electrones hay.

Número atómico y número másico:
- Número atómico $Z$: cantidad de protones del núcleo. Es la "huella digital" del elemento: todos los átomos de carbono tienen $Z = 6$ y cualquier átomo con 6 protones es carbono.
- Número másico $A$: cantidad total de partículas del núcleo, es decir protones más neutrones. Siempre es un número entero.
- Cantidad de neutrones: $N = A - Z$.
- Notación: el núclido se escribe $^{A}_{Z}\mathrm{X}$, con $A$ arriba y $Z$ abajo, a la izquierda del símbolo. Por ejemplo, $^{23}_{11}\mathrm{Na}$ tiene 11 protones y $23 - 11 = 12$ neutrones.

Átomos neutros e iones:
En un átomo neutro la cantidad de electrones es igual a la de protones, así que las cargas se compensan. Cuando un átomo gana o pierde electrones se transforma en un ion. El núcleo no cambia: los protones y los neutrones siguen siendo los mismos.
- Catión: ion positivo, se forma cuando el átomo pierde electrones. El $\mathrm{Ca^{2+}}$ tiene $20 - 2 = 18$ electrones.
- Anión: ion negativo, se forma cuando el átomo gana electrones. El $\mathrm{Cl^{-}}$ tiene $17 + 1 = 18$ electrones.
- Regla práctica: electrones = $Z$ − carga del ion (con su signo). Si la carga es −2, restar −2 equivale a sumar 2.

Isótopos:
Los isótopos son átomos del mismo elemento (igual $Z$) con distinta cantidad de neutrones y, por lo tanto, distinto $A$. El carbono-12, el carbono-13 y el carbono-14 tienen 6 protones y 6, 7 y 8 neutrones, respectivamente. Como las propiedades químicas dependen de los electrones, los isótopos de un elemento reaccionan prácticamente igual; sólo cambian su masa y su estabilidad nuclear.

La masa atómica que figura en la tabla periódica es un promedio ponderado de las masas de los isótopos naturales según su abundancia. Por eso el cloro figura con 35,5 aunque ningún átomo de cloro tenga esa masa: hay alrededor de 75 % de cloro-35 y 25 % de cloro-37.

Especies isoelectrónicas:
Son especies químicas que tienen la misma cantidad de electrones, aunque sean de elementos distintos. El $\mathrm{O^{2-}}$, el $\mathrm{F^{-}}$, el Ne, el $\mathrm{Na^{+}}$ y el $\mathrm{Mg^{2+}}$ tienen 10 electrones cada uno.

Errores comunes:
- Calcular los neutrones como $A + Z$ o tomar $A$ como la cantidad de neutrones. Siempre es $N = A - Z$.
- En un catión, sumar la carga a los electrones: el $\mathrm{Fe^{3+}}$ tiene $26 - 3 = 23$ electrones, no 29.
- Creer que al formarse un ion cambia la cantidad de protones. Si cambiaran los protones, cambiaría el elemento.
- Pensar que los isótopos son elementos distintos porque tienen distinta masa.
- Usar la masa atómica de la tabla (por ejemplo 35,5) como número másico: $A$ es un entero que corresponde a un núclido concreto.

Cómo encarar un ejercicio:
Identificá primero $Z$ (del símbolo o de la tabla), después calculá los neutrones con $A - Z$ y, por último, los electrones teniendo en cuenta la carga. Anotá los tres números por separado antes de mirar las opciones, así no te dejás llevar por un distractor.`,
    examples: [
      String.raw`¿Cuántas partículas de cada tipo tiene el ion $^{56}_{26}\mathrm{Fe^{3+}}$? Protones: $Z = 26$. Neutrones: $N = 56 - 26 = 30$. Electrones: el ion perdió 3 electrones, así que tiene $26 - 3 = 23$. Resultado: 26 protones, 30 neutrones y 23 electrones.`,
      String.raw`El ion sulfuro $^{32}_{16}\mathrm{S^{2-}}$ tiene $Z = 16$ protones, $32 - 16 = 16$ neutrones y, como ganó 2 electrones, $16 + 2 = 18$ electrones. Es isoelectrónico con el argón (Z = 18).`,
      String.raw`El cobre natural tiene 69 % de $^{63}\mathrm{Cu}$ y 31 % de $^{65}\mathrm{Cu}$. Tomando la masa de cada isótopo igual a su número másico: $\bar{M} = 63 \cdot 0{,}69 + 65 \cdot 0{,}31 = 43{,}47 + 20{,}15 = 63{,}62$. Por eso la tabla indica aproximadamente 63,5 para el cobre.`,
    ],
  },
  {
    id: 'estructura-atomica-configuracion',
    topic: 'estructura-atomica',
    title: 'Configuración electrónica y ubicación en la tabla periódica',
    subtopics: ['estructura-atomica.numeros-cuanticos-configuracion', 'estructura-atomica.tabla-periodica'],
    body: String.raw`Idea clave:
La configuración electrónica indica cómo se reparten los electrones de un átomo en niveles y subniveles de energía. Es la herramienta que explica por qué los elementos de una misma columna de la tabla periódica se parecen tanto: tienen la misma cantidad de electrones en su último nivel.

Niveles y subniveles:
- Los niveles de energía se numeran $n = 1, 2, 3, \ldots, 7$. Cuanto mayor es $n$, más lejos del núcleo están, en promedio, los electrones.
- Cada nivel tiene subniveles: s, p, d y f. Su capacidad máxima es de 2, 6, 10 y 14 electrones, respectivamente.
- El nivel 1 sólo tiene subnivel s; el nivel 2 tiene s y p; el nivel 3 tiene s, p y d; a partir del 4 aparecen los cuatro.
- La cantidad máxima de electrones de un nivel es $2n^2$: 2, 8, 18, 32.

Orden de llenado:
Los electrones ocupan primero los subniveles de menor energía (principio de Aufbau). El orden sale de la regla de las diagonales:
- 1s, 2s, 2p, 3s, 3p, 4s, 3d, 4p, 5s, 4d, 5p, 6s, 4f, 5d, 6p, 7s, 5f, 6d, 7p.
Fijate que el 4s se llena antes que el 3d: es la trampa más frecuente. Por ejemplo, el potasio (Z = 19) es 1s² 2s² 2p⁶ 3s² 3p⁶ 4s¹ y no termina en 3d¹.

Para no escribir tanto se usa la configuración abreviada: se pone entre corchetes el gas noble anterior y se agregan los electrones que faltan. El sodio queda [Ne] 3s¹ y el hierro (Z = 26) queda [Ar] 4s² 3d⁶.

Electrones de valencia:
Son los electrones del último nivel ocupado (el de mayor $n$). Determinan cómo se enlaza el átomo. El cloro, 1s² 2s² 2p⁶ 3s² 3p⁵, tiene 2 + 5 = 7 electrones de valencia.

Ubicación en la tabla periódica:
- Período (fila): coincide con el mayor nivel ocupado. El cloro tiene electrones hasta el nivel 3, así que está en el período 3.
- Grupo (columna) de los elementos representativos: si el último subnivel es s, el grupo es la cantidad de electrones de valencia (grupos 1 y 2); si es p, el grupo es 10 + electrones de valencia (grupos 13 a 18). El cloro, con 7 electrones de valencia, está en el grupo 17.
- Bloques: s (grupos 1 y 2), p (13 a 18), d (metales de transición, 3 a 12) y f (lantánidos y actínidos).
- Familias con nombre propio: alcalinos (grupo 1), alcalinotérreos (2), halógenos (17) y gases nobles (18).

Regla del octeto:
Los gases nobles, con 8 electrones de valencia (el helio con 2), son muy estables. Los demás elementos representativos tienden a ganar, perder o compartir electrones para llegar a esa configuración. Por eso el sodio forma $\mathrm{Na^{+}}$ (pierde su único electrón 3s) y el oxígeno forma $\mathrm{O^{2-}}$ (gana 2 electrones y completa el 2p).

Errores comunes:
- Llenar el 3d antes que el 4s.
- Poner más de 2 electrones en un subnivel s o más de 6 en un p.
- Confundir el período con la cantidad de electrones de valencia.
- Decir que un elemento del bloque p con 5 electrones de valencia está en el grupo 5: está en el grupo 15.
- En los iones, olvidarse de sumar o restar electrones antes de escribir la configuración. El $\mathrm{Cl^{-}}$ tiene 18 electrones: 1s² 2s² 2p⁶ 3s² 3p⁶.
- Contar como valencia sólo los electrones p y olvidar los s del mismo nivel.`,
    examples: [
      'Fósforo, Z = 15. Llenás en orden: 1s² (2), 2s² (4), 2p⁶ (10), 3s² (12), 3p³ (15). Configuración: 1s² 2s² 2p⁶ 3s² 3p³. El mayor nivel es 3, entonces está en el período 3; tiene 2 + 3 = 5 electrones de valencia y termina en p, entonces está en el grupo 10 + 5 = 15.',
      'Calcio, Z = 20. Configuración: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s², abreviada [Ar] 4s². Período 4, 2 electrones de valencia, grupo 2 (alcalinotérreos). Tiende a perder esos 2 electrones y formar Ca²⁺, isoelectrónico con el argón.',
      'Ion óxido O²⁻. El oxígeno tiene Z = 8 y el anión ganó 2 electrones: 8 + 2 = 10 electrones. Configuración: 1s² 2s² 2p⁶, la misma que el neón.',
    ],
  },
  {
    id: 'estructura-atomica-propiedades-enlaces',
    topic: 'estructura-atomica',
    title: 'Propiedades periódicas, electronegatividad y enlaces químicos',
    subtopics: ['estructura-atomica.tabla-periodica', 'estructura-atomica.enlace-lewis'],
    body: String.raw`Idea clave:
La posición de un elemento en la tabla periódica permite anticipar su tamaño, qué tan fácil pierde electrones y qué tanto los atrae. Con esas tendencias podés predecir qué tipo de enlace forman dos átomos y qué propiedades va a tener la sustancia.

Radio atómico:
- Aumenta al bajar en un grupo, porque se agregan niveles de energía.
- Disminuye al avanzar hacia la derecha en un período: los electrones entran en el mismo nivel, pero el núcleo tiene cada vez más protones y los atrae con más fuerza.
- Los cationes son más chicos que su átomo neutro y los aniones, más grandes.

Energía de ionización:
Es la energía necesaria para arrancar un electrón de un átomo en estado gaseoso. Aumenta hacia arriba en un grupo y hacia la derecha en un período (es la tendencia opuesta a la del radio). Los metales alcalinos tienen las energías de ionización más bajas: pierden su electrón con facilidad.

Electronegatividad:
Es la capacidad de un átomo para atraer hacia sí los electrones de un enlace. En la escala de Pauling (valores redondeados) el flúor es el más electronegativo con 4,0; siguen el oxígeno (3,5), el nitrógeno y el cloro (3,0), el carbono y el azufre (2,5), el hidrógeno (2,1), el magnesio (1,2) y el sodio (0,9). Aumenta hacia arriba y hacia la derecha, sin contar los gases nobles. El carácter metálico sigue la tendencia contraria: aumenta hacia abajo y hacia la izquierda.

Tipos de enlace:
Para decidir el tipo de enlace conviene mirar la diferencia de electronegatividad, $\Delta EN$, y la naturaleza de los átomos. Los límites son orientativos.
- Enlace iónico: entre un metal y un no metal, con $\Delta EN$ mayor que 1,7 aproximadamente. El metal cede electrones y el no metal los recibe; se forman cationes y aniones que se atraen y arman una red cristalina. Ejemplos: NaCl, MgO, CaF₂.
- Enlace covalente: entre no metales, que comparten pares de electrones. Si $\Delta EN$ es menor que 0,4 es no polar (H₂, Cl₂, CH₄); si está entre 0,4 y 1,7 es polar (HCl, H₂O). Puede ser simple, doble o triple.
- Enlace metálico: entre átomos de metales. Los electrones de valencia quedan deslocalizados y forman un "mar de electrones" alrededor de los cationes.

Propiedades que se deducen del enlace:
- Compuestos iónicos: sólidos con puntos de fusión altos, frágiles; conducen la corriente fundidos o disueltos en agua, pero no en estado sólido porque los iones están fijos en la red.
- Sustancias covalentes moleculares: puntos de fusión y ebullición bajos; en general no conducen la corriente.
- Metales: conducen en estado sólido, tienen brillo y son dúctiles y maleables.

Errores comunes:
- Creer que el radio atómico aumenta hacia la derecha porque aumenta Z.
- Confundir energía de ionización con electronegatividad: siguen la misma tendencia, pero la primera se refiere a quitar un electrón de un átomo aislado y la segunda a atraer electrones compartidos en un enlace.
- Decir que el HCl es iónico "porque tiene cloro": es covalente polar, con $\Delta EN = 0{,}9$.
- Pensar que el NaCl sólido conduce la corriente porque tiene iones.
- Hablar de "moléculas" de NaCl: un compuesto iónico es una red; su fórmula sólo indica la proporción de iones.`,
    examples: [
      `Ordená por radio atómico creciente Na, Mg y K. Na y Mg están en el período 3 y el Mg está más a la derecha, así que es más chico. El K está debajo del Na (período 4), así que es más grande. Orden: Mg < Na < K.`,
      String.raw`Tipo de enlace en NaCl, HCl y Cl₂. NaCl: $\Delta EN = 3{,}0 - 0{,}9 = 2{,}1$, metal con no metal, enlace iónico. HCl: $\Delta EN = 3{,}0 - 2{,}1 = 0{,}9$, covalente polar. Cl₂: $\Delta EN = 0$, covalente no polar.`,
      `¿Por qué el cobre conduce la corriente en estado sólido y el cloruro de sodio no? En el cobre (enlace metálico) los electrones de valencia están deslocalizados y pueden moverse por todo el metal. En el NaCl sólido los iones están fijos en la red cristalina; sólo conduce cuando se funde o se disuelve y los iones quedan libres para moverse.`,
    ],
  },
];
