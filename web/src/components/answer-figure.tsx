import './answer-figure.css';

/** The drawing a statement refers to, as an image: the drawing can carry nothing that runs. */
export function AnswerFigure({ figure }: { figure: { svg: string; alt: string } }) {
  return (
    <figure className="answer-figure">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(figure.svg)}`} alt={figure.alt} />
    </figure>
  );
}
