import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'electricidad-carga-y-coulomb',
    subtopics: ['electricidad.carga-campo'],
    topic: 'electricidad',
    title: 'Carga eléctrica y ley de Coulomb',
    body: r`La electricidad empieza con una propiedad de la materia: la carga eléctrica.

Carga eléctrica:
- Hay dos tipos de carga, positiva y negativa. Cargas del mismo signo se repelen y cargas de signo contrario se atraen.
- La materia está formada por átomos con protones (carga positiva) en el núcleo y electrones (carga negativa) alrededor. Un cuerpo neutro tiene tantos protones como electrones; se carga negativamente si gana electrones y positivamente si los pierde. En estos procesos los protones no pasan de un cuerpo a otro: lo que se transfiere son electrones.
- La carga se conserva: no se crea ni se destruye, solo se transfiere.
- La carga está cuantizada: cualquier carga es un múltiplo entero de la carga elemental $e = 1{,}6 \cdot 10^{-19}$ C. La unidad del SI es el coulomb (C); como es una unidad enorme, se usan el microcoulomb (1 μC = $10^{-6}$ C) y el nanocoulomb (1 nC = $10^{-9}$ C).

Conductores y aislantes:
En los conductores, como los metales, algunos electrones se mueven libremente; en los aislantes (vidrio, plástico, goma, madera seca) las cargas quedan fijas en su lugar. Un cuerpo se puede cargar por frotamiento (un globo contra el pelo), por contacto o por inducción.

Ley de Coulomb:
La fuerza entre dos cargas puntuales $q_1$ y $q_2$ separadas una distancia r tiene la dirección de la recta que las une y módulo
$$F = k \cdot \frac{|q_1| \cdot |q_2|}{r^2} \qquad k = 9 \cdot 10^{9}\ \text{N} \cdot \text{m}^2/\text{C}^2$$
Es atractiva si las cargas tienen signos opuestos y repulsiva si tienen el mismo signo. Por la tercera ley de Newton, la fuerza que $q_1$ hace sobre $q_2$ tiene el mismo módulo que la que $q_2$ hace sobre $q_1$, aunque las cargas sean distintas.

Cómo cambia la fuerza:
- Es proporcional a cada carga: si duplicás una, la fuerza se duplica.
- Es inversamente proporcional al cuadrado de la distancia: si la distancia se duplica, la fuerza se reduce a la cuarta parte; si se triplica, a la novena parte.
- Si hay varias cargas, la fuerza total sobre una es la suma vectorial de las fuerzas que le hace cada una de las otras (principio de superposición).

Errores comunes:
- No pasar los μC o los nC a coulomb antes de usar la fórmula.
- Olvidar elevar la distancia al cuadrado, o dejarla en centímetros.
- Meter los signos de las cargas en la cuenta y terminar con una "fuerza negativa" sin saber qué significa: calculá el módulo con valores absolutos y decidí el sentido por atracción o repulsión.
- Pensar que la carga mayor hace más fuerza sobre la menor que la menor sobre la mayor.
- Creer que un cuerpo se carga positivamente porque gana protones.`,
    examples: [
      r`Dos cargas de 2 μC y 5 μC están a 0,3 m: $F = 9 \cdot 10^{9} \cdot \frac{2 \cdot 10^{-6} \cdot 5 \cdot 10^{-6}}{0{,}3^2} = \frac{0{,}09}{0{,}09} = 1$ N, y es repulsiva porque las dos son positivas.`,
      r`Un cuerpo tiene una carga de −3,2 μC. Le sobran $n = \frac{3{,}2 \cdot 10^{-6}}{1{,}6 \cdot 10^{-19}} = 2 \cdot 10^{13}$ electrones.`,
      r`Dos cargas se atraen con 12 N. Si se triplica la distancia entre ellas, la fuerza pasa a $12 / 3^2 = 12/9 \approx 1{,}33$ N.`,
    ],
  },
  {
    id: 'electricidad-campo-y-potencial',
    subtopics: ['electricidad.carga-campo'],
    topic: 'electricidad',
    title: 'Campo eléctrico y diferencia de potencial',
    body: r`El campo eléctrico describe cómo una carga modifica el espacio a su alrededor, aunque no haya otra carga cerca para sentirlo.

Campo eléctrico:
Se define como la fuerza por unidad de carga que sentiría una carga de prueba positiva ubicada en ese punto:
$$\vec{E} = \frac{\vec{F}}{q} \qquad \text{unidad: N/C}$$
Si conocés el campo, la fuerza sobre cualquier carga es $\vec{F} = q \cdot \vec{E}$: una carga positiva es empujada en el sentido del campo y una negativa, en el sentido opuesto. Para una carga puntual Q, a una distancia r:
$$E = k \cdot \frac{|Q|}{r^2}$$
El campo apunta alejándose de las cargas positivas y hacia las cargas negativas. Con varias cargas, los campos se suman como vectores.

Líneas de campo:
Se dibujan tangentes al campo en cada punto: salen de las cargas positivas y llegan a las negativas, nunca se cruzan y están más juntas donde el campo es más intenso. Entre dos placas paralelas con cargas opuestas el campo es uniforme: tiene el mismo módulo, dirección y sentido en todos los puntos.

Diferencia de potencial:
Mover una carga dentro de un campo eléctrico requiere o libera energía. La diferencia de potencial (o tensión) entre dos puntos es la variación de energía potencial por unidad de carga:
$$\Delta V = \frac{\Delta E_p}{q} \qquad 1\ \text{V} = 1\ \text{J/C}$$
Entonces la energía que gana o pierde una carga q al atravesar una diferencia de potencial ΔV es $\Delta E_p = q \cdot \Delta V$. Una pila de 1,5 V le entrega 1,5 J de energía a cada coulomb que la atraviesa.
Para una carga puntual, el potencial a una distancia r es $V = k \cdot Q / r$ (ojo: r, no r²). En un campo uniforme, $\Delta V = E \cdot d$, donde d es la distancia medida a lo largo del campo; por eso el campo también se puede expresar en V/m.

El electronvolt:
Es la energía que gana un electrón al atravesar una diferencia de potencial de 1 V: $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J. Se usa mucho en física atómica y nuclear.

Errores comunes:
- Confundir campo (en N/C, que depende de 1/r²) con potencial (en V, que depende de 1/r).
- Olvidar que sobre una carga negativa la fuerza es opuesta al campo.
- Pensar que el campo en un punto depende de la carga de prueba que ponés ahí: depende solo de las cargas que lo crean.
- No convertir μC o nC a coulomb.
- Usar distancias en centímetros.`,
    examples: [
      r`Campo de una carga de 4 nC a 0,2 m: $E = 9 \cdot 10^{9} \cdot \frac{4 \cdot 10^{-9}}{0{,}2^2} = \frac{36}{0{,}04} = 900$ N/C, apuntando hacia afuera de la carga.`,
      r`Un electrón en un campo de 500 N/C siente una fuerza $F = 1{,}6 \cdot 10^{-19} \cdot 500 = 8 \cdot 10^{-17}$ N, en sentido opuesto al campo.`,
      r`Dos placas paralelas separadas 2 cm con una diferencia de potencial de 100 V generan un campo uniforme $E = \frac{100\ \text{V}}{0{,}02\ \text{m}} = 5000$ V/m.`,
    ],
  },
  {
    id: 'electricidad-circuitos',
    subtopics: ['electricidad.circuitos-ohm'],
    topic: 'electricidad',
    title: 'Corriente, ley de Ohm y resistencias en serie y en paralelo',
    body: r`Los circuitos eléctricos están en todos lados: en tu casa, en el celular, en el auto. Para analizarlos alcanza con unas pocas ideas.

Corriente eléctrica:
La corriente es el movimiento ordenado de cargas. Su intensidad es la carga que atraviesa una sección del conductor por unidad de tiempo:
$$I = \frac{\Delta q}{\Delta t} \qquad 1\ \text{A} = 1\ \text{C/s}$$
En los metales los que se mueven son los electrones, pero por convención el sentido de la corriente es el que tendrían cargas positivas: sale del borne positivo de la fuente, recorre el circuito y vuelve por el negativo. Para que haya corriente hace falta un circuito cerrado y una fuente (pila, batería, red) que mantenga una diferencia de potencial.

Ley de Ohm:
En muchos conductores, llamados óhmicos, la corriente es proporcional a la tensión aplicada:
$$V = I \cdot R$$
R es la resistencia, en ohm (Ω). Mide cuánto se opone el conductor al paso de la corriente; en un cable depende del material, crece con la longitud y disminuye con el grosor.

Resistencias en serie:
Están una a continuación de la otra, sin derivaciones: por todas circula la misma corriente y la tensión total se reparte entre ellas.
- $R_{eq} = R_1 + R_2 + \dots$
- La resistencia equivalente es mayor que cualquiera de ellas.
- Si una se corta, se interrumpe todo el circuito, como en las viejas guirnaldas navideñas.

Resistencias en paralelo:
Están conectadas entre los mismos dos puntos: todas tienen la misma tensión y la corriente total se reparte entre ellas; por la de menor resistencia pasa más corriente.
- $\frac{1}{R_{eq}} = \frac{1}{R_1} + \frac{1}{R_2} + \dots$, y para dos resistencias, $R_{eq} = \frac{R_1 R_2}{R_1 + R_2}$.
- La resistencia equivalente es menor que la menor de ellas.
- Así se conectan los artefactos de una casa: todos reciben 220 V y funcionan de manera independiente.

Circuitos mixtos:
Se resuelven por partes. Reemplazá cada grupo en serie o en paralelo por su equivalente hasta llegar a una sola resistencia, calculá la corriente total con la ley de Ohm y después volvé hacia atrás para encontrar la tensión y la corriente en cada rama.

Errores comunes:
- Sumar resistencias en paralelo como si estuvieran en serie.
- Olvidar invertir al final: $1/R_{eq}$ no es $R_{eq}$.
- Suponer que en serie todas las resistencias tienen la misma tensión, o que en paralelo tienen la misma corriente.
- Despejar mal la ley de Ohm: la corriente es I = V/R, no V·R.
- Pensar que la corriente "se gasta" a lo largo de un circuito en serie: es la misma en todos sus puntos.`,
    examples: [
      r`Una lámpara de 484 Ω conectada a 220 V: $I = \frac{220}{484} \approx 0{,}45$ A.`,
      r`6 Ω y 3 Ω en paralelo: $R_{eq} = \frac{6 \cdot 3}{6 + 3} = 2$ Ω. Conectadas a 12 V, la corriente total es $12/2 = 6$ A: pasan 2 A por la de 6 Ω y 4 A por la de 3 Ω.`,
      r`Si agregás una resistencia de 4 Ω en serie con ese paralelo, $R_{eq} = 4 + 2 = 6$ Ω. Con 12 V, $I = 2$ A; la resistencia de 4 Ω tiene $2 \cdot 4 = 8$ V y el paralelo, los 4 V restantes.`,
    ],
  },
  {
    id: 'electricidad-potencia-energia-y-magnetismo',
    subtopics: ['electricidad.potencia-energia', 'electricidad.magnetismo'],
    topic: 'electricidad',
    title: 'Potencia y energía eléctrica, el kWh y nociones de magnetismo',
    body: r`Lo que pagás en la boleta de luz no es la corriente ni la tensión: es energía. Veamos cómo se calcula.

Potencia eléctrica:
Cuando una corriente I atraviesa un elemento con una diferencia de potencial V, la energía que se transforma por segundo es
$$P = V \cdot I$$
Combinando con la ley de Ohm, en una resistencia también vale $P = I^2 R = V^2 / R$. Esa energía se transforma en calor (efecto Joule), que es lo que aprovechan estufas, pavas eléctricas y planchas. La unidad es el watt (W).
Un artefacto que dice "220 V, 1100 W" consume 1100 W cuando se lo conecta a 220 V: por él circulan I = 1100/220 = 5 A y su resistencia es R = 220²/1100 = 44 Ω.

Energía eléctrica y el kWh:
La energía consumida es potencia por tiempo: E = P · t. En joule da números enormes, así que las boletas usan el kilowatt-hora:
- 1 kWh es la energía que consume un artefacto de 1 kW durante 1 h.
- $1\ \text{kWh} = 1000\ \text{W} \cdot 3600\ \text{s} = 3{,}6 \cdot 10^{6}$ J.
- Para calcular el consumo, pasá la potencia a kW y el tiempo a horas: E (kWh) = P (kW) · t (h). El costo es esa energía por el precio de cada kWh.
Tené en cuenta que el kW es unidad de potencia y el kWh, de energía.

Magnetismo:
- Los imanes tienen dos polos, norte y sur. Polos iguales se repelen y polos opuestos se atraen. No existen polos aislados: si partís un imán, cada mitad tiene su propio norte y su propio sur.
- Alrededor de un imán hay un campo magnético, que se representa con líneas que salen del polo norte y entran por el sur. La Tierra se comporta como un gran imán: por eso la brújula se orienta.
- Experimento de Oersted: una corriente eléctrica genera un campo magnético. Alrededor de un cable recto las líneas son circunferencias; una bobina con corriente se comporta como un imán (electroimán).
- Un campo magnético ejerce fuerza sobre cargas en movimiento y sobre cables con corriente, pero no sobre una carga en reposo. En eso se basan los motores eléctricos.
- Inducción electromagnética (Faraday): un campo magnético que varía genera una corriente en un circuito cercano. Así funcionan los generadores de las centrales eléctricas y los transformadores.

Errores comunes:
- Confundir kW (potencia) con kWh (energía).
- Olvidar pasar los W a kW o los minutos a horas al calcular el consumo.
- Creer que si la tensión se duplica la potencia en una resistencia se duplica: con $P = V^2/R$, se cuadruplica.
- Pensar que un imán atrae a cualquier metal: atrae a los ferromagnéticos, como el hierro, pero no al cobre ni al aluminio.
- Creer que un campo magnético hace fuerza sobre una carga quieta.`,
    examples: [
      r`Una pava eléctrica de 2000 W funciona 6 minutos por día durante 30 días: $E = 2\ \text{kW} \cdot 0{,}1\ \text{h} \cdot 30 = 6$ kWh. A 150 pesos el kWh, cuesta 900 pesos.`,
      r`Una resistencia de 10 Ω por la que circulan 3 A disipa $P = I^2 R = 3^2 \cdot 10 = 90$ W.`,
      r`Una lámpara de 60 W encendida durante 5 h consume $0{,}06\ \text{kW} \cdot 5\ \text{h} = 0{,}3$ kWh, que son $0{,}3 \cdot 3{,}6 \cdot 10^{6} = 1{,}08 \cdot 10^{6}$ J.`,
    ],
  },
];
