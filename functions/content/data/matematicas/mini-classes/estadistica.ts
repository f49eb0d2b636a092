import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'estadistica-medidas',
    topic: 'estadistica',
    title: 'Media, mediana, moda y medidas de dispersión',
    subtopics: ['estadistica.medidas'],
    body: String.raw`La estadística descriptiva resume un conjunto de datos con pocos números. Las medidas de posición central dicen alrededor de qué valor se ubican los datos, y las de dispersión, cuánto se alejan de ese valor.

Medidas de posición central:
- Media (promedio): la suma de todos los datos dividida por la cantidad de datos, $\bar{x} = \frac{x_1 + x_2 + \ldots + x_n}{n}$.
- Mediana: el valor que queda en el medio cuando ordenás los datos de menor a mayor. Si $n$ es impar, es el dato central; si $n$ es par, es el promedio de los dos centrales.
- Moda: el valor que más se repite. Puede haber más de una moda, o ninguna si todos aparecen la misma cantidad de veces.

Ejemplo: con los datos 3, 7, 7, 8, 10 la media es $\frac{35}{5} = 7$, la mediana es 7 y la moda es 7. Con 3, 7, 7, 8, 50 la mediana y la moda siguen siendo 7, pero la media sube a 15. La media es sensible a los valores extremos; la mediana no.

Datos en una tabla de frecuencias: si el valor $x_i$ aparece $f_i$ veces, la media es $\bar{x} = \frac{\sum x_i f_i}{\sum f_i}$. Es un promedio ponderado: cada valor pesa según cuántas veces aparece. Un error típico es promediar los valores de la tabla sin tener en cuenta las frecuencias.

Medidas de dispersión:
- Rango: la diferencia entre el mayor y el menor dato.
- Varianza: el promedio de los cuadrados de los desvíos respecto de la media, $\sigma^2 = \frac{\sum (x_i - \bar{x})^2}{n}$.
- Desvío estándar: la raíz cuadrada de la varianza, $\sigma = \sqrt{\sigma^2}$. Tiene las mismas unidades que los datos, por eso es el más fácil de interpretar.
En este curso usamos la varianza poblacional, dividiendo por $n$. Algunos libros y calculadoras dividen por $n - 1$ cuando los datos son una muestra; si el enunciado lo pide, usá esa versión.

Cómo calcular la varianza paso a paso:
- Calculá la media.
- Restá la media a cada dato (los desvíos suman siempre cero: es un buen control).
- Elevá cada desvío al cuadrado y sumá.
- Dividí por $n$. Para el desvío estándar, sacá la raíz.
Con 2, 4, 6: media 4, desvíos $-2$, 0, 2, cuadrados 4, 0, 4, varianza $\frac{8}{3} \approx 2{,}67$ y desvío $\approx 1{,}63$.

Transformaciones: si sumás una constante $k$ a todos los datos, la media aumenta $k$ pero la dispersión no cambia. Si multiplicás todos los datos por $k$, la media y el desvío se multiplican por $|k|$ y la varianza por $k^2$.

Idea clave: para comparar dos conjuntos no alcanza con la media. Dos cursos pueden tener promedio 7, uno con todas notas entre 6 y 8 y otro con notas de 2 y de 10. El desvío estándar es lo que los distingue.

Errores comunes:
- Calcular la mediana sin ordenar los datos.
- En cantidad par de datos, tomar uno solo de los centrales.
- Confundir la moda con la frecuencia de la moda (la moda es el valor, no cuántas veces aparece).
- Olvidar elevar al cuadrado los desvíos o sumar los desvíos sin cuadrado (siempre da cero).
- Dar la varianza cuando se pide el desvío estándar, o al revés.`,
    examples: [
      String.raw`Datos: 4, 8, 6, 2, 10, 6. Ordenados: 2, 4, 6, 6, 8, 10. Media: $\frac{36}{6} = 6$. Mediana: $\frac{6 + 6}{2} = 6$. Moda: 6. Rango: $10 - 2 = 8$.`,
      String.raw`Varianza de 1, 3, 5, 7: la media es 4; los desvíos son $-3, -1, 1, 3$; sus cuadrados suman $9 + 1 + 1 + 9 = 20$. Varianza: $\frac{20}{4} = 5$. Desvío estándar: $\sqrt{5} \approx 2{,}24$.`,
      String.raw`En una encuesta, 4 familias tienen 1 hijo, 5 tienen 2 y 1 tiene 4. La media es $\frac{4 \cdot 1 + 5 \cdot 2 + 1 \cdot 4}{10} = \frac{18}{10} = 1{,}8$ hijos por familia.`,
    ],
  },
  {
    id: 'estadistica-combinatoria',
    topic: 'estadistica',
    title: 'Técnicas de conteo: permutaciones, variaciones y combinaciones',
    subtopics: ['estadistica.conteo'],
    body: String.raw`Muchos problemas de probabilidad empiezan por contar casos, y cuando hay muchos no conviene hacer la lista. La combinatoria da fórmulas para contar sin escribir cada posibilidad.

Principio de multiplicación: si una elección se hace en etapas, con $m$ opciones en la primera y $n$ en la segunda, hay $m \cdot n$ resultados posibles. Con 3 remeras y 4 pantalones armás $3 \cdot 4 = 12$ conjuntos. Si cada dígito de un código de 4 cifras puede ser cualquiera del 0 al 9, hay $10^4 = 10.000$ códigos.

Factorial: $n! = n \cdot (n - 1) \cdot \ldots \cdot 2 \cdot 1$, y por convención $0! = 1$. Por ejemplo, $5! = 120$. Crece muy rápido: $10! = 3.628.800$.

Las preguntas que tenés que hacerte son dos: ¿importa el orden? y ¿se usan todos los elementos o solo algunos?

Permutaciones (importa el orden, se usan todos): las formas de ordenar $n$ elementos distintos son $P_n = n!$. Cinco personas se pueden sentar en una fila de cinco sillas de $5! = 120$ maneras.
Si hay elementos repetidos, se divide por el factorial de cada repetición: las palabras distintas con las letras de AMAR son $\frac{4!}{2!} = 12$.

Variaciones (importa el orden, se eligen $k$ de $n$): $V_{n,k} = \frac{n!}{(n - k)!} = n \cdot (n - 1) \cdot \ldots$ ($k$ factores). Elegir presidente, secretario y tesorero entre 10 personas se puede hacer de $V_{10,3} = 10 \cdot 9 \cdot 8 = 720$ formas, porque cada cargo es distinto.
Si se permite repetir, cada lugar tiene $n$ opciones y hay $n^k$ resultados.

Combinaciones (no importa el orden, se eligen $k$ de $n$):
$$C_{n,k} = \binom{n}{k} = \frac{n!}{k!\,(n - k)!}$$
Elegir una comisión de 3 personas entre 10, sin cargos, se puede hacer de $\binom{10}{3} = \frac{720}{3!} = 120$ formas. Se divide por $3!$ porque cada grupo aparecía 6 veces en las variaciones, una por cada orden.
Propiedad útil: $\binom{n}{k} = \binom{n}{n - k}$. Elegir a los 3 que van es lo mismo que elegir a los 7 que se quedan.

Problemas con condiciones: dividí en etapas y multiplicá. Una comisión de 2 mujeres y 1 varón, con 6 mujeres y 4 varones disponibles, se forma de $\binom{6}{2} \cdot \binom{4}{1} = 15 \cdot 4 = 60$ maneras. Si dos elementos tienen que ir juntos, tratalos como un bloque y después multiplicá por las formas de ordenar el bloque.

Idea clave: para decidir si importa el orden, intercambiá dos elementos del resultado. Si obtenés algo distinto (otro número, otro cargo, otra fila), importa el orden.

Errores comunes:
- Usar combinaciones cuando hay cargos o posiciones distintas.
- Sumar en lugar de multiplicar cuando las elecciones son sucesivas.
- Olvidar dividir por las repeticiones en los anagramas.
- Calcular $\frac{n!}{(n - k)!}$ y olvidar el $k!$ en las combinaciones.
- Creer que $0! = 0$.`,
    examples: [
      String.raw`¿Cuántas patentes de 3 letras (de 26) seguidas de 3 dígitos hay, si se pueden repetir? $26^3 \cdot 10^3 = 17.576.000$.`,
      String.raw`De un mazo de 10 cartas numeradas se eligen 4 sin importar el orden: $\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4!} = \frac{5040}{24} = 210$ manos.`,
      '¿De cuántas maneras se ordenan 6 libros si dos de ellos deben ir juntos? Formás un bloque: quedan 5 unidades que se ordenan de $5! = 120$ formas, y el bloque se ordena internamente de $2! = 2$ formas. Total: 240.',
    ],
  },
  {
    id: 'estadistica-probabilidad',
    topic: 'estadistica',
    title: 'Probabilidad: Laplace, complemento y sucesos independientes',
    subtopics: ['estadistica.probabilidad'],
    body: String.raw`Un experimento aleatorio es aquel cuyo resultado no se puede predecir con certeza, como tirar un dado. El espacio muestral $\Omega$ es el conjunto de todos los resultados posibles, y un suceso es cualquier subconjunto de él.

Regla de Laplace: si todos los resultados son igualmente probables,
$$P(A) = \frac{\text{casos favorables}}{\text{casos posibles}}$$
Al tirar un dado, $P(\text{par}) = \frac{3}{6} = \frac{1}{2}$. La condición "igualmente probables" es importante: al tirar dos dados, las sumas de 2 a 12 no son equiprobables, así que hay que contar los 36 pares ordenados. La suma 7 sale con 6 pares, así que $P = \frac{6}{36} = \frac{1}{6}$.

Propiedades básicas:
- $0 \leq P(A) \leq 1$. Un suceso imposible tiene probabilidad 0 y uno seguro, 1.
- Complemento: $P(\bar{A}) = 1 - P(A)$. Es la herramienta para los problemas de "al menos uno": la probabilidad de al menos una cara en 3 tiradas de moneda es $1 - P(\text{ninguna cara}) = 1 - \frac{1}{8} = \frac{7}{8}$.
- Unión: $P(A \cup B) = P(A) + P(B) - P(A \cap B)$. Si $A$ y $B$ son mutuamente excluyentes (no pueden ocurrir juntos), $P(A \cap B) = 0$ y las probabilidades simplemente se suman.

Sucesos independientes: $A$ y $B$ son independientes si que ocurra uno no cambia la probabilidad del otro. Entonces
$$P(A \cap B) = P(A) \cdot P(B)$$
Tirar una moneda y un dado son experimentos independientes: $P(\text{cara y 6}) = \frac{1}{2} \cdot \frac{1}{6} = \frac{1}{12}$.
No confundas independientes con excluyentes: dos sucesos excluyentes con probabilidad positiva nunca son independientes, porque si ocurre uno el otro ya no puede ocurrir.

Extracciones sucesivas: en una urna con 4 bolas rojas y 6 blancas sacás dos.
- Con reposición, las extracciones son independientes: $P(\text{dos rojas}) = \frac{4}{10} \cdot \frac{4}{10} = \frac{4}{25}$.
- Sin reposición, la segunda depende de la primera: $P(\text{dos rojas}) = \frac{4}{10} \cdot \frac{3}{9} = \frac{2}{15}$.
- "Una de cada color" sin reposición puede pasar en dos órdenes (roja-blanca o blanca-roja): $2 \cdot \frac{4}{10} \cdot \frac{6}{9} = \frac{8}{15}$.
Un diagrama de árbol ayuda a ver todos los caminos: multiplicás a lo largo de cada rama y sumás las ramas que cumplen lo pedido.

También podés usar combinatoria: $P(\text{dos rojas}) = \frac{\binom{4}{2}}{\binom{10}{2}} = \frac{6}{45} = \frac{2}{15}$, el mismo resultado.

Idea clave: antes de calcular, decidí si los casos son equiprobables, si las extracciones son con o sin reposición y si te piden "y" (producto), "o" (unión) o "al menos uno" (complemento).

Errores comunes:
- Sumar probabilidades de sucesos que no son excluyentes.
- Multiplicar probabilidades de sucesos que no son independientes sin ajustar la segunda.
- Olvidar el orden en "una de cada": hay dos caminos.
- Dar probabilidades mayores que 1 o negativas: es señal segura de error.
- Aplicar Laplace a resultados que no son igualmente probables.`,
    examples: [
      String.raw`Se tira un dado dos veces. $P(\text{al menos un 6}) = 1 - \left(\frac{5}{6}\right)^2 = 1 - \frac{25}{36} = \frac{11}{36}$.`,
      String.raw`En un curso, $P(\text{aprobar Matemática}) = 0{,}7$ y $P(\text{aprobar Física}) = 0{,}6$, de manera independiente. La probabilidad de aprobar las dos es $0{,}42$ y la de aprobar al menos una es $0{,}7 + 0{,}6 - 0{,}42 = 0{,}88$.`,
      String.raw`Una caja tiene 3 fichas verdes y 2 negras. Se sacan dos sin reposición. $P(\text{mismo color}) = \frac{3}{5} \cdot \frac{2}{4} + \frac{2}{5} \cdot \frac{1}{4} = \frac{6}{20} + \frac{2}{20} = \frac{2}{5}$.`,
    ],
  },
];
