import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from './engine.ts';
import { changeInQuestion } from './follow-ups.ts';
import { readQuestion } from './reading.ts';

const answer = (message: string) => answerOfflineDetailed({ message, passages: [] });

describe('one question that changes a datum of its own statement', () => {
  it('splits the question as if unchanged from the change, before or after it, with or without «si»', () => {
    expect(
      changeInQuestion(
        'Un bloque de 2 kg recibe una fuerza de 10 N. Si la masa fuera el triple, ¿qué aceleración tendría?',
      ),
    ).toEqual({
      problem: 'Un bloque de 2 kg recibe una fuerza de 10 N. ¿qué aceleración tendría?',
      change: 'Si la masa fuera el triple',
    });
    expect(
      changeInQuestion(
        'Un cuerpo se suelta desde 20 m. ¿Con qué velocidad llegaría si se soltara desde el doble de altura?',
      ),
    ).toEqual({
      problem: 'Un cuerpo se suelta desde 20 m. ¿Con qué velocidad llegaría?',
      change: 'si se soltara desde el doble de altura',
    });
    expect(
      changeInQuestion(
        'Un resorte de 200 N/m se estira 10 cm. ¿Qué fuerza haría falta para estirarlo el doble?',
      ),
    ).toEqual({
      problem: 'Un resorte de 200 N/m se estira 10 cm. ¿Qué fuerza haría falta?',
      change: 'para estirarlo el doble',
    });
    // A relation said as a datum changes nothing.
    expect(
      changeInQuestion('La masa de A es el doble de la de B, que es de 3 kg. ¿Cuánto vale la de A?'),
    ).toBeUndefined();
  });

  it.each([
    // a = 10 / 6 ≈ 1,67 m/s²
    [
      'Un carrito de 2 kg sobre una mesa sin rozamiento recibe una fuerza horizontal de 10 N. Si la masa fuera el triple, ¿qué aceleración tendría con la misma fuerza?',
      'a ≈ 1,67 m/s²',
    ],
    // Ec = ½ · 1000 · 40² = 800.000 J
    [
      'Un auto de 1000 kg va a 20 m/s. Si su velocidad fuera el doble, ¿cuál sería su energía cinética?',
      'Ec = 800.000 J',
    ],
    // Ec = ½ · 2,5 · 4² = 20 J
    [
      'Un cuerpo de 5 kg se mueve a 4 m/s. ¿Qué energía cinética tendría si su masa fuera la mitad?',
      'Ec = 20 J',
    ],
    // Ee = ½ · 400 · 0,15² = 4,5 J
    [
      'Un resorte de constante 400 N/m se comprime 5 cm. ¿Qué energía almacenaría si se lo comprimiera el triple?',
      'Ee = 4,5 J',
    ],
    // t = √(2 · 22,5 / 10) ≈ 2,12 s
    [
      'Una piedra se deja caer desde 45 m (g = 10 m/s²). Si se soltara desde la mitad de altura, ¿cuánto tardaría en caer?',
      't ≈ 2,12 s',
    ],
    // without friction, W neto = 120 · 10 = 1.200 J
    [
      'Se empuja un cajón de 20 kg con una fuerza horizontal de 120 N a lo largo de 10 m sobre un piso con μ = 0,4. Si el piso no tuviera rozamiento, ¿qué trabajo neto se haría sobre el cajón? Considere g = 10 m/s².',
      'W_neto = 1.200 J',
    ],
  ])('answers it with the datum changed, saying what changed: %s', async (message, result) => {
    const reply = await answer(message);
    expect(reply.certain).toBe(true);
    expect(reply.text).toMatch(/^Con \*\*/);
    expect(reply.text).toContain(`**${result}`);
  });

  it.each([
    // Which force doubles? Two are given.
    'Un bloque de 2 kg recibe una fuerza de 10 N y otra de 6 N en el mismo sentido. Si la fuerza fuera el doble, ¿qué aceleración tendría?',
    // A change no reading places: nothing stated.
    'Un bloque de 2 kg recibe una fuerza de 10 N. Si el bloque fuera de otro material, ¿qué aceleración tendría?',
  ])('states no result when the change cannot be placed: %s', async (message) => {
    expect((await answer(message)).certain).toBe(false);
  });
});

describe('questions joined by «y» that share an instant', () => {
  it('give a bare later half the first half’s instant, and leave one with words of its own', () => {
    expect(
      readQuestion(
        'Un auto a 20 m/s frena y se detiene en 40 m. ¿Qué velocidad tenía cuando recorrió 30 m y cuánto tardó?',
      ).parts.map((part) => part.question),
    ).toEqual(['¿Qué velocidad tenía cuando recorrió 30 m?', '¿Cuánto tardó cuando recorrió 30 m?']);
    expect(
      readQuestion(
        'Un auto que va a 30 m/s frena con 3 m/s². ¿Qué velocidad tiene a los 5 s y qué distancia recorre hasta detenerse?',
      ).parts.map((part) => part.question),
    ).toEqual(['¿Qué velocidad tiene a los 5 s?', '¿Qué distancia recorre hasta detenerse?']);
  });

  it.each([
    // a = 20² / 80 = 5 m/s²; at 30 m, v = √(400 − 300) = 10 m/s and t = (20 − 10) / 5 = 2 s (not the 4 s to stop)
    [
      'Un auto que viaja a 20 m/s frena con aceleración constante y se detiene después de recorrer 40 m. ¿Qué velocidad tenía cuando recorrió 30 m y cuánto tardó?',
      ['v = 10 m/s', 't = 2 s'],
    ],
    // 30 − 3 · 5 = 15 m/s; to stop, 30² / 6 = 150 m (not the 112,5 m of the first 5 s)
    [
      'Un auto que va a 30 m/s frena con aceleración de 3 m/s². ¿Qué velocidad tiene a los 5 s y qué distancia recorre hasta detenerse?',
      ['v = 15 m/s', 'd = 150 m'],
    ],
  ])('answers each half at its own instant: %s', async (message, results) => {
    const reply = await answer(message);
    expect(reply.certain).toBe(true);
    for (const result of results) expect(reply.text).toContain(`**${result}**`);
  });
});

describe('questions one after another with data after the last', () => {
  it('reads each question as a part, the closing data for all of them', async () => {
    const message =
      'Desde lo alto de un acantilado se deja caer una piedra que tarda 4 s en llegar al agua. ¿Con qué velocidad llega? ¿Cuál es la altura del acantilado? Considerar g = 10 m/s².';
    const read = readQuestion(message);
    expect(read.parts.map((part) => part.question)).toEqual([
      '¿Con qué velocidad llega?',
      '¿Cuál es la altura del acantilado?',
    ]);
    expect(read.statement).toContain('Considerar g = 10 m/s²');
    // v = 10 · 4 = 40 m/s; h = ½ · 10 · 4² = 80 m
    const reply = await answer(message);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**v = 40 m/s**');
    expect(reply.text).toContain('**h = 80 m**');
  });
});

describe('an exam page in ustedeo', () => {
  it('reads «Nombre los siguientes…: a) … b) …» and «Dé el nombre … de: a) …» as items to name, not options', () => {
    for (const message of [
      'Nombre los siguientes compuestos según la nomenclatura tradicional: a) H₂SO₄; b) NaClO.',
      'Dé el nombre según la nomenclatura de Stock de: a) Fe₂O₃; b) CuOH.',
    ]) {
      const read = readQuestion(message);
      expect(read.options).toEqual([]);
      expect(read.parts.length).toBe(2);
    }
  });

  it('moves the data after «calcule:» before the order its parts complete', async () => {
    // 13,08 / 65,4 = 0,2 mol of Zn; 0,2 · 136,4 = 27,28 g of ZnCl₂; 0,2 · 22,4 = 4,48 L of H₂
    const reply = await answer(
      'El zinc reacciona con ácido clorhídrico según: Zn + 2 HCl → ZnCl₂ + H₂. Si se hacen reaccionar 13,08 g de zinc con exceso de ácido, calcule: (Dato: Zn = 65,4)\na) los moles de zinc que reaccionan\nb) la masa de cloruro de zinc formada\nc) el volumen de hidrógeno desprendido, medido en CNPT',
    );
    expect(reply.certain).toBe(true);
    for (const result of ['0,2 mol de Zn', '27,28 g de ZnCl₂', '4,48 L de H₂'])
      expect(reply.text).toContain(result);
  });
});

describe('a part that changes a datum named by the thing it belongs to', () => {
  it('changes the mass of the body it names and asks every earlier question again', () => {
    // 300 g of water at 10 °C and 250 g of copper (0,1 cal/(g·°C)) at 90 °C: Te = (3.000 + 2.250)/325.
    const reply = answer(
      'En un calorímetro ideal hay 300 g de agua a 10 °C y se introduce un trozo de cobre de 250 g a 90 °C. Calor específico del cobre: 0,1 cal/(g·°C); del agua: 1 cal/(g·°C).\na) Determine la temperatura de equilibrio.\nb) Determine el calor que cede el cobre.\nc) ¿Y si el trozo de cobre fuera de 500 g?',
    );
    expect(reply.certain).toBe(true);
    // With 500 g: Te = (3.000 + 50 · 90)/350 ≈ 21,43 °C, and the copper gives 50 · (90 − 21,43) ≈ 3.428,57 cal.
    expect(reply.text).toContain('**500 g** en lugar de **250 g**');
    expect(reply.text).toContain('**T_e ≈ 21,43 °C**');
    expect(reply.text).toContain('**Q ≈ 3.428,57 cal (cedido)**');
  });

  it('leaves a change whose thing is not said beside one quantity', () => {
    const reply = answer(
      'En un calorímetro ideal hay 300 g de agua a 10 °C y se introduce un trozo de cobre de 250 g a 90 °C. Calor específico del cobre: 0,1 cal/(g·°C); del agua: 1 cal/(g·°C).\na) Determine la temperatura de equilibrio.\nb) Determine el calor que cede el cobre.\nc) ¿Y si la pieza fuera de 500 g?',
    );
    expect(reply.certain).toBe(false);
  });
});

describe('a part that adds a datum in a condition', () => {
  it('reads the statement with it: the pushed blocks with friction', () => {
    // (30 − 0,2 · 10 · 10)/10 = 1 m/s².
    const reply = answer(
      'Dos bloques de 4 kg y 6 kg están apoyados uno contra el otro sobre un piso horizontal. Se empuja el de 4 kg con una fuerza horizontal de 30 N y avanzan juntos.\na) Sin rozamiento, ¿cuál es la aceleración del conjunto?\nb) Si el coeficiente de rozamiento con el piso fuera 0,2 para los dos (g = 10 m/s²), ¿cuál sería la aceleración?',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**a = 3 m/s²**');
    expect(reply.text).toContain('**a = 1 m/s²**');
  });
});
