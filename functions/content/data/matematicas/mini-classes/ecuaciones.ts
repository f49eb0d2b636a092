import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'ecuaciones-lineales-racionales',
    topic: 'ecuaciones',
    title: 'Ecuaciones lineales y ecuaciones racionales',
    subtopics: ['ecuaciones.lineales', 'ecuaciones.racionales'],
    body: String.raw`Resolver una ecuación es encontrar todos los valores de la incógnita que convierten la igualdad en verdadera. Para eso la transformás en ecuaciones equivalentes, es decir, con las mismas soluciones, hasta que la incógnita quede sola.

Transformaciones permitidas:
- Sumar o restar la misma expresión en los dos miembros. Es lo que en la escuela se llama "pasar sumando" o "pasar restando".
- Multiplicar o dividir los dos miembros por un mismo número distinto de cero.
- Aplicar la propiedad distributiva y agrupar términos semejantes.

Ecuación lineal: tiene la forma $ax + b = c$. Agrupás los términos con $x$ en un miembro y los números en el otro, y dividís por el coeficiente de $x$. Por ejemplo, $5x - 3 = 2x + 9$ da $3x = 12$ y $x = 4$. Siempre podés verificar reemplazando: $5 \cdot 4 - 3 = 17$ y $2 \cdot 4 + 9 = 17$.

Tres situaciones posibles:
- Solución única: al final queda $ax = k$ con $a \neq 0$.
- Sin solución: queda algo como $0x = 5$, que es falso para todo $x$.
- Infinitas soluciones: queda $0x = 0$, que es verdadero para todo $x$; la ecuación es una identidad.

Ecuaciones con fracciones numéricas: multiplicá todo por el mínimo común múltiplo de los denominadores y desaparecen. En $\frac{x}{2} - \frac{x - 1}{3} = 2$ multiplicás por 6: $3x - 2(x - 1) = 12$, o sea $x + 2 = 12$ y $x = 10$. Fijate en el paréntesis: el menos afecta a todo el numerador.

Ecuaciones racionales: la incógnita aparece en un denominador, como $\frac{2}{x - 1} = \frac{3}{x + 1}$. El método tiene tres pasos.
- Restricciones: anotá los valores que anulan algún denominador. Acá, $x \neq 1$ y $x \neq -1$.
- Multiplicá los dos miembros por el denominador común para obtener una ecuación sin fracciones: $2(x + 1) = 3(x - 1)$, o sea $2x + 2 = 3x - 3$ y $x = 5$.
- Controlá cada solución contra las restricciones. Si alguna coincide con un valor prohibido se descarta: es una solución extraña que apareció al multiplicar.

Idea clave: multiplicar por una expresión que puede valer cero no siempre da una ecuación equivalente. Por eso en las ecuaciones racionales el control final no es opcional.

Un ejemplo con solución extraña: $\frac{x}{x - 2} = \frac{2}{x - 2}$. Multiplicando por $(x - 2)$ queda $x = 2$, pero $x = 2$ anula el denominador. La ecuación no tiene solución.

Problemas con enunciado: definí con palabras qué representa la incógnita, traducí cada frase a una expresión, resolvé y respondé en el contexto, con unidades. Si el resultado es un largo negativo o una cantidad de personas con decimales, revisá el planteo.

Errores comunes:
- Cambiar de miembro un término sin cambiarle el signo.
- Distribuir solo en el primer término: $3(x - 2) = 3x - 2$ está mal; es $3x - 6$.
- Dividir por una expresión con $x$ que podría ser cero, y perder soluciones.
- Olvidar el paréntesis al multiplicar una fracción que tiene un menos delante.
- No controlar las restricciones en una ecuación racional.
- Confundir "no tiene solución" ($0x = 5$) con "la solución es cero" ($x = 0$).`,
    examples: [
      'Resolvé $4(x - 1) - 2x = 3x + 5$. Distribuí: $4x - 4 - 2x = 3x + 5$, o sea $2x - 4 = 3x + 5$. Agrupá: $-x = 9$, así que $x = -9$. Verificación: $4(-10) + 18 = -22$ y $3(-9) + 5 = -22$.',
      String.raw`Resolvé $\frac{x + 3}{x - 1} = 2$. Restricción: $x \neq 1$. Multiplicá por $(x - 1)$: $x + 3 = 2x - 2$, de donde $x = 5$. Como $5 \neq 1$, la solución es válida: $\frac{8}{4} = 2$.`,
      String.raw`Un número más su mitad da 27. Si $x$ es el número, $x + \frac{x}{2} = 27$; multiplicando por 2, $3x = 54$ y $x = 18$. Comprobación: $18 + 9 = 27$.`,
    ],
  },
  {
    id: 'ecuaciones-cuadraticas',
    topic: 'ecuaciones',
    title: 'Ecuaciones cuadráticas: resolvente, discriminante y Vieta',
    subtopics: ['ecuaciones.cuadraticas'],
    body: String.raw`Una ecuación cuadrática tiene la forma $ax^2 + bx + c = 0$ con $a \neq 0$. Antes de aplicar cualquier fórmula, pasá todo a un miembro e igualá a cero.

Casos incompletos, que se resuelven más rápido sin fórmula:
- Si $b = 0$: $ax^2 + c = 0$. Despejás $x^2$ y sacás raíz con los dos signos. $2x^2 - 18 = 0$ da $x^2 = 9$, entonces $x = 3$ o $x = -3$.
- Si $c = 0$: $ax^2 + bx = 0$. Sacás factor común $x(ax + b) = 0$ y usás que un producto es cero si algún factor es cero: $x = 0$ o $x = -\frac{b}{a}$.

Fórmula resolvente: para el caso general,
$$x_{1,2} = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$$

El discriminante $\Delta = b^2 - 4ac$ te dice cuántas soluciones reales hay antes de terminar la cuenta.
- Si $\Delta > 0$: dos raíces reales distintas.
- Si $\Delta = 0$: una raíz real doble, $x = -\frac{b}{2a}$.
- Si $\Delta < 0$: no hay raíces reales.

Relaciones de Vieta (o de Cardano-Vieta): si $x_1$ y $x_2$ son las raíces, entonces
$$x_1 + x_2 = -\frac{b}{a} \qquad x_1 \cdot x_2 = \frac{c}{a}$$
Sirven para controlar un resultado, para armar una ecuación conociendo sus raíces y para calcular expresiones como $x_1^2 + x_2^2 = (x_1 + x_2)^2 - 2x_1 x_2$ sin hallar las raíces.

Forma factorizada: $ax^2 + bx + c = a(x - x_1)(x - x_2)$. Si te dan las raíces 2 y −5 y $a = 1$, la ecuación es $(x - 2)(x + 5) = 0$, es decir, $x^2 + 3x - 10 = 0$.

Idea clave: cuando tengas que resolver, primero mirá si es incompleta o si se factoriza a simple vista; la resolvente es segura, pero más larga y con más lugar para errores de signo.

Cómo aplicar la fórmula sin equivocarte:
- Escribí $a$, $b$ y $c$ con su signo antes de empezar.
- Calculá $\Delta$ aparte y con paréntesis: si $b = -4$, $b^2 = (-4)^2 = 16$.
- El $2a$ divide a todo el numerador, no solo a la raíz.
- Verificá con Vieta: la suma y el producto de tus raíces tienen que dar $-\frac{b}{a}$ y $\frac{c}{a}$.

Errores comunes:
- Aplicar la fórmula sin igualar a cero: en $x^2 + 2x = 8$ el $c$ es $-8$, no 0.
- Dividir por $x$ en $x^2 = 5x$ y perder la solución $x = 0$.
- Escribir $\sqrt{x^2} = x$ y quedarse con una sola raíz en $x^2 = 9$.
- Calcular $-b$ mal cuando $b$ es negativo: si $b = -6$, $-b = 6$.
- Confundir los signos en Vieta: la suma es $-\frac{b}{a}$, con el menos.
- Creer que $\Delta < 0$ significa que "la respuesta es negativa": significa que no hay solución real.`,
    examples: [
      String.raw`Resolvé $x^2 - 2x - 15 = 0$. $a = 1$, $b = -2$, $c = -15$. $\Delta = 4 + 60 = 64$. $x = \frac{2 \pm 8}{2}$: $x_1 = 5$ y $x_2 = -3$. Control con Vieta: $5 + (-3) = 2 = -\frac{b}{a}$ y $5 \cdot (-3) = -15 = \frac{c}{a}$.`,
      String.raw`¿Para qué valores de $m$ la ecuación $x^2 + mx + 4 = 0$ tiene raíz doble? Necesitás $\Delta = m^2 - 16 = 0$, así que $m = 4$ o $m = -4$.`,
      'Resolvé $3x^2 = 12x$. Pasá todo a un miembro: $3x^2 - 12x = 0$. Factor común: $3x(x - 4) = 0$. Soluciones: $x = 0$ y $x = 4$ (si dividías por $x$ perdías el cero).',
    ],
  },
  {
    id: 'ecuaciones-sistemas-2x2',
    topic: 'ecuaciones',
    title: 'Sistemas de dos ecuaciones con dos incógnitas',
    subtopics: ['ecuaciones.sistemas'],
    body: String.raw`Un sistema lineal 2×2 son dos ecuaciones de la forma $ax + by = c$ que se tienen que cumplir a la vez. Resolverlo es encontrar el par $(x; y)$ que verifica las dos. Geométricamente, cada ecuación es una recta y la solución es el punto donde se cortan.

Método de sustitución: despejás una incógnita de una ecuación y la reemplazás en la otra. Conviene despejar la que tiene coeficiente 1 o −1.
En $\begin{cases} x + 2y = 7 \\ 3x - y = 7 \end{cases}$ despejás $x = 7 - 2y$ de la primera. En la segunda: $3(7 - 2y) - y = 7$, o sea $21 - 7y = 7$, y entonces $y = 2$. Volviendo: $x = 7 - 4 = 3$.

Método de reducción (sumas y restas): multiplicás una o las dos ecuaciones por números convenientes para que, al sumarlas o restarlas, se elimine una incógnita. En el mismo sistema, multiplicás la segunda por 2: $6x - 2y = 14$. Sumada a la primera da $7x = 21$, así que $x = 3$. Es el método más cómodo cuando ningún coeficiente es 1.

Método de igualación: despejás la misma incógnita de las dos ecuaciones e igualás las expresiones. Es útil cuando las rectas vienen dadas como $y = mx + b$.

Clasificación de los sistemas:
- Compatible determinado: una única solución. Las rectas se cortan en un punto; pasa cuando $a_1 b_2 - a_2 b_1 \neq 0$.
- Compatible indeterminado: infinitas soluciones. Las dos ecuaciones son proporcionales (la misma recta), como $x + y = 2$ y $2x + 2y = 4$.
- Incompatible: sin solución. Los coeficientes de $x$ e $y$ son proporcionales pero el término independiente no (rectas paralelas), como $x + y = 2$ y $2x + 2y = 5$.

Cuando resolvés un sistema indeterminado llegás a algo como $0 = 0$; cuando es incompatible llegás a un absurdo como $0 = 3$. No es un error de cuenta: es la respuesta.

Idea clave: la verificación es obligatoria y rápida. Reemplazá el par en las dos ecuaciones originales; si una sola no se cumple, hay un error.

Problemas: muchos enunciados del ingreso se resuelven con un sistema. Si se vendieron 40 entradas, unas de 800 pesos y otras de 500 pesos, y se recaudaron 26.000 pesos, planteás $x + y = 40$ y $800x + 500y = 26.000$. De la primera $y = 40 - x$; reemplazando, $300x + 20.000 = 26.000$, así que $x = 20$ e $y = 20$.

Errores comunes:
- Reemplazar la expresión despejada en la misma ecuación de la que salió: llegás a $0 = 0$ y no sacás nada.
- Multiplicar solo el primer miembro al preparar la reducción.
- Olvidar el paréntesis al sustituir: $3(7 - 2y)$, no $3 \cdot 7 - 2y$.
- Encontrar una incógnita y no calcular la otra.
- Dar la solución como $(y; x)$ en lugar de $(x; y)$.
- Pensar que un absurdo como $0 = 3$ significa que hiciste algo mal, cuando indica que el sistema es incompatible.`,
    examples: [
      String.raw`Resolvé $\begin{cases} 2x + 3y = 8 \\ 5x - 2y = 1 \end{cases}$ por reducción. Multiplicá la primera por 2 y la segunda por 3: $4x + 6y = 16$ y $15x - 6y = 3$. Sumando: $19x = 19$, $x = 1$. Reemplazando: $2 + 3y = 8$, $y = 2$. Verificación: $5 \cdot 1 - 2 \cdot 2 = 1$.`,
      String.raw`Clasificá $\begin{cases} 3x - 6y = 9 \\ x - 2y = 3 \end{cases}$. La primera es la segunda multiplicada por 3: son la misma recta. El sistema es compatible indeterminado; las soluciones son los pares $(2y + 3;\ y)$ con $y$ real.`,
      'Dos números suman 30 y su diferencia es 8. Con $x + y = 30$ y $x - y = 8$, sumando queda $2x = 38$, $x = 19$ e $y = 11$.',
    ],
  },
  {
    id: 'ecuaciones-inecuaciones-valor-absoluto',
    topic: 'ecuaciones',
    title: 'Inecuaciones y valor absoluto',
    subtopics: ['ecuaciones.inecuaciones-lineales', 'ecuaciones.valor-absoluto'],
    body: String.raw`Una inecuación compara dos expresiones con $<$, $>$, $\leq$ o $\geq$. Su solución casi nunca es un número: es un conjunto, que se escribe como intervalo. Usamos punto y coma para separar los extremos, porque la coma es decimal: $(2; 5]$ son los $x$ con $2 < x \leq 5$. El paréntesis deja afuera el extremo y el corchete lo incluye; con $\pm\infty$ va siempre paréntesis.

Inecuaciones lineales: se resuelven como las ecuaciones, con una regla extra. Si multiplicás o dividís por un número negativo, se invierte el sentido de la desigualdad.
En $3 - 2x \geq 7$: $-2x \geq 4$, y al dividir por $-2$ queda $x \leq -2$. Solución: $(-\infty; -2]$. Comprobá con un valor: $x = -3$ da $3 + 6 = 9 \geq 7$.

Inecuaciones cuadráticas: llevá todo a la forma $ax^2 + bx + c < 0$ (o el signo que sea), buscá las raíces y pensá en la parábola.
- Si $a > 0$, la parábola es positiva afuera de las raíces y negativa entre ellas.
- Por ejemplo, $x^2 - 4x + 3 < 0$ tiene raíces 1 y 3: la solución es $(1; 3)$. En cambio, $x^2 - 4x + 3 > 0$ da $(-\infty; 1) \cup (3; +\infty)$.
- Si preferís, armá una tabla de signos con los factores $(x - 1)$ y $(x - 3)$.

Valor absoluto: $|a|$ es la distancia de $a$ al cero, por eso nunca es negativo. $|5| = 5$ y $|-5| = 5$. Y $|x - a|$ es la distancia entre $x$ y $a$ en la recta.

Ecuaciones e inecuaciones con valor absoluto (con $r > 0$):
- $|x - a| = r$ tiene dos soluciones: $x = a + r$ y $x = a - r$.
- $|x - a| < r$ significa $a - r < x < a + r$: un intervalo centrado en $a$.
- $|x - a| > r$ significa $x < a - r$ o $x > a + r$: una unión de dos semirrectas.
- Si $r < 0$, $|x - a| = r$ y $|x - a| < r$ no tienen solución, y $|x - a| > r$ se cumple para todo $x$.

Con coeficientes, trabajá la doble desigualdad. $|2x - 1| \leq 5$ equivale a $-5 \leq 2x - 1 \leq 5$; sumando 1 en los tres miembros, $-4 \leq 2x \leq 6$, y dividiendo por 2, $-2 \leq x \leq 3$. Solución: $[-2; 3]$.

Idea clave: "menor" en valor absoluto da un intervalo (una sola pieza) y "mayor" da dos semirrectas. Si tu respuesta tiene la forma contraria, revisá.

Errores comunes:
- No invertir la desigualdad al dividir por un negativo.
- Resolver $|x - 3| = 5$ y quedarte solo con $x = 8$, olvidando $x = -2$.
- En la doble desigualdad, operar solo en el miembro del medio.
- Resolver una inecuación cuadrática "como ecuación" y dar las raíces como respuesta.
- Confundir el intervalo de adentro con el de afuera en una cuadrática.
- Usar corchete con $\infty$ o cerrar un extremo cuando la desigualdad es estricta.`,
    examples: [
      String.raw`Resolvé $\frac{x}{3} - 1 > \frac{x}{2}$. Multiplicá por 6 (positivo, no cambia el sentido): $2x - 6 > 3x$. Entonces $-x > 6$ y, multiplicando por $-1$, $x < -6$. Solución: $(-\infty; -6)$.`,
      String.raw`Resolvé $|x + 1| > 4$. Equivale a $x + 1 > 4$ o $x + 1 < -4$, es decir, $x > 3$ o $x < -5$. Solución: $(-\infty; -5) \cup (3; +\infty)$.`,
      String.raw`Resolvé $x^2 - 9 \geq 0$. Raíces: $\pm 3$. Como $a = 1 > 0$, la parábola es positiva afuera de las raíces: $(-\infty; -3] \cup [3; +\infty)$, con corchetes porque la desigualdad incluye el cero.`,
    ],
  },
];
