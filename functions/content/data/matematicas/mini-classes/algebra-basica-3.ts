import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** z = 3 + 2i and its conjugate 3 - 2i in the complex plane. Units of 25 px, origin at (60; 110). */
const COMPLEX_PLANE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200" width="240" height="200" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="20" y1="110" x2="230" y2="110" stroke-width="1"/><line x1="60" y1="195" x2="60" y2="10" stroke-width="1"/>
<text x="214" y="126" fill="currentColor" stroke="none">Re</text><text x="66" y="20" fill="currentColor" stroke="none">Im</text>
<line x1="60" y1="110" x2="135" y2="60" stroke-width="2"/><line x1="60" y1="110" x2="135" y2="160" stroke-width="2" stroke-dasharray="5 4"/>
<line x1="135" y1="60" x2="135" y2="160" stroke-width="1" stroke-dasharray="2 3"/>
<circle cx="135" cy="60" r="3.5" fill="currentColor"/><circle cx="135" cy="160" r="3.5" fill="currentColor"/>
<text x="142" y="56" fill="currentColor" stroke="none">z = 3 + 2i</text><text x="142" y="172" fill="currentColor" stroke="none">z̄ = 3 − 2i</text>
<text x="131" y="126" fill="currentColor" stroke="none">3</text><text x="44" y="64" fill="currentColor" stroke="none">2</text><text x="40" y="164" fill="currentColor" stroke="none">−2</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'algebra-basica-numeros-complejos',
    topic: 'algebra-basica',
    title: 'Números complejos: forma binómica, operaciones y ecuaciones en z',
    subtopics: ['algebra-basica.numeros-complejos'],
    body: String.raw`La ecuación $x^2 + 1 = 0$ no tiene solución real: ningún número real al cuadrado da $-1$. Para que tenga, se agrega un número nuevo, la unidad imaginaria $i$, definida por $i^2 = -1$. Con ella, $\sqrt{-9} = 3i$ porque $(3i)^2 = 9i^2 = -9$.

Forma binómica: un número complejo se escribe $z = a + bi$, con $a$ y $b$ reales. $a$ es la parte real y $b$ la parte imaginaria (un número real: en $5 - 4i$ la parte imaginaria es $-4$, no $-4i$). Si $b = 0$, $z$ es real; si $a = 0$ y $b \neq 0$, es imaginario puro. Dos complejos son iguales cuando tienen la misma parte real y la misma parte imaginaria: esa idea resuelve casi todas las ecuaciones.

Cada complejo es un punto del plano: la parte real en el eje horizontal y la imaginaria en el vertical. La figura muestra $z = 3 + 2i$ y su conjugado.

Operaciones:
- Suma y resta: parte real con parte real, imaginaria con imaginaria. $(3 + 2i) + (1 - 5i) = 4 - 3i$.
- Producto: distributiva, como con binomios, y al final reemplazás $i^2$ por $-1$. $(2 + 3i)(1 - 2i) = 2 - 4i + 3i - 6i^2 = 2 - i + 6 = 8 - i$.
- Conjugado: $\bar{z} = a - bi$, el simétrico respecto del eje real. Cumple $z + \bar{z} = 2a$ y $z \cdot \bar{z} = a^2 + b^2$, que es real y no negativo.
- Cociente: multiplicá numerador y denominador por el conjugado del denominador, así el denominador queda real. Después separá en parte real e imaginaria.
- Módulo: $|z| = \sqrt{a^2 + b^2}$, la distancia al origen.

Potencias de i: se repiten cada cuatro. $i^0 = 1$, $i^1 = i$, $i^2 = -1$, $i^3 = -i$, y $i^4 = 1$ vuelve a empezar. Para $i^n$ dividí $n$ por 4 y usá el resto: $i^{27} = i^3 = -i$ porque $27 = 4 \cdot 6 + 3$.

Ecuaciones en z, según su forma:
- Cuadrática sin término lineal: $z^2 + 4 = 0$ da $z^2 = -4$, así que $z = 2i$ o $z = -2i$.
- Cuadrática completa con $b^2 - 4ac < 0$: usá la resolvente con $\sqrt{-d} = \sqrt{d}\,i$ (con $d > 0$). Las dos soluciones son conjugadas.
- Lineal: $(2 + i)\,z = 3 - i$. Despejá $z$ como cociente y dividí con el conjugado.
- Con $z$ y $\bar{z}$ mezclados: escribí $z = a + bi$, operá e igualá partes reales e imaginarias; queda un sistema en $a$ y $b$.

Idea clave: operás como con polinomios en la letra $i$, y cada vez que aparece $i^2$ lo cambiás por $-1$. El resultado siempre se da en forma binómica, con fracciones exactas si no es entero.

Errores comunes:
- Tomar $i^2 = 1$: cambia el signo de un término en cada producto.
- Dividir parte por parte: $\frac{5 + 5i}{2 - i}$ no es $\frac{5}{2} + \frac{5}{-1}\,i$.
- Multiplicar solo el numerador por el conjugado, o por el mismo denominador en lugar de su conjugado.
- Dar como parte imaginaria el término con $i$ en lugar del número que lo multiplica.
- Escribir $z^2 = -4 \Rightarrow z = \pm 2$: esos números al cuadrado dan $4$, no $-4$.
- Usar el resto de dividir el exponente por 2 en lugar de por 4 en las potencias de $i$.`,
    examples: [
      String.raw`Calculá $\frac{3 - i}{2 + i}$. Multiplicá arriba y abajo por $2 - i$: el numerador es $(3 - i)(2 - i) = 6 - 3i - 2i + i^2 = 5 - 5i$ y el denominador $(2 + i)(2 - i) = 4 - i^2 = 5$. Resultado: $\frac{5 - 5i}{5} = 1 - i$.`,
      String.raw`Resolvé $z^2 - 6z + 10 = 0$. Acá $b^2 - 4ac = 36 - 40 = -4$ y $\sqrt{-4} = 2i$. Entonces $z = \frac{6 \pm 2i}{2}$: $z = 3 + i$ y $z = 3 - i$, conjugados entre sí.`,
      String.raw`Hallá $z$ tal que $z + 2\bar{z} = 6 - 3i$. Con $z = a + bi$: $a + bi + 2a - 2bi = 3a - bi$. Igualando partes, $3a = 6$ y $-b = -3$, así que $z = 2 + 3i$. Control: $2 + 3i + 2(2 - 3i) = 6 - 3i$.`,
      String.raw`Calculá $i^{50} + i^{51}$. $50 = 4 \cdot 12 + 2$ y $51 = 4 \cdot 12 + 3$, así que queda $i^2 + i^3 = -1 - i$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Un número complejo en el plano',
          alt: 'Plano complejo con el eje real horizontal y el imaginario vertical. El punto z = 3 + 2i está a 3 unidades a la derecha y 2 hacia arriba; su conjugado, 3 − 2i, está a la misma distancia pero 2 hacia abajo, simétrico respecto del eje real.',
        },
        COMPLEX_PLANE_SVG,
      ),
    ],
  },
];
