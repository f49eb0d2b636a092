import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'algebra-basica-conjuntos-numericos',
    topic: 'algebra-basica',
    title: 'Conjuntos numéricos y operaciones combinadas',
    subtopics: ['algebra-basica.numeros-reales'],
    body: String.raw`Antes de resolver ecuaciones o estudiar funciones necesitás saber con qué números estás trabajando. En el Seminario se usan cuatro conjuntos, cada uno dentro del siguiente: $\mathbb{N} \subset \mathbb{Z} \subset \mathbb{Q} \subset \mathbb{R}$.

Los conjuntos:
- Naturales ($\mathbb{N}$): 1, 2, 3, … Sirven para contar. La resta no siempre da un natural: $3 - 5$ no está en $\mathbb{N}$.
- Enteros ($\mathbb{Z}$): los naturales, el cero y los negativos. Ahí la resta siempre se puede hacer, pero la división no: $7 : 2$ no es entero.
- Racionales ($\mathbb{Q}$): todo número que se puede escribir como $\frac{a}{b}$ con $a$ y $b$ enteros y $b \neq 0$. Su expresión decimal es finita ($0{,}25$) o periódica ($0{,}\overline{3}$).
- Reales ($\mathbb{R}$): los racionales más los irracionales, que tienen infinitas cifras decimales no periódicas, como $\sqrt{2}$, $\pi$ o $e$. Cada punto de la recta numérica corresponde a un número real.

Idea clave: un número puede pertenecer a varios conjuntos a la vez. El $-4$ es entero, racional y real, pero no natural. Y $\sqrt{9} = 3$ es natural aunque aparezca con una raíz: primero simplificá y después clasificá.

Decimales periódicos a fracción: si $x = 0{,}\overline{3}$, multiplicás por 10 y restás: $10x - x = 3{,}\overline{3} - 0{,}\overline{3} = 3$, así que $9x = 3$ y $x = \frac{1}{3}$. En general, el numerador es el número sin coma menos la parte no periódica, y el denominador tiene un 9 por cada cifra periódica y un 0 por cada cifra no periódica después de la coma. Por ejemplo, $1{,}2\overline{5} = \frac{125 - 12}{90} = \frac{113}{90}$.

Orden de las operaciones:
- Primero lo que está entre paréntesis, corchetes y llaves, de adentro hacia afuera.
- Después potencias y raíces.
- Después multiplicaciones y divisiones, de izquierda a derecha.
- Por último sumas y restas. Los signos + y − separan términos: resolvé cada término por separado y recién al final sumá.

Fracciones: para sumar o restar necesitás denominador común (conviene el mínimo común múltiplo). Para multiplicar, multiplicás numeradores entre sí y denominadores entre sí; para dividir, multiplicás por la inversa de la segunda fracción. Simplificá siempre que puedas, pero solo factores, nunca términos sueltos.

La regla de los signos vale para multiplicar y dividir: signos iguales dan positivo, signos distintos dan negativo. Para sumar no se usa esa regla: $-3 + 5 = 2$, porque es una diferencia de valores absolutos con el signo del mayor.

Errores comunes:
- Resolver de izquierda a derecha sin respetar la jerarquía: $2 + 3 \cdot 4$ es 14, no 20.
- Confundir $-3^2 = -9$ con $(-3)^2 = 9$: sin paréntesis, el exponente afecta solo al 3.
- Sumar fracciones sumando numeradores y denominadores: $\frac{1}{2} + \frac{1}{3} \neq \frac{2}{5}$.
- Creer que toda raíz es irracional: $\sqrt{16}$, $\sqrt[3]{8}$ y $\sqrt{0{,}25}$ son racionales.
- Pensar que $0{,}\overline{9}$ es "casi 1": es exactamente 1.
- Dudar con el 0: en la convención del curso $\mathbb{N}$ empieza en 1, así que el 0 no es natural, pero sí es entero, racional y real.

Tené en cuenta que en el examen muchas preguntas de este tema son de verdadero o falso: leé con cuidado qué conjunto se menciona y buscá un contraejemplo antes de aceptar una afirmación general.`,
    examples: [
      String.raw`Calculá $-2^2 + 3 \cdot (5 - 7)^2 : 6$. Paréntesis: $5 - 7 = -2$. Potencias: $-2^2 = -4$ y $(-2)^2 = 4$. Producto y cociente de izquierda a derecha: $3 \cdot 4 : 6 = 2$. Suma final: $-4 + 2 = -2$.`,
      String.raw`Pasá $0{,}1\overline{6}$ a fracción. El número sin coma es 16 y la parte no periódica es 1; hay una cifra periódica y una no periódica, así que el denominador es 90: $\frac{16 - 1}{90} = \frac{15}{90} = \frac{1}{6}$. Comprobá: $1 : 6 = 0{,}1666\ldots$`,
      String.raw`Clasificá $\sqrt{49}$, $-\frac{8}{4}$ y $\sqrt{5}$. $\sqrt{49} = 7 \in \mathbb{N}$; $-\frac{8}{4} = -2$ pertenece a $\mathbb{Z}$ pero no a $\mathbb{N}$; $\sqrt{5}$ no es una raíz exacta, así que es irracional: pertenece a $\mathbb{R}$ pero no a $\mathbb{Q}$.`,
    ],
  },
  {
    id: 'algebra-basica-potencias-raices',
    topic: 'algebra-basica',
    title: 'Potencias, raíces y racionalización',
    subtopics: ['algebra-basica.potencias-radicales'],
    body: String.raw`Las potencias y las raíces aparecen en casi todos los ejercicios del ingreso, así que conviene que las propiedades te salgan sin pensar.

Propiedades de la potenciación (con base distinta de cero):
- Producto de igual base: $a^m \cdot a^n = a^{m+n}$.
- Cociente de igual base: $a^m : a^n = a^{m-n}$.
- Potencia de potencia: $(a^m)^n = a^{m \cdot n}$.
- Distributiva respecto del producto y del cociente: $(a \cdot b)^n = a^n \cdot b^n$ y $(a : b)^n = a^n : b^n$.
- Exponente cero: $a^0 = 1$.
- Exponente negativo: $a^{-n} = \frac{1}{a^n}$; por ejemplo, $\left(\frac{2}{3}\right)^{-2} = \left(\frac{3}{2}\right)^2 = \frac{9}{4}$.

Idea clave: la potencia no es distributiva respecto de la suma ni de la resta. $(a + b)^2$ no es $a^2 + b^2$; para eso están los productos notables.

Signo de una potencia: una base negativa con exponente par da resultado positivo y con exponente impar da resultado negativo. $(-2)^4 = 16$ y $(-2)^3 = -8$.

Raíces: $\sqrt[n]{a} = b$ significa que $b^n = a$. Si el índice es par, el radicando tiene que ser mayor o igual que cero y el resultado que se toma es el no negativo: $\sqrt{25} = 5$, no $\pm 5$. Si el índice es impar, el radicando puede ser negativo: $\sqrt[3]{-27} = -3$.

Exponente fraccionario: $a^{\frac{m}{n}} = \sqrt[n]{a^m}$. Así, $8^{\frac{2}{3}} = (\sqrt[3]{8})^2 = 4$. Esta forma permite usar todas las propiedades de potencias con las raíces.

Propiedades de la radicación: la raíz es distributiva respecto del producto y del cociente, $\sqrt{a \cdot b} = \sqrt{a} \cdot \sqrt{b}$ (con $a, b \geq 0$), pero no respecto de la suma: $\sqrt{9 + 16} = 5$, mientras que $\sqrt{9} + \sqrt{16} = 7$.

Extraer factores: buscá dentro del radicando un factor que sea potencia del índice. $\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}$. Solo se pueden sumar radicales semejantes (mismo índice y mismo radicando): $3\sqrt{2} + 5\sqrt{2} = 8\sqrt{2}$, y por eso $\sqrt{8} + \sqrt{18} = 2\sqrt{2} + 3\sqrt{2} = 5\sqrt{2}$.

Racionalización: es quitar las raíces del denominador multiplicando numerador y denominador por la misma expresión, lo que equivale a multiplicar por 1.
- Una raíz cuadrada sola: $\frac{6}{\sqrt{3}} = \frac{6\sqrt{3}}{3} = 2\sqrt{3}$.
- Una raíz de otro índice: multiplicás por la raíz que completa el exponente, $\frac{1}{\sqrt[3]{2}} = \frac{\sqrt[3]{4}}{\sqrt[3]{2} \cdot \sqrt[3]{4}} = \frac{\sqrt[3]{4}}{2}$.
- Un binomio con raíces: multiplicás por el conjugado y usás la diferencia de cuadrados, $(a + \sqrt{b})(a - \sqrt{b}) = a^2 - b$.

Errores comunes:
- Sumar exponentes cuando las bases son distintas: $2^3 \cdot 3^2$ no es $6^5$.
- Leer $a^{-2}$ como un número negativo: $2^{-2} = \frac{1}{4}$, que es positivo.
- Escribir $\sqrt{a^2} = a$ sin más: en realidad $\sqrt{a^2} = |a|$.
- Distribuir la raíz en una suma: $\sqrt{x^2 + 9} \neq x + 3$.
- Multiplicar solo el denominador al racionalizar: si no multiplicás también el numerador, cambiás el valor de la expresión.
- Olvidar que el conjugado de $\sqrt{5} - 2$ es $\sqrt{5} + 2$: se cambia solo el signo del medio.`,
    examples: [
      String.raw`Simplificá $\frac{2^5 \cdot 2^{-3}}{(2^2)^3}$. Numerador: $2^{5 + (-3)} = 2^2$. Denominador: $2^{2 \cdot 3} = 2^6$. Cociente: $2^{2 - 6} = 2^{-4} = \frac{1}{16}$.`,
      String.raw`Racionalizá $\frac{4}{\sqrt{5} - 1}$. Multiplicá arriba y abajo por el conjugado $\sqrt{5} + 1$: el denominador queda $(\sqrt{5})^2 - 1^2 = 4$. Resultado: $\frac{4(\sqrt{5} + 1)}{4} = \sqrt{5} + 1$.`,
      String.raw`Calculá $\sqrt{12} + \sqrt{75} - \sqrt{27}$. Extraé factores: $2\sqrt{3} + 5\sqrt{3} - 3\sqrt{3}$. Son radicales semejantes, así que sumás los coeficientes: $4\sqrt{3}$.`,
    ],
  },
  {
    id: 'algebra-basica-polinomios-factoreo',
    topic: 'algebra-basica',
    title: 'Polinomios, productos notables y factoreo',
    subtopics: ['algebra-basica.polinomios', 'algebra-basica.factoreo'],
    body: String.raw`Un polinomio en $x$ es una suma de términos de la forma $a x^n$, con $n$ natural o cero. El grado es el mayor exponente con coeficiente no nulo y el coeficiente principal es el que acompaña a ese término. $P(x) = 3x^4 - x + 7$ tiene grado 4, coeficiente principal 3 y término independiente 7.

Operaciones: para sumar y restar agrupás términos semejantes (misma potencia de $x$). Para multiplicar aplicás la propiedad distributiva y sumás exponentes: $2x \cdot (x^2 - 3) = 2x^3 - 6x$. El grado del producto es la suma de los grados.

Productos notables:
- Cuadrado de un binomio: $(a + b)^2 = a^2 + 2ab + b^2$ y $(a - b)^2 = a^2 - 2ab + b^2$.
- Producto de binomios conjugados: $(a + b)(a - b) = a^2 - b^2$.
- Cubo de un binomio: $(a + b)^3 = a^3 + 3a^2 b + 3a b^2 + b^3$.

Factorear es el camino inverso: escribir el polinomio como producto. Te conviene probar los casos en este orden.

Casos de factoreo:
- Factor común: sacás lo que se repite en todos los términos, con el menor exponente. $6x^3 - 9x^2 = 3x^2(2x - 3)$.
- Factor común por grupos: $x^3 + 2x^2 + 3x + 6 = x^2(x + 2) + 3(x + 2) = (x + 2)(x^2 + 3)$.
- Diferencia de cuadrados: $a^2 - b^2 = (a - b)(a + b)$. Por ejemplo, $4x^2 - 25 = (2x - 5)(2x + 5)$.
- Trinomio cuadrado perfecto: dos términos son cuadrados y el tercero es el doble producto de sus bases. $x^2 - 6x + 9 = (x - 3)^2$.
- Trinomio de segundo grado: si $x_1$ y $x_2$ son las raíces de $a x^2 + b x + c$, entonces $a x^2 + b x + c = a(x - x_1)(x - x_2)$.

Teorema del resto y Ruffini: el resto de dividir $P(x)$ por $(x - a)$ es $P(a)$. Si $P(a) = 0$, entonces $a$ es raíz y $(x - a)$ es un factor. La regla de Ruffini hace esa división rápido: escribís los coeficientes completos (con ceros donde falte una potencia), bajás el primero, lo multiplicás por $a$, lo sumás al siguiente y repetís. El último número es el resto; los anteriores son los coeficientes del cociente, que tiene un grado menos. Para buscar raíces enteras probá con los divisores del término independiente (Gauss).

Idea clave: factorizá hasta que ningún factor se pueda descomponer más. $x^4 - 16 = (x^2 - 4)(x^2 + 4) = (x - 2)(x + 2)(x^2 + 4)$; el factor $x^2 + 4$ no tiene raíces reales.

Errores comunes:
- Escribir $(a + b)^2 = a^2 + b^2$ y olvidar el doble producto.
- Confundir el signo al dividir por $(x + 2)$: en Ruffini se usa $a = -2$, porque $x + 2 = x - (-2)$.
- Omitir los ceros de las potencias que faltan en Ruffini.
- Sacar factor común y no dejar un 1 donde el término se va entero: $x^2 + x = x(x + 1)$, no $x \cdot x$.
- Creer que $x^2 + 9$ es una diferencia de cuadrados: la suma de cuadrados no se factoriza en los reales.
- Olvidar el coeficiente principal $a$ al factorizar un trinomio.`,
    examples: [
      'Factorizá $2x^3 - 8x$. Factor común: $2x(x^2 - 4)$. Diferencia de cuadrados: $x^2 - 4 = (x - 2)(x + 2)$. Resultado: $2x(x - 2)(x + 2)$.',
      String.raw`Dividí $P(x) = x^3 - 4x^2 + x + 6$ por $(x - 2)$ con Ruffini. Coeficientes 1, −4, 1, 6 y $a = 2$: bajás 1; $1 \cdot 2 = 2$, $-4 + 2 = -2$; $-2 \cdot 2 = -4$, $1 - 4 = -3$; $-3 \cdot 2 = -6$, $6 - 6 = 0$. Cociente $x^2 - 2x - 3$ y resto 0, así que $P(x) = (x - 2)(x^2 - 2x - 3) = (x - 2)(x - 3)(x + 1)$.`,
      String.raw`Desarrollá $(3x - 2)^2$. Cuadrado del primero: $9x^2$; doble producto: $2 \cdot 3x \cdot (-2) = -12x$; cuadrado del segundo: $4$. Resultado: $9x^2 - 12x + 4$.`,
    ],
  },
  {
    id: 'algebra-basica-fracciones-algebraicas',
    topic: 'algebra-basica',
    title: 'Fracciones algebraicas',
    subtopics: ['algebra-basica.expresiones-racionales'],
    body: String.raw`Una fracción algebraica es un cociente de polinomios, como $\frac{x^2 - 9}{x^2 + 3x}$. Se trabaja igual que con las fracciones numéricas, con una diferencia importante: hay valores de $x$ que anulan el denominador y para ellos la expresión no existe.

Paso cero, las restricciones: antes de simplificar, factorizá el denominador y anotá qué valores no puede tomar $x$. En el ejemplo, $x^2 + 3x = x(x + 3)$, así que $x \neq 0$ y $x \neq -3$. Esas restricciones se mantienen aunque después el factor desaparezca al simplificar.

Simplificar: factorizás numerador y denominador y cancelás factores iguales.
$\frac{x^2 - 9}{x^2 + 3x} = \frac{(x - 3)(x + 3)}{x(x + 3)} = \frac{x - 3}{x}$, con $x \neq 0$ y $x \neq -3$.

Idea clave: solo se cancelan factores, es decir, cosas que están multiplicando a todo el numerador y a todo el denominador. En $\frac{x + 3}{x}$ no se puede cancelar la $x$, porque en el numerador es un término de una suma.

Multiplicar y dividir: factorizás todo, multiplicás numeradores y denominadores, y simplificás. Para dividir multiplicás por la fracción invertida; ojo, el numerador de la fracción que se invierte también pasa a ser restricción porque queda abajo.

Sumar y restar: necesitás un denominador común, que conviene que sea el mínimo común múltiplo de los denominadores factorizados: el producto de todos los factores distintos, cada uno con su mayor exponente. Después amplificás cada fracción y operás los numeradores.
Por ejemplo, $\frac{2}{x - 1} - \frac{1}{x + 1}$: el denominador común es $(x - 1)(x + 1)$ y el numerador queda $2(x + 1) - 1(x - 1) = x + 3$. Resultado: $\frac{x + 3}{x^2 - 1}$, con $x \neq \pm 1$.

Un truco útil: $a - b = -(b - a)$. Si en una fracción aparece $(x - 2)$ y en otra $(2 - x)$, sacá un signo menos para que los factores coincidan: $\frac{x - 2}{2 - x} = -1$ para todo $x \neq 2$.

Cómo organizarte:
- Factorizá todos los numeradores y denominadores.
- Escribí las restricciones.
- Operá según corresponda (producto, cociente o suma con denominador común).
- Simplificá al final y verificá con un valor numérico permitido.

Errores comunes:
- Cancelar términos en lugar de factores: $\frac{x^2 + 4}{x + 2}$ no es $x + 2$.
- Olvidar el paréntesis al restar: en $\frac{3}{x} - \frac{x - 1}{x}$ el numerador es $3 - (x - 1) = 4 - x$, no $3 - x - 1$.
- Perder las restricciones al simplificar.
- Usar como denominador común el producto de todos los denominadores sin factorizar: funciona, pero deja expresiones enormes y más chances de equivocarte.
- Sumar fracciones sumando numeradores y denominadores entre sí.

Verificá siempre: elegí un valor como $x = 2$ (si está permitido), reemplazalo en la expresión original y en tu resultado, y comprobá que den lo mismo. Es la forma más rápida de detectar un signo perdido.`,
    examples: [
      String.raw`Simplificá $\frac{x^2 - 4x + 4}{x^2 - 4}$. Factorizá: $\frac{(x - 2)^2}{(x - 2)(x + 2)}$, con $x \neq \pm 2$. Cancelá un factor $(x - 2)$: $\frac{x - 2}{x + 2}$. Verificación con $x = 0$: la original da $\frac{4}{-4} = -1$ y la simplificada $\frac{-2}{2} = -1$.`,
      String.raw`Calculá $\frac{x}{x + 3} + \frac{3}{x - 3}$. Denominador común $(x + 3)(x - 3)$. Numerador: $x(x - 3) + 3(x + 3) = x^2 + 9$. Resultado: $\frac{x^2 + 9}{x^2 - 9}$, con $x \neq \pm 3$.`,
      String.raw`Resolvé $\frac{x^2 - 1}{x} : \frac{x + 1}{x^2}$. Invertí la segunda: $\frac{(x - 1)(x + 1)}{x} \cdot \frac{x^2}{x + 1}$. Cancelá $(x + 1)$ y una $x$: queda $x(x - 1) = x^2 - x$, con $x \neq 0$ y $x \neq -1$.`,
    ],
  },
];
