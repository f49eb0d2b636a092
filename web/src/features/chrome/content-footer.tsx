import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';

export function ContentFooter() {
  return (
    <footer className="content-footer">
      <p>
        ¿Necesitás ayuda? Escribinos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <p>Ingresá · Preparación para el ingreso a la UTN</p>
    </footer>
  );
}
