import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'termodinamica-quimica-entalpia',
    topic: 'termodinamica-quimica',
    title: 'Sistema, entorno y entalpía de reacción',
    subtopics: ['termodinamica-quimica.sistemas-calor', 'termodinamica-quimica.entalpia-hess'],
    body: String.raw`Idea clave:
Toda reacción química viene acompañada de un intercambio de energía: la combustión del gas de la cocina libera calor, mientras que para cocinar un huevo o descomponer la piedra caliza hay que entregarlo. La termodinámica química estudia esos intercambios, y la primera herramienta es la entalpía.

Sistema y entorno:
- Sistema: la parte del universo que estudiamos, por ejemplo las sustancias que reaccionan dentro de un recipiente.
- Entorno (o alrededores): todo lo demás que puede intercambiar energía con el sistema.
- Sistema abierto: intercambia materia y energía (una olla destapada).
- Sistema cerrado: intercambia energía pero no materia (una olla a presión bien cerrada).
- Sistema aislado: no intercambia ni materia ni energía (un termo ideal).
La convención de signos se mira siempre desde el sistema: la energía que entra al sistema es positiva y la que sale, negativa.

Entalpía:
La entalpía $H$ es una función de estado cuyo cambio, $\Delta H$, es igual al calor intercambiado a presión constante, que es como ocurren casi todas las reacciones en el laboratorio. Para una reacción:
$$\Delta H = H_{\text{productos}} - H_{\text{reactivos}}$$
- Reacción exotérmica: el sistema libera calor al entorno; los productos tienen menos entalpía que los reactivos y $\Delta H < 0$. Ejemplos: combustiones, neutralizaciones, la condensación del vapor y la solidificación del agua.
- Reacción endotérmica: el sistema absorbe calor del entorno; $\Delta H > 0$. Ejemplos: la fusión del hielo, la evaporación, la fotosíntesis, la descomposición del CaCO₃ y la disolución del nitrato de amonio en las compresas frías.

Ecuaciones termoquímicas:
Una ecuación termoquímica indica los estados de agregación y el $\Delta H$:
$$\mathrm{CH_4(g) + 2\,O_2(g) \rightarrow CO_2(g) + 2\,H_2O(l)} \qquad \Delta H = -890\ \text{kJ}$$
Se lee: cuando reacciona 1 mol de metano con 2 mol de oxígeno se liberan 890 kJ.
- El $\Delta H$ es proporcional a las cantidades: si multiplicás la ecuación por 2, el $\Delta H$ se duplica.
- Si invertís la ecuación, el $\Delta H$ cambia de signo: formar metano a partir de CO₂ y agua absorbería 890 kJ.
- El estado importa: formar H₂O líquida libera más energía que formar vapor.

Calor y cantidad de sustancia:
Para saber cuánto calor pone en juego una cantidad dada, pasala a moles y usá la ecuación como factor: $q = n \cdot \Delta H$ (por mol de la sustancia de referencia). Quemar 8 g de metano, es decir, 0,5 mol, libera $0{,}5 \cdot 890 = 445$ kJ.

Errores comunes:
- Pensar que "exotérmico" tiene $\Delta H$ positivo porque "sale energía": la salida se mira desde el sistema y es negativa.
- Olvidar escalar el $\Delta H$ cuando cambia la cantidad de sustancia.
- Invertir una ecuación sin cambiar el signo del $\Delta H$.
- Usar la masa en gramos directamente en lugar de los moles.
- Ignorar los estados de agregación al comparar valores de $\Delta H$.`,
    examples: [
      String.raw`$\mathrm{N_2(g) + 3\,H_2(g) \rightarrow 2\,NH_3(g)}$, $\Delta H = -92$ kJ. Es exotérmica. Para formar 1 mol de NH₃ (la mitad), $\Delta H = -46$ kJ; para descomponer 2 mol de NH₃, $\Delta H = +92$ kJ.`,
      String.raw`¿Cuánto calor libera la combustión de 88 g de propano? ($\mathrm{C_3H_8 + 5\,O_2 \rightarrow 3\,CO_2 + 4\,H_2O}$, $\Delta H = -2220$ kJ). $M = 44$ g/mol, así que hay 2 mol y se liberan $2 \cdot 2220 = 4440$ kJ.`,
      'Un alumno disuelve nitrato de amonio en agua dentro de un vaso y el vaso se enfría. El sistema (la disolución) absorbe calor del entorno (el vaso, el aire, tu mano): el proceso es endotérmico y su ΔH es positivo.',
    ],
  },
  {
    id: 'termodinamica-quimica-hess-formacion',
    topic: 'termodinamica-quimica',
    title: 'Ley de Hess y entalpías de formación',
    subtopics: ['termodinamica-quimica.entalpia-hess'],
    body: String.raw`Idea clave:
Como la entalpía es una función de estado, el $\Delta H$ de una reacción depende sólo del estado inicial y del final, no del camino. Eso permite calcular el $\Delta H$ de reacciones difíciles de medir combinando otras conocidas (ley de Hess) o a partir de una tabla de entalpías de formación.

Ley de Hess:
Si una reacción se puede escribir como la suma de varias etapas, su $\Delta H$ es la suma de los $\Delta H$ de esas etapas. Para armar la suma podés:
- Invertir una ecuación: su $\Delta H$ cambia de signo.
- Multiplicar una ecuación por un número: su $\Delta H$ se multiplica por ese número.
- Sumar las ecuaciones y cancelar las sustancias que aparecen a ambos lados.
Estrategia: ubicá cada sustancia de la reacción buscada en alguna de las ecuaciones dato, fijate si tiene que quedar como reactivo o como producto y con qué coeficiente, y ajustá esa ecuación.

Ejemplo: no se puede medir bien el calor de $\mathrm{C(s) + \tfrac{1}{2}\,O_2(g) \rightarrow CO(g)}$, porque siempre se forma algo de CO₂. Pero se conocen:
- (1) $\mathrm{C(s) + O_2(g) \rightarrow CO_2(g)}$, $\Delta H_1 = -393{,}5$ kJ.
- (2) $\mathrm{CO(g) + \tfrac{1}{2}\,O_2(g) \rightarrow CO_2(g)}$, $\Delta H_2 = -283{,}0$ kJ.
El CO tiene que quedar como producto, así que invertís (2) y la sumás a (1): $\Delta H = -393{,}5 + 283{,}0 = -110{,}5$ kJ.

Entalpía estándar de formación:
$\Delta H^\circ_f$ es el cambio de entalpía cuando se forma 1 mol de un compuesto a partir de sus elementos en su estado estándar (la forma más estable a 25 °C y 1 atm). Por definición, la de un elemento en su estado estándar es cero: O₂(g), H₂(g), N₂(g), C(grafito), Fe(s).
Algunos valores en kJ/mol: CO₂(g) −393,5; H₂O(l) −285,8; H₂O(g) −241,8; CO(g) −110,5; CH₄(g) −74,8; NH₃(g) −46,1; C₂H₅OH(l) −277,7; CaCO₃(s) −1206,9; CaO(s) −635,1.

Cálculo con entalpías de formación:
$$\Delta H^\circ_r = \sum n \cdot \Delta H^\circ_f(\text{productos}) - \sum n \cdot \Delta H^\circ_f(\text{reactivos})$$
donde $n$ son los coeficientes de la ecuación balanceada. Para la combustión del metano: $[-393{,}5 + 2 \cdot (-285{,}8)] - [-74{,}8 + 2 \cdot 0] = -965{,}1 + 74{,}8 = -890{,}3$ kJ.

Errores comunes:
- Restar al revés (reactivos menos productos): el signo queda invertido.
- Olvidar multiplicar por los coeficientes estequiométricos.
- Asignar un valor distinto de cero al O₂ o a otro elemento en su estado estándar.
- Invertir una ecuación en la ley de Hess y no cambiar el signo de su $\Delta H$, o multiplicarla y no multiplicar el $\Delta H$.
- Usar el valor del agua gaseosa cuando la ecuación indica agua líquida.`,
    examples: [
      String.raw`$\Delta H^\circ$ de $\mathrm{CaCO_3(s) \rightarrow CaO(s) + CO_2(g)}$. $[-635{,}1 + (-393{,}5)] - [-1206{,}9] = -1028{,}6 + 1206{,}9 = +178{,}3$ kJ. Es endotérmica: por eso hay que calentar la piedra caliza en el horno.`,
      String.raw`A partir de $\mathrm{2\,H_2(g) + O_2(g) \rightarrow 2\,H_2O(l)}$, $\Delta H = -571{,}6$ kJ, y $\mathrm{H_2O(l) \rightarrow H_2O(g)}$, $\Delta H = +44{,}0$ kJ, calculá el $\Delta H$ de $\mathrm{H_2(g) + \tfrac{1}{2}\,O_2(g) \rightarrow H_2O(g)}$. Dividí la primera por 2 ($-285{,}8$ kJ) y sumale la segunda: $-285{,}8 + 44{,}0 = -241{,}8$ kJ.`,
      String.raw`Combustión del etanol, $\mathrm{C_2H_5OH(l) + 3\,O_2(g) \rightarrow 2\,CO_2(g) + 3\,H_2O(l)}$: $[2 \cdot (-393{,}5) + 3 \cdot (-285{,}8)] - [-277{,}7] = -1644{,}4 + 277{,}7 = -1366{,}7$ kJ.`,
    ],
  },
  {
    id: 'termodinamica-quimica-espontaneidad',
    topic: 'termodinamica-quimica',
    title: 'Entropía, energía libre de Gibbs y espontaneidad',
    subtopics: ['termodinamica-quimica.entropia-gibbs'],
    body: String.raw`Idea clave:
Un proceso espontáneo es el que ocurre por sí solo, sin que haya que forzarlo desde afuera de manera continua: el hielo se derrite en una mesa a 25 °C y el hierro se oxida a la intemperie. Espontáneo no quiere decir rápido: la oxidación del hierro es espontánea y tarda años. Para predecir la espontaneidad no alcanza con mirar el $\Delta H$; hace falta también la entropía.

Entropía:
La entropía $S$ mide cuán dispersa está la energía de un sistema; de manera intuitiva, su grado de desorden. Las tendencias más útiles:
- Los gases tienen mucha más entropía que los líquidos, y los líquidos más que los sólidos.
- $\Delta S > 0$ en la fusión, la evaporación, la disolución de un sólido y en las reacciones que aumentan la cantidad de moles de gas.
- $\Delta S < 0$ en la condensación, la solidificación y en las reacciones que disminuyen los moles de gas, como $\mathrm{N_2 + 3\,H_2 \rightarrow 2\,NH_3}$.
- La entropía se expresa en J/K (o J/(mol·K)): ¡en joules, no en kilojoules!
El segundo principio de la termodinámica dice que en todo proceso espontáneo la entropía del universo (sistema más entorno) aumenta.

Energía libre de Gibbs:
Para un proceso a presión y temperatura constantes, la espontaneidad se decide con:
$$\Delta G = \Delta H - T\,\Delta S$$
con $T$ en kelvin ($T = t\,(^\circ\mathrm{C}) + 273$).
- $\Delta G < 0$: el proceso es espontáneo.
- $\Delta G > 0$: no es espontáneo (el proceso inverso sí lo es).
- $\Delta G = 0$: el sistema está en equilibrio.

Los cuatro casos:
- $\Delta H$ negativo y $\Delta S$ positivo: espontáneo a cualquier temperatura.
- $\Delta H$ positivo y $\Delta S$ negativo: nunca espontáneo.
- $\Delta H$ negativo y $\Delta S$ negativo: espontáneo a temperaturas bajas.
- $\Delta H$ positivo y $\Delta S$ positivo: espontáneo a temperaturas altas.
En los dos últimos casos la temperatura de cambio es la que hace $\Delta G = 0$: $T = \dfrac{\Delta H}{\Delta S}$.

Ejemplo: la descomposición del CaCO₃ tiene $\Delta H = +178$ kJ y $\Delta S = +161$ J/K. A 25 °C (298 K): $\Delta G = 178 - 298 \cdot 0{,}161 = 178 - 48{,}0 = +130$ kJ, no es espontánea. Se vuelve espontánea por encima de $T = 178 / 0{,}161 \approx 1106$ K, unos 833 °C: por eso los hornos de cal trabajan a más de 900 °C.

Errores comunes:
- Restar $T\,\Delta S$ en J y $\Delta H$ en kJ sin convertir: pasá $\Delta S$ a kJ/K dividiendo por 1000.
- Usar la temperatura en grados Celsius.
- Creer que toda reacción exotérmica es espontánea o que toda endotérmica no lo es: el hielo se funde espontáneamente a 25 °C aunque absorba calor.
- Confundir espontáneo con rápido: la termodinámica no dice nada sobre la velocidad.
- Equivocarse de signo al restar un $\Delta S$ negativo: $-T \cdot (-\Delta S)$ suma.`,
    examples: [
      String.raw`Una reacción tiene $\Delta H = -100$ kJ y $\Delta S = -200$ J/K. A 298 K: $\Delta G = -100 - 298 \cdot (-0{,}200) = -100 + 59{,}6 = -40{,}4$ kJ, espontánea. Deja de serlo por encima de $T = \dfrac{-100}{-0{,}200} = 500$ K.`,
      String.raw`Fusión del hielo, $\Delta H = +6{,}01$ kJ/mol y $\Delta S = +22{,}0$ J/(mol·K). $T = \dfrac{6{,}01}{0{,}0220} \approx 273$ K: por encima de 0 °C el hielo se funde espontáneamente y por debajo no.`,
      String.raw`¿La combustión del metano aumenta o disminuye la entropía? $\mathrm{CH_4(g) + 2\,O_2(g) \rightarrow CO_2(g) + 2\,H_2O(l)}$: pasa de 3 mol de gas a 1 mol de gas y se forma un líquido, así que $\Delta S < 0$. Aun así es espontánea porque su $\Delta H$ es muy negativo.`,
    ],
  },
];
