import { Link } from '../../components/link.tsx';
import { useSignedInStudent } from '../../lib/signed-in-student.ts';

/** "Ingresar" for a visitor; "Ir a mi panel" for a student signed in on this browser who has access. */
export function AccountLink({ className }: { className: string }) {
  const student = useSignedInStudent();
  return student.phase === 'signed-in' && student.subscription.hasAccess ? (
    <Link className={className} to="/content/dashboard">
      Ir a mi panel
    </Link>
  ) : (
    <Link className={className} to="/login">
      Ingresar
    </Link>
  );
}
