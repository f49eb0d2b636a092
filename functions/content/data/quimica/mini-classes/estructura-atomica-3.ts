import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const modelosSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 272" width="280" height="272"><g fill="none" stroke="currentColor" stroke-width="1.5"><circle cx="70" cy="50" r="32"/><circle cx="210" cy="50" r="36"/><circle cx="195" cy="35" r="4"/><circle cx="225" cy="42" r="4"/><circle cx="202" cy="68" r="4"/><circle cx="228" cy="66" r="4"/><circle cx="212" cy="25" r="4"/><circle cx="70" cy="190" r="40" stroke-dasharray="3 4"/><circle cx="70" cy="190" r="3" fill="currentColor"/><circle cx="105" cy="172" r="3"/><circle cx="43" cy="218" r="3"/><circle cx="210" cy="190" r="14"/><circle cx="210" cy="190" r="26"/><circle cx="210" cy="190" r="38"/><circle cx="210" cy="190" r="3" fill="currentColor"/><circle cx="224" cy="190" r="3"/><circle cx="210" cy="152" r="3"/></g><g fill="currentColor" font-family="sans-serif" font-size="13" text-anchor="middle"><text x="70" y="104">Dalton</text><text x="70" y="121">esfera maciza</text><text x="210" y="104">Thomson</text><text x="210" y="121">budín de pasas</text><text x="70" y="248">Rutherford</text><text x="70" y="265">núcleo y vacío</text><text x="210" y="248">Bohr</text><text x="210" y="265">órbitas fijas</text><text x="193" y="58" font-size="14">+</text></g></svg>';

/** Chemistry basics (#31): the atomic models from Dalton to Bohr. */
export const miniClasses: MiniClass[] = [
  {
    id: 'estructura-atomica-modelos-atomicos',
    topic: 'estructura-atomica',
    title: 'Modelos atómicos: de Dalton a Bohr',
    subtopics: ['estructura-atomica.modelos-atomicos'],
    body: String.raw`Nadie vio un átomo a simple vista: lo que sabemos de él salió de experimentos que obligaron a cambiar la idea anterior. Cada modelo explica lo que el anterior no podía, y el examen suele preguntar justamente eso: qué propuso cada uno, con qué experimento y qué falla lo reemplazó.

Dalton (1808), la esfera maciza:
- La materia está formada por átomos indivisibles.
- Los átomos de un mismo elemento son iguales entre sí; los de elementos distintos tienen distinta masa.
- Los compuestos se forman uniendo átomos en proporciones de números enteros, y en una reacción los átomos solo se reordenan.
Explicaba las leyes de conservación de la masa y de las proporciones definidas. Falló cuando se descubrieron partículas dentro del átomo.

Thomson (1904), el budín de pasas:
Estudiando los rayos catódicos, Thomson descubrió el electrón: una partícula negativa, unas 1800 veces más liviana que el átomo de hidrógeno, igual en todos los materiales. Propuso un átomo formado por una masa de carga positiva repartida en todo su volumen, con los electrones incrustados como pasas en un budín, de modo que el conjunto fuera neutro.

Rutherford (1911), el modelo nuclear:
Rutherford lanzó partículas alfa (positivas) contra una lámina de oro muy delgada.
- Casi todas la atravesaron sin desviarse: el átomo es casi todo espacio vacío.
- Unas pocas se desviaron mucho o rebotaron: la carga positiva y casi toda la masa están concentradas en un núcleo diminuto, unas 100.000 veces más chico que el átomo.
Propuso un núcleo positivo con los electrones girando alrededor, como planetas. Su falla: según la física clásica, un electrón que gira irradia energía y debería caer en espiral sobre el núcleo, y el átomo no sería estable.

Bohr (1913), las órbitas de energía fija:
- El electrón solo puede moverse en ciertas órbitas permitidas, cada una con una energía fija (la energía está cuantizada). Mientras está en una de ellas no irradia.
- Al pasar de una órbita de mayor energía a una de menor, el átomo emite un fotón con energía igual a la diferencia; para subir, absorbe un fotón con la energía justa.
Así explicó la estabilidad del átomo y las líneas del espectro del hidrógeno: cada línea es un salto entre dos órbitas. Para el hidrógeno, $E_n = -13{,}6\ \text{eV}/n^2$.

Después de Bohr:
El neutrón lo descubrió Chadwick en 1932, y el modelo actual reemplaza las órbitas por orbitales: zonas donde es más probable encontrar al electrón, descriptas por los números cuánticos.

Errores comunes:
- Decir que Thomson propuso el núcleo: en su modelo la carga positiva está repartida.
- Creer que el experimento de la lámina de oro mostró que el átomo es macizo: mostró lo contrario.
- Atribuirle a Rutherford la explicación de los espectros o la estabilidad: son logros de Bohr.
- Pensar que en el modelo de Bohr el electrón puede tener cualquier energía.
- Confundir emisión con absorción: bajar de nivel emite luz; subir la absorbe.`,
    examples: [
      '¿Por qué el modelo de Thomson no explica los rebotes? Con la carga positiva repartida en todo el átomo, ninguna zona tiene fuerza suficiente para frenar y devolver una partícula alfa; todas deberían pasar con desviaciones chicas.',
      String.raw`Energía del fotón que emite el hidrógeno al pasar de n = 3 a n = 2: $E_3 = -13{,}6/9 \approx -1{,}51$ eV y $E_2 = -13{,}6/4 = -3{,}4$ eV. El fotón lleva $-1{,}51 - (-3{,}4) \approx 1{,}89$ eV, luz roja.`,
      String.raw`Si el núcleo de un átomo tuviera el tamaño de una bolita de 1 cm, el átomo sería una esfera de 1 km de radio, porque $10^{-10}\ \text{m} / 10^{-15}\ \text{m} = 10^{5}$. Entre la bolita y el borde, casi todo es vacío.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Modelos atómicos de Dalton, Thomson, Rutherford y Bohr',
          alt: 'Cuatro dibujos en dos filas, que se leen de izquierda a derecha y de arriba abajo. Dalton: una esfera maciza. Thomson: una esfera de carga positiva con electrones incrustados, como un budín de pasas. Rutherford: un núcleo muy pequeño en el centro y electrones alrededor, con el resto del átomo vacío. Bohr: un núcleo con tres órbitas circulares de energía fija y electrones sobre ellas.',
        },
        modelosSvg,
      ),
    ],
  },
];
