import { describe, expect, it } from 'vitest';
import { foldText, studentWording } from './text.ts';

describe('foldText', () => {
  it('lowers case and drops accents', () => {
    expect(foldText('Ácido según Brønsted, ¿PIÑA?')).toBe('acido segun bronsted, ¿pina?');
  });
});

describe('studentWording', () => {
  it.each([
    ['raiz de 144 + 3^2', '√144 + 3^2'],
    ['raíz cuadrada de (x+1)', '√(x+1)'],
    ['5 al cuadrado menos 3 al cubo', '5^2 menos 3^3'],
    ['tiro una piedra para arriba a 10 m/s', 'tiro una piedra hacia arriba a 10 m/s'],
    ['cuanto pesa un mol de NaCl', 'masa molar de NaCl'],
    ['salen a 60 y 90 km/h', 'salen a 60 km/h y 90 km/h'],
    ['frena de 20 m/s a 0 en 5 s', 'frena de 20 m/s a 0 m/s en 5 s'],
    ['un cateto mide 6, cuanto mide el otro', 'un cateto mide 6 cuanto mide el otro'],
    ['q aceleracion tiene', 'que aceleracion tiene'],
    ['xq da negativo', 'porque da negativo'],
    ['viaja a 60 km/h durante 1 h 20 min', 'viaja a 60 km/h durante 80 min'],
    ['tarda 2 horas y 30 minutos', 'tarda 150 min'],
    ['corre 1 min 30 s', 'corre 90 s'],
    ['cos² x − sen² x = ½', 'cos² x − sen² x = (1/2)'],
    ['sen x = −¾', 'sen x = −(3/4)'],
    ['Hallar x tal que 4 es a 10 como 6 es a x.', 'Hallar x tal que 4/10 = 6/x.'],
    ['2,5 es a 5, lo que x es a 8', '2,5/5 = x/8'],
    // An action told to the student, or by them, in the statements' impersonal form.
    ['Soltás una piedra desde 20 m de altura', 'Se suelta una piedra desde 20 m de altura'],
    ['si empujo una caja de 10 kg con 30 N', 'si se empuja una caja de 10 kg con 30 N'],
    ['Dejás caer una moneda', 'Se deja caer una moneda'],
    ['tirás de la soga con 50 N', 'tirás de la soga con 50 N'],
  ])('reads «%s» as «%s»', (written, read) => {
    expect(studentWording(written)).toBe(read);
  });

  it.each([
    'una receta lleva 2½ tazas',
    'sale a las 8 h 30 min',
    'una carga q de 2 C',
    'pasá 0,5 kg a g',
    'de 20 m/s a 30 m/s en 4 s',
    '2x + y = 7 y x - y = 2',
    'Si x/3 = 12/9, x vale:',
  ])('leaves «%s» as it is', (text) => {
    expect(studentWording(text)).toBe(text);
  });

  it('never adds or drops a number', () => {
    for (const text of ['raiz de 144 + 3^2', 'salen a 60 y 90 km/h', 'frena de 20 m/s a 0 en 5 s']) {
      expect(studentWording(text).match(/\d+/g)).toEqual(text.match(/\d+/g));
    }
  });
});
