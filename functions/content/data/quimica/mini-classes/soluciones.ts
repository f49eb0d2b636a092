import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'soluciones-conceptos-porcentajes',
    topic: 'soluciones',
    title: 'Soluciones, solubilidad y concentraciones porcentuales',
    subtopics: ['soluciones.conceptos-solubilidad', 'soluciones.concentraciones-porcentuales'],
    body: String.raw`Idea clave:
Una solución es una mezcla homogénea: a simple vista, y aun con un microscopio común, se ve una sola fase. Tiene al menos dos componentes: el soluto, que es el que está en menor proporción, y el solvente, que está en mayor proporción y dispersa al soluto. En el laboratorio el solvente más común es el agua, y a esas soluciones se las llama acuosas. También hay soluciones gaseosas (el aire) y sólidas (las aleaciones, como el bronce).

Solubilidad:
La solubilidad es la máxima cantidad de soluto que se puede disolver en una cantidad dada de solvente a una temperatura determinada. Se suele expresar en gramos de soluto cada 100 g de agua.
- Solución no saturada: tiene menos soluto que el máximo; admite más.
- Solución saturada: tiene el máximo posible; si agregás más soluto, queda sin disolver en el fondo.
- Solución sobresaturada: tiene más soluto que el máximo; es inestable y el exceso cristaliza ante cualquier perturbación.
Para la mayoría de los sólidos la solubilidad aumenta con la temperatura. Para los gases pasa lo contrario: se disuelven menos en agua caliente, por eso una gaseosa tibia pierde el gas más rápido.

Concentración:
La concentración indica cuánto soluto hay en una cantidad de solución. Las formas porcentuales más usadas son tres:
- Porcentaje masa en masa: $\%\,m/m = \dfrac{m_{\text{soluto}}}{m_{\text{solución}}} \cdot 100$. Son los gramos de soluto cada 100 g de solución.
- Porcentaje masa en volumen: $\%\,m/v = \dfrac{m_{\text{soluto}}\ (\text{g})}{V_{\text{solución}}\ (\text{mL})} \cdot 100$. Son los gramos de soluto cada 100 mL de solución.
- Porcentaje volumen en volumen: $\%\,v/v = \dfrac{V_{\text{soluto}}}{V_{\text{solución}}} \cdot 100$. Se usa para mezclas de líquidos, como las bebidas alcohólicas.

La masa de la solución es la suma de las masas de soluto y solvente. Los volúmenes, en cambio, no siempre se suman exactamente (al mezclar agua y alcohol el volumen final es un poco menor), por eso en % m/v y % v/v siempre se usa el volumen de la solución.

Si necesitás pasar de masa a volumen de solución, usá la densidad: $m_{\text{solución}} = \rho \cdot V_{\text{solución}}$.

Errores comunes:
- Dividir por la masa del solvente en lugar de la masa de la solución. Con 20 g de sal en 180 g de agua, la solución pesa 200 g y la concentración es 10 % m/m, no 11,1 %.
- Suponer que % m/m y % m/v son iguales. Sólo coinciden si la densidad de la solución es 1 g/mL.
- Mezclar unidades: el % m/v usa gramos y mililitros.
- Creer que una solución concentrada es necesariamente saturada: "concentrada" y "saturada" son ideas distintas.
- Pensar que calentar siempre ayuda a disolver: con los gases pasa lo contrario.`,
    examples: [
      String.raw`Se disuelven 20 g de NaCl en 180 g de agua. Masa de solución: $20 + 180 = 200$ g. Concentración: $\dfrac{20}{200} \cdot 100 = 10\ \%\,m/m$.`,
      String.raw`El suero fisiológico es NaCl al 0,9 % m/v. En una bolsa de 500 mL hay $\dfrac{0{,}9\ \text{g}}{100\ \text{mL}} \cdot 500\ \text{mL} = 4{,}5$ g de NaCl.`,
      String.raw`Un vino tiene 12 % v/v de alcohol. En una botella de 750 mL hay $750 \cdot \dfrac{12}{100} = 90$ mL de etanol.`,
      String.raw`La solubilidad de una sal es 36 g cada 100 g de agua a 20 °C. En 50 g de agua se disuelven como máximo $36 \cdot \dfrac{50}{100} = 18$ g; si agregás 25 g, quedan 7 g sin disolver y la solución queda saturada.`,
    ],
  },
  {
    id: 'soluciones-molaridad-ppm',
    topic: 'soluciones',
    title: 'Molaridad y partes por millón',
    subtopics: ['soluciones.molaridad-ppm'],
    body: String.raw`Idea clave:
En química las reacciones ocurren entre moles, así que la forma de concentración más útil es la que cuenta moles: la molaridad. Para soluciones muy diluidas, como los contaminantes del agua, se usan en cambio las partes por millón.

Molaridad:
La molaridad $M$ es la cantidad de moles de soluto por litro de solución:
$$M = \dfrac{n_{\text{soluto}}}{V_{\text{solución}}\ (\text{L})}$$
Se expresa en mol/L y se lee "molar": una solución 0,5 M de NaCl tiene 0,5 mol de NaCl en cada litro de solución.
- Si te dan la masa del soluto, primero pasala a moles con la masa molar: $n = m / M_m$.
- Si te dan el volumen en mililitros, dividilo por 1000 para pasarlo a litros.
- Para preparar una solución, despejá: $n = M \cdot V$ y después $m = n \cdot M_m$.

Preparación en el laboratorio:
Para preparar 250 mL de NaOH 0,2 M: $n = 0{,}2 \cdot 0{,}25 = 0{,}05$ mol, que son $0{,}05 \cdot 40 = 2$ g. Se pesan 2 g de NaOH, se disuelven en menos de 250 mL de agua dentro de un matraz aforado y se completa con agua hasta la marca. Fijate que no se agregan 250 mL de agua: el volumen que importa es el de la solución final.

De porcentaje a molaridad:
Si conocés el % m/m y la densidad, tomá un litro de solución como base de cálculo. Por ejemplo, un HCl comercial al 36,5 % m/m con densidad 1,18 g/mL: 1 L pesa 1180 g, de los cuales $1180 \cdot 0{,}365 = 430{,}7$ g son HCl, es decir, $430{,}7 / 36{,}5 = 11{,}8$ mol. La solución es 11,8 M.

Partes por millón:
Las ppm indican cuántas partes de soluto hay en un millón de partes de solución. En masa: $\text{ppm} = \dfrac{\text{mg de soluto}}{\text{kg de solución}}$. En soluciones acuosas diluidas, un litro pesa prácticamente 1 kg, así que $1\ \text{ppm} \approx 1\ \text{mg/L}$. Un agua con 0,7 mg de fluoruro por litro tiene 0,7 ppm de fluoruro.

Otras formas de expresar la concentración:
- Gramos por litro (g/L): masa de soluto por litro de solución. Para pasar a molaridad, dividí por la masa molar.
- Partes por billón (ppb): para concentraciones todavía menores; 1 ppm equivale a 1000 ppb.
Control rápido: una solución de laboratorio típica tiene una molaridad entre 0,01 y 2 M; si te da 500 M o 0,00001 M, revisá las unidades.

Errores comunes:
- Usar el volumen en mL sin pasarlo a litros: el resultado sale 1000 veces más chico.
- Dividir gramos por litros y llamarlo molaridad: eso es una concentración en g/L, no en mol/L.
- Usar el volumen de solvente en lugar del de solución.
- Confundir mg con g al calcular ppm.
- Olvidar la densidad al pasar de % m/m a molaridad.`,
    examples: [
      `Se disuelven 11,7 g de NaCl y se lleva a 500 mL de solución. $n = 11{,}7 / 58{,}5 = 0{,}2$ mol y $V = 0{,}5$ L, así que $M = 0{,}2 / 0{,}5 = 0{,}4$ M.`,
      String.raw`¿Qué masa de glucosa (180 g/mol) necesitás para 200 mL de solución 0,1 M? $n = 0{,}1 \cdot 0{,}2 = 0{,}02$ mol y $m = 0{,}02 \cdot 180 = 3{,}6$ g.`,
      `Una muestra de 2 L de agua contiene 0,5 mg de plomo. Concentración: $0{,}5 / 2 = 0{,}25$ mg/L, es decir, 0,25 ppm.`,
    ],
  },
  {
    id: 'soluciones-dilucion',
    topic: 'soluciones',
    title: 'Dilución y mezcla de soluciones',
    subtopics: ['soluciones.dilucion-mezclas'],
    body: String.raw`Idea clave:
Diluir es agregar solvente a una solución para bajar su concentración. Lo importante es que al agregar agua no se agrega ni se quita soluto: la cantidad de soluto antes y después es la misma. De esa idea sale toda la teoría de la dilución.

La fórmula de dilución:
Si la cantidad de soluto se conserva, $n_1 = n_2$, y como $n = C \cdot V$:
$$C_1 V_1 = C_2 V_2$$
- $C_1$ y $V_1$: concentración y volumen de la solución concentrada que tomás.
- $C_2$ y $V_2$: concentración y volumen de la solución diluida final.
- Funciona con molaridad, con % m/v o con g/L, siempre que uses la misma unidad de los dos lados. Los volúmenes pueden estar en mL o en L, pero los dos en la misma unidad.

El volumen de agua que se agrega es $V_2 - V_1$, suponiendo que los volúmenes se suman. Cuando un enunciado dice "se diluye hasta 250 mL", 250 mL es el volumen final; cuando dice "se agregan 250 mL de agua", el volumen final es $V_1 + 250$ mL. Leé con atención cuál de los dos te dan.

Factor de dilución:
Es el cociente $V_2 / V_1$, que también es igual a $C_1 / C_2$. Diluir "al décimo" significa llevar 10 mL a 100 mL: la concentración queda dividida por 10.

Preparar una dilución en el laboratorio:
Para obtener 500 mL de HCl 0,6 M a partir de HCl 12 M: $V_1 = \dfrac{0{,}6 \cdot 500}{12} = 25$ mL. Se miden 25 mL del ácido concentrado y se agregan sobre agua (nunca agua sobre ácido concentrado, porque la mezcla libera mucho calor y puede salpicar), completando hasta 500 mL.

Mezcla de dos soluciones del mismo soluto:
Los moles de soluto se suman y los volúmenes también (aproximadamente):
$$C_f = \dfrac{C_1 V_1 + C_2 V_2}{V_1 + V_2}$$
El resultado siempre queda entre las dos concentraciones iniciales, más cerca de la que aporta más volumen.

Control rápido:
- Después de una dilución, $C_2$ siempre es menor que $C_1$ y $V_2$ mayor que $V_1$.
- El producto $C \cdot V$ (la cantidad de soluto) tiene que dar lo mismo antes y después.
- El volumen de solución concentrada que se toma es siempre menor que el volumen final que se prepara.

Errores comunes:
- Tomar como $V_2$ el volumen de agua agregada en lugar del volumen final.
- Invertir la proporción y obtener una concentración final mayor que la inicial. Diluir siempre baja la concentración.
- Mezclar unidades: $C_1$ en M y $C_2$ en % m/v, o $V_1$ en L y $V_2$ en mL.
- Promediar las concentraciones de una mezcla sin pesarlas por los volúmenes.
- Pensar que al diluir cambia la masa de soluto.`,
    examples: [
      String.raw`Se toman 50 mL de una solución 2 M y se diluyen hasta 250 mL. $C_2 = \dfrac{2 \cdot 50}{250} = 0{,}4$ M.`,
      String.raw`¿Cuánta agua hay que agregar a 100 mL de HCl 6 M para obtener HCl 1,5 M? $V_2 = \dfrac{6 \cdot 100}{1{,}5} = 400$ mL. Agua a agregar: $400 - 100 = 300$ mL.`,
      String.raw`Se mezclan 100 mL de NaCl 1 M con 300 mL de NaCl 0,2 M. Moles: $0{,}1 \cdot 1 + 0{,}3 \cdot 0{,}2 = 0{,}16$ mol en 0,4 L, así que $C_f = 0{,}16 / 0{,}4 = 0{,}4$ M.`,
    ],
  },
];
