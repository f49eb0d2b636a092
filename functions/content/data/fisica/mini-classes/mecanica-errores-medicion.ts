import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

/** Measurement errors: absolute and relative error, propagation and significant figures (#31, FRM). */
export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-errores-de-medicion',
    subtopics: ['mecanica.errores-medicion'],
    topic: 'mecanica',
    title: 'Mediciones: errores y cifras significativas',
    body: r`Ninguna medida es exacta. Una regla, un cronómetro o una balanza tienen un límite, y quien mide también se equivoca un poco. Por eso un resultado de laboratorio se informa con su incerteza: $L = (120{,}0 \pm 0{,}5)$ cm quiere decir que el valor está, casi seguro, entre 119,5 cm y 120,5 cm.

Error absoluto:
Es el número que va después del $\pm$, en la misma unidad que la medida. Si no te lo dan, tomá como mínimo la menor división del instrumento (o la mitad, según lo que pida tu cátedra): una regla milimetrada da un error de 1 mm. El error absoluto se escribe con una sola cifra significativa, y el valor medido se redondea hasta el mismo lugar decimal que el error.

Error relativo:
Es el error absoluto dividido por el valor medido, $\varepsilon = \dfrac{\Delta x}{x}$. No tiene unidad y se suele dar en porcentaje, multiplicando por 100. Es el que mide la precisión: un error de 1 cm es enorme en un lápiz de 25 cm (4 %) y mínimo en una varilla de 2,5 m (0,4 %).

Propagación de errores:
Cuando calculás algo a partir de medidas, el resultado hereda sus errores. Las dos reglas del ingreso toman el peor caso:
- En una suma o una resta se suman los errores absolutos: $\Delta(a \pm b) = \Delta a + \Delta b$. Ojo, también en la resta se suman.
- En un producto o un cociente se suman los errores relativos: $\varepsilon_{a \cdot b} = \varepsilon_{a/b} = \varepsilon_a + \varepsilon_b$. Después, si hace falta, volvés al error absoluto multiplicando por el resultado.
- En una potencia el error relativo se multiplica por el exponente: el volumen de un cubo, $a^3$, tiene el triple del error relativo de la arista.

Cifras significativas:
Son los dígitos de una medida que el instrumento realmente midió. Cuentan todos los dígitos distintos de cero, los ceros entre ellos y los ceros finales después de la coma. Los ceros de la izquierda no cuentan, porque solo ubican la coma: 0,00520 tiene tres. La notación científica saca la duda: $5{,}20 \cdot 10^{-3}$.

Al operar sin calcular errores se usa una regla práctica:
- En un producto o un cociente, el resultado lleva tantas cifras significativas como el dato que menos tiene.
- En una suma o una resta, el resultado se redondea al lugar decimal del dato menos preciso.

Errores comunes:
- Copiar todos los dígitos de la calculadora: 13,28 cm² a partir de 3,2 cm por 4,15 cm aparenta una precisión que no existe.
- Restar los errores absolutos cuando se restan las medidas.
- Sumar errores absolutos de magnitudes distintas, como metros con segundos, en un cociente.
- Olvidar multiplicar por 100 al pasar el error relativo a porcentaje.
- Tomar como significativos los ceros de la izquierda, o descartar el cero final de 20,40.`,
    examples: [
      r`Medís (12,3 ± 0,2) m y (8,5 ± 0,1) m y los sumás. El valor es 20,8 m y el error es $0{,}2 + 0{,}1 = 0{,}3$ m: informás $(20{,}8 \pm 0{,}3)$ m.`,
      r`Un carrito recorre (100,0 ± 0,5) m en (25,0 ± 0,5) s. La velocidad es 4 m/s; el error relativo es $0{,}5/100 + 0{,}5/25 = 0{,}025$ (2,5 %), y el absoluto $4 \cdot 0{,}025 = 0{,}1$ m/s: $v = (4{,}0 \pm 0{,}1)$ m/s.`,
      r`La arista de un cubo mide (2,00 ± 0,02) cm, con un error relativo del 1 %. El volumen es 8,00 cm³ con un error relativo del 3 %, o sea $\Delta V = 0{,}24$ cm³, que con una cifra queda $(8{,}0 \pm 0{,}2)$ cm³.`,
    ],
  },
];
