import {
  ChemistryIllustration,
  MathsIllustration,
  PhysicsIllustration,
} from '../../components/illustrations/index.tsx';

const subjects = [
  {
    name: 'Matemática',
    Illustration: MathsIllustration,
    topics: 'Álgebra, ecuaciones, funciones, geometría, trigonometría y estadística.',
  },
  {
    name: 'Física',
    Illustration: PhysicsIllustration,
    topics: 'Mecánica, termodinámica, ondas, electricidad, óptica y física moderna.',
  },
  {
    name: 'Química',
    Illustration: ChemistryIllustration,
    topics: 'Estructura atómica, estequiometría, soluciones, ácidos y bases, electroquímica y termoquímica.',
  },
];

/** The three subjects of the exam, each with its drawing and its topics. */
export function Subjects() {
  return (
    <section className="landing-section" aria-labelledby="subjects-title">
      <h2 id="subjects-title">Las tres materias del ingreso</h2>
      <p className="lead">Practicás cada tema que te van a tomar, con el mismo tipo de preguntas.</p>
      <ul className="subjects">
        {subjects.map(({ name, Illustration, topics }) => (
          <li key={name} className="subject">
            <Illustration width={160} className="subject__art" />
            <h3>{name}</h3>
            <p>{topics}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
