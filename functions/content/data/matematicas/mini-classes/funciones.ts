import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'funciones-dominio-imagen-composicion',
    topic: 'funciones',
    title: 'Concepto de función, dominio, imagen, composición e inversa',
    subtopics: ['funciones.concepto-dominio', 'funciones.composicion-inversa'],
    body: String.raw`Una función $f$ de $A$ en $B$ es una regla que a cada elemento $x$ del conjunto de partida le asigna un único elemento $f(x)$ del conjunto de llegada. La palabra importante es "único": a un mismo $x$ no le pueden corresponder dos valores. En un gráfico se ve con la prueba de la recta vertical: si alguna recta vertical corta la curva en dos puntos, no es función.

Dominio: es el conjunto de valores de $x$ para los que la fórmula tiene sentido. En el Seminario aparecen tres restricciones.
- Denominadores: no pueden valer cero. $f(x) = \frac{3}{x - 2}$ tiene dominio $\mathbb{R} - \{2\}$.
- Raíces de índice par: el radicando tiene que ser mayor o igual que cero. $g(x) = \sqrt{x + 4}$ tiene dominio $[-4; +\infty)$.
- Logaritmos: el argumento tiene que ser positivo. $h(x) = \log(x - 1)$ tiene dominio $(1; +\infty)$.
Si hay varias restricciones, el dominio es la intersección de todas.

Imagen: es el conjunto de valores que efectivamente toma $f(x)$. Se lee en el eje $y$ del gráfico. Por ejemplo, $f(x) = x^2$ tiene imagen $[0; +\infty)$ y $f(x) = 2^x$ tiene imagen $(0; +\infty)$.

Ceros o raíces: son los $x$ del dominio con $f(x) = 0$, es decir, donde el gráfico corta al eje $x$. La ordenada al origen es $f(0)$, donde corta al eje $y$.

Composición: $(f \circ g)(x) = f(g(x))$. Primero aplicás $g$ y al resultado le aplicás $f$. Si $f(x) = x^2$ y $g(x) = x + 3$, entonces $(f \circ g)(x) = (x + 3)^2$, mientras que $(g \circ f)(x) = x^2 + 3$. En general la composición no es conmutativa. Para que $f(g(x))$ exista, $x$ tiene que estar en el dominio de $g$ y $g(x)$ en el dominio de $f$.

Función inversa: $f^{-1}$ deshace lo que hace $f$: si $f(a) = b$, entonces $f^{-1}(b) = a$. Solo existe si $f$ es biyectiva (a valores distintos de $x$ les corresponden valores distintos de $y$, y se cubre todo el conjunto de llegada). Para hallarla:
- Escribí $y = f(x)$.
- Despejá $x$ en función de $y$.
- Intercambiá los nombres de las variables.
Ejemplo: $y = 2x + 6 \Rightarrow x = \frac{y - 6}{2}$, así que $f^{-1}(x) = \frac{x - 6}{2}$. Comprobación: $f(f^{-1}(x)) = x$. Los gráficos de $f$ y $f^{-1}$ son simétricos respecto de la recta $y = x$, y el dominio de una es la imagen de la otra.

Idea clave: $f^{-1}(x)$ no es $\frac{1}{f(x)}$. El exponente $-1$ acá indica la función inversa, no el recíproco.

Errores comunes:
- Olvidar alguna restricción del dominio o confundir "mayor o igual" (raíz) con "mayor estricto" (logaritmo).
- Calcular $f(g(x))$ como $g(f(x))$ o como el producto $f(x) \cdot g(x)$.
- Confundir dominio (eje $x$) con imagen (eje $y$).
- Buscar la inversa de una función que no es inyectiva, como $x^2$ en todo $\mathbb{R}$: hay que restringir el dominio.
- Despejar mal el signo: de $y = 3 - x$ sale $x = 3 - y$, no $x = y - 3$.`,
    examples: [
      String.raw`Dominio de $f(x) = \frac{\sqrt{x}}{x - 4}$: la raíz pide $x \geq 0$ y el denominador $x \neq 4$. Dominio: $[0; 4) \cup (4; +\infty)$.`,
      String.raw`Si $f(x) = 3x - 1$ y $g(x) = x^2$, entonces $(f \circ g)(2) = f(4) = 11$ y $(g \circ f)(2) = g(5) = 25$: el orden importa.`,
      String.raw`Inversa de $f(x) = \frac{x + 1}{3}$: $y = \frac{x + 1}{3} \Rightarrow 3y = x + 1 \Rightarrow x = 3y - 1$. Entonces $f^{-1}(x) = 3x - 1$. Control: $f(f^{-1}(2)) = f(5) = 2$.`,
    ],
  },
  {
    id: 'funciones-lineal',
    topic: 'funciones',
    title: 'Función lineal: pendiente, ordenada al origen y rectas',
    subtopics: ['funciones.lineal'],
    body: String.raw`La función lineal tiene la forma $f(x) = mx + b$ y su gráfico es una recta. Sus dos números tienen un significado concreto.

Pendiente $m$: es lo que cambia $y$ cada vez que $x$ aumenta 1. Si pasás por los puntos $(x_1; y_1)$ y $(x_2; y_2)$,
$$m = \frac{y_2 - y_1}{x_2 - x_1}$$
- Si $m > 0$ la función es creciente; si $m < 0$, decreciente; si $m = 0$, constante (recta horizontal).
- Cuanto mayor es $|m|$, más empinada es la recta.

Ordenada al origen $b$: es $f(0)$, el punto $(0; b)$ donde la recta corta al eje $y$.

Raíz (cero): es el $x$ donde la recta corta al eje $x$. Se obtiene resolviendo $mx + b = 0$, o sea $x = -\frac{b}{m}$ cuando $m \neq 0$.

Ecuación de una recta:
- Si conocés la pendiente y un punto $(x_1; y_1)$: $y - y_1 = m(x - x_1)$.
- Si conocés dos puntos: primero calculás $m$ y después usás la fórmula anterior con cualquiera de los dos.
- Para obtener $b$ también podés reemplazar un punto en $y = mx + b$ y despejar.
- Las rectas verticales $x = k$ no son funciones y no tienen pendiente definida.

Rectas paralelas y perpendiculares:
- Paralelas: tienen la misma pendiente, $m_1 = m_2$. La recta $y = 3x + 5$ es paralela a $y = 3x - 2$.
- Perpendiculares: el producto de las pendientes es $-1$, es decir, $m_2 = -\frac{1}{m_1}$. Se invierte la fracción y se cambia el signo: la perpendicular a una recta de pendiente $\frac{2}{3}$ tiene pendiente $-\frac{3}{2}$.

Idea clave: en un problema, la pendiente es una tasa (pesos por kilo, litros por minuto, kilómetros por hora) y la ordenada al origen es el valor inicial o costo fijo. Si un remís cobra 1500 pesos de bajada de bandera y 600 pesos por kilómetro, el costo es $C(x) = 600x + 1500$.

Ejemplo completo: recta que pasa por $(1; 5)$ y $(3; 9)$. La pendiente es $m = \frac{9 - 5}{3 - 1} = 2$. Con el punto $(1; 5)$: $y - 5 = 2(x - 1)$, así que $y = 2x + 3$. Verificá con el otro punto: $2 \cdot 3 + 3 = 9$.

Forma implícita: a veces la recta viene como $ax + by = c$. Despejá $y$ para leer la pendiente: $4x + 2y = 6$ da $y = -2x + 3$, con $m = -2$ y $b = 3$.

Errores comunes:
- Restar las coordenadas en distinto orden arriba y abajo: $\frac{y_2 - y_1}{x_1 - x_2}$ cambia el signo de $m$.
- Invertir el cociente y calcular $\frac{\Delta x}{\Delta y}$.
- Para la perpendicular, cambiar solo el signo o solo invertir.
- Leer la pendiente en $2y = 4x + 1$ como 4: primero hay que despejar $y$ (la pendiente es 2).
- Confundir la ordenada al origen (corte con el eje $y$) con la raíz (corte con el eje $x$).`,
    examples: [
      String.raw`Recta paralela a $y = -3x + 1$ que pasa por $(2; 4)$: $m = -3$. Reemplazando, $4 = -3 \cdot 2 + b$, de donde $b = 10$. Resultado: $y = -3x + 10$.`,
      String.raw`Recta perpendicular a $y = \frac{1}{2}x - 4$ por el origen: la pendiente perpendicular es $-2$ y $b = 0$, así que $y = -2x$. Control: $\frac{1}{2} \cdot (-2) = -1$.`,
      String.raw`Un tanque tiene 200 litros y pierde 8 litros por minuto. $V(t) = -8t + 200$. Se vacía cuando $V(t) = 0$: $t = \frac{200}{8} = 25$ minutos.`,
    ],
  },
  {
    id: 'funciones-cuadratica',
    topic: 'funciones',
    title: 'Función cuadrática: vértice, raíces y eje de simetría',
    subtopics: ['funciones.cuadratica'],
    body: String.raw`La función cuadrática es $f(x) = ax^2 + bx + c$ con $a \neq 0$. Su gráfico es una parábola y todo lo que te pueden preguntar sale de cuatro elementos: concavidad, vértice, raíces y ordenada al origen.

Concavidad: depende del signo de $a$.
- Si $a > 0$, las ramas van hacia arriba y el vértice es un mínimo.
- Si $a < 0$, las ramas van hacia abajo y el vértice es un máximo.
- Cuanto mayor es $|a|$, más cerrada es la parábola.

Vértice: $V = (x_v; y_v)$ con
$$x_v = -\frac{b}{2a} \qquad y_v = f(x_v)$$
El eje de simetría es la recta vertical $x = x_v$. Si la parábola tiene dos raíces, $x_v$ es el punto medio entre ellas.

Raíces: son las soluciones de $ax^2 + bx + c = 0$, que salen con la fórmula resolvente. El discriminante dice cuántas hay: dos si $\Delta > 0$, una (el vértice toca el eje) si $\Delta = 0$, ninguna si $\Delta < 0$.

Ordenada al origen: $f(0) = c$.

Imagen: si $a > 0$ es $[y_v; +\infty)$ y si $a < 0$ es $(-\infty; y_v]$. Por eso la imagen se calcula siempre con el vértice, no con las raíces.

Formas de la expresión:
- Polinómica: $f(x) = ax^2 + bx + c$. Se lee $c$ directamente.
- Canónica: $f(x) = a(x - x_v)^2 + y_v$. Se lee el vértice directamente. Ojo con el signo: $(x + 3)^2$ corresponde a $x_v = -3$.
- Factorizada: $f(x) = a(x - x_1)(x - x_2)$. Se leen las raíces.
Pasar de una a otra es una buena forma de verificar. Por ejemplo, $f(x) = 2(x - 1)^2 - 8$ se desarrolla como $2x^2 - 4x - 6 = 2(x - 3)(x + 1)$.

Crecimiento: con $a > 0$ la función decrece en $(-\infty; x_v)$ y crece en $(x_v; +\infty)$; con $a < 0$ es al revés.

Problemas de máximo y mínimo: cuando una cantidad depende cuadráticamente de otra, el valor óptimo está en el vértice. Si la altura de una pelota es $h(t) = -5t^2 + 20t$ (en metros, con $t$ en segundos), la altura máxima se alcanza en $t_v = \frac{-20}{2 \cdot (-5)} = 2$ s y vale $h(2) = 20$ m.

Idea clave: antes de hacer cuentas, dibujá un bosquejo con el signo de $a$ y la ordenada al origen. Te ayuda a descartar respuestas imposibles.

Errores comunes:
- Olvidar el signo menos en $x_v = -\frac{b}{2a}$ o dividir solo por $a$.
- Leer el vértice de $a(x + h)^2 + k$ como $(h; k)$ en lugar de $(-h; k)$.
- Calcular $y_v$ con un error de signo: $(-2)^2 = 4$, no $-4$.
- Dar como imagen todo $\mathbb{R}$: una parábola siempre tiene un máximo o un mínimo.
- Confundir el eje de simetría (una recta $x = x_v$) con el vértice (un punto).`,
    examples: [
      String.raw`Analizá $f(x) = x^2 - 6x + 5$. $a = 1 > 0$ (mínimo). $x_v = \frac{6}{2} = 3$, $y_v = 9 - 18 + 5 = -4$: $V = (3; -4)$. Raíces: $x = 1$ y $x = 5$ (su punto medio es 3). Ordenada al origen: 5. Imagen: $[-4; +\infty)$.`,
      'Escribí en forma polinómica la parábola de vértice $(-1; 2)$ que pasa por $(0; 5)$. $f(x) = a(x + 1)^2 + 2$; con $(0; 5)$: $5 = a + 2$, así que $a = 3$. Resultado: $f(x) = 3x^2 + 6x + 5$.',
      'Con 40 m de alambre se cerca un rectángulo. Si un lado mide $x$, el otro mide $20 - x$ y el área es $A(x) = x(20 - x) = -x^2 + 20x$. El máximo está en $x_v = 10$: un cuadrado de 100 m².',
    ],
  },
  {
    id: 'funciones-exponencial-logaritmica',
    topic: 'funciones',
    title: 'Funciones exponencial y logarítmica',
    subtopics: ['funciones.exponencial-logaritmica', 'funciones.logaritmos'],
    body: String.raw`La función exponencial es $f(x) = a^x$ con base $a > 0$ y $a \neq 1$. La variable está en el exponente, y eso la hace crecer (o decrecer) muy rápido.

Características de $f(x) = a^x$:
- Dominio: $\mathbb{R}$. Imagen: $(0; +\infty)$; nunca vale cero ni es negativa.
- Pasa siempre por $(0; 1)$, porque $a^0 = 1$.
- Si $a > 1$ es creciente; si $0 < a < 1$ es decreciente.
- Tiene asíntota horizontal $y = 0$.
Con desplazamientos, $f(x) = a^x + k$ tiene imagen $(k; +\infty)$ y asíntota $y = k$.

Modelos: crecimiento y decrecimiento. Una cantidad inicial $C_0$ que se multiplica por $r$ en cada período cumple $C(t) = C_0 \cdot r^t$. Si una colonia de 300 bacterias se triplica cada hora, a las 4 horas hay $300 \cdot 3^4 = 24.300$.

Logaritmo: $\log_a b = c$ significa $a^c = b$ (con $a > 0$, $a \neq 1$ y $b > 0$). Es el exponente al que hay que elevar la base para obtener el número. $\log_2 8 = 3$ porque $2^3 = 8$; $\log_{10} 0{,}01 = -2$. Cuando no se escribe la base se entiende 10, y $\ln$ es el logaritmo de base $e$.

La función logarítmica $g(x) = \log_a x$ es la inversa de $a^x$: dominio $(0; +\infty)$, imagen $\mathbb{R}$, pasa por $(1; 0)$ y tiene asíntota vertical $x = 0$.

Propiedades (con argumentos positivos):
- $\log_a (M \cdot N) = \log_a M + \log_a N$.
- $\log_a \frac{M}{N} = \log_a M - \log_a N$.
- $\log_a M^k = k \log_a M$.
- $\log_a a = 1$ y $\log_a 1 = 0$.
- Cambio de base: $\log_a M = \frac{\log M}{\log a}$.

Ecuaciones exponenciales: si podés escribir los dos miembros con la misma base, igualás exponentes. $9^{x} = 27$ es $3^{2x} = 3^3$, así que $x = \frac{3}{2}$. Si no, aplicás logaritmo: $2^x = 5$ da $x = \log_2 5 = \frac{\log 5}{\log 2} \approx 2{,}32$.

Ecuaciones logarítmicas: juntá todo en un solo logaritmo con las propiedades y pasá a la forma exponencial. Después verificá que cada solución deje positivos todos los argumentos de la ecuación original.
En $\log_3 (x + 1) + \log_3 (x - 1) = 1$: $\log_3 (x^2 - 1) = 1$, así que $x^2 - 1 = 3$ y $x = \pm 2$. Con $x = -2$ los argumentos son negativos: solo sirve $x = 2$.

Idea clave: los logaritmos transforman productos en sumas, pero no hay ninguna propiedad para el logaritmo de una suma.

Errores comunes:
- Escribir $\log(M + N) = \log M + \log N$.
- Confundir $\log_a \frac{M}{N}$ con $\frac{\log_a M}{\log_a N}$.
- Creer que $a^x$ puede ser negativa o cero.
- Pasar $\log_2 x = 3$ a $x = 3^2$ en lugar de $x = 2^3$.
- No descartar las soluciones que dejan argumentos negativos o nulos.`,
    examples: [
      String.raw`Calculá $\log_2 48 - \log_2 3$. Por la propiedad del cociente, $\log_2 \frac{48}{3} = \log_2 16 = 4$.`,
      'Resolvé $5^{x + 1} = 125$. Como $125 = 5^3$, igualás exponentes: $x + 1 = 3$, $x = 2$.',
      String.raw`Resolvé $\log (x + 5) = 2$. Pasando a exponencial, $x + 5 = 10^2 = 100$, así que $x = 95$. Control: el argumento $100$ es positivo.`,
    ],
  },
];
