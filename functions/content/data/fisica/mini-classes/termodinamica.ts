import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'termodinamica-temperatura-y-calor',
    subtopics: ['termodinamica.temperatura-escalas', 'termodinamica.calorimetria'],
    topic: 'termodinamica',
    title: 'Temperatura, calor y calor específico',
    body: r`Temperatura y calor no son lo mismo, y entender la diferencia es el primer paso de todo el tema.

Temperatura:
La temperatura mide el grado de agitación de las partículas de un cuerpo: cuanto más rápido se mueven en promedio, más alta es. Se mide con termómetros y hay tres escalas que tenés que manejar:
- Celsius (°C): 0 °C es la fusión del hielo y 100 °C la ebullición del agua a presión normal.
- Kelvin (K): es la escala absoluta del SI. Empieza en el cero absoluto, la temperatura más baja posible, así que no tiene valores negativos. T(K) = T(°C) + 273,15; en la mayoría de los problemas alcanza con sumar 273.
- Fahrenheit (°F): T(°F) = 1,8 · T(°C) + 32 y, a la inversa, T(°C) = (T(°F) − 32) / 1,8.
Un detalle importante: una variación de 1 °C es igual a una variación de 1 K, porque las dos escalas tienen el mismo tamaño de grado. En cambio, una variación de 1 °C equivale a 1,8 °F.

Calor:
El calor (Q) es energía en tránsito: la que pasa de un cuerpo a otro únicamente por tener distinta temperatura, siempre del más caliente al más frío. Un cuerpo no "tiene" calor: tiene energía interna, y el calor es la parte que intercambia. En el SI se mide en joule; también se usa la caloría, con 1 cal = 4,186 J (o 1 kcal = 4186 J).

Calor específico:
Si un cuerpo recibe calor sin cambiar de estado, su temperatura sube según
$$Q = m \cdot c \cdot \Delta T$$
donde m es la masa, $\Delta T = T_f - T_i$ y c es el calor específico, propio de cada material: la energía necesaria para elevar 1 °C la temperatura de 1 kg. El agua tiene un valor muy alto, 4186 J/(kg·°C), que es lo mismo que 1 cal/(g·°C); el aluminio, unos 900 J/(kg·°C); el hierro, unos 450; el cobre, unos 390. Por eso el agua tarda en calentarse y en enfriarse, y modera el clima de las ciudades costeras.
El producto $C = m \cdot c$ se llama capacidad calorífica del cuerpo y se mide en J/°C.

Signo del calor:
Con $\Delta T = T_f - T_i$, si el cuerpo se calienta Q es positivo (absorbe calor); si se enfría, Q es negativo (cede calor). Mantené esa convención en todo el problema.

Errores comunes:
- Confundir temperatura con calor: dos cuerpos a la misma temperatura pueden tener energías internas muy distintas.
- Usar una temperatura en lugar de una variación: en $Q = m c \Delta T$ va la diferencia, no el valor final.
- Mezclar gramos con J/(kg·°C): si c está expresado por kilogramo, la masa va en kg.
- Sumarle 273 a una variación de temperatura: $\Delta T$ vale lo mismo en °C que en K.
- En Fahrenheit, olvidar el 32 o sumarlo antes de multiplicar por 1,8.`,
    examples: [
      r`Pasá 37 °C a kelvin y a Fahrenheit: T = 37 + 273 = 310 K; T = 1,8 · 37 + 32 = 98,6 °F.`,
      r`Para calentar 500 g de agua de 20 °C a 100 °C hacen falta $Q = 0{,}5 \cdot 4186 \cdot 80 = 167.440$ J, unos 167 kJ. En calorías: $500\ \text{g} \cdot 1 \cdot 80 = 40.000$ cal.`,
      r`Un bloque de aluminio de 2 kg (c = 900 J/(kg·°C)) se enfría de 80 °C a 30 °C: $Q = 2 \cdot 900 \cdot (30 - 80) = -90.000$ J. El signo negativo indica que cede 90 kJ.`,
    ],
  },
  {
    id: 'termodinamica-cambios-de-estado-y-calorimetria',
    subtopics: ['termodinamica.calorimetria'],
    topic: 'termodinamica',
    title: 'Cambios de estado, calor latente y equilibrio térmico',
    body: r`Cuando le das calor a un cuerpo, no siempre sube su temperatura: a veces cambia de estado.

Cambios de estado:
Los cambios de estado son la fusión (de sólido a líquido), la solidificación (de líquido a sólido), la vaporización (de líquido a gas), la condensación (de gas a líquido) y la sublimación (de sólido a gas, o al revés). Para una sustancia pura y a presión constante, el cambio ocurre a temperatura constante: mientras el hielo se derrite a presión normal, la mezcla de agua y hielo se queda en 0 °C aunque le sigas dando calor. Esa energía se usa para separar las partículas, no para aumentar su agitación.

Calor latente:
El calor necesario para cambiar de estado una masa m es
$$Q = m \cdot L$$
donde L es el calor latente de ese cambio. Estos son los valores para el agua.
- Fusión: $L_f \approx 334$ kJ/kg, que equivale a 80 cal/g.
- Vaporización: $L_v \approx 2260$ kJ/kg, que equivale a 540 cal/g.
En el cambio inverso se libera la misma energía: el agua que se congela cede 334 kJ por cada kilogramo.

La curva de calentamiento:
Si calentás hielo a −20 °C hasta convertirlo en vapor a 100 °C, pasás por varios tramos: calentar el hielo (con $c_{hielo} \approx 2090$ J/(kg·°C)), fundirlo ($m L_f$), calentar el agua líquida, vaporizarla ($m L_v$) y, si seguís, calentar el vapor. El calor total es la suma de los tramos. En los tramos de cambio de estado, el gráfico de temperatura en función del calor entregado es horizontal.

Calorimetría y equilibrio térmico:
Cuando ponés en contacto cuerpos a distinta temperatura dentro de un recipiente aislado (un calorímetro), el calor pasa del más caliente al más frío hasta que todos llegan a la misma temperatura de equilibrio $T_e$. Como la energía se conserva, el calor que ceden unos es igual al que absorben los otros:
$$\sum Q = 0 \quad \Longleftrightarrow \quad Q_{absorbido} = -Q_{cedido}$$
Para dos cuerpos sin cambios de estado queda $m_1 c_1 (T_e - T_1) + m_2 c_2 (T_e - T_2) = 0$ y, despejando,
$$T_e = \frac{m_1 c_1 T_1 + m_2 c_2 T_2}{m_1 c_1 + m_2 c_2}$$
Es un promedio de las temperaturas pesado por las capacidades caloríficas: la temperatura final queda más cerca de la del cuerpo con mayor $m \cdot c$.

Errores comunes:
- Olvidar el calor latente cuando hay un cambio de estado en el medio.
- Pensar que la temperatura sube durante la fusión o la ebullición.
- Sacar el promedio simple de las temperaturas cuando las masas o los calores específicos son distintos.
- Mezclar signos: si usás $\sum Q = 0$, todos los $\Delta T$ se calculan como final menos inicial.
- Aceptar una temperatura de equilibrio fuera del intervalo entre las temperaturas iniciales: si te pasa, hay un error en la cuenta.`,
    examples: [
      r`Para fundir 200 g de hielo que ya está a 0 °C hacen falta $Q = 0{,}2\ \text{kg} \cdot 334\ \text{kJ/kg} = 66{,}8$ kJ, y la temperatura no cambia durante el proceso.`,
      r`Mezclás 2 kg de agua a 70 °C con 3 kg de agua a 20 °C. Como el calor específico es el mismo, $T_e = \frac{2 \cdot 70 + 3 \cdot 20}{2 + 3} = \frac{200}{5} = 40$ °C. Control: el agua caliente cede $2 \cdot 4186 \cdot 30 = 251.160$ J y la fría absorbe $3 \cdot 4186 \cdot 20 = 251.160$ J.`,
      r`Un bloque de cobre de 0,5 kg a 100 °C (c = 390 J/(kg·°C)) se pone en 1 kg de agua a 20 °C: $T_e = \frac{0{,}5 \cdot 390 \cdot 100 + 1 \cdot 4186 \cdot 20}{0{,}5 \cdot 390 + 1 \cdot 4186} = \frac{103.220}{4381} \approx 23{,}6$ °C.`,
    ],
  },
  {
    id: 'termodinamica-dilatacion',
    subtopics: ['termodinamica.dilatacion'],
    topic: 'termodinamica',
    title: 'Dilatación térmica',
    body: r`Casi todos los materiales aumentan de tamaño cuando se calientan: sus partículas vibran más y se separan un poco. Ese aumento se llama dilatación térmica y, aunque es pequeño, tiene consecuencias grandes en rieles, puentes, cables y cañerías.

Dilatación lineal:
Para un objeto alargado (una barra, un riel, un cable) importa el cambio de longitud:
$$\Delta L = \alpha \cdot L_0 \cdot \Delta T \qquad L_f = L_0\,(1 + \alpha\,\Delta T)$$
donde $L_0$ es la longitud inicial, $\Delta T$ la variación de temperatura y α el coeficiente de dilatación lineal, que depende del material y se mide en 1/°C (o 1/K, que es lo mismo). Algunos valores típicos: acero, $1{,}2 \cdot 10^{-5}$ 1/°C; cobre, $1{,}7 \cdot 10^{-5}$ 1/°C; aluminio, $2{,}4 \cdot 10^{-5}$ 1/°C; vidrio común, $9 \cdot 10^{-6}$ 1/°C.

Dilatación superficial y volumétrica:
Si el objeto es una placa, aumenta su área; si es un cuerpo macizo o un líquido, su volumen:
- Superficial: $\Delta A = \beta \cdot A_0 \cdot \Delta T$, con $\beta \approx 2\alpha$.
- Volumétrica: $\Delta V = \gamma \cdot V_0 \cdot \Delta T$, con $\gamma \approx 3\alpha$ para los sólidos. Para los líquidos se da directamente γ.
Un agujero en una chapa se dilata como si estuviera hecho del mismo material: al calentar la chapa, el agujero se agranda.

Aplicaciones y curiosidades:
- Las vías del tren y los puentes tienen juntas de dilatación para que el material no se deforme en verano.
- Los cables del tendido eléctrico se cuelgan con cierta comba para que no se corten al contraerse en invierno.
- Una lámina bimetálica (dos metales con distinto α pegados) se curva al calentarse: así funcionan muchos termostatos.
- El agua es una excepción: entre 0 °C y 4 °C se contrae al calentarse. Por eso los lagos se congelan de arriba hacia abajo y la vida sigue debajo del hielo.

Errores comunes:
- Equivocarse en el exponente de α: un error en la potencia de 10 cambia el resultado por 10 o por 100.
- Confundir la variación $\Delta L$ con la longitud final $L_f$.
- Usar α en lugar de 3α para la dilatación de volumen de un sólido.
- Pensar que un agujero se achica cuando el material se dilata.
- Mezclar unidades: si $L_0$ está en metros, $\Delta L$ sale en metros; recién después pasalo a milímetros si hace falta.`,
    examples: [
      r`Un riel de acero de 12 m ($\alpha = 1{,}2 \cdot 10^{-5}$ 1/°C) pasa de 5 °C a 45 °C: $\Delta L = 1{,}2 \cdot 10^{-5} \cdot 12 \cdot 40 = 5{,}76 \cdot 10^{-3}$ m, es decir, 5,76 mm.`,
      r`Una chapa de aluminio de 2 m² ($\alpha = 2{,}4 \cdot 10^{-5}$ 1/°C) se calienta 50 °C. Con $\beta = 2\alpha = 4{,}8 \cdot 10^{-5}$ 1/°C: $\Delta A = 4{,}8 \cdot 10^{-5} \cdot 2 \cdot 50 = 4{,}8 \cdot 10^{-3}$ m², o sea 48 cm².`,
    ],
  },
  {
    id: 'termodinamica-gases-y-primer-principio',
    subtopics: ['termodinamica.gases-primer-principio'],
    topic: 'termodinamica',
    title: 'Gases ideales y primer principio de la termodinámica',
    body: r`Los gases son el ejemplo ideal para estudiar cómo se relacionan calor, trabajo y energía.

Gases ideales:
Un gas ideal es un modelo en el que las moléculas son puntos que no se atraen y solo interactúan al chocar. Los gases reales a baja presión y temperatura no muy baja se comportan casi así. Su estado queda descripto por la presión P, el volumen V, la temperatura T y la cantidad de sustancia n (en moles), ligados por la ecuación de estado:
$$P \cdot V = n \cdot R \cdot T$$
con R = 8,31 J/(mol·K). En el SI la presión va en pascal (1 Pa = 1 N/m²), el volumen en m³ y la temperatura siempre en kelvin. Equivalencias útiles: 1 atm = 101.325 Pa y 1 L = $10^{-3}$ m³. Si trabajás con atm y litros, R vale 0,082 atm·L/(mol·K).

Si la cantidad de gas no cambia, $\frac{P_1 V_1}{T_1} = \frac{P_2 V_2}{T_2}$, y de ahí salen los casos particulares:
- Temperatura constante (ley de Boyle-Mariotte): $P_1 V_1 = P_2 V_2$.
- Presión constante (ley de Charles): $V_1 / T_1 = V_2 / T_2$.
- Volumen constante (ley de Gay-Lussac): $P_1 / T_1 = P_2 / T_2$.
En estos cocientes podés usar cualquier unidad de presión y de volumen (la misma en los dos estados), pero la temperatura va en kelvin.

Primer principio de la termodinámica:
Es la conservación de la energía aplicada a un sistema, por ejemplo un gas en un cilindro con pistón:
$$\Delta U = Q - W$$
- Q es el calor: positivo si el sistema lo recibe, negativo si lo cede.
- W es el trabajo que hace el sistema: positivo si el gas se expande, negativo si lo comprimen.
- ΔU es la variación de energía interna. En un gas ideal depende solo de la temperatura: si T no cambia, ΔU = 0.
A presión constante, el trabajo del gas es $W = P \cdot \Delta V$.

Casos que conviene reconocer:
- Isotérmico (T constante): ΔU = 0, entonces Q = W.
- Isocórico (V constante): W = 0, entonces ΔU = Q.
- Adiabático (sin intercambio de calor): Q = 0, entonces ΔU = −W. Si el gas se expande, se enfría; si lo comprimís, se calienta, como el aire dentro de un inflador de bicicleta.

Errores comunes:
- Usar la temperatura en °C en PV = nRT o en los cocientes P/T y V/T.
- Olvidar pasar los litros a m³ cuando usás R = 8,31 J/(mol·K).
- Equivocar los signos de Q y W: acordate de que W es el trabajo que hace el gas.
- Creer que si un gas recibe calor su temperatura necesariamente sube: si al mismo tiempo hace trabajo, puede mantenerse constante o incluso bajar.`,
    examples: [
      r`2 mol de gas ideal a 27 °C ocupan 0,05 m³. Con T = 300 K: $P = \frac{nRT}{V} = \frac{2 \cdot 8{,}31 \cdot 300}{0{,}05} = 99.720$ Pa, casi 1 atm.`,
      r`Un gas a 1 atm se comprime a temperatura constante de 6 L a 2 L. Por Boyle-Mariotte, $P_2 = \frac{1 \cdot 6}{2} = 3$ atm.`,
      r`Un gas recibe 800 J de calor y se expande a una presión constante de $10^{5}$ Pa, aumentando su volumen en $3 \cdot 10^{-3}$ m³. El trabajo es $W = 10^{5} \cdot 3 \cdot 10^{-3} = 300$ J y $\Delta U = 800 - 300 = 500$ J: la energía interna, y con ella la temperatura, aumenta.`,
    ],
  },
];
