import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'estequiometria-mol',
    topic: 'estequiometria',
    title: 'El mol: masa molar, número de Avogadro y conversiones',
    subtopics: ['estequiometria.mol-masa-molar', 'estequiometria.gases'],
    body: String.raw`Idea clave:
Los átomos y las moléculas son tan pequeños que no se pueden contar de a uno. Para trabajar con ellos los químicos usan un "paquete" fijo de partículas: el mol. Un mol contiene $N_A = 6{,}02 \cdot 10^{23}$ entidades (átomos, moléculas, iones o unidades fórmula). Es como la docena, pero muchísimo más grande.

Masa molar:
La masa molar $M$ es la masa de un mol de sustancia, en g/mol. Se calcula sumando las masas atómicas de todos los átomos de la fórmula, multiplicadas por sus subíndices. En este curso usamos masas redondeadas: H 1, C 12, N 14, O 16, Na 23, Mg 24, Al 27, S 32, Cl 35,5, K 39, Ca 40, Fe 56, Cu 63,5 y Zn 65,4.
- Agua, H₂O: $M = 2 \cdot 1 + 16 = 18$ g/mol.
- Dióxido de carbono, CO₂: $M = 12 + 2 \cdot 16 = 44$ g/mol.
- Hidróxido de calcio, Ca(OH)₂: el subíndice 2 afecta a todo el paréntesis, así que $M = 40 + 2 \cdot (16 + 1) = 74$ g/mol.

Las tres conversiones básicas:
- De masa a moles: $n = \dfrac{m}{M}$. Para pasar de moles a masa, $m = n \cdot M$.
- De moles a partículas: $N = n \cdot N_A$. Para volver, $n = \dfrac{N}{N_A}$.
- De moles a volumen de un gas en CNPT (0 °C y 1 atm): cada mol ocupa 22,4 L, así que $V = n \cdot 22{,}4$ L. Esto vale para cualquier gas, sin importar cuál sea, pero no para líquidos ni sólidos.

Pensalo como un mapa con el mol en el centro: desde la masa, desde las partículas o desde el volumen de un gas siempre pasás primero por los moles y de ahí vas a lo que te piden.

Moléculas y átomos:
Una molécula puede tener varios átomos. En 1 mol de H₂O hay $6{,}02 \cdot 10^{23}$ moléculas, pero $2 \cdot 6{,}02 \cdot 10^{23}$ átomos de hidrógeno y $3 \cdot 6{,}02 \cdot 10^{23}$ átomos en total. Si te preguntan por átomos de un elemento, multiplicá los moles de sustancia por el subíndice de ese elemento.

Cómo resolver:
- Escribí la fórmula y calculá la masa molar con cuidado.
- Convertí el dato a moles.
- Convertí los moles a lo que te piden.
- Revisá las unidades y el orden de magnitud: una cantidad de partículas razonable tiene exponente cercano a 23 o 24; una masa de unos pocos gramos corresponde a una fracción de mol.

Errores comunes:
- Multiplicar la masa por la masa molar en lugar de dividir. Si las unidades no dan "mol", la cuenta está mal: $\text{g} \cdot \text{g/mol}$ no es mol.
- Olvidar los subíndices al calcular la masa molar, o aplicar el subíndice de un paréntesis a un solo átomo.
- Confundir moléculas con átomos.
- Usar 22,4 L/mol para el agua líquida o para un gas que no está en CNPT.
- Confundir la masa de una molécula (muy pequeña, del orden de $10^{-23}$ g) con la masa molar.`,
    examples: [
      String.raw`¿Cuántos moles, moléculas y átomos hay en 90 g de agua? $M(\mathrm{H_2O}) = 18$ g/mol, así que $n = 90 / 18 = 5$ mol. Moléculas: $5 \cdot 6{,}02 \cdot 10^{23} = 3{,}01 \cdot 10^{24}$. Cada molécula tiene 3 átomos: $3 \cdot 3{,}01 \cdot 10^{24} = 9{,}03 \cdot 10^{24}$ átomos.`,
      String.raw`¿Qué volumen ocupan 22 g de CO₂ en CNPT? $M(\mathrm{CO_2}) = 44$ g/mol, $n = 22 / 44 = 0{,}5$ mol y $V = 0{,}5 \cdot 22{,}4 = 11{,}2$ L.`,
      String.raw`¿Cuántos gramos son $1{,}204 \cdot 10^{24}$ moléculas de NH₃? $n = 1{,}204 \cdot 10^{24} / 6{,}02 \cdot 10^{23} = 2$ mol. $M(\mathrm{NH_3}) = 14 + 3 = 17$ g/mol, así que $m = 2 \cdot 17 = 34$ g.`,
    ],
  },
  {
    id: 'estequiometria-balanceo-relaciones',
    topic: 'estequiometria',
    title: 'Balanceo de ecuaciones y relaciones estequiométricas',
    subtopics: ['estequiometria.balanceo-relaciones'],
    body: String.raw`Idea clave:
En una reacción química los átomos no se crean ni se destruyen: sólo se reacomodan. Por eso la masa se conserva (ley de Lavoisier) y la ecuación química tiene que tener la misma cantidad de átomos de cada elemento a los dos lados de la flecha. Una vez balanceada, los coeficientes te dicen en qué proporción de moles reaccionan y se forman las sustancias.

Coeficientes y subíndices:
- Los subíndices son parte de la fórmula: H₂O es agua y H₂O₂ es agua oxigenada. Nunca se cambian para balancear.
- Los coeficientes son los números que van delante de cada fórmula e indican cuántas moléculas (o moles) participan. Eso es lo único que podés ajustar.

Balanceo por tanteo:
- Balanceá primero los metales, después los no metales distintos de H y O, luego el hidrógeno y por último el oxígeno.
- Si un elemento aparece en una sustancia simple (O₂, Fe, H₂), dejalo para el final: su coeficiente se ajusta sin desbalancear nada.
- Al terminar, contá átomo por átomo y asegurate de usar los menores enteros posibles.

Ejemplo, combustión del propano: C₃H₈ + O₂ → CO₂ + H₂O. Carbono: 3 a la izquierda, entonces 3 CO₂. Hidrógeno: 8, entonces 4 H₂O. Oxígeno a la derecha: $3 \cdot 2 + 4 \cdot 1 = 10$ átomos, entonces 5 O₂. Queda C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O.

Relaciones estequiométricas:
La ecuación N₂ + 3 H₂ → 2 NH₃ se lee: 1 mol de N₂ reacciona con 3 mol de H₂ y forma 2 mol de NH₃. De ahí salen factores de conversión, por ejemplo $\dfrac{2\ \text{mol NH}_3}{1\ \text{mol N}_2}$. En masa, la misma ecuación dice que 28 g de N₂ reaccionan con 6 g de H₂ y forman 34 g de NH₃: la masa se conserva ($28 + 6 = 34$), pero los moles no tienen por qué conservarse ($1 + 3 \neq 2$).

Receta para cualquier problema:
- Balanceá la ecuación.
- Pasá el dato a moles (con la masa molar, el número de Avogadro o 22,4 L/mol).
- Usá la relación de coeficientes para obtener los moles de la sustancia pedida.
- Convertí esos moles a la unidad que te piden.
La relación de coeficientes se aplica siempre entre moles, nunca directamente entre gramos.

Errores comunes:
- Usar la ecuación sin balancear: todas las proporciones salen mal.
- Cambiar subíndices para balancear, lo que cambia las sustancias.
- Aplicar la relación de coeficientes a las masas: "1 g de N₂ da 2 g de NH₃" es falso.
- Invertir el factor: para ir de N₂ a NH₃ se multiplica por $2/1$, no por $1/2$.
- Esperar que los moles totales se conserven como la masa.`,
    examples: [
      String.raw`¿Cuántos gramos de NH₃ se forman con 56 g de N₂ (N₂ + 3 H₂ → 2 NH₃)? $n(\mathrm{N_2}) = 56 / 28 = 2$ mol. Relación: $2 \cdot \dfrac{2}{1} = 4$ mol de NH₃. Masa: $4 \cdot 17 = 68$ g.`,
      String.raw`Se queman 32 g de metano (CH₄ + 2 O₂ → CO₂ + 2 H₂O). ¿Qué volumen de CO₂ se obtiene en CNPT? $n(\mathrm{CH_4}) = 32 / 16 = 2$ mol; la relación CH₄ : CO₂ es 1 : 1, así que se forman 2 mol de CO₂, que ocupan $2 \cdot 22{,}4 = 44{,}8$ L.`,
      `Balanceá Al + O₂ → Al₂O₃. El oxígeno pasa de 2 a 3 átomos: el mínimo común múltiplo es 6, así que 3 O₂ y 2 Al₂O₃. Entonces hay 4 Al a la derecha y la ecuación queda 4 Al + 3 O₂ → 2 Al₂O₃. Control: 4 Al y 6 O de cada lado.`,
    ],
  },
  {
    id: 'estequiometria-limitante-rendimiento',
    topic: 'estequiometria',
    title: 'Reactivo limitante, pureza y rendimiento',
    subtopics: ['estequiometria.limitante-pureza-rendimiento'],
    body: String.raw`Idea clave:
En la vida real los reactivos casi nunca están en la proporción justa, las materias primas no son puras y las reacciones no dan todo el producto que predice la ecuación. Tres ideas cubren esas situaciones: reactivo limitante, pureza y rendimiento.

Reactivo limitante:
Es el reactivo que se consume por completo y determina cuánto producto se forma. El otro queda en exceso: sobra una parte sin reaccionar. Pensalo como armar sándwiches con 10 panes y 3 fetas de queso, usando 2 panes y 1 feta por sándwich: el queso alcanza para 3 sándwiches y el pan para 5, así que el queso es el limitante.
- Pasá cada reactivo a moles.
- Dividí los moles de cada uno por su coeficiente en la ecuación balanceada.
- El que da el cociente más chico es el limitante. Todos los cálculos de producto se hacen con él.
- Para saber cuánto sobra del reactivo en exceso, calculá cuánto se consume (con la relación estequiométrica) y restalo de lo que había.

Pureza:
Si una muestra de 250 g de piedra caliza tiene 80 % de CaCO₃, sólo reaccionan $250 \cdot 0{,}80 = 200$ g. Las impurezas no participan. La pureza se aplica sobre el reactivo, antes de pasar a moles.

Rendimiento:
La cantidad calculada con la estequiometría es el rendimiento teórico: el máximo posible. Lo que realmente se obtiene es menor por reacciones secundarias, pérdidas o reacciones incompletas.
- $\%\ \text{rendimiento} = \dfrac{\text{masa real}}{\text{masa teórica}} \cdot 100$.
- Si conocés el rendimiento, la masa real es $\text{masa teórica} \cdot \dfrac{\%\ \text{rendimiento}}{100}$.
El rendimiento se aplica sobre el producto, al final del cálculo.

Orden recomendado:
- Corregí los reactivos por pureza.
- Pasá a moles y buscá el limitante.
- Usá la relación estequiométrica con el limitante para obtener el producto teórico.
- Aplicá el rendimiento para obtener el producto real.

Controles rápidos:
Antes de dar por terminado un problema, fijate si el resultado tiene sentido.
- La cantidad de reactivo en exceso que sobra tiene que ser positiva; si te da negativa, elegiste mal el limitante.
- La masa de los reactivos que efectivamente reaccionan tiene que ser igual a la masa de los productos formados.
- El producto real nunca supera al teórico, y la masa pura nunca supera a la masa de la muestra.
- Si cambiás de reactivo para calcular el producto y obtenés un valor distinto, quedate con el menor: es el que corresponde al limitante.

Errores comunes:
- Elegir como limitante al reactivo con menor masa, o con menos moles sin dividir por el coeficiente.
- Calcular el producto con el reactivo en exceso: da más producto del que se puede formar.
- Aplicar la pureza al producto o el rendimiento a los reactivos.
- Dividir por el rendimiento en lugar de multiplicar: el resultado real nunca puede superar al teórico.
- Olvidar pasar el porcentaje a tanto por uno (usar 80 en lugar de 0,80).`,
    examples: [
      String.raw`2 H₂ + O₂ → 2 H₂O con 8 g de H₂ y 48 g de O₂. Moles: $n(\mathrm{H_2}) = 8 / 2 = 4$ mol y $n(\mathrm{O_2}) = 48 / 32 = 1{,}5$ mol. Cocientes: $4 / 2 = 2$ y $1{,}5 / 1 = 1{,}5$, así que el O₂ es el limitante. Agua: $1{,}5 \cdot 2 = 3$ mol, o sea $3 \cdot 18 = 54$ g. Del H₂ se consumen 3 mol y sobra 1 mol, es decir, 2 g.`,
      String.raw`CaCO₃ → CaO + CO₂ con 250 g de caliza de 80 % de pureza y un rendimiento del 90 %. CaCO₃ puro: $250 \cdot 0{,}80 = 200$ g, que son $200 / 100 = 2$ mol. CaO teórico: 2 mol, es decir, $2 \cdot 56 = 112$ g. CaO real: $112 \cdot 0{,}90 = 100{,}8$ g.`,
      String.raw`En un ensayo se esperaban 40 g de producto y se obtuvieron 34 g. Rendimiento: $\dfrac{34}{40} \cdot 100 = 85$ %.`,
    ],
  },
];
