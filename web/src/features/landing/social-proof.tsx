const figures = [
  { value: '700+', label: 'estudiantes ya se prepararon con Ingresá' },
  { value: '400+', label: 'ejercicios y mini clases con explicación' },
  { value: '24 h', label: 'de tutor con IA, todos los días' },
  { value: '3', label: 'materias: matemática, física y química' },
];

export function SocialProof() {
  return (
    <section className="social-proof" aria-labelledby="social-proof-title">
      <h2 id="social-proof-title" className="social-proof__title">
        Más de 700 estudiantes ya se prepararon con Ingresá
      </h2>
      <ul className="social-proof__figures">
        {figures.map((figure) => (
          <li key={figure.value}>
            <strong>{figure.value}</strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
