import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'electroquimica-numeros-oxidacion-redox',
    topic: 'electroquimica',
    title: 'Números de oxidación y reacciones redox',
    subtopics: ['electroquimica.numeros-oxidacion-redox'],
    body: String.raw`Idea clave:
En muchas reacciones hay un intercambio de electrones: una especie los pierde y otra los gana. Son las reacciones de óxido-reducción, o redox: la corrosión del hierro, la combustión, la respiración celular y el funcionamiento de cualquier pila. Para seguirles el rastro a los electrones se usan los números de oxidación.

Reglas para asignar números de oxidación:
- Un elemento sin combinar tiene número de oxidación 0: Fe, Cu, O₂, Cl₂, H₂.
- Un ion monoatómico tiene como número de oxidación su carga: Na⁺ es +1, Cl⁻ es −1, Fe³⁺ es +3.
- El oxígeno es −2 en casi todos sus compuestos. Excepción frecuente: en los peróxidos, como el H₂O₂, es −1.
- El hidrógeno es +1 cuando se une a no metales y −1 en los hidruros metálicos, como el NaH.
- Los metales alcalinos son siempre +1, los alcalinotérreos +2 y el flúor −1.
- La suma de los números de oxidación es 0 en un compuesto neutro e igual a la carga en un ion poliatómico.

Ejemplo: el azufre en el H₂SO₄. Planteá $2 \cdot (+1) + x + 4 \cdot (-2) = 0$, de donde $x = +6$. El manganeso en el $\mathrm{MnO_4^{-}}$: $x + 4 \cdot (-2) = -1$, así que $x = +7$.

Oxidación y reducción:
- Oxidación: pérdida de electrones. El número de oxidación aumenta. Ejemplo: $\mathrm{Zn \rightarrow Zn^{2+} + 2\,e^{-}}$.
- Reducción: ganancia de electrones. El número de oxidación disminuye. Ejemplo: $\mathrm{Cu^{2+} + 2\,e^{-} \rightarrow Cu}$.
- Las dos ocurren siempre juntas: los electrones que pierde una especie los gana otra. Sumando las semirreacciones: $\mathrm{Zn + Cu^{2+} \rightarrow Zn^{2+} + Cu}$.
Una regla para recordar: reducción es "reducir" el número de oxidación.

Agentes oxidante y reductor:
- Agente oxidante: la especie que provoca la oxidación de otra; para eso toma electrones, así que ella se reduce. En el ejemplo, el $\mathrm{Cu^{2+}}$.
- Agente reductor: la especie que provoca la reducción de otra; cede electrones, así que ella se oxida. En el ejemplo, el Zn.
Parece un trabalenguas, pero pensalo así: el oxidante "oxida a otro" y por eso él se reduce.

Balance de electrones:
En una ecuación redox, los electrones perdidos tienen que ser iguales a los ganados. Si el aluminio pierde 3 electrones ($\mathrm{Al \rightarrow Al^{3+}}$) y el $\mathrm{Cu^{2+}}$ gana 2, el mínimo común múltiplo es 6: $\mathrm{2\,Al + 3\,Cu^{2+} \rightarrow 2\,Al^{3+} + 3\,Cu}$.

Errores comunes:
- Confundir "agente oxidante" con "especie que se oxida": es justo al revés.
- Olvidar que en un ion poliatómico la suma da la carga del ion, no cero.
- Olvidar multiplicar por el subíndice: en el $\mathrm{Cr_2O_7^{2-}}$ hay dos átomos de cromo, cada uno con +6.
- Pensar que oxidarse implica siempre reaccionar con oxígeno: lo que define la oxidación es la pérdida de electrones.
- Balancear los átomos pero no las cargas ni los electrones.`,
    examples: [
      String.raw`Número de oxidación del cromo en el $\mathrm{Cr_2O_7^{2-}}$. $2x + 7 \cdot (-2) = -2$, entonces $2x = 12$ y $x = +6$.`,
      String.raw`En $\mathrm{Fe_2O_3 + 3\,CO \rightarrow 2\,Fe + 3\,CO_2}$, el hierro pasa de +3 a 0 (se reduce) y el carbono de +2 a +4 (se oxida). El agente oxidante es el Fe₂O₃ y el agente reductor, el CO.`,
      String.raw`En $\mathrm{2\,Na + Cl_2 \rightarrow 2\,NaCl}$, cada Na pasa de 0 a +1 (pierde un electrón) y cada Cl pasa de 0 a −1 (gana uno). El sodio es el reductor y el cloro, el oxidante.`,
    ],
  },
  {
    id: 'electroquimica-pilas',
    topic: 'electroquimica',
    title: 'Pilas galvánicas y potenciales estándar',
    subtopics: ['electroquimica.pilas-potenciales'],
    body: String.raw`Idea clave:
Si una reacción redox espontánea ocurre con los reactivos en contacto, los electrones pasan directamente y sólo se libera calor. Si en cambio separás la oxidación y la reducción en dos recipientes y los conectás con un cable, los electrones tienen que viajar por el cable: eso es una corriente eléctrica. Ese dispositivo es una pila galvánica (o voltaica).

Partes de una pila:
- Ánodo: electrodo donde ocurre la oxidación. En una pila es el polo negativo.
- Cátodo: electrodo donde ocurre la reducción. En una pila es el polo positivo.
- Circuito externo: por el cable los electrones van del ánodo al cátodo.
- Puente salino: un tubo con una solución de sal (por ejemplo KNO₃) que cierra el circuito; por él se mueven iones, no electrones, y mantiene neutras las dos soluciones.
Regla para recordar: ánodo y oxidación empiezan con vocal; cátodo y reducción, con consonante.

La pila de Daniell:
Un electrodo de zinc en solución de $\mathrm{ZnSO_4}$ y uno de cobre en solución de $\mathrm{CuSO_4}$. El zinc se oxida ($\mathrm{Zn \rightarrow Zn^{2+} + 2\,e^{-}}$) y la lámina pierde masa; el $\mathrm{Cu^{2+}}$ se reduce ($\mathrm{Cu^{2+} + 2\,e^{-} \rightarrow Cu}$) y el cobre se deposita sobre el cátodo, que gana masa. Se representa así: $\mathrm{Zn \,|\, Zn^{2+} \,||\, Cu^{2+} \,|\, Cu}$, con el ánodo a la izquierda.

Potenciales estándar de reducción:
Cada semirreacción tiene una tendencia a reducirse medida por su potencial estándar $E^\circ$ (25 °C, soluciones 1 M, gases a 1 atm), tomando como referencia el electrodo de hidrógeno, con 0,00 V. Algunos valores:
- $\mathrm{Mg^{2+}/Mg}$: −2,37 V; $\mathrm{Al^{3+}/Al}$: −1,66 V; $\mathrm{Zn^{2+}/Zn}$: −0,76 V; $\mathrm{Fe^{2+}/Fe}$: −0,44 V; $\mathrm{Ni^{2+}/Ni}$: −0,25 V.
- $\mathrm{H^{+}/H_2}$: 0,00 V; $\mathrm{Cu^{2+}/Cu}$: +0,34 V; $\mathrm{Ag^{+}/Ag}$: +0,80 V; $\mathrm{Cl_2/Cl^{-}}$: +1,36 V.
Cuanto mayor es $E^\circ$, más fácil se reduce la especie: es mejor oxidante. Cuanto menor es, más fácil se oxida el metal: es mejor reductor.

Fuerza electromotriz de la pila:
$$E^\circ_{\text{pila}} = E^\circ_{\text{cátodo}} - E^\circ_{\text{ánodo}}$$
usando los dos potenciales de reducción tal como figuran en la tabla. El cátodo es el de mayor $E^\circ$. Si el resultado es positivo, la reacción es espontánea. Para la pila de Daniell: $0{,}34 - (-0{,}76) = 1{,}10$ V.
Importante: si para balancear los electrones multiplicás una semirreacción por un número, su $E^\circ$ no cambia, porque es una propiedad intensiva.

Errores comunes:
- Sumar los potenciales en lugar de restarlos, o invertir el signo del ánodo y además restar (se cambia el signo dos veces).
- Multiplicar los potenciales por los coeficientes estequiométricos.
- Poner el ánodo en el electrodo de mayor potencial.
- Creer que por el puente salino pasan electrones.
- Pensar que una fem es negativa sólo porque los dos potenciales son negativos.`,
    examples: [
      String.raw`Pila de Zn y Ag. El cátodo es la plata (0,80 V > −0,76 V). $E^\circ = 0{,}80 - (-0{,}76) = 1{,}56$ V. Reacción global: $\mathrm{Zn + 2\,Ag^{+} \rightarrow Zn^{2+} + 2\,Ag}$ (el potencial de la plata no se multiplica por 2).`,
      String.raw`Pila de Fe y Ni. El níquel tiene mayor potencial (−0,25 V > −0,44 V), así que es el cátodo. $E^\circ = -0{,}25 - (-0{,}44) = 0{,}19$ V: positiva aunque los dos potenciales sean negativos.`,
      String.raw`¿El cobre metálico reacciona con una solución de $\mathrm{Zn^{2+}}$? Para que ocurra, el Cu debería oxidarse y el $\mathrm{Zn^{2+}}$ reducirse: $E^\circ = -0{,}76 - 0{,}34 = -1{,}10$ V. Es negativa, así que no es espontánea.`,
    ],
  },
  {
    id: 'electroquimica-electrolisis',
    topic: 'electroquimica',
    title: 'Electrólisis y ley de Faraday',
    subtopics: ['electroquimica.electrolisis-faraday'],
    body: String.raw`Idea clave:
En una pila, una reacción espontánea produce corriente. En la electrólisis pasa lo contrario: una fuente externa (una batería o un rectificador) fuerza a ocurrir una reacción redox que no es espontánea. Así se obtienen el aluminio, el sodio y el cloro, se recubren piezas con cobre, níquel o cromo y se refinan metales.

La celda electrolítica:
- Tiene dos electrodos sumergidos en un electrolito fundido o en solución, conectados a la fuente.
- Cátodo: conectado al polo negativo de la fuente; allí llegan los electrones y ocurre la reducción.
- Ánodo: conectado al polo positivo; allí ocurre la oxidación.
Los nombres siguen la misma regla que en la pila (oxidación en el ánodo, reducción en el cátodo); lo que cambia es el signo de cada electrodo.

Ejemplos:
- NaCl fundido: en el cátodo $\mathrm{Na^{+} + e^{-} \rightarrow Na}$ y en el ánodo $\mathrm{2\,Cl^{-} \rightarrow Cl_2 + 2\,e^{-}}$.
- Agua acidulada: $\mathrm{2\,H_2O \rightarrow 2\,H_2 + O_2}$. En el cátodo se desprende hidrógeno y en el ánodo oxígeno, en relación de volúmenes 2 : 1.
- Cobreado: la pieza a recubrir es el cátodo en una solución de $\mathrm{Cu^{2+}}$, y sobre ella se deposita cobre metálico.

Ley de Faraday:
La cantidad de sustancia que se transforma en un electrodo es proporcional a la carga que circula.
- Carga: $Q = I \cdot t$, con $I$ en amperes y $t$ en segundos; $Q$ queda en coulombs.
- Un mol de electrones transporta la constante de Faraday: $F = 96\,500$ C/mol.
- Moles de electrones: $n_{e^-} = Q / F$.
- Si el ion tiene carga $z$, cada mol de metal necesita $z$ moles de electrones: $n_{\text{metal}} = n_{e^-} / z$.
- Todo junto: $m = \dfrac{I \cdot t \cdot M}{z \cdot F}$.

Orden de resolución:
- Pasá el tiempo a segundos.
- Calculá la carga y los moles de electrones.
- Usá la semirreacción para pasar a moles de sustancia (dividí por $z$).
- Pasá a masa con la masa molar (o a volumen, si es un gas en CNPT).

Errores comunes:
- Usar el tiempo en minutos u horas sin pasarlo a segundos.
- Olvidar dividir por la carga del ion: para depositar 1 mol de Cu hacen falta 2 mol de electrones.
- Confundir la carga de un electrón ($1{,}6 \cdot 10^{-19}$ C) con la de un mol de electrones (96 500 C).
- Pensar que en una celda electrolítica el ánodo es negativo como en la pila: en la electrólisis es positivo.
- Suponer que en la electrólisis del agua se obtienen volúmenes iguales de H₂ y O₂.`,
    examples: [
      String.raw`¿Qué masa de cobre se deposita con 2 A durante 30 min a partir de $\mathrm{Cu^{2+}}$? $t = 1800$ s, $Q = 2 \cdot 1800 = 3600$ C, $n_{e^-} = 3600 / 96\,500 = 0{,}0373$ mol, $n_{\mathrm{Cu}} = 0{,}0373 / 2 = 0{,}01865$ mol y $m = 0{,}01865 \cdot 63{,}5 \approx 1{,}18$ g.`,
      String.raw`¿Cuánto tiempo tarda una corriente de 5 A en depositar 10,8 g de plata ($\mathrm{Ag^{+} + e^{-} \rightarrow Ag}$)? $n_{\mathrm{Ag}} = 10{,}8 / 108 = 0{,}1$ mol, que requieren 0,1 mol de electrones: $Q = 0{,}1 \cdot 96\,500 = 9650$ C y $t = 9650 / 5 = 1930$ s, unos 32 minutos.`,
      `En la electrólisis del agua se recogen 60 mL de H₂ en el cátodo. Por la relación 2 : 1, en el ánodo se recogen 30 mL de O₂.`,
    ],
  },
];
