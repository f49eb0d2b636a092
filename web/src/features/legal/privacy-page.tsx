import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { Link } from '../../components/link.tsx';
import { LegalPage, type LegalSection } from './legal-page.tsx';

const support = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Quién cuida tus datos',
    body: (
      <>
        <p>
          Ingresá es responsable de la base de datos con la información de tu cuenta. Aplicamos la Ley 25.326
          de Protección de los Datos Personales y sus normas complementarias.
        </p>
        <p>Para cualquier consulta sobre tus datos, escribinos a {support}.</p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos guardamos',
    body: (
      <ul>
        <li>
          <strong>Tu email</strong>, que es tu usuario: con él te identificamos y te mandamos los códigos para
          ingresar.
        </li>
        <li>
          <strong>Los códigos de ingreso</strong>, pero nunca el código en sí: guardamos solo una huella
          cifrada (un <em>hash</em>) que sirve para comprobarlo y vence a los 10 minutos.
        </li>
        <li>
          <strong>Tus sesiones</strong>: cuando ingresás, tu navegador recibe una cookie de sesión. De ella
          guardamos también solo un hash, con su vencimiento.
        </li>
        <li>
          <strong>Tu suscripción y tus pagos, tal como nos los informa Mercado Pago</strong>: el plan, el
          estado, las fechas, los montos y los números de operación. Los datos de tu tarjeta y de tu cuenta de
          Mercado Pago nunca llegan a nosotros.
        </li>
        <li>
          <strong>Lo que hacés para estudiar</strong>: tus respuestas a los ejercicios, tus intentos, las
          estadísticas que calculamos con ellos (aciertos, tiempo de estudio, nivel) y los simuladores que
          rendís, con sus resultados.
        </li>
        <li>
          <strong>Tus opiniones</strong>: las calificaciones y comentarios que nos mandás, y los problemas que
          reportás en un ejercicio.
        </li>
        <li>
          <strong>Tus conversaciones con el tutor con IA</strong>: tus últimos mensajes y sus respuestas, para
          que la charla tenga contexto.
        </li>
        <li>
          <strong>Datos técnicos</strong>: para frenar abusos contamos los intentos por email y por dirección
          IP, y nuestros servidores registran los pedidos y los errores para poder arreglar problemas.
        </li>
      </ul>
    ),
  },
  {
    id: 'navegador',
    title: 'Cookies y tu navegador',
    body: (
      <p>
        Usamos una sola cookie, la de tu sesión, que hace falta para que sigas conectado. En tu navegador
        guardamos además algunos datos chicos para que el sitio funcione, como tu email mientras tenés la
        pestaña abierta o cuándo terminaste tu último ejercicio. No usamos cookies de publicidad ni de
        analítica.
      </p>
    ),
  },
  {
    id: 'usos',
    title: 'Para qué los usamos',
    body: (
      <>
        <ul>
          <li>Para que puedas ingresar a tu cuenta y seguir conectado.</li>
          <li>Para cobrar y administrar tu suscripción.</li>
          <li>
            Para mostrarte tu progreso, tus estadísticas y tu posición en el ranking, que se calcula con
            totales que no identifican a nadie.
          </li>
          <li>Para que el tutor con IA te responda.</li>
          <li>Para mejorar los ejercicios y las clases con tus opiniones y tus reportes.</li>
          <li>
            Para mandarte los emails del servicio: los códigos de ingreso y los avisos sobre tu suscripción.
          </li>
        </ul>
        <p>
          No vendemos ni alquilamos tus datos, no te mandamos publicidad y no usamos tus conversaciones para
          entrenar modelos de IA.
        </p>
      </>
    ),
  },
  {
    id: 'terceros',
    title: 'Con quién los compartimos',
    body: (
      <>
        <p>
          <strong>Amazon Web Services (AWS)</strong> aloja el sitio, la base de datos y el envío de emails. El
          tutor responde con un modelo de IA que corre en AWS (Amazon Bedrock): tus mensajes se procesan ahí
          para armar cada respuesta.
        </p>
        <p>
          <strong>Mercado Pago</strong> procesa los pagos. Cuando pagás, cargás tus datos directamente en
          Mercado Pago, que los trata según su propia política de privacidad. A nosotros nos informa el
          resultado de cada pago.
        </p>
        <p>Fuera de eso, solo entregaríamos datos a una autoridad que los pida con una orden legal válida.</p>
      </>
    ),
  },
  {
    id: 'donde',
    title: 'Dónde se guardan',
    body: (
      <p>
        En los servidores de Amazon Web Services (AWS), que pueden estar fuera de Argentina. Están cifrados,
        solo se accede a ellos con permisos restringidos y se usan únicamente para lo que dice esta política.
      </p>
    ),
  },
  {
    id: 'plazos',
    title: 'Cuánto tiempo los guardamos',
    body: (
      <>
        <ul>
          <li>
            Tu email, tu suscripción, tu progreso, tus simuladores y tus opiniones: mientras tengas tu cuenta.
          </li>
          <li>Los códigos de ingreso: vencen a los 10 minutos.</li>
          <li>Cada sesión: hasta 30 días, o 7 días si no la usás.</li>
          <li>La conversación con el tutor: se borra sola después de un día sin mensajes.</li>
          <li>Los contadores contra abusos: se borran solos en menos de un día.</li>
          <li>Los registros técnicos de los servidores: 3 meses.</li>
        </ul>
        <p>
          Si eliminás tu cuenta, borramos en el momento todo lo que está asociado a ella. Los problemas que
          hayas reportado en un ejercicio quedan guardados junto al ejercicio para poder corregirlo, sin tu
          email. Mercado Pago conserva sus propios registros de los pagos, según sus obligaciones legales.
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos y cómo ejercerlos',
    body: (
      <>
        <p>La Ley 25.326 (artículos 14 a 16) te da derecho a:</p>
        <ul>
          <li>
            <strong>Acceder a tus datos</strong>: saber qué guardamos sobre vos. En tu cuenta, abrí el menú de
            tu perfil y elegí <strong>«Descargar mis datos»</strong>: te bajás al instante un archivo con todo
            lo que tenemos.
          </li>
          <li>
            <strong>Corregirlos</strong>: si algún dato está mal, por ejemplo si querés cambiar tu email,
            escribinos y lo corregimos.
          </li>
          <li>
            <strong>Eliminarlos</strong>: en el menú de tu perfil, elegí <strong>«Eliminar mi cuenta»</strong>
            . Cancelamos tu suscripción en Mercado Pago, para que no se te cobre nada más, y borramos tu
            cuenta con todo tu progreso.
          </li>
        </ul>
        <p>
          Si no podés entrar a tu cuenta, o preferís hacerlo por email, escribinos a {support} desde la
          dirección de tu cuenta. Te respondemos dentro de los plazos de la ley: 10 días corridos para el
          acceso y 5 días hábiles para corregir o eliminar. Es gratis.
        </p>
        <p>
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en
          forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al
          efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.
        </p>
      </>
    ),
  },
  {
    id: 'autoridad',
    title: 'Autoridad de control',
    body: (
      <>
        <p>
          La{' '}
          <a href="https://www.argentina.gob.ar/aaip" rel="noopener">
            Agencia de Acceso a la Información Pública
          </a>
          , en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las
          denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento
          de las normas vigentes en materia de protección de datos personales.
        </p>
        <p>Si algo no te cierra, contanos primero a nosotros: queremos resolverlo.</p>
      </>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos algo importante, te lo avisamos en el sitio o por email antes de que rija, y actualizamos
        la fecha de arriba. Las condiciones del servicio están en los{' '}
        <Link to="/terminos">Términos y condiciones</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Política de privacidad"
      summary={
        <ul>
          <li>Guardamos lo necesario para que estudies: tu email, tu suscripción y tu progreso.</li>
          <li>Los datos de tu tarjeta los maneja Mercado Pago: nunca llegan a nosotros.</li>
          <li>No vendemos tus datos ni te mandamos publicidad.</li>
          <li>
            Podés descargar tus datos o eliminar tu cuenta cuando quieras, desde el menú de tu perfil o
            escribiéndonos a {support}.
          </li>
        </ul>
      }
      sections={sections}
    />
  );
}
