import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/** Where "Eliminar mi cuenta" lands: the account is gone, and says so. */
export default function AccountDeletedPage() {
  useDocumentTitle('Cuenta eliminada | Ingresá');
  return (
    <main className="result">
      <div className="result__card">
        <Link to="/" className="brand result__brand">
          Ingresá
        </Link>
        <h1>Eliminamos tu cuenta</h1>
        <p className="lead">
          Borramos tu email, tu progreso y todos los datos de tu cuenta. Si tenías una suscripción, la
          cancelamos en Mercado Pago: no se te va a cobrar de nuevo.
        </p>
        <p>Gracias por haberte preparado con nosotros. ¡Mucha suerte en el ingreso!</p>
        <div className="actions">
          <Link className="button button--primary" to="/">
            Ir al inicio
          </Link>
        </div>
      </div>
    </main>
  );
}
